/**
 * The failover test's load driver (`npm run topology:test` runs it in the client namespace, after `up`).
 * Through the balancer: sign-ups, map searches, bill saves, a 200 MB resumable upload and two bill
 * readings; when the upload is a third of the way, the API host receiving it is lost (SIGKILL to every
 * process in its namespace). Then the replica is stopped and searches go on. The checks read the primary.
 * Prints a summary; exit code 1 when a check fails.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { exitWith } from '../cli';
import { sentLog, type Sent } from './client';
import { serverStats } from './haproxy';
import {
  loop,
  saveOnce,
  searchCountNow,
  searchOnce,
  signUp,
  type SaveLog,
  type SignupLog,
  type User,
} from './load';
import { APIS, DIR, PG_BIN, PG_DB, PG_REPLICA, PRIMARY_URL, apiName, pgDataDir, type Host } from './plan';
import { cmdline, inNs, pidsIn, sleep } from './sh';
import { billFixtures, makeBigFile, postFile, servedSha256, tusUpload, type UploadTrace } from './upload';

const BIG_BYTES = 200 * 1024 * 1024;
/** The upload's pace: 200 MB in about 10 s, so the host can be lost a third of the way. */
const UPLOAD_RATE = 20 * 1024 * 1024;
const USERS = 6;
/** How long after the loss the readings may take (TOPOLOGY_READING_WAIT_S): the test stays under 10 minutes. */
const READING_WAIT_MS = Number(process.env.TOPOLOGY_READING_WAIT_S || 360) * 1000;
const run = Date.now().toString(36);

interface Check {
  name: string;
  pass: boolean;
  detail: string;
}
const checks: Check[] = [];
const check = (name: string, pass: boolean, detail: string) => checks.push({ name, pass, detail });

/** The API host with a connection that has received more than 10 MB: the one taking the upload. */
function uploadHost(): Host | null {
  let best: { h: Host; bytes: number } | null = null;
  for (const h of APIS) {
    const out = inNs(h.ns, ['ss', '-tinH', 'state', 'established', '( sport = :3000 )'], {
      check: false,
    }).stdout;
    for (const m of out.matchAll(/bytes_received:(\d+)/g)) {
      const bytes = Number(m[1]);
      if (bytes > 10 * 1024 * 1024 && (!best || bytes > best.bytes)) best = { h, bytes };
    }
  }
  return best?.h ?? null;
}

/** API hosts running a bill reader process now. */
const readingHosts = () =>
  APIS.filter((h) => pidsIn(h.ns).some((p) => cmdline(p).includes('reader-process'))).map(apiName);

/**
 * Loses a host: SIGKILL to every process in its namespace (the API and any reader it started). With
 * TOPOLOGY_LOSS=power its network interface goes down first, as when a machine loses power: the kernel's
 * closing of its connections then never reaches the database or the balancer.
 */
function killHost(h: Host): number {
  if (process.env.TOPOLOGY_LOSS === 'power') inNs(h.ns, ['ip', 'link', 'set', 'eth0', 'down']);
  const pids = pidsIn(h.ns);
  for (const p of pids) process.kill(p, 'SIGKILL');
  return pids.length;
}

async function whenMarkedDown(name: string, since: number): Promise<number | null> {
  while (Date.now() - since < 30_000) {
    const s = (await serverStats()).find((x) => x.name === name);
    if (s?.status.startsWith('DOWN')) return Date.now() - since;
    await sleep(100);
  }
  return null;
}

interface Failover {
  victim: Host;
  /** Whether the victim was found taking the upload (else the upload had ended, or failed, before). */
  tookUpload: boolean;
  killedAt: number;
  downAfterMs: number | null;
  readingOnVictim: boolean;
  readersAtKill: string[];
}

/** Waits for the upload to be under way, then loses the host taking it. */
async function loseUploadHost(trace: UploadTrace): Promise<Failover> {
  const until = Date.now() + 60_000;
  while (trace.sent < BIG_BYTES / 3 && !trace.error && !trace.fileId && Date.now() < until) await sleep(100);
  const found = uploadHost();
  const victim = found ?? APIS[1];
  const readersAtKill = readingHosts();
  const killedAt = Date.now();
  const n = killHost(victim);
  console.log(
    `[kill] ${apiName(victim)}: SIGKILL to ${n} processes at ${(trace.sent / 1048576).toFixed(0)} MiB sent; ` +
      `readers then on: ${readersAtKill.join(', ') || 'none'}`,
  );
  const downAfterMs = await whenMarkedDown(apiName(victim), killedAt);
  return {
    victim,
    tookUpload: found !== null,
    killedAt,
    downAfterMs,
    readingOnVictim: readersAtKill.includes(apiName(victim)),
    readersAtKill,
  };
}

const READING = `query R($id: ID!) { fileReading(fileId: $id) { status pagesDone pagesTotal error } }`;
const READ = `mutation Read($id: ID!) { readFile(fileId: $id) { status } }`;

/** Polls both readings until each is DONE or FAILED (or the deadline); answers each one's status and when. */
async function waitReadings(u: User, ids: string[], deadline: number) {
  const last = new Map<string, { status: string; at: number; error: string | null }>();
  const ended = (id: string) => ['DONE', 'FAILED'].includes(last.get(id)?.status ?? '');
  while (Date.now() < deadline && !ids.every(ended)) {
    for (const id of ids.filter((i) => !ended(i))) {
      const r = await u.browser.gql<{ fileReading: { status: string; error: string | null } | null }>(
        'reading',
        READING,
        { id },
      );
      const seen = r.ok ? r.data.fileReading : null;
      if (seen) last.set(id, { status: seen.status, at: Date.now(), error: seen.error });
    }
    if (!ids.every(ended)) await sleep(1000);
  }
  return last;
}

async function dbChecks(
  db: pg.Client,
  users: User[],
  saves: SaveLog,
  signups: SignupLog,
  readingIds: string[],
  reader: User,
) {
  // Saves: each acknowledged key once, an unknown one at most once, a refused one never; nothing doubled.
  const rows = (
    await db.query<{ note: string; n: number }>(
      `SELECT note, count(*)::int AS n FROM bill WHERE note LIKE $1 GROUP BY note`,
      [`topo-${run}-%`],
    )
  ).rows;
  const stored = new Map(rows.map((r) => [r.note, r.n]));
  const lost = [...saves.acked.keys()].filter((k) => stored.get(k) !== 1);
  const doubled = rows.filter((r) => r.n > 1).map((r) => r.note);
  const stray = rows.filter((r) => !saves.acked.has(r.note) && !saves.unknown.has(r.note)).map((r) => r.note);
  const landedUnknown = [...saves.unknown].filter((k) => stored.has(k)).length;
  check(
    'no saved bill lost or doubled',
    lost.length === 0 && doubled.length === 0 && stray.length === 0,
    `${saves.acked.size} acknowledged saves, ${lost.length} missing, ${doubled.length} doubled, ${stray.length} ` +
      `stored though refused; ${saves.unknown.size} unanswered (${landedUnknown} of them stored), ${saves.refused.size} refused`,
  );
  const totals = (
    await db.query<{ id: string; ok: boolean }>(
      `SELECT e.id, e.total_cents = coalesce(sum(b.total_cents), 0) AND e.bill_count = count(b.id) AS ok
         FROM event e LEFT JOIN bill b ON b.event_id = e.id WHERE e.id = ANY($1) GROUP BY e.id`,
      [users.map((u) => u.eventId)],
    )
  ).rows;
  check(
    'visit totals match their bills',
    totals.length === users.length && totals.every((t) => t.ok),
    `${totals.filter((t) => t.ok).length} of ${users.length} visits' totals and bill counts equal their bills'`,
  );
  // Allowance: an account's count is the number of distinct pairs it searched, counted once across hosts.
  const counts = await db.query<{ subject: string; count: number; keys: number }>(
    `SELECT c.subject, c.count::int,
            (SELECT count(*)::int FROM usage_counter k WHERE k.subject = c.subject AND k.kind LIKE 'search~%') AS keys
       FROM usage_counter c WHERE c.kind = 'search' AND c.subject = ANY($1)`,
    [users.map((u) => `user:${u.id}`)],
  );
  const bySubject = new Map(counts.rows.map((r) => [r.subject, r]));
  const wrong: string[] = [];
  for (const u of users) {
    const row = bySubject.get(`user:${u.id}`);
    const low = u.searched.size;
    const high = new Set([...u.searched, ...u.searchUnknown]).size;
    const seen = await searchCountNow(u);
    if (!row || row.count < low || row.count > high || row.count !== row.keys || seen !== row.count)
      wrong.push(
        `${u.email}: stored ${row?.count} (${row?.keys} keys), answered ${seen}, expected ${low}..${high}`,
      );
  }
  check(
    'free-search counters exact across hosts',
    wrong.length === 0,
    wrong.length
      ? wrong.join('; ')
      : `${users.length} accounts: each count = its distinct pairs, as the site answers it`,
  );
  const accounts = (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM app_user WHERE email = ANY($1)`, [
      signups.done,
    ])
  ).rows[0].n;
  check(
    'sign-ups stored once',
    accounts === signups.done.length,
    `${signups.done.length} completed sign-ups, ${accounts} accounts; ${signups.unknown.length} unanswered, ${signups.failed.length} refused`,
  );
  const readings = (
    await db.query<{ file_id: string; status: string; attempts: number; pages_total: number | null }>(
      `SELECT file_id, status, attempts, pages_total FROM file_reading WHERE file_id = ANY($1)`,
      [readingIds],
    )
  ).rows;
  const pages = (
    await db.query<{ pages: number }>(
      `SELECT coalesce(sum(pages), 0)::int AS pages FROM reading_usage WHERE owner_id = $1`,
      [reader.id],
    )
  ).rows[0].pages;
  const expectedPages = readings.reduce((s, r) => s + (r.pages_total ?? 0), 0);
  const jobs = await pgBossJobs(db, readingIds);
  check(
    'both readings finish exactly once',
    readings.length === 2 &&
      readings.every((r) => r.status === 'DONE') &&
      pages === expectedPages &&
      (jobs === null || jobs.ok),
    `${readings.map((r) => `${r.status} after ${r.attempts} attempt(s)`).join(', ') || 'no reading rows'}; ` +
      `pages counted ${pages} for ${expectedPages} read${jobs ? `; ${jobs.detail}` : ''}`,
  );
}

/**
 * The reading jobs when the bill reading runs on pg-boss (schema pgboss): the topology's database holds
 * only this test's two readings, so the reading queue must hold exactly two jobs, both completed (a job
 * retried after a lost host is still one job), counting those already moved to pgboss.archive.
 */
async function pgBossJobs(db: pg.Client, fileIds: string[]): Promise<{ ok: boolean; detail: string } | null> {
  const has = await db.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = 'pgboss' AND table_name = 'job'`,
  );
  if (!has.rowCount) return null;
  const rows = (
    await db.query<{ state: string; retried: number; n: number }>(
      `SELECT state::text AS state, sum(retry_count)::int AS retried, count(*)::int AS n
         FROM (SELECT name, state, retry_count FROM pgboss.job
               UNION ALL SELECT name, state, retry_count FROM pgboss.archive) j
        WHERE name ILIKE '%read%' GROUP BY 1`,
    )
  ).rows;
  const completed = rows.find((r) => r.state === 'completed')?.n ?? 0;
  const ok = completed === fileIds.length && rows.every((r) => r.state === 'completed');
  const found = rows.map((r) => `${r.n} ${r.state} (${r.retried} retries)`).join(', ');
  return { ok, detail: `reading jobs (pg-boss): ${found || 'none found'}` };
}

/** Errors from the loss to the end of the load (`until`), and any once the balancer had marked the host down. */
function failoverFigures(f: Failover, log: Sent[], until: number) {
  const after = log.filter((s) => s.end >= f.killedAt && s.at <= until && s.kind !== 'check');
  const errors = after.filter((s) => s.error);
  const lastError = errors.length ? Math.max(...errors.map((s) => s.end)) - f.killedAt : 0;
  const settled = f.downAfterMs === null ? Infinity : f.killedAt + f.downAfterMs + 1000;
  const lateErrors = after.filter((s) => s.at >= settled && s.error).length;
  const earlier = log.filter((s) => s.end < f.killedAt && s.error);
  return {
    errors: errors.length,
    causes: causesOf(errors),
    lastErrorMs: lastError,
    lateErrors,
    before: earlier.length,
    beforeCauses: causesOf(earlier),
  };
}

/** What failed, by kind and cause, e.g. "search: HTTP 502 x1". */
function causesOf(errors: Sent[]): string {
  const causes = new Map<string, number>();
  for (const e of errors) causes.set(`${e.kind}: ${e.error}`, (causes.get(`${e.kind}: ${e.error}`) ?? 0) + 1);
  return [...causes].map(([c, n]) => `${c} x${n}`).join('; ');
}

function stopReplica() {
  inNs(PG_REPLICA.ns, [`${PG_BIN}/pg_ctl`, '-D', pgDataDir(PG_REPLICA), '-m', 'fast', '-w', 'stop'], {
    user: 'postgres',
  });
}

async function main(): Promise<number> {
  const t0 = Date.now();
  const bigFile = path.join(DIR, 'upload-200mb.pdf');
  const bigSha = await makeBigFile(bigFile, BIG_BYTES);
  const bills = await billFixtures();
  const signups: SignupLog = { done: [], unknown: [], failed: [] };
  const saves: SaveLog = { acked: new Map(), unknown: new Set(), refused: new Set() };
  const users: User[] = [];
  for (let i = 0; users.length < USERS && i < USERS * 2; i++) {
    const u = await signUp(`topo-${run}-${i}@example.com`, signups);
    if (u) users.push(u);
  }
  if (users.length < USERS)
    throw new Error(`only ${users.length} of ${USERS} users could sign up before the test`);
  console.log(`[${((Date.now() - t0) / 1000).toFixed(1)} s] ${users.length} users signed up; load starts`);

  let running = true;
  let n = 0;
  const work = [
    ...users.map((u) =>
      loop(
        () => running,
        100,
        () => searchOnce(u),
      ),
    ),
    ...users.map((u) =>
      loop(
        () => running,
        150,
        () => saveOnce(u, `topo-${run}-${u.email.split('@')[0]}-${n++}`, saves),
      ),
    ),
    loop(
      () => running,
      300,
      async () => {
        const u = await signUp(`topo-${run}-x${n++}@example.com`, signups);
        return u;
      },
    ),
  ];
  const reader = users[0];
  await sleep(3000);
  const readingIds: string[] = [];
  for (const f of bills) {
    // A bill that cannot be uploaded is written down; the readings' check then fails, the rest goes on.
    const id = await postFile(reader.browser, reader.eventId, f).catch((err: Error) => {
      console.log(`[upload] ${err.message}`);
      return null;
    });
    if (id) readingIds.push(id);
  }
  for (const id of readingIds) await reader.browser.gql('reading', READ, { id });
  const uploader = users[1];
  const upload = tusUpload(uploader.browser, await uploader.browser.token(), bigFile, UPLOAD_RATE);
  const failover = await loseUploadHost(upload.trace);
  const trace = await upload.done;
  await sleep(Math.max(0, failover.killedAt + 15_000 - Date.now()));
  running = false;
  await Promise.all(work);
  console.log(`[${((Date.now() - t0) / 1000).toFixed(1)} s] load stopped; waiting for the readings`);
  const loadEnd = Date.now();
  const readings = await waitReadings(reader, readingIds, failover.killedAt + READING_WAIT_MS);
  const fig = failoverFigures(failover, sentLog, loadEnd);
  await uploadCheck(uploader, trace, failover, bigSha);
  check(
    'balancer moves traffic',
    failover.downAfterMs !== null && fig.lateErrors === 0,
    `${apiName(failover.victim)} marked DOWN ${failover.downAfterMs === null ? 'never' : `after ${(failover.downAfterMs / 1000).toFixed(1)} s`}; ` +
      `${fig.lateErrors} errors after that`,
  );
  const db = new pg.Client({ connectionString: PRIMARY_URL });
  await db.connect();
  try {
    await dbChecks(db, users, saves, signups, readingIds, reader);
  } finally {
    await db.end();
  }
  await replicaStopped(users.slice(2, 5));

  const byKind = new Map<string, number>();
  for (const x of sentLog) byKind.set(x.kind, (byKind.get(x.kind) ?? 0) + 1);
  const when = (id: string) => {
    const r = readings.get(id);
    if (!r) return 'never seen';
    const why = r.error ? ` ("${r.error}")` : '';
    return `${r.status} ${((r.at - failover.killedAt) / 1000).toFixed(0)} s after the loss${why}`;
  };
  console.log('\n=== topology failover test ===');
  console.log(
    `requests sent: ${sentLog.length} (${[...byKind].map(([k, v]) => `${k} ${v}`).join(', ')}), ` +
      `plus the tus upload's ${trace.responses.length}`,
  );
  console.log(`errors before the host was lost: ${fig.before}${fig.before ? ` (${fig.beforeCauses})` : ''}`);
  const took = [failover.tookUpload && 'the upload', failover.readingOnVictim && 'a reading'].filter(Boolean);
  console.log(
    `host lost: ${apiName(failover.victim)} (${took.length ? `taking ${took.join(' and ')}` : 'not taking the upload: it had ended'}); ` +
      `readers at that moment: ${failover.readersAtKill.join(', ') || 'none'}`,
  );
  console.log(
    `errors during failover: ${fig.errors}, the last ${(fig.lastErrorMs / 1000).toFixed(1)} s after the loss` +
      (fig.causes ? ` (${fig.causes})` : ''),
  );
  console.log(`readings: ${readingIds.map(when).join(', ')}`);
  for (const c of checks) console.log(`${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
  console.log(`took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  fs.rmSync(bigFile, { force: true });
  return checks.every((c) => c.pass) ? 0 : 1;
}

/**
 * The upload: one address throughout (it resumed there), a HEAD after the loss that found bytes kept,
 * and the bytes the site serves back equal to the source.
 */
async function uploadCheck(uploader: User, trace: UploadTrace, failover: Failover, sha: string) {
  const resumedAt = trace.responses.find(
    (r) => r.method === 'HEAD' && r.at > failover.killedAt && r.status < 300,
  );
  const served = trace.fileId ? await servedSha256(uploader.browser, trace.fileId) : null;
  check(
    'upload resumes on another host, bytes match',
    trace.urls.length === 1 && !!resumedAt && (resumedAt.offset ?? 0) > 0 && served === sha,
    `${trace.error ? `failed: ${trace.error}; ` : ''}addresses used ${trace.urls.length}; ` +
      `resumed at ${resumedAt ? `${((resumedAt.offset ?? 0) / 1048576).toFixed(1)} MiB` : 'no'}; ` +
      `responses ${trace.responses.map((r) => `${r.method} ${r.status}`).join(', ')}; ` +
      `sha256 ${served === sha ? 'equal' : `differs (${served ?? 'not served'})`}`,
  );
}

/** The replica stops: for 10 s every search must still be answered (from the primary). */
async function replicaStopped(searchers: User[]) {
  // Whether the API hosts read from the replica at all (their connections to it), before it stops.
  const used = inNs(
    PG_REPLICA.ns,
    [
      `${PG_BIN}/psql`,
      '-h',
      PG_REPLICA.ip,
      '-U',
      'postgres',
      '-d',
      PG_DB,
      '-Atc',
      `SELECT count(*) FROM pg_stat_activity WHERE client_addr IS NOT NULL AND pid <> pg_backend_pid()`,
    ],
    { user: 'postgres', check: false },
  ).stdout.trim();
  stopReplica();
  const stoppedAt = Date.now();
  let asked = 0;
  let answered = 0;
  while (Date.now() - stoppedAt < 10_000)
    for (const u of searchers) {
      asked++;
      if (await searchOnce(u)) answered++;
    }
  check(
    'site answers with the replica stopped',
    answered === asked && asked > 0,
    `${answered} of ${asked} searches answered in 10 s; the API hosts had ${used || '?'} connections to the replica before`,
  );
}

exitWith(main());
