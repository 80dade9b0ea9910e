/**
 * One user cannot stall everyone's bill reading (issue 38, the third attack pass): owners are taken in
 * turn (F2: user B's first reading starts while user A still has nine queued), an owner's queue is capped
 * and a day's pages are budgeted, with messages saying what to do; a reading past its time limit really
 * ends the reader's process; deleting the file or the account ends its reading within 2 s (F4).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pino from 'pino';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import type { BillReading } from '@fp/domain';
import { FilesService, LocalFileStore } from '@fp/storage';
import { corpusFile, itemizedStatement, readerProcessesOf } from '@fp/bill-reading/testing';
import { FileReadingService } from './file-readings.service';
import type { ReadBill } from './reading-runner';
import { newTestUser, testDbKind } from '../testing';

const kind = testDbKind();
const log = pino({ level: 'silent' });
jest.setTimeout(180_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The bill reader's processes started by this one. */
const readerChildren = () => readerProcessesOf(process.pid);

async function waitFor<T>(
  what: string,
  f: () => Promise<T | undefined | null | false> | T,
  ms = 60_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A reading of nothing much, for the tests where what is read does not matter. */
const blank = (pages: number): BillReading =>
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

describe(`reading is fair and can be stopped (${kind})`, () => {
  let db: TestDatabase;
  let tmp: string;
  let files: FilesService;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-reading-safety-'));
    files = new FilesService(db.dataSource, new LocalFileStore(tmp), {
      maxFileBytes: 50_000_000,
      quotaBytes: 500_000_000,
      log,
    });
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const upload = (owner: string, bytes: Uint8Array | string, name: string) =>
    files.upload(owner, Readable.from([Buffer.from(bytes)]), { name });
  const pdfOf = (n: number) => `%PDF-1.7\n% bill ${n}\n`;
  const statusOf = async (fileId: string) =>
    (
      (await db.dataSource.query('SELECT status, error FROM file_reading WHERE file_id = $1', [fileId])) as {
        status: string;
        error: string | null;
      }[]
    )[0];

  it("takes owners in turn: B's first reading starts while A still has nine queued; A's eleventh is refused (F2)", async () => {
    const a = await newTestUser(db.dataSource, 'a');
    const b = await newTestUser(db.dataSource, 'b');
    const c = await newTestUser(db.dataSource, 'c');
    const order: string[] = [];
    const names = new Map<string, string>();
    // What is read does not matter here, the order does: the reader says whose file it was given.
    const read: ReadBill = async (bytes) => {
      order.push(names.get(Buffer.from(bytes).toString('latin1'))!);
      return { reading: blank(1), text: '' };
    };
    const readings = new FileReadingService(db.dataSource, files, { log, read });
    for (let i = 0; i < 10; i++) {
      const f = await upload(a, pdfOf(i), `a${i}.pdf`);
      names.set(pdfOf(i), `A${i}`);
      await readings.start(a, f.id);
    }
    const eleventh = await upload(a, pdfOf(10), 'a10.pdf');
    await expect(readings.start(a, eleventh.id)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/10 files waiting to be read.*ask again/),
    });
    expect(await statusOf(eleventh.id)).toBeUndefined();
    const fb = await upload(b, pdfOf(100), 'b.pdf');
    names.set(pdfOf(100), 'B0');
    await readings.start(b, fb.id);

    expect(await readings.runNext()).toBe(true);
    expect(await readings.runNext()).toBe(true);
    expect(order).toEqual(['A0', 'B0']);
    // A third user arriving later is next, then A again: B has had its turn more recently than A.
    const fc = await upload(c, pdfOf(200), 'c.pdf');
    names.set(pdfOf(200), 'C0');
    await readings.start(c, fc.id);
    while (await readings.runNext()) {
      /* the rest of A's queue */
    }
    expect(order.slice(2, 4)).toEqual(['C0', 'A1']);
    expect(order).toHaveLength(12);
    // With a file read, A has room again.
    expect((await readings.start(a, eleventh.id)).status).toBe('QUEUED');
    await readings.runNext();
  });

  it('counts the pages read each day per owner, refuses past the budget with when it resets, and gives nothing back for a deleted file', async () => {
    const owner = await newTestUser(db.dataSource, 'pages');
    const pagesOf = new Map<string, number>();
    const read: ReadBill = async (bytes, _mime, opts) => {
      const pages = pagesOf.get(Buffer.from(bytes).toString('latin1'))!;
      opts.onProgress?.(0, pages);
      // The budget is checked as the page count becomes known: give it time to stop this reading.
      await sleep(300);
      if (opts.signal?.aborted) throw opts.signal.reason;
      opts.onProgress?.(pages, pages);
      return { reading: blank(pages), text: '' };
    };
    const readings = new FileReadingService(db.dataSource, files, { log, read, pagesPerDay: 5 });
    const file = async (n: number, pages: number) => {
      const f = await upload(owner, pdfOf(1000 + n), `p${n}.pdf`);
      pagesOf.set(pdfOf(1000 + n), pages);
      return f;
    };
    const three = await file(1, 3);
    await readings.start(owner, three.id);
    await readings.runNext();
    expect(await statusOf(three.id)).toMatchObject({ status: 'DONE' });
    expect(await readings.pagesReadToday(owner)).toBe(3);
    // Three more would make six: stopped as the count becomes known, nothing counted.
    const another = await file(2, 3);
    await readings.start(owner, another.id);
    await readings.runNext();
    expect(await statusOf(another.id)).toMatchObject({
      status: 'FAILED',
      error: expect.stringMatching(
        /3 pages of your bills have been read today.*5 a day.*midnight UTC.*by hand/,
      ),
    });
    expect(await readings.pagesReadToday(owner)).toBe(3);
    const two = await file(3, 2);
    await readings.start(owner, two.id);
    await readings.runNext();
    expect(await readings.pagesReadToday(owner)).toBe(5);
    // Deleting what was read gives no pages back; the next start is refused at once.
    await files.delete(owner, three.id);
    const more = await file(4, 1);
    await expect(readings.start(owner, more.id)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/5 pages of your bills have been read today/),
    });
    expect(await readings.pagesReadToday(owner)).toBe(5);
  });

  describe('with the real reader', () => {
    let slowScan: Uint8Array;
    beforeAll(async () => {
      // A scanned page: its OCR takes seconds.
      slowScan = (await corpusFile(itemizedStatement(), 'scan-pdf', 0)).bytes;
    });

    it('ends the reader’s process at the time limit, and says the reading took too long', async () => {
      const owner = await newTestUser(db.dataSource, 'slow');
      const readings = new FileReadingService(db.dataSource, files, { log, timeoutMs: 1_500 });
      const f = await upload(owner, slowScan, 'slow.pdf');
      await readings.start(owner, f.id);
      const running = readings.runNext();
      const [pid] = await waitFor('the reader to start', () => readerChildren());
      await running;
      expect(await statusOf(f.id)).toMatchObject({
        status: 'FAILED',
        error: expect.stringMatching(/took too long/),
      });
      await waitFor('the reader to end', () => !readerChildren().includes(pid!), 2_000);
    });

    it.each(['file', 'account'] as const)(
      'deleting the %s ends its reading within 2 s (F4)',
      async (what) => {
        const owner = await newTestUser(db.dataSource, `del-${what}`);
        const readings = new FileReadingService(db.dataSource, files, { log });
        const f = await upload(owner, slowScan, 'deleted.pdf');
        await readings.start(owner, f.id);
        const running = readings.runNext();
        const [pid] = await waitFor('the reader to start', () => readerChildren());
        // Reading is under way (the first page's OCR).
        await waitFor('the reading to start', async () => (await statusOf(f.id))?.status === 'READING');
        if (what === 'file') await files.delete(owner, f.id);
        else await db.dataSource.query('DELETE FROM app_user WHERE id = $1', [owner]);
        const deletedAt = Date.now();
        await waitFor('the reader to end', () => !readerChildren().includes(pid!), 2_000);
        expect(Date.now() - deletedAt).toBeLessThan(2_000);
        await running;
        expect(await statusOf(f.id)).toBeUndefined();
      },
    );
  });
});
