/**
 * Several hosts starting at once on one PostgreSQL database migrate it one at a time (issue 43): a start
 * waits while another process holds the migration lock, then finds nothing left to run. PGlite is one
 * process, so this is PostgreSQL's only.
 */
import 'reflect-metadata';
import pg from 'pg';
import { MIGRATION_LOCK_ID, openDatabase, type Database } from './data-source';
import { openTestDatabase, TEST_DB_KINDS, type TestDatabase } from './testing';

const describePostgres = TEST_DB_KINDS.includes('postgres') ? describe : describe.skip;

describePostgres('migrations under one lock for the whole site (postgres)', () => {
  let db: TestDatabase;
  let url: string;
  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    url = (db.dataSource.options as { url: string }).url;
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('a start waits for the host holding the lock, then opens the migrated database', async () => {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    let opened: Database | null = null;
    try {
      await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      const opening = openDatabase({ url, poolSize: 2 }).then((d) => (opened = d));
      // The start's own connection is seen waiting for the advisory lock, and it has not opened.
      for (let i = 0; i < 100; i++) {
        const { rows } = await other.query(
          `SELECT 1 FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = 'fairprice-migrations'
             AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
        );
        if (rows.length > 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const { rows: waiting } = await other.query(
        `SELECT 1 FROM pg_stat_activity WHERE application_name = 'fairprice-migrations' AND wait_event = 'advisory'
           AND datname = current_database()`,
      );
      expect(waiting).toHaveLength(1);
      expect(opened).toBeNull();
      await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      await opening;
      expect(opened).not.toBeNull();
      const [{ n }] = await opened!.dataSource.query('SELECT count(*)::int AS n FROM migrations');
      expect(n).toBeGreaterThan(10);
    } finally {
      await (opened as Database | null)?.close();
      await other.end();
    }
  });
});
