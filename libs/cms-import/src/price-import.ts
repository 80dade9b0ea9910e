/**
 * Imports a CMS "Medicare Inpatient Hospitals - by Provider and Service" CSV (any published layout)
 * into provider, code, dataset and price.
 *
 * How it stays fast with flat memory: the file is streamed once; each row is checked in JS and the good
 * ones go, 5,000 at a time, into a temporary staging table (one INSERT ... json_to_recordset statement
 * per batch). Only the distinct providers and DRG titles are kept in memory (a few thousand). At the end
 * set-based SQL upserts codes, providers and prices from the staging table. Every write to the real
 * tables runs in ONE transaction (staging, a temporary table of this connection, comes before it): a
 * failure anywhere leaves the database as it was, never a half-imported dataset.
 *
 * Idempotent: prices are keyed by (source, year, provider, DRG) and only rows whose figures differ are
 * updated, so importing the same file twice reports 0 inserted, 0 updated and reuses its dataset record.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { DataSource, QueryRunner } from 'typeorm';
import { zipLocation } from '@fp/geo';
import { drgTitle } from '@fp/catalog';
import { codeRow, loadCatalog, placeholderCodeTitle } from './catalog-loader';
import { CsvReader, detach, type CsvRecord } from './csv';
import { detectLayout, UnknownHeaderError, type DetectedLayout, type LayoutId } from './layouts';
import { createRowParser, type PriceRow, type RowParser } from './rows';
import { openSource, SourceFileError, type OpenedSource } from './source-file';
import { resolveDataYear, yearFromFileName, YearError } from './year';
import { noStatementTimeoutInSession } from './bulk';

/** Machine name of the source: the same for every layout, so one data year is one set of prices. */
export const CMS_INPATIENT_SOURCE = 'cms-medicare-inpatient';

/** Human-readable dataset name, e.g. "CMS Medicare inpatient FY2011". */
export function cmsDatasetName(year: number, layout: LayoutId): string {
  // The FY2011-FY2017 product was published per federal fiscal year; the current one per "data year".
  return layout === 'cms-fy2011-2017' ? `CMS Medicare inpatient FY${year}` : `CMS Medicare inpatient ${year}`;
}

/** Serializes imports and the demo seed between processes sharing a PostgreSQL database. */
export const PRICE_WRITE_LOCK_ID = 4_710_002;

export interface BadRow {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  reason: string;
}

export interface ImportOptions {
  /** Data year (--year); required when the file name does not state one. */
  year?: number | null;
  /** Name stored on the dataset; default the file's base name. */
  fileName?: string;
  /** Rows per staging statement. */
  batchSize?: number;
  /** Bad rows kept in the summary (all are counted and passed to onBadRow). Default 1,000. */
  maxBadRowsKept?: number;
  /** Called as the file is read (bytes so far, file size). */
  onProgress?: (bytesRead: number, totalBytes: number) => void;
  /** Called for each skipped row as it is found. */
  onBadRow?: (bad: BadRow) => void;
  /** Messages worth showing: detected layout, year source, demo data removed, phases. */
  onInfo?: (message: string) => void;
}

export interface ImportSummary {
  /** The dataset holding this file's prices; null when the file changed nothing and matched no dataset. */
  datasetId: string | null;
  /** True when the dataset record of an earlier import of the same file was reused. */
  reusedDataset: boolean;
  source: string;
  name: string;
  year: number;
  yearFrom: 'option' | 'file name';
  layout: LayoutId;
  layoutLabel: string;
  fileName: string;
  checksum: string;
  /** Data rows read (header and blank lines excluded). */
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  badRows: BadRow[];
  /** True when more bad rows were found than kept in badRows. */
  badRowsTruncated: boolean;
  providers: { inserted: number; updated: number; total: number };
  /** DRGs this file added to the code table. */
  codesAdded: string[];
  /** DRGs of this file that no active condition maps to (visitors cannot reach their prices). */
  unreachableDrgs: string[];
  /** Demo providers and prices removed because real data arrived. */
  demoRemoved: { datasets: number; providers: number; prices: number };
  warnings: string[];
  elapsedMs: number;
  /** Time spent reading, checking and staging rows, then writing them (set-based SQL and commit). */
  phasesMs: { read: number; write: number };
}

/** The import could not proceed (missing file, unknown header, no year) or nothing was importable. */
export class ImportError extends Error {
  override name = 'ImportError';
  constructor(
    message: string,
    /** What was found before giving up (bad rows...), when the file was read. */
    readonly summary?: Partial<ImportSummary>,
  ) {
    super(message);
  }
}

interface ProviderInfo {
  ccn: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number | null;
  lng: number | null;
}

/** Compact staging row: short keys keep the JSON payload small. */
interface StageRow {
  l: number;
  c: string;
  d: string;
  n: number;
  a: number;
  b: number;
  m: number;
}

const STAGE_TABLE = 'fp_import_stage';

/**
 * Imports one price file. Resolves with the summary; rejects with ImportError when the file cannot be
 * read as a price file or when no row could be imported (the database is then unchanged).
 */
export async function importPriceFile(
  db: DataSource,
  file: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const info = options.onInfo ?? (() => undefined);
  const batchSize = options.batchSize ?? 5000;
  const maxBad = options.maxBadRowsKept ?? 1000;
  const fileName = options.fileName ?? path.basename(file);
  const warnings: string[] = [];

  let source: OpenedSource;
  try {
    source = await openSource(file);
  } catch (err) {
    if (err instanceof SourceFileError) throw new ImportError(err.message);
    throw err;
  }
  const size = source.totalBytes;

  let year: number;
  let yearFrom: 'option' | 'file name';
  try {
    // A zip's own name may lack the year its CSV states (the CSV is named by CMS, the zip by whoever saved it).
    const yearName =
      source.entryName && yearFromFileName(fileName) === null && yearFromFileName(source.entryName) !== null
        ? source.entryName
        : fileName;
    const resolved = resolveDataYear(yearName, options.year);
    year = resolved.year;
    yearFrom = resolved.from;
    if (resolved.warning) warnings.push(resolved.warning);
  } catch (err) {
    source.stream.destroy();
    if (err instanceof YearError) throw new ImportError(err.message);
    throw err;
  }

  // Outside the import transaction: on PGlite a second transaction while one is open would wait.
  await loadCatalog(db);

  const badRows: BadRow[] = [];
  let skipped = 0;
  const reportBad = (bad: BadRow) => {
    skipped++;
    if (badRows.length < maxBad) badRows.push(bad);
    options.onBadRow?.(bad);
  };

  const providers = new Map<string, ProviderInfo>();
  const titles = new Map<string, string | null>();
  let layout: DetectedLayout | null = null;
  let parseRow: RowParser | null = null;
  let rowsRead = 0;
  let valid = 0;
  let batch: StageRow[] = [];
  const hash = createHash('sha256');

  const runner = db.createQueryRunner();
  await runner.connect();
  const timeout = await noStatementTimeoutInSession(runner);
  let inTransaction = false;
  let staged = false;
  try {
    // Staging happens outside the import transaction: only the set-based write at the end holds one.
    // On PGlite (one session, statements of an open transaction go first) the site's own queries keep
    // running between staging statements while a large file is read; on PostgreSQL it changes nothing
    // visible, since the temporary table belongs to this connection.
    const begin = async () => {
      if (staged) return;
      staged = true;
      await runner.query(`DROP TABLE IF EXISTS ${STAGE_TABLE}`);
      await runner.query(
        `CREATE TEMP TABLE ${STAGE_TABLE} (
          line integer NOT NULL,
          ccn text NOT NULL,
          drg text NOT NULL,
          discharges integer NOT NULL,
          covered bigint NOT NULL,
          total bigint NOT NULL,
          medicare bigint NOT NULL
        )`,
      );
    };

    // One staging statement may run while the next batch is parsed (the database and Node overlap on
    // two cores); at most two batches are in memory.
    let inFlight: Promise<void> = Promise.resolve();
    const flush = async () => {
      if (batch.length === 0) return;
      const rows = batch;
      batch = [];
      await inFlight;
      await begin();
      inFlight = stage(rows);
      // A failure surfaces at the next flush or at the final await.
      inFlight.catch(() => undefined);
    };

    const stage = async (rows: StageRow[]) => {
      await runner.query(
        `INSERT INTO ${STAGE_TABLE} (line, ccn, drg, discharges, covered, total, medicare)
         SELECT l, c, d, n, a, b, m FROM json_to_recordset($1::json)
           AS x(l integer, c text, d text, n integer, a bigint, b bigint, m bigint)`,
        [JSON.stringify(rows)],
      );
    };

    /**
     * A provider and DRG given twice: the first row counts, later ones are skipped and reported. Found
     * once at the end (one GROUP BY) rather than with a unique index on staging, which would make
     * staging three times slower.
     */
    const removeDuplicates = async () => {
      const dups: { line: number; ccn: string; drg: string; first: number }[] = await runner.query(
        // Wrapped in a SELECT: TypeORM answers a bare DELETE with [rows, count] instead of rows.
        `WITH removed AS (
           DELETE FROM ${STAGE_TABLE} s
           USING (SELECT ccn, drg, min(line) AS first FROM ${STAGE_TABLE}
                  GROUP BY ccn, drg HAVING count(*) > 1) d
           WHERE s.ccn = d.ccn AND s.drg = d.drg AND s.line <> d.first
           RETURNING s.line, s.ccn, s.drg, d.first)
         SELECT line, ccn, drg, first FROM removed`,
      );
      for (const d of dups.sort((a, b) => a.line - b.line)) {
        valid--;
        reportBad({
          line: d.line,
          reason: `duplicate of line ${d.first} (same provider ${d.ccn} and DRG ${d.drg})`,
        });
      }
    };

    const take = (row: PriceRow, line: number) => {
      valid++;
      if (!providers.has(row.ccn)) {
        const where = zipLocation(row.zip);
        // Kept to the end: detached, so they do not pin the file chunks they were cut from.
        providers.set(row.ccn, {
          ccn: detach(row.ccn),
          name: detach(row.name),
          address: detach(row.street),
          city: detach(row.city),
          state: detach(row.state),
          zip: detach(row.zip),
          lat: where?.lat ?? null,
          lng: where?.lng ?? null,
        });
      }
      if (!titles.has(row.drg) || (titles.get(row.drg) === null && row.drgTitle))
        titles.set(detach(row.drg), row.drgTitle === null ? null : detach(row.drgTitle));
      batch.push({
        l: line,
        c: row.ccn,
        d: row.drg,
        n: row.discharges,
        a: row.coveredChargeCents,
        b: row.totalPaymentCents,
        m: row.medicarePaymentCents,
      });
    };

    const handle = async (records: CsvRecord[]) => {
      for (const record of records) {
        if (!layout) {
          try {
            layout = detectLayout(record.fields);
            parseRow = createRowParser(layout.columns);
          } catch (err) {
            if (err instanceof UnknownHeaderError) throw new ImportError(err.message);
            throw err;
          }
          info(`Detected the ${layout.layout.label}.`);
          info(`Data year ${year} (from the ${yearFrom === 'option' ? '--year option' : 'file name'}).`);
          continue;
        }
        rowsRead++;
        if (record.error) {
          reportBad({ line: record.line, reason: record.error });
          continue;
        }
        const result = parseRow!(record.fields);
        if (result.ok) take(result.row, record.line);
        else reportBad({ line: record.line, reason: result.reason });
      }
      if (batch.length >= batchSize) await flush();
    };

    // ---- read ----------------------------------------------------------------------------------
    const reader = new CsvReader();
    const decoder = new StringDecoder('utf8');
    // The checksum is of the CSV itself, so the same data compressed or not is the same dataset.
    try {
      for await (const chunk of source.stream as AsyncIterable<Buffer>) {
        hash.update(chunk);
        await handle(reader.push(decoder.write(chunk)));
        options.onProgress?.(source.bytesRead(), size);
      }
    } catch (err) {
      if (err instanceof ImportError) throw err;
      const code = (err as { code?: string }).code;
      if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || /zip|inflate|crc/i.test(String(err)))
        throw new ImportError(
          `"${fileName}" is damaged (${source.kind} data could not be decompressed: ${err instanceof Error ? err.message : String(err)}); nothing imported.`,
        );
      throw err;
    }
    await handle(reader.end(reader.push(decoder.end())));
    await flush();
    await inFlight;
    if (staged) await removeDuplicates();
    const checksum = hash.digest('hex');

    const detected = layout as DetectedLayout | null;
    if (!detected) throw new ImportError(`"${fileName}" is empty: no header row.`);
    const name = cmsDatasetName(year, detected.layout.id);
    const base = {
      source: CMS_INPATIENT_SOURCE,
      name,
      year,
      yearFrom,
      layout: detected.layout.id,
      layoutLabel: detected.layout.label,
      fileName,
      checksum,
      rowsRead,
      skipped,
      badRows: [...badRows].sort((a, b) => a.line - b.line),
      badRowsTruncated: skipped > badRows.length,
      warnings,
    };
    if (valid === 0) {
      throw new ImportError(
        rowsRead === 0
          ? `"${fileName}" has a header but no data rows; nothing imported.`
          : `None of the ${rowsRead} rows of "${fileName}" could be imported; nothing changed.`,
        base,
      );
    }

    // ---- write ---------------------------------------------------------------------------------
    info(`Writing ${valid} prices for ${providers.size} providers...`);
    const readDone = performance.now();
    await runner.startTransaction();
    inTransaction = true;
    const written = await writeImport(runner, {
      year,
      name,
      fileName,
      checksum,
      rowsRead,
      valid,
      skipped,
      providers: [...providers.values()],
      titles,
    });
    await runner.commitTransaction();
    inTransaction = false;
    if (written.demoRemoved.datasets > 0) {
      info(
        `Removed the demo data (${written.demoRemoved.prices} prices, ${written.demoRemoved.providers} providers): real prices are loaded now.`,
      );
    }
    const finished = performance.now();
    return {
      ...base,
      ...written,
      elapsedMs: Math.round(finished - started),
      phasesMs: { read: Math.round(readDone - started), write: Math.round(finished - readDone) },
    };
  } catch (err) {
    if (inTransaction) await runner.rollbackTransaction().catch(() => undefined);
    throw err;
  } finally {
    source.stream.destroy();
    if (staged) await runner.query(`DROP TABLE IF EXISTS ${STAGE_TABLE}`).catch(() => undefined);
    await timeout.restore().catch(() => undefined);
    await runner.release();
  }
}

interface WriteInput {
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

type WriteResult = Pick<
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
async function writeImport(q: QueryRunner, input: WriteInput): Promise<WriteResult> {
  const { year } = input;
  await q.query(`SELECT pg_advisory_xact_lock($1)`, [PRICE_WRITE_LOCK_ID]);

  const demoRemoved = await removeDemoData(q);

  // Codes: new DRGs get the file's title; a placeholder title is replaced; a real title is kept.
  const codes = [...input.titles].map(([drg, title]) => {
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
  const codesAdded = codeRows
    .filter((c) => c.inserted)
    .map((c) => c.drg)
    .sort();

  // Providers: newest data wins for names and addresses, so an older year never overwrites a newer one.
  await q.query(
    `CREATE TEMP TABLE fp_import_newer ON COMMIT DROP AS
     SELECT DISTINCT provider_id FROM price WHERE year > $1`,
    [year],
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
  const providersInserted = providerRows.filter((r) => r.inserted).length;

  // Dataset: the record of an earlier import of the same file is reused.
  const existing: { id: string }[] = await q.query(
    `SELECT id FROM dataset WHERE source = $1 AND year = $2 AND checksum = $3`,
    [CMS_INPATIENT_SOURCE, year, input.checksum],
  );
  let datasetId: string | null = existing[0]?.id ?? null;
  const reusedDataset = datasetId !== null;
  if (!datasetId) {
    const created: { id: string }[] = await q.query(
      `INSERT INTO dataset (source, name, year, file_name, checksum, rows_read, rows_imported, rows_skipped, is_demo)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false) RETURNING id`,
      [
        CMS_INPATIENT_SOURCE,
        input.name,
        year,
        input.fileName,
        input.checksum,
        input.rowsRead,
        input.valid,
        input.skipped,
      ],
    );
    datasetId = created[0].id;
  }

  const held: { found: boolean }[] = await q.query(
    `SELECT EXISTS (SELECT 1 FROM price WHERE source = $1 AND year = $2) AS found`,
    [CMS_INPATIENT_SOURCE, year],
  );
  let inserted: number;
  let updated: number;
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
    inserted = input.valid;
    updated = 0;
  } else {
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
    inserted = counts[0]?.inserted ?? 0;
    updated = counts[0]?.updated ?? 0;
  }

  if (!reusedDataset && inserted + updated === 0) {
    // Same figures from a different file: the prices stay with the dataset that brought them.
    await q.query(`DELETE FROM dataset WHERE id = $1`, [datasetId]);
    datasetId = null;
  } else if (reusedDataset && inserted + updated > 0) {
    await q.query(
      `UPDATE dataset SET rows_read = $2, rows_imported = $3, rows_skipped = $4, file_name = $5, imported_at = now()
       WHERE id = $1`,
      [datasetId, input.rowsRead, input.valid, input.skipped, input.fileName],
    );
  }

  const unreachable: { drg: string }[] = await q.query(
    `SELECT x.drg FROM json_array_elements_text($1::json) AS x(drg)
     WHERE NOT EXISTS (
       SELECT 1 FROM diagnosis_code dc JOIN diagnosis d ON d.id = dc.diagnosis_id
       WHERE dc.drg = x.drg AND d.active)
     ORDER BY x.drg`,
    [JSON.stringify([...input.titles.keys()])],
  );

  return {
    datasetId,
    reusedDataset,
    inserted,
    updated,
    unchanged: input.valid - inserted - updated,
    providers: {
      inserted: providersInserted,
      updated: providerRows.length - providersInserted,
      total: input.providers.length,
    },
    codesAdded,
    unreachableDrgs: unreachable.map((u) => u.drg),
    demoRemoved,
  };
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
