import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Patients' own prices, opt-in (issue 15), and the hospital directory look-up of the event form.
 *
 * - `price_sharing_consent`: one row per user who agreed to share; it goes with the account.
 * - `shared_price_owner`: the private link from a user and their bill to a report. It references the
 *   consent row and the bill (by `(id, owner_id)`, so only the bill's owner can link it), both
 *   ON DELETE CASCADE: withdrawing consent, deleting the bill or deleting the account removes the link.
 * - `shared_price`: the anonymous report (hospital, DRG, year and month, billed and paid cents). No user
 *   id, no bill id, no day: its key is the link's key, ON DELETE CASCADE, so a report never outlives its
 *   link. Only the records service reads the link; the map reads reports in aggregate.
 * - `idx_provider_lookup_trgm`: trigram index for the directory look-up by name, city or CCN.
 */
export class SharedPrices1795483416000 implements MigrationInterface {
  name = 'SharedPrices1795483416000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE price_sharing_consent (
      owner_id uuid PRIMARY KEY,
      consented_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT fk_price_sharing_consent_owner FOREIGN KEY (owner_id) REFERENCES app_user (id) ON DELETE CASCADE
    )`);
    await q.query(`CREATE TABLE shared_price_owner (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL,
      bill_id uuid NOT NULL,
      CONSTRAINT uq_shared_price_owner_bill UNIQUE (bill_id),
      CONSTRAINT fk_shared_price_owner_consent FOREIGN KEY (owner_id)
        REFERENCES price_sharing_consent (owner_id) ON DELETE CASCADE,
      CONSTRAINT fk_shared_price_owner_bill FOREIGN KEY (bill_id, owner_id)
        REFERENCES bill (id, owner_id) ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX idx_shared_price_owner_owner ON shared_price_owner (owner_id)`);
    await q.query(`CREATE TABLE shared_price (
      id uuid PRIMARY KEY,
      provider_id varchar(10) NOT NULL,
      drg varchar(3) NOT NULL,
      year smallint NOT NULL,
      month smallint NOT NULL,
      billed_cents bigint NOT NULL,
      paid_cents bigint,
      CONSTRAINT fk_shared_price_link FOREIGN KEY (id) REFERENCES shared_price_owner (id) ON DELETE CASCADE,
      CONSTRAINT fk_shared_price_provider FOREIGN KEY (provider_id) REFERENCES provider (id) ON DELETE CASCADE,
      CONSTRAINT ck_shared_price_month CHECK (month BETWEEN 1 AND 12),
      CONSTRAINT ck_shared_price_year CHECK (year BETWEEN 1900 AND 2200),
      CONSTRAINT ck_shared_price_drg CHECK (drg ~ '^[0-9]{3}$'),
      CONSTRAINT ck_shared_price_money CHECK (billed_cents >= 0 AND (paid_cents IS NULL OR paid_cents >= 0))
    )`);
    await q.query(`CREATE INDEX idx_shared_price_provider_drg ON shared_price (provider_id, drg)`);
    await q.query(
      `CREATE INDEX idx_provider_lookup_trgm ON provider USING gin ((lower(id || ' ' || name || ' ' || city)) gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_provider_lookup_trgm`);
    await q.query(`DROP TABLE IF EXISTS shared_price`);
    await q.query(`DROP TABLE IF EXISTS shared_price_owner`);
    await q.query(`DROP TABLE IF EXISTS price_sharing_consent`);
  }
}
