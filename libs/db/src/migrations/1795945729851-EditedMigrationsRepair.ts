import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two migrations had their SQL changed after they were committed (found in issue 44), so a database that
 * ran the first version differs from a fresh one. This brings such a database to what the committed
 * versions make, and changes nothing on any other database:
 *
 * - PriceSummary (ed92369, edited in 488b3b0) first did not add `usage_counter.last_key`.
 * - RecordsIntegrity (b80c09c, edited in 62c040f) first let a file belong to an event or a bill, never
 *   both (`ck_file_item_one_parent`), with `fk_file_item_bill_owner` on (bill_id, owner_id). Now a bill's
 *   file also names its bill's event: `uq_bill_id_event_owner`, the foreign key on (bill_id, event_id,
 *   owner_id) and `ck_file_item_bill_has_event`. A bill's files are given their bill's event first.
 *
 * RecordsChangeNotify, the third whose SQL changed, is made equal by DropRecordsChangeNotify.
 */
export class EditedMigrationsRepair1795945729851 implements MigrationInterface {
  name = 'EditedMigrationsRepair1795945729851';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE usage_counter ADD COLUMN IF NOT EXISTS last_key text`);
    const [{ old }] = await q.query(
      `SELECT count(*)::int AS old FROM pg_constraint WHERE conname = 'ck_file_item_one_parent'`,
    );
    if (old === 0) return;
    await q.query(`ALTER TABLE file_item DROP CONSTRAINT ck_file_item_one_parent`);
    await q.query(`ALTER TABLE file_item DROP CONSTRAINT fk_file_item_bill_owner`);
    await q.query(
      `UPDATE file_item f SET event_id = b.event_id FROM bill b WHERE f.bill_id = b.id AND f.event_id IS NULL`,
    );
    await q.query(`ALTER TABLE bill ADD CONSTRAINT uq_bill_id_event_owner UNIQUE (id, event_id, owner_id)`);
    await q.query(
      `ALTER TABLE file_item ADD CONSTRAINT fk_file_item_bill_owner FOREIGN KEY (bill_id, event_id, owner_id)
       REFERENCES bill (id, event_id, owner_id) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE file_item ADD CONSTRAINT ck_file_item_bill_has_event CHECK (bill_id IS NULL OR event_id IS NOT NULL)`,
    );
  }

  /** Nothing to undo: the state it makes is the one the committed migrations make. */
  async down(): Promise<void> {}
}
