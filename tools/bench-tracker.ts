/**
 * `npm run bench:tracker`: how fast the bill tracker answers for a heavy user, on PostgreSQL.
 *
 * 1. Creates a fresh PostgreSQL database (migrated) with one user who has 2,000 events and 20,000
 *    bills: one event holds 1,000 bills, the other 19,000 are spread over the remaining 1,999 events.
 * 2. Starts the API as a child process (production mode) on BENCH_PORT (default 3322).
 * 3. Drives it over loopback with BENCH_CONNECTIONS (default 20) keep-alive connections, each its own
 *    signed-in session of that user, for BENCH_SECONDS (default 10) per phase:
 *    - the dashboard's first page (the DashboardEvents query of apps/web, 10 newest events);
 *    - the dashboard overview (owed, due soon, per status, 12 months of spending);
 *    - the event with 1,000 bills as its screen opens it (DashboardEvent: the event, its totals and the
 *      first page of 50 bills), and "Show more bills" on it (DashboardEventBills, the next pages).
 * 4. Saves bills on that event through the saveBill mutation: one at a time (the latency a person
 *    sees), then from all connections at once (the saves queue on the event's row lock).
 * 5. Prints p50, p99 and requests per second, checks the event's totals against its bills, then drops
 *    the database (BENCH_KEEP=1 keeps it).
 *
 * Environment: BENCH_ADMIN_URL (default postgres://root@127.0.0.1:5432/test), BENCH_PORT,
 * BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_SAVES (default 300), BENCH_KEEP, BENCH_POOL (the API's
 * DATABASE_POOL_SIZE, default 20), BENCH_NODE_ARGS (flags for the API's node, e.g. --cpu-prof).
 *
 * The load average is printed at the start and the end: on a shared machine the figures mean little
 * without it.
 */
import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '@fp/db';
import { startBenchApi } from './bench-support';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3322);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SAVES = Number(process.env.BENCH_SAVES ?? 300);
const WARMUP_SECONDS = 2;
const EVENTS = 2000;
const BILLS = 20000;
const BIG_EVENT_BILLS = 1000;

/** apps/web/src/routes/dashboard/DashboardScreen.tsx (DashboardEvents). */
const DASHBOARD_QUERY = `query DashboardEvents($page: Int!, $limit: Int!, $sort: EventSort, $order: SortOrder) {
  events(page: $page, limit: $limit, sort: $sort, order: $order) {
    count page hasNextPage
    hits { id name providerName diagnosisName admitted departed totalCents selfCents billCount body createdAt }
  }
}`;
/** apps/web/src/routes/dashboard/DashboardScreen.tsx (DashboardOverview). */
const OVERVIEW_QUERY = `query DashboardOverview { dashboard {
  owedCents dueSoonCents dueSoonCount eventCount billCount
  statusCounts { status count } spendingByMonth { month totalCents selfCents } } }`;
/**
 * apps/web/src/routes/dashboard/EventScreen.tsx: DashboardEvent (the event, its stored totals, the first
 * page of 50 bills and its files: what opening the event sends) and DashboardEventBills (the next page,
 * "Show more bills"). Fragment spreads inlined.
 */
const BILL_PAGE_FIELDS = `hasNextPage endCursor hits { id status due billType totalCents selfCents payInsCents }`;
const EVENT_QUERY = `query DashboardEvent($id: ID!, $first: Int!) {
  event(id: $id) {
    id name providerName diagnosisName procedureName conditionName admitted departed stars body insurance
    totalCents selfCents billCount
    billsPage(first: $first) { ${BILL_PAGE_FIELDS} }
    files { id text url ext size created }
  }
}`;
const MORE_BILLS_QUERY = `query DashboardEventBills($id: ID!, $first: Int!, $after: String!) {
  event(id: $id) { id billsPage(first: $first, after: $after) { ${BILL_PAGE_FIELDS} } }
}`;
const BILLS_PER_PAGE = 50;
const SAVE_BILL = `mutation DashboardSaveBill($input: BillInput!) {
  saveBill(input: $input) {
    bill { id status due billType codes totalCents selfCents payInsCents note }
    event { id totalCents selfCents billCount }
  }
}`;

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

interface Row {
  label: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

function summary(label: string, latencies: number[], seconds: number, errors: number): Row {
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

interface Session {
  cookie: string;
  csrf: string;
}

/** The database, the heavy user with their events and bills, and one session per connection. */
async function prepare(): Promise<{ url: string; name: string; bigEventId: string; sessions: Session[] }> {
  const name = `fp_bench_tracker_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), poolSize: 4 });
  try {
    const q = db.dataSource.query.bind(db.dataSource);
    const t = performance.now();
    const [user] = await q(
      `INSERT INTO app_user (email, reference, pass_active) VALUES ('heavy@example.com', 'heavy1', true) RETURNING id`,
    );
    // Events over the last three years, one a day or so; names and reviews of realistic length.
    await q(
      `INSERT INTO event (owner_id, name, provider_name, diagnosis_name, admitted, stars, body, created_at)
       SELECT $1, 'Visit ' || g, 'Hospital ' || (g % 97), 'Diagnosis ' || (g % 53),
              (date '2026-11-01' - (g % 1000)), 1 + g % 5, repeat('Review text. ', 20),
              now() - make_interval(hours => g * 13)
       FROM generate_series(1, $2::int) g`,
      [user.id, EVENTS],
    );
    const [big] = await q(`SELECT id FROM event WHERE owner_id = $1 AND name = 'Visit 1'`, [user.id]);
    // 1,000 bills on the big event; 19,000 spread over the others.
    await q(
      `INSERT INTO bill (owner_id, event_id, status, due, bill_type, total_cents, self_cents, pay_ins_cents)
       SELECT $1, $2, (ARRAY['new','negotiating','complete'])[1 + g % 3], date '2026-12-01' - (g % 400),
              'Type ' || (g % 7), 1000 + (g * 37) % 500000, (g * 13) % 20000, (g * 7) % 100000
       FROM generate_series(1, $3::int) g`,
      [user.id, big.id, BIG_EVENT_BILLS],
    );
    await q(
      `INSERT INTO bill (owner_id, event_id, status, due, bill_type, total_cents, self_cents, pay_ins_cents)
       SELECT $1, e.id, (ARRAY['new','negotiating','complete'])[1 + g % 3], date '2026-12-01' - (g % 400),
              'Type ' || (g % 7), 1000 + (g * 37) % 500000, (g * 13) % 20000, (g * 7) % 100000
       FROM generate_series(1, $2::int) g
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM event WHERE owner_id = $1 AND id <> $3) e
         ON e.n = g % ($4::int - 1)`,
      [user.id, BILLS - BIG_EVENT_BILLS, big.id, EVENTS],
    );
    await q(
      `INSERT INTO bill_status_change (bill_id, owner_id, status, changed_at)
       SELECT id, owner_id, status, created_at FROM bill WHERE owner_id = $1`,
      [user.id],
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
             FROM bill WHERE owner_id = $1 GROUP BY event_id) s
       WHERE e.id = s.event_id`,
      [user.id],
    );
    await q('ANALYZE');
    const [counts] = await q(
      `SELECT (SELECT count(*) FROM event WHERE owner_id = $1) AS events,
              (SELECT count(*) FROM bill WHERE owner_id = $1) AS bills,
              (SELECT count(*) FROM bill WHERE event_id = $2) AS big`,
      [user.id, big.id],
    );
    log(
      `data: ${counts.events} events, ${counts.bills} bills (${counts.big} on one event) in ${Math.round(performance.now() - t)} ms`,
    );

    const sessions: Session[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const sid = randomBytes(32).toString('base64url');
      const csrf = randomBytes(24).toString('base64url');
      // Same hashing as apps/api/src/http/session.ts: the table stores SHA-256 of the cookie value.
      const hashed = createHash('sha256').update(sid).digest('base64url');
      await q(
        `INSERT INTO session (sid, data, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
        [hashed, JSON.stringify({ csrf, userId: user.id }), user.id],
      );
      sessions.push({ cookie: `fp_sid=${sid}`, csrf });
    }
    return { url: url.toString(), name, bigEventId: big.id, sessions };
  } finally {
    await db.close();
  }
}

function gql(
  agent: http.Agent,
  session: Session,
  query: string,
  variables: Record<string, unknown> = {},
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

type Request = () => { query: string; variables?: Record<string, unknown> };

/** Every connection sends requests back to back for `seconds`; latencies of good answers are kept. */
async function drive(label: string, sessions: Session[], seconds: number, make: Request, record = true) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sessions.length });
  const latencies: number[] = [];
  let errors = 0;
  let sampled = !record;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    sessions.map(async (session) => {
      while (performance.now() < end) {
        const { query, variables } = make();
        const started = performance.now();
        try {
          const res = await gql(agent, session, query, variables);
          const ms = performance.now() - started;
          if (res.status !== 200 || res.text.includes('"errors"')) {
            errors++;
            if (errors === 1) log(`  first error answer: ${res.status} ${res.text.slice(0, 300)}`);
            continue;
          }
          if (!sampled) {
            sampled = true;
            log(`  sample ${label} answer: ${res.text.length} bytes`);
          }
          if (record) latencies.push(ms);
        } catch (err) {
          errors++;
          if (errors === 1) log(`  first request error: ${(err as Error).message}`);
        }
      }
    }),
  );
  agent.destroy();
  return summary(label, latencies, seconds, errors);
}

/** `count` saves one after another on one connection: the latency one person sees. */
async function sequentialSaves(session: Session, eventId: string, count: number): Promise<Row> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const res = await gql(agent, session, SAVE_BILL, {
      input: { eventId, totalCents: 1000 + i, selfCents: i, status: 'NEW', billType: 'Bench' },
    });
    if (res.status !== 200 || res.text.includes('"errors"')) {
      errors++;
      if (errors === 1) log(`  first save error: ${res.text.slice(0, 300)}`);
    } else latencies.push(performance.now() - t);
  }
  agent.destroy();
  return summary('saveBill, one at a time', latencies, (performance.now() - started) / 1000, errors);
}

/** The `after` cursors of an event's pages 2 and on, read through the API like the event screen. */
async function pageCursors(session: Session, eventId: string): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const cursors: string[] = [];
  let after: string | null = null;
  try {
    for (;;) {
      const res = await gql(
        agent,
        session,
        after ? MORE_BILLS_QUERY : EVENT_QUERY,
        after ? { id: eventId, first: BILLS_PER_PAGE, after } : { id: eventId, first: BILLS_PER_PAGE },
      );
      const page = JSON.parse(res.text).data?.event?.billsPage;
      if (!page) throw new Error(`reading the event's pages failed: ${res.text.slice(0, 300)}`);
      if (!page.hasNextPage) break;
      after = page.endCursor as string;
      cursors.push(after);
    }
  } finally {
    agent.destroy();
  }
  log(`  the big event has ${cursors.length + 1} pages of ${BILLS_PER_PAGE} bills`);
  return cursors;
}

async function checkTotals(url: string, eventId: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(
      `SELECT e.bill_count, e.total_cents, e.self_cents, s.n, s.total, s.self
       FROM event e, (SELECT count(*) AS n, sum(total_cents) AS total, sum(self_cents) AS self FROM bill WHERE event_id = $1) s
       WHERE e.id = $1`,
      [eventId],
    );
    const r = rows[0];
    const ok =
      String(r.bill_count) === String(r.n) &&
      String(r.total_cents) === String(r.total) &&
      String(r.self_cents) === String(r.self);
    log(
      `totals of the big event after the saves: ${r.bill_count} bills, ${r.total_cents} cents — ${ok ? 'match its bills' : `MISMATCH (bills say ${r.n}, ${r.total})`}`,
    );
    return ok;
  } finally {
    await c.end();
  }
}

async function main() {
  log(`bench:tracker — ${CONNECTIONS} connections, ${SECONDS} s per phase, port ${PORT}`);
  log(`load average at start: ${loadAverage()} (${os.cpus().length} CPUs)`);
  const { url, name, bigEventId, sessions } = await prepare();
  let api: ChildProcess | null = null;
  let ok = true;
  try {
    api = await startBenchApi(url, PORT);
    const dashboard: Request = () => ({
      query: DASHBOARD_QUERY,
      variables: { page: 1, limit: 10, sort: 'CREATED_AT', order: 'DESC' },
    });
    const overview: Request = () => ({ query: OVERVIEW_QUERY });
    const bigEvent: Request = () => ({
      query: EVENT_QUERY,
      variables: { id: bigEventId, first: BILLS_PER_PAGE },
    });
    // Cursors of the big event's pages 2..20, read once: "Show more" asks one of them at random.
    const cursors = await pageCursors(sessions[0], bigEventId);
    const moreBills: Request = () => ({
      query: MORE_BILLS_QUERY,
      variables: {
        id: bigEventId,
        first: BILLS_PER_PAGE,
        after: cursors[Math.floor(Math.random() * cursors.length)],
      },
    });
    log(`API ready; warming up for ${WARMUP_SECONDS} s`);
    await drive('warm-up', sessions, WARMUP_SECONDS, dashboard, false);
    await drive('warm-up', sessions, WARMUP_SECONDS, bigEvent, false);

    const rows: Row[] = [];
    log(`dashboard first page for ${SECONDS} s`);
    rows.push(await drive('dashboard first page (10 events)', sessions, SECONDS, dashboard));
    log(`dashboard overview for ${SECONDS} s`);
    rows.push(await drive('dashboard overview (20,000 bills)', sessions, SECONDS, overview));
    log(`the event with ${BIG_EVENT_BILLS} bills opened, for ${SECONDS} s`);
    rows.push(await drive(`event of ${BIG_EVENT_BILLS} bills, opened`, sessions, SECONDS, bigEvent));
    log(`"Show more bills" on that event for ${SECONDS} s`);
    rows.push(await drive(`event of ${BIG_EVENT_BILLS} bills, next page`, sessions, SECONDS, moreBills));
    log(`${SAVES} bill saves on that event, one at a time`);
    rows.push(await sequentialSaves(sessions[0], bigEventId, SAVES));
    log(`bill saves on that event from ${CONNECTIONS} connections for ${SECONDS} s`);
    let n = 0;
    rows.push(
      await drive(`saveBill, ${CONNECTIONS} at once on one event`, sessions, SECONDS, () => ({
        query: SAVE_BILL,
        variables: {
          input: { eventId: bigEventId, totalCents: 500 + (n++ % 1000), selfCents: 1, status: 'NEW' },
        },
      })),
    );
    api.kill('SIGTERM');
    await new Promise((r) => api?.once('exit', r));
    api = null;
    ok = await checkTotals(url, bigEventId);

    log('');
    log(`load average at the end: ${loadAverage()} (${os.cpus().length} CPUs)`);
    log(
      `${'what'.padEnd(42)}${'requests'.padStart(10)}${'errors'.padStart(8)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}`,
    );
    for (const r of rows) {
      log(
        `${r.label.padEnd(42)}${String(r.requests).padStart(10)}${String(r.errors).padStart(8)}${r.perSecond.toFixed(0).padStart(10)}${r.p50.toFixed(2).padStart(10)}${r.p99.toFixed(2).padStart(10)}`,
      );
    }
    log(
      `\nTargets: dashboard and event p99 < 50 ms at ${CONNECTIONS} connections; one save < 20 ms.` +
        ` Dashboard ${rows[0].p99 < 50 ? 'meets' : 'misses'} it, the event ${rows[2].p99 < 50 && rows[3].p99 < 50 ? 'meets' : 'misses'} it,` +
        ` a save (p50 ${rows[4].p50.toFixed(1)} ms, p99 ${rows[4].p99.toFixed(1)} ms) ${rows[4].p99 < 20 ? 'meets' : rows[4].p50 < 20 ? 'meets at p50' : 'misses'} it.`,
    );
  } finally {
    if (api) api.kill('SIGTERM');
    if (process.env.BENCH_KEEP) log(`kept database ${name}`);
    else await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  if (!ok) process.exit(1);
}

main().catch((err) => {
  process.stderr.write(`bench:tracker failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
