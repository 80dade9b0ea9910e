/**
 * The shipped price data is loaded by one process of the whole site (issue 43): while another host's
 * process holds the load's advisory lock, a starting one waits (and says so) instead of loading the same
 * files again; once the lock is free it makes its own attempt. PGlite is one process, so there the lock
 * is always this process's.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { DataLoadTracker } from '@fp/cms-import';
import { loadConfig } from './config';
import { SNAPSHOT_LOCK_ID, startSnapshotLoad, trySnapshotLock } from './startup';
import { testDbKind } from './testing/test-app';

const kind = testDbKind();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`shipped price data loaded by one host (${kind})`, () => {
  let db: TestDatabase;
  let tmp: string;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-lock-'));
  });
  afterAll(async () => {
    await db?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** A load of missing files (so every attempt fails and is logged), with its log lines. */
  async function load() {
    const lines: { level: number; msg: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED: 'snapshot',
      WEB_DIST: '/nonexistent',
      SNAPSHOT_DIR: tmp,
    });
    const tracker = new DataLoadTracker();
    const started = await startSnapshotLoad(db.dataSource, config, log, tracker, {
      retryDelaysMs: [3_600_000],
      lockPollMs: 50,
    });
    const attempts = () => lines.filter((l) => /loading the shipped price data failed/.test(l.msg)).length;
    return { started: started!, tracker, attempts };
  }

  it('waits while another host loads, then makes its own attempt', async () => {
    if (kind === 'pglite') {
      // One process: nobody else can hold it; the load goes ahead at once.
      const release = await trySnapshotLock(db.dataSource);
      expect(release).not.toBeNull();
      await release!();
      const { started, attempts } = await load();
      for (let i = 0; i < 100 && attempts() === 0; i++) await sleep(50);
      expect(attempts()).toBe(1);
      started.stop();
      await started.done;
      return;
    }
    // Another host: its own connection holding the lock, as its loading leader would.
    const other = new pg.Client({ connectionString: (db.dataSource.options as { url: string }).url });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1)', [SNAPSHOT_LOCK_ID]);
      expect(await trySnapshotLock(db.dataSource)).toBeNull();
      const { started, tracker, attempts } = await load();
      // It keeps asking for the lock: several polls go by without an attempt.
      await sleep(500);
      expect(attempts()).toBe(0);
      expect(tracker.get()).toMatchObject({
        state: 'loading',
        message: expect.stringMatching(/another server/),
      });
      await other.query('SELECT pg_advisory_unlock($1)', [SNAPSHOT_LOCK_ID]);
      for (let i = 0; i < 100 && attempts() === 0; i++) await sleep(50);
      expect(attempts()).toBe(1);
      expect(tracker.get().state).toBe('failed');
      // Its failed attempt let the lock go.
      const again = await trySnapshotLock(db.dataSource);
      expect(again).not.toBeNull();
      await again!();
      started.stop();
      await started.done;
    } finally {
      await other.end();
    }
  });
});
