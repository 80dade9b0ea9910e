/**
 * Opens a price file for streaming whatever its packaging: a plain `.csv`, a gzip-compressed `.csv.gz`
 * (how the repository ships its CMS snapshot) or a `.zip` holding one CSV (how CMS publishes its
 * downloads). The caller reads decompressed bytes; progress is measured on the bytes read from disk, so
 * it reaches 100 % whatever the compression ratio.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import yauzl from 'yauzl';

export type SourceKind = 'csv' | 'gzip' | 'zip';

export interface OpenedSource {
  kind: SourceKind;
  /** Decompressed CSV bytes. */
  stream: Readable;
  /** Bytes on disk (the whole file, or the CSV entry's compressed size inside a zip). */
  totalBytes: number;
  /** Bytes of `totalBytes` read so far. */
  bytesRead(): number;
  /** The CSV's own name inside a zip (its year may be written there); null for csv and gzip. */
  entryName: string | null;
}

/** The file cannot be opened as a CSV, gzip or zip price file. */
export class SourceFileError extends Error {
  override name = 'SourceFileError';
}

const GZIP_MAGIC = [0x1f, 0x8b];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

async function sniff(file: string): Promise<SourceKind> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    const starts = (magic: number[]) => bytesRead >= magic.length && magic.every((b, i) => head[i] === b);
    if (starts(GZIP_MAGIC)) return 'gzip';
    if (starts(ZIP_MAGIC)) return 'zip';
    return 'csv';
  } finally {
    await handle.close();
  }
}

/** The kind a file's content shows (magic bytes, not the name: a renamed download still works). */
export async function openSource(file: string): Promise<OpenedSource> {
  let size: number;
  try {
    const st = await stat(file);
    if (!st.isFile()) throw new Error('not a file');
    size = st.size;
  } catch {
    throw new SourceFileError(`Cannot read "${file}": no such file.`);
  }
  const kind = size === 0 ? 'csv' : await sniff(file);
  if (kind === 'zip') return openZip(file);

  const raw = createReadStream(file, { highWaterMark: 256 * 1024 });
  const counter = new ByteCounter();
  const bytesRead = () => counter.bytes;
  if (kind === 'csv') {
    pipeline(raw, counter, () => undefined);
    return { kind, stream: counter, totalBytes: size, bytesRead, entryName: null };
  }
  const gunzip = createGunzip({ chunkSize: 256 * 1024 });
  pipeline(raw, counter, gunzip, () => undefined);
  return { kind, stream: gunzip, totalBytes: size, bytesRead, entryName: null };
}

/** Passes bytes through and counts them (a 'data' listener would start the stream before its reader). */
class ByteCounter extends Transform {
  bytes = 0;
  override _transform(
    chunk: Buffer,
    _enc: BufferEncoding,
    done: (err?: Error | null, data?: Buffer) => void,
  ) {
    this.bytes += chunk.length;
    done(null, chunk);
  }
}

/**
 * The CSV inside a zip: the only `.csv` entry, or the largest one when there are several (CMS zips carry
 * a small data dictionary or methodology file beside the data).
 */
async function openZip(file: string): Promise<OpenedSource> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, z) =>
      err || !z
        ? reject(new SourceFileError(`"${path.basename(file)}" is not a readable zip file: ${err?.message}`))
        : resolve(z),
    ),
  );
  try {
    const entries = await new Promise<yauzl.Entry[]>((resolve, reject) => {
      const found: yauzl.Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/')) found.push(entry);
        zip.readEntry();
      });
      zip.once('end', () => resolve(found));
      zip.once('error', reject);
      zip.readEntry();
    });
    const csvs = entries.filter((e) => /\.csv$/i.test(e.fileName) && !e.fileName.startsWith('__MACOSX/'));
    if (csvs.length === 0) {
      throw new SourceFileError(
        `"${path.basename(file)}" holds no .csv file (entries: ${entries.map((e) => e.fileName).join(', ') || 'none'}).`,
      );
    }
    const entry = csvs.reduce((a, b) => (b.uncompressedSize > a.uncompressedSize ? b : a));
    const inflated = await new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (err, s) => (err || !s ? reject(err ?? new Error('no stream')) : resolve(s))),
    );
    // Compressed bytes consumed: the inflater reads them as the CSV is read, so decompressed progress
    // scaled by the ratio is a close estimate without reaching into yauzl's internals.
    const counter = new ByteCounter();
    pipeline(inflated, counter, () => zip.close());
    const ratio = entry.uncompressedSize > 0 ? entry.compressedSize / entry.uncompressedSize : 1;
    return {
      kind: 'zip',
      stream: counter,
      totalBytes: entry.compressedSize,
      bytesRead: () => Math.min(entry.compressedSize, Math.round(counter.bytes * ratio)),
      entryName: path.basename(entry.fileName),
    };
  } catch (err) {
    zip.close();
    if (err instanceof SourceFileError) throw err;
    throw new SourceFileError(
      `"${path.basename(file)}" could not be read as a zip file: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}
