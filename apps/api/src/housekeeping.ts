/**
 * The API's periodic housekeeping, each job once per period for the whole site whichever host runs it
 * (@fp/db startPeriodicJobs: a pg-boss singleton per period). Before issue 43 each host's first process ran
 * these on its own timers, so with several hosts e-mail retries went out once per host.
 */
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { startPeriodicJobs, type JobQueue, type PeriodicJob, type PeriodicJobs } from '@fp/db';
import { runFilesSweep } from '@fp/storage';
import type { AppConfig } from './config';
import type { Services } from './services';
import { pruneSessions } from './http/session-pruning';

const HOUR = 3_600_000;

/** What is done, how often. */
export function housekeepingJobs(
  db: DataSource,
  config: AppConfig,
  services: Pick<Services, 'records' | 'mail' | 'accounts' | 'files'>,
  log: Logger,
): PeriodicJob[] {
  const jobs: PeriodicJob[] = [
    // Expired sessions and old allowance counters.
    { name: 'session-prune', periodMs: HOUR, run: () => pruneSessions(db) },
    // Uploads never submitted, a day old, with their files (issue 41).
    { name: 'draft-sweep', periodMs: HOUR, run: () => services.records.sweepAbandonedDrafts() },
    // E-mails that failed, sent again.
    { name: 'mail-retry', periodMs: 5 * 60_000, run: () => services.mail.drain() },
    // Passes past their end switched off.
    { name: 'pass-expiry', periodMs: 5 * 60_000, run: () => services.accounts.expirePass() },
  ];
  // Stored files: objects without a row, unfinished uploads nobody will finish, cut-short writes.
  if (config.filesSweepMinutes > 0)
    jobs.push({
      name: 'files-sweep',
      periodMs: config.filesSweepMinutes * 60_000,
      run: () => runFilesSweep(services.files, config.filesDir, log),
    });
  return jobs;
}

/** Starts this host's share of the housekeeping; the answer's `stop` ends it. */
export function startHousekeeping(boss: JobQueue, jobs: PeriodicJob[], log: Logger): Promise<PeriodicJobs> {
  return startPeriodicJobs(boss, jobs, {
    onError: (job, err) => log.warn({ err, job }, 'housekeeping job failed; it runs again next period'),
  });
}
