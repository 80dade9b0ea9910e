/**
 * A first start whose shipped-data load fails does not leave the site without prices and without a word:
 * the failure is logged as an error, dataStatus says it failed and when the server tries again, and it
 * does try again (here the files are missing, so every attempt fails the same way).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { DataLoadTracker } from '@fp/cms-import';
import { loadConfig } from './config';
import { startSnapshotLoad } from './startup';
import { testDbKind } from './testing/test-app';

describe(`shipped price data load that fails (${testDbKind()})`, () => {
  let db: TestDatabase;
  let tmp: string;

  beforeAll(async () => {
    db = await openTestDatabase(testDbKind());
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-retry-'));
  });
  afterAll(async () => {
    await db?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('logs an error, shows the failure with the next attempt in dataStatus, and tries again', async () => {
    const lines: { level: number; msg: string; attempt?: number }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED: 'snapshot',
      WEB_DIST: '/nonexistent',
      SNAPSHOT_DIR: tmp,
    });
    const tracker = new DataLoadTracker();
    const load = await startSnapshotLoad(db.dataSource, config, log, tracker, { retryDelaysMs: [20, 40] });
    expect(load).not.toBeNull();

    const errors = () => lines.filter((l) => l.level >= 50);
    for (let i = 0; i < 100 && errors().length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    expect(errors().length).toBeGreaterThanOrEqual(3);
    expect(errors()[0]!.msg).toMatch(/loading the shipped price data failed/);
    expect(
      errors()
        .map((e) => e.attempt)
        .slice(0, 3),
    ).toEqual([1, 2, 3]);
    const status = tracker.get();
    expect(status.state).toBe('failed');
    expect(status.message).toMatch(
      /^The price data could not be loaded yet\. The server tries again at \d\d:\d\d UTC\.$/,
    );

    load!.stop();
    await load!.done;
    const after = errors().length;
    await new Promise((r) => setTimeout(r, 150));
    expect(errors().length).toBe(after);
  });
});
