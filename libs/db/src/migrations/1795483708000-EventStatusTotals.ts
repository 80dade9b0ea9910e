import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard overview without reading every bill: each event keeps, beside its totals, what is still
 * owed on it (its bills' self_cents that are not complete) and how many of its bills have each status.
 * The records service rewrites them with the totals (RECALCULATE_EVENT, under the event's row lock), so
 * the overview sums one row per event. "Due in the next 30 days" depends on the day, so it stays a
 * query, on a partial index of the open bills by due date that carries the amount (an index-only range).
 */
export class EventStatusTotals1795483708000 implements MigrationInterface {
  name = 'EventStatusTotals1795483708000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE event
      ADD COLUMN open_self_cents bigint NOT NULL DEFAULT 0,
      ADD COLUMN new_count integer NOT NULL DEFAULT 0,
      ADD COLUMN negotiating_count integer NOT NULL DEFAULT 0,
      ADD COLUMN complete_count integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE event ADD CONSTRAINT ck_event_status_totals CHECK (
      open_self_cents >= 0 AND new_count >= 0 AND negotiating_count >= 0 AND complete_count >= 0)`);
    await q.query(`UPDATE event e
      SET open_self_cents = s.open, new_count = s.n_new, negotiating_count = s.n_negotiating,
          complete_count = s.n_complete
      FROM (SELECT event_id,
                   coalesce(sum(self_cents) FILTER (WHERE status <> 'complete'), 0) AS open,
                   count(*) FILTER (WHERE status = 'new') AS n_new,
                   count(*) FILTER (WHERE status = 'negotiating') AS n_negotiating,
                   count(*) FILTER (WHERE status = 'complete') AS n_complete
            FROM bill GROUP BY event_id) s
      WHERE e.id = s.event_id`);
    await q.query(
      `CREATE INDEX idx_bill_owner_open_due ON bill (owner_id, due) INCLUDE (self_cents) WHERE status <> 'complete'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_bill_owner_open_due`);
    await q.query(`ALTER TABLE event DROP CONSTRAINT ck_event_status_totals`);
    await q.query(`ALTER TABLE event
      DROP COLUMN open_self_cents, DROP COLUMN new_count, DROP COLUMN negotiating_count,
      DROP COLUMN complete_count`);
  }
}
