import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The to-do list grows up (issue 13): a due day, an optional link to one of the owner's events or bills
 * (composite foreign keys onto UNIQUE (id, owner_id), so a task can only name its owner's records;
 * deleting the record clears the link and keeps the task), where the task came from (`source`, for tasks
 * other services add), and `updated_at`, which the list merge uses to tell a task another tab changed
 * from one this client saw; an index for counting a user's referrals. Open tasks are read by due day, so the index follows the list order.
 */
export class TaskDetails1732001300000 implements MigrationInterface {
  name = 'TaskDetails1732001300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE task ADD COLUMN due date`);
    await q.query(`ALTER TABLE task ADD COLUMN event_id uuid`);
    await q.query(`ALTER TABLE task ADD COLUMN bill_id uuid`);
    await q.query(`ALTER TABLE task ADD COLUMN source text`);
    await q.query(`ALTER TABLE task ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE task SET updated_at = created_at, due = (date AT TIME ZONE 'UTC')::date`);
    await q.query(
      `ALTER TABLE task ADD CONSTRAINT ck_task_text CHECK (length(btrim(text)) BETWEEN 1 AND 500)`,
    );
    await q.query(
      `ALTER TABLE task ADD CONSTRAINT fk_task_event_owner FOREIGN KEY (event_id, owner_id)
       REFERENCES event (id, owner_id) ON DELETE SET NULL (event_id)`,
    );
    await q.query(
      `ALTER TABLE task ADD CONSTRAINT fk_task_bill_owner FOREIGN KEY (bill_id, owner_id)
       REFERENCES bill (id, owner_id) ON DELETE SET NULL (bill_id)`,
    );
    await q.query(`CREATE INDEX idx_task_owner_order ON task (owner_id, done, due, created_at, id)`);
    await q.query(`CREATE INDEX idx_task_event ON task (event_id) WHERE event_id IS NOT NULL`);
    await q.query(`CREATE INDEX idx_task_bill ON task (bill_id) WHERE bill_id IS NOT NULL`);
    // The refer screen counts the accounts a user brought.
    await q.query(
      `CREATE INDEX idx_app_user_referred_by ON app_user (referred_by) WHERE referred_by IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_app_user_referred_by`);
    await q.query(`DROP INDEX IF EXISTS idx_task_bill`);
    await q.query(`DROP INDEX IF EXISTS idx_task_event`);
    await q.query(`DROP INDEX IF EXISTS idx_task_owner_order`);
    await q.query(`ALTER TABLE task DROP CONSTRAINT IF EXISTS fk_task_bill_owner`);
    await q.query(`ALTER TABLE task DROP CONSTRAINT IF EXISTS fk_task_event_owner`);
    await q.query(`ALTER TABLE task DROP CONSTRAINT IF EXISTS ck_task_text`);
    await q.query(`ALTER TABLE task DROP COLUMN updated_at`);
    await q.query(`ALTER TABLE task DROP COLUMN source`);
    await q.query(`ALTER TABLE task DROP COLUMN bill_id`);
    await q.query(`ALTER TABLE task DROP COLUMN event_id`);
    await q.query(`ALTER TABLE task DROP COLUMN due`);
  }
}
