/**
 * `npm run bench:search`: how fast the price map answers under load, next to the raw radius query.
 *
 * 1. Creates a fresh PostgreSQL database and loads the catalogue and the national CMS FY2011 file
 *    (../shared/data/ipps_drg100_fy2011.csv) through the importer.
 * 2. Starts the API as a child process on BENCH_PORT (default 3321) with DATABASE_URL pointing at it.
 * 3. Drives it over loopback with autocannon, 50 keep-alive connections for BENCH_SECONDS (default 15):
 *    each connection is one signed-in visitor with a pass (so every answer carries full prices, the
 *    heaviest case) sending the map's GraphQL search with a random condition and city from a fixed mix;
 *    then the same through the REST shim (whose hits also carry the per-DRG figures). Each connection's
 *    first answer (which waits for the connection to open) is left out.
 * 4. Stops the API and runs the very statement the search service sends on a cache miss
 *    (RADIUS_SEARCH_SQL) with the same mix at 50 clients (pg Pool, max 50) for the same time.
 * 5. Prints requests per second, p50, p90, p99 and the slowest answer of each phase, then drops the
 *    database (BENCH_KEEP=1 keeps it).
 *
 * Environment: BENCH_ADMIN_URL (default postgres://root@127.0.0.1:5432/test, a database to connect
 * to for CREATE DATABASE), BENCH_DATABASE (reuse a database an earlier run kept, skipping the import),
 * BENCH_PORT, BENCH_SECONDS, BENCH_CONNECTIONS (default 50), BENCH_KEEP, BENCH_NODE (the API's node: a
 * binary, or 24 for the current LTS; see bench-support.ts), BENCH_NODE_ARGS (flags for the API's node,
 * e.g. --cpu-prof), BENCH_POOL (the API's DATABASE_POOL_SIZE, 20), BENCH_WARMUP (seconds of unrecorded
 * GraphQL searches before the first phase, default 3), BENCH_ONLY (graphql | rest: that phase alone and
 * no SQL phase, e.g. for a CPU profile of one transport).
 */
import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { openDatabase } from '@fp/db';
import { CONDITIONS } from '@fp/catalog';
import { findCity } from '@fp/geo';
import { importPriceFile, loadCatalog } from '@fp/cms-import';
import { RADIUS_SEARCH_SQL, radiusParams, refreshPriceSummary } from '@fp/pricing';
import { benchNode, startBenchApi } from './bench-support';

const root = path.resolve(__dirname, '..');
const DATA_FILE = path.resolve(root, '../shared/data/ipps_drg100_fy2011.csv');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3321);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);

const CITIES = [
  'Austin, TX',
  'Houston, TX',
  'Dallas, TX',
  'San Antonio, TX',
  'New York, NY',
  'Los Angeles, CA',
  'Chicago, IL',
  'Phoenix, AZ',
  'Philadelphia, PA',
  'Denver, CO',
  'Seattle, WA',
  'Boston, MA',
  'Atlanta, GA',
  'Miami, FL',
  'Minneapolis, MN',
  'Nashville, TN',
  'Kansas City, MO',
  'Omaha, NE',
  'Albuquerque, NM',
  'Billings, MT',
];

/** The map screen's list query (apps/web/src/routes/map: MapSearch with the MapProviderItem fragment). */
const SEARCH_QUERY = `query MapSearch($input: ProviderSearchInput!) {
  searchProviders(input: $input) {
    count widened searchCount
    unavailable { message }
    diagnosis { id name slug active }
    access { listPrices detailPrices prompt }
    hits { ...MapProviderItem }
  }
}
fragment MapProviderItem on Provider {
  id name address city state zip distanceKm
  location { lat lng }
  priceRange { lowestCents highestCents averageCents amount singleValue source { name year isDemo } }
}`;

interface Combo {
  diagnosisId: number;
  drgs: string[];
  lat: number;
  lng: number;
}

const log = (msg: string) => process.stdout.write(`${msg}\n`);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Loads the catalogue and the national file into the new database and rebuilds the precomputed ranges. */
async function importData(db: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  let t = performance.now();
  await loadCatalog(db.dataSource);
  log(`catalogue loaded in ${Math.round(performance.now() - t)} ms`);
  t = performance.now();
  const s = await importPriceFile(db.dataSource, DATA_FILE);
  log(
    `FY2011 imported: ${s.rowsRead} rows, ${s.providers.total} providers in ${Math.round(performance.now() - t)} ms`,
  );
  t = performance.now();
  const summarized = await refreshPriceSummary(db.dataSource);
  log(`precomputed ranges rebuilt: ${summarized} rows in ${Math.round(performance.now() - t)} ms`);
  await db.dataSource.query('ANALYZE');
}

async function prepareDatabase(): Promise<{ url: string; name: string; combos: Combo[] }> {
  const kept = process.env.BENCH_DATABASE;
  if (kept && !/^fp_bench_search_[0-9a-f]+$/.test(kept))
    throw new Error('BENCH_DATABASE is the name of a database an earlier run kept (fp_bench_search_…)');
  const name = kept ?? `fp_bench_search_${randomBytes(4).toString('hex')}`;
  if (!kept) await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  // No statement timeout for the bulk import: on a busy machine a batch may take longer than the 5 s default.
  const db = await openDatabase({ url: url.toString(), poolSize: 4, statementTimeoutMs: 0 });
  try {
    if (kept) log(`reusing database ${name}`);
    else await importData(db);

    // Conditions with figures in this file: the common ones first, at most 12.
    const priced = new Set<string>(
      (await db.dataSource.query('SELECT DISTINCT drg FROM price')).map((r: { drg: string }) => r.drg),
    );
    const conditions = CONDITIONS.filter((c) => c.active && c.drgs.some((d) => priced.has(d)))
      .sort((a, b) => Number(b.common) - Number(a.common) || a.id - b.id)
      .slice(0, 12);
    const points = CITIES.map((c) => {
      const found = findCity(c);
      if (!found) throw new Error(`gazetteer has no ${c}`);
      return found;
    });
    log(
      `mix: ${conditions.length} conditions (${conditions.map((c) => c.slug).join(', ')}) x ${points.length} cities`,
    );
    const combos: Combo[] = [];
    for (const c of conditions)
      for (const p of points) combos.push({ diagnosisId: c.id, drgs: c.drgs, lat: p.lat, lng: p.lng });
    return { url: url.toString(), name, combos };
  } finally {
    await db.close();
  }
}

/** One signed-in visitor with an active pass per connection: a session row made the way http/session.ts stores it. */
async function makeSessions(url: string, n: number): Promise<{ cookie: string; csrf: string }[]> {
  const db = await openDatabase({ url, poolSize: 2, runMigrations: false });
  // A reused database (BENCH_DATABASE) keeps the users of earlier runs: each run has its own addresses.
  const run = randomBytes(3).toString('hex');
  try {
    const out: { cookie: string; csrf: string }[] = [];
    for (let i = 0; i < n; i++) {
      const [u] = await db.dataSource.query(
        `INSERT INTO app_user (email, reference, pass_active) VALUES ($1, $2, true) RETURNING id`,
        [`bench${i}.${run}@example.com`, `bench${i}.${run}`],
      );
      const sid = randomBytes(32).toString('base64url');
      const csrf = randomBytes(24).toString('base64url');
      // Same hashing as apps/api/src/http/session.ts: the table stores SHA-256 of the cookie value.
      const hashed = createHash('sha256').update(sid).digest('base64url');
      await db.dataSource.query(
        `INSERT INTO session (sid, data, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
        [hashed, JSON.stringify({ csrf, userId: u.id }), u.id],
      );
      out.push({ cookie: `fp_sid=${sid}`, csrf });
    }
    return out;
  } finally {
    await db.close();
  }
}

const pickCombo = (combos: Combo[]) => combos[Math.floor(Math.random() * combos.length)];

type Transport = 'graphql' | 'rest';

/** One search request: the map's GraphQL query, or the REST shim with the older body. */
function searchRequest(transport: Transport, c: Combo): { urlPath: string; body: string } {
  if (transport === 'graphql') {
    const input = { diagnosisId: c.diagnosisId, lat: c.lat, lng: c.lng };
    return { urlPath: '/graphql', body: JSON.stringify({ query: SEARCH_QUERY, variables: { input } }) };
  }
  return {
    urlPath: '/api/crud/search/provider/1000/1',
    body: JSON.stringify({
      diagnosis: c.diagnosisId,
      geo: { field: 'location', distance: '75km', value: `${c.lat},${c.lng}` },
    }),
  };
}

/** What one phase measured. */
interface PhaseStats {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function stats(latencies: number[], seconds: number, errors: number): PhaseStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

/** One answer of the phase, checked and described once (the load generators only count). */
async function sampleAnswer(
  transport: Transport,
  combos: Combo[],
  session: { cookie: string; csrf: string },
) {
  const { urlPath, body } = searchRequest(transport, pickCombo(combos));
  const res = await fetch(`http://127.0.0.1:${PORT}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf },
    body,
  });
  const text = await res.text();
  if (res.status !== 200 || text.includes('"errors"'))
    throw new Error(`the ${transport} search failed: ${res.status} ${text.slice(0, 300)}`);
  const json = JSON.parse(text) as { count?: number; data?: { searchProviders: { count: number } } };
  log(
    `  sample ${transport} answer: ${json.count ?? json.data?.searchProviders.count} providers, ${text.length} bytes`,
  );
}

/**
 * Drives the API with autocannon, the load generator Fastify's benchmarks use: keep-alive connections
 * with prebuilt request heads and a small response parser, so that the client takes less of the two
 * cores it shares with the API than Node's own http client did (a quarter of a core at 2,000 answers a
 * second against a third). Each connection is one signed-in visitor sending a random combination per
 * request; an answer that is not 200 or carries GraphQL errors counts as an error. Each connection's
 * first answer is left out: its time includes opening the connection, which autocannon does for all
 * of them at once (up to a second on this machine).
 */
async function driveAutocannon(
  transport: Transport,
  combos: Combo[],
  sessions: { cookie: string; csrf: string }[],
  seconds: number,
): Promise<PhaseStats> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const { urlPath } = searchRequest(transport, combos[0]);
  let finished: (r: { errors: number; timeouts: number }) => void = () => undefined;
  let failed: (err: Error) => void = () => undefined;
  const done = new Promise<{ errors: number; timeouts: number }>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
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
            headers: {
              'content-type': 'application/json',
              cookie: session.cookie,
              'x-csrf-token': session.csrf,
            },
            setupRequest: (req) => ({ ...req, body: searchRequest(transport, pickCombo(combos)).body }),
            onResponse: (status, body) => {
              if (status !== 200 || body.includes('"errors"')) errors++;
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
  return stats(latencies, seconds, errors + result.errors + result.timeouts);
}

async function driveApi(
  transport: Transport,
  combos: Combo[],
  sessions: { cookie: string; csrf: string }[],
  seconds: number,
): Promise<PhaseStats> {
  await sampleAnswer(transport, combos, sessions[0]);
  return driveAutocannon(transport, combos, sessions, seconds);
}

async function driveSql(url: string, combos: Combo[], seconds: number) {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  // Same int8 handling as the app's pool is irrelevant here: the rows are read, not interpreted.
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.query('SELECT 1')));
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const c = pickCombo(combos);
        const started = performance.now();
        try {
          await pool.query(RADIUS_SEARCH_SQL, radiusParams(c.lat, c.lng, 75, c.drgs, 1000));
          latencies.push(performance.now() - started);
        } catch (err) {
          errors++;
          if (errors === 1) log(`first SQL error: ${(err as Error).message}`);
        }
      }
    }),
  );
  await pool.end();
  return stats(latencies, seconds, errors);
}

async function main() {
  if (!fs.existsSync(DATA_FILE)) throw new Error(`data file not found: ${DATA_FILE}`);
  log(
    `bench:search — ${CONNECTIONS} connections, ${SECONDS} s per phase, port ${PORT}; the API on Node ${benchNode().version.slice(1)}, the client on ${process.version.slice(1)}`,
  );
  if (!benchNode().version.startsWith('v24.'))
    log(
      `(Node ${benchNode().version.slice(1)} is not the current LTS; BENCH_NODE=24 runs the API on Node 24, as a deployment should)`,
    );
  const { url, name, combos } = await prepareDatabase();
  let api: ChildProcess | null = null;
  try {
    const sessions = await makeSessions(url, CONNECTIONS);
    api = await startBenchApi(url, PORT);
    log(`API ready; warming up for ${WARMUP_SECONDS} s`);
    await driveApi('graphql', combos, sessions, WARMUP_SECONDS);
    const only = process.env.BENCH_ONLY;
    if (only && only !== 'graphql' && only !== 'rest') throw new Error('BENCH_ONLY is graphql or rest');
    const rows: { label: string; run: PhaseStats }[] = [];
    for (const transport of ['graphql', 'rest'] as const) {
      if (only && only !== transport) continue;
      log(
        `driving the API's ${transport === 'graphql' ? 'GraphQL search' : 'REST search shim'} for ${SECONDS} s`,
      );
      const run = await driveApi(transport, combos, sessions, SECONDS);
      rows.push({
        label: transport === 'graphql' ? 'API (GraphQL searchProviders)' : 'API (REST /crud/search/provider)',
        run,
      });
    }
    api.kill('SIGTERM');
    await new Promise((r) => api?.once('exit', r));
    api = null;
    if (!only) {
      log(`running the raw radius SQL for ${SECONDS} s`);
      rows.push({ label: 'raw radius SQL (pg, same mix)', run: await driveSql(url, combos, SECONDS) });
    }
    log('');
    log(
      `${'what'.padEnd(36)}${'requests'.padStart(10)}${'errors'.padStart(8)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p90 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'max ms'.padStart(10)}`,
    );
    for (const { label, run: r } of rows) {
      log(
        `${label.padEnd(36)}${String(r.requests).padStart(10)}${String(r.errors).padStart(8)}${r.perSecond.toFixed(0).padStart(10)}${r.p50.toFixed(2).padStart(10)}${r.p90.toFixed(2).padStart(10)}${r.p99.toFixed(2).padStart(10)}${r.max.toFixed(2).padStart(10)}`,
      );
    }
    if (!only) {
      const raw = rows[2].run.perSecond;
      log(
        `\nThroughput against the raw SQL: GraphQL ${(rows[0].run.perSecond / raw).toFixed(2)}x, REST ${(rows[1].run.perSecond / raw).toFixed(2)}x.`,
      );
    }
  } finally {
    if (api) api.kill('SIGTERM');
    if (process.env.BENCH_KEEP || process.env.BENCH_DATABASE) log(`kept database ${name}`);
    else await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

main().catch((err) => {
  process.stderr.write(`bench:search failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
