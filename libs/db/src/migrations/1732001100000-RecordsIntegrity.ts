import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bill tracker's integrity rules in the schema, so no code path can break them:
 * - a bill's owner is its event's owner, and a file's owner is its event's or bill's owner (composite
 *   foreign keys onto UNIQUE (id, owner_id));
 * - a file hangs on one visit and at most one bill, and a bill's file names that bill's own event
 *   (the upload service stores a bill's files with its event id, so deleting either finds them);
 * - a bill's status changes are kept with their time (bill_status_change), status from the enum;
 * - amounts non-negative and status from the enum: ck_bill_amounts, ck_event_amounts and ck_bill_status
 *   of the initial migration already hold (a null pay_ins_cents passes);
 * - indexes for the dashboard: events newest first / by admission, bills by due date and amount.
 */
export class RecordsIntegrity1732001100000 implements MigrationInterface {
  name = 'RecordsIntegrity1732001100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE event ADD CONSTRAINT uq_event_id_owner UNIQUE (id, owner_id)`);
    await q.query(`ALTER TABLE bill ADD CONSTRAINT uq_bill_id_owner UNIQUE (id, owner_id)`);
    await q.query(`ALTER TABLE bill ADD CONSTRAINT uq_bill_id_event_owner UNIQUE (id, event_id, owner_id)`);
    await q.query(
      `ALTER TABLE bill ADD CONSTRAINT fk_bill_event_owner FOREIGN KEY (event_id, owner_id)
       REFERENCES event (id, owner_id) ON DELETE CASCADE`,
    );
    await q.query(
      `ALTER TABLE file_item ADD CONSTRAINT fk_file_item_event_owner FOREIGN KEY (event_id, owner_id)
       REFERENCES event (id, owner_id) ON DELETE CASCADE`,
    );
    // MATCH SIMPLE: checked only when bill_id is set, and then event_id must be set too (the CHECK).
    await q.query(
      `ALTER TABLE file_item ADD CONSTRAINT fk_file_item_bill_owner FOREIGN KEY (bill_id, event_id, owner_id)
       REFERENCES bill (id, event_id, owner_id) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE file_item ADD CONSTRAINT ck_file_item_bill_has_event CHECK (bill_id IS NULL OR event_id IS NOT NULL)`,
    );
    await q.query(`CREATE TABLE bill_status_change (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      bill_id uuid NOT NULL,
      owner_id uuid NOT NULL,
      status text NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT ck_bill_status_change_status CHECK (status IN ('new', 'negotiating', 'complete')),
      CONSTRAINT fk_bill_status_change_bill FOREIGN KEY (bill_id, owner_id)
        REFERENCES bill (id, owner_id) ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX idx_bill_status_change_bill ON bill_status_change (bill_id, changed_at, id)`);
    // Existing bills start their history with their current status.
    await q.query(
      `INSERT INTO bill_status_change (bill_id, owner_id, status, changed_at)
       SELECT id, owner_id, status, created_at FROM bill`,
    );
    await q.query(`CREATE INDEX idx_event_owner_created ON event (owner_id, created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX idx_event_owner_admitted ON event (owner_id, admitted DESC NULLS LAST, id DESC)`,
    );
    await q.query(`CREATE INDEX idx_bill_event_created ON bill (event_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX idx_bill_owner_due ON bill (owner_id, due, id)`);
    await q.query(`CREATE INDEX idx_bill_owner_total ON bill (owner_id, total_cents, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_bill_owner_total`);
    await q.query(`DROP INDEX idx_bill_owner_due`);
    await q.query(`DROP INDEX idx_bill_event_created`);
    await q.query(`DROP INDEX idx_event_owner_admitted`);
    await q.query(`DROP INDEX idx_event_owner_created`);
    await q.query(`DROP TABLE bill_status_change`);
    await q.query(`ALTER TABLE file_item DROP CONSTRAINT ck_file_item_bill_has_event`);
    await q.query(`ALTER TABLE file_item DROP CONSTRAINT fk_file_item_bill_owner`);
    await q.query(`ALTER TABLE file_item DROP CONSTRAINT fk_file_item_event_owner`);
    await q.query(`ALTER TABLE bill DROP CONSTRAINT fk_bill_event_owner`);
    await q.query(`ALTER TABLE bill DROP CONSTRAINT uq_bill_id_event_owner`);
    await q.query(`ALTER TABLE bill DROP CONSTRAINT uq_bill_id_owner`);
    await q.query(`ALTER TABLE event DROP CONSTRAINT uq_event_id_owner`);
  }
}
