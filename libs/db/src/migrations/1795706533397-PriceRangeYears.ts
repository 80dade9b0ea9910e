import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `provider_condition_range.by_year`: the published figures behind each precomputed range, one entry per
 * data year (lowest, highest, discharge-weighted average, number of DRG figures, dataset), newest year
 * first. The map shows each year's own figures beside the comparable (CPI-adjusted) range, so a range
 * drawing on FY2011 and 2022 figures never carries one year's label (issue 28). Derived data: the pricing
 * service rebuilds the table (SUMMARY_VERSION 2) and fills the column.
 */
export class PriceRangeYears1795706533397 implements MigrationInterface {
  name = 'PriceRangeYears1795706533397';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE provider_condition_range ADD COLUMN by_year jsonb NOT NULL DEFAULT '[]'::jsonb`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE provider_condition_range DROP COLUMN by_year`);
  }
}
