/**
 * Local leftovers that no row will ever point at: temporary files of writes cut short by a crash
 * (FILES_DIR/.tmp) and resumable uploads nobody came back to finish (FILES_DIR/.tus, kept a day after
 * their last byte: tus clients are told so in Upload-Expires).
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { TMP_DIR } from './local-file-store';

export const TUS_DIR = '.tus';
/** An unfinished resumable upload (and the quota it reserves) lasts a day from its creation. */
export const TUS_EXPIRY_MS = 24 * 3600_000;
const TMP_EXPIRY_MS = 24 * 3600_000;

export async function sweepLeftovers(
  filesDir: string,
  opts: { dryRun?: boolean; now?: number } = {},
): Promise<string[]> {
  const now = opts.now ?? Date.now();
  const removed: string[] = [];
  for (const [dir, maxAge] of [
    [TMP_DIR, TMP_EXPIRY_MS],
    [TUS_DIR, TUS_EXPIRY_MS],
  ] as const) {
    const full = path.join(filesDir, dir);
    const names = await fsp.readdir(full).catch(() => [] as string[]);
    // A tus upload is its data file plus "<id>.json"; both go when the data file is stale.
    const stale = new Set<string>();
    for (const name of names) {
      if (name.endsWith('.json') && dir === TUS_DIR) continue;
      const s = await fsp.stat(path.join(full, name)).catch(() => null);
      if (s?.isFile() && now - s.mtimeMs > maxAge) stale.add(name);
    }
    for (const name of names) {
      const base = dir === TUS_DIR && name.endsWith('.json') ? name.slice(0, -5) : name;
      if (!stale.has(base)) continue;
      removed.push(`${dir}/${name}`);
      if (!opts.dryRun) await fsp.rm(path.join(full, name), { force: true });
    }
  }
  return removed.sort();
}
