/**
 * `npm run bench:import [-- --runs N] [-- --file path]`: imports the national FY2011 CMS file
 * (../shared/data/ipps_drg100_fy2011.csv, 163,065 rows; the copy shipped in data/cms as .csv.gz when
 * ../shared is not there) into a fresh real PostgreSQL database and into a
 * fresh on-disk PGlite database, and prints rows/s, elapsed time and peak memory for each.
 *
 * Each run is a child process of its own, so its memory figures are not mixed with another run's.
 * Memory is sampled every 50 ms (process.memoryUsage): peak RSS and peak JS heap (which includes garbage
 * not yet collected). To show that nothing accumulates while the file is streamed, a full GC runs at
 * every tenth of the file and the live heap is printed: flat numbers mean memory does not grow with the
 * row count. For PGlite the RSS includes the embedded database itself (its WebAssembly memory lives in
 * this process).
 *
 * PostgreSQL: an admin connection TEST_DATABASE_URL (default postgres://root@127.0.0.1:5432/test);
 * a database fp_bench_<random> is created next to it and dropped afterwards.
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '@fp/db';
import { importPriceFile, loadCatalog } from '@fp/cms-import';
import { exitWith } from './cli';

const ROOT = path.resolve(__dirname, '..');
const SHARED_FILE = path.resolve(ROOT, '../shared/data/ipps_drg100_fy2011.csv');
const DEFAULT_FILE = existsSync(SHARED_FILE)
  ? SHARED_FILE
  : path.resolve(ROOT, 'data/cms/ipps_drg100_fy2011.csv.gz');
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

type Kind = 'postgres' | 'pglite';

interface RunResult {
  kind: Kind;
  rows: number;
  inserted: number;
  elapsedMs: number;
  readMs: number;
  writeMs: number;
  rowsPerSecond: number;
  baselineRssMb: number;
  peakRssMb: number;
  peakHeapMb: number;
  readPhaseRssMb: [number, number];
  /** JS heap still in use after a full GC at every tenth of the file: flat when nothing accumulates. */
  retainedHeapMb: number[];
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** One import in this process: fresh database, catalogue loaded (not timed), then the timed import. */
async function child(kind: Kind, file: string): Promise<RunResult> {
  let db: Database;
  let cleanup: () => Promise<void>;
  if (kind === 'postgres') {
    const name = `fp_bench_${randomBytes(5).toString('hex')}`;
    await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    db = await openDatabase({ url: url.toString(), poolSize: 2 });
    cleanup = async () => {
      await db.close();
      await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'fp-bench-pglite-'));
    db = await openDatabase({ pgliteDir: dir });
    cleanup = async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  try {
    await loadCatalog(db.dataSource);
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peakRss = baseline;
    let peakHeap = process.memoryUsage().heapUsed;
    let reading = true;
    let readMin = Number.MAX_SAFE_INTEGER;
    let readMax = 0;
    const sample = () => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
      if (reading) {
        readMin = Math.min(readMin, m.rss);
        readMax = Math.max(readMax, m.rss);
      }
    };
    const timer = setInterval(sample, 50);
    const retained: number[] = [];
    let nextTenth = 0.1;
    const summary = await importPriceFile(db.dataSource, file, {
      onProgress: (bytes, total) => {
        sample();
        if (global.gc && bytes >= total * nextTenth - 1) {
          global.gc();
          retained.push(mb(process.memoryUsage().heapUsed));
          nextTenth += 0.1;
        }
      },
      onInfo: (message) => {
        if (message.startsWith('Writing')) reading = false;
      },
    });
    clearInterval(timer);
    sample();
    return {
      kind,
      rows: summary.rowsRead,
      inserted: summary.inserted,
      elapsedMs: summary.elapsedMs,
      readMs: summary.phasesMs.read,
      writeMs: summary.phasesMs.write,
      rowsPerSecond: Math.round((summary.rowsRead / summary.elapsedMs) * 1000),
      baselineRssMb: mb(baseline),
      peakRssMb: mb(peakRss),
      peakHeapMb: mb(peakHeap),
      readPhaseRssMb: [mb(readMin === Number.MAX_SAFE_INTEGER ? baseline : readMin), mb(readMax || baseline)],
      retainedHeapMb: retained,
    };
  } finally {
    await cleanup();
  }
}

function parseArgs(argv: string[]): { runs: number; file: string; child?: Kind } {
  let runs = 1;
  let file = DEFAULT_FILE;
  let childKind: Kind | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') runs = Math.max(1, Number(argv[++i]) || 1);
    else if (argv[i] === '--file') file = path.resolve(argv[++i]);
    else if (argv[i] === '--child') childKind = argv[++i] as Kind;
  }
  return { runs, file, child: childKind };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (args.child) {
    const result = await child(args.child, args.file);
    process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
    return 0;
  }

  let size: number;
  try {
    size = statSync(args.file).size;
  } catch {
    console.error(`Benchmark file not found: ${args.file}`);
    return 1;
  }
  console.log(
    `Benchmark: import ${path.basename(args.file)} (${mb(size)} MB) into fresh databases, ${args.runs} run(s) each.`,
  );
  const results: RunResult[] = [];
  for (const kind of ['postgres', 'pglite'] as const) {
    for (let run = 1; run <= args.runs; run++) {
      const r = spawnSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', __filename, '--child', kind, '--file', args.file],
        { cwd: ROOT, encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 },
      );
      const line = r.stdout.split('\n').find((l) => l.startsWith('RESULT '));
      if (r.status !== 0 || !line) {
        console.error(`${kind} run ${run} failed:\n${r.stderr || r.stdout}`);
        return 1;
      }
      const result = JSON.parse(line.slice('RESULT '.length)) as RunResult;
      results.push(result);
      console.log(
        `${kind.padEnd(8)} run ${run}: ${result.rows.toLocaleString('en-US')} rows in ${(result.elapsedMs / 1000).toFixed(2)} s ` +
          `(read ${(result.readMs / 1000).toFixed(2)} s, write ${(result.writeMs / 1000).toFixed(2)} s) = ` +
          `${result.rowsPerSecond.toLocaleString('en-US')} rows/s; RSS ${result.baselineRssMb} MB before, ` +
          `peak ${result.peakRssMb} MB (read phase ${result.readPhaseRssMb[0]}-${result.readPhaseRssMb[1]} MB), ` +
          `peak JS heap ${result.peakHeapMb} MB; live heap after GC at each 10% of the file: ` +
          `${result.retainedHeapMb.join(', ')} MB`,
      );
    }
  }
  if (args.runs > 1) {
    for (const kind of ['postgres', 'pglite'] as const) {
      const times = results
        .filter((r) => r.kind === kind)
        .map((r) => r.elapsedMs)
        .sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)];
      console.log(
        `${kind.padEnd(8)} best ${(times[0] / 1000).toFixed(2)} s, median ${(median / 1000).toFixed(2)} s`,
      );
    }
  }
  return 0;
}

exitWith(main());
