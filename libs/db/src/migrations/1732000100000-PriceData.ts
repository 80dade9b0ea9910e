import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bookkeeping for the price-data import (libs/importer):
 * - `catalog_meta`: small key/value facts about loaded reference data; the catalogue loader keeps the
 *   checksum of the catalogue it loaded there, so start-up skips an unchanged catalogue in one query;
 * - `provider.location_precision`: 'zip' for a ZIP-centroid location, 'address' once an address
 *   geocoder placed it; a re-import keeps an address location while the ZIP is unchanged;
 * - one dataset per (source, year, file checksum): re-importing the same file reuses its record.
 */
export class PriceData1732000100000 implements MigrationInterface {
  name = 'PriceData1732000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE catalog_meta (
      key text PRIMARY KEY,
      value text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`ALTER TABLE provider ADD COLUMN location_precision text,
      ADD CONSTRAINT ck_provider_location_precision CHECK (location_precision IN ('zip', 'address'))`);
    await queryRunner.query(
      `UPDATE provider SET location_precision = 'zip' WHERE lat IS NOT NULL AND location_precision IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE dataset ADD CONSTRAINT uq_dataset_source_year_checksum UNIQUE (source, year, checksum)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE dataset DROP CONSTRAINT uq_dataset_source_year_checksum`);
    await queryRunner.query(`ALTER TABLE provider DROP CONSTRAINT ck_provider_location_precision`);
    await queryRunner.query(`ALTER TABLE provider DROP COLUMN location_precision`);
    await queryRunner.query(`DROP TABLE catalog_meta`);
  }
}
