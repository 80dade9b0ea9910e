import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hospital price-transparency files (45 CFR 180): one `hpt_file` per hospital (re-importing replaces
 * it), its items (one per code set and setting), the items' codes and the payer-specific rates; and
 * the signed-in user's insurance plan (`user_insurance`, one row per user).
 * Rows of a file are addressed by (file_id, item_no) so the importer can bulk-load them with COPY
 * without asking the database for ids.
 */
export class HospitalPriceFiles1795474624000 implements MigrationInterface {
  name = 'HospitalPriceFiles1795474624000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE hpt_file (
        id uuid PRIMARY KEY,
        hospital_key text NOT NULL,
        provider_id varchar(10) NULL REFERENCES provider (id) ON DELETE SET NULL,
        hospital_name text NOT NULL,
        hospital_address text NULL,
        license_number text NULL,
        license_state char(2) NULL,
        file_name text NOT NULL,
        format text NOT NULL,
        version text NOT NULL,
        last_updated_on date NULL,
        item_count integer NOT NULL DEFAULT 0,
        rate_count integer NOT NULL DEFAULT 0,
        imported_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_hpt_file_hospital UNIQUE (hospital_key)
      )`);
    await queryRunner.query(`CREATE INDEX idx_hpt_file_provider ON hpt_file (provider_id)`);
    await queryRunner.query(`
      CREATE TABLE hpt_item (
        file_id uuid NOT NULL REFERENCES hpt_file (id) ON DELETE CASCADE,
        item_no integer NOT NULL,
        line integer NOT NULL,
        description text NOT NULL,
        setting text NULL,
        modifiers text NULL,
        drug_unit text NULL,
        drug_type text NULL,
        gross_cents bigint NULL,
        cash_cents bigint NULL,
        min_cents bigint NULL,
        max_cents bigint NULL,
        notes text NULL,
        CONSTRAINT pk_hpt_item PRIMARY KEY (file_id, item_no)
      )`);
    await queryRunner.query(`
      CREATE TABLE hpt_item_code (
        file_id uuid NOT NULL REFERENCES hpt_file (id) ON DELETE CASCADE,
        item_no integer NOT NULL,
        code_type text NOT NULL,
        code text NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX idx_hpt_item_code_code ON hpt_item_code (code, code_type)`);
    await queryRunner.query(`CREATE INDEX idx_hpt_item_code_item ON hpt_item_code (file_id, item_no)`);
    await queryRunner.query(`
      CREATE TABLE hpt_rate (
        file_id uuid NOT NULL REFERENCES hpt_file (id) ON DELETE CASCADE,
        item_no integer NOT NULL,
        line integer NOT NULL,
        payer_key text NOT NULL,
        payer_name text NOT NULL,
        plan_name text NOT NULL,
        negotiated_cents bigint NULL,
        negotiated_percentage numeric NULL,
        negotiated_algorithm text NULL,
        methodology text NULL,
        estimated_cents bigint NULL,
        median_cents bigint NULL,
        p10_cents bigint NULL,
        p90_cents bigint NULL,
        allowed_count text NULL,
        notes text NULL
      )`);
    await queryRunner.query(`CREATE INDEX idx_hpt_rate_item ON hpt_rate (file_id, item_no)`);
    await queryRunner.query(`CREATE INDEX idx_hpt_rate_payer ON hpt_rate (payer_key)`);
    await queryRunner.query(`
      CREATE TABLE user_insurance (
        user_id uuid PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
        payer_key text NOT NULL,
        plan_name text NULL,
        deductible_cents bigint NOT NULL DEFAULT 0,
        deductible_remaining_cents bigint NOT NULL DEFAULT 0,
        coinsurance_percent numeric(5,2) NOT NULL DEFAULT 0,
        copay_cents bigint NOT NULL DEFAULT 0,
        oop_max_cents bigint NOT NULL DEFAULT 0,
        oop_remaining_cents bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE user_insurance`);
    await queryRunner.query(`DROP TABLE hpt_rate`);
    await queryRunner.query(`DROP TABLE hpt_item_code`);
    await queryRunner.query(`DROP TABLE hpt_item`);
    await queryRunner.query(`DROP TABLE hpt_file`);
  }
}
