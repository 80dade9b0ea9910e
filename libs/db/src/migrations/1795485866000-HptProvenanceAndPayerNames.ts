import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Price-file provenance and payer spellings (issue 16 fixes).
 *
 * - Normalized .jsonl price files were dated by their modification time on disk, a date the data never
 *   gave. Their `last_updated_on` is cleared; a re-import with `--date` (or `@<date>` in HPT_FILES) sets a
 *   real one. Not undone by `down` (the disk dates were wrong).
 * - `hpt_file_payer`: per file, each payer key with each spelling the file uses and how many rates carry
 *   it, so the insurer list can show a payer found only in price files under its most common original
 *   spelling without scanning every rate. Goes with its file (ON DELETE CASCADE); filled from the rates
 *   already stored.
 */
export class HptProvenanceAndPayerNames1795485866000 implements MigrationInterface {
  name = 'HptProvenanceAndPayerNames1795485866000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE hpt_file SET last_updated_on = NULL WHERE format = 'jsonl'`);
    await q.query(`CREATE TABLE hpt_file_payer (
      file_id uuid NOT NULL REFERENCES hpt_file (id) ON DELETE CASCADE,
      payer_key text NOT NULL,
      payer_name text NOT NULL,
      rate_count integer NOT NULL,
      CONSTRAINT pk_hpt_file_payer PRIMARY KEY (file_id, payer_key, payer_name)
    )`);
    await q.query(`CREATE INDEX idx_hpt_file_payer_key ON hpt_file_payer (payer_key)`);
    await q.query(`INSERT INTO hpt_file_payer (file_id, payer_key, payer_name, rate_count)
      SELECT file_id, payer_key, payer_name, count(*)::int FROM hpt_rate GROUP BY file_id, payer_key, payer_name`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE hpt_file_payer`);
  }
}
