#!/usr/bin/env node
// One production build of the web app with Vite: the browser's bundle (dist/apps/web) or, with --ssr, the
// server's rendering of first views (apps/web/src/ssr.tsx → dist/apps/web-ssr). Used by `npm start`
// (tools/start.mjs), by the integration tier before its two databases run side by side
// (tools/run-integration.mjs), and by the first-view spec when run on its own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server rendering's entry once built. */
export const SSR_ENTRY = path.join(root, 'dist/apps/web-ssr/ssr.mjs');

/** Runs `vite build` (with `--ssr` when asked); answers the exit status. */
export function viteBuild({ ssr = false } = {}) {
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '-c',
      'apps/web/vite.config.mts',
      ...(ssr ? ['--ssr'] : []),
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  return r.status ?? 1;
}

function newest(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) t = Math.max(t, newest(p));
    else t = Math.max(t, fs.statSync(p).mtimeMs);
  }
  return t;
}

/**
 * Both builds (the browser's app, then the server's rendering of first views) when the web app's sources
 * are newer than the build, the server rendering is missing, or the build was not made for production:
 * the site is always served from a production build (React's production code, minified); a build made
 * with NODE_ENV=development in the environment (a test run, `npm run dev`) is several times slower and is
 * replaced. The stamp dist/apps/web/.build-mode records how the build was made. Answers the exit status.
 */
export function buildIfStale() {
  const dist = path.join(root, 'dist/apps/web/index.html');
  const stamp = path.join(root, 'dist/apps/web/.build-mode');
  const sources = ['apps/web', 'libs/domain/src', 'libs/catalog-lists/src', 'libs/site-text/src'].map((d) =>
    path.join(root, d),
  );
  const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
  const builtFor = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : null;
  if (
    builtFor === 'production' &&
    fs.existsSync(SSR_ENTRY) &&
    builtAt >= Math.max(...sources.filter((d) => fs.existsSync(d)).map(newest))
  )
    return 0;
  console.log('Building the web app (only when its sources changed)…');
  for (const ssr of [false, true]) {
    const status = viteBuild({ ssr });
    if (status !== 0) return status;
  }
  fs.writeFileSync(stamp, 'production\n');
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // The exit code is set, not process.exit() (see tools/build-api.mjs: nodejs/node#54918).
  process.exitCode = viteBuild({ ssr: process.argv.includes('--ssr') });
}
