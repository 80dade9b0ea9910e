import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RecordsChangeNotify1800002100000 } from './1800002100000-RecordsChangeNotify';

/**
 * The tracker's rows are no longer kept in memory per process (issue 26: user data is not cached
 * process-wide), so nothing listens on `fp_records_changed`: its triggers and functions go.
 *
 * RecordsChangeNotify was edited after it had been applied (74bc2c8 → d5d394c → f316187), so databases
 * differ by when they ran it: the first version made only the event and bill triggers, the last one added
 * the file_item triggers and event_files_changed_notify. Every object any version made is dropped IF EXISTS,
 * so every database ends the same, whichever version it ran.
 *
 * Timestamp: this must run after RecordsChangeNotify on every database, a fresh one included, and TypeORM
 * applies pending migrations in timestamp order; a real timestamp of today (1795…) would sort before
 * RecordsChangeNotify's 1800002100000 (dated 2027), and a fresh database would get the triggers back after
 * this ran. Hence the next step after it, 1800002200000.
 */
export class DropRecordsChangeNotify1800002200000 implements MigrationInterface {
  name = 'DropRecordsChangeNotify1800002200000';

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
    await new RecordsChangeNotify1800002100000().up(q);
  }
}
