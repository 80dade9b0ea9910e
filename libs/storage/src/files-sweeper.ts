/**
 * The files sweep, run by `npm run files:sweep` and, every FILES_SWEEP_MINUTES, inside the API. Several
 * API processes may share one database (and one store): a lease row (job_lease) lets one of them start
 * the sweep per period, so objects are not listed and removed by all of them at once.
 */
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { FilesService, SweepReport } from './files.service';
import { sweepLeftovers } from './leftovers';

export interface FullSweepReport extends SweepReport {
  /** Unfinished resumable uploads removed: expired, cancelled, or of a deleted account. */
  partialUploads: string[];
  /** Temporary files of cut-short writes and week-old resumable uploads in FILES_DIR. */
  leftovers: string[];
}

/** Every part of the sweep, on one store and its local folder. */
export async function sweepFiles(
  files: FilesService,
  filesDir: string,
  opts: { graceMs?: number; dryRun?: boolean } = {},
): Promise<FullSweepReport> {
  const report = await files.sweep(opts);
  const partialUploads = await files.sweepPartials(opts);
  const leftovers = await sweepLeftovers(filesDir, { dryRun: opts.dryRun });
  return { ...report, partialUploads, leftovers };
}

/**
 * Takes the lease of job `name` when its last start is at least `periodMs` old (or it never ran): true
 * for exactly one of several processes asking at once.
 */
export async function claimJob(db: DataSource, name: string, periodMs: number): Promise<boolean> {
  const rows: unknown = await db.query(
    `INSERT INTO job_lease (name, started_at) VALUES ($1, now())
     ON CONFLICT (name) DO UPDATE SET started_at = now()
       WHERE job_lease.started_at <= now() - $2 * interval '1 millisecond'
     RETURNING name`,
    [name, periodMs],
  );
  return Array.isArray(rows) && rows.length > 0;
}

export const FILES_SWEEP_JOB = 'files-sweep';

/**
 * Runs the sweep when this process wins the period's lease. Errors are logged, never thrown: a sweep
 * that failed is tried again next period.
 */
export async function sweepFilesIfDue(
  db: DataSource,
  files: FilesService,
  filesDir: string,
  opts: { periodMs: number; log: Logger },
): Promise<FullSweepReport | null> {
  try {
    // A little less than the period, so timers that drift do not skip a period.
    if (!(await claimJob(db, FILES_SWEEP_JOB, Math.floor(opts.periodMs * 0.9)))) return null;
    const report = await sweepFiles(files, filesDir);
    const removed = report.orphanObjects.length + report.partialUploads.length + report.leftovers.length;
    if (removed > 0 || report.missingObjects.length > 0)
      opts.log.info(
        {
          orphanObjects: report.orphanObjects.length,
          partialUploads: report.partialUploads.length,
          leftovers: report.leftovers.length,
          missingObjects: report.missingObjects.length,
        },
        'files sweep',
      );
    for (const r of report.missingObjects)
      opts.log.error({ fileId: r.id, key: r.storageKey }, 'file row without stored object');
    return report;
  } catch (err) {
    opts.log.error({ err }, 'files sweep failed; it runs again next period');
    return null;
  }
}

/** Starts the periodic sweep; the returned function stops it. The timer never keeps the process alive. */
export function startFilesSweeper(
  db: DataSource,
  files: FilesService,
  filesDir: string,
  opts: { periodMs: number; log: Logger },
): () => void {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = sweepFilesIfDue(db, files, filesDir, opts).finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, opts.periodMs);
  timer.unref();
  // The first run soon after start: a process that restarts more often than the period still sweeps.
  const first = setTimeout(tick, Math.min(opts.periodMs, 60_000));
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
