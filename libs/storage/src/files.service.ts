/**
 * Uploaded files (bill scans, receipts): streamed into the FileStore with a size limit and a per-user
 * quota, checked by content, recorded as file_item rows owned by the uploader, attached to one of the
 * uploader's events or bills. Every read and delete is scoped to the owner. The sweep keeps rows and
 * stored objects in step.
 */
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { BillEntity, EventEntity, FileItemEntity } from '@fp/db';
import { isUuid, DomainError, notFound } from '@fp/domain';
import { FileTooLargeError, type FileStore } from './file-store';
import { fileItems } from './file-items.repository';
import { TUS_EXPIRY_MS } from './leftovers';
import { sanitizeFileName } from './file-name';
import { DiskPartialUploads, type PartialUploads } from './partial-uploads';
import { ALLOWED_TYPE_NAMES, type SniffedType } from './sniff';
import { EmptyFileError, FileTypeError, TypeSniffer } from './type-sniffer';

export const DEFAULT_MAX_FILE_BYTES = 1_048_576_000;

export interface FilesOptions {
  /** Largest single file in bytes (spec: 1,048,576,000). */
  maxFileBytes: number;
  /** Total bytes one user may keep. */
  quotaBytes: number;
  /** When > 0 and the store can sign URLs, downloads redirect to a URL valid this many seconds. */
  signedUrlSeconds?: number;
  log?: Logger;
  /**
   * Spec part 2 §4: "the first uploaded file creates the visit". Wired by the bill tracker once its
   * service exists; until then a file uploaded without an id stays unattached (the table allows it).
   */
  createVisitForFirstFile?: (ownerId: string) => Promise<{ eventId: string }>;
  /**
   * Where resumable uploads wait for their last byte (resumable-uploads.ts: FILES_DIR/.tus or the bucket):
   * their reserved bytes count against the quota, and the sweep and account deletion remove them there.
   */
  partials?: PartialUploads;
  /** The same on local disk, by folder (FILES_DIR/.tus), when `partials` is not given. */
  partialDir?: string;
}

/** Why an upload was refused, with the HTTP status and the message the older site showed. */
export class UploadRejectedError extends Error {
  override name = 'UploadRejectedError';
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: 'FILE_TOO_LARGE' | 'QUOTA_EXCEEDED' | 'FILE_TYPE' | 'FILE_EMPTY',
    message: string,
  ) {
    super(message);
  }
}

/** "1000 MB", "5 GB", "64 KB": the limit as the spec's message words it (binary units, whole numbers). */
export function formatLimit(bytes: number): { size: number; unit: string } {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let size = bytes;
  let i = 0;
  while (size >= 1024 && i < units.length - 1 && Number.isInteger(size / 1024)) {
    size /= 1024;
    i++;
  }
  if (size >= 1024 && i < units.length - 1) {
    // Not a whole number of the next unit: round down so the message never overstates the limit.
    while (size >= 1024 && i < units.length - 1) {
      size /= 1024;
      i++;
    }
    size = Math.floor(size * 10) / 10;
  }
  return { size, unit: units[i]! };
}

export const tooLargeMessage = (maxBytes: number) => {
  const { size, unit } = formatLimit(maxBytes);
  return `File is larger than ${size} ${unit}. Please try again.`;
};
export const FILE_TYPE_MESSAGE = `File type can only be: ${ALLOWED_TYPE_NAMES}. Please try again.`;
export const quotaMessage = (quotaBytes: number) => {
  const { size, unit } = formatLimit(quotaBytes);
  return `This file would take you over your ${size} ${unit} of file storage. Delete some files and try again.`;
};

export interface UploadInput {
  /** The declared name (sanitised here). */
  name?: string;
  /** An event or bill id of the uploader's, to attach the file to. */
  attachTo?: string;
}

export interface SweepReport {
  /** Objects with no row, removed (or that would be, on a dry run). */
  orphanObjects: string[];
  /** Rows whose object is missing: reported, left for a person to look at. */
  missingObjects: { id: string; ownerId: string; storageKey: string }[];
  scanned: number;
}

export class FilesService {
  private readonly partials: PartialUploads | undefined;

  constructor(
    private readonly db: DataSource,
    readonly store: FileStore,
    readonly opts: FilesOptions,
  ) {
    this.partials = opts.partials ?? (opts.partialDir ? new DiskPartialUploads(opts.partialDir) : undefined);
  }

  private get files() {
    return this.db.getRepository(FileItemEntity);
  }

  /**
   * Bytes counted against the user's quota: the files kept plus the bytes reserved by unfinished
   * resumable uploads (until they finish, are cancelled or expire).
   */
  async usage(ownerId: string, q: Pick<EntityManager, 'query'> = this.db): Promise<number> {
    const rows: { total: string | number }[] = await q.query(
      `SELECT (SELECT COALESCE(SUM(size), 0) FROM file_item WHERE owner_id = $1)
            + (SELECT COALESCE(SUM(bytes), 0) FROM upload_reservation WHERE owner_id = $1 AND expires_at > now())
              AS total`,
      [ownerId],
    );
    return Number(rows[0]?.total ?? 0);
  }

  /**
   * Runs `fn` holding the owner's account row locked: quota checks and the writes they allow happen one
   * owner-upload at a time, so parallel uploads cannot each see the same free space.
   */
  private withOwnerLock<T>(ownerId: string, fn: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(async (em) => {
      await em.query('SELECT 1 FROM app_user WHERE id = $1 FOR UPDATE', [ownerId]);
      return fn(em);
    });
  }

  private quotaRefusal(): UploadRejectedError {
    return new UploadRejectedError(413, 'QUOTA_EXCEEDED', quotaMessage(this.opts.quotaBytes));
  }

  /**
   * Reserves `bytes` of the owner's quota for a resumable upload (`uploadId`) until it finishes, is
   * cancelled (`release`) or expires with it; QUOTA_EXCEEDED (413) when they do not fit.
   */
  async reserve(ownerId: string, uploadId: string, bytes: number): Promise<void> {
    await this.withOwnerLock(ownerId, async (em) => {
      if ((await this.usage(ownerId, em)) + bytes > this.opts.quotaBytes) throw this.quotaRefusal();
      await em.query(
        `INSERT INTO upload_reservation (upload_id, owner_id, bytes, expires_at)
         VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
        [uploadId, ownerId, bytes, TUS_EXPIRY_MS],
      );
    });
  }

  /** Gives back what a resumable upload reserved (it was cancelled or refused). */
  async release(ownerId: string, uploadId: string): Promise<void> {
    await this.db.query('DELETE FROM upload_reservation WHERE upload_id = $1 AND owner_id = $2', [
      uploadId,
      ownerId,
    ]);
  }

  /**
   * Removes the owner's unfinished resumable uploads (their bytes and reservations): account deletion.
   * Returns how many there were.
   */
  async removeUnfinished(ownerId: string): Promise<number> {
    const rows: { upload_id: string }[] = await this.db.query(
      'SELECT upload_id FROM upload_reservation WHERE owner_id = $1',
      [ownerId],
    );
    for (const r of rows) await this.removePartial(r.upload_id);
    await this.db.query('DELETE FROM upload_reservation WHERE owner_id = $1', [ownerId]);
    return rows.length;
  }

  /** A resumable upload's data and its description, on disk or in the bucket. */
  private async removePartial(uploadId: string): Promise<void> {
    await this.partials?.remove(uploadId);
  }

  /**
   * The event or bill `id` belongs to, scoped to the owner; NOT_FOUND for anyone else's (or no such) id.
   * Without an id: the visit-creating hook when wired, otherwise unattached.
   */
  async resolveTarget(
    ownerId: string,
    id: string | undefined,
  ): Promise<{ eventId: string | null; billId: string | null }> {
    if (!id) {
      if (this.opts.createVisitForFirstFile) {
        const { eventId } = await this.opts.createVisitForFirstFile(ownerId);
        return { eventId, billId: null };
      }
      return { eventId: null, billId: null };
    }
    if (!isUuid(id)) throw notFound('The visit or bill');
    if (await this.db.getRepository(EventEntity).exists({ where: { id, ownerId } }))
      return { eventId: id, billId: null };
    const bill = await this.db
      .getRepository(BillEntity)
      .findOne({ where: { id, ownerId }, select: { id: true, eventId: true } });
    if (bill) return { eventId: bill.eventId, billId: bill.id };
    throw notFound('The visit or bill');
  }

  /** Checks an attach target before any byte is stored (when the id is known up front). */
  async checkTarget(ownerId: string, id: string | undefined): Promise<void> {
    if (id) await this.resolveTarget(ownerId, id);
  }

  /**
   * How many more bytes this user may store in one file now; `reservedBytes` are the upload's own
   * reservation (a finishing resumable upload), given back to it.
   */
  async allowance(ownerId: string, reservedBytes = 0): Promise<{ maxBytes: number; byQuota: boolean }> {
    const left = Math.max(0, this.opts.quotaBytes - (await this.usage(ownerId)) + reservedBytes);
    return left < this.opts.maxFileBytes
      ? { maxBytes: left, byQuota: true }
      : { maxBytes: this.opts.maxFileBytes, byQuota: false };
  }

  /** The refusal for a file declared (or found) larger than the single-file limit. */
  rejectionForSize(): UploadRejectedError {
    return new UploadRejectedError(413, 'FILE_TOO_LARGE', tooLargeMessage(this.opts.maxFileBytes));
  }

  /** Maps the store's and sniffer's errors to what the user is told. */
  private rejection(err: unknown, byQuota: boolean): unknown {
    if (err instanceof FileTooLargeError)
      return byQuota
        ? this.quotaRefusal()
        : new UploadRejectedError(413, 'FILE_TOO_LARGE', tooLargeMessage(this.opts.maxFileBytes));
    if (err instanceof FileTypeError) return new UploadRejectedError(415, 'FILE_TYPE', FILE_TYPE_MESSAGE);
    if (err instanceof EmptyFileError)
      return new UploadRejectedError(400, 'FILE_EMPTY', 'The file is empty. Please choose another file.');
    return err;
  }

  /**
   * Streams one upload into storage and records it. The type is checked on the first bytes, the size
   * while streaming; on any refusal nothing is kept (partial data and the object are removed).
   */
  async upload(ownerId: string, body: Readable, input: UploadInput): Promise<FileItemEntity> {
    const stored = await this.storeUpload(ownerId, body);
    return this.record(ownerId, stored.key, stored.size, stored.type, input);
  }

  /**
   * The first half of an upload: streams `body` into a new object of the owner's, refusing a wrong
   * type (415), a file over the limit or over the quota (413) or an empty one (400) with nothing kept.
   * The caller must `record` or `store.delete` the object. `reservedBytes`: see `allowance`.
   */
  async storeUpload(
    ownerId: string,
    body: Readable,
    reservedBytes = 0,
  ): Promise<{ key: string; size: number; type: SniffedType }> {
    const key = `${ownerId}/${randomUUID()}`;
    const { maxBytes, byQuota } = await this.allowance(ownerId, reservedBytes);
    const sniffer = new TypeSniffer();
    // pipeline() wires errors both ways: a refused type stops the store's write, and the other way round.
    const [piped, stored] = await Promise.allSettled([
      pipeline(body, sniffer),
      this.store.put(key, sniffer, { maxBytes }),
    ]);
    if (piped.status === 'rejected' || stored.status === 'rejected') {
      body.resume();
      await this.store.delete(key).catch(() => undefined);
      const errors = [stored, piped].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      const known = errors.find(
        (e) => e instanceof FileTooLargeError || e instanceof FileTypeError || e instanceof EmptyFileError,
      );
      throw this.rejection(known ?? errors[0], byQuota);
    }
    return { key, size: stored.value.size, type: sniffer.type! };
  }

  /**
   * Records an object already in the store (tus uploads arrive this way, naming the `uploadId` whose
   * reservation the file replaces). The attach target is checked last: another user's id removes the
   * object and answers NOT_FOUND. The quota is checked and the row written under the owner's lock, so the
   * files kept never add up to more than the quota, however many uploads run at once.
   */
  async record(
    ownerId: string,
    key: string,
    size: number,
    type: { ext: string; contentType: string },
    input: UploadInput,
    uploadId?: string,
  ): Promise<FileItemEntity> {
    try {
      const target = await this.resolveTarget(ownerId, input.attachTo);
      return await this.withOwnerLock(ownerId, async (em) => {
        if (uploadId)
          await em.query('DELETE FROM upload_reservation WHERE upload_id = $1 AND owner_id = $2', [
            uploadId,
            ownerId,
          ]);
        if ((await this.usage(ownerId, em)) + size > this.opts.quotaBytes) throw this.quotaRefusal();
        return fileItems.insert(em, {
          ownerId,
          ...target,
          name: sanitizeFileName(input.name, `file.${type.ext}`),
          storageKey: key,
          ext: type.ext,
          size,
          contentType: type.contentType,
        });
      });
    } catch (err) {
      await this.store.delete(key).catch(() => undefined);
      throw err;
    }
  }

  /** One of the owner's files; NOT_FOUND for anyone else's. */
  async get(ownerId: string, id: string): Promise<FileItemEntity> {
    const row = isUuid(id) ? await this.files.findOne({ where: { id, ownerId } }) : null;
    if (!row) throw notFound('The file');
    return row;
  }

  /** The owner's files on an event or a bill (or all of them). */
  list(ownerId: string, on: { eventId?: string; billId?: string } = {}): Promise<FileItemEntity[]> {
    return this.files.find({ where: { ownerId, ...on }, order: { createdAt: 'ASC' } });
  }

  /** The file's bytes, or (S3 with signed URLs on) a short-lived URL to send the browser to. */
  async open(
    ownerId: string,
    id: string,
  ): Promise<{ file: FileItemEntity; redirect?: string; body?: Readable }> {
    const file = await this.get(ownerId, id);
    const seconds = this.opts.signedUrlSeconds ?? 0;
    if (seconds > 0 && this.store.signedUrl) {
      const redirect = await this.store.signedUrl(file.storageKey, {
        fileName: file.name,
        contentType: file.contentType,
        expiresSeconds: seconds,
      });
      return { file, redirect };
    }
    try {
      return { file, body: await this.store.get(file.storageKey) };
    } catch (err) {
      if ((err as Error).name === 'ObjectNotFoundError') {
        this.opts.log?.error({ fileId: id, key: file.storageKey }, 'file row without stored object');
        throw new DomainError('NOT_FOUND', 'The file’s contents are missing. Please upload it again.');
      }
      throw err;
    }
  }

  /** Removes the row, then the object. True when the file was the owner's and is gone. */
  async delete(ownerId: string, id: string): Promise<boolean> {
    const file = await this.get(ownerId, id);
    await fileItems.delete(this.db, ownerId, [file.id]);
    await this.store.delete(file.storageKey).catch((err) => {
      // The sweep removes it later; the user's file is gone from their list either way.
      this.opts.log?.warn({ err, key: file.storageKey }, 'stored object not deleted');
    });
    return true;
  }

  /**
   * For the bill tracker, before it deletes an event or a bill (whose file rows the database cascades):
   * removes the owner's files on it, rows and stored objects. Files on a bill carry its event id too, so
   * `{ eventId }` covers the event's bills. Returns how many files were removed.
   */
  async deleteAllOn(ownerId: string, on: { eventId: string } | { billId: string }): Promise<number> {
    const list = await this.files.find({ where: { ownerId, ...on }, select: { id: true, storageKey: true } });
    if (list.length === 0) return 0;
    await fileItems.delete(
      this.db,
      ownerId,
      list.map((f) => f.id),
    );
    for (const f of list)
      await this.store.delete(f.storageKey).catch((err) => {
        this.opts.log?.warn({ err, key: f.storageKey }, 'stored object not deleted');
      });
    return list.length;
  }

  /**
   * Unfinished resumable uploads nobody will finish: reservations past their expiry go with their data,
   * and uploads without a reservation (cancelled, refused, or its account deleted) once older than
   * `graceMs`, on disk or in the bucket. Returns the upload ids removed (or that would be, on a dry run).
   */
  async sweepPartials(opts: { graceMs?: number; dryRun?: boolean } = {}): Promise<string[]> {
    const partials = this.partials;
    if (!partials) return [];
    const cutoff = Date.now() - (opts.graceMs ?? 60 * 60_000);
    const removed = new Set<string>();
    const expired: { upload_id: string }[] = await this.db.query(
      'SELECT upload_id FROM upload_reservation WHERE expires_at <= now()',
    );
    for (const r of expired) removed.add(r.upload_id);
    for await (const upload of partials.list()) {
      if (removed.has(upload.id) || upload.lastModified.getTime() > cutoff) continue;
      const held: unknown[] = await this.db.query('SELECT 1 FROM upload_reservation WHERE upload_id = $1', [
        upload.id,
      ]);
      if (held.length === 0) removed.add(upload.id);
    }
    if (!opts.dryRun)
      for (const id of removed) {
        await this.removePartial(id);
        await this.db.query('DELETE FROM upload_reservation WHERE upload_id = $1 AND expires_at <= now()', [
          id,
        ]);
      }
    return [...removed].sort();
  }

  /**
   * Objects with no row are removed (only when older than `graceMs`, so uploads in flight are safe);
   * rows with no object are reported. `dryRun` only reports.
   */
  async sweep(opts: { graceMs?: number; dryRun?: boolean } = {}): Promise<SweepReport> {
    const graceMs = opts.graceMs ?? 60 * 60_000;
    const rows: { id: string; owner_id: string; storage_key: string }[] = await this.files
      .createQueryBuilder('f')
      .select(['f.id AS id', 'f.owner_id AS owner_id', 'f.storage_key AS storage_key'])
      .getRawMany();
    const byKey = new Map(rows.map((r) => [r.storage_key, r]));
    const seen = new Set<string>();
    const report: SweepReport = { orphanObjects: [], missingObjects: [], scanned: 0 };
    const cutoff = Date.now() - graceMs;
    for await (const obj of this.store.list()) {
      // The files are `<owner>/<file>`; in a bucket, resumable uploads sit beside them at the top level
      // and are swept by sweepPartials.
      if (!obj.key.includes('/')) continue;
      report.scanned++;
      seen.add(obj.key);
      if (byKey.has(obj.key) || obj.lastModified.getTime() > cutoff) continue;
      // Look again: the row may have been written since the list was read.
      if (await this.files.exists({ where: { storageKey: obj.key } })) continue;
      report.orphanObjects.push(obj.key);
      if (!opts.dryRun) await this.store.delete(obj.key);
    }
    for (const r of rows)
      if (!seen.has(r.storage_key))
        report.missingObjects.push({ id: r.id, ownerId: r.owner_id, storageKey: r.storage_key });
    return report;
  }
}
