import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail address changes from the settings screen: a one-time key of kind `email`, sent to the new
 * address, carries that address in `new_email`; the account changes only when the link is used.
 * Payment rows already lose their account on deletion (fk_payment_user is ON DELETE SET NULL).
 */
export class EmailChange1764000000000 implements MigrationInterface {
  name = 'EmailChange1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth_key ADD COLUMN new_email text`);
    await queryRunner.query(`ALTER TABLE auth_key DROP CONSTRAINT ck_auth_key_kind`);
    await queryRunner.query(
      `ALTER TABLE auth_key ADD CONSTRAINT ck_auth_key_kind CHECK (kind IN ('activate', 'reset', 'access', 'email'))`,
    );
    await queryRunner.query(
      `ALTER TABLE auth_key ADD CONSTRAINT ck_auth_key_new_email CHECK ((kind = 'email') = (new_email IS NOT NULL))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM auth_key WHERE kind = 'email'`);
    await queryRunner.query(`ALTER TABLE auth_key DROP CONSTRAINT ck_auth_key_new_email`);
    await queryRunner.query(`ALTER TABLE auth_key DROP CONSTRAINT ck_auth_key_kind`);
    await queryRunner.query(
      `ALTER TABLE auth_key ADD CONSTRAINT ck_auth_key_kind CHECK (kind IN ('activate', 'reset', 'access'))`,
    );
    await queryRunner.query(`ALTER TABLE auth_key DROP COLUMN new_email`);
  }
}
