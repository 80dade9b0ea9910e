#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the build, then runs the API, which
// serves the site, /graphql and /api on one port (PORT, default 3000). Signals go to the server so
// Ctrl-C shuts it down cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_ARGS } from './api-node.mjs';
import { buildIfStale } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The web app is built first when its sources are newer than the build (see buildIfStale).
const built = buildIfStale();
if (built !== 0) process.exit(built);

const child = spawn(
  process.execPath,
  [...API_NODE_ARGS, '--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
  {
    cwd: process.cwd(),
    stdio: 'inherit',
    env: process.env,
  },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
