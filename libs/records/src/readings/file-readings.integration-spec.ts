/**
 * Reading an uploaded bill as a job (issue 30), against the real reader and a real database: the owner's
 * file is read off the request path with the duplicate line found; another user can neither start nor see
 * it; the reading goes with its file; a file that cannot be read or has too many pages fails with a
 * message saying what to do; a reading under way when its process stops is read by the next one; two
 * processes on one database read each file once (more hosts: reading-jobs.integration-spec.ts).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pino from 'pino';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { FilesService, LocalFileStore } from '@fp/storage';
import { corpusFile, itemizedStatement } from '@fp/bill-reading/testing';
import { FileReadingService, READ_MAX_PAGES } from './file-readings.service';
import { errorCode, newTestUser, testDbKind } from '../testing';

const kind = testDbKind();
const log = pino({ level: 'silent' });
jest.setTimeout(120_000);

describe(`reading an uploaded bill (${kind})`, () => {
  let db: TestDatabase;
  let tmp: string;
  let files: FilesService;
  let readings: FileReadingService;
  let alice: string;
  let bob: string;
  let itemizedPdf: Uint8Array;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-readings-'));
    files = new FilesService(db.dataSource, new LocalFileStore(tmp), {
      maxFileBytes: 50_000_000,
      quotaBytes: 500_000_000,
      log,
    });
    readings = new FileReadingService(db.dataSource, files, { log });
    alice = await newTestUser(db.dataSource, 'alice');
    bob = await newTestUser(db.dataSource, 'bob');
    itemizedPdf = (await corpusFile(itemizedStatement(), 'text-pdf', 0)).bytes;
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const upload = (owner: string, bytes: Uint8Array | string, name: string) =>
    files.upload(owner, Readable.from([Buffer.from(bytes)]), { name });
  const status = async (fileId: string) =>
    (await db.dataSource.query('SELECT status, attempts FROM file_reading WHERE file_id = $1', [fileId]))[0];

  it("reads the owner's itemized bill off the request path: fields, lines, the duplicate CBC, no patient name", async () => {
    const file = await upload(alice, itemizedPdf, 'statement.pdf');
    const queued = await readings.start(alice, file.id);
    expect(queued).toMatchObject({ status: 'QUEUED', pagesDone: 0, reading: null, findings: [] });
    expect(await readings.runNext()).toBe(true);
    const done = (await readings.get(alice, file.id))!;
    expect(done.status).toBe('DONE');
    expect(done.pagesDone).toBe(1);
    expect(done.reading!.layout).toBe('ITEMIZED');
    expect(done.reading!.admissionDate?.value).toBe('2025-01-06');
    const dup = done.findings.find((f) => f.kind === 'DUPLICATE');
    expect(dup).toBeDefined();
    expect(dup!.lines).toHaveLength(2);
    const [a, b] = dup!.lines.map((i) => done.reading!.lines[i]!);
    expect(a!.code).toBe(b!.code);
    expect(dup!.amountCents).toBe(b!.amountCents);
    expect(done.text).toContain('ITEMIZED STATEMENT');
    expect(done.text).not.toContain('ROBERT T EXAMPLE');
    // Asked again, a done reading is answered as it stands; `again` queues it afresh.
    expect((await readings.start(alice, file.id)).status).toBe('DONE');
    expect((await readings.start(alice, file.id, true)).status).toBe('QUEUED');
    expect(await readings.runNext()).toBe(true);
    expect((await readings.get(alice, file.id))!.status).toBe('DONE');
  });

  it("another user can neither start nor see the owner's reading", async () => {
    const file = await upload(alice, itemizedPdf, 'mine.pdf');
    await readings.start(alice, file.id);
    expect(await errorCode(readings.start(bob, file.id))).toBe('NOT_FOUND');
    expect(await errorCode(readings.get(bob, file.id))).toBe('NOT_FOUND');
    expect(await errorCode(readings.get(bob, 'not-a-uuid'))).toBe('NOT_FOUND');
    expect(await readings.get(alice, file.id)).not.toBeNull();
    await readings.runNext();
  });

  it('is deleted with its file', async () => {
    const file = await upload(alice, itemizedPdf, 'gone.pdf');
    await readings.start(alice, file.id);
    await readings.runNext();
    expect(await status(file.id)).toMatchObject({ status: 'DONE' });
    await files.delete(alice, file.id);
    expect(await status(file.id)).toBeUndefined();
  });

  it('refuses a type it cannot read, with what to do', async () => {
    const file = await upload(alice, 'Total due: $100.00\n', 'notes.txt');
    await expect(readings.start(alice, file.id)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('Only PDF, PNG and JPEG files can be read'),
    });
    expect(await status(file.id)).toBeUndefined();
  });

  it(`fails clearly on a file with more than ${READ_MAX_PAGES} pages, and on a damaged PDF`, async () => {
    const long = await corpusFile(itemizedStatement(READ_MAX_PAGES + 2), 'text-pdf', 0);
    const file = await upload(alice, long.bytes, 'long.pdf');
    await readings.start(alice, file.id);
    await readings.runNext();
    const failed = (await readings.get(alice, file.id))!;
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toContain(String(READ_MAX_PAGES));
    expect(failed.error).toMatch(/pages/);
    expect(failed.reading).toBeNull();

    const broken = await upload(alice, '%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%EOF garbage', 'broken.pdf');
    await readings.start(alice, broken.id);
    await readings.runNext();
    const bad = (await readings.get(alice, broken.id))!;
    expect(bad.status).toBe('FAILED');
    expect(bad.error).toMatch(/could not be (read|opened)/);
    expect(bad.error).toMatch(/PDF|photo/);
    expect(bad.error).not.toMatch(/Error:|at .*\.ts/);
  });

  it('a reading under way when its process stops goes back to the queue and is read by the next', async () => {
    const file = await upload(alice, itemizedPdf, 'stopping.pdf');
    // A reader that only ends when told to stop.
    const stopping = new FileReadingService(db.dataSource, files, {
      log,
      pollMs: 500,
      read: (_bytes, _type, { signal }) =>
        new Promise((_resolve, reject) => {
          if (signal?.aborted) reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    });
    const stop = await stopping.startWorker({ singleProcess: false });
    await stopping.start(alice, file.id);
    for (let i = 0; i < 600 && (await status(file.id)).status !== 'READING'; i++)
      await new Promise((r) => setTimeout(r, 100));
    await stop();
    expect(await status(file.id)).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(await readings.runNext()).toBe(true);
    expect(await status(file.id)).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('one process (PGlite): a reading left under way by its last run is read when it starts again', async () => {
    const file = await upload(alice, itemizedPdf, 'restart.pdf');
    await readings.start(alice, file.id);
    // The process began it and died.
    await db.dataSource.query(`UPDATE file_reading SET status = 'READING', attempts = 1 WHERE file_id = $1`, [
      file.id,
    ]);
    const next = new FileReadingService(db.dataSource, files, { log, pollMs: 500 });
    const stop = await next.startWorker({ singleProcess: true });
    for (let i = 0; i < 600 && (await status(file.id)).status !== 'DONE'; i++)
      await new Promise((r) => setTimeout(r, 100));
    await stop();
    expect(await status(file.id)).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('two processes on one database read each queued file once', async () => {
    const one = await upload(alice, itemizedPdf, 'one.pdf');
    const two = await upload(bob, itemizedPdf, 'two.pdf');
    await readings.start(alice, one.id);
    await readings.start(bob, two.id);
    const other = new FileReadingService(db.dataSource, files, { log });
    const ran = await Promise.all([readings.runNext(), other.runNext()]);
    expect(ran).toEqual([true, true]);
    expect(await status(one.id)).toMatchObject({ status: 'DONE', attempts: 1 });
    expect(await status(two.id)).toMatchObject({ status: 'DONE', attempts: 1 });
    expect(await readings.runNext()).toBe(false);
  });
});
