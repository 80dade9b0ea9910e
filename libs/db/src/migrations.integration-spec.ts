/**
 * Databases that ran an older version of an edited migration end in the same state as a fresh one.
 *
 * RecordsChangeNotify was edited after it had been applied (issue 26): a database that ran its first
 * version (74bc2c8) or its second (d5d394c) never got what later versions added. The database is taken
 * back to the schema just before RecordsChangeNotify, that older version's SQL is applied and recorded
 * as RecordsChangeNotify (as such a database has it), and the rest is migrated: its triggers and trigger
 * functions must equal those of the fresh database.
 */
import type { DataSource } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { openTestDatabase, TEST_DB_KINDS, type TestDatabase } from './testing';

/** RecordsChangeNotify's `up` as first applied (74bc2c8): owners announced by event and bill. */
const ORIGINAL_FUNCTION = `CREATE FUNCTION records_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('fp_records_changed', OLD.owner_id::text);
    ELSE
      PERFORM pg_notify('fp_records_changed', NEW.owner_id::text);
    END IF;
    RETURN NULL;
  END $$`;

/** Its second version (d5d394c): an event also announces itself. No file_item trigger yet. */
const SECOND_FUNCTION = `CREATE FUNCTION records_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('fp_records_changed', OLD.owner_id::text);
    ELSE
      PERFORM pg_notify('fp_records_changed', NEW.owner_id::text);
    END IF;
    IF TG_TABLE_NAME = 'event' THEN
      PERFORM pg_notify('fp_records_changed', 'event:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
    END IF;
    RETURN NULL;
  END $$`;

/** The statements of an older RecordsChangeNotify: its function, then the event and bill triggers. */
function olderVersion(fn: string): string[] {
  return [
    fn,
    ...['event', 'bill'].flatMap((table) => [
      `CREATE TRIGGER ${table}_records_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION records_changed_notify()`,
      `CREATE TRIGGER ${table}_records_truncated AFTER TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION table_truncated_notify('fp_records_changed')`,
    ]),
  ];
}

/** The triggers (table and name) and the trigger functions (name and body) of the database. */
async function triggerState(ds: DataSource) {
  const triggers: { name: string; on: string }[] = await ds.query(
    `SELECT tgname AS name, tgrelid::regclass::text AS on FROM pg_trigger WHERE NOT tgisinternal ORDER BY 2, 1`,
  );
  const functions: { name: string; body: string }[] = await ds.query(
    `SELECT p.proname AS name, md5(p.prosrc) AS body FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
      WHERE l.lanname = 'plpgsql' ORDER BY 1, 2`,
  );
  return { triggers, functions };
}

describe.each(TEST_DB_KINDS.map((k) => [k]))('an edited migration, older versions applied (%s)', (kind) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('leaves no tracker change triggers on a fresh database', async () => {
    const { triggers, functions } = await triggerState(db.dataSource);
    expect(triggers.filter((t) => t.name.includes('records_'))).toEqual([]);
    expect(functions.map((f) => f.name)).not.toContain('records_changed_notify');
    expect(functions.map((f) => f.name)).not.toContain('event_files_changed_notify');
    // The session and account triggers stay (their caches stay).
    expect(triggers.map((t) => t.name)).toEqual(
      expect.arrayContaining(['session_changed', 'account_changed']),
    );
  });

  it.each([
    ['the first version (74bc2c8)', ORIGINAL_FUNCTION],
    ['the second version (d5d394c)', SECOND_FUNCTION],
  ])('brings a database that ran %s to the fresh state', async (_label, fn) => {
    const ds = db.dataSource;
    const fresh = await triggerState(ds);
    const at = MIGRATIONS.findIndex((m) => m.name === 'RecordsChangeNotify1800002100000');
    // Back to the schema just before RecordsChangeNotify (the last applied is reverted first).
    for (let i = at; i < MIGRATIONS.length; i++) await ds.undoLastMigration({ transaction: 'each' });
    for (const sql of olderVersion(fn)) await ds.query(sql);
    await ds.query(`INSERT INTO migrations (timestamp, name) VALUES ($1, $2)`, [
      1800002100000,
      'RecordsChangeNotify1800002100000',
    ]);
    expect((await triggerState(ds)).triggers.map((t) => t.name)).toContain('event_records_changed');

    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.showMigrations()).toBe(false);
    expect(await triggerState(ds)).toEqual(fresh);
  });
});
