/**
 * Where uploaded files live. One interface, two implementations: a local folder (FILES_DIR, the
 * embedded default) and S3-compatible object storage. Objects are always private: the older site sent
 * `acl: public-read`, which is ignored; downloads go through an owner-checked endpoint or a short-lived
 * signed URL.
 */
import { Transform, type Readable, type TransformCallback } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface PutOptions {
  /** Stop and remove the partial object once more than this many bytes arrived. */
  maxBytes: number;
  contentType?: string;
}

export interface FileStore {
  /** Which implementation, for logs and the bench ("disk" or "s3"). */
  readonly kind: 'disk' | 's3';
  /**
   * Streams `body` into `key`. Rejects with FileTooLargeError as soon as more than `maxBytes` arrived,
   * and with the stream's own error if it fails; either way nothing is left under `key`.
   */
  put(key: string, body: Readable, opts: PutOptions): Promise<{ size: number }>;
  /** A read stream of the object; rejects with ObjectNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Size and date, or null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Every object, for the sweep. */
  list(): AsyncIterable<StoredObject>;
  /** A short-lived URL the browser may fetch directly (S3 only). */
  signedUrl?(
    key: string,
    opts: { fileName: string; contentType: string; expiresSeconds: number },
  ): Promise<string>;
}

/** More bytes arrived than allowed; the partial data has been removed. */
export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
  }
}

export class ObjectNotFoundError extends Error {
  override name = 'ObjectNotFoundError';
  constructor(readonly key: string) {
    super(`No stored object ${key}.`);
  }
}

/** Passes bytes through, counting them; errors with FileTooLargeError once the count passes `maxBytes`. */
export class ByteLimit extends Transform {
  bytes = 0;
  constructor(readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new FileTooLargeError(this.maxBytes));
    done(null, chunk);
  }
}

// Keys are made by the files service ("<owner uuid>/<file uuid>"); anything else is refused, so a key
// can never name a path outside the store's folder or bucket prefix.
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*){0,3}$/;

export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
