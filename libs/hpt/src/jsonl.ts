/**
 * Loader for the normalized price lines of one hospital (`{"cpt":"70551","type":"cash","price":2364.11}`,
 * one per code and price type, as the nathansutton/hospital-price-transparency scraper writes them).
 * Each code becomes one item with its cash and gross price; the file has no payer rates.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import type { DataSource } from 'typeorm';
import { HptImportError, matchProvider, type ProviderMatch } from './import';
import { addItem, bulkMode, emptyBatch, writeBatch } from './store';
import type { HptItem } from './types';
import { cents } from './values';

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
}

export async function importNormalizedJsonl(
  ds: DataSource,
  file: string,
  options: { ccn?: string } = {},
): Promise<JsonlImportSummary> {
  const fileName = basename(file);
  const ccn = (options.ccn ?? /(\d{6})/.exec(fileName)?.[1])?.padStart(6, '0');
  if (!ccn) throw new HptImportError(`${fileName}: pass --ccn; the file name holds no CCN.`);
  const byCode = new Map<string, HptItem>();
  const badLines: string[] = [];
  let lines = 0;
  const rl = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const raw of rl) {
    lines++;
    if (raw.trim() === '') continue;
    let rec: { cpt?: unknown; type?: unknown; price?: unknown };
    try {
      rec = JSON.parse(raw);
    } catch {
      badLines.push(`Line ${lines}: not JSON.`);
      continue;
    }
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
    const fileDate = statSync(file).mtime.toISOString().slice(0, 10);
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
    return {
      fileId,
      fileName,
      providerId: ccn,
      match,
      lines,
      items: byCode.size,
      badLines,
      replacedPrevious: previous.length > 0,
    };
  } catch (err) {
    await runner.rollbackTransaction().catch(() => undefined);
    throw err;
  } finally {
    await runner.release();
  }
}
