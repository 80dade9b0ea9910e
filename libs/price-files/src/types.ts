/** What the importer reads from a hospital price-transparency file (45 CFR 180), format-neutral. */

export type PriceFileFormat = 'json' | 'tall_csv' | 'wide_csv';

/** The file itself is broken (cut short, not JSON): the importer refuses it with this message. */
export class PriceFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PriceFileError';
  }
}

/** One code of an item: "70551" of type "CPT", "470" of type "MS-DRG", "611" of type "RC", ... */
export interface PriceFileCode {
  code: string;
  type: string;
}

/** A payer- and plan-specific standard charge. Money in integer cents. */
export interface PriceFileRate {
  line: number;
  payerName: string;
  planName: string;
  payerKey: string;
  negotiatedCents: number | null;
  /** As written (a decimal string), e.g. "50" for 50 %. */
  negotiatedPercentage: string | null;
  negotiatedAlgorithm: string | null;
  methodology: string | null;
  /** v2 "estimated_amount". */
  estimatedCents: number | null;
  /** v3 allowed amounts: median, 10th and 90th percentile, and how many claims they come from. */
  medianCents: number | null;
  p10Cents: number | null;
  p90Cents: number | null;
  count: string | null;
  notes: string | null;
}

/** One item: a code set in one setting, with its charges and its payer rates. */
export interface PriceFileItem {
  /** 1-based line of the file where the item starts. */
  line: number;
  description: string;
  codes: PriceFileCode[];
  setting: string | null;
  modifiers: string | null;
  drugUnit: string | null;
  drugType: string | null;
  grossCents: number | null;
  cashCents: number | null;
  minCents: number | null;
  maxCents: number | null;
  notes: string | null;
  rates: PriceFileRate[];
}

/** The file's header: who published it, when, under which schema version. */
export interface PriceFileMeta {
  hospitalName: string;
  /** ISO date (YYYY-MM-DD) or null when the file's date cannot be read. */
  lastUpdatedOn: string | null;
  version: string;
  locationNames: string[];
  addresses: string[];
  licenseNumber: string | null;
  licenseState: string | null;
}
