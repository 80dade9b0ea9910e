/**
 * The CMS price snapshot shipped in the repository (data/cms, described in data/README.md) and its
 * loading on first start: a database without real prices gets both files, in the background, while the
 * site already answers. A tracker tells the API (and so the web app) how far the load is.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { importPriceFile, type ImportSummary } from './price-import';

export interface SnapshotFile {
  /** File name under the snapshot folder. */
  file: string;
  /** The data year the importer takes from the name (checked by the tests). */
  year: number;
  rows: number;
  /** SHA-256 of the compressed file and of the CSV inside (the checksum the importer stores). */
  sha256Gzip: string;
  sha256Csv: string;
}

/** Oldest first: when two years exist for a hospital and DRG both are kept; the newer one is loaded last. */
export const SNAPSHOT_FILES: readonly SnapshotFile[] = [
  {
    file: 'ipps_drg100_fy2011.csv.gz',
    year: 2011,
    rows: 163_065,
    sha256Gzip: 'f54af0c4dd3f071785c226e7de3febccf87e625b1c3346239fc518789d41df5a',
    sha256Csv: '3cec4e9dfcd6e6e82bd12555b41212e4c15104e20c2f9ec8534104d3c0cc3af4',
  },
  {
    file: 'medicare_inpatient_ny_2022.csv.gz',
    year: 2022,
    rows: 8_499,
    sha256Gzip: '360daadc2f24788966978c45ad819b5c2935e3b49ef93c9e249d02871ba33bde',
    sha256Csv: '4ac2feee2c423d54fa4a7fcd271dcc128b5e90bbaf967efaad2bfd57a9f49669',
  },
];

/** data/cms at the repository root (found from this file, not from the working directory). */
export const DEFAULT_SNAPSHOT_DIR = path.resolve(__dirname, '../../../data/cms');

export type DataLoadState = 'ready' | 'loading' | 'failed';

export interface DataLoadStatus {
  state: DataLoadState;
  /** 0-100 while loading; 100 when ready. */
  percent: number;
  /** What is being loaded, or why it failed. */
  message: string | null;
}

/**
 * The state of the background load in this process. Not user data: one per server, read by the
 * dataStatus query without touching the database (which may be busy with the load).
 */
export class DataLoadTracker {
  private status: DataLoadStatus = { state: 'ready', percent: 100, message: null };
  private readonly whenDone: ((state: 'ready' | 'failed') => void)[] = [];

  /**
   * Calls `listener` each time a load ends (ready or failed, passed in), before the new state is
   * reported: the caches of results computed from the partial data are dropped first, so a page that asks
   * again when it reads "ready" gets an answer from the loaded data (issue 25: the map kept "Our price
   * data covers 0 conditions" from the cache after the load).
   */
  onDone(listener: (state: 'ready' | 'failed') => void): void {
    this.whenDone.push(listener);
  }

  private done(state: 'ready' | 'failed'): void {
    if (this.status.state === 'loading') for (const l of this.whenDone) l(state);
  }

  get(): DataLoadStatus {
    return { ...this.status };
  }

  loading(percent: number, message: string): void {
    this.status = { state: 'loading', percent: Math.max(0, Math.min(99, Math.floor(percent))), message };
  }

  ready(): void {
    this.done('ready');
    this.status = { state: 'ready', percent: 100, message: null };
  }

  failed(message: string): void {
    this.done('failed');
    this.status = { state: 'failed', percent: 0, message };
  }
}

export interface SnapshotLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface SnapshotPlan {
  /** Files still to load (empty: nothing to do). */
  files: SnapshotFile[];
  /** Why nothing or only part is loaded. */
  reason: string;
}

/**
 * What the snapshot load would do: every file when the database holds no real prices; the missing ones
 * when every real dataset there came from the snapshot (an earlier load was interrupted); nothing when
 * other real data was imported (that data is the operator's choice).
 */
export async function planSnapshotLoad(db: DataSource): Promise<SnapshotPlan> {
  const rows: { checksum: string }[] = await db.query(
    `SELECT DISTINCT d.checksum FROM dataset d
     WHERE NOT d.is_demo AND EXISTS (SELECT 1 FROM price p WHERE p.dataset_id = d.id)`,
  );
  const present = new Set(rows.map((r) => r.checksum));
  const ours = new Set(SNAPSHOT_FILES.map((f) => f.sha256Csv));
  if ([...present].some((c) => !ours.has(c)))
    return { files: [], reason: 'the database holds imported price data' };
  const files = SNAPSHOT_FILES.filter((f) => !present.has(f.sha256Csv));
  return {
    files,
    reason:
      files.length === 0
        ? 'the shipped snapshot is loaded'
        : present.size === 0
          ? 'no price data yet'
          : 'an earlier snapshot load was interrupted',
  };
}

export interface SnapshotLoadOptions {
  /** Folder holding the files (default data/cms of the repository). */
  dir?: string;
  tracker?: DataLoadTracker;
  log?: SnapshotLog;
  /**
   * Makes the loaded data ready to serve (the map's precomputed ranges, its search index), run after the
   * files and before the tracker says "ready": work left for the first request after "ready" made the
   * first visitors wait (issue 28: a hospital's detail took 35 s after a fresh start). Also run when
   * there is nothing left to load, so a retry after a failed preparation prepares.
   */
  prepare?: () => Promise<void>;
}

/** The message the tracker shows while `prepare` runs. */
const PREPARING_MESSAGE = 'Preparing the price map';

export interface SnapshotLoadResult {
  loaded: ImportSummary[];
  skippedReason?: string;
  elapsedMs: number;
}

/**
 * Loads what planSnapshotLoad says, one file after the other (each in its own transaction), with
 * progress over the compressed bytes of all files. Rejects when a file is missing or fails; files loaded
 * before stay loaded and the next start loads the rest.
 */
export async function loadSnapshot(
  db: DataSource,
  options: SnapshotLoadOptions = {},
): Promise<SnapshotLoadResult> {
  const started = performance.now();
  const dir = options.dir ?? DEFAULT_SNAPSHOT_DIR;
  const tracker = options.tracker;
  const log = options.log;
  const plan = await planSnapshotLoad(db);
  if (plan.files.length === 0) {
    try {
      await options.prepare?.();
    } catch (err) {
      tracker?.failed(err instanceof Error ? err.message : String(err));
      throw err;
    }
    tracker?.ready();
    return { loaded: [], skippedReason: plan.reason, elapsedMs: Math.round(performance.now() - started) };
  }
  try {
    const sizes = plan.files.map((f) => {
      const full = path.join(dir, f.file);
      if (!existsSync(full))
        throw new Error(`The shipped price file ${full} is missing (see data/README.md).`);
      return statSync(full).size;
    });
    const total = sizes.reduce((a, b) => a + b, 0);
    let before = 0;
    const loaded: ImportSummary[] = [];
    tracker?.loading(0, `Loading ${plan.files[0].file}`);
    log?.info(
      { files: plan.files.map((f) => f.file), reason: plan.reason },
      'loading the shipped CMS price data in the background; the site answers meanwhile',
    );
    for (const [i, f] of plan.files.entries()) {
      let lastLogged = -1;
      const summary = await importPriceFile(db, path.join(dir, f.file), {
        onProgress: (bytes) => {
          const percent = ((before + bytes) / total) * 100;
          tracker?.loading(percent, `Loading ${f.file}`);
          const tenth = Math.floor(percent / 10);
          if (tenth > lastLogged) {
            lastLogged = tenth;
            log?.info(
              { file: f.file, percent: Math.floor(percent) },
              `loading price data: ${Math.floor(percent)} %`,
            );
          }
        },
      });
      before += sizes[i];
      loaded.push(summary);
      log?.info(
        {
          file: f.file,
          year: summary.year,
          prices: summary.inserted + summary.updated + summary.unchanged,
          providers: summary.providers.total,
          skipped: summary.skipped,
          ms: summary.elapsedMs,
        },
        `loaded ${summary.name}`,
      );
    }
    if (options.prepare) {
      tracker?.loading(99, PREPARING_MESSAGE);
      const preparing = performance.now();
      await options.prepare();
      log?.info({ ms: Math.round(performance.now() - preparing) }, 'loaded price data prepared for the map');
    }
    tracker?.ready();
    const elapsedMs = Math.round(performance.now() - started);
    log?.info({ ms: elapsedMs }, 'price data loaded');
    return { loaded, elapsedMs };
  } catch (err) {
    tracker?.failed(err instanceof Error ? err.message : String(err));
    throw err;
  }
}
