/**
 * Streams the items of a CSV price file (tall or wide, v2 or v3) with csv-parse. Rows 1 and 2 hold
 * the file's header names and values, row 3 the column names, data from row 4. Tall files give one
 * row per payer and plan, and consecutive rows of the same item are grouped; wide files give one
 * row per item with a column group per payer and plan.
 */
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { csvRecords, tallItemMinMax } from '@fp/domain';
import { payerKey } from '@fp/insurance';
import type { PriceFileFormat, PriceFileItem, PriceFileMeta, PriceFileRate } from './types';
import { cents, isoDate, percentage, text } from './values';

/** "code | 1 | type" -> ["code", "1", "type"]. */
const splitHeader = (h: string) => h.split('|').map((p) => p.trim());

export interface CsvLayout {
  format: Extract<PriceFileFormat, 'tall_csv' | 'wide_csv'>;
  /** Lower-cased field name (parts joined by "|") -> column index, for the non-payer columns. */
  cols: Map<string, number>;
  /** Code columns: [code column, type column]. */
  codeCols: [number, number][];
  /** Wide files: per payer and plan, its columns by field. */
  payerCols: { payerName: string; planName: string; fields: Map<string, number> }[];
}

const PAYER_FIELDS_3 = new Set([
  'median_amount',
  '10th_percentile',
  '90th_percentile',
  'count',
  'estimated_amount',
  'additional_payer_notes',
]);

export function csvLayout(header: string[]): CsvLayout {
  const cols = new Map<string, number>();
  const codes = new Map<string, { code?: number; type?: number }>();
  const payers = new Map<string, { payerName: string; planName: string; fields: Map<string, number> }>();
  header.forEach((raw, i) => {
    const parts = splitHeader(raw);
    const first = parts[0].toLowerCase();
    if (first === 'code' && parts.length >= 2) {
      const c = codes.get(parts[1]) ?? {};
      if (parts.length === 2) c.code = i;
      else c.type = i;
      codes.set(parts[1], c);
      return;
    }
    let field: string | null = null;
    let payerName = '';
    let planName = '';
    if (first === 'standard_charge' && parts.length === 4) {
      [, payerName, planName] = parts;
      field = parts[3].toLowerCase();
    } else if (PAYER_FIELDS_3.has(first) && parts.length === 3) {
      [, payerName, planName] = parts;
      field = first;
    }
    if (field) {
      const k = `${payerName}|${planName}`;
      const p = payers.get(k) ?? { payerName, planName, fields: new Map<string, number>() };
      p.fields.set(field, i);
      payers.set(k, p);
    } else cols.set(parts.map((p) => p.toLowerCase()).join('|'), i);
  });
  const codeCols = [...codes.values()]
    .filter((c): c is { code: number; type: number } => c.code !== undefined && c.type !== undefined)
    .map((c) => [c.code, c.type] as [number, number]);
  return {
    format: cols.has('payer_name') ? 'tall_csv' : 'wide_csv',
    cols,
    codeCols,
    payerCols: [...payers.values()],
  };
}

/** The two header rows as the file's metadata. */
export function csvMeta(names: string[], values: string[]): PriceFileMeta {
  const get = (name: string) => {
    const i = names.findIndex((n) => n.trim().toLowerCase() === name);
    return i >= 0 ? (values[i] ?? '') : '';
  };
  const licenseIdx = names.findIndex((n) => n.trim().toLowerCase().startsWith('license_number'));
  const licenseState = licenseIdx >= 0 ? (splitHeader(names[licenseIdx])[1] ?? '').toUpperCase() : '';
  const list = (s: string) =>
    s
      .split('|')
      .map((x) => x.trim())
      .filter(Boolean);
  return {
    hospitalName: get('hospital_name').trim(),
    lastUpdatedOn: isoDate(get('last_updated_on')),
    version: get('version').trim(),
    locationNames: list(get('location_name') || get('hospital_location')),
    addresses: list(get('hospital_address')),
    licenseNumber: licenseIdx >= 0 ? text(values[licenseIdx]) : null,
    licenseState: licenseState.length === 2 ? licenseState : null,
  };
}

function rate(
  line: number,
  payerName: string,
  planName: string,
  get: (field: string) => string | undefined,
): PriceFileRate {
  return {
    line,
    payerName,
    planName,
    payerKey: payerKey(payerName),
    negotiatedCents: cents(get('negotiated_dollar')),
    negotiatedPercentage: percentage(get('negotiated_percentage')),
    negotiatedAlgorithm: text(get('negotiated_algorithm')),
    methodology: text(get('methodology')),
    estimatedCents: cents(get('estimated_amount')),
    medianCents: cents(get('median_amount')),
    p10Cents: cents(get('10th_percentile')),
    p90Cents: cents(get('90th_percentile')),
    count: text(get('count')),
    notes: text(get('additional_payer_notes')),
  };
}

/** The item fields of a row, and the key that groups a tall file's rows into items. */
function itemOf(row: string[], line: number, L: CsvLayout): { key: string; item: PriceFileItem } {
  const col = (name: string) => {
    const i = L.cols.get(name);
    return i === undefined ? '' : (row[i] ?? '');
  };
  const codes = L.codeCols
    .map(([c, t]) => ({ code: (row[c] ?? '').trim(), type: (row[t] ?? '').trim().toUpperCase() }))
    .filter((c) => c.code !== '');
  const item: PriceFileItem = {
    line,
    description: col('description').trim(),
    codes,
    setting: text(col('setting')),
    modifiers: text(col('modifiers')),
    drugUnit: text(col('drug_unit_of_measurement')),
    drugType: text(col('drug_type_of_measurement')),
    grossCents: cents(col('standard_charge|gross')),
    cashCents: cents(col('standard_charge|discounted_cash')),
    minCents: cents(col('standard_charge|min')),
    maxCents: cents(col('standard_charge|max')),
    notes: text(col('additional_generic_notes')),
    rates: [],
  };
  const key = [
    item.description,
    ...codes.map((c) => `${c.type}:${c.code}`),
    item.setting,
    item.modifiers,
    item.drugUnit,
    item.drugType,
    item.grossCents,
    item.cashCents,
  ].join('\u0001');
  return { key, item };
}

export interface CsvHead {
  meta: PriceFileMeta;
  layout: CsvLayout;
}

/**
 * Yields the file's items. `onHead` is called once the three header rows are read (before the first
 * item); `onBytes` reports progress.
 */
export async function* readCsvItems(
  file: string,
  onHead: (head: CsvHead) => void,
  onBytes?: (bytes: number) => void,
  /** Record numbers (1-based, as the validator counts rows) to leave out. */
  skipRecords: Set<number> = new Set(),
  onCodeless?: (line: number) => void,
): AsyncGenerator<PriceFileItem> {
  const input = createReadStream(file, { highWaterMark: 64 * 1024 });
  input.setEncoding('utf8');
  let bytes = 0;
  async function* counted(): AsyncGenerator<string> {
    for await (const chunk of input as AsyncIterable<string>) {
      bytes += Buffer.byteLength(chunk);
      onBytes?.(bytes);
      yield chunk;
    }
  }
  let names: string[] | null = null;
  let values: string[] | null = null;
  let layout: CsvLayout | null = null;
  let current: { key: string; item: PriceFileItem } | null = null;
  let recordNo = 0;
  // Blank lines kept as records: skipRecords holds the CMS validator's record numbers, which count them.
  for await (const rec of csvRecords(counted(), { keepBlankLines: true })) {
    const row = rec.fields;
    const line = rec.line;
    recordNo++;
    if (skipRecords.has(recordNo)) continue;
    if (!names) {
      names = row;
      continue;
    }
    if (!values) {
      values = row;
      continue;
    }
    if (!layout) {
      layout = csvLayout(row);
      onHead({ meta: csvMeta(names, values), layout });
      continue;
    }
    if (row.every((c) => c.trim() === '')) continue;
    // Rows without any code are modifier descriptions (JSON files keep those in modifier_information),
    // not items.
    if (!layout.codeCols.some(([c]) => (row[c] ?? '').trim() !== '')) {
      onCodeless?.(line);
      continue;
    }
    if (layout.format === 'wide_csv') {
      const { item } = itemOf(row, line, layout);
      for (const p of layout.payerCols) {
        const get = (f: string) => {
          const i = p.fields.get(f);
          return i === undefined ? undefined : row[i];
        };
        const hasValue = [...p.fields.entries()].some(
          ([f, i]) => f !== 'methodology' && (row[i] ?? '').trim(),
        );
        if (hasValue) item.rates.push(rate(line, p.payerName, p.planName, get));
      }
      yield item;
      continue;
    }
    const next = itemOf(row, line, layout);
    if (current && current.key !== next.key) {
      yield current.item;
      current = null;
    }
    if (!current) current = next;
    const payerName = layout.cols.get('payer_name');
    const planName = layout.cols.get('plan_name');
    const payer = payerName === undefined ? '' : (row[payerName] ?? '').trim();
    if (payer) {
      const L = layout;
      current.item.rates.push(
        rate(line, payer, planName === undefined ? '' : (row[planName] ?? '').trim(), (f) => {
          const i = L.cols.get(
            f === 'methodology' || f.startsWith('negotiated') ? `standard_charge|${f}` : f,
          );
          return i === undefined ? undefined : row[i];
        }),
      );
    }
    // The item's min/max across ALL its rows (each row's min/max columns and dollar rate), not the first
    // row's: the CMS v3 tall example publishes $125 for CPT 80048 on a later row than its $150 one.
    const minMax = tallItemMinMax([
      { minCents: current.item.minCents, maxCents: current.item.maxCents, negotiatedCents: null },
      {
        minCents: next.item.minCents,
        maxCents: next.item.maxCents,
        negotiatedCents: payer ? (current.item.rates.at(-1)?.negotiatedCents ?? null) : null,
      },
    ]);
    current.item.minCents = minMax.minCents;
    current.item.maxCents = minMax.maxCents;
  }
  if (current) yield current.item;
  if (!layout) onHead({ meta: csvMeta(names ?? [], values ?? []), layout: csvLayout([]) });
}

/** Row 3 of a CSV price file: its column names, for messages that name a column. */
export async function csvColumnNames(file: string): Promise<string[]> {
  const parser = createReadStream(file, { end: 1024 * 1024 }).pipe(
    parse({ bom: true, relax_column_count: true, relax_quotes: true, to_line: 3 }),
  );
  let last: string[] = [];
  try {
    for await (const row of parser as AsyncIterable<string[]>) last = row;
  } catch {
    // A cut-off quote past row 3 does not matter here.
  }
  return last;
}
