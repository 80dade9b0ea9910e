/**
 * The precomputed price ranges the map search reads (table `provider_condition_range`, migration
 * PriceSummary1732000400000): one row per provider and condition, made here with the range rule of
 * @fp/domain (priceRangeOf, currentDollarRangeOf), so the rule exists once and SQL only stores its result.
 *
 * When it is rebuilt: the pricing service computes a fingerprint of the price data (datasets, prices,
 * providers, catalogue links; PRICE_FINGERPRINT_SQL) at most every few seconds and compares it with the
 * fingerprint stored under `catalog_meta.price_summary` by the last rebuild; when they differ (an import
 * in this or another process, a catalogue change, new code with a new SUMMARY_VERSION or CPI year) it
 * calls `refreshPriceSummary`, which rebuilds the table in one transaction under an advisory lock, so
 * concurrent API processes rebuild it once and searches keep reading the previous rows until the commit.
 * This module is the only writer of the table.
 */
import {
  CPI_LATEST_YEAR,
  currentDollarRangeOf,
  newestPerDrg,
  priceRangeOf,
  yearRangesOf,
  type DrgFigure,
} from '@fp/domain';
import { pgliteOf } from '@fp/db';
import type { DataSource, EntityManager } from 'typeorm';

/** Bump when the rows are computed differently, so stored summaries are rebuilt (2: by_year). */
export const SUMMARY_VERSION = 2;
/** The catalog_meta key the fingerprint of the last rebuild is kept under. */
export const PRICE_SUMMARY_KEY = 'price_summary';
/** Serializes rebuilds between processes sharing a PostgreSQL database. */
const SUMMARY_LOCK_ID = 4_710_014;
const BATCH = 5000;

/** What the price data looks like now; cheap (index-only aggregates). */
export const PRICE_FINGERPRINT_SQL = `SELECT
  (SELECT count(*) FROM dataset) AS datasets,
  (SELECT max(imported_at) FROM dataset) AS imported_at,
  (SELECT count(*) FROM price) AS prices,
  (SELECT max(id) FROM price) AS last_price,
  (SELECT count(*) FROM provider) AS providers,
  (SELECT max(updated_at) FROM provider) AS providers_at,
  (SELECT count(*) FROM diagnosis WHERE active) AS diagnoses,
  (SELECT count(*) FROM diagnosis_code) AS links,
  (SELECT value FROM catalog_meta WHERE key = '${PRICE_SUMMARY_KEY}') AS summary`;

/** The fingerprint string of the data (without the stored summary), and the stored one. */
export async function priceFingerprint(
  db: DataSource | EntityManager,
): Promise<{ data: string; stored: string | null }> {
  const rows: Record<string, unknown>[] = await db.query(PRICE_FINGERPRINT_SQL);
  const { summary, ...data } = rows[0] ?? {};
  return {
    data: JSON.stringify({ ...data, v: SUMMARY_VERSION, cpi: CPI_LATEST_YEAR }),
    stored: typeof summary === 'string' ? summary : null,
  };
}

/** A price row as read by PRICES_SQL: provider_id, drg, year, discharges, total payment cents, dataset_id. */
type PriceRow = [string, string, number, number, number | null, string];

/**
 * Every price row, as JSON arrays in a few parts (each part one set of providers, their rows in the order
 * the table gives them, as one plain SELECT did): PGlite turned the 170,000 rows of a fresh start into
 * objects about four times slower than JSON.parse reads the same text (issue 29).
 */
const PRICES_SQL = `SELECT json_agg(json_build_array(provider_id, drg, year, discharges, avg_total_payment_cents,
  dataset_id))::text AS part
FROM price GROUP BY hashtext(provider_id) & 15`;

export interface StoredRange {
  diagnosis_id: number;
  provider_id: string;
  lowest_cents: number;
  highest_cents: number;
  average_cents: number;
  amount: number;
  single_value: boolean;
  year: number;
  oldest_year: number;
  dataset_id: string;
  current_lowest_cents: number | null;
  current_highest_cents: number | null;
  current_average_cents: number | null;
  cpi_year: number | null;
  by_year: StoredYearRange[];
  lat: number;
  lng: number;
}

/**
 * One entry of the `by_year` column: the published figures of one data year behind the range
 * (@fp/domain yearRangesOf) and the dataset of that year's figures. Newest year first.
 */
export interface StoredYearRange {
  year: number;
  dataset_id: string;
  lowest_cents: number;
  highest_cents: number;
  average_cents: number;
  amount: number;
}

type Figure = DrgFigure & { datasetId: string };

/**
 * Rebuilds provider_condition_range when the stored fingerprint differs from the data's (or always with
 * `force`). Returns the number of rows written, or null when another process had already rebuilt it.
 */
export async function refreshPriceSummary(db: DataSource, force = false): Promise<number | null> {
  return (await rebuildPriceSummary(db, force))?.rows.length ?? null;
}

/** What a rebuild wrote, and how long each of its steps took (ms; logged after a data load). */
export interface PriceSummaryRebuild {
  /** Exactly the rows written, so the search's read model can be built without reading them back. */
  rows: StoredRange[];
  /** The fingerprint stored with the rows (catalog_meta.price_summary) and the time it was stored. */
  summary: string;
  summaryAt: string;
  ms: { read: number; compute: number; clear: number; write: number; indexes: number; total: number };
}

/**
 * refreshPriceSummary, returning the rows written and the steps' times (null: nothing to rebuild, or
 * another process had already rebuilt it).
 *
 * On PGlite (one session, nobody else to block) a rebuild empties the table with TRUNCATE and drops its
 * indexes and constraints (primary key, foreign keys) before the rows go in, and makes them again from
 * their stored definitions after, in the same transaction: one index build and one foreign-key check
 * over the whole table instead of index entries and two foreign-key triggers per row, about half the
 * rebuild on a fresh start (issue 29). TRUNCATE also leaves no dead rows behind (PGlite runs no vacuum).
 * On PostgreSQL, processes sharing the database keep reading the previous rows until the commit, so the
 * rows are replaced with DELETE and INSERT under the table's indexes (taking ACCESS EXCLUSIVE there
 * would stall their searches for the whole rebuild).
 */
export async function rebuildPriceSummary(
  db: DataSource,
  force = false,
): Promise<PriceSummaryRebuild | null> {
  const embedded = isEmbedded(db);
  return db.transaction(async (m) => {
    const started = performance.now();
    let lap = started;
    const since = () => {
      const now = performance.now();
      const ms = Math.round(now - lap);
      lap = now;
      return ms;
    };
    // A rebuild reads every price row and writes ~175,000 ranges: a batch job, not a request, so the pool's
    // per-statement limit (5 s, there to stop a runaway request) does not apply; on a loaded 2-core machine
    // the read alone can take longer. Ten minutes still stops a stuck one.
    await m.query(`SET LOCAL statement_timeout = '600s'`);
    await m.query('SELECT pg_advisory_xact_lock($1)', [SUMMARY_LOCK_ID]);
    const print = await priceFingerprint(m);
    if (!force && print.stored === print.data) return null;

    const located: { id: string; lat: number; lng: number }[] = await m.query(
      'SELECT id, lat, lng FROM provider WHERE lat IS NOT NULL AND lng IS NOT NULL',
    );
    const links: { diagnosis_id: number; drg: string }[] = await m.query(
      'SELECT diagnosis_id, drg FROM diagnosis_code ORDER BY diagnosis_id, drg',
    );
    const parts: { part: string }[] = await m.query(PRICES_SQL);
    const prices = parts.map((p) => JSON.parse(p.part) as PriceRow[]);
    const read = since();
    const rows = summaryRows(located, links, prices);
    const compute = since();
    const kept = embedded ? await dropIndexes(m) : null;
    await m.query(embedded ? 'TRUNCATE provider_condition_range' : 'DELETE FROM provider_condition_range');
    const clear = since();
    for (let i = 0; i < rows.length; i += BATCH) {
      await m.query(
        `INSERT INTO provider_condition_range (diagnosis_id, provider_id, lowest_cents, highest_cents,
           average_cents, amount, single_value, year, oldest_year, dataset_id, current_lowest_cents,
           current_highest_cents, current_average_cents, cpi_year, by_year, lat, lng)
         SELECT diagnosis_id, provider_id, lowest_cents, highest_cents, average_cents, amount, single_value,
           year, oldest_year, dataset_id, current_lowest_cents, current_highest_cents, current_average_cents,
           cpi_year, by_year, lat, lng
         FROM json_to_recordset($1::json) AS x(diagnosis_id integer, provider_id varchar, lowest_cents bigint,
           highest_cents bigint, average_cents bigint, amount integer, single_value boolean, year integer,
           oldest_year integer, dataset_id uuid, current_lowest_cents bigint, current_highest_cents bigint,
           current_average_cents bigint, cpi_year integer, by_year jsonb, lat double precision, lng double precision)`,
        [JSON.stringify(rows.slice(i, i + BATCH))],
      );
    }
    const write = since();
    if (kept) await restoreIndexes(m, kept);
    const stored: { at: string }[] = await m.query(
      `INSERT INTO catalog_meta (key, value, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
       RETURNING updated_at::text AS at`,
      [PRICE_SUMMARY_KEY, print.data],
    );
    const indexes = since();
    return {
      rows,
      summary: print.data,
      summaryAt: stored[0].at,
      ms: { read, compute, clear, write, indexes, total: Math.round(performance.now() - started) },
    };
  });
}

/** The ranges of every located provider and condition, from the price rows (all years). */
function summaryRows(
  located: { id: string; lat: number; lng: number }[],
  links: { diagnosis_id: number; drg: string }[],
  prices: PriceRow[][],
): StoredRange[] {
  const where = new Map(located.map((p) => [p.id, p]));
  // provider -> drg -> its figures (all years; the range rule keeps the newest).
  const byProvider = new Map<string, Map<string, Figure[]>>();
  for (const part of prices)
    for (const [providerId, drg, year, discharges, total, datasetId] of part) {
      if (!where.has(providerId)) continue;
      let drgs = byProvider.get(providerId);
      if (!drgs) byProvider.set(providerId, (drgs = new Map()));
      const figure: Figure = {
        drg,
        year: Number(year),
        discharges: Number(discharges),
        averageTotalPaymentCents: Number(total),
        averageCoveredChargeCents: 0,
        averageMedicarePaymentCents: 0,
        datasetId,
      };
      const list = drgs.get(drg);
      if (list) list.push(figure);
      else drgs.set(drg, [figure]);
    }
  const drgsOf = new Map<number, string[]>();
  for (const l of links) drgsOf.set(l.diagnosis_id, [...(drgsOf.get(l.diagnosis_id) ?? []), l.drg]);

  const rows: StoredRange[] = [];
  for (const [providerId, drgs] of byProvider) {
    const at = where.get(providerId) as { lat: number; lng: number };
    for (const [diagnosisId, codes] of drgsOf) {
      const figures: Figure[] = [];
      for (const c of codes) for (const f of drgs.get(c) ?? []) figures.push(f);
      const row = summaryRow(diagnosisId, providerId, figures, at);
      if (row) rows.push(row);
    }
  }
  return rows;
}

/** The table's constraints (primary key, foreign keys...) and other indexes, as dropped by dropIndexes. */
interface KeptIndexes {
  constraints: { name: string; definition: string }[];
  indexes: string[];
}

/**
 * Drops the table's constraints and indexes, remembering their definitions as the database states them
 * (so whatever the migrations made is made again). NOT NULL is a column property and stays.
 */
async function dropIndexes(m: EntityManager): Promise<KeptIndexes> {
  const constraints: { name: string; definition: string }[] = await m.query(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = 'provider_condition_range'::regclass AND contype IN ('p', 'u', 'f', 'x', 'c')
     ORDER BY contype = 'f', conname`,
  );
  const indexes: { name: string; definition: string }[] = await m.query(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = 'provider_condition_range'::regclass
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
     ORDER BY i.relname`,
  );
  for (const c of [...constraints].reverse())
    await m.query(`ALTER TABLE provider_condition_range DROP CONSTRAINT ${quoteIdent(c.name)}`);
  for (const i of indexes) await m.query(`DROP INDEX ${quoteIdent(i.name)}`);
  return { constraints, indexes: indexes.map((i) => i.definition) };
}

/** Makes again what dropIndexes dropped: the primary key, the foreign keys (each checked once), the indexes. */
async function restoreIndexes(m: EntityManager, kept: KeptIndexes): Promise<void> {
  for (const c of kept.constraints)
    await m.query(
      `ALTER TABLE provider_condition_range ADD CONSTRAINT ${quoteIdent(c.name)} ${c.definition}`,
    );
  for (const definition of kept.indexes) await m.query(definition);
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Whether the data source is the embedded PGlite (one session) rather than a PostgreSQL server. */
function isEmbedded(db: DataSource): boolean {
  return pgliteOf(db) !== undefined;
}

/** One provider's row for one condition; null without a usable figure. */
function summaryRow(
  diagnosisId: number,
  providerId: string,
  figures: Figure[],
  at: { lat: number; lng: number },
): StoredRange | null {
  if (figures.length === 0) return null;
  const range = priceRangeOf(figures);
  if (!range) return null;
  const current = currentDollarRangeOf(figures);
  // The newest figure per DRG counts; the range's year is the newest of those, its source that figure's.
  const kept = newestPerDrg(figures);
  let newest = kept[0];
  let oldestYear = kept[0].year;
  for (const f of kept) {
    if (f.year > newest.year) newest = f;
    if (f.year < oldestYear) oldestYear = f.year;
  }
  return {
    diagnosis_id: diagnosisId,
    provider_id: providerId,
    lowest_cents: range.lowestCents,
    highest_cents: range.highestCents,
    average_cents: range.averageCents,
    amount: range.amount,
    single_value: range.singleValue,
    year: newest.year,
    oldest_year: oldestYear,
    dataset_id: newest.datasetId,
    current_lowest_cents: current?.lowestCents ?? null,
    current_highest_cents: current?.highestCents ?? null,
    current_average_cents: current?.averageCents ?? null,
    cpi_year: current ? current.cpiYear : null,
    by_year: yearRangesOf(kept).map((y) => ({
      year: y.year,
      dataset_id: (kept.find((f) => f.year === y.year) as Figure).datasetId,
      lowest_cents: y.lowestCents,
      highest_cents: y.highestCents,
      average_cents: y.averageCents,
      amount: y.amount,
    })),
    lat: Number(at.lat),
    lng: Number(at.lng),
  };
}
