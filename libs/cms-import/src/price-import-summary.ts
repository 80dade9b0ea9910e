/**
 * What the CMS price import is told and what it answers: its options, its summary, its error, and the
 * names shared by its read (price-stage.ts) and write (price-write.ts) halves.
 */
import type { LayoutId } from './layouts';

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

/** A provider as the file gives it (its location from the ZIP code), written at the end. */
export interface ProviderInfo {
  ccn: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number | null;
  lng: number | null;
}

/** The temporary table rows are staged in while the file is read (one per connection). */
export const STAGE_TABLE = 'fp_import_stage';
