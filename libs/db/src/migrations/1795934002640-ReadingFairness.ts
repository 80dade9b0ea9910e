import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fair bill reading (issue 38). `file_reading.started_at`: when a process last began reading the row (kept
 * after it ends, unlike `claimed_at`), so the queue can take owners in turn: the owner whose last reading
 * began longest ago (or never) goes first. `reading_usage`: pages read per owner and UTC day, for the daily
 * page budget; it is not tied to the files, so deleting a file read today does not give its pages back.
 */
export class ReadingFairness1795934002640 implements MigrationInterface {
  name = 'ReadingFairness1795934002640';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE file_reading ADD COLUMN started_at timestamptz`);
    await q.query(`CREATE INDEX idx_file_reading_owner_started ON file_reading (owner_id, started_at)`);
    await q.query(`CREATE TABLE reading_usage (
      owner_id uuid NOT NULL,
      day date NOT NULL,
      pages integer NOT NULL DEFAULT 0,
      CONSTRAINT pk_reading_usage PRIMARY KEY (owner_id, day),
      CONSTRAINT fk_reading_usage_owner FOREIGN KEY (owner_id) REFERENCES app_user (id) ON DELETE CASCADE,
      CONSTRAINT ck_reading_usage_pages CHECK (pages >= 0)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reading_usage`);
    await q.query(`DROP INDEX idx_file_reading_owner_started`);
    await q.query(`ALTER TABLE file_reading DROP COLUMN started_at`);
  }
}
