/**
 * `npm run files:sweep`: keeps stored files and file_item rows in step, on the configured storage (FILES_DIR
 * or S3_*) and database (DATABASE_URL or PGLITE_DIR), read from the same variables as the server.
 *
 * - Objects with no row (left by an interrupted upload, or by a visit deleted with its rows) are removed,
 *   once older than SWEEP_GRACE_MINUTES (default 60), so an upload writing its row right now is safe.
 * - Rows whose object is missing are listed for a person to look at; they are not changed.
 * - Unfinished resumable uploads (FILES_DIR/.tus, or the bucket's top level with S3) past their expiry, or
 *   cancelled, or of a deleted account (no reservation left), are removed with their reserved quota.
 * - In FILES_DIR (also with S3): resumable uploads past their expiry (a day) and temporary files of writes cut
 *   short more than a day ago are removed.
 *
 * The API runs the same sweep every FILES_SWEEP_MINUTES; this command is for running it by hand.
 *
 * `--dry-run` only reports. Exit code 0, or 3 when rows without an object were found.
 */
import 'reflect-metadata';
import path from 'node:path';
import pino from 'pino';
import { openDatabase } from '@fp/db';
import {
  createFileStore,
  createResumableUploads,
  DEFAULT_MAX_FILE_BYTES,
  FilesService,
  sweepFiles,
  TUS_DIR,
  type FileStoreConfig,
} from '@fp/storage';
import { exitWith } from './cli';

/** The storage settings, read like apps/api/src/config.ts reads them (same variables, same defaults). */
function storageFromEnv(env = process.env): FileStoreConfig {
  const bucket = env.S3_BUCKET?.trim();
  return {
    filesDir: path.resolve(env.FILES_DIR?.trim() || 'data/files'),
    s3: bucket
      ? {
          bucket,
          region: env.S3_REGION?.trim() || 'us-east-1',
          endpoint: env.S3_ENDPOINT?.trim() || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
          forcePathStyle: /^(1|true|yes|on)$/i.test(env.S3_FORCE_PATH_STYLE?.trim() ?? ''),
        }
      : undefined,
  };
}

async function main(): Promise<number> {
  const dryRun = process.argv.includes('--dry-run');
  const storage = storageFromEnv();
  const graceMinutes = Number(process.env.SWEEP_GRACE_MINUTES ?? 60);
  if (!Number.isFinite(graceMinutes) || graceMinutes < 0) {
    console.error('SWEEP_GRACE_MINUTES must be a number of minutes (0 or more).');
    return 2;
  }
  const db = await openDatabase({
    url: process.env.DATABASE_URL?.trim() || undefined,
    pgliteDir: process.env.PGLITE_DIR?.trim() || 'data/pg',
  });
  try {
    const store = createFileStore(storage);
    // The limits play no part in a sweep.
    const files = new FilesService(db.dataSource, store, {
      maxFileBytes: DEFAULT_MAX_FILE_BYTES,
      quotaBytes: Number.MAX_SAFE_INTEGER,
      log: pino({ level: 'warn' }),
      partials: createResumableUploads(storage).partials,
    });
    const where = storage.s3 ? `s3://${storage.s3.bucket}` : storage.filesDir;
    const report = await sweepFiles(files, storage.filesDir, { graceMs: graceMinutes * 60_000, dryRun });
    console.log(`${where}: ${report.scanned} stored objects scanned.`);
    const verb = dryRun ? 'would be removed' : 'removed';
    console.log(`${report.orphanObjects.length} objects without a row ${verb}.`);
    for (const key of report.orphanObjects) console.log(`  ${key}`);
    console.log(`${report.missingObjects.length} rows without a stored object (not changed):`);
    for (const r of report.missingObjects)
      console.log(`  file ${r.id} of user ${r.ownerId}: ${r.storageKey}`);
    console.log(`${report.partialUploads.length} unfinished uploads nobody will finish ${verb}.`);
    for (const id of report.partialUploads) console.log(`  ${storage.s3 ? '' : `${TUS_DIR}/`}${id}`);
    console.log(`${report.leftovers.length} stale partial uploads and temporary files ${verb}.`);
    for (const p of report.leftovers) console.log(`  ${p}`);
    return report.missingObjects.length > 0 ? 3 : 0;
  } finally {
    await db.close();
  }
}

exitWith(main());
