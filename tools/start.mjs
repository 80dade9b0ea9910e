#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the build, then runs the API, which
// serves the site, /graphql and /api on one port (PORT, default 3000). Signals go to the server so
// Ctrl-C shuts it down cleanly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SSR_ENTRY, viteBuild } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist/apps/web/index.html');

function newest(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) t = Math.max(t, newest(p));
    else t = Math.max(t, fs.statSync(p).mtimeMs);
  }
  return t;
}

const sources = ['apps/web', 'libs/domain/src', 'libs/catalog/src', 'libs/site-text/src'].map((d) =>
  path.join(root, d),
);
// The site is always served from a production build (React's production code, minified): a build made
// with NODE_ENV=development in the environment (a test run, `npm run dev`) is several times slower and is
// replaced. The stamp records how the build was made.
const stamp = path.join(root, 'dist/apps/web/.build-mode');
const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
const builtFor = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : null;
const ssrBuilt = fs.existsSync(SSR_ENTRY);
if (
  builtFor !== 'production' ||
  !ssrBuilt ||
  builtAt < Math.max(...sources.filter((d) => fs.existsSync(d)).map(newest))
) {
  console.log('Building the web app (only when its sources changed)…');
  // The browser's app, then the server's rendering of first views (apps/web/src/ssr.tsx) from the same sources.
  for (const ssr of [false, true]) {
    const status = viteBuild({ ssr });
    if (status !== 0) process.exit(status);
  }
  fs.writeFileSync(stamp, 'production\n');
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
