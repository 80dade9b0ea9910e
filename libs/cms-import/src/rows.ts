/**
 * One data row of a price file, checked field by field. A row that fails any check is skipped and
 * reported with every reason found, so one pass over a damaged file tells the whole story.
 */
import { drgInfo, normalizeDrgCode } from '@fp/catalog-lists';
import { normalizeZip, stateName } from '@fp/geo';
import { detach, parseCount, parseMoneyCents } from '@fp/domain';
import type { ColumnMap, PriceField } from './layouts';

/** A valid row: provider, DRG and the three averages in integer cents. */
export interface PriceRow {
  /** CMS Certification Number, zero-padded to 6 characters when numeric. */
  ccn: string;
  name: string;
  /** Street address; '' when the layout has none. */
  street: string;
  city: string;
  /** USPS code, upper case. */
  state: string;
  /** 5 digits. */
  zip: string;
  /** 3 digits, a valid MS-DRG. */
  drg: string;
  /** DRG title as the file writes it (without a leading "039 - "); null when the file has none. */
  drgTitle: string | null;
  discharges: number;
  coveredChargeCents: number;
  totalPaymentCents: number;
  medicarePaymentCents: number;
}

export type RowResult = { ok: true; row: PriceRow } | { ok: false; reason: string };

const MONEY_FIELDS: [PriceField, string][] = [
  ['coveredCharges', 'average covered charges'],
  ['totalPayments', 'average total payments'],
  ['medicarePayments', 'average Medicare payments'],
];

/** Quoted value for a message, shortened. */
function shown(value: string): string {
  const v = value.trim();
  return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}...` : v);
}

/** "039 - EXTRACRANIAL PROCEDURES W/O CC/MCC" -> "EXTRACRANIAL PROCEDURES W/O CC/MCC". */
export function drgTitleFromDefinition(definition: string): string | null {
  const title = definition
    .replace(/^\s*(?:MS-?DRG\s*)?\d{1,3}\s*-?\s*/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  return title === '' ? null : title;
}

/** CCN as stored: trimmed, upper case, numeric ones zero-padded to 6 ("10001" -> "010001"). */
export function normalizeCcn(raw: string): string | null {
  const text = raw.trim().toUpperCase();
  if (!/^[0-9A-Z]{1,10}$/.test(text)) return null;
  return /^\d{1,5}$/.test(text) ? text.padStart(6, '0') : text;
}

function field(fields: readonly string[], i: number | undefined): string {
  return i === undefined ? '' : (fields[i] ?? '');
}

/** A cache of results per distinct raw value (ZIPs, states, DRG texts repeat on every row). */
function memo<T>(fn: (raw: string) => T, max = 100_000): (raw: string) => T {
  const cache = new Map<string, T>();
  return (raw) => {
    let hit = cache.get(raw);
    if (hit === undefined && !cache.has(raw)) {
      hit = fn(raw);
      // Bounded: a file of all-different values must not grow memory without limit.
      if (cache.size < max) cache.set(detach(raw), typeof hit === 'string' ? (detach(hit) as T) : hit);
    }
    return hit as T;
  };
}

export type RowParser = (fields: readonly string[]) => RowResult;

/**
 * A row checker for one file's columns. It remembers the outcome for repeated raw values (a file has a
 * few thousand ZIPs and a few hundred DRG texts over 160,000 rows), which makes checking about 4x faster.
 */
export function createRowParser(columns: ColumnMap): RowParser {
  const needed = Math.max(...Object.values(columns).map((i) => i ?? 0)) + 1;
  const at = (field: PriceField) => columns[field];
  const idx = {
    ccn: at('ccn'),
    name: at('name'),
    street: at('street'),
    city: at('city'),
    state: at('state'),
    zip: at('zip'),
    drgCode: at('drgCode'),
    drgDefinition: at('drgDefinition'),
    discharges: at('discharges'),
  };
  const money = MONEY_FIELDS.map(([field, label]) => ({ at: at(field), label }));
  const hasCodeColumn = idx.drgCode !== undefined;

  const ccnOf = memo(normalizeCcn);
  const zipOf = memo((raw: string) => normalizeZip(raw));
  const stateOf = memo((raw: string) => {
    const state = raw.trim().toUpperCase();
    return /^[A-Z]{2}$/.test(state) && stateName(state) !== null ? state : null;
  });
  const drgOf = memo((raw: string) => {
    const code = normalizeDrgCode(raw);
    return (code && drgInfo(code)?.code) || null;
  });
  const titleOf = memo(drgTitleFromDefinition);

  return (fields) => {
    if (fields.length < needed) {
      return { ok: false, reason: `too few columns (${fields.length} of ${needed})` };
    }
    // No closures in here: this runs once per row (tsx wraps every function it creates).
    let reasons: string[] | null = null;

    const rawCcn = field(fields, idx.ccn);
    const ccn = ccnOf(rawCcn);
    if (!ccn)
      (reasons ??= []).push(
        rawCcn.trim() === '' ? 'missing provider CCN' : `bad provider CCN ${shown(rawCcn)}`,
      );

    const name = field(fields, idx.name).trim();
    if (name === '') (reasons ??= []).push('missing provider name');
    const city = field(fields, idx.city).trim();
    if (city === '') (reasons ??= []).push('missing provider city');

    const rawState = field(fields, idx.state);
    const state = stateOf(rawState);
    if (!state) (reasons ??= []).push(`bad state ${shown(rawState)}`);

    const rawZip = field(fields, idx.zip);
    const zip = zipOf(rawZip);
    if (!zip) (reasons ??= []).push(`bad ZIP ${shown(rawZip)}`);

    const definition = field(fields, idx.drgDefinition);
    const rawDrg = hasCodeColumn ? field(fields, idx.drgCode) : definition;
    const drg = drgOf(rawDrg);
    if (!drg) {
      if (rawDrg.trim() === '') (reasons ??= []).push('missing DRG');
      else (reasons ??= []).push(`unknown DRG ${shown(hasCodeColumn ? rawDrg : rawDrg.split('-')[0])}`);
    }

    const rawDischarges = field(fields, idx.discharges);
    const discharges = parseCount(rawDischarges);
    if (discharges === null) (reasons ??= []).push(`non-numeric total discharges ${shown(rawDischarges)}`);

    const cents: number[] = [0, 0, 0];
    for (let k = 0; k < 3; k++) {
      const raw = field(fields, money[k].at);
      const value = parseMoneyCents(raw);
      if (value === null) (reasons ??= []).push(`non-numeric ${money[k].label} ${shown(raw)}`);
      else cents[k] = value;
    }

    if (reasons !== null || !ccn || !zip || !drg || !state || discharges === null) {
      return { ok: false, reason: (reasons ?? ['invalid row']).join('; ') };
    }
    return {
      ok: true,
      row: {
        ccn,
        name,
        street: field(fields, idx.street).trim(),
        city,
        state,
        zip,
        drg,
        drgTitle: definition === '' ? null : titleOf(definition),
        discharges,
        coveredChargeCents: cents[0],
        totalPaymentCents: cents[1],
        medicarePaymentCents: cents[2],
      },
    };
  };
}

/** Checks one record against the file's columns (one-off; an import uses createRowParser). */
export function parsePriceRow(fields: readonly string[], columns: ColumnMap): RowResult {
  return createRowParser(columns)(fields);
}
