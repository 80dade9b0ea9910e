import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hospital directory shipped in data/hospitals (issue 28): what CMS Care Compare and HIFLD say about a
 * hospital beyond its address, all nullable (a provider outside the directory has none):
 * - website, beds (HIFLD), hospital_type, ownership, emergency_services, birthing_friendly, star_rating
 *   (CMS overall star rating 1..5) and star_rating_as_of (null when the source gives no date);
 * - directory_source: the directory version that wrote the row, so loading it again at start touches
 *   nothing that is already current;
 * - location_precision gains 'building': the point of the hospital's building (HIFLD), set only where
 *   the provider still sat at its ZIP centroid.
 */
export class HospitalDirectory1795706448461 implements MigrationInterface {
  name = 'HospitalDirectory1795706448461';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE provider
      ADD COLUMN website text,
      ADD COLUMN hospital_type text,
      ADD COLUMN ownership text,
      ADD COLUMN emergency_services boolean,
      ADD COLUMN star_rating smallint,
      ADD COLUMN star_rating_as_of date,
      ADD COLUMN birthing_friendly boolean,
      ADD COLUMN beds integer,
      ADD COLUMN directory_source text,
      ADD CONSTRAINT ck_provider_star_rating CHECK (star_rating BETWEEN 1 AND 5),
      ADD CONSTRAINT ck_provider_beds CHECK (beds >= 0)`);
    await queryRunner.query(`ALTER TABLE provider DROP CONSTRAINT ck_provider_location_precision`);
    await queryRunner.query(`ALTER TABLE provider ADD CONSTRAINT ck_provider_location_precision
      CHECK (location_precision IN ('zip', 'address', 'building'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // A building point is a precise point, as an address one is.
    await queryRunner.query(
      `UPDATE provider SET location_precision = 'address' WHERE location_precision = 'building'`,
    );
    await queryRunner.query(`ALTER TABLE provider DROP CONSTRAINT ck_provider_location_precision`);
    await queryRunner.query(`ALTER TABLE provider ADD CONSTRAINT ck_provider_location_precision
      CHECK (location_precision IN ('zip', 'address'))`);
    await queryRunner.query(`ALTER TABLE provider
      DROP CONSTRAINT ck_provider_beds,
      DROP CONSTRAINT ck_provider_star_rating,
      DROP COLUMN directory_source,
      DROP COLUMN beds,
      DROP COLUMN birthing_friendly,
      DROP COLUMN star_rating_as_of,
      DROP COLUMN star_rating,
      DROP COLUMN emergency_services,
      DROP COLUMN ownership,
      DROP COLUMN hospital_type,
      DROP COLUMN website`);
  }
}
