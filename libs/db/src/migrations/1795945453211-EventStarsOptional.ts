import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 41: a visit's rating is the user's own choice. It was NOT NULL DEFAULT 5, so a visit saved
 * without a rating claimed 5 stars. Now null means "no rating"; ck_event_stars (1 to 5) still holds for
 * a given one. Ratings saved before this cannot be told apart from the old default and stay as they are.
 */
export class EventStarsOptional1795945453211 implements MigrationInterface {
  name = 'EventStarsOptional1795945453211';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE event ALTER COLUMN stars DROP DEFAULT, ALTER COLUMN stars DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE event SET stars = 5 WHERE stars IS NULL`);
    await q.query(`ALTER TABLE event ALTER COLUMN stars SET DEFAULT 5, ALTER COLUMN stars SET NOT NULL`);
  }
}
