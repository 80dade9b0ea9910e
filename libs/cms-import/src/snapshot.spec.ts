import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DataLoadTracker, DEFAULT_SNAPSHOT_DIR, SNAPSHOT_FILES } from './snapshot';
import { yearFromFileName } from './year';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const README = readFileSync(path.join(DEFAULT_SNAPSHOT_DIR, '..', 'README.md'), 'utf8');

describe('the shipped CMS snapshot (data/cms)', () => {
  it('stays within 10 MB together', () => {
    const total = SNAPSHOT_FILES.reduce(
      (s, f) => s + statSync(path.join(DEFAULT_SNAPSHOT_DIR, f.file)).size,
      0,
    );
    expect(total).toBeLessThanOrEqual(10 * 1024 * 1024);
  });

  it.each(SNAPSHOT_FILES.map((f) => [f.file, f] as const))(
    '%s matches the checksums of data/README.md, its row count and year',
    (_name, f) => {
      const gz = readFileSync(path.join(DEFAULT_SNAPSHOT_DIR, f.file));
      const csv = gunzipSync(gz);
      expect(sha256(gz)).toBe(f.sha256Gzip);
      expect(sha256(csv)).toBe(f.sha256Csv);
      // The README row of this file names both checksums.
      const row = README.split('\n').find((l) => l.startsWith(`| \`cms/${f.file}\` | \``));
      expect(row).toContain(f.sha256Gzip);
      expect(row).toContain(f.sha256Csv);
      const lines = csv
        .toString('utf8')
        .split('\n')
        .filter((l) => l.trim() !== '');
      expect(lines.length - 1).toBe(f.rows);
      expect(yearFromFileName(f.file)).toBe(f.year);
    },
  );
});

describe('DataLoadTracker', () => {
  it('reports loading with a whole percent below 100, then ready or the failure', () => {
    const t = new DataLoadTracker();
    expect(t.get()).toEqual({ state: 'ready', percent: 100, message: null });
    t.loading(42.7, 'Loading x');
    expect(t.get()).toEqual({ state: 'loading', percent: 42, message: 'Loading x' });
    t.loading(100, 'Loading x');
    expect(t.get().percent).toBe(99);
    t.failed('disk full');
    expect(t.get()).toEqual({ state: 'failed', percent: 0, message: 'disk full' });
    t.ready();
    expect(t.get().state).toBe('ready');
  });
});
