import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `provider_condition_range`: one row per provider and condition with the provider's price range for
 * the condition (newest year per DRG, the rule of @fp/domain priceRangeOf), the same range in current
 * dollars (CPI-U medical care), the newest and oldest data year, the newest dataset, and the provider's
 * location. The map search reads this table only (an index range scan on (diagnosis_id, lat) plus the
 * exact distance), instead of joining provider and price on every cache miss.
 *
 * It is derived data, written only by @fp/pricing (`refreshPriceSummary`): refreshed when the price
 * data, the providers or the catalogue links change (the pricing service compares a data fingerprint
 * with the one stored in `catalog_meta` under `price_summary` and rebuilds the table in one
 * transaction), so dropping it loses nothing.
 *
 * `usage_counter.last_key`: the key (condition and point) of the last map search counted on a counter,
 * so "is this a new search?" and the count are one atomic statement on the counter row, and a map search
 * writes nothing else (the session row is not touched).
 */
export class PriceSummary1732000400000 implements MigrationInterface {
  name = 'PriceSummary1732000400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE usage_counter ADD COLUMN last_key text`);
    await queryRunner.query(`CREATE TABLE provider_condition_range (
      diagnosis_id integer NOT NULL,
      provider_id varchar(10) NOT NULL,
      lowest_cents bigint NOT NULL,
      highest_cents bigint NOT NULL,
      average_cents bigint NOT NULL,
      amount integer NOT NULL,
      single_value boolean NOT NULL,
      year integer NOT NULL,
      oldest_year integer NOT NULL,
      dataset_id uuid NOT NULL,
      current_lowest_cents bigint,
      current_highest_cents bigint,
      current_average_cents bigint,
      cpi_year integer,
      lat double precision NOT NULL,
      lng double precision NOT NULL,
      CONSTRAINT pk_provider_condition_range PRIMARY KEY (diagnosis_id, provider_id),
      CONSTRAINT fk_provider_condition_range_provider FOREIGN KEY (provider_id)
        REFERENCES provider (id) ON DELETE CASCADE,
      CONSTRAINT fk_provider_condition_range_diagnosis FOREIGN KEY (diagnosis_id)
        REFERENCES diagnosis (id) ON DELETE CASCADE
    )`);
    await queryRunner.query(
      `CREATE INDEX idx_provider_condition_range_lat ON provider_condition_range (diagnosis_id, lat)`,
    );
    await queryRunner.query(
      `CREATE INDEX idx_provider_condition_range_provider ON provider_condition_range (provider_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM catalog_meta WHERE key = 'price_summary'`);
    await queryRunner.query(`DROP INDEX idx_provider_condition_range_provider`);
    await queryRunner.query(`DROP INDEX idx_provider_condition_range_lat`);
    await queryRunner.query(`DROP TABLE provider_condition_range`);
    await queryRunner.query(`ALTER TABLE usage_counter DROP COLUMN last_key`);
  }
}
