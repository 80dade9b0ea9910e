import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reading an uploaded bill (issue 30): one `file_reading` row per stored file that was read or is queued
 * to be. It goes with its file (ON DELETE CASCADE from file_item, so deleting the file, its bill, its
 * visit or the account removes it) and with its owner. The job queue is this table: a process claims the
 * oldest QUEUED row with FOR UPDATE SKIP LOCKED, so several API processes on one database read each file
 * once; `claimed_at` is refreshed at every page, and a READING row not refreshed for a while belonged to
 * a process that stopped and is claimed again (at most `attempts` times).
 */
export class FileReadings1795715688890 implements MigrationInterface {
  name = 'FileReadings1795715688890';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE file_reading (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL,
      file_id uuid NOT NULL,
      status text NOT NULL DEFAULT 'QUEUED',
      pages_done integer NOT NULL DEFAULT 0,
      pages_total integer,
      error text,
      result jsonb,
      text text,
      attempts integer NOT NULL DEFAULT 0,
      claimed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT uq_file_reading_file UNIQUE (file_id),
      CONSTRAINT fk_file_reading_file FOREIGN KEY (file_id) REFERENCES file_item (id) ON DELETE CASCADE,
      CONSTRAINT fk_file_reading_owner FOREIGN KEY (owner_id) REFERENCES app_user (id) ON DELETE CASCADE,
      CONSTRAINT ck_file_reading_status CHECK (status IN ('QUEUED', 'READING', 'DONE', 'FAILED')),
      CONSTRAINT ck_file_reading_pages CHECK (pages_done >= 0 AND (pages_total IS NULL OR pages_total >= 0))
    )`);
    await q.query(`CREATE INDEX idx_file_reading_owner ON file_reading (owner_id)`);
    await q.query(`CREATE INDEX idx_file_reading_queue ON file_reading (status, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE file_reading`);
  }
}
