import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `email_outbox.seq`: insertion order. Two messages queued within one clock tick (PGlite's clock is
 * coarse) have equal `created_at`; the outbox lists newest first by (created_at, seq).
 */
export class OutboxOrder1732000200000 implements MigrationInterface {
  name = 'OutboxOrder1732000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE email_outbox ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY`);
    await queryRunner.query(
      `CREATE INDEX idx_email_outbox_order ON email_outbox (created_at DESC, seq DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX idx_email_outbox_order`);
    await queryRunner.query(`ALTER TABLE email_outbox DROP COLUMN seq`);
  }
}
