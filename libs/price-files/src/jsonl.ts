/**
 * Loader for the normalized price lines of one hospital (`{"cpt":"70551","type":"cash","price":2364.11}`,
 * one per code and price type, as the nathansutton/hospital-price-transparency scraper writes them).
 * Each code becomes one item with its cash and gross price; the file has no payer rates.
 *
 * The file's date is provenance, so it comes from the data or from whoever imports, never from the disk:
 * the `date` option (`--date` of the import, `@<date>` in HPT_FILES) wins; else a `last_updated_on`
 * field in the lines (the CMS name; the latest when lines differ); else none (shown "date not given").
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import type { DataSource } from 'typeorm';
import { PriceFileImportError, matchProvider, type ProviderMatch } from './import';
import { addItem, analyzePriceFileTables, bulkMode, emptyBatch, writeBatch } from './store';
import type { PriceFileItem } from './types';
import { cents, isoDate } from './values';

/** CPT codes are five digits or four digits and a letter (category II/III); HCPCS level II a letter and four digits. */
export function cptOrHcpcs(code: string): string {
  return /^[A-Z]\d{4}$/.test(code) ? 'HCPCS' : 'CPT';
}

export interface JsonlImportSummary {
  fileId: string;
  fileName: string;
  providerId: string;
  match: ProviderMatch;
  lines: number;
  items: number;
  badLines: string[];
  replacedPrevious: boolean;
  /** The date stored for the file (YYYY-MM-DD), or null when neither the importer nor the lines gave one. */
  fileDate: string | null;
  /** Where that date came from. */
  dateFrom: 'option' | 'lines' | 'none';
}

/** A normalized price file: `.jsonl`, or `.jsonl.gz` when compressed. */
export const isNormalizedJsonl = (file: string): boolean => /\.jsonl(\.gz)?$/i.test(file);

const isGzipped = (file: string): boolean => /\.gz$/i.test(file);

/** A real calendar date written YYYY-MM-DD, else null. */
export function calendarDate(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? m[0] : null;
}

/** The file's lines as one item per code (its cash and gross prices), the lines refused, the latest date. */
async function readJsonlLines(file: string): Promise<{
  byCode: Map<string, PriceFileItem>;
  badLines: string[];
  lines: number;
  linesDate: string | null;
}> {
  const byCode = new Map<string, PriceFileItem>();
  const badLines: string[] = [];
  let lines = 0;
  let linesDate: string | null = null;
  // A .jsonl.gz (the file shipped in data/price-files) is read through gunzip as it streams.
  const raw = createReadStream(file);
  const input = isGzipped(file) ? raw.pipe(createGunzip()) : raw;
  const rl = createInterface({ input, crlfDelay: Infinity });
  for await (const raw of rl) {
    lines++;
    if (raw.trim() === '') continue;
    let rec: { cpt?: unknown; type?: unknown; price?: unknown; last_updated_on?: unknown };
    try {
      rec = JSON.parse(raw);
    } catch {
      badLines.push(`Line ${lines}: not JSON.`);
      continue;
    }
    if (typeof rec !== 'object' || rec === null || Array.isArray(rec)) {
      badLines.push(`Line ${lines}: not a JSON object.`);
      continue;
    }
    const lineDate = isoDate(rec.last_updated_on);
    if (lineDate && (!linesDate || lineDate > linesDate)) linesDate = lineDate;
    const code = typeof rec.cpt === 'string' ? rec.cpt.trim().toUpperCase() : '';
    const price = cents(rec.price);
    if (!code || price === null || (rec.type !== 'cash' && rec.type !== 'gross')) {
      badLines.push(`Line ${lines}: needs a code, a price and the type "cash" or "gross".`);
      continue;
    }
    let item = byCode.get(code);
    if (!item) {
      item = {
        line: lines,
        description: '',
        codes: [{ code, type: cptOrHcpcs(code) }],
        setting: null,
        modifiers: null,
        drugUnit: null,
        drugType: null,
        grossCents: null,
        cashCents: null,
        minCents: null,
        maxCents: null,
        notes: null,
        rates: [],
      };
      byCode.set(code, item);
    }
    if (rec.type === 'cash') item.cashCents = price;
    else item.grossCents = price;
  }
  return { byCode, badLines, lines, linesDate };
}

export async function importNormalizedJsonl(
  ds: DataSource,
  file: string,
  options: {
    ccn?: string;
    /** The date the prices are from (YYYY-MM-DD), as stated by whoever imports the file. */
    date?: string;
  } = {},
): Promise<JsonlImportSummary> {
  const fileName = basename(file);
  const givenDate = options.date === undefined ? null : calendarDate(options.date);
  if (options.date !== undefined && !givenDate)
    throw new PriceFileImportError(
      `${fileName}: the date "${options.date}" is not a date written YYYY-MM-DD.`,
    );
  const ccn = (options.ccn ?? /(\d{6})/.exec(fileName)?.[1])?.padStart(6, '0');
  if (!ccn) throw new PriceFileImportError(`${fileName}: pass --ccn; the file name holds no CCN.`);
  const { byCode, badLines, lines, linesDate } = await readJsonlLines(file);
  const fileDate = givenDate ?? linesDate;
  const dateFrom = givenDate ? 'option' : linesDate ? 'lines' : 'none';
  const fileId = randomUUID();
  const runner = ds.createQueryRunner();
  await runner.connect();
  const mode = await bulkMode(runner);
  await runner.startTransaction();
  try {
    const match = await matchProvider(
      runner,
      {
        hospitalName: '',
        lastUpdatedOn: null,
        version: '',
        locationNames: [],
        addresses: [],
        licenseNumber: null,
        licenseState: null,
      },
      ccn,
    );
    const key = match.providerId ?? `ccn:${ccn}`;
    const previous: { id: string }[] = await runner.query(`SELECT id FROM hpt_file WHERE hospital_key = $1`, [
      key,
    ]);
    await runner.query(`DELETE FROM hpt_file WHERE hospital_key = $1`, [key]);
    const names: { name: string }[] = await runner.query(`SELECT name FROM provider WHERE id = $1`, [ccn]);
    await runner.query(
      `INSERT INTO hpt_file (id, hospital_key, provider_id, hospital_name, file_name, format, version, last_updated_on, item_count)
       VALUES ($1, $2, $3, $4, $5, 'jsonl', 'normalized', $6, $7)`,
      [fileId, key, match.providerId, names[0]?.name ?? `CCN ${ccn}`, fileName, fileDate, byCode.size],
    );
    let batch = emptyBatch();
    let itemNo = 0;
    for (const item of byCode.values()) {
      addItem(batch, fileId, ++itemNo, item);
      if (batch.items.length >= 2000) {
        await writeBatch(runner, mode, batch);
        batch = emptyBatch();
      }
    }
    await writeBatch(runner, mode, batch);
    await runner.commitTransaction();
    await analyzePriceFileTables(runner);
    return {
      fileId,
      fileName,
      providerId: ccn,
      match,
      lines,
      items: byCode.size,
      badLines,
      replacedPrevious: previous.length > 0,
      fileDate,
      dateFrom,
    };
  } catch (err) {
    await runner.rollbackTransaction().catch(() => undefined);
    throw err;
  } finally {
    await runner.release();
  }
}
