#!/usr/bin/env node
// `npm start`: builds the web app and the API when their sources are newer than their builds, then runs the
// built API with plain `node` (no TypeScript loader), which serves the site, /graphql and /api on one port
// (PORT, default 3000). Signals go to the server so Ctrl-C shuts it down cleanly. `npm run dev` runs the
// sources instead, restarting on change.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCommand } from './api-node.mjs';
import { buildApiIfStale } from './build-api.mjs';
import { buildIfStale } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The web app first, then the API (tools/build-api.mjs: one esbuild run, under a second), each only when
// its sources are newer than its build.
const built = buildIfStale() || (await buildApiIfStale());
if (built !== 0) process.exit(built);

const child = spawn(process.execPath, apiCommand(root), {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
