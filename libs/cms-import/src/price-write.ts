/**
 * The write half of the CMS price import: set-based SQL from the filled staging table, inside the one
 * transaction the caller holds, so a failure anywhere leaves the database as it was. Codes, providers,
 * the dataset record, then the prices; the demo data goes when real prices arrive.
 *
 * Idempotent: prices are keyed by (source, year, provider, DRG) and only rows whose figures differ are
 * updated, so importing the same file twice reports 0 inserted, 0 updated and reuses its dataset record.
 */
import type { QueryRunner } from 'typeorm';
import { drgTitle } from '@fp/catalog-lists';
import { codeRow, placeholderCodeTitle } from './catalog-loader';
import {
  CMS_INPATIENT_SOURCE,
  PRICE_WRITE_LOCK_ID,
  STAGE_TABLE,
  type ImportSummary,
  type ProviderInfo,
} from './price-import-summary';

export interface WriteInput {
  year: number;
  name: string;
  fileName: string;
  checksum: string;
  rowsRead: number;
  valid: number;
  skipped: number;
  providers: ProviderInfo[];
  titles: Map<string, string | null>;
}

export type WriteResult = Pick<
  ImportSummary,
  | 'datasetId'
  | 'reusedDataset'
  | 'inserted'
  | 'updated'
  | 'unchanged'
  | 'providers'
  | 'codesAdded'
  | 'unreachableDrgs'
  | 'demoRemoved'
>;

/** The set-based part, inside the open transaction with the staging table filled. */
export async function writeImport(q: QueryRunner, input: WriteInput): Promise<WriteResult> {
  await q.query(`SELECT pg_advisory_xact_lock($1)`, [PRICE_WRITE_LOCK_ID]);
  const demoRemoved = await removeDemoData(q);
  const codesAdded = await writeCodes(q, input.titles);
  const providers = await writeProviders(q, input);
  const dataset = await datasetFor(q, input);
  const { inserted, updated } = await writePrices(q, input, dataset.id);
  const datasetId = await settleDataset(q, input, dataset, inserted + updated);
  return {
    datasetId,
    reusedDataset: dataset.reused,
    inserted,
    updated,
    unchanged: input.valid - inserted - updated,
    providers,
    codesAdded,
    unreachableDrgs: await unreachableDrgs(q, [...input.titles.keys()]),
    demoRemoved,
  };
}

/** Codes: new DRGs get the file's title; a placeholder title is replaced; a real title is kept. */
async function writeCodes(q: QueryRunner, titles: Map<string, string | null>): Promise<string[]> {
  const codes = [...titles].map(([drg, title]) => {
    // A file without a title column: CMS's published title, so the detail never shows a placeholder.
    const named = title ?? drgTitle(drg);
    const row = codeRow(drg, named);
    return { ...row, title: named ?? placeholderCodeTitle(drg) };
  });
  const codeRows: { drg: string; inserted: boolean }[] = await q.query(
    `INSERT INTO code (drg, title, mdc, type, complication)
     SELECT drg, title, mdc, type, complication FROM json_to_recordset($1::json)
       AS x(drg text, title text, mdc integer, type text, complication text)
     ON CONFLICT (drg) DO UPDATE SET title = EXCLUDED.title, complication = EXCLUDED.complication
     WHERE code.title = 'MS-DRG ' || code.drg AND EXCLUDED.title <> code.title
     RETURNING drg, (xmax = 0) AS inserted`,
    [JSON.stringify(codes)],
  );
  return codeRows
    .filter((c) => c.inserted)
    .map((c) => c.drg)
    .sort();
}

/** Providers: newest data wins for names and addresses, so an older year never overwrites a newer one. */
async function writeProviders(q: QueryRunner, input: WriteInput): Promise<ImportSummary['providers']> {
  await q.query(
    `CREATE TEMP TABLE fp_import_newer ON COMMIT DROP AS
     SELECT DISTINCT provider_id FROM price WHERE year > $1`,
    [input.year],
  );
  const providerRows: { inserted: boolean }[] = await q.query(
    `INSERT INTO provider AS p (id, name, address, city, state, zip, lat, lng, location_precision, is_demo, updated_at)
     SELECT ccn, name, address, city, state, zip, lat, lng,
       CASE WHEN lat IS NULL THEN NULL ELSE 'zip' END, false, now()
     FROM json_to_recordset($1::json) AS x(ccn text, name text, address text, city text, state text, zip text,
       lat double precision, lng double precision)
     ON CONFLICT (id) DO UPDATE SET
       name = EXCLUDED.name,
       address = COALESCE(NULLIF(EXCLUDED.address, ''), p.address),
       city = EXCLUDED.city,
       state = EXCLUDED.state,
       zip = EXCLUDED.zip,
       -- An address-level location survives while the ZIP is unchanged.
       lat = CASE WHEN p.zip IS DISTINCT FROM EXCLUDED.zip OR p.lat IS NULL THEN EXCLUDED.lat ELSE p.lat END,
       lng = CASE WHEN p.zip IS DISTINCT FROM EXCLUDED.zip OR p.lat IS NULL THEN EXCLUDED.lng ELSE p.lng END,
       location_precision = CASE WHEN p.zip IS DISTINCT FROM EXCLUDED.zip OR p.lat IS NULL
         THEN EXCLUDED.location_precision ELSE p.location_precision END,
       is_demo = false,
       updated_at = now()
     WHERE NOT EXISTS (SELECT 1 FROM fp_import_newer n WHERE n.provider_id = p.id)
       AND ((p.name, p.address, p.city, p.state, p.zip, p.is_demo)
         IS DISTINCT FROM (EXCLUDED.name, COALESCE(NULLIF(EXCLUDED.address, ''), p.address), EXCLUDED.city,
           EXCLUDED.state, EXCLUDED.zip, false)
         OR (p.lat IS NULL AND EXCLUDED.lat IS NOT NULL))
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(input.providers)],
  );
  const inserted = providerRows.filter((r) => r.inserted).length;
  return { inserted, updated: providerRows.length - inserted, total: input.providers.length };
}

/** Dataset: the record of an earlier import of the same file is reused. */
async function datasetFor(q: QueryRunner, input: WriteInput): Promise<{ id: string; reused: boolean }> {
  const existing: { id: string }[] = await q.query(
    `SELECT id FROM dataset WHERE source = $1 AND year = $2 AND checksum = $3`,
    [CMS_INPATIENT_SOURCE, input.year, input.checksum],
  );
  if (existing[0]) return { id: existing[0].id, reused: true };
  const created: { id: string }[] = await q.query(
    `INSERT INTO dataset (source, name, year, file_name, checksum, rows_read, rows_imported, rows_skipped, is_demo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false) RETURNING id`,
    [
      CMS_INPATIENT_SOURCE,
      input.name,
      input.year,
      input.fileName,
      input.checksum,
      input.rowsRead,
      input.valid,
      input.skipped,
    ],
  );
  return { id: created[0].id, reused: false };
}

/** The staged prices into price: a plain INSERT the first time a year is loaded, else an upsert. */
async function writePrices(
  q: QueryRunner,
  input: WriteInput,
  datasetId: string,
): Promise<{ inserted: number; updated: number }> {
  const { year } = input;
  const held: { found: boolean }[] = await q.query(
    `SELECT EXISTS (SELECT 1 FROM price WHERE source = $1 AND year = $2) AS found`,
    [CMS_INPATIENT_SOURCE, year],
  );
  const columns = `dataset_id, source, year, provider_id, drg, discharges, avg_covered_charge_cents,
    avg_total_payment_cents, avg_medicare_payment_cents, source_row`;
  const select = `SELECT $1::uuid, $2::text, $3::integer, ccn, drg, discharges, covered, total, medicare, line
    FROM ${STAGE_TABLE}`;
  if (!held[0]?.found) {
    // First import of this source and year: nothing can conflict (staging is unique per provider and
    // DRG, and the import lock keeps other writers out), so a plain INSERT does, without upsert costs.
    await bulkInsert(
      q,
      `INSERT INTO price (${columns}) ${select}`,
      [datasetId, CMS_INPATIENT_SOURCE, year],
      input.valid,
    );
    return { inserted: input.valid, updated: 0 };
  }
  const counts: { inserted: number; updated: number }[] = await q.query(
    `WITH up AS (
       INSERT INTO price AS p (${columns}) ${select}
       ON CONFLICT ON CONSTRAINT uq_price_source_year_provider_drg DO UPDATE SET
         dataset_id = EXCLUDED.dataset_id,
         discharges = EXCLUDED.discharges,
         avg_covered_charge_cents = EXCLUDED.avg_covered_charge_cents,
         avg_total_payment_cents = EXCLUDED.avg_total_payment_cents,
         avg_medicare_payment_cents = EXCLUDED.avg_medicare_payment_cents,
         source_row = EXCLUDED.source_row
       WHERE (p.discharges, p.avg_covered_charge_cents, p.avg_total_payment_cents, p.avg_medicare_payment_cents)
         IS DISTINCT FROM (EXCLUDED.discharges, EXCLUDED.avg_covered_charge_cents,
           EXCLUDED.avg_total_payment_cents, EXCLUDED.avg_medicare_payment_cents)
       RETURNING (xmax = 0) AS inserted
     )
     SELECT count(*) FILTER (WHERE inserted)::integer AS inserted,
       count(*) FILTER (WHERE NOT inserted)::integer AS updated FROM up`,
    [datasetId, CMS_INPATIENT_SOURCE, year],
  );
  return { inserted: counts[0]?.inserted ?? 0, updated: counts[0]?.updated ?? 0 };
}

/**
 * The dataset record after the prices: a new one that changed nothing is removed (same figures from a
 * different file: the prices stay with the dataset that brought them); a reused one that changed
 * prices takes this file's counts. Returns the dataset id, or null when it was removed.
 */
async function settleDataset(
  q: QueryRunner,
  input: WriteInput,
  dataset: { id: string; reused: boolean },
  changed: number,
): Promise<string | null> {
  if (!dataset.reused && changed === 0) {
    await q.query(`DELETE FROM dataset WHERE id = $1`, [dataset.id]);
    return null;
  }
  if (dataset.reused && changed > 0) {
    await q.query(
      `UPDATE dataset SET rows_read = $2, rows_imported = $3, rows_skipped = $4, file_name = $5, imported_at = now()
       WHERE id = $1`,
      [dataset.id, input.rowsRead, input.valid, input.skipped, input.fileName],
    );
  }
  return dataset.id;
}

/** DRGs that no active condition maps to (visitors cannot reach their prices). */
async function unreachableDrgs(q: QueryRunner, drgs: string[]): Promise<string[]> {
  const unreachable: { drg: string }[] = await q.query(
    `SELECT x.drg FROM json_array_elements_text($1::json) AS x(drg)
     WHERE NOT EXISTS (
       SELECT 1 FROM diagnosis_code dc JOIN diagnosis d ON d.id = dc.diagnosis_id
       WHERE dc.drg = x.drg AND d.active)
     ORDER BY x.drg`,
    [JSON.stringify(drgs)],
  );
  return unreachable.map((u) => u.drg);
}

/** Below this many new rows the foreign-key swap is not worth its table lock. */
const FK_SWAP_MIN_ROWS = 20_000;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs a large INSERT into price. Checking price's foreign keys row by row (dataset, provider, code)
 * costs about as much as the insert itself (1.7 s of 3.2 s for the FY2011 file on PostgreSQL), so when
 * the new rows outnumber the rows already there the constraints are dropped for the statement and
 * re-added, which checks every row again in one set-based pass per constraint: the same guarantee,
 * about 1.5 s sooner. The constraints are re-created from their own definitions (pg_constraint), so this
 * follows later migrations. It needs a brief exclusive lock on price (readers wait about a second); when
 * the lock is not granted within 3 s, or the table is large, the rows are checked one by one instead.
 */
async function bulkInsert(q: QueryRunner, sql: string, params: unknown[], rows: number): Promise<void> {
  if (rows < FK_SWAP_MIN_ROWS) {
    await q.query(sql, params);
    return;
  }
  const size: { n: number }[] = await q.query(`SELECT count(*)::integer AS n FROM price`);
  if ((size[0]?.n ?? 0) > rows) {
    await q.query(sql, params);
    return;
  }
  const fks: { name: string; def: string }[] = await q.query(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE conrelid = 'price'::regclass AND contype = 'f' ORDER BY conname`,
  );
  if (fks.length === 0) {
    await q.query(sql, params);
    return;
  }
  await q.query(`SAVEPOINT fp_fk_swap`);
  try {
    await q.query(`SET LOCAL lock_timeout = '3s'`);
    await q.query(`ALTER TABLE price ${fks.map((f) => `DROP CONSTRAINT ${quoteIdent(f.name)}`).join(', ')}`);
    await q.query(`SET LOCAL lock_timeout = DEFAULT`);
  } catch {
    // Busy table: undo to the savepoint (constraints and settings back) and check row by row.
    await q.query(`ROLLBACK TO SAVEPOINT fp_fk_swap`);
    await q.query(sql, params);
    return;
  }
  await q.query(sql, params);
  await q.query(
    `ALTER TABLE price ${fks.map((f) => `ADD CONSTRAINT ${quoteIdent(f.name)} ${f.def}`).join(', ')}`,
  );
  await q.query(`RELEASE SAVEPOINT fp_fk_swap`);
}

/** Deletes demo datasets, their prices and the demo providers (inside the caller's transaction). */
export async function removeDemoData(
  q: Pick<QueryRunner, 'query'>,
): Promise<{ datasets: number; providers: number; prices: number }> {
  const prices: { n: number }[] = await q.query(
    `WITH d AS (DELETE FROM price WHERE dataset_id IN (SELECT id FROM dataset WHERE is_demo) RETURNING 1)
     SELECT count(*)::integer AS n FROM d`,
  );
  const datasets: { n: number }[] = await q.query(
    `WITH d AS (DELETE FROM dataset WHERE is_demo RETURNING 1) SELECT count(*)::integer AS n FROM d`,
  );
  const providers: { n: number }[] = await q.query(
    `WITH d AS (DELETE FROM provider p WHERE p.is_demo
       AND NOT EXISTS (SELECT 1 FROM price x WHERE x.provider_id = p.id) RETURNING 1)
     SELECT count(*)::integer AS n FROM d`,
  );
  return { datasets: datasets[0]?.n ?? 0, providers: providers[0]?.n ?? 0, prices: prices[0]?.n ?? 0 };
}
