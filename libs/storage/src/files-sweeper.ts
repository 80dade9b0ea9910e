/**
 * The files sweep, run by `npm run files:sweep` and, every FILES_SWEEP_MINUTES, inside the API: once per
 * period for the whole site, not once per host (apps/api server.ts schedules it as a periodic job).
 */
import type { Logger } from 'pino';
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
 * The whole sweep with its report logged. Errors are logged, never thrown: a sweep that failed is tried
 * again next period. The API runs it once per FILES_SWEEP_MINUTES for the whole site, whichever host
 * (a periodic job, @fp/db startPeriodicJobs).
 */
export async function runFilesSweep(
  files: FilesService,
  filesDir: string,
  log: Logger,
): Promise<FullSweepReport | null> {
  try {
    const report = await sweepFiles(files, filesDir);
    const removed = report.orphanObjects.length + report.partialUploads.length + report.leftovers.length;
    if (removed > 0 || report.missingObjects.length > 0)
      log.info(
        {
          orphanObjects: report.orphanObjects.length,
          partialUploads: report.partialUploads.length,
          leftovers: report.leftovers.length,
          missingObjects: report.missingObjects.length,
        },
        'files sweep',
      );
    for (const r of report.missingObjects)
      log.error({ fileId: r.id, key: r.storageKey }, 'file row without stored object');
    return report;
  } catch (err) {
    log.error({ err }, 'files sweep failed; it runs again next period');
    return null;
  }
}
