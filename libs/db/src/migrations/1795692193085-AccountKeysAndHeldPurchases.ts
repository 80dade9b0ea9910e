import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Security review (issue 24):
 * - `auth_key.sent_to`: the address a key was mailed to. A key works only while the account still has
 *   that address (an `email` key: while that address is still free), so a change of address ends it.
 * - `payment.status = 'held'` with `payment.pass_end`: a purchase by a browser that is not signed in waits
 *   for the owner of its address to confirm by the e-mailed link, then turns the pass on until `pass_end`.
 * - `payment.canceled_at`: the owner cancelled the renewal from the settings screen.
 */
export class AccountKeysAndHeldPurchases1795692193085 implements MigrationInterface {
  name = 'AccountKeysAndHeldPurchases1795692193085';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth_key ADD COLUMN sent_to text`);
    await queryRunner.query(
      `UPDATE auth_key k SET sent_to = coalesce(k.new_email, u.email) FROM app_user u WHERE u.id = k.user_id`,
    );
    await queryRunner.query(`ALTER TABLE auth_key ALTER COLUMN sent_to SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE payment ADD COLUMN pass_end timestamptz`);
    await queryRunner.query(`ALTER TABLE payment ADD COLUMN canceled_at timestamptz`);
    await queryRunner.query(
      `CREATE INDEX idx_payment_held_email ON payment (customer_email) WHERE status = 'held'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX idx_payment_held_email`);
    // A held purchase had no account before this migration's code: it reads as paid and unmatched.
    await queryRunner.query(`UPDATE payment SET status = 'paid' WHERE status = 'held'`);
    await queryRunner.query(`ALTER TABLE payment DROP COLUMN canceled_at`);
    await queryRunner.query(`ALTER TABLE payment DROP COLUMN pass_end`);
    await queryRunner.query(`ALTER TABLE auth_key DROP COLUMN sent_to`);
  }
}
