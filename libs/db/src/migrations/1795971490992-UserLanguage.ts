import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `app_user.language`: the language the account chose (issue 45): its e-mails are written in it, and the
 * site opens in it after sign-in. An account made before this column had no choice: English, as before.
 */
export class UserLanguage1795971490992 implements MigrationInterface {
  name = 'UserLanguage1795971490992';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE app_user ADD COLUMN language text NOT NULL DEFAULT 'en'
         CONSTRAINT ck_app_user_language CHECK (language IN ('en', 'es'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE app_user DROP COLUMN language`);
  }
}
