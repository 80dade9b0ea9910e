/**
 * `npm run bench:tracker`: the bill tracker as it is used: many signed-in people, each with a few visits.
 *
 * 1. Creates a fresh database (BENCH_DB=postgres, the default, or pglite: an on-disk PGlite folder),
 *    migrated, with BENCH_USERS (default 1,000) users × 20 visits (events) × 5 bills, one file on every
 *    visit, and one session for each of the first BENCH_CONNECTIONS (default 50) users.
 * 2. Starts the API as a child process (production mode) on BENCH_PORT (default 3322), on the node that
 *    BENCH_NODE names (e.g. 24: tools/bench-support.ts benchNode).
 * 3. Drives it over loopback with one keep-alive connection per session, so each connection is a
 *    different person, for BENCH_SECONDS (default 20) after a short warm-up. Every request is one of the
 *    tracker screens' own operations (apps/web/src/routes/dashboard), drawn by weight: the dashboard
 *    overview and its event list, the bills list, an event opened (its first bills and its files), a bill
 *    opened (its history and files), and writes: a bill saved on one of the person's events, an event
 *    renamed.
 * 4. Prints the requests per second, p50 and p99 of all requests and the p99 of each operation, checks
 *    the events' totals against their bills, then drops the database (BENCH_KEEP=1 keeps it).
 *
 * Environment: BENCH_DB, BENCH_ADMIN_URL (default postgres://root@127.0.0.1:5432/test), BENCH_PORT,
 * BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_USERS, BENCH_KEEP, BENCH_NODE, BENCH_POOL (the API's
 * DATABASE_POOL_SIZE, default 20), BENCH_NODE_ARGS (flags for the API's node, e.g. --cpu-prof).
 *
 * The load average is printed at the start and the end: on a shared machine the figures mean little
 * without it.
 */
import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '@fp/db';
import { benchNode, startBenchApi } from './bench-support';

const KIND = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3322);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = Number(process.env.BENCH_USERS ?? 1000);
const EVENTS_PER_USER = 20;
const BILLS_PER_EVENT = 5;
const WARMUP_SECONDS = 3;
const TARGET_P99_MS = 50;

const BILL_FIELDS = 'id status due billType codes totalCents selfCents payInsCents note';
const FILE_FIELDS = 'id text url ext size created';
/** The tracker screens' operations (apps/web/src/routes/dashboard), fragment spreads inlined. */
const QUERIES = {
  overview: `query DashboardOverview { dashboard {
    owedCents dueSoonCents dueSoonCount eventCount billCount
    statusCounts { status count } spendingByMonth { month totalCents selfCents } } }`,
  events: `query DashboardEvents($page: Int!, $limit: Int!, $sort: EventSort, $order: SortOrder) {
    events(page: $page, limit: $limit, sort: $sort, order: $order) {
      count page hasNextPage
      hits { id name providerName diagnosisName admitted departed totalCents selfCents billCount body createdAt }
    } }`,
  bills: `query DashboardBills($page: Int!, $sort: BillSort, $order: SortOrder, $status: BillStatus) {
    bills(page: $page, limit: 10, sort: $sort, order: $order, status: $status) {
      count page hasNextPage hits { id status due billType totalCents selfCents event { id name } }
    } }`,
  event: `query DashboardEvent($id: ID!, $first: Int!) { event(id: $id) {
    id name providerName diagnosisName procedureName conditionName admitted departed stars body insurance
    totalCents selfCents billCount
    billsPage(first: $first) { hasNextPage endCursor hits { id status due billType totalCents selfCents payInsCents } }
    files { ${FILE_FIELDS} } } }`,
  bill: `query DashboardBill($id: ID!) { bill(id: $id) {
    ${BILL_FIELDS} createdAt statusHistory { status changedAt } files { ${FILE_FIELDS} } event { id name } } }`,
  saveBill: `mutation DashboardSaveBill($input: BillInput!) { saveBill(input: $input) {
    bill { ${BILL_FIELDS} } event { id totalCents selfCents billCount } } }`,
  saveEvent: `mutation DashboardSaveEvent($input: EventInput!) { saveEvent(input: $input) {
    event { id name totalCents billCount } } }`,
};

type Operation = keyof typeof QUERIES;
/** How often each operation is drawn, out of 100: mostly reading, one request in ten a write. */
const MIX: [Operation, number][] = [
  ['overview', 20],
  ['events', 20],
  ['event', 25],
  ['bill', 15],
  ['bills', 10],
  ['saveBill', 6],
  ['saveEvent', 4],
];

const log = (msg: string) => process.stdout.write(`${msg}\n`);
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

interface Person {
  cookie: string;
  csrf: string;
  events: { id: string; name: string }[];
  bills: string[];
}

/** Where the bench database lives, how the API reaches it, and how it is removed. */
interface Target {
  open(): Promise<Database>;
  apiEnv: Record<string, string>;
  /** For the totals check after the API has stopped. */
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
  describe: string;
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

async function createTarget(): Promise<Target> {
  if (KIND === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fp-bench-tracker-'));
    const open = () => openDatabase({ pgliteDir: dir });
    return {
      open,
      apiEnv: { DATABASE_URL: '', PGLITE_DIR: dir },
      async query<T>(sql: string, params: unknown[]) {
        const db = await open();
        try {
          return (await db.dataSource.query(sql, params)) as T[];
        } finally {
          await db.close();
        }
      },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
      describe: `PGlite at ${dir}`,
    };
  }
  const name = `fp_bench_tracker_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    // No statement timeout: seeding 100,000 bills on a busy machine takes longer than the API's 5 s.
    open: () => openDatabase({ url: url.toString(), poolSize: 4, statementTimeoutMs: 0 }),
    apiEnv: { DATABASE_URL: url.toString() },
    async query<T>(sql: string, params: unknown[]) {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return (await c.query(sql, params)).rows as T[];
      } finally {
        await c.end();
      }
    },
    drop: () =>
      withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
    describe: `PostgreSQL database ${name}`,
  };
}

/** Users, their events, bills and files, with the events' stored totals; then a session per connection. */
async function seed(db: Database): Promise<Person[]> {
  const q = db.dataSource.query.bind(db.dataSource);
  const t = performance.now();
  await q(
    `INSERT INTO app_user (email, reference, pass_active)
     SELECT 'user' || g || '@example.com', 'ref' || g, true FROM generate_series(1, $1::int) g`,
    [USERS],
  );
  await q(
    `INSERT INTO event (owner_id, name, provider_name, diagnosis_name, admitted, stars, body, created_at)
     SELECT u.id, 'Visit ' || g, 'Hospital ' || (g % 97), 'Diagnosis ' || (g % 53),
            (date '2026-11-01' - g * 17), 1 + g % 5, repeat('Review text. ', 20),
            now() - make_interval(days => g * 17)
     FROM app_user u, generate_series(1, $1::int) g`,
    [EVENTS_PER_USER],
  );
  await q(
    `INSERT INTO bill (owner_id, event_id, status, due, bill_type, total_cents, self_cents, pay_ins_cents)
     SELECT e.owner_id, e.id, (ARRAY['new','negotiating','complete'])[1 + g % 3], e.admitted + 30 + g,
            'Type ' || g, 1000 + (g * 3701) % 500000, (g * 1301) % 20000, (g * 701) % 100000
     FROM event e, generate_series(1, $1::int) g`,
    [BILLS_PER_EVENT],
  );
  await q(
    `INSERT INTO bill_status_change (bill_id, owner_id, status, changed_at)
     SELECT id, owner_id, status, created_at FROM bill`,
  );
  await q(
    `INSERT INTO file_item (owner_id, event_id, name, storage_key, ext, size, content_type)
     SELECT owner_id, id, 'receipt.pdf', 'bench/' || id, 'pdf', 12345, 'application/pdf' FROM event`,
  );
  await q(
    `UPDATE event e SET bill_count = s.n, total_cents = s.total, self_cents = s.self,
       open_self_cents = s.open, new_count = s.n_new, negotiating_count = s.n_negotiating,
       complete_count = s.n_complete
     FROM (SELECT event_id, count(*) AS n, sum(total_cents) AS total, sum(self_cents) AS self,
                  coalesce(sum(self_cents) FILTER (WHERE status <> 'complete'), 0) AS open,
                  count(*) FILTER (WHERE status = 'new') AS n_new,
                  count(*) FILTER (WHERE status = 'negotiating') AS n_negotiating,
                  count(*) FILTER (WHERE status = 'complete') AS n_complete
           FROM bill GROUP BY event_id) s
     WHERE e.id = s.event_id`,
  );
  await q('ANALYZE');
  const [counts] = await q(
    `SELECT (SELECT count(*) FROM app_user) AS users, (SELECT count(*) FROM event) AS events,
            (SELECT count(*) FROM bill) AS bills, (SELECT count(*) FROM file_item) AS files`,
  );
  log(
    `data: ${counts.users} users, ${counts.events} events, ${counts.bills} bills, ${counts.files} files in ${Math.round(performance.now() - t)} ms`,
  );
  const users: { id: string }[] = await q(`SELECT id FROM app_user ORDER BY email LIMIT $1`, [CONNECTIONS]);
  const people: Person[] = [];
  for (const user of users) {
    const sid = randomBytes(32).toString('base64url');
    const csrf = randomBytes(24).toString('base64url');
    // Same hashing as apps/api/src/http/session.ts: the table stores SHA-256 of the cookie value.
    const hashed = createHash('sha256').update(sid).digest('base64url');
    await q(
      `INSERT INTO session (sid, data, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
      [hashed, JSON.stringify({ csrf, userId: user.id }), user.id],
    );
    const events: { id: string; name: string }[] = await q(`SELECT id, name FROM event WHERE owner_id = $1`, [
      user.id,
    ]);
    const bills: { id: string }[] = await q(`SELECT id FROM bill WHERE owner_id = $1`, [user.id]);
    people.push({ cookie: `fp_sid=${sid}`, csrf, events, bills: bills.map((b) => b.id) });
  }
  return people;
}

function gql(
  agent: http.Agent,
  person: Person,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ status: number; text: string }> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/graphql',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: person.cookie,
          'x-csrf-token': person.csrf,
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

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

function drawOperation(): Operation {
  let n = Math.random() * MIX.reduce((sum, [, w]) => sum + w, 0);
  for (const [op, weight] of MIX) {
    n -= weight;
    if (n < 0) return op;
  }
  return MIX[0][0];
}

let saved = 0;
/** The variables a person's screen would send for the operation. */
function variablesFor(op: Operation, person: Person): Record<string, unknown> {
  switch (op) {
    case 'overview':
      return {};
    case 'events':
      return { page: 1, limit: 10, sort: 'CREATED_AT', order: 'DESC' };
    case 'bills':
      return { page: 1 + Math.floor(Math.random() * 3), sort: 'DUE', order: 'ASC' };
    case 'event':
      return { id: pick(person.events).id, first: 50 };
    case 'bill':
      return { id: pick(person.bills) };
    case 'saveBill':
      saved++;
      return {
        input: {
          eventId: pick(person.events).id,
          totalCents: 500 + (saved % 1000),
          selfCents: saved % 300,
          status: 'NEW',
          billType: 'Bench',
        },
      };
    case 'saveEvent': {
      const event = pick(person.events);
      return { input: { id: event.id, name: `${event.name.replace(/ \(\d+\)$/, '')} (${saved++})` } };
    }
  }
}

type Latencies = Map<Operation, number[]>;

/** Every connection sends its person's requests back to back for `seconds`. */
async function drive(people: Person[], seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: people.length });
  const latencies: Latencies = new Map(MIX.map(([op]) => [op, []]));
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    people.map(async (person) => {
      while (performance.now() < end) {
        const op = drawOperation();
        const started = performance.now();
        try {
          const res = await gql(agent, person, QUERIES[op], variablesFor(op, person));
          if (res.status !== 200 || res.text.includes('"errors"')) {
            if (++errors === 1) log(`  first error answer (${op}): ${res.status} ${res.text.slice(0, 300)}`);
            continue;
          }
          latencies.get(op)?.push(performance.now() - started);
        } catch (err) {
          if (++errors === 1) log(`  first request error (${op}): ${(err as Error).message}`);
        }
      }
    }),
  );
  agent.destroy();
  return { latencies, errors };
}

function report(latencies: Latencies, errors: number) {
  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const row = (label: string, sorted: number[]) =>
    `${label.padEnd(12)}${String(sorted.length).padStart(10)}${(sorted.length / SECONDS).toFixed(0).padStart(10)}${percentile(sorted, 50).toFixed(2).padStart(10)}${percentile(sorted, 99).toFixed(2).padStart(10)}`;
  log(
    `${'operation'.padEnd(12)}${'requests'.padStart(10)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}`,
  );
  for (const [op, list] of latencies)
    log(
      row(
        op,
        [...list].sort((a, b) => a - b),
      ),
    );
  log(row('all', all));
  const p99 = percentile(all, 99);
  log(
    `\n${KIND}, API on Node ${benchNode().version}: ${(all.length / SECONDS).toFixed(0)} req/s, p50 ${percentile(all, 50).toFixed(2)} ms, ` +
      `p99 ${p99.toFixed(2)} ms, ${errors} errors. Target p99 ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'missed'}.`,
  );
}

/** Every event's stored totals equal the sums of its bills after the saves. */
async function checkTotals(target: Target): Promise<boolean> {
  const [row] = await target.query<{ wrong: string }>(
    `SELECT count(*) AS wrong FROM event e
     LEFT JOIN (SELECT event_id, count(*) AS n, sum(total_cents) AS total, sum(self_cents) AS self
                FROM bill GROUP BY event_id) s ON s.event_id = e.id
     WHERE e.bill_count <> coalesce(s.n, 0) OR e.total_cents <> coalesce(s.total, 0)
        OR e.self_cents <> coalesce(s.self, 0)`,
    [],
  );
  const ok = Number(row.wrong) === 0;
  log(
    `events' totals after the saves: ${ok ? 'match their bills' : `${row.wrong} events MISMATCH their bills`}`,
  );
  return ok;
}

async function main() {
  log(
    `bench:tracker — ${KIND}, ${USERS} users × ${EVENTS_PER_USER} visits × ${BILLS_PER_EVENT} bills, ` +
      `${CONNECTIONS} connections (one person each), ${SECONDS} s, API on Node ${benchNode().version}`,
  );
  log(`load average at start: ${loadAverage()} (${os.cpus().length} CPUs)`);
  const target = await createTarget();
  log(`database: ${target.describe}`);
  let api: ChildProcess | null = null;
  let ok = true;
  try {
    const db = await target.open();
    const people = await seed(db).finally(() => db.close());
    api = await startBenchApi(target.apiEnv, PORT);
    log(`API ready; warming up for ${WARMUP_SECONDS} s`);
    await drive(people, WARMUP_SECONDS);
    log(`mixed load for ${SECONDS} s`);
    const { latencies, errors } = await drive(people, SECONDS);
    api.kill('SIGTERM');
    await new Promise((r) => api?.once('exit', r));
    api = null;
    log(`load average at the end: ${loadAverage()}`);
    report(latencies, errors);
    ok = await checkTotals(target);
  } finally {
    if (api) api.kill('SIGTERM');
    if (process.env.BENCH_KEEP) log(`kept ${target.describe}`);
    else await target.drop();
  }
  if (!ok) process.exit(1);
}

main().catch((err) => {
  process.stderr.write(`bench:tracker failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
