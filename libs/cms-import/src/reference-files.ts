/**
 * Optional reference files that enrich what the price import loads:
 * - MS-DRG relative weights from a CMS IPPS "Table 5" style CSV (ms_drg, ms_drg_title, relative_weight
 *   columns; e.g. the FY2020 v37 weights). Codes missing from the code table are added with the file's
 *   title, placeholder titles are replaced, weights are set.
 * - Provider phone numbers from CMS Care Compare "Hospital General Information" (Facility ID,
 *   Telephone Number), matched by CCN. The price files carry no phone number.
 * Both files are small (a few thousand rows) and are read whole.
 */
import { readFile } from 'node:fs/promises';
import type { DataSource } from 'typeorm';
import { drgInfo } from '@fp/catalog-lists';
import { codeRow } from './catalog-loader';
import { parseCsv } from '@fp/domain';
import { normalizeHeader } from './layouts';
import { ImportError, type BadRow } from './price-import';
import { normalizeCcn } from './rows';
import { noStatementTimeoutInTransaction } from './bulk';

async function readTable(
  file: string,
): Promise<{ header: string[]; rows: { line: number; fields: string[] }[] }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new ImportError(`Cannot read "${file}": no such file.`);
  }
  const [head, ...rows] = parseCsv(text);
  if (!head) throw new ImportError(`"${file}" is empty.`);
  return { header: head.fields.map(normalizeHeader), rows };
}

function column(header: string[], names: string[], file: string, what: string): number {
  const at = header.findIndex((h) => names.includes(h));
  if (at < 0)
    throw new ImportError(`"${file}" has no ${what} column (expected one of: ${names.join(', ')}).`);
  return at;
}

export interface WeightsResult {
  updated: number;
  unchanged: number;
  /** Codes added to the code table from this file. */
  added: number;
  /** Rows whose DRG is not a valid MS-DRG. */
  unknown: number;
  badRows: BadRow[];
}

/** Loads relative weights (and titles for codes that lack one) from a Table 5 style CSV. */
export async function importRelativeWeights(db: DataSource, file: string): Promise<WeightsResult> {
  const { header, rows } = await readTable(file);
  const drgAt = column(header, ['ms_drg', 'msdrg', 'drg', 'ms_drg_code'], file, 'MS-DRG');
  const weightAt = column(header, ['relative_weight', 'weights', 'weight'], file, 'relative weight');
  const titleAt = header.findIndex((h) => ['ms_drg_title', 'title', 'ms_drg_description'].includes(h));
  const badRows: BadRow[] = [];
  let unknown = 0;
  const byDrg = new Map<
    string,
    {
      drg: string;
      title: string | null;
      mdc: number | null;
      type: string;
      complication: string;
      weight: number;
    }
  >();
  for (const r of rows) {
    const drg = drgInfo(r.fields[drgAt] ?? '')?.code;
    if (!drg) {
      unknown++;
      badRows.push({ line: r.line, reason: `unknown DRG ${JSON.stringify(r.fields[drgAt] ?? '')}` });
      continue;
    }
    const raw = (r.fields[weightAt] ?? '').trim();
    const weight = Number(raw);
    if (raw === '' || !Number.isFinite(weight) || weight < 0 || weight >= 10_000) {
      badRows.push({ line: r.line, reason: `non-numeric relative weight ${JSON.stringify(raw)}` });
      continue;
    }
    const title = titleAt >= 0 ? (r.fields[titleAt] ?? '').replace(/\s+/g, ' ').trim() || null : null;
    byDrg.set(drg, { ...codeRow(drg, title), weight: Math.round(weight * 10_000) / 10_000 });
  }
  const payload = JSON.stringify(
    [...byDrg.values()].map((c) => ({ ...c, title: c.title ?? `MS-DRG ${c.drg}` })),
  );

  return db.transaction(async (m) => {
    await noStatementTimeoutInTransaction(m);
    const added: { drg: string }[] = await m.query(
      `INSERT INTO code (drg, title, mdc, type, complication, relative_weight)
       SELECT drg, title, mdc, type, complication, weight FROM json_to_recordset($1::json)
         AS x(drg text, title text, mdc integer, type text, complication text, weight numeric)
       ON CONFLICT (drg) DO NOTHING RETURNING drg`,
      [payload],
    );
    await m.query(
      `UPDATE code c SET title = x.title, complication = x.complication
       FROM json_to_recordset($1::json) AS x(drg text, title text, complication text)
       WHERE c.drg = x.drg AND c.title = 'MS-DRG ' || c.drg AND x.title <> c.title`,
      [payload],
    );
    const updated: { drg: string }[] = await m.query(
      `WITH changed AS (
         UPDATE code c SET relative_weight = x.weight
         FROM json_to_recordset($1::json) AS x(drg text, weight numeric)
         WHERE c.drg = x.drg AND c.relative_weight IS DISTINCT FROM x.weight
         RETURNING c.drg)
       SELECT drg FROM changed`,
      [payload],
    );
    // Added codes already carry their weight, so `updated` holds only codes that existed.
    return {
      updated: updated.length + added.length,
      unchanged: byDrg.size - updated.length - added.length,
      added: added.length,
      unknown,
      badRows,
    };
  });
}

export interface HospitalInfoResult {
  /** Rows of the file whose CCN is a provider in the database. */
  matched: number;
  /** Providers whose phone number changed. */
  updated: number;
}

/** Sets provider phone numbers from a CMS "Hospital General Information" CSV (Facility ID padded to 6). */
export async function importHospitalInfo(db: DataSource, file: string): Promise<HospitalInfoResult> {
  const { header, rows } = await readTable(file);
  const idAt = column(
    header,
    ['facility_id', 'provider_id', 'ccn', 'cms_certification_number_ccn'],
    file,
    'Facility ID',
  );
  const phoneAt = column(header, ['telephone_number', 'phone_number', 'phone'], file, 'Telephone Number');
  const phones = new Map<string, string>();
  for (const r of rows) {
    const ccn = normalizeCcn(r.fields[idAt] ?? '');
    const digits = (r.fields[phoneAt] ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    if (!ccn || digits.length !== 10) continue;
    phones.set(ccn, `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
  }
  const payload = JSON.stringify([...phones].map(([id, phone]) => ({ id, phone })));
  const matched: { n: number }[] = await db.query(
    `SELECT count(*)::integer AS n FROM provider p JOIN json_to_recordset($1::json) AS x(id text, phone text)
       ON p.id = x.id`,
    [payload],
  );
  const updated: { id: string }[] = await db.query(
    `WITH changed AS (
       UPDATE provider p SET phone = x.phone, updated_at = now()
       FROM json_to_recordset($1::json) AS x(id text, phone text)
       WHERE p.id = x.id AND NOT p.is_demo AND p.phone IS DISTINCT FROM x.phone
       RETURNING p.id)
     SELECT id FROM changed`,
    [payload],
  );
  return { matched: matched[0]?.n ?? 0, updated: updated.length };
}
