/**
 * Where resumable (tus) uploads wait for their last byte, as the files service sees it: to remove one
 * (cancelled, refused, its account deleted) and to list them for the sweep. On local disk (FILES_DIR/.tus,
 * @tus/file-store: the data file and "<id>.json"), or in the bucket (@tus/s3-store, resumable-uploads.ts).
 */
import fsp from 'node:fs/promises';
import path from 'node:path';

export interface PartialUpload {
  id: string;
  /** When its data last changed (disk) or when it was started or last given a short chunk (S3). */
  lastModified: Date;
}

export interface PartialUploads {
  readonly kind: 'disk' | 's3';
  /** Removes the upload's data and description; no error when it is already gone. */
  remove(uploadId: string): Promise<void>;
  /** Every unfinished upload, for the sweep. */
  list(): AsyncIterable<PartialUpload>;
}

/** tus names uploads with hex ids; anything else never came from there (and must not name a path). */
export const isUploadId = (id: string) => /^[\w-]+$/.test(id);

export class DiskPartialUploads implements PartialUploads {
  readonly kind = 'disk' as const;
  constructor(readonly directory: string) {}

  async remove(uploadId: string): Promise<void> {
    if (!isUploadId(uploadId)) return;
    await fsp.rm(path.join(this.directory, uploadId), { force: true });
    await fsp.rm(path.join(this.directory, `${uploadId}.json`), { force: true });
  }

  async *list(): AsyncIterable<PartialUpload> {
    for (const name of await fsp.readdir(this.directory).catch(() => [] as string[])) {
      if (name.endsWith('.json')) continue;
      const s = await fsp.stat(path.join(this.directory, name)).catch(() => null);
      if (s?.isFile()) yield { id: name, lastModified: s.mtime };
    }
  }
}
