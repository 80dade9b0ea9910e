/** What the price-file service answers: views of a hospital's price-file items, priced for the viewer. */
import type { InsuranceEstimateValue } from '@fp/domain';
import type { InsuranceView } from '@fp/insurance';

/** Who is asking: the signed-in user's id, when there is one (their plan prices the items). */
export interface PriceFileViewer {
  userId?: string;
}

export interface PriceFileSourceView {
  fileName: string;
  lastUpdatedOn: string | null;
  version: string;
  format: string;
}

/** The estimate by the viewer's plan for one item: its fields are at the plan's (lowest) rate. */
export type PlanEstimateView = Extract<InsuranceEstimateValue, { kind: 'estimate' }> & {
  /**
   * When the plan has two or more different rates for the item: the highest and the estimate at it, and
   * the sentence saying so (the file does not say which applies); null when the plan has one rate.
   */
  high: { negotiatedCents: number; patientCents: number; note: string } | null;
  /** The plan's per-visit copay, NOT in patientCents: it is counted once per visit, not per item. */
  visitCopayCents: number;
  /** "Plus your $25.00 copay once per visit"; null without a copay, or when the item reaches the cap. */
  copayNote: string | null;
};

export type EstimateView =
  | PlanEstimateView
  | Extract<InsuranceEstimateValue, { kind: 'not_published' }>
  | { kind: 'no_plan'; patientCents: number; basisCents: number; formula: string };

export interface PriceFileItemView {
  codes: { code: string; type: string }[];
  description: string;
  /** The file's description, else the site's patient name for its code (plainNameIsOurs), else null. */
  plainName: string | null;
  plainNameIsOurs: boolean;
  setting: string | null;
  grossCents: number | null;
  cashCents: number | null;
  minNegotiatedCents: number | null;
  maxNegotiatedCents: number | null;
  /** Payer-plan rates published for the item. */
  rateCount: number;
  line: number;
  source: PriceFileSourceView;
  /** The viewer's estimate: from their plan's rate, "not published", or the 20/80 split without a plan. */
  estimate: EstimateView;
}

export interface HospitalPricesView {
  providerId: string;
  name: string;
  city: string;
  state: string;
  source: PriceFileSourceView;
  items: PriceFileItemView[];
}

/** What a hospital's price file publishes for a bill's codes, with the viewer's plan. */
export interface BillPricesView {
  source: PriceFileSourceView;
  /** The viewer's saved plan, or null. */
  plan: InsuranceView | null;
  /** One item per code the file publishes (the bill's CPT/HCPCS codes and its MS-DRG). */
  items: { code: string; item: PriceFileItemView }[];
}

export interface ProcedureHitView {
  providerId: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  distanceKm: number;
  items: PriceFileItemView[];
}

/** A hospital's price-file prices for a list of DRGs, summed up for a list of hospitals (the map's list). */
export interface PriceFileSummaryView {
  providerId: string;
  source: PriceFileSourceView;
  /** Items of the file standing for the DRGs. */
  itemCount: number;
  /** The lowest discounted cash price among them. */
  cashCents: number | null;
  /** The lowest rate published for the viewer's payer and plan among them; null without a plan or rate. */
  myInsurerCents: number | null;
  /** The viewer's estimate at that rate. */
  myEstimateCents: number | null;
  hasPlan: boolean;
}

export interface ProcedureSearchInput {
  query: string;
  lat: number;
  lng: number;
  radiusKm?: number | null;
  limit?: number | null;
}

export interface ProcedureSearchView {
  /** The CPT/HCPCS codes the query stands for. */
  codes: string[];
  hits: ProcedureHitView[];
  /**
   * Hospitals within the radius with a loaded price file, whatever they publish: 0 means no file covers
   * the area, which is a different answer from "no file near here names the procedure".
   */
  filesNearby: number;
}

/** The price files loaded, as /procedures introduces them. */
export interface PriceFileCoverageView {
  /** Hospitals with at least one loaded price file. */
  hospitals: number;
  /** USPS state codes of those hospitals, sorted. */
  states: string[];
  /** Oldest and newest file date (YYYY-MM-DD); null when no file gives one. */
  oldestDate: string | null;
  newestDate: string | null;
  /** Files without a date. */
  undatedFiles: number;
  /** Each hospital, by state then name (at most 100). */
  list: PriceFileHospitalView[];
}

export interface PriceFileHospitalView {
  providerId: string;
  name: string;
  city: string;
  state: string;
  /** The newest file's date; null when it gives none. */
  fileDate: string | null;
}

/** The columns of hpt_file a view's source is made from. */
export interface SourceRow {
  file_name: string;
  last_updated_on: string | null;
  version: string;
  format: string;
}

export function sourceView(f: SourceRow): PriceFileSourceView {
  return { fileName: f.file_name, lastUpdatedOn: f.last_updated_on, version: f.version, format: f.format };
}
