import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard overview of an owner, the owner's number of events and events read by id may be kept in
 * memory by every API process (@fp/records OverviewCache, EventCountCache, EventCache). A change to any
 * of the owner's events or bills announces the owner on `fp_records_changed` (bills change their event's
 * totals too, but "due soon" reads the bills themselves, so both tables announce); a changed event, and
 * a file added to, changed on or removed from an event, announce "event:" and the event's id (events and
 * their own files are kept by that key: EventCache, EventFilesCache). One notice per owner and transaction: PostgreSQL delivers a
 * payload repeated within a transaction once. TRUNCATE sends "*".
 */
export class RecordsChangeNotify1795496608000 implements MigrationInterface {
  name = 'RecordsChangeNotify1795496608000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION records_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('fp_records_changed', OLD.owner_id::text);
        ELSE
          PERFORM pg_notify('fp_records_changed', NEW.owner_id::text);
        END IF;
        -- An event also names itself (events are kept by id, EventCache).
        IF TG_TABLE_NAME = 'event' THEN
          PERFORM pg_notify('fp_records_changed', 'event:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
        END IF;
        RETURN NULL;
      END $$`);
    // A file announces the event it hangs on (an event's files are kept by the event's key).
    await q.query(`CREATE FUNCTION event_files_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.event_id IS NOT NULL THEN
          PERFORM pg_notify('fp_records_changed', 'event:' || OLD.event_id::text);
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.event_id IS NOT NULL THEN
          PERFORM pg_notify('fp_records_changed', 'event:' || NEW.event_id::text);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER file_item_records_changed AFTER INSERT OR UPDATE OR DELETE ON file_item
      FOR EACH ROW EXECUTE FUNCTION event_files_changed_notify()`);
    await q.query(`CREATE TRIGGER file_item_records_truncated AFTER TRUNCATE ON file_item
      FOR EACH STATEMENT EXECUTE FUNCTION table_truncated_notify('fp_records_changed')`);
    for (const table of ['event', 'bill']) {
      await q.query(`CREATE TRIGGER ${table}_records_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION records_changed_notify()`);
      await q.query(`CREATE TRIGGER ${table}_records_truncated AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION table_truncated_notify('fp_records_changed')`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER IF EXISTS file_item_records_truncated ON file_item');
    await q.query('DROP TRIGGER IF EXISTS file_item_records_changed ON file_item');
    await q.query('DROP FUNCTION IF EXISTS event_files_changed_notify()');
    for (const table of ['event', 'bill']) {
      await q.query(`DROP TRIGGER IF EXISTS ${table}_records_truncated ON ${table}`);
      await q.query(`DROP TRIGGER IF EXISTS ${table}_records_changed ON ${table}`);
    }
    await q.query('DROP FUNCTION IF EXISTS records_changed_notify()');
  }
}
