/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, ...), through the AWS SDK v3. Large files go up
 * as a multipart upload of fixed-size parts, a few in flight at once, so memory stays bounded whatever
 * the file size; a failed or over-limit upload is aborted, which discards its parts. Objects are
 * private (no ACL is ever sent); browsers get them through the API or a short-lived signed URL.
 */
import { PassThrough, type Readable } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import type * as Presigner from '@aws-sdk/s3-request-presigner';
import {
  ByteLimit,
  ObjectNotFoundError,
  assertValidKey,
  type FileStore,
  type PutOptions,
  type StoredObject,
} from './file-store';
import { contentDisposition } from './content-disposition';

/**
 * The AWS SDK, loaded when a bucket is first used: a site that keeps its files on disk (no S3_BUCKET, the
 * default) does not load it, about 30 MB less in every API process (issue 42).
 */
let sdk: { s3: typeof ClientS3; storage: typeof LibStorage; presigner: typeof Presigner } | undefined;
function awsSdk() {
  /* eslint-disable @typescript-eslint/no-require-imports */
  sdk ??= {
    s3: require('@aws-sdk/client-s3') as typeof ClientS3,
    storage: require('@aws-sdk/lib-storage') as typeof LibStorage,
    presigner: require('@aws-sdk/s3-request-presigner') as typeof Presigner,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return sdk;
}

export interface S3StoreConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (http://host/bucket/key), as most self-hosted S3 servers need. */
  forcePathStyle?: boolean;
  /** Key prefix inside the bucket, e.g. "bills/". */
  prefix?: string;
  /** Multipart part size in bytes (min and default 5 MiB); `queueSize` parts (default 2) are in flight. */
  partSize?: number;
  queueSize?: number;
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly prefix: string;

  constructor(private readonly cfg: S3StoreConfig) {
    const clientConfig: S3ClientConfig = {
      region: cfg.region,
      endpoint: cfg.endpoint,
      forcePathStyle: cfg.forcePathStyle ?? false,
      // Checksums only where S3 requires them: self-hosted S3 servers often reject the SDK's default
      // trailing checksums on streamed bodies.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (cfg.accessKeyId && cfg.secretAccessKey)
      clientConfig.credentials = { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey };
    this.client = new (awsSdk().s3.S3Client)(clientConfig);
    this.prefix = cfg.prefix ?? '';
  }

  private objectKey(key: string) {
    assertValidKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Readable, opts: PutOptions): Promise<{ size: number }> {
    const Key = this.objectKey(key);
    const limit = new ByteLimit(opts.maxBytes);
    const pass = new PassThrough();
    let streamError: unknown;
    const fail = (err: unknown) => {
      streamError ??= err;
      pass.destroy(err as Error);
    };
    body.on('error', fail);
    limit.on('error', fail);
    body.pipe(limit).pipe(pass);
    const upload = new (awsSdk().storage.Upload)({
      client: this.client,
      params: { Bucket: this.cfg.bucket, Key, Body: pass, ContentType: opts.contentType },
      partSize: this.cfg.partSize ?? 5 * 1024 * 1024,
      queueSize: this.cfg.queueSize ?? 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      // The caller's stream must not wait forever for a reader that gave up.
      if (!body.destroyed) body.destroy(err as Error);
      await upload.abort().catch(() => undefined);
      // A single-part upload may have completed just before the error was seen.
      await this.delete(key).catch(() => undefined);
      throw streamError ?? err;
    }
    if (streamError) {
      await this.delete(key).catch(() => undefined);
      throw streamError;
    }
    return { size: limit.bytes };
  }

  async get(key: string): Promise<Readable> {
    try {
      const out = await this.client.send(
        new (awsSdk().s3.GetObjectCommand)({ Bucket: this.cfg.bucket, Key: this.objectKey(key) }),
      );
      return out.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw new ObjectNotFoundError(key);
      throw err;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(
        new (awsSdk().s3.HeadObjectCommand)({ Bucket: this.cfg.bucket, Key: this.objectKey(key) }),
      );
      return { key, size: Number(out.ContentLength ?? 0), lastModified: out.LastModified ?? new Date(0) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new (awsSdk().s3.DeleteObjectCommand)({ Bucket: this.cfg.bucket, Key: this.objectKey(key) }),
    );
  }

  async *list(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new (awsSdk().s3.ListObjectsV2Command)({
          Bucket: this.cfg.bucket,
          Prefix: this.prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const o of page.Contents ?? []) {
        if (!o.Key) continue;
        yield {
          key: o.Key.slice(this.prefix.length),
          size: Number(o.Size ?? 0),
          lastModified: o.LastModified ?? new Date(0),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  signedUrl(key: string, opts: { fileName: string; contentType: string; expiresSeconds: number }) {
    return awsSdk().presigner.getSignedUrl(
      this.client,
      new (awsSdk().s3.GetObjectCommand)({
        Bucket: this.cfg.bucket,
        Key: this.objectKey(key),
        ResponseContentDisposition: contentDisposition(opts.fileName),
        ResponseContentType: opts.contentType,
      }),
      { expiresIn: opts.expiresSeconds },
    );
  }
}
