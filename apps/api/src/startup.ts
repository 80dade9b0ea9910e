import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import {
  DEFAULT_SNAPSHOT_DIR,
  loadCatalog,
  loadSnapshot,
  planSnapshotLoad,
  seedDemoData,
  type DataLoadTracker,
} from '@fp/cms-import';
import { seedBlog } from '@fp/blog';
import { loadHospitalDirectory } from '@fp/hospitals';
import type { AppConfig } from './config';
import { importShippedPriceFiles, importStartupPriceFiles } from './price-files-startup';

/**
 * Data the site needs before it serves: the reference catalogue when missing, the demo price data when
 * SEED=demo and the database holds no prices at all, and the articles. The real prices of SEED=snapshot
 * come after the server listens (startSnapshotLoad).
 */
export async function prepareData(db: DataSource, config: AppConfig, log: Logger): Promise<void> {
  // The catalogue first: conditions, codes and demo prices point at it. One query when unchanged.
  const catalog = await loadCatalog(db);
  if (catalog.loaded) {
    log.info(
      {
        systems: catalog.systems,
        codes: catalog.codes,
        categories: catalog.categories,
        conditions: catalog.diagnoses,
        ms: catalog.ms,
      },
      'reference catalogue loaded',
    );
    for (const problem of catalog.problems) log.warn({ problem }, 'catalogue entry skipped');
  }
  if (config.seed === 'demo') {
    const demo = await seedDemoData(db);
    if (demo.seeded) {
      log.info(
        { providers: demo.providers, prices: demo.prices },
        'no price data yet: loaded the generated demo data (see docs/features/data.md, "Loading real price data")',
      );
    }
  }
  const snapshotDir = config.snapshotDir ?? DEFAULT_SNAPSHOT_DIR;
  if (config.hptFiles.length > 0) await importStartupPriceFiles(db, config.hptFiles, log, snapshotDir);
  // A plain start (SEED=snapshot) has price-file prices too: the file shipped in data/price-files.
  else if (config.seed === 'snapshot') await importShippedPriceFiles(db, log, snapshotDir);
  await loadDirectory(db, log);
  const blog = await seedBlog(db);
  if (blog.postsAdded || blog.imagesAdded) log.info(blog, 'content seeded (articles, image library)');
}

/**
 * Phone, web site, type, ownership, rating and building point of the hospitals in `provider`, from the
 * directory shipped in data/hospitals. Run before listening and again once the CMS snapshot has added its
 * hospitals; one query when nothing changed. A failure is logged: the site works without these facts.
 */
export async function loadDirectory(db: DataSource, log: Logger): Promise<void> {
  try {
    const r = await loadHospitalDirectory(db);
    if (r.updated > 0) log.info(r, 'hospital directory loaded (data/hospitals)');
  } catch (err) {
    log.error({ err }, 'the hospital directory (data/hospitals) could not be loaded');
  }
}

/**
 * What the server passes as startSnapshotLoad's `prepare`: the pricing service's refresh (the map's
 * precomputed ranges, reference data and search index from the loaded prices), logged.
 */
export function refreshPricing(
  pricing: { refresh(): Promise<{ ranges: number; bytes: number }> },
  log: Logger,
): () => Promise<void> {
  return async () => {
    const index = await pricing.refresh();
    log.info(index, 'price ranges and search index rebuilt for the loaded data');
  };
}

/** The advisory lock (session) held by the one process that loads the shipped data, on any host. */
export const SNAPSHOT_LOCK_ID = 4_710_003;
/** How often a process waiting for another's load asks for the lock again. */
export const SNAPSHOT_LOCK_POLL_MS = 5_000;

/**
 * Takes the shipped-data lock on a connection of its own, kept until the answer's release is called (or
 * the process dies: the lock goes with its connection, and a waiting host takes over). Null when another
 * process holds it. PGlite has one session and one process, so there it is always granted.
 */
export async function trySnapshotLock(db: DataSource): Promise<(() => Promise<void>) | null> {
  const runner = db.createQueryRunner();
  try {
    const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock($1) AS locked`, [
      SNAPSHOT_LOCK_ID,
    ])) as { locked: boolean }[];
    if (locked)
      return async () => {
        await runner.query(`SELECT pg_advisory_unlock($1)`, [SNAPSHOT_LOCK_ID]).catch(() => undefined);
        await runner.release();
      };
  } catch (err) {
    await runner.release();
    throw err;
  }
  await runner.release();
  return null;
}

/** Waits before each new attempt of a failed shipped-data load; the last one repeats. */
export const SNAPSHOT_RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000, 600_000, 1_800_000, 3_600_000];

/**
 * SEED=snapshot: when the database holds no real prices, loads the CMS files shipped in data/cms in the
 * background (the caller does not wait) and reports progress in the log and through the tracker, which
 * the dataStatus query reads; "ready" only once the hospital directory and `prepare` have run. A failed load is logged as an error, shown as failed (with when the next
 * attempt is) and tried again after `retryDelaysMs` (files loaded before stay loaded). `done` resolves
 * once loaded, or after `stop()`; it never rejects. Returns null when there is nothing to load.
 */
export async function startSnapshotLoad(
  db: DataSource,
  config: AppConfig,
  log: Logger,
  tracker: DataLoadTracker,
  {
    retryDelaysMs = SNAPSHOT_RETRY_DELAYS_MS,
    lockPollMs = SNAPSHOT_LOCK_POLL_MS,
    prepare,
  }: {
    retryDelaysMs?: readonly number[];
    /** See SNAPSHOT_LOCK_POLL_MS. */
    lockPollMs?: number;
    /**
     * Rebuilds what the site computes from the prices (the pricing service's refresh), after the hospital
     * directory has placed the new hospitals and before the load reads "ready".
     */
    prepare?: () => Promise<void>;
  } = {},
): Promise<{ done: Promise<void>; stop(): void } | null> {
  if (config.seed !== 'snapshot') return null;
  const plan = await planSnapshotLoad(db);
  if (plan.files.length === 0) return null;
  // Loading from the first request on, before the import opens its first file.
  tracker.loading(0, `Loading ${plan.files[0].file}`);
  let stopped = false;
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
      timer.unref();
    });
  /** The load's lock, once no other process (another host's leader) is loading. Null when stopped. */
  const lock = async () => {
    for (;;) {
      if (stopped) return null;
      const release = await trySnapshotLock(db);
      if (release) return release;
      tracker.loading(0, 'Loading the price data (another server is loading it)');
      await pause(lockPollMs);
    }
  };
  const run = async () => {
    for (let attempt = 1; !stopped; attempt++) {
      // Several hosts start at once: one loads, the others wait and then find it loaded (the plan is
      // made again under the lock), only preparing their own caches.
      const release = await lock();
      if (!release) return;
      let failure: { err: unknown } | null = null;
      try {
        // The directory's facts and building points for the hospitals the files added, then the ranges
        // the map reads (their points come from the directory), all before "ready" (issue 28).
        await loadSnapshot(db, {
          dir: config.snapshotDir,
          tracker,
          log,
          prepare: async () => {
            await loadDirectory(db, log);
            await prepare?.();
          },
        });
      } catch (err) {
        failure = { err };
      } finally {
        await release();
      }
      if (!failure || stopped) return;
      const delay = retryDelaysMs[Math.min(attempt - 1, retryDelaysMs.length - 1)] ?? 3_600_000;
      const next = new Date(Date.now() + delay);
      log.error(
        { err: failure.err, attempt, nextAttemptAt: next.toISOString() },
        'loading the shipped price data failed; the server tries again (or run npm run import)',
      );
      tracker.failed(
        `The price data could not be loaded yet. The server tries again at ${next.toISOString().slice(11, 16)} UTC.`,
      );
      await pause(delay);
    }
  };
  const done = run().catch((err: unknown) => {
    log.error({ err }, 'loading the shipped price data stopped');
  });
  return {
    done,
    stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
    },
  };
}
