/**
 * `importHospitalPriceFile`: one hospital price-transparency file into hpt_file / hpt_item / hpt_item_code /
 * hpt_rate. Steps: detect the format and version; validate with CMS's validator (a file whose header
 * or metadata fails is refused, rows or items it flags are skipped and reported); match the hospital
 * to the provider directory; stream the items into the database in batches, in one transaction that
 * also removes the hospital's previous file.
 */
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type { DataSource, QueryRunner } from 'typeorm';
import { detectFile, SUPPORTED_VERSIONS } from './detect';
import { csvColumnNames, readCsvItems, type CsvHead } from './read-csv';
import { jsonMeta, readJsonItems } from './read-json';
import {
  addItem,
  analyzePriceFileTables,
  bulkMode,
  CopyWriter,
  emptyBatch,
  writeBatch,
  type BulkMode,
  type RowBatch,
} from './store';
import { PriceFileError, type PriceFileFormat, type PriceFileItem, type PriceFileMeta } from './types';
import { describeError, runValidator, type ValidatorError } from './validate';

/** A refused file: nothing of it was stored. `messages` are the validator's, one sentence each. */
export class PriceFileImportError extends Error {
  constructor(
    message: string,
    readonly messages: string[] = [],
  ) {
    super(message);
    this.name = 'PriceFileImportError';
  }
}

export interface PriceFileImportOptions {
  /** The hospital's CCN, when known; otherwise the file's name and address are matched. */
  ccn?: string;
  /** Run CMS's validator first (default true). */
  validate?: boolean;
  /** Most validator errors accepted before the file is refused. Default 5,000. */
  maxErrors?: number;
  /** Items per INSERT batch (PGlite). Default 2,000. */
  batchSize?: number;
  /** Size of each table's COPY buffer (PostgreSQL). Default 4 MB. */
  copyBufferBytes?: number;
  onProgress?: (bytes: number) => void;
  onInfo?: (message: string) => void;
}

export type ProviderMatch =
  { by: 'ccn' | 'name'; providerId: string } | { by: 'none'; providerId: null; reason: string };

export interface PriceFileImportSummary {
  fileId: string;
  fileName: string;
  format: PriceFileFormat;
  version: string;
  meta: PriceFileMeta;
  match: ProviderMatch;
  items: number;
  rates: number;
  codes: number;
  /** Distinct payer and plan pairs with a rate. */
  payerPlans: number;
  /** Rows or items the validator flagged, and code-less modifier rows: skipped, in words. */
  skipped: string[];
  /** The validator's alert count (advice, not errors). */
  alerts: number;
  replacedPrevious: boolean;
  writeMode: BulkMode;
  /** Time spent in CMS's validator and its peak memory (it runs in its own process). */
  validation: { ms: number; maxRssKb: number | null } | null;
  elapsedMs: number;
}

/** Items of the file, whatever its format; `meta()` is complete once the iterator is done. */
interface ItemSource {
  items: AsyncGenerator<PriceFileItem>;
  meta(): PriceFileMeta;
}

function openSource(
  file: string,
  format: PriceFileFormat,
  skip: { records: Set<number>; elements: Set<number> },
  onBytes?: (b: number) => void,
  onCodeless?: (line: number) => void,
): ItemSource {
  if (format === 'json') {
    const raw = {};
    async function* items() {
      for await (const { index, items: list } of readJsonItems(file, raw, onBytes)) {
        if (skip.elements.has(index)) continue;
        yield* list;
      }
    }
    return { items: items(), meta: () => jsonMeta(raw) };
  }
  let head: CsvHead | null = null;
  return {
    items: readCsvItems(file, (h) => (head = h), onBytes, skip.records, onCodeless),
    meta: () => head?.meta ?? csvEmptyMeta(),
  };
}

const csvEmptyMeta = (): PriceFileMeta => ({
  hospitalName: '',
  lastUpdatedOn: null,
  version: '',
  locationNames: [],
  addresses: [],
  licenseNumber: null,
  licenseState: null,
});

/** The start lines of the given standard_charge_information elements (for the validator's messages). */
async function jsonElementLines(file: string, indices: Set<number>): Promise<Map<number, number>> {
  const lines = new Map<number, number>();
  if (indices.size === 0) return lines;
  const last = Math.max(...indices);
  for await (const { index, line } of readJsonItems(file, {})) {
    if (indices.has(index)) lines.set(index, line);
    if (index >= last) break;
  }
  return lines;
}

/** Which validator errors refuse the file, and which rows (CSV records) or elements (JSON) they skip. */
export function classifyErrors(errors: ValidatorError[]): {
  fatal: ValidatorError[];
  records: Set<number>;
  elements: Set<number>;
} {
  const fatal: ValidatorError[] = [];
  const records = new Set<number>();
  const elements = new Set<number>();
  for (const e of errors) {
    const cell = /^(?:[A-Z]+|row )?(\d+)$/.exec(e.path.trim());
    const item = /^\/standard_charge_information\/(\d+)(\/|$)/.exec(e.path);
    if (cell && Number(cell[1]) > 3) records.add(Number(cell[1]));
    else if (item) elements.add(Number(item[1]));
    else fatal.push(e);
  }
  return { fatal, records, elements };
}

/** ZIP codes and state codes in "12 Main Street, Fullerton, CA  92832". */
function addressParts(addresses: string[]): { zips: string[]; states: string[] } {
  const zips: string[] = [];
  const states: string[] = [];
  for (const a of addresses) {
    const m = /\b([A-Z]{2})\s+(\d{5})(?:-\d{4})?\s*$/.exec(a.trim());
    if (m) {
      states.push(m[1]);
      zips.push(m[2]);
    }
  }
  return { zips, states };
}

/** A DataSource or a QueryRunner (inside the import's transaction). */
export interface Queryable {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeORM's own signature returns any
  query(sql: string, params?: unknown[]): Promise<any>;
}

export async function matchProvider(
  ds: Queryable,
  meta: PriceFileMeta,
  ccn?: string,
): Promise<ProviderMatch> {
  if (ccn) {
    const id = ccn.trim().padStart(6, '0');
    const rows: { id: string }[] = await ds.query(`SELECT id FROM provider WHERE id = $1`, [id]);
    if (rows.length > 0) return { by: 'ccn', providerId: id };
    return { by: 'none', providerId: null, reason: `CCN ${id} is not in the provider directory.` };
  }
  const { zips, states } = addressParts(meta.addresses);
  if (meta.licenseState) states.push(meta.licenseState);
  const names = [meta.hospitalName, ...meta.locationNames].filter(Boolean).map((n) => n.toUpperCase());
  if (names.length === 0) return { by: 'none', providerId: null, reason: 'The file names no hospital.' };
  const rows: { id: string }[] = await ds.query(
    `SELECT id FROM provider
      WHERE upper(name) = ANY($1::text[]) AND (zip = ANY($2::text[]) OR state = ANY($3::text[]))
      ORDER BY (zip = ANY($2::text[])) DESC, id`,
    [names, zips, states],
  );
  const ids = [...new Set(rows.map((r) => r.id))];
  if (ids.length === 1) return { by: 'name', providerId: ids[0] };
  const where = [...new Set([...zips, ...states])].join(', ') || 'no address';
  return {
    by: 'none',
    providerId: null,
    reason:
      ids.length === 0
        ? `No provider named "${meta.hospitalName}" at ${where}; pass --ccn to match it.`
        : `${ids.length} providers named "${meta.hospitalName}" at ${where} (${ids.join(', ')}); pass --ccn to choose.`,
  };
}

function hospitalKey(meta: PriceFileMeta, match: ProviderMatch, ccn?: string): string {
  if (match.providerId) return match.providerId;
  if (ccn) return `ccn:${ccn.trim().padStart(6, '0')}`;
  return `name:${meta.hospitalName.toLowerCase()}|${meta.licenseState ?? ''}`;
}

/**
 * Writes the items: with COPY through fixed buffers (see store.ts), else in INSERT batches. The reader
 * is pulled one item at a time and waits while a write is under way. Returns the totals.
 */
async function writeItems(
  runner: QueryRunner,
  mode: BulkMode,
  fileId: string,
  items: AsyncGenerator<PriceFileItem>,
  batchSize: number,
  copyBufferBytes?: number,
): Promise<{ items: number; rates: number; codes: number; payerPlans: number }> {
  let batch: RowBatch = emptyBatch();
  const copy = mode === 'copy' ? new CopyWriter(runner, fileId, copyBufferBytes) : null;
  let itemNo = 0;
  let rates = 0;
  let codes = 0;
  for await (const item of items) {
    itemNo++;
    rates += item.rates.length;
    codes += item.codes.length;
    if (copy) {
      await copy.add(itemNo, item);
      continue;
    }
    addItem(batch, fileId, itemNo, item);
    if (batch.items.length >= batchSize) {
      await writeBatch(runner, mode, batch);
      batch = emptyBatch();
    }
  }
  if (copy) await copy.flush();
  else await writeBatch(runner, mode, batch);
  const [{ n }]: { n: number }[] = await runner.query(
    `SELECT count(*)::int AS n FROM (SELECT DISTINCT payer_name, plan_name FROM hpt_rate WHERE file_id = $1) p`,
    [fileId],
  );
  // Each payer's spellings in this file, for the insurer list's display names (payers.ts).
  await runner.query(
    `INSERT INTO hpt_file_payer (file_id, payer_key, payer_name, rate_count)
     SELECT file_id, payer_key, payer_name, count(*)::int FROM hpt_rate WHERE file_id = $1
      GROUP BY file_id, payer_key, payer_name`,
    [fileId],
  );
  return { items: itemNo, rates, codes, payerPlans: n };
}

/** What the CMS validator's run leaves for the import: items to skip, their messages, its figures. */
interface Validated {
  skip: { records: Set<number>; elements: Set<number> };
  skipped: string[];
  alerts: number;
  validation: PriceFileImportSummary['validation'];
}

/**
 * Runs CMS's validator over the whole file before anything is written (unless `validate: false`):
 * problems in the header or structure, or too many errors, refuse the file; flagged rows or items are
 * skipped and listed.
 */
async function validateFirst(
  file: string,
  fileName: string,
  { format, version }: { format: PriceFileFormat; version: string },
  options: PriceFileImportOptions,
): Promise<Validated> {
  const skipped: string[] = [];
  if (options.validate === false)
    return { skip: { records: new Set(), elements: new Set() }, skipped, alerts: 0, validation: null };
  const info = options.onInfo ?? (() => undefined);
  const validationStarted = Date.now();
  const maxErrors = options.maxErrors ?? 5000;
  info('Validating with the CMS validator...');
  const result = await runValidator(file, format === 'json' ? 'json' : 'csv', version, maxErrors);
  const validation = { ms: Date.now() - validationStarted, maxRssKb: result.maxRssKb ?? null };
  const { fatal, records, elements } = classifyErrors(result.errors);
  const lines = format === 'json' ? await jsonElementLines(file, elements) : new Map<number, number>();
  const header = format === 'json' ? undefined : await csvColumnNames(file);
  const described = (list: ValidatorError[]) =>
    list.map((e) => describeError(e, { header, elementLine: (i) => lines.get(i) }));
  if (fatal.length > 0) {
    throw new PriceFileImportError(
      `${fileName} was refused by the CMS validator: ${fatal.length} problem(s) in its header or structure.`,
      described([...fatal, ...result.errors.filter((e) => !fatal.includes(e))]),
    );
  }
  if (result.errors.length >= maxErrors) {
    throw new PriceFileImportError(
      `${fileName} was refused: the CMS validator found ${maxErrors} or more errors.`,
      described(result.errors),
    );
  }
  skipped.push(...described(result.errors));
  return { skip: { records, elements }, skipped, alerts: result.alerts, validation };
}

export async function importHospitalPriceFile(
  ds: DataSource,
  file: string,
  options: PriceFileImportOptions = {},
): Promise<PriceFileImportSummary> {
  const started = Date.now();
  const fileName = basename(file);
  const info = options.onInfo ?? (() => undefined);
  const detected = await detectFile(file).catch((err: Error) => {
    throw new PriceFileImportError(`${fileName}: ${err.message}`);
  });
  const { format, version } = detected;
  if (!(SUPPORTED_VERSIONS as readonly string[]).includes(version)) {
    throw new PriceFileImportError(
      `${fileName}: schema version ${version} is not supported (supported: ${SUPPORTED_VERSIONS.join(', ')}).`,
    );
  }
  info(`${fileName}: ${format.replace('_', ' ')}, schema version ${version}.`);

  const { skip, skipped, alerts, validation } = await validateFirst(file, fileName, detected, options);

  const fileId = randomUUID();
  const runner = ds.createQueryRunner();
  await runner.connect();
  const mode = await bulkMode(runner);
  await runner.startTransaction();
  try {
    // Inserted under a provisional key; the hospital's previous file is removed once this one is read.
    await runner.query(
      `INSERT INTO hpt_file (id, hospital_key, hospital_name, file_name, format, version)
       VALUES ($1, $2, '', $3, $4, $5)`,
      [fileId, `pending:${fileId}`, fileName, format, version],
    );
    let codeless = 0;
    const source = openSource(file, format, skip, options.onProgress, () => codeless++);
    const totals = await writeItems(
      runner,
      mode,
      fileId,
      source.items,
      options.batchSize ?? 2000,
      options.copyBufferBytes,
    );
    const meta = source.meta();
    if (codeless > 0)
      skipped.push(
        `${codeless} row(s) with no code (modifier descriptions) are not items and were not stored.`,
      );
    if (totals.items === 0)
      throw new PriceFileImportError(`${fileName}: no items could be imported.`, skipped);
    const match = await matchProvider(runner, meta, options.ccn);
    const key = hospitalKey(meta, match, options.ccn);
    const previous: { id: string }[] = await runner.query(
      `SELECT id FROM hpt_file WHERE hospital_key = $1 AND id <> $2`,
      [key, fileId],
    );
    await runner.query(`DELETE FROM hpt_file WHERE hospital_key = $1 AND id <> $2`, [key, fileId]);
    await runner.query(
      `UPDATE hpt_file SET hospital_key = $2, provider_id = $3, hospital_name = $4, hospital_address = $5,
              license_number = $6, license_state = $7, last_updated_on = $8, item_count = $9, rate_count = $10
        WHERE id = $1`,
      [
        fileId,
        key,
        match.providerId,
        meta.hospitalName,
        meta.addresses.join(' | ') || null,
        meta.licenseNumber,
        meta.licenseState,
        meta.lastUpdatedOn,
        totals.items,
        totals.rates,
      ],
    );
    await runner.commitTransaction();
    await analyzePriceFileTables(runner);
    return {
      fileId,
      fileName,
      format,
      version,
      meta,
      match,
      ...totals,
      skipped,
      alerts,
      replacedPrevious: previous.length > 0,
      writeMode: mode,
      validation,
      elapsedMs: Date.now() - started,
    };
  } catch (err) {
    await runner.rollbackTransaction().catch(() => undefined);
    throw err instanceof PriceFileError ? new PriceFileImportError(`${fileName}: ${err.message}`) : err;
  } finally {
    await runner.release();
  }
}
