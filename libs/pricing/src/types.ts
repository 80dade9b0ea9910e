import type { CodeEntity, DiagnosisEntity } from '@fp/db';
import type { AccessDecision, PriceEstimateValue, PriceRangeValue, YearRangeValue } from '@fp/domain';

/**
 * The part of the server session the price map uses. The API's request session satisfies it; tests can
 * pass a plain object.
 */
export interface SessionStore {
  /** The user signed in on this session, if any. */
  readonly userId: string | undefined;
  /**
   * A stable, non-secret key of the stored session (a hash of its id) that its counts are kept under;
   * undefined while the session has no row (a request without a cookie).
   */
  readonly key?: string | undefined;
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown): void;
}

/** Who is asking: the session (and its signed-in user) and the client's address. */
export interface Viewer {
  session: SessionStore;
  /** The client's network address (Express req.ip, which honours TRUST_PROXY); stored only hashed. */
  address?: string | null;
  /**
   * A look: the request may not spend the allowance (a server-rendered first view that is not a same-site
   * navigation the user made). Nothing is counted, and no per-DRG figures go out.
   */
  look?: boolean;
}

/** The dataset a figure comes from. */
export interface PriceSourceView {
  datasetId: string;
  name: string;
  year: number;
  isDemo: boolean;
  fileName: string;
}

/** How a figure was restated in current dollars (CPI-U medical care, @fp/domain cpi.ts). */
export interface CpiAdjustmentView {
  /** The dollars the adjusted figures are in (the latest CPI year in the table). */
  cpiYear: number;
  /** The data year adjusted from (for a range: the oldest year among its figures). */
  fromYear: number;
  /** E.g. "2011 prices in 2024 dollars (CPI-U medical care, estimate)". */
  label: string;
}

/** A DRG figure's amounts in current dollars. */
export interface CurrentDollarFigureView extends CpiAdjustmentView {
  averageCoveredChargeCents: number;
  averageTotalPaymentCents: number;
  averageMedicarePaymentCents: number;
}

/** A range's amounts in current dollars. */
export interface CurrentDollarRangeView extends CpiAdjustmentView {
  lowestCents: number;
  highestCents: number;
  averageCents: number;
  /** Every data year the range's figures were moved from, oldest first. */
  fromYears: number[];
}

/** The published figures of one data year behind a range, with their source (YearRangeValue). */
export interface YearRangeView extends YearRangeValue {
  source: PriceSourceView;
  /** The label shown with these figures, naming their source and year (priceSourceLabel of `source`). */
  sourceLabel: string;
}

/** One DRG figure of a provider, with its code and source. */
export interface DrgFigureView {
  drg: CodeEntity;
  year: number;
  discharges: number;
  averageCoveredChargeCents: number;
  averageTotalPaymentCents: number;
  averageMedicarePaymentCents: number;
  source: PriceSourceView;
  /** The same amounts in current dollars; null when the year has no CPI value. */
  currentDollars: CurrentDollarFigureView | null;
}

/** A provider's price range for a condition, with the (newest) source behind it. */
export interface PriceRangeView extends PriceRangeValue {
  source: PriceSourceView;
  /** The newest data year among the figures (newest year per DRG already chosen). */
  year: number;
  /** The oldest data year among them (equal to `year` unless DRGs come from different years). */
  oldestYear: number;
  /** The range in current dollars; null when a figure's year has no CPI value. */
  currentDollars: CurrentDollarRangeView | null;
  /** The published figures behind the range, per data year, newest first (each with its own year). */
  byYear: YearRangeView[];
}

/** A provider as the search and detail answers carry it (the GraphQL Provider shape). */
export interface ProviderView {
  id: string;
  ccn: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  location: { lat: number; lng: number } | null;
  /** From the searched point; null outside a search. */
  distanceKm: number | null;
  isDemo: boolean;
  /** The condition priceRange and prices are for; null when prices are for every DRG. */
  diagnosisId: number | null;
  /** Null when list prices may not be seen or there is no figure. */
  priceRange: PriceRangeView | null;
  /**
   * Per-DRG figures: only in a detail answer (a counted opening) whose viewer may see detail prices;
   * empty in search answers and everywhere else. Newest year first within a DRG.
   */
  prices: DrgFigureView[];
}

/** A map search as the service receives it (GraphQL ProviderSearchInput, REST body). */
export interface SearchInput {
  diagnosisId?: number | null;
  diagnosisSlug?: string | null;
  lat: number;
  lng: number;
  radiusKm?: number | null;
  limit?: number | null;
  page?: number | null;
  /**
   * The visitor chose both the condition and the place (not the page's defaults); only such a search is
   * counted. Absent: true (a caller that does not say is counted).
   */
  chosen?: boolean | null;
}

/** Why a search found no provider, and where prices for the condition are. */
export interface PricesUnavailableView {
  /** NO_PRICES: no loaded hospital has a price for the condition; NONE_NEARBY: none within the wide radius. */
  reason: 'NO_PRICES' | 'NONE_NEARBY';
  /** A sentence for the visitor. */
  message: string;
  /** How many conditions have prices in the loaded data. */
  coveredConditions: number;
  /** The nearest hospital with prices for the condition (its distance set, no prices); null with NO_PRICES. */
  nearest: ProviderView | null;
  /** Related conditions (same body system or category) with prices near the point. */
  related: DiagnosisEntity[];
}

export interface SearchAnswer {
  /** Providers found (all pages), at most 1000. */
  count: number;
  /** This page, nearest first. */
  hits: ProviderView[];
  /** Nothing was within the radius and the search was repeated within WIDE_SEARCH_KM. */
  widened: boolean;
  diagnosis: DiagnosisEntity | null;
  /** Set when nothing was found (then the search was not counted). */
  unavailable: PricesUnavailableView | null;
  /** Whether this search counted against the free searches. */
  counted: boolean;
  access: AccessDecision;
  /** The viewer's search count after this search (the account's when signed in, else the session's). */
  searchCount: number;
}

export interface DetailAnswer {
  provider: ProviderView;
  diagnosis: DiagnosisEntity | null;
  access: AccessDecision;
  /** Null when detail prices may not be seen or there is no figure. */
  estimate: PriceEstimateValue | null;
  searchCount: number;
}
