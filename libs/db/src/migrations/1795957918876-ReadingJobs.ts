import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 43: bill readings and the periodic sweeps run on pg-boss (its own `pgboss` schema, which pg-boss
 * creates and upgrades itself; see @fp/db job-queue.ts). Its jobs replace the hand-written leases:
 *
 * - file_reading.job_id: the pg-boss job reading it now, so the job's retry finds its reading again.
 *   claimed_at (refreshed at every page, stale after 5 minutes) goes: a lost worker's job is expired and
 *   retried by pg-boss. A reading under way has no job yet, so it is queued again (the next worker to
 *   start sends jobs for queued readings that have none).
 * - job_lease (when the files sweep last started) goes: each sweep is a singleton job per period.
 */
export class ReadingJobs1795957918876 implements MigrationInterface {
  name = 'ReadingJobs1795957918876';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE file_reading ADD COLUMN job_id uuid`);
    await q.query(`UPDATE file_reading SET status = 'QUEUED' WHERE status = 'READING'`);
    await q.query(`ALTER TABLE file_reading DROP COLUMN claimed_at`);
    await q.query('DROP TABLE IF EXISTS job_lease');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE job_lease (
      name text NOT NULL,
      started_at timestamptz NOT NULL,
      CONSTRAINT pk_job_lease PRIMARY KEY (name)
    )`);
    await q.query(`ALTER TABLE file_reading ADD COLUMN claimed_at timestamptz`);
    await q.query(`UPDATE file_reading SET status = 'QUEUED' WHERE status = 'READING'`);
    await q.query(`ALTER TABLE file_reading DROP COLUMN job_id`);
  }
}
