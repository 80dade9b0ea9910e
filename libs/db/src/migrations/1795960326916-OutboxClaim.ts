import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `email_outbox.claimed_until`: a message being sent is claimed until then, so that no other process or
 * host sends it again meanwhile (a retry of the outbox by one host while another is still sending it).
 * A sender that dies leaves the claim to run out; the next retry after that sends it.
 */
export class OutboxClaim1795960326916 implements MigrationInterface {
  name = 'OutboxClaim1795960326916';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE email_outbox ADD COLUMN claimed_until timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE email_outbox DROP COLUMN claimed_until`);
  }
}
