import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RecordsChangeNotify1795496608000 } from './1795496608000-RecordsChangeNotify';

/**
 * The tracker's rows are no longer kept in memory per process (issue 26: user data is not cached
 * process-wide), so nothing listens on `fp_records_changed`: its triggers and functions go.
 *
 * RecordsChangeNotify was edited after it had been applied (74bc2c8 → d5d394c → f316187), so databases
 * differ by when they ran it: the first version made only the event and bill triggers, the last one added
 * the file_item triggers and event_files_changed_notify. Every object any version made is dropped IF EXISTS,
 * so every database ends the same, whichever version it ran.
 *
 * Timestamp: when it was committed (2026-11-26 14:37 UTC), after RecordsChangeNotify (2026-11-24), so it
 * follows that one on every database. It was first named 1800002200000 to sort after RecordsChangeNotify's
 * then timestamp of 2027; both were given their real dates in issue 44 (see renamed.ts).
 */
export class DropRecordsChangeNotify1795703840000 implements MigrationInterface {
  name = 'DropRecordsChangeNotify1795703840000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['file_item', 'event', 'bill']) {
      await q.query(`DROP TRIGGER IF EXISTS ${table}_records_truncated ON ${table}`);
      await q.query(`DROP TRIGGER IF EXISTS ${table}_records_changed ON ${table}`);
    }
    await q.query('DROP FUNCTION IF EXISTS event_files_changed_notify()');
    await q.query('DROP FUNCTION IF EXISTS records_changed_notify()');
  }

  /** Back to what the last version of RecordsChangeNotify makes. */
  async down(q: QueryRunner): Promise<void> {
    await new RecordsChangeNotify1795496608000().up(q);
  }
}
