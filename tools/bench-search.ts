/**
 * `npm run bench:search`: how fast the price map answers a long tail of searches, next to the raw radius
 * query, on the PostgreSQL server and on the embedded default (PGlite).
 *
 * The workload (bench-search-mix.ts, seeded): every priced condition in turn at random points within
 * ~30 km of random hospitals, plus unpriced conditions and rural points: what real visitors ask, not
 * what a cache holds. The share of repeated searches (the most the search cache could answer) is printed.
 *
 * Per database (BENCH_DB: postgres, pglite or both, the default):
 * 1. A fresh database (or PGlite folder) with the catalogue and the national CMS FY2011 file
 *    (../shared/data/ipps_drg100_fy2011.csv) imported; one signed-in pass holder per connection.
 * 2. The search's read model built in this process to weigh it: its typed arrays and kd-trees, and all it keeps
 *    (its objects on the heap too), measured after full collections.
 * 3. The API started as a child process (bench-support.ts); its RSS once ready. Then, with 50 keep-alive
 *    connections (autocannon): GraphQL during the first BENCH_COLD seconds after ready (cold, default 15),
 *    then GraphQL and the REST shim for BENCH_SECONDS each (warm, default 15); its RSS after.
 * 4. On PostgreSQL, the API again as BENCH_PROCESSES processes (WEB_CONCURRENCY, default 2: one per core of
 *    this machine, as a deployment on it would run): once every process has taken a share of a warm-up
 *    (their CPU times are read), GraphQL and the REST shim for BENCH_SECONDS each, with each process's share
 *    of the CPU printed. PGlite serves one process only (config.ts), so it has no such phase.
 * 5. The API stopped, the very radius statement the search sent before issue 29 (RADIUS_SEARCH_SQL,
 *    75 km, on the price table) at 50 clients with the same mix: a pg Pool on PostgreSQL, the PGlite
 *    instance in this process on the embedded database.
 * 6. A table: req/s, p50, p90, p99 and the slowest answer of each phase, with how busy the machine was and
 *    the CPU per answer of the API and of this process (the load generator; bench-search-report.ts), and the
 *    load average.
 *
 * Environment: BENCH_ADMIN_URL (default postgres://root@127.0.0.1:5432/test, for CREATE DATABASE),
 * BENCH_DATABASE (reuse a PostgreSQL database an earlier run kept), BENCH_PGLITE_DIR (reuse a PGlite
 * folder), BENCH_DB, BENCH_PORT (3321), BENCH_SECONDS, BENCH_COLD, BENCH_CONNECTIONS (50), BENCH_SEED
 * (29), BENCH_KEEP (keep the databases), BENCH_NODE (the API's node: a binary, or 24 for the current
 * LTS), BENCH_NODE_ARGS, BENCH_POOL (the API's DATABASE_POOL_SIZE, 20), BENCH_PROCESSES (2; 1 skips step 4),
 * BENCH_MIX (`default`, the long tail above, or `random`: conditions at random, 15 % unpriced, 45 % of the
 * points anywhere in the lower 48; bench-search-mix.ts), BENCH_API (`built`, the default, or `source`:
 * the API through tsx, as before the production build; bench-support.ts), BENCH_ACCEPT_ENCODING (none by
 * default; `browser` sends Chromium's "gzip, deflate, br, zstd", so the API compresses its answers as it does
 * for every visitor: bench-search-requests.ts).
 */
import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import autocannon from 'autocannon';
import { openDatabase, type DbConfig } from '@fp/db';
import { RADIUS_SEARCH_SQL, radiusParams, SearchIndex } from '@fp/pricing';
import { benchNode, cpuUsOf, rssOf, startBenchApi, stopBenchChild } from './bench-support';
import {
  importData,
  longTailMix,
  makeSessions,
  mixKind,
  repeatShare,
  type Search,
  type Session,
} from './bench-search-mix';
import { cpuMeter, load, printReport, stats, type DbReport, type PhaseStats } from './bench-search-report';
import {
  acceptEncoding,
  isErrorAnswer,
  logCompressedChecks,
  searchBody,
  searchHeaders,
  SEARCH_PATHS,
  type Transport,
} from './bench-search-requests';

const root = path.resolve(__dirname, '..');
const DATA_FILE = path.resolve(root, '../shared/data/ipps_drg100_fy2011.csv');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3321);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const COLD_SECONDS = Number(process.env.BENCH_COLD ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SEED = Number(process.env.BENCH_SEED ?? 29);
const MIX_SIZE = 400_000;
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const MIX = mixKind();

v8.setFlagsFromString('--expose-gc');
/** A full collection (the flag above makes `gc` available to a new context). */
const gc = vm.runInNewContext('gc') as () => void;

const log = (msg: string) => process.stdout.write(`${msg}\n`);

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A database to bench: how the bench opens it, how the API is pointed at it, and how it is dropped. */
interface BenchDb {
  kind: 'postgres' | 'pglite';
  config: DbConfig;
  apiEnv: Record<string, string>;
  drop: () => Promise<void>;
}

/** A fresh PostgreSQL database with the data (or BENCH_DATABASE). */
async function postgresDb(): Promise<BenchDb> {
  const kept = process.env.BENCH_DATABASE;
  if (kept && !/^fp_bench_search_[0-9a-f]+$/.test(kept))
    throw new Error('BENCH_DATABASE is the name of a database an earlier run kept (fp_bench_search_…)');
  const name = kept ?? `fp_bench_search_${randomBytes(4).toString('hex')}`;
  if (!kept) await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  log(`  database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  // No statement timeout for the bulk import: on a busy machine a batch may take longer than 5 s.
  const config: DbConfig = { url: url.toString(), statementTimeoutMs: 0 };
  if (!kept) await withData(config);
  return {
    kind: 'postgres',
    config,
    apiEnv: { DATABASE_URL: url.toString() },
    drop: async () => {
      if (process.env.BENCH_KEEP || kept) log(`kept database ${name}`);
      else await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A fresh PGlite folder with the data (or BENCH_PGLITE_DIR: filled first if it does not exist yet). */
async function pgliteDb(): Promise<BenchDb> {
  const kept = process.env.BENCH_PGLITE_DIR;
  const dir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fp-bench-search-'));
  const config: DbConfig = { pgliteDir: dir };
  if (!kept || !fs.existsSync(dir)) await withData(config);
  return {
    kind: 'pglite',
    config,
    apiEnv: { DATABASE_URL: '', PGLITE_DIR: dir },
    drop: async () => {
      if (process.env.BENCH_KEEP || kept) log(`kept PGlite folder ${dir}`);
      else fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function withData(config: DbConfig): Promise<void> {
  const db = await openDatabase({ ...config, poolSize: 4 });
  try {
    await importData(db, DATA_FILE);
  } finally {
    await db.close();
  }
}

/** The mix and the read model's weight, read from the database before the API opens it. */
async function readMix(config: DbConfig): Promise<{ mix: Search[]; indexBytes: number; heapBytes: number }> {
  const db = await openDatabase({ ...config, poolSize: 2 });
  try {
    const mix = await longTailMix(db, MIX_SIZE, SEED, MIX);
    // Measured after full collections on both sides, so the figure is what the index keeps, not the
    // rows it was built from (collected once it is built).
    gc();
    const before = process.memoryUsage();
    const index = await SearchIndex.load(db.dataSource);
    gc();
    const after = process.memoryUsage();
    log(
      `  read model: ${index.rangeCount} ranges, ${(index.bytes / 1e6).toFixed(1)} MB of arrays and kd-trees`,
    );
    // Its objects on the heap plus its typed arrays (counted by the index itself: the process's
    // arrayBuffers also hold PGlite's WebAssembly memory, which grows with any large read).
    const heapBytes = after.heapUsed - before.heapUsed + index.bytes;
    return { mix, indexBytes: index.bytes, heapBytes };
  } finally {
    await db.close();
  }
}

/** One search request: its path and body (bench-search-requests.ts). */
function searchRequest(transport: Transport, c: Search): { urlPath: string; body: string } {
  return { urlPath: SEARCH_PATHS[transport], body: searchBody(transport, c) };
}

/** The searches in the order they are sent, shared by the phases of one database (keys for the repeat share). */
class Workload {
  private next = 0;
  readonly sent: string[] = [];
  constructor(private readonly mix: Search[]) {}
  take(): Search {
    const s = this.mix[this.next++ % this.mix.length];
    this.sent.push(s.key);
    return s;
  }
}

/**
 * Drives the API with autocannon: keep-alive connections with prebuilt request heads, each one signed-in
 * pass holder sending the next search of the mix per request; an answer that is not 200 or carries
 * GraphQL errors counts as an error. Each connection's first answer (its time includes opening the
 * connection) is left out.
 */
async function driveApi(
  transport: Transport,
  work: Workload,
  sessions: Session[],
  seconds: number,
  pids: readonly number[],
): Promise<PhaseStats> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const { urlPath } = searchRequest(transport, work.take());
  let finished: (r: { errors: number; timeouts: number }) => void = () => undefined;
  let failed: (err: Error) => void = () => undefined;
  const done = new Promise<{ errors: number; timeouts: number }>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const cpu = cpuMeter(pids);
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${PORT}`,
      connections: sessions.length,
      duration: seconds,
      setupClient: (client: autocannon.Client) => {
        const session = sessions[next++ % sessions.length];
        client.setRequests([
          {
            method: 'POST',
            path: urlPath,
            headers: searchHeaders(session),
            setupRequest: (req) => ({ ...req, body: searchRequest(transport, work.take()).body }),
            onResponse: (status, body, _context, headers) => {
              if (isErrorAnswer(status, body, headers)) {
                if (errors++ === 0) log(`  first ${transport} error: ${status} ${body.slice(0, 300)}`);
              }
            },
          },
        ]);
      },
    },
    (err, result) => (err ? failed(err) : finished(result)),
  );
  const opened = new WeakSet<object>();
  instance.on('response', (client, status, _bytes, ms) => {
    if (!opened.has(client)) opened.add(client);
    else if (status === 200) latencies.push(ms);
  });
  const result = await done;
  return stats(latencies, seconds, errors + result.errors + result.timeouts, cpu.end(latencies.length));
}

/** The raw radius statement at CONNECTIONS concurrent clients, through `query`. */
async function driveSql(query: (sql: string, params: unknown[]) => Promise<unknown>, work: Workload) {
  const latencies: number[] = [];
  let errors = 0;
  const cpu = cpuMeter([]);
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const c = work.take();
        const started = performance.now();
        try {
          await query(RADIUS_SEARCH_SQL, radiusParams(c.lat, c.lng, 75, c.drgs, 1000));
          latencies.push(performance.now() - started);
        } catch (err) {
          errors++;
          if (errors === 1) log(`first SQL error: ${(err as Error).message}`);
        }
      }
    }),
  );
  return stats(latencies, SECONDS, errors, cpu.end(latencies.length));
}

async function rawSql(bench: BenchDb, work: Workload): Promise<PhaseStats> {
  if (bench.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: bench.config.url, max: CONNECTIONS });
    // An idle client's error (the server ended it) fails the queries, not the process.
    pool.on('error', (err) => log(`SQL pool: ${err.message}`));
    await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.query('SELECT 1')));
    try {
      return await driveSql((sql, params) => pool.query(sql, params), work);
    } finally {
      await pool.end();
    }
  }
  // PGlite is one connection in one process: the clients queue on it, as the API's requests do.
  const db = await openDatabase(bench.config);
  try {
    return await driveSql((sql, params) => db.dataSource.query(sql, params), work);
  } finally {
    await db.close();
  }
}

/** The pids of a process's children (Linux): the workers of a cluster's primary. */
function childrenOf(pid: number | undefined): number[] {
  if (!pid) return [];
  const file = `/proc/${pid}/task/${pid}/children`;
  return fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    : [];
}

/** Each worker's share of the CPU its cluster spent while `run` ran, in %. */
async function cpuShares<T>(
  workers: number[],
  run: () => Promise<T>,
): Promise<{ result: T; shares: number[] }> {
  const before = workers.map(cpuUsOf);
  const result = await run();
  const spent = workers.map((w, i) => cpuUsOf(w) - before[i]);
  const total = spent.reduce((a, b) => a + b, 0) || 1;
  return { result, shares: spent.map((t) => (t / total) * 100) };
}

/**
 * The API as `count` processes (WEB_CONCURRENCY), measured warm on both transports. The primary listens
 * and hands each new connection to a worker in turn, so a worker still starting when a phase opens its
 * connections would get none of them: warm-up phases run (not counted) until every worker took at least
 * half its even share of one.
 */
async function clusterPhases(
  bench: BenchDb,
  count: number,
  work: Workload,
  sessions: Session[],
): Promise<{ rows: DbReport['rows']; rss: number; shares: string }> {
  const api = await startBenchApi({ ...bench.apiEnv, WEB_CONCURRENCY: String(count) }, PORT);
  try {
    let workers: number[] = [];
    for (let tries = 0; ; tries++) {
      workers = childrenOf(api.pid);
      if (workers.length === count) {
        const { shares } = await cpuShares(workers, () => driveApi('graphql', work, sessions, 5, workers));
        if (shares.every((s) => s >= 50 / count)) break;
      } else await new Promise((r) => setTimeout(r, 1000));
      if (tries === 20) throw new Error(`${count} API processes did not all take requests`);
    }
    const rows: DbReport['rows'] = [];
    const shares: string[] = [];
    for (const transport of ['graphql', 'rest'] as const) {
      log(`  ${transport} warm for ${SECONDS} s, ${count} processes`);
      const label = `${transport === 'graphql' ? 'GraphQL' : 'REST'}, ${count} processes`;
      const { result, shares: s } = await cpuShares(workers, () =>
        driveApi(transport, work, sessions, SECONDS, workers),
      );
      rows.push({ label, run: result });
      shares.push(`${transport} ${s.map((x) => x.toFixed(0)).join('/')} %`);
    }
    const rss = [api.pid, ...workers].reduce((sum: number, pid) => sum + rssOf(pid), 0);
    return { rows, rss, shares: shares.join(', ') };
  } finally {
    await stopBenchChild(api);
  }
}

async function benchOne(bench: BenchDb): Promise<DbReport> {
  const { mix, indexBytes, heapBytes } = await readMix(bench.config);
  const sessions = await makeSessions(bench.config, CONNECTIONS);
  const work = new Workload(mix);
  const rows: DbReport['rows'] = [];
  let api: ChildProcess | null = await startBenchApi(bench.apiEnv, PORT);
  try {
    const rssReady = rssOf(api.pid);
    log(`  API ready (RSS ${(rssReady / 1e6).toFixed(0)} MB); GraphQL cold for ${COLD_SECONDS} s`);
    rows.push({
      label: 'GraphQL, cold (first s after ready)',
      run: await driveApi('graphql', work, sessions, COLD_SECONDS, [api.pid as number]),
    });
    await logCompressedChecks(
      `http://127.0.0.1:${PORT}`,
      ['graphql', 'rest'],
      sessions[0],
      mix.slice(-200),
      log,
    );
    for (const transport of ['graphql', 'rest'] as const) {
      log(`  ${transport} warm for ${SECONDS} s`);
      const label = transport === 'graphql' ? 'GraphQL searchProviders, warm' : 'REST /crud/search/provider';
      rows.push({ label, run: await driveApi(transport, work, sessions, SECONDS, [api.pid as number]) });
    }
    const rssAfter = rssOf(api.pid);
    api.kill('SIGTERM');
    await new Promise((r) => api?.once('exit', r));
    api = null;
    let cluster: DbReport['cluster'];
    if (bench.kind === 'postgres' && PROCESSES > 1) {
      const c = await clusterPhases(bench, PROCESSES, work, sessions);
      cluster = { count: PROCESSES, rss: c.rss, shares: c.shares };
      rows.push(...c.rows);
    }
    // Over every search the API was sent (the raw statement's share of the mix comes after).
    const repeat = repeatShare(work.sent);
    log(`  raw radius SQL for ${SECONDS} s`);
    rows.push({ label: 'raw radius SQL (same mix)', run: await rawSql(bench, work) });
    return { kind: bench.kind, rows, repeat, indexBytes, heapBytes, rssReady, rssAfter, cluster };
  } finally {
    if (api) api.kill('SIGTERM');
  }
}

async function main() {
  if (!fs.existsSync(DATA_FILE)) throw new Error(`data file not found: ${DATA_FILE}`);
  const which = process.env.BENCH_DB ?? 'both';
  if (!['postgres', 'pglite', 'both'].includes(which))
    throw new Error('BENCH_DB is postgres, pglite or both');
  log(
    `bench:search (${MIX === 'default' ? 'long tail' : 'random mix'}, seed ${SEED}): ${CONNECTIONS} connections, ${SECONDS} s per phase, cold ${COLD_SECONDS} s, Accept-Encoding ${acceptEncoding() ?? 'none'}; the API on Node ${benchNode().version.slice(1)}, ${os.cpus().length} cores, load ${load()}`,
  );
  const reports: DbReport[] = [];
  for (const kind of which === 'both'
    ? (['postgres', 'pglite'] as const)
    : [which as 'postgres' | 'pglite']) {
    log(`${kind}: preparing the data`);
    const bench = kind === 'postgres' ? await postgresDb() : await pgliteDb();
    try {
      reports.push(await benchOne(bench));
    } finally {
      await bench.drop();
    }
  }
  for (const r of reports) printReport(r);
  if (reports.length === 2) {
    const [p, l] = reports.map((r) => r.rows[1].run.perSecond);
    log(`\nPGlite/PostgreSQL warm GraphQL throughput: ${(l / p).toFixed(2)}`);
  }
}

main().catch((err) => {
  process.stderr.write(`bench:search failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
