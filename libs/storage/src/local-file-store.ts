/**
 * Files on local disk under one folder (FILES_DIR). A write goes to a temporary file in the same folder
 * tree and is renamed into place only when complete, so a reader never sees half a file and a failed
 * upload leaves nothing behind.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  ByteLimit,
  ObjectNotFoundError,
  assertValidKey,
  type FileStore,
  type PutOptions,
  type StoredObject,
} from './file-store';

/** Folder for writes in progress, inside the root so rename() never crosses file systems. */
export const TMP_DIR = '.tmp';

export class LocalFileStore implements FileStore {
  readonly kind = 'disk' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Absolute path of a key; throws for a key that is malformed or would leave the root. */
  pathOf(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Readable, opts: PutOptions): Promise<{ size: number }> {
    const target = this.pathOf(key);
    const tmpDir = path.join(this.root, TMP_DIR);
    await fsp.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${randomUUID()}.part`);
    const limit = new ByteLimit(opts.maxBytes);
    // The file is created before streaming starts: a write stream opened lazily could create it after a
    // refused upload's clean-up had run, leaving a stray temporary file.
    const handle = await fsp.open(tmp, 'wx', 0o600);
    try {
      await pipeline(body, limit, handle.createWriteStream());
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(tmp, target);
      return { size: limit.bytes };
    } catch (err) {
      await handle.close().catch(() => undefined);
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    // Open first, so a missing file is an error here and not on the first read.
    const handle = await fsp.open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? new ObjectNotFoundError(key) : err;
    });
    return handle.createReadStream();
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const s = await fsp.stat(this.pathOf(key));
      return s.isFile() ? { key, size: s.size, lastModified: s.mtime } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await fsp.rm(file, { force: true });
    // Remove the owner's folder once it is empty; another upload may have refilled it meanwhile.
    await fsp.rmdir(path.dirname(file)).catch(() => undefined);
  }

  async *list(): AsyncIterable<StoredObject> {
    yield* this.walk(this.root, []);
  }

  private async *walk(dir: string, parts: string[]): AsyncIterable<StoredObject> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries) {
      if (parts.length === 0 && e.name.startsWith('.')) continue; // .tmp, .tus
      const full = path.join(dir, e.name);
      if (e.isDirectory()) yield* this.walk(full, [...parts, e.name]);
      else if (e.isFile()) {
        const s = await fsp.stat(full).catch(() => null);
        if (s) yield { key: [...parts, e.name].join('/'), size: s.size, lastModified: s.mtime };
      }
    }
  }
}
