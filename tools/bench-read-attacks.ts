/**
 * `npm run bench:read-attacks`: issue 38's attacks on bill reading, through a real API (its own process,
 * with its reading worker, on a fresh PostgreSQL database), with the figure each one is judged by:
 *
 * F1  a PDF whose text is 1, 3 or 20 lines of 100,000 characters, uploaded and read: the slowest and the
 *     99th-percentile /healthz (asked every 20 ms from upload until the reading ended; target < 200 ms).
 * F2  user A queues six 3-page scans, then user B an 1-page text PDF: how long B waited until B's reading
 *     began, and until it was done (target: after one of A's at most).
 * F3  a 76 kB PNG declaring 20000 x 20000 pixels: the reader's peak RSS (target < 400 MB) and the answer.
 * F4  a scan deleted while it is read: from the delete to the reader's process ending (target < 2 s).
 *
 * BENCH_ROOTS=<checkout>,<checkout> measures several checkouts one after the other in one run (default:
 * this one), e.g. a worktree of the commit before the fix and this one; each gets a fresh database.
 * BENCH_F1_LINES (1,3,20) picks F1's variants.
 * BENCH_ADMIN_URL (postgres://root@127.0.0.1:5432/test), BENCH_PORT (3341), BENCH_F2_LIMIT_S (300: the
 * longest B is waited for).
 */
import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import {
  bombPng,
  corpusFile,
  itemizedStatement,
  longLinePdf,
  readerProcessesOf,
} from '@fp/bill-reading/testing';
import { rssOf, startBenchApi, stopBenchChild } from './bench-support';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3341);
const F2_LIMIT_MS = Number(process.env.BENCH_F2_LIMIT_S ?? 300) * 1000;
const ROOTS = (process.env.BENCH_ROOTS ?? '.').split(',').map((r) => path.resolve(r));
/** F1's variants (lines of 100,000 characters); before the fix 20 lines held the API for about 17 minutes. */
const F1_LINES = (process.env.BENCH_F1_LINES ?? '1,3,20').split(',').map(Number);
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

interface User {
  id: string;
  eventId: string;
  cookie: string;
  csrf: string;
}

async function makeUser(db: pg.Client, name: string): Promise<User> {
  const tag = `${name}.${randomBytes(3).toString('hex')}`;
  const { rows } = await db.query(
    `INSERT INTO app_user (email, reference, pass_active) VALUES ($1, $2, true) RETURNING id`,
    [`${tag}@example.com`, tag],
  );
  const id = rows[0].id as string;
  const sid = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO session (sid, data, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
    [createHash('sha256').update(sid).digest('base64url'), JSON.stringify({ csrf, userId: id }), id],
  );
  const ev = await db.query(`INSERT INTO event (owner_id, name) VALUES ($1, 'Bench visit') RETURNING id`, [
    id,
  ]);
  return { id, eventId: ev.rows[0].id as string, cookie: `fp_sid=${sid}`, csrf };
}

const headers = (u: User) => ({ cookie: u.cookie, 'x-csrf-token': u.csrf });

async function upload(u: User, bytes: Uint8Array, name: string, type: string): Promise<string> {
  const form = new FormData();
  form.set('id', u.eventId);
  form.set('file', new Blob([bytes], { type }), name);
  const res = await fetch(`${base}/api/json/s3/upload`, { method: 'POST', headers: headers(u), body: form });
  if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function startReading(u: User, fileId: string): Promise<void> {
  const res = await fetch(`${base}/api/files/${fileId}/reading`, {
    method: 'POST',
    headers: { ...headers(u), 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 200) throw new Error(`start reading: ${res.status} ${await res.text()}`);
}

interface ReadingState {
  status: string;
  error: string | null;
}
async function readingOf(u: User, fileId: string): Promise<ReadingState | null> {
  const res = await fetch(`${base}/api/files/${fileId}/reading`, { headers: headers(u) }).catch(() => null);
  // A connection dropped by a server held past its headers timeout: asked again at the next turn.
  if (!res) return { status: 'UNANSWERED', error: null };
  if (res.status === 404) return null;
  return ((await res.json()) as { reading: ReadingState | null }).reading;
}

/** /healthz asked every 20 ms until `until` resolves: the slowest and the 99th percentile. */
async function healthzWhile(
  until: Promise<unknown>,
): Promise<{ slowest: number; p99: number; asked: number }> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const t = performance.now();
    // A server whose event loop is held past its headers timeout (60 s) drops the connection: that ask
    // counts for as long as it waited.
    await fetch(`${base}/healthz`)
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
    times.push(performance.now() - t);
    await sleep(20);
  }
  await until.catch(() => undefined);
  times.sort((a, b) => a - b);
  return {
    slowest: times[times.length - 1] ?? NaN,
    p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? NaN,
    asked: times.length,
  };
}

async function until(
  u: User,
  fileId: string,
  statuses: string[],
  limitMs = F2_LIMIT_MS,
): Promise<ReadingState | null> {
  const end = Date.now() + limitMs;
  for (;;) {
    const r = await readingOf(u, fileId);
    if (!r || statuses.includes(r.status) || Date.now() > end) return r;
    await sleep(100);
  }
}

/** The API's bill-reader children. */
const readerPids = (apiPid: number) => readerProcessesOf(apiPid);

async function measure(root: string): Promise<void> {
  const name = `fp_bench_attacks_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let api: ChildProcess | null = null;
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    process.env.SEED = 'none';
    api = await startBenchApi(url.toString(), PORT, root);
    await db.connect();
    console.log(`\n== ${root}`);

    // F1
    for (const lines of F1_LINES) {
      const u = await makeUser(db, `f1-${lines}`);
      const bytes = await longLinePdf(lines, 100_000);
      const t = performance.now();
      const work = (async () => {
        const id = await upload(u, bytes, 'long.pdf', 'application/pdf');
        await startReading(u, id);
        return until(u, id, ['DONE', 'FAILED']);
      })();
      const h = await healthzWhile(work);
      const r = await work.catch((e: Error) => ({ status: `not read (${e.message})`, error: null }));
      console.log(
        `F1 ${lines} line(s) of 100,000 characters (${bytes.length} bytes): /healthz slowest ${fmt(h.slowest)}, p99 ${fmt(h.p99)} over ${h.asked} asks; reading ${r?.status} in ${fmt(performance.now() - t)}`,
      );
    }

    // F2
    const a = await makeUser(db, 'f2-a');
    const b = await makeUser(db, 'f2-b');
    const scan = (await corpusFile(itemizedStatement(3), 'scan-pdf', 0)).bytes;
    const small = (await corpusFile(itemizedStatement(), 'text-pdf', 0)).bytes;
    const aFiles: string[] = [];
    for (let i = 0; i < 6; i++) aFiles.push(await upload(a, scan, `a${i}.pdf`, 'application/pdf'));
    const bFile = await upload(b, small, 'b.pdf', 'application/pdf');
    for (const f of aFiles) await startReading(a, f);
    const t2 = performance.now();
    await startReading(b, bFile);
    const began = await until(b, bFile, ['READING', 'DONE', 'FAILED']);
    const beganMs = performance.now() - t2;
    const done = await until(b, bFile, ['DONE', 'FAILED']);
    const doneMs = performance.now() - t2;
    const aDone = (await Promise.all(aFiles.map((f) => readingOf(a, f)))).filter(
      (r) => r?.status === 'DONE',
    ).length;
    console.log(
      `F2 B's 1-page PDF behind A's six 3-page scans: began after ${began?.status === 'QUEUED' ? `more than ${fmt(beganMs)} (still queued)` : fmt(beganMs)}, ${done?.status ?? 'no answer'} after ${fmt(doneMs)}; A's readings done by then: ${aDone} of 6`,
    );
    // A's remaining readings are not waited for: deleting A's files ends them (or, before the fix, not).
    await db.query(`DELETE FROM app_user WHERE id = $1`, [a.id]);
    for (let i = 0; i < 100 && readerPids(api.pid!).length > 0; i++) await sleep(100);

    // F3
    const c = await makeUser(db, 'f3');
    const png = bombPng(20_000, 20_000);
    const pngId = await upload(c, png, 'bomb.png', 'image/png');
    await startReading(c, pngId);
    let peak = 0;
    const f3 = until(c, pngId, ['DONE', 'FAILED'], 120_000);
    let settled = false;
    void f3.finally(() => (settled = true));
    while (!settled) {
      for (const pid of readerPids(api.pid!)) {
        try {
          peak = Math.max(peak, rssOf(pid) || 0);
        } catch {
          // Ended between the two looks.
        }
      }
      await sleep(20);
    }
    const r3 = await f3;
    console.log(
      `F3 a ${png.length}-byte PNG declaring 20000 x 20000: reader's peak RSS ${Math.round(peak / 1024 / 1024)} MB (sampled every 20 ms); ${r3?.status}: ${r3?.error?.slice(0, 90) ?? ''}`,
    );

    // F4
    const d = await makeUser(db, 'f4');
    const scanId = await upload(d, scan, 'gone.pdf', 'application/pdf');
    await startReading(d, scanId);
    let pid: number | undefined;
    for (let i = 0; i < 600 && !pid; i++) {
      pid = readerPids(api.pid!)[0];
      if (!pid) await sleep(50);
    }
    await sleep(500);
    const del = await fetch(`${base}/api/files/${scanId}`, { method: 'DELETE', headers: headers(d) });
    const t4 = performance.now();
    let gone = false;
    while (!gone && performance.now() - t4 < 300_000) {
      gone = !pid || !readerPids(api.pid!).includes(pid);
      if (!gone) await sleep(20);
    }
    console.log(
      `F4 a 3-page scan deleted (${del.status}) while read: its reader ${gone ? `ended ${fmt(performance.now() - t4)} after the delete` : 'still running after 300 s'}`,
    );
  } finally {
    await db.end().catch(() => undefined);
    await stopBenchChild(api);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

async function main() {
  for (const root of ROOTS) await measure(root);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
