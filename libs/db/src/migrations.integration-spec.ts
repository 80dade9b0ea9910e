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
import { RENAMED_MIGRATIONS, recordRenamedMigrations } from './migrations/renamed';
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
    const at = MIGRATIONS.findIndex((m) => m.name === 'RecordsChangeNotify1795496608000');
    // Back to the schema just before RecordsChangeNotify (the last applied is reverted first).
    for (let i = at; i < MIGRATIONS.length; i++) await ds.undoLastMigration({ transaction: 'each' });
    for (const sql of olderVersion(fn)) await ds.query(sql);
    await ds.query(`INSERT INTO migrations (timestamp, name) VALUES ($1, $2)`, [
      1800002100000,
      'RecordsChangeNotify1800002100000',
    ]);
    expect((await triggerState(ds)).triggers.map((t) => t.name)).toContain('event_records_changed');

    // Such a database knows RecordsChangeNotify by its first name (dated 2027), as the server finds it.
    await recordRenamedMigrations(ds);
    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.showMigrations()).toBe(false);
    expect(await triggerState(ds)).toEqual(fresh);
  });
});

/** Constraints of the tracker's file and bill tables, and usage_counter's columns: what the repair makes. */
async function recordsShape(ds: DataSource) {
  const constraints: { name: string; def: string }[] = await ds.query(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid IN ('file_item'::regclass, 'bill'::regclass) ORDER BY 1`,
  );
  const columns: { name: string }[] = await ds.query(
    `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'usage_counter' ORDER BY 1`,
  );
  return { constraints, columns: columns.map((c) => c.name) };
}

describe.each(TEST_DB_KINDS.map((k) => [k]))('migrations renamed or edited after they ran (%s)', (kind) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('a database that ran the six under their 2027 names gets their new names and runs none again', async () => {
    const ds = db.dataSource;
    const before: { id: number; name: string }[] = await ds.query(`SELECT id, name FROM migrations ORDER BY id`);
    for (const { from, to } of RENAMED_MIGRATIONS)
      await ds.query(`UPDATE migrations SET name = $1, timestamp = $2 WHERE name = $3`, [
        from,
        Number(from.slice(-13)),
        to,
      ]);
    expect(await ds.showMigrations()).toBe(true);

    await recordRenamedMigrations(ds);
    expect(await ds.showMigrations()).toBe(false);
    expect(await ds.runMigrations({ transaction: 'each' })).toEqual([]);
    expect(await ds.query(`SELECT id, name FROM migrations ORDER BY id`)).toEqual(before);
    const stamps: { timestamp: number; name: string }[] = await ds.query(`SELECT timestamp, name FROM migrations`);
    for (const { timestamp, name } of stamps) expect(String(timestamp)).toBe(name.slice(-13));
  });

  it('a database that ran the first PriceSummary and RecordsIntegrity ends as a fresh one, its files kept', async () => {
    const ds = db.dataSource;
    const fresh = await recordsShape(ds);
    // An owner with a visit, a bill and a file of that bill (bill_id only, as the first version kept it).
    const [{ id: owner }] = await ds.query(
      `INSERT INTO app_user (email, reference) VALUES ('repair@example.com', 'repair') RETURNING id`,
    );
    const [{ id: event }] = await ds.query(
      `INSERT INTO event (owner_id, name) VALUES ($1, 'A visit') RETURNING id`,
      [owner],
    );
    const [{ id: bill }] = await ds.query(
      `INSERT INTO bill (owner_id, event_id, total_cents) VALUES ($1, $2, 1000) RETURNING id`,
      [owner, event],
    );
    // The first versions' schema.
    await ds.query(`ALTER TABLE usage_counter DROP COLUMN last_key`);
    await ds.query(`ALTER TABLE file_item DROP CONSTRAINT ck_file_item_bill_has_event`);
    await ds.query(`ALTER TABLE file_item DROP CONSTRAINT fk_file_item_bill_owner`);
    await ds.query(`ALTER TABLE bill DROP CONSTRAINT uq_bill_id_event_owner`);
    await ds.query(`ALTER TABLE file_item ADD CONSTRAINT fk_file_item_bill_owner FOREIGN KEY (bill_id, owner_id)
       REFERENCES bill (id, owner_id) ON DELETE CASCADE`);
    await ds.query(
      `ALTER TABLE file_item ADD CONSTRAINT ck_file_item_one_parent CHECK (num_nonnulls(event_id, bill_id) = 1)`,
    );
    const [{ id: file }] = await ds.query(
      `INSERT INTO file_item (owner_id, bill_id, name, storage_key, ext, size, content_type)
       VALUES ($1, $2, 'bill.pdf', 'k', 'pdf', 10, 'application/pdf') RETURNING id`,
      [owner, bill],
    );
    expect(await recordsShape(ds)).not.toEqual(fresh);
    await ds.query(`DELETE FROM migrations WHERE name = 'EditedMigrationsRepair1795945729851'`);

    await ds.runMigrations({ transaction: 'each' });
    expect(await recordsShape(ds)).toEqual(fresh);
    expect(await ds.query(`SELECT event_id, bill_id FROM file_item WHERE id = $1`, [file])).toEqual([
      { event_id: event, bill_id: bill },
    ]);
  });
});
