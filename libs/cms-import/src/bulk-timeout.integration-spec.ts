/**
 * Bulk loads are not requests: the pool's per-statement timeout (DB_STATEMENT_TIMEOUT_MS, 5 s by default,
 * there so one slow search cannot hold a connection) must not cut the catalogue or a price file load
 * short on a busy machine. A statement is made slow on purpose: another connection holds a write lock on
 * a table the load writes for longer than the timeout, then lets go.
 */
import path from 'node:path';
import 'reflect-metadata';
import { openDatabase, type Database } from '@fp/db';
import { openTestDatabase, TEST_DB_KINDS, type TestDatabase } from '@fp/db/testing';
import { loadCatalog } from './catalog-loader';
import { importPriceFile } from './price-import';
import { DEFAULT_SNAPSHOT_DIR } from './snapshot';

const TIMEOUT_MS = 300;
const HOLD_MS = 1500;

describe.each(TEST_DB_KINDS)('bulk loads under the request statement timeout on %s', (kind) => {
  let db: TestDatabase;
  /** The same database through a pool whose statements time out after TIMEOUT_MS. */
  let strict: Database;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const url = (db.dataSource.options as { url?: string }).url;
    strict = url
      ? await openDatabase({ url, poolSize: 3, statementTimeoutMs: TIMEOUT_MS, runMigrations: false })
      : db; // PGlite: one in-process session, no pool timeout to speak of
  }, 120_000);
  afterAll(async () => {
    if (strict !== db) await strict?.close();
    await db?.drop();
  });

  /** Holds an EXCLUSIVE lock (reads go on, writes wait) on `table` for HOLD_MS, on its own connection. */
  async function holdWriteLock(table: string): Promise<() => Promise<void>> {
    if (kind === 'pglite') return async () => undefined;
    const runner = db.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    await runner.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        void runner
          .commitTransaction()
          .then(() => runner.release())
          .then(() => resolve());
      }, HOLD_MS),
    );
    return () => released;
  }

  it('loads the catalogue and a shipped price file although a statement waits longer than the timeout', async () => {
    const catalogLock = await holdWriteLock('catalog_meta');
    const catalog = await loadCatalog(strict.dataSource);
    await catalogLock();
    expect(catalog.loaded).toBe(true);

    const priceLock = await holdWriteLock('dataset');
    const summary = await importPriceFile(
      strict.dataSource,
      path.join(DEFAULT_SNAPSHOT_DIR, 'medicare_inpatient_ny_2022.csv.gz'),
    );
    await priceLock();
    expect(summary).toMatchObject({ year: 2022, skipped: 0 });
    expect(summary.inserted).toBeGreaterThan(8000);

    // The pool's connections keep the request timeout for everything else.
    const [row] = await strict.dataSource.query(`SHOW statement_timeout`);
    if (kind === 'postgres') expect(row.statement_timeout).toBe(`${TIMEOUT_MS}ms`);
  });
});
