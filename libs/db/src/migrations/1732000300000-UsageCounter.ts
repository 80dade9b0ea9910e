import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counters shared by every API process: the free allowance (per session, per client address, per
 * account) and the rate limits. One row per subject, kind and window, incremented atomically with
 * INSERT ... ON CONFLICT DO UPDATE; rows past `expires_at` are pruned by the housekeeping timer (a null
 * `expires_at` never expires: an account's free searches are counted once).
 *
 * `app_secret` holds the random salt that client addresses are hashed with, the same in every process.
 * `payment.buyer_hash` binds a checkout to the browser session that started it (SHA-256 of a random
 * nonce kept in that session): only that browser is handed the set-password step after a purchase.
 */
export class UsageCounter1732000300000 implements MigrationInterface {
  name = 'UsageCounter1732000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE usage_counter (
      subject text NOT NULL,
      kind text NOT NULL,
      window_start timestamptz NOT NULL,
      count integer NOT NULL DEFAULT 0,
      expires_at timestamptz,
      CONSTRAINT pk_usage_counter PRIMARY KEY (subject, kind, window_start)
    )`);
    await queryRunner.query(`CREATE INDEX idx_usage_counter_expires ON usage_counter (expires_at)`);
    await queryRunner.query(`CREATE TABLE app_secret (
      name text NOT NULL,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT pk_app_secret PRIMARY KEY (name)
    )`);
    await queryRunner.query(`ALTER TABLE payment ADD COLUMN buyer_hash text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE payment DROP COLUMN buyer_hash`);
    await queryRunner.query(`DROP TABLE app_secret`);
    await queryRunner.query(`DROP INDEX idx_usage_counter_expires`);
    await queryRunner.query(`DROP TABLE usage_counter`);
  }
}
