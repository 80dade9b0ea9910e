/**
 * `npm run bench:search`: how fast the price map answers under load, next to the raw radius query.
 *
 * 1. Creates a fresh PostgreSQL database and loads the catalogue and the national CMS FY2011 file
 *    (../shared/data/ipps_drg100_fy2011.csv) through the importer.
 * 2. Starts the API as a child process on BENCH_PORT (default 3321) with DATABASE_URL pointing at it.
 * 3. Drives it over loopback with 50 keep-alive connections for BENCH_SECONDS (default 15): each
 *    connection is one signed-in visitor with a pass (so every answer carries full prices, the heaviest
 *    case) sending the map's GraphQL search with a random condition and city from a fixed mix; then
 *    the same through the REST shim (whose hits also carry the per-DRG figures).
 * 4. Stops the API and runs the very statement the search service sends on a cache miss
 *    (RADIUS_SEARCH_SQL) with the same mix at 50 clients (pg Pool, max 50) for the same time.
 * 5. Prints p50, p99 and requests per second of both, then drops the database (BENCH_KEEP=1 keeps it).
 *
 * Environment: BENCH_ADMIN_URL (default postgres://root@127.0.0.1:5432/test, a database to connect
 * to for CREATE DATABASE), BENCH_PORT, BENCH_SECONDS, BENCH_CONNECTIONS (default 50), BENCH_KEEP,
 * BENCH_NODE_ARGS (flags for the API's node, e.g. --cpu-prof), BENCH_POOL (the API's DATABASE_POOL_SIZE, 20),
 * BENCH_WARMUP (seconds of unrecorded GraphQL searches before the first phase, default 3), BENCH_ONLY
 * (graphql | rest: that phase alone and no SQL phase, e.g. for a CPU profile of one transport).
 */
import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@fp/db';
import { CONDITIONS } from '@fp/catalog';
import { findCity } from '@fp/geo';
import { importPriceFile, loadCatalog } from '@fp/importer';
import { RADIUS_SEARCH_SQL, radiusParams, refreshPriceSummary } from '@fp/pricing';
import { startBenchApi } from './bench-support';

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

function summary(label: string, latencies: number[], seconds: number, errors: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    label,
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
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

async function prepareDatabase(): Promise<{ url: string; name: string; combos: Combo[] }> {
  const name = `fp_bench_search_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  // No statement timeout for the bulk import: on a busy machine a batch may take longer than the 5 s default.
  const db = await openDatabase({ url: url.toString(), poolSize: 4, statementTimeoutMs: 0 });
  try {
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
  try {
    const out: { cookie: string; csrf: string }[] = [];
    for (let i = 0; i < n; i++) {
      const [u] = await db.dataSource.query(
        `INSERT INTO app_user (email, reference, pass_active) VALUES ($1, $2, true) RETURNING id`,
        [`bench${i}@example.com`, `bench${i}`],
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

function post(
  agent: http.Agent,
  session: { cookie: string; csrf: string },
  urlPath: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: urlPath,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: session.cookie,
          'x-csrf-token': session.csrf,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
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

async function driveApi(
  transport: Transport,
  combos: Combo[],
  sessions: { cookie: string; csrf: string }[],
  seconds: number,
  record: boolean,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  let checked = false;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    sessions.map(async (session) => {
      while (performance.now() < end) {
        const { urlPath, body } = searchRequest(transport, pickCombo(combos));
        const started = performance.now();
        try {
          const res = await post(agent, session, urlPath, body);
          const ms = performance.now() - started;
          if (res.status !== 200 || res.text.includes('"errors"')) {
            errors++;
            if (errors === 1) log(`first error answer: ${res.status} ${res.text.slice(0, 300)}`);
            continue;
          }
          if (!checked) {
            checked = true;
            const json = JSON.parse(res.text) as {
              count?: number;
              data?: { searchProviders: { count: number } };
            };
            const count = json.count ?? json.data?.searchProviders.count;
            log(`  sample ${transport} answer: ${count} providers, ${res.text.length} bytes`);
          }
          if (record) latencies.push(ms);
        } catch (err) {
          errors++;
          if (errors === 1) log(`first request error: ${(err as Error).message}`);
        }
      }
    }),
  );
  agent.destroy();
  return { latencies, errors };
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
  return { latencies, errors };
}

async function main() {
  if (!fs.existsSync(DATA_FILE)) throw new Error(`data file not found: ${DATA_FILE}`);
  log(`bench:search — ${CONNECTIONS} connections, ${SECONDS} s per phase, port ${PORT}`);
  const { url, name, combos } = await prepareDatabase();
  let api: ChildProcess | null = null;
  try {
    const sessions = await makeSessions(url, CONNECTIONS);
    api = await startBenchApi(url, PORT);
    log(`API ready; warming up for ${WARMUP_SECONDS} s`);
    await driveApi('graphql', combos, sessions, WARMUP_SECONDS, false);
    const only = process.env.BENCH_ONLY;
    if (only && only !== 'graphql' && only !== 'rest') throw new Error('BENCH_ONLY is graphql or rest');
    const phase = async (transport: Transport) => {
      if (only && only !== transport) return { latencies: [], errors: 0 };
      log(
        `driving the API's ${transport === 'graphql' ? 'GraphQL search' : 'REST search shim'} for ${SECONDS} s`,
      );
      return driveApi(transport, combos, sessions, SECONDS, true);
    };
    const apiRun = await phase('graphql');
    const restRun = await phase('rest');
    api.kill('SIGTERM');
    await new Promise((r) => api?.once('exit', r));
    api = null;
    if (only) {
      const r = summary(`API (${only})`, (only === 'graphql' ? apiRun : restRun).latencies, SECONDS, 0);
      log(
        `${r.label}: ${r.perSecond.toFixed(0)} req/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms`,
      );
      return;
    }
    log(`running the raw radius SQL for ${SECONDS} s`);
    const sqlRun = await driveSql(url, combos, SECONDS);

    const rows = [
      summary('API (GraphQL searchProviders)', apiRun.latencies, SECONDS, apiRun.errors),
      summary('API (REST /crud/search/provider)', restRun.latencies, SECONDS, restRun.errors),
      summary('raw radius SQL (pg, same mix)', sqlRun.latencies, SECONDS, sqlRun.errors),
    ];
    log('');
    log(
      `${'what'.padEnd(36)}${'requests'.padStart(10)}${'errors'.padStart(8)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}`,
    );
    for (const r of rows) {
      log(
        `${r.label.padEnd(36)}${String(r.requests).padStart(10)}${String(r.errors).padStart(8)}${r.perSecond.toFixed(0).padStart(10)}${r.p50.toFixed(2).padStart(10)}${r.p99.toFixed(2).padStart(10)}`,
      );
    }
    const raw = rows[2].perSecond;
    log(
      `\nThroughput against the raw SQL: GraphQL ${(rows[0].perSecond / raw).toFixed(2)}x, REST ${(rows[1].perSecond / raw).toFixed(2)}x.`,
    );
  } finally {
    if (api) api.kill('SIGTERM');
    if (process.env.BENCH_KEEP) log(`kept database ${name}`);
    else await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

main().catch((err) => {
  process.stderr.write(`bench:search failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
