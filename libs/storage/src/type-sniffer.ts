/**
 * A pass-through stream that holds back the first bytes of an upload until it can tell the file's
 * type, then refuses (FileTypeError) or lets everything through. Nothing reaches storage before the
 * type is known to be allowed.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { SNIFF_BYTES, sniffType, type SniffedType } from './sniff';

export class FileTypeError extends Error {
  override name = 'FileTypeError';
  constructor() {
    super('The file type is not allowed.');
  }
}

export class EmptyFileError extends Error {
  override name = 'EmptyFileError';
  constructor() {
    super('The file is empty.');
  }
}

export class TypeSniffer extends Transform {
  type: SniffedType | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    if (this.type) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    this.decide(done);
  }

  override _flush(done: TransformCallback) {
    if (this.type) return done();
    if (this.headBytes === 0) return done(new EmptyFileError());
    this.decide(done);
  }

  private decide(done: TransformCallback) {
    const all = Buffer.concat(this.head);
    this.head = [];
    this.type = sniffType(all.subarray(0, SNIFF_BYTES));
    if (!this.type) return done(new FileTypeError());
    done(null, all);
  }
}
