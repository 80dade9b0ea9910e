import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25: the first file of an upload makes its visit before the user describes it (spec part 2 §4).
 * Until the upload form is submitted that visit is a draft: it is not listed or counted as a visit, and
 * a draft that never got a file is removed. Existing events are not drafts.
 */
export class EventDraft1795692372443 implements MigrationInterface {
  name = 'EventDraft1795692372443';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE event ADD COLUMN draft boolean NOT NULL DEFAULT false`);
    // Drafts are few and short-lived: found per owner without scanning the owner's visits.
    await q.query(`CREATE INDEX idx_event_owner_draft ON event (owner_id, created_at) WHERE draft`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_event_owner_draft`);
    await q.query(`ALTER TABLE event DROP COLUMN draft`);
  }
}
