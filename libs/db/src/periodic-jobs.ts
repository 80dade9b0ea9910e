/**
 * Periodic work (sweeps, retries of failed e-mail) done once per period for the whole site, whichever host
 * does it. Each period is a pg-boss singleton: every host sends the job of the current period (a throttled
 * send whose key is the job's name: pg-boss keeps one job per name and period slot, the slots counted from
 * the epoch, so hosts agree on them without talking), and one host's worker takes it. A host that restarts
 * more often than the period still does its share; a period nobody was up for is simply skipped.
 *
 * Why not pg-boss's cron (`schedule`): its periods are cron expressions (FILES_SWEEP_MINUTES may be any
 * number of minutes), its clock is checked every 30 s on every host, and a test would wait a minute to see
 * one period go by.
 */
import type { JobQueue } from './job-queue';
import { defineQueues, LONGEST_PERIOD_SECONDS } from './job-queue';

export interface PeriodicJob {
  /** The queue's name (also the singleton key). */
  name: string;
  periodMs: number;
  /** The work; a failure is logged by the caller's `onError` and the next period tries again. */
  run: () => Promise<unknown>;
}

export interface PeriodicJobs {
  /** Sends every job whose current period has none yet; the ids of those sent by this call. */
  sendDue(): Promise<string[]>;
  stop(): Promise<void>;
}

const periodSeconds = (job: PeriodicJob) => {
  const s = Math.max(1, Math.round(job.periodMs / 1000));
  if (s > LONGEST_PERIOD_SECONDS)
    throw new Error(`${job.name}: a period of ${s} s is longer than the ${LONGEST_PERIOD_SECONDS} s allowed`);
  return s;
};

/**
 * Starts the periodic jobs on this host: a worker per job, and a timer that sends the current period's
 * job every `checkMs` (default: the period, at most a minute), the first one `firstMs` after start. The
 * timers never keep the process alive.
 */
export async function startPeriodicJobs(
  boss: JobQueue,
  jobs: PeriodicJob[],
  opts: {
    onError?: (job: string, err: unknown) => void;
    checkMs?: number;
    firstMs?: number;
    pollSeconds?: number;
  } = {},
): Promise<PeriodicJobs> {
  // No retry: the next period is the retry. A host that dies mid-run leaves the job to expire (after
  // the period, at least a minute and at most an hour: no sweep takes longer).
  await defineQueues(
    boss,
    Object.fromEntries(
      jobs.map((job) => [
        job.name,
        { retryLimit: 0, expireInSeconds: Math.min(Math.max(60, periodSeconds(job)), 3600) },
      ]),
    ),
  );
  const workers = new Map<string, string>();
  for (const job of jobs) {
    const id = await boss.work(job.name, { pollingIntervalSeconds: opts.pollSeconds ?? 30 }, async () => {
      try {
        await job.run();
      } catch (err) {
        opts.onError?.(job.name, err);
      }
    });
    workers.set(job.name, id);
  }

  const sendDue = async () => {
    const sent: string[] = [];
    for (const job of jobs) {
      try {
        const id = await boss.sendThrottled(job.name, {}, {}, periodSeconds(job), job.name);
        if (!id) continue;
        sent.push(id);
        // This host sent it: its worker takes it now rather than at its next poll.
        boss.notifyWorker(workers.get(job.name)!);
      } catch (err) {
        opts.onError?.(job.name, err);
      }
    }
    return sent;
  };

  const shortest = Math.min(...jobs.map((j) => j.periodMs));
  const checkMs = opts.checkMs ?? Math.min(shortest, 60_000);
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = sendDue().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, checkMs);
  timer.unref();
  const first = setTimeout(tick, opts.firstMs ?? checkMs);
  first.unref();

  return {
    sendDue,
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
      for (const name of workers.keys()) await boss.offWork(name);
    },
  };
}
