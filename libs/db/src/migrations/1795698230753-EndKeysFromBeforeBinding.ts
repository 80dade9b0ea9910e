import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Security review (issue 24, after AccountKeysAndHeldPurchases): a key issued before keys were bound to
 * the address they were mailed to may never have been mailed at all (the older purchase page handed the
 * buying browser a set-password key for any typed address). Backfilled with the account's address, such
 * a key would still sign its holder in as that address. Every key not yet used ends now; whoever needs
 * one asks for a new link, which is mailed to the address it is bound to.
 */
export class EndKeysFromBeforeBinding1795698230753 implements MigrationInterface {
  name = 'EndKeysFromBeforeBinding1795698230753';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE auth_key SET expires_at = now() WHERE used_at IS NULL AND expires_at > now()`,
    );
  }

  async down(): Promise<void> {
    // An ended key is not brought back: nothing to undo.
  }
}
