import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileTooLargeError } from './file-store';
import { LocalFileStore } from './local-file-store';
import { sweepLeftovers } from './leftovers';
import { formatLimit, tooLargeMessage } from './files.service';

const chunks = (n: number, size: number) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < n; i++) yield Buffer.alloc(size, 0x41);
    })(),
  );

describe('LocalFileStore', () => {
  let dir: string;
  let store: LocalFileStore;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-store-'));
    store = new LocalFileStore(dir);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes, reads, lists, stats and deletes', async () => {
    const key = 'owner-1/file-1';
    expect(await store.put(key, Readable.from([Buffer.from('hello')]), { maxBytes: 10 })).toEqual({
      size: 5,
    });
    const body = await store.get(key);
    let text = '';
    for await (const c of body) text += c;
    expect(text).toBe('hello');
    expect((await store.stat(key))?.size).toBe(5);
    const listed = [];
    for await (const o of store.list()) listed.push(o.key);
    expect(listed).toEqual([key]);
    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
    await expect(store.get(key)).rejects.toThrow('No stored object');
  });

  it('stops at the byte limit while streaming and leaves nothing, not even the temporary file', async () => {
    let produced = 0;
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 1000; i++) {
          produced += 1024;
          yield Buffer.alloc(1024);
        }
      })(),
    );
    await expect(store.put('o/big', source, { maxBytes: 10 * 1024 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    // Stopped near the limit, not after reading all 1000 KB.
    expect(produced).toBeLessThan(100 * 1024);
    expect(await store.stat('o/big')).toBeNull();
    expect(fs.readdirSync(path.join(dir, '.tmp'))).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    expect(await store.put('o/exact', chunks(4, 256), { maxBytes: 1024 })).toEqual({ size: 1024 });
  });

  it.each(['../escape', 'a/../../b', '/abs', 'a/./b', '.tmp/x', 'a\\b', '', 'a//b'])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, chunks(1, 1), { maxBytes: 10 })).rejects.toThrow('Invalid storage key');
      expect(() => store.pathOf(key)).toThrow('Invalid storage key');
    },
  );
});

describe('size messages', () => {
  it('words the spec limit as 1000 MB', () => {
    expect(formatLimit(1_048_576_000)).toEqual({ size: 1000, unit: 'MB' });
    expect(tooLargeMessage(1_048_576_000)).toBe('File is larger than 1000 MB. Please try again.');
    expect(formatLimit(5 * 1024 ** 3)).toEqual({ size: 5, unit: 'GB' });
    expect(formatLimit(64 * 1024)).toEqual({ size: 64, unit: 'KB' });
    expect(formatLimit(1000)).toEqual({ size: 1000, unit: 'bytes' });
  });
});

describe('sweepLeftovers', () => {
  it('removes tus uploads older than a day (with their .json) and day-old temporary files, nothing fresher', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-left-'));
    try {
      const file = (p: string, ageHours: number) => {
        fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
        fs.writeFileSync(path.join(dir, p), 'x');
        const t = new Date(Date.now() - ageHours * 3600_000);
        fs.utimesSync(path.join(dir, p), t, t);
      };
      file('.tus/old', 25);
      file('.tus/old.json', 25);
      file('.tus/recent', 20);
      file('.tus/recent.json', 25);
      file('.tmp/crashed.part', 30);
      file('.tmp/writing.part', 1);
      file('owner/kept', 1000);
      expect(await sweepLeftovers(dir, { dryRun: true })).toEqual([
        '.tmp/crashed.part',
        '.tus/old',
        '.tus/old.json',
      ]);
      expect(fs.existsSync(path.join(dir, '.tus/old'))).toBe(true);
      await sweepLeftovers(dir);
      expect(fs.readdirSync(path.join(dir, '.tus')).sort()).toEqual(['recent', 'recent.json']);
      expect(fs.readdirSync(path.join(dir, '.tmp'))).toEqual(['writing.part']);
      expect(fs.existsSync(path.join(dir, 'owner/kept'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
