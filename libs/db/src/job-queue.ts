/**
 * The job queue: pg-boss (decision 9 in docs/ARCHITECTURE-DECISIONS.md) on the app's own DataSource, so it
 * runs on PostgreSQL and on the embedded PGlite alike and every host sharing the database shares its jobs.
 *
 * pg-boss keeps its tables in the `pgboss` schema and creates or upgrades them itself at start, under an
 * advisory lock (several hosts starting at once create it once), recording its version in
 * `pgboss.version`. That schema is the library's, versioned by the library: our migrations (the `public`
 * schema, the `migrations` table) never touch it, and upgrading pg-boss is what changes it.
 */
import PgBoss from 'pg-boss';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

export type JobQueue = PgBoss;
export type { PgBoss };

/**
 * The longest period of a periodic job (FILES_SWEEP_MINUTES may be up to a week). A period's singleton is
 * kept unique by its job row, so finished jobs stay in the job table at least this long before pg-boss
 * archives them (pg-boss refuses a throttle longer than that).
 */
export const LONGEST_PERIOD_SECONDS = 7 * 24 * 3600;

/** pg-boss's way to the database: one statement on a query runner of ours, answered as pg answers. */
async function run(runner: QueryRunner, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  const result = await runner.query(text, values, true);
  // pg-boss reads `rows` only; a multi-statement text (its schema creation) answers none.
  return { rows: (result.records ?? []) as unknown[] };
}

/** pg-boss's own statements (its SQL builders, untyped), to know which ones it does not wait for. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- pg-boss ships no typings for its plans
const plans = require('pg-boss/src/plans') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
  DEFAULT_SCHEMA: string;
};

/**
 * pg-boss 10 ends a worker's job (complete or fail) without waiting for it or catching its error, so a
 * failed statement there (the database closing at shutdown, a dropped connection) would be an unhandled
 * rejection and end the process. Those two statements report their error instead: a job left active is
 * expired and retried, and a retried reading job that finds its reading ended does nothing.
 */
const UNAWAITED = new Set([
  plans.completeJobs(plans.DEFAULT_SCHEMA),
  plans.failJobsById(plans.DEFAULT_SCHEMA),
]);

/** The DataSource as pg-boss's `db`: each statement on a pooled connection (or PGlite's one session). */
export function jobSql(db: DataSource, onError?: (err: unknown) => void): PgBoss.Db {
  return {
    async executeSql(text, values) {
      try {
        const runner = db.createQueryRunner();
        try {
          return await run(runner, text, values);
        } finally {
          await runner.release();
        }
      } catch (err) {
        if (!UNAWAITED.has(text)) throw err;
        onError?.(err);
        return { rows: [{ count: 0 }] };
      }
    },
  };
}

/** An open transaction as pg-boss's `db`: a job sent with it is sent only if the transaction commits. */
export function jobSqlIn(m: EntityManager): PgBoss.Db {
  if (!m.queryRunner) throw new Error('jobSqlIn needs a transaction’s EntityManager');
  const runner = m.queryRunner;
  return { executeSql: (text, values) => run(runner, text, values) };
}

export interface JobQueueOptions {
  /**
   * Expire jobs past their time, retry or fail them and archive old ones, every this many seconds (one
   * host per period does it). 0: never in this queue (a queue for sending and fetching only).
   */
  maintenanceSeconds?: number;
  onError?: (err: unknown) => void;
}

/** A started queue of its own on the database (one per host; tests make two to act as two hosts). */
export async function openJobQueue(db: DataSource, opts: JobQueueOptions = {}): Promise<JobQueue> {
  const maintenance = opts.maintenanceSeconds ?? 0;
  const boss = new PgBoss({
    db: jobSql(db, opts.onError),
    // No cron here: periodic work is sent as throttled singletons (@fp/db periodic-jobs.ts).
    schedule: false,
    archiveCompletedAfterSeconds: LONGEST_PERIOD_SECONDS,
    supervise: maintenance > 0,
    ...(maintenance > 0 ? { maintenanceIntervalSeconds: maintenance } : {}),
  });
  boss.on('error', (err: unknown) => opts.onError?.(err));
  await boss.start();
  return boss;
}

const shared = new WeakMap<DataSource, Promise<JobQueue>>();

/**
 * This process's queue on `db`, opened on first use and shared by every service on that DataSource. The
 * first caller's options hold: the API server opens it with maintenance before building its services.
 */
export function jobQueueOf(db: DataSource, opts: JobQueueOptions = {}): Promise<JobQueue> {
  let queue = shared.get(db);
  if (!queue) {
    queue = openJobQueue(db, opts);
    queue.catch(() => shared.delete(db));
    shared.set(db, queue);
  }
  return queue;
}

/** Stops this process's shared queue on `db` (its workers and maintenance), if one was opened. */
export async function closeJobQueue(db: DataSource, opts: { timeoutMs?: number } = {}): Promise<void> {
  const queue = shared.get(db);
  if (!queue) return;
  shared.delete(db);
  const boss = await queue.catch(() => null);
  await boss?.stop({ graceful: true, close: false, timeout: opts.timeoutMs ?? 5_000 });
}

export type QueueOptions = Omit<PgBoss.Queue, 'name'>;

const defining = new WeakMap<JobQueue, Promise<unknown>>();

/**
 * Creates each queue that is missing and sets the retry and expiry policy of those whose policy differs.
 * One read when all are as wanted, as on every start but the first. Safe on every host at once: pg-boss
 * makes a queue's table with an ALTER TABLE that locks its queue list, and two hosts (or two services of
 * one process) making different queues at once deadlock on PostgreSQL. So this process makes its queues
 * one call after the other, and a creation that lost a deadlock to another host is tried again.
 */
export function defineQueues(boss: JobQueue, wanted: Record<string, QueueOptions>): Promise<void> {
  const next = (defining.get(boss) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => define(boss, wanted));
  defining.set(boss, next);
  return next;
}

const isDeadlock = (err: unknown) => (err as { code?: string } | null)?.code === '40P01';

async function define(boss: JobQueue, wanted: Record<string, QueueOptions>): Promise<void> {
  const have = new Map(
    (await boss.getQueues()).map((q) => [q.name, q as unknown as Record<string, unknown>]),
  );
  for (const [name, options] of Object.entries(wanted)) {
    const found = have.get(name);
    if (found) {
      if (Object.entries(options).some(([k, v]) => found[k] !== v))
        await boss.updateQueue(name, { name, ...options });
      continue;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name, { name, ...options });
        break;
      } catch (err) {
        if (!isDeadlock(err) || attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 20 + Math.random() * 100 * attempt));
      }
    }
  }
}
