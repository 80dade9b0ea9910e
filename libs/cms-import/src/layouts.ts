/**
 * The published layouts of the CMS "Medicare Inpatient Hospitals - by Provider and Service" file (and
 * its FY2011-FY2017 predecessor, the "Inpatient Prospective Payment System Provider Summary"), told
 * apart by their header. Column names are compared after normalizing (lower case, any run of spaces or
 * punctuation as one "_"), so " Total Discharges " and "total_discharges" are the same column.
 */

/** The fields the importer reads from every layout. */
export type PriceField =
  | 'ccn'
  | 'name'
  | 'street'
  | 'city'
  | 'state'
  | 'zip'
  | 'drgCode'
  | 'drgDefinition'
  | 'discharges'
  | 'coveredCharges'
  | 'totalPayments'
  | 'medicarePayments';

export type LayoutId = 'cms-fy2011-2017' | 'cms-current' | 'renamed-lowercase';

interface ColumnSpec {
  field: PriceField;
  /** The name as the layout writes it, for messages. */
  display: string;
  /** Accepted spellings after normalizeHeader. */
  names: string[];
  required: boolean;
}

export interface LayoutDef {
  id: LayoutId;
  /** Said to the user when the layout is detected. */
  label: string;
  columns: ColumnSpec[];
}

/** Column positions of one file: field -> index in the record (absent when the file lacks it). */
export type ColumnMap = Partial<Record<PriceField, number>>;

export interface DetectedLayout {
  layout: LayoutDef;
  columns: ColumnMap;
}

const col = (field: PriceField, display: string, names: string[] = [], required = true): ColumnSpec => ({
  field,
  display,
  names: [normalizeHeader(display), ...names],
  required,
});

/**
 * In detection order: the renamed layout (which has a DRG code column) is tried before the FY2011 one
 * (which only has "DRG Definition"), so a renamed file that also carries a definition column keeps its codes.
 */
export const LAYOUTS: readonly LayoutDef[] = [
  {
    id: 'cms-current',
    label: 'current CMS layout (Rndrng_Prvdr_CCN, DRG_Cd, Avg_Tot_Pymt_Amt, ...)',
    columns: [
      col('ccn', 'Rndrng_Prvdr_CCN'),
      col('name', 'Rndrng_Prvdr_Org_Name'),
      col('street', 'Rndrng_Prvdr_St', [], false),
      col('city', 'Rndrng_Prvdr_City'),
      col('state', 'Rndrng_Prvdr_State_Abrvtn'),
      col('zip', 'Rndrng_Prvdr_Zip5'),
      col('drgCode', 'DRG_Cd'),
      col('drgDefinition', 'DRG_Desc', [], false),
      col('discharges', 'Tot_Dschrgs'),
      col('coveredCharges', 'Avg_Submtd_Cvrd_Chrg'),
      col('totalPayments', 'Avg_Tot_Pymt_Amt'),
      col('medicarePayments', 'Avg_Mdcr_Pymt_Amt'),
    ],
  },
  {
    id: 'renamed-lowercase',
    label: 'renamed lower-case layout (provider_id, drg_id, average_total_payments, ...)',
    columns: [
      col('ccn', 'provider_id', ['provider_ccn', 'ccn']),
      col('name', 'provider_name'),
      col('street', 'provider_street_address', ['provider_address', 'provider_street'], false),
      col('city', 'provider_city'),
      col('state', 'provider_state'),
      col('zip', 'provider_zip_code', ['provider_zip', 'provider_zip5']),
      col('drgCode', 'drg_id', ['drg_cd', 'drg_code', 'drg', 'ms_drg']),
      col('drgDefinition', 'ms_drg_definition', ['drg_definition', 'drg_desc', 'drg_description'], false),
      col('discharges', 'total_discharges', ['discharges']),
      col('coveredCharges', 'average_covered_charges'),
      col('totalPayments', 'average_total_payments'),
      col('medicarePayments', 'average_medicare_payments'),
    ],
  },
  {
    id: 'cms-fy2011-2017',
    label: 'CMS FY2011-FY2017 layout ("DRG Definition", "Provider Id", ...)',
    columns: [
      col('drgDefinition', 'DRG Definition'),
      col('ccn', 'Provider Id'),
      col('name', 'Provider Name'),
      col('street', 'Provider Street Address', [], false),
      col('city', 'Provider City'),
      col('state', 'Provider State'),
      col('zip', 'Provider Zip Code'),
      col('discharges', 'Total Discharges'),
      col('coveredCharges', 'Average Covered Charges'),
      col('totalPayments', 'Average Total Payments'),
      col('medicarePayments', 'Average Medicare Payments'),
    ],
  },
];

/** "Provider Zip Code" / " provider_zip_code " / "PROVIDER-ZIP-CODE" -> "provider_zip_code". */
export function normalizeHeader(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Refused header: the message lists the columns each known layout needs. */
export class UnknownHeaderError extends Error {
  override name = 'UnknownHeaderError';
  constructor(
    message: string,
    /** Required columns the closest layout misses. */
    readonly missing: string[],
  ) {
    super(message);
  }
}

function tryLayout(layout: LayoutDef, index: Map<string, number>): { columns: ColumnMap; missing: string[] } {
  const columns: ColumnMap = {};
  const missing: string[] = [];
  for (const spec of layout.columns) {
    const at = spec.names.map((n) => index.get(n)).find((i) => i !== undefined);
    if (at !== undefined) columns[spec.field] = at;
    else if (spec.required) missing.push(spec.display);
  }
  return { columns, missing };
}

/** The columns a layout needs, as its files spell them (optional ones marked). */
export function describeLayout(layout: LayoutDef): string {
  return layout.columns.map((c) => (c.required ? c.display : `${c.display} (optional)`)).join(', ');
}

/**
 * Finds the layout of a header row. Throws UnknownHeaderError, whose message names every layout with
 * the columns it needs and what the closest one misses.
 */
export function detectLayout(header: readonly string[]): DetectedLayout {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = normalizeHeader(name);
    if (key && !index.has(key)) index.set(key, i);
  });
  let closest: { layout: LayoutDef; missing: string[] } | null = null;
  for (const layout of LAYOUTS) {
    const { columns, missing } = tryLayout(layout, index);
    if (missing.length === 0) return { layout, columns };
    if (!closest || missing.length < closest.missing.length) closest = { layout, missing };
  }
  const needs = LAYOUTS.map((l) => `- ${l.label}: ${describeLayout(l)}`).join('\n');
  const missing = closest?.missing ?? [];
  const found = header.length > 0 ? header.map((h) => h.trim()).join(', ') : '(empty)';
  throw new UnknownHeaderError(
    `Unknown header: this is not a CMS inpatient price file layout the importer knows.\n` +
      `Found columns: ${found}\n` +
      `The file needs the columns of one of these layouts:\n${needs}\n` +
      (closest ? `Closest is the ${closest.layout.label}, which misses: ${missing.join(', ')}.` : ''),
    missing,
  );
}
