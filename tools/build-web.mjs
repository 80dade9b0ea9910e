#!/usr/bin/env node
// One production build of the web app with Vite: the browser's bundle (dist/apps/web) or, with --ssr, the
// server's rendering of first views (apps/web/src/ssr.tsx → dist/apps/web-ssr). Used by `npm start`
// (tools/start.mjs), by the integration tier before its two databases run side by side
// (tools/run-integration.mjs), and by the first-view spec when run on its own.
import { spawnSync } from 'node:child_process';
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(viteBuild({ ssr: process.argv.includes('--ssr') }));
}
