/**
 * `npm run bench:read`: how fast bills are read (issue 30), and what reading costs the rest of the site.
 *
 * 1. Seconds per page: every bill of the test corpus (libs/bill-reading/src/testing) as a text PDF, a
 *    scanned PNG, a scanned PDF, a phone photo (JPEG on its side) and a phone photo taken at a slant,
 *    unevenly lit and blurred (BENCH_FORMATS picks), BENCH_RUNS times (default 2), then
 *    a 10-page scanned PDF; medians. The peak RSS of the reading process (its own maxRSS, worker threads
 *    included; target ≤ 400 MB), per kind of file and over all.
 * 2. Unless BENCH_SEARCH=0: the price search's p99 while a 10-page scan is read versus idle (target
 *    within 20 %). A fresh PostgreSQL database with the catalogue and the CMS FY2011 file, the API started
 *    as a child process (bench-support.ts), BENCH_CONNECTIONS (10) signed-in clients sending the long-tail
 *    search mix (bench-search-mix.ts) for BENCH_SECONDS (20) idle, then for as long again while the reader
 *    (its own child process) reads the 10-page scan, started at the same moment.
 *
 * Environment: BENCH_ADMIN_URL (postgres://root@127.0.0.1:5432/test), BENCH_PORT (3331), BENCH_RUNS, BENCH_FORMATS,
 * BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_SEARCH, BENCH_KEEP (keep the database).
 */
import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type DbConfig } from '@fp/db';
import { readBillFile } from '@fp/bill-reading';
import { corpusBills, corpusFile, itemizedStatement, type CorpusFormat } from '@fp/bill-reading/testing';
import { renderScanPdf } from '@fp/bill-reading/testing';
import { startBenchApi } from './bench-support';
import { importData, longTailMix, makeSessions, type Search, type Session } from './bench-search-mix';

const root = path.resolve(__dirname, '..');
const DATA_FILE = path.resolve(root, '../shared/data/ipps_drg100_fy2011.csv');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3331);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const log = (s: string) => console.log(s);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0
    ? NaN
    : s.length % 2
      ? s[(s.length - 1) / 2]
      : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
};

interface Timed {
  seconds: number;
  pages: number;
  maxRssKb: number;
}

async function timeRead(bytes: Uint8Array, mime: string): Promise<Timed> {
  const t0 = performance.now();
  const r = await readBillFile(bytes, mime, {});
  return { seconds: (performance.now() - t0) / 1000, pages: r.reading.pages, maxRssKb: r.maxRssKb ?? NaN };
}

async function tenPageScan(): Promise<Uint8Array> {
  return renderScanPdf(itemizedStatement(10).pages, { dpi: 200, rotation: 0.8, seed: 5, noise: 0.6 });
}

/** photo-jpeg: a scan stored on its side (EXIF); phone-photo: a slanted, unevenly lit, blurred photo (issue 39). */
const FORMATS = (process.env.BENCH_FORMATS ?? 'text-pdf,scan-png,scan-pdf,photo-jpeg,phone-photo').split(
  ',',
) as CorpusFormat[];

async function readingSpeed(): Promise<void> {
  log(
    `Reading speed: ${corpusBills().length} bills × ${FORMATS.join(', ')}, ${RUNS} runs (${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(2)})`,
  );
  const perFormat = new Map<string, number[]>();
  const rssOf = new Map<string, number[]>();
  const rss: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    for (const [i, bill] of corpusBills().entries()) {
      for (const format of FORMATS) {
        const f = await corpusFile(bill, format, i);
        const t = await timeRead(f.bytes, f.mime);
        perFormat.set(format, [...(perFormat.get(format) ?? []), t.seconds / t.pages]);
        rssOf.set(format, [...(rssOf.get(format) ?? []), t.maxRssKb]);
        rss.push(t.maxRssKb);
      }
    }
  }
  const ten = await tenPageScan();
  const tens: Timed[] = [];
  for (let run = 0; run < RUNS; run++) tens.push(await timeRead(ten, 'application/pdf'));
  perFormat.set(
    'scan-pdf, 10 pages',
    tens.map((t) => t.seconds / t.pages),
  );
  rss.push(...tens.map((t) => t.maxRssKb));
  rssOf.set(
    'scan-pdf, 10 pages',
    tens.map((t) => t.maxRssKb),
  );
  log('\n| file | seconds per page (median) | min | max | peak RSS MB (median, highest) |');
  log('| --- | --- | --- | --- | --- |');
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  for (const [k, v] of perFormat) {
    const r = rssOf.get(k) ?? [];
    log(
      `| ${k} | ${median(v).toFixed(2)} | ${Math.min(...v).toFixed(2)} | ${Math.max(...v).toFixed(2)} | ${mb(median(r))}, ${mb(Math.max(...r))} |`,
    );
  }
  log(
    `\nPeak RSS of the reading process: median ${(median(rss) / 1024).toFixed(0)} MB, highest ${(Math.max(...rss) / 1024).toFixed(0)} MB (target ≤ 400 MB)`,
  );
  log(
    `10-page scan: ${tens.map((t) => t.seconds.toFixed(1)).join(', ')} s (load ${os.loadavg()[0].toFixed(2)})`,
  );
}

async function withAdmin<T>(f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

/** The search's latencies (ms) for `seconds` with signed-in clients; each client's first answer left out. */
function driveSearch(
  sessions: Session[],
  mix: Search[],
  seconds: number,
): Promise<{ latencies: number[]; errors: number }> {
  let n = 0;
  let next = 0;
  let errors = 0;
  const latencies: number[] = [];
  const body = () => {
    const c = mix[n++ % mix.length];
    return JSON.stringify({
      query: `query MapSearch($input: ProviderSearchInput!) { searchProviders(input: $input) { count widened hits { id name distanceKm priceRange { lowestCents highestCents } } } }`,
      variables: { input: { diagnosisId: c.diagnosisId, lat: c.lat, lng: c.lng } },
    });
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${PORT}`,
        connections: sessions.length,
        duration: seconds,
        setupClient: (client: autocannon.Client) => {
          const s = sessions[next++ % sessions.length];
          client.setRequests([
            {
              method: 'POST',
              path: '/graphql',
              headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-csrf-token': s.csrf },
              setupRequest: (req) => ({ ...req, body: body() }),
              onResponse: (status, resBody) => {
                if (status !== 200 || resBody.includes('"errors"')) {
                  if (errors++ === 0) log(`  first search error: ${status} ${resBody.slice(0, 300)}`);
                }
              },
            },
          ]);
        },
      },
      (err) => (err ? reject(err) : resolve({ latencies, errors })),
    );
    const opened = new WeakSet<object>();
    instance.on('response', (client, status, _bytes, ms) => {
      if (!opened.has(client)) opened.add(client);
      else if (status === 200) latencies.push(ms);
    });
  });
}

async function searchWhileReading(): Promise<void> {
  const name = `fp_bench_read_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const config: DbConfig = { url: url.toString(), statementTimeoutMs: 0 };
  let api: ChildProcess | null = null;
  try {
    log(`\nSearch while a bill is read: database ${name}`);
    const db = await openDatabase({ ...config, poolSize: 4 });
    let mix: Search[];
    try {
      await importData(db, DATA_FILE);
      mix = await longTailMix(db, 50_000, 30);
    } finally {
      await db.close();
    }
    const sessions = await makeSessions(config, CONNECTIONS);
    api = await startBenchApi(url.toString(), PORT);
    await driveSearch(sessions, mix, 5); // warm-up, not counted
    const ten = await tenPageScan();
    const phases: { label: string; latencies: number[]; errors: number; note: string }[] = [];
    const idle = await driveSearch(sessions, mix, SECONDS);
    phases.push({ label: 'idle', ...idle, note: '' });
    const t0 = performance.now();
    let readSeconds = NaN;
    const reading = readBillFile(ten, 'application/pdf', {}).then(
      () => (readSeconds = (performance.now() - t0) / 1000),
    );
    const busy = await driveSearch(sessions, mix, SECONDS);
    phases.push({ label: 'reading a 10-page scan', ...busy, note: '' });
    await reading;
    const idle2 = await driveSearch(sessions, mix, SECONDS);
    phases.push({ label: 'idle again', ...idle2, note: '' });
    log(`\n| search (${CONNECTIONS} clients, ${SECONDS} s) | requests | p50 ms | p99 ms | errors |`);
    log('| --- | --- | --- | --- | --- |');
    for (const p of phases)
      log(
        `| ${p.label} | ${p.latencies.length} | ${quantile(p.latencies, 0.5).toFixed(1)} | ${quantile(p.latencies, 0.99).toFixed(1)} | ${p.errors} |`,
      );
    const idleP99 = median([quantile(idle.latencies, 0.99), quantile(idle2.latencies, 0.99)]);
    const busyP99 = quantile(busy.latencies, 0.99);
    log(
      `\nSearch p99 while reading: ${busyP99.toFixed(1)} ms vs ${idleP99.toFixed(1)} ms idle (median of the two idle phases): ${(((busyP99 - idleP99) / idleP99) * 100).toFixed(0)} % (target within 20 %). The 10-page scan took ${readSeconds.toFixed(1)} s (it ran past the phase when longer).`,
    );
  } finally {
    // The API stopped (and its pool closed) before its database is dropped.
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api!.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    if (process.env.BENCH_KEEP) log(`kept database ${name}`);
    else await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

async function main() {
  await readingSpeed();
  if (process.env.BENCH_SEARCH !== '0') await searchWhileReading();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
