/**
 * The periodic files sweep: unfinished resumable uploads nobody will finish are removed with their
 * reservations, and live ones are kept. (That it runs once per period for the whole site is the periodic
 * jobs' test, libs/db/src/periodic-jobs.integration-spec.ts.)
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { FilesService } from './files.service';
import { runFilesSweep } from './files-sweeper';
import { LocalFileStore } from './local-file-store';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const log = pino({ level: 'silent' });

describe(`files sweep (${kind})`, () => {
  let db: TestDatabase;
  let tmp: string;
  let partialDir: string;
  let files: FilesService;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-sweeper-'));
    partialDir = path.join(tmp, '.tus');
    fs.mkdirSync(partialDir);
    files = new FilesService(db.dataSource, new LocalFileStore(tmp), {
      maxFileBytes: 1000,
      quotaBytes: 10_000,
      partialDir,
      log,
    });
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** An unfinished upload's two files, last written `ageMs` ago. */
  function partial(id: string, ageMs: number) {
    const when = new Date(Date.now() - ageMs);
    for (const name of [id, `${id}.json`]) {
      fs.writeFileSync(path.join(partialDir, name), 'x');
      fs.utimesSync(path.join(partialDir, name), when, when);
    }
  }

  it('removes unfinished uploads nobody will finish, and keeps live ones', async () => {
    const [u] = await db.dataSource.query(
      `INSERT INTO app_user (email, reference) VALUES ('sweep@example.com', 'sweepref1') RETURNING id`,
    );
    const hour = 3_600_000;
    // Live: reserved, still being sent.
    await files.reserve(u.id, 'live', 500);
    partial('live', 2 * hour);
    // Expired reservation: its bytes and its reservation go.
    await files.reserve(u.id, 'expired', 500);
    await db.dataSource.query(
      `UPDATE upload_reservation SET expires_at = now() - interval '1 minute' WHERE upload_id = 'expired'`,
    );
    partial('expired', 2 * hour);
    // No reservation (cancelled, or its account deleted): removed once past the grace period.
    partial('orphan', 2 * hour);
    // No reservation but brand new: may be an upload being created right now.
    partial('fresh', 0);
    expect(await files.usage(u.id)).toBe(500);

    const swept = await runFilesSweep(files, tmp, log);
    expect(swept!.partialUploads).toEqual(['expired', 'orphan']);
    expect(fs.readdirSync(partialDir).sort()).toEqual(['fresh', 'fresh.json', 'live', 'live.json']);
    const left: { upload_id: string }[] = await db.dataSource.query(
      'SELECT upload_id FROM upload_reservation ORDER BY upload_id',
    );
    expect(left.map((r) => r.upload_id)).toEqual(['live']);
    expect(await files.usage(u.id)).toBe(500);
  });
});
