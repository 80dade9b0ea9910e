/**
 * `npm run bench:start`: how long the API takes from its process starting to READY (/readyz answers 200)
 * on a database that already holds the shipped data, and its resident memory (RSS) then and once settled,
 * run built (tools/build-api.mjs, what `npm start` runs) and from its TypeScript sources through tsx (what
 * every start ran before the build), alternately in one run so both see the same machine.
 *
 * 1. The database: BENCH_PGLITE_DIR (an embedded database an earlier `npm start` or run filled; filled
 *    first when the folder does not exist), or a fresh PGlite folder filled by one start of the built API
 *    with the shipped snapshot (SEED=snapshot, waited for until the data is loaded). BENCH_DATABASE_URL
 *    measures a PostgreSQL database instead (filled the same way when it has no prices).
 * 2. BENCH_RUNS rounds (default 3) of each mode in BENCH_MODES (default `source,built`, and `baseline`
 *    first with BENCH_BASELINE=<another checkout>, e.g. the commit before a change), in turn: the API
 *    started as the benches start it (bench-support.ts startBenchApi: production mode, no web app),
 *    /readyz asked every 20 ms; the time to READY, the process's CPU time by then (user + system: what a
 *    busy machine moves least) and the RSS then, and 3 s later (BENCH_SETTLE). Before them, one start of
 *    each mode that is not counted (BENCH_PRIME=0: none): the API keeps its search read model in a file
 *    (READ_MODEL_FILE) that the first start on a database writes, and every later start reads.
 * 3. Each mode's median and every run.
 *
 * Environment: BENCH_PORT (3351), BENCH_RUNS, BENCH_PRIME, BENCH_MODES, BENCH_BASELINE, BENCH_SETTLE (seconds), BENCH_PGLITE_DIR,
 * BENCH_DATABASE_URL, BENCH_NODE / BENCH_NODE_ARGS (as for bench:search).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { apiCommand } from './api-node.mjs';
import { buildApiIfStale } from './build-api.mjs';
import { benchNode, cpuUsOf, rssOf, startBenchApi, stopBenchChild } from './bench-support';

const root = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3351);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SETTLE_S = Number(process.env.BENCH_SETTLE ?? 3);
const PRIME = process.env.BENCH_PRIME !== '0';
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const MODES = (process.env.BENCH_MODES ?? (BASELINE ? 'baseline,source,built' : 'source,built'))
  .split(',')
  .filter(Boolean);

const log = (msg: string) => process.stdout.write(`${msg}\n`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Fills an empty database with the shipped data by one start of the built API, until the data is loaded. */
async function fill(dbEnv: Record<string, string>): Promise<void> {
  if ((await buildApiIfStale()) !== 0) throw new Error('the API did not build');
  log('  filling the database with the shipped snapshot (one start, until "price data loaded")');
  const child = spawn(process.execPath, apiCommand(root), {
    cwd: root,
    env: {
      ...process.env,
      ...dbEnv,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED: 'snapshot',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (d: Buffer) => {
      text = (text + d.toString()).slice(-4000);
      if (text.includes('"price data loaded"')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the filling start exited with code ${code}`)));
  });
  await stopBenchChild(child);
}

/** Whether the PostgreSQL database at `url` holds prices (a new, empty database has no tables yet). */
async function hasPrices(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT to_regclass('price') IS NOT NULL AS made");
    if (!rows[0]?.made) return false;
    return (await client.query('SELECT 1 FROM price LIMIT 1')).rows.length > 0;
  } finally {
    await client.end();
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
}

async function main() {
  let dbEnv: Record<string, string>;
  let tmp: string | null = null;
  if (process.env.BENCH_DATABASE_URL) {
    dbEnv = { DATABASE_URL: process.env.BENCH_DATABASE_URL };
    if (!(await hasPrices(process.env.BENCH_DATABASE_URL))) await fill(dbEnv);
  } else {
    const dir =
      process.env.BENCH_PGLITE_DIR ??
      path.join((tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-bench-start-'))), 'pg');
    dbEnv = { DATABASE_URL: '', PGLITE_DIR: dir };
    if (!fs.existsSync(dir)) await fill(dbEnv);
  }
  log(
    `bench:start: ${RUNS} rounds of ${MODES.join(', ')}; the API on Node ${benchNode().version.slice(1)}, ${os.cpus().length} cores, load ${load()}`,
  );
  const runs = new Map<
    string,
    { readyMs: number; cpuMs: number; rssReady: number; rssSettled: number; load: string }[]
  >(MODES.map((m) => [m, []]));
  try {
    for (let round = PRIME ? -1 : 0; round < RUNS; round++) {
      for (const mode of MODES) {
        // The baseline checkout runs as its own benches would (built if it has a build, else through tsx).
        process.env.BENCH_API = mode === 'baseline' ? 'built' : mode;
        const started = performance.now();
        const api = await startBenchApi(dbEnv, PORT, mode === 'baseline' && BASELINE ? BASELINE : root, 20);
        const readyMs = performance.now() - started;
        const cpuMs = api.pid ? cpuUsOf(api.pid) / 1000 : NaN;
        const rssReady = rssOf(api.pid);
        await new Promise((r) => setTimeout(r, SETTLE_S * 1000));
        const rssSettled = rssOf(api.pid);
        await stopBenchChild(api);
        const run = { readyMs, cpuMs, rssReady, rssSettled, load: load() };
        if (round >= 0) runs.get(mode)?.push(run);
        log(
          `  ${round < 0 ? '(not counted) ' : ''}${mode.padEnd(7)} ready in ${readyMs.toFixed(0)} ms, CPU ${cpuMs.toFixed(0)} ms, RSS ${(rssReady / 1e6).toFixed(0)} MB then, ${(rssSettled / 1e6).toFixed(0)} MB after ${SETTLE_S} s (load ${run.load})`,
        );
      }
    }
  } finally {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
  log(
    `\n${'mode'.padEnd(8)}${'ready ms (median)'.padStart(19)}${'CPU ms'.padStart(8)}${'RSS ready MB'.padStart(14)}${'RSS settled MB'.padStart(16)}`,
  );
  for (const [mode, rs] of runs)
    log(
      `${mode.padEnd(8)}${median(rs.map((r) => r.readyMs))
        .toFixed(0)
        .padStart(19)}${median(rs.map((r) => r.cpuMs))
        .toFixed(0)
        .padStart(
          8,
        )}${(median(rs.map((r) => r.rssReady)) / 1e6).toFixed(0).padStart(14)}${(median(rs.map((r) => r.rssSettled)) / 1e6).toFixed(0).padStart(16)}`,
    );
}

main().catch((err) => {
  process.stderr.write(`bench:start failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
