/**
 * Where resumable (tus) uploads keep their state between requests, chosen like the file store: in the
 * bucket when S3 is configured (@tus/s3-store: any API host can resume an upload another one started),
 * otherwise on local disk under FILES_DIR/.tus (@tus/file-store: one host, the embedded default).
 *
 * In the bucket an upload is a multipart upload at the key `<upload id>` with `<upload id>.info` (its
 * length and metadata, the owner among them) and, between requests, `<upload id>.part` (a tail shorter than
 * a part). They sit at the bucket's top level, beside the files' `<owner>/<file>` keys, which the files
 * sweep keeps apart. Once finished, the files service copies the bytes to a file of the owner's (the type
 * and quota checks) and the upload's objects are removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type * as TusDisk from '@tus/file-store';
import type { DataStore, KvStore } from '@tus/server';
import type * as TusS3 from '@tus/s3-store';
import { DiskPartialUploads, isUploadId, type PartialUpload, type PartialUploads } from './partial-uploads';
import { TUS_DIR, TUS_EXPIRY_MS } from './leftovers';
import type { S3StoreConfig } from './s3-file-store';

export interface ResumableUploads {
  readonly kind: 'disk' | 's3';
  /** The tus server's data store. */
  readonly datastore: DataStore;
  /** A finished upload's bytes. */
  read(uploadId: string): Promise<Readable>;
  /** Removal and listing for the files service (cancel, account deletion, the sweep). */
  readonly partials: PartialUploads;
}

export interface ResumableUploadsConfig {
  filesDir: string;
  s3?: S3StoreConfig;
  /** S3 part size in bytes (default 8 MiB, at least 5 MiB); tests set the minimum. */
  partSize?: number;
}

export function createResumableUploads(cfg: ResumableUploadsConfig): ResumableUploads {
  return cfg.s3 ? bucketUploads(cfg.s3, cfg.partSize) : diskUploads(path.join(cfg.filesDir, TUS_DIR));
}

function diskUploads(directory: string): ResumableUploads {
  let datastore: DataStore | undefined;
  return {
    kind: 'disk',
    // Made (and @tus/file-store loaded) with the first resumable upload, not when the API starts.
    get datastore() {
      if (!datastore) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { FileStore } = require('@tus/file-store') as typeof TusDisk;
        datastore = new FileStore({ directory, expirationPeriodInMilliseconds: TUS_EXPIRY_MS });
      }
      return datastore;
    },
    read: async (id) => {
      if (!isUploadId(id)) throw new Error(`Not an upload id: ${JSON.stringify(id)}`);
      return fs.createReadStream(path.join(directory, id));
    },
    partials: new DiskPartialUploads(directory),
  };
}

/**
 * @tus/s3-store keeps each upload's description in a per-process cache; several hosts must each read it
 * from the bucket (a cancelled upload must be gone on every host), so that cache is turned off.
 */
const noCache: KvStore<TusS3.MetadataValue> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

const INFO = '.info';
const TAIL = '.part';

function bucketUploads(cfg: S3StoreConfig, partSize?: number): ResumableUploads {
  // Loaded only when a bucket is configured, as the AWS SDK is (s3-file-store.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3Store } = require('@tus/s3-store') as typeof TusS3;

  class BucketUploads extends S3Store {
    /** A tus DELETE (cancel): the tail object goes too (@tus/s3-store leaves it). */
    override async remove(id: string): Promise<void> {
      await super.remove(id);
      await this.client.deleteObject({ Bucket: this.bucket, Key: `${id}${TAIL}` }).catch(() => undefined);
    }

    /** Whatever is left of an upload, finished or not: no error when it is already gone. */
    async discard(id: string): Promise<void> {
      if (!isUploadId(id)) return;
      // Aborts the multipart upload; an upload already finished or aborted has none (NoSuchUpload).
      await super.remove(id).catch(() => undefined);
      await this.client.deleteObjects({
        Bucket: this.bucket,
        Delete: { Objects: [{ Key: id }, { Key: `${id}${INFO}` }, { Key: `${id}${TAIL}` }], Quiet: true },
      });
    }

    /** Every upload with a description or a tail at the bucket's top level (the files' folders are skipped). */
    async *uploads(): AsyncIterable<PartialUpload> {
      const seen = new Map<string, Date>();
      let token: string | undefined;
      do {
        const page = await this.client.listObjectsV2({
          Bucket: this.bucket,
          Delimiter: '/',
          ContinuationToken: token,
        });
        for (const o of page.Contents ?? []) {
          const key = o.Key ?? '';
          const suffix = [INFO, TAIL].find((s) => key.endsWith(s));
          const id = suffix ? key.slice(0, -suffix.length) : '';
          if (!isUploadId(id)) continue;
          const when = o.LastModified ?? new Date(0);
          const known = seen.get(id);
          seen.set(id, known && known > when ? known : when);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      for (const [id, lastModified] of seen) yield { id, lastModified };
    }
  }

  const store = new BucketUploads({
    partSize,
    minPartSize: partSize,
    // Expiry is the files sweep's (reservations, FILES_SWEEP_MINUTES), not bucket tags.
    useTags: false,
    expirationPeriodInMilliseconds: TUS_EXPIRY_MS,
    cache: noCache,
    s3ClientConfig: {
      bucket: cfg.bucket,
      region: cfg.region,
      endpoint: cfg.endpoint,
      forcePathStyle: cfg.forcePathStyle ?? false,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(cfg.accessKeyId && cfg.secretAccessKey
        ? { credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } }
        : {}),
    },
  });
  return {
    kind: 's3',
    datastore: store,
    read: (id) => store.read(id),
    partials: { kind: 's3', remove: (id) => store.discard(id), list: () => store.uploads() },
  };
}
