/**
 * Bill readings on the job queue (pg-boss, issue 43) with several hosts on one database: two workers, each
 * with its own job queue as two hosts would have (on PostgreSQL each also on its own connection pool), read
 * each of a dozen files exactly once; a worker that dies mid-reading leaves its reading to be tried again
 * elsewhere, and it is finished once (the lost worker's late answer changes nothing); a reading whose
 * worker dies every time is given up after MAX_ATTEMPTS with a message saying what to do.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { openDatabase, openJobQueue, type Database, type JobQueue } from '@fp/db';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import type { BillReading } from '@fp/domain';
import { FilesService, LocalFileStore } from '@fp/storage';
import { FileReadingService, MAX_ATTEMPTS } from './file-readings.service';
import type { ReadBill } from './reading-runner';
import { newTestUser, testDbKind } from '../testing';

const kind = testDbKind();
const log = pino({ level: 'silent' });
jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(what: string, f: () => Promise<T | undefined | null | false>, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const reading = (pages: number): BillReading =>
  ({
    layout: 'UNKNOWN',
    method: 'TEXT',
    pages,
    hospital: null,
    statementDate: null,
    admissionDate: null,
    dischargeDate: null,
    totalChargesCents: null,
    insurancePaidCents: null,
    insuranceAdjustedCents: null,
    patientResponsibilityCents: null,
    drg: null,
    insurer: null,
    lines: [],
  }) as BillReading;

describe(`bill readings on the job queue, several hosts (${kind})`, () => {
  let db: TestDatabase;
  /** The second host's database: its own pool on PostgreSQL; on PGlite (one process) the same one. */
  let second: Database | null = null;
  let secondDb: DataSource;
  let tmp: string;
  const queues: JobQueue[] = [];
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-reading-jobs-'));
    if (kind === 'postgres') {
      const url = (db.dataSource.options as { url: string }).url;
      second = await openDatabase({ url, poolSize: 3 });
    }
    secondDb = second?.dataSource ?? db.dataSource;
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    for (const q of queues.splice(0)) await q.stop({ graceful: false, close: false });
  });
  afterAll(async () => {
    await second?.close();
    await db?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** A host: its own job queue (maintenance every second) and its own reading service on `on`. */
  async function host(on: DataSource, read: ReadBill, opts: { jobExpireSeconds?: number } = {}) {
    const jobs = await openJobQueue(on, { maintenanceSeconds: 1 });
    queues.push(jobs);
    const files = new FilesService(on, new LocalFileStore(tmp), {
      maxFileBytes: 1_000_000,
      quotaBytes: 100_000_000,
      log,
    });
    const readings = new FileReadingService(on, files, {
      log,
      read,
      jobs,
      pollMs: 500,
      retryDelaySeconds: 1,
      maxQueued: 20,
      ...opts,
    });
    return { files, readings };
  }

  const upload = (files: FilesService, owner: string, n: number) =>
    files.upload(owner, Readable.from([Buffer.from(`%PDF-1.7\n% bill ${n}\n`)]), { name: `bill${n}.pdf` });
  const rowOf = async (fileId: string) =>
    (
      (await db.dataSource.query(
        `SELECT status, attempts, error, result->>'pages' AS pages FROM file_reading WHERE file_id = $1`,
        [fileId],
      )) as { status: string; attempts: number; error: string | null; pages: string | null }[]
    )[0];

  it('two hosts read each of 12 files exactly once', async () => {
    const reads = new Map<string, number>();
    const byHost = [0, 0];
    const readOn =
      (h: number): ReadBill =>
      async (bytes) => {
        const name = Buffer.from(bytes).toString('latin1');
        reads.set(name, (reads.get(name) ?? 0) + 1);
        byHost[h]!++;
        await sleep(100);
        return { reading: reading(1), text: '' };
      };
    const a = await host(db.dataSource, readOn(0));
    const b = await host(secondDb, readOn(1));
    const owners = [
      await newTestUser(db.dataSource, 'ja'),
      await newTestUser(db.dataSource, 'jb'),
      await newTestUser(db.dataSource, 'jc'),
    ];
    // Both hosts up, then users start readings on either.
    stops.push(await a.readings.startWorker({ singleProcess: false }));
    stops.push(await b.readings.startWorker({ singleProcess: false }));
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) {
      const owner = owners[n % 3]!;
      // Readings started on either host.
      const on = n % 2 === 0 ? a : b;
      const f = await upload(on.files, owner, n);
      await on.readings.start(owner, f.id);
      ids.push(f.id);
    }
    await waitFor('every reading to end', async () => {
      const rows = await Promise.all(ids.map(rowOf));
      return rows.every((r) => r?.status === 'DONE');
    });
    for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: 'DONE', attempts: 1 });
    expect(reads.size).toBe(12);
    expect([...reads.values()].every((n) => n === 1)).toBe(true);
    expect(byHost[0]! + byHost[1]!).toBe(12);
  });

  it('a worker that dies mid-reading: the reading is tried again on another host and finished once', async () => {
    const owner = await newTestUser(db.dataSource, 'dies');
    // Host A's reader never answers (its host died) until the test lets it, long after.
    let answerLate: (pages: number) => void = () => undefined;
    let aReads = 0;
    const a = await host(
      db.dataSource,
      () => {
        aReads++;
        return new Promise((resolve) => {
          answerLate = (pages) => resolve({ reading: reading(pages), text: 'late' });
        });
      },
      { jobExpireSeconds: 2 },
    );
    let bReads = 0;
    const b = await host(secondDb, async () => {
      bReads++;
      return { reading: reading(1), text: 'from B' };
    });
    const f = await upload(a.files, owner, 100);
    await a.readings.start(owner, f.id);
    const lost = a.readings.runNext();
    await waitFor('host A to begin', async () => (await rowOf(f.id))?.status === 'READING' && aReads === 1);
    // Host B, up all along, sees A's job expire (2 s) and retries it.
    stops.push(await b.readings.startWorker({ singleProcess: false }));
    await waitFor('the reading to end', async () => (await rowOf(f.id))?.status === 'DONE');
    expect(await rowOf(f.id)).toMatchObject({ status: 'DONE', attempts: 2, pages: '1' });
    expect(bReads).toBe(1);
    // A answers at last: its attempt is no longer the reading's, so nothing changes.
    answerLate(7);
    await lost;
    expect(await rowOf(f.id)).toMatchObject({ status: 'DONE', attempts: 2, pages: '1' });
    expect(
      (await db.dataSource.query(`SELECT text FROM file_reading WHERE file_id = $1`, [f.id]))[0].text,
    ).toBe('from B');
    expect(aReads).toBe(1);
  });

  it('a reading tried again after a lost host counts its pages in the owner’s day once', async () => {
    const owner = await newTestUser(db.dataSource, 'pages-once');
    let aReads = 0;
    const a = await host(
      db.dataSource,
      (_bytes, _mime, opts) => {
        aReads++;
        // Host A learns the page count (3), counts it, then never answers: its host died.
        opts.onProgress?.(0, 3);
        return new Promise(() => undefined);
      },
      { jobExpireSeconds: 2 },
    );
    const b = await host(secondDb, async (_bytes, _mime, opts) => {
      opts.onProgress?.(0, 3);
      opts.onProgress?.(3, 3);
      return { reading: reading(3), text: 'from B' };
    });
    const f = await upload(a.files, owner, 101);
    await a.readings.start(owner, f.id);
    void a.readings.runNext();
    await waitFor('host A to count the pages', async () => (await a.readings.pagesReadToday(owner)) === 3);
    stops.push(await b.readings.startWorker({ singleProcess: false }));
    await waitFor('the reading to end', async () => (await rowOf(f.id))?.status === 'DONE');
    expect(await rowOf(f.id)).toMatchObject({ status: 'DONE', attempts: 2, pages: '3' });
    expect(aReads).toBe(1);
    // Three pages read once: the day holds 3, not 6.
    expect(await b.readings.pagesReadToday(owner)).toBe(3);
  });

  it(`gives a reading up after ${MAX_ATTEMPTS} attempts whose workers all died, saying what to do`, async () => {
    const owner = await newTestUser(db.dataSource, 'always');
    let begun = 0;
    // Every reader dies: it never answers.
    const a = await host(
      db.dataSource,
      () => {
        begun++;
        return new Promise(() => undefined);
      },
      { jobExpireSeconds: 1 },
    );
    const f = await upload(a.files, owner, 200);
    await a.readings.start(owner, f.id);
    // The worker's own wait on a job ends at its expiry, so it goes on to the retry.
    stops.push(await a.readings.startWorker({ singleProcess: false }));
    const failed = await waitFor('the reading to be given up', async () => {
      const r = await rowOf(f.id);
      return r?.status === 'FAILED' && r;
    });
    expect(begun).toBe(MAX_ATTEMPTS);
    expect(failed.attempts).toBe(MAX_ATTEMPTS + 1);
    expect(failed.error).toMatch(new RegExp(`stopped ${MAX_ATTEMPTS} times.*Fill in the forms by hand`));
  });
});
