/**
 * The price map's answers built from database rows: figures per DRG, the range over them (in published
 * and in current dollars), a provider's view, and what a viewer may see of it. Pure: no queries.
 */
import { CodeEntity, type DatasetEntity } from '@fp/db';
import {
  adjustToCurrentDollars,
  CPI_LATEST_YEAR,
  cpiAdjustmentLabel,
  cpiRangeLabel,
  currentDollarRangeOf,
  priceRangeOf,
  priceSourceLabel,
  yearRangesOf,
  type AccessDecision,
  type YearRangeValue,
} from '@fp/domain';
import { distanceKm } from '@fp/geo';
import type { StoredYearRange } from './price-summary';
import type { FigureRow, ProviderRow, SummaryRow } from './search-sql';
import type {
  CurrentDollarRangeView,
  DrgFigureView,
  PriceRangeView,
  PriceSourceView,
  ProviderView,
  YearRangeView,
} from './types';

/** What the views read of the reference data: the codes' titles and the datasets' descriptions. */
export interface ViewReference {
  codes: ReadonlyMap<string, CodeEntity>;
  sources: ReadonlyMap<string, PriceSourceView>;
}

const cents = (v: number | string) => Math.round(Number(v));
/** The DRG a figure is for (newestPerDrg's key). */
export const byDrg = (f: DrgFigureView) => f.drg.drg;

export function sourceView(d: DatasetEntity): PriceSourceView {
  return { datasetId: d.id, name: d.name, year: d.year, isDemo: d.isDemo, fileName: d.fileName };
}

export function figureView(ref: ViewReference, r: FigureRow): DrgFigureView {
  const source = ref.sources.get(r.dataset_id) ?? unknownSource(r.dataset_id, Number(r.year));
  let code = ref.codes.get(r.drg);
  if (!code) {
    // The price table's foreign key makes this rare (a code added after the reference data was read).
    code = Object.assign(new CodeEntity(), {
      drg: r.drg,
      title: `MS-DRG ${r.drg}`,
      mdc: null,
      type: 'medical',
      relativeWeight: null,
      complication: 'none',
    });
  }
  const year = Number(r.year);
  const covered = cents(r.avg_covered_charge_cents);
  const total = cents(r.avg_total_payment_cents);
  const medicare = cents(r.avg_medicare_payment_cents);
  const current = [covered, total, medicare].map((c) => adjustToCurrentDollars(c, year));
  return {
    drg: code,
    year,
    discharges: Number(r.discharges),
    averageCoveredChargeCents: covered,
    averageTotalPaymentCents: total,
    averageMedicarePaymentCents: medicare,
    source,
    currentDollars:
      current[0] === null || current[1] === null || current[2] === null
        ? null
        : {
            averageCoveredChargeCents: current[0],
            averageTotalPaymentCents: current[1],
            averageMedicarePaymentCents: current[2],
            ...cpiAdjustment(year),
          },
  };
}

/** The CPI year, the year adjusted from and the label of an adjusted figure. */
function cpiAdjustment(fromYear: number) {
  return { cpiYear: Math.max(CPI_LATEST_YEAR, fromYear), fromYear, label: cpiAdjustmentLabel(fromYear) };
}

interface CpiRangeAdjustment {
  cpiYear: number;
  fromYear: number;
  /** Shared by every range of the same years: not to be changed. */
  fromYears: number[];
  label: string;
}

/**
 * The same for a range: every year its figures were moved from is named in the label. One object per set
 * of years (there are a handful: the loaded data years), made once: a search asks it for every hit.
 */
const rangeAdjustments = new Map<string, Readonly<CpiRangeAdjustment>>();
function cpiRangeAdjustment(fromYears: readonly number[]): Readonly<CpiRangeAdjustment> {
  const key = fromYears.join(',');
  let adjustment = rangeAdjustments.get(key);
  if (!adjustment) {
    adjustment = Object.freeze({
      cpiYear: Math.max(CPI_LATEST_YEAR, Math.max(...fromYears)),
      fromYear: Math.min(...fromYears),
      fromYears: [...fromYears],
      label: cpiRangeLabel([...fromYears]),
    });
    rangeAdjustments.set(key, adjustment);
  }
  return adjustment;
}

/** A range in current dollars, written field by field (a spread costs more on Node 20; one per hit). */
function currentDollarView(
  lowestCents: number,
  highestCents: number,
  averageCents: number,
  adjustment: Readonly<CpiRangeAdjustment>,
): CurrentDollarRangeView {
  return {
    lowestCents,
    highestCents,
    averageCents,
    cpiYear: adjustment.cpiYear,
    fromYear: adjustment.fromYear,
    fromYears: adjustment.fromYears,
    label: adjustment.label,
  };
}

/**
 * A source's label, made once per source object: the views share one object per dataset (ViewReference),
 * and the label's rule compiles a pattern per call, while a search answer carries one per year per hit.
 */
const sourceLabels = new WeakMap<PriceSourceView, string>();
export function sourceLabelOf(source: PriceSourceView): string {
  let label = sourceLabels.get(source);
  if (label === undefined) {
    label = priceSourceLabel(source);
    sourceLabels.set(source, label);
  }
  return label;
}

/**
 * One year's figures with their source and its label, written field by field: on Node 20 a spread followed
 * by properties the source lacks costs microseconds per property (docs/benchmarks/price-map.md), per year per hit.
 */
const yearView = (y: YearRangeValue, source: PriceSourceView): YearRangeView => ({
  year: y.year,
  lowestCents: y.lowestCents,
  highestCents: y.highestCents,
  averageCents: y.averageCents,
  amount: y.amount,
  source,
  sourceLabel: sourceLabelOf(source),
});

/**
 * The per-year published figures stored with a precomputed range (price-summary.ts). A row written
 * before they were stored (none: the summary is rebuilt when SUMMARY_VERSION changes) falls back to the
 * range itself when all its figures are of one year, and to nothing otherwise: never one year's label on
 * another year's number.
 */
function storedYears(ref: ViewReference, r: SummaryRow): YearRangeView[] {
  const stored: StoredYearRange[] =
    typeof r.by_year === 'string' ? JSON.parse(r.by_year) : Array.isArray(r.by_year) ? r.by_year : [];
  if (stored.length)
    return stored.map((y) =>
      yearView(
        {
          year: Number(y.year),
          lowestCents: cents(y.lowest_cents),
          highestCents: cents(y.highest_cents),
          averageCents: cents(y.average_cents),
          amount: Number(y.amount),
        },
        ref.sources.get(y.dataset_id) ?? unknownSource(y.dataset_id, Number(y.year)),
      ),
    );
  if (Number(r.year) !== Number(r.oldest_year) || r.single_value) return [];
  const source = ref.sources.get(r.dataset_id) ?? unknownSource(r.dataset_id, Number(r.year));
  return [
    yearView(
      {
        year: Number(r.year),
        lowestCents: cents(r.lowest_cents),
        highestCents: cents(r.highest_cents),
        averageCents: cents(r.average_cents),
        amount: Number(r.amount),
      },
      source,
    ),
  ];
}

/** A search hit from a precomputed range row (no per-DRG figures: search answers never carry them). */
export function summaryView(ref: ViewReference, r: SummaryRow, diagnosisId: number): ProviderView {
  const source = ref.sources.get(r.dataset_id) ?? unknownSource(r.dataset_id, Number(r.year));
  const oldestYear = Number(r.oldest_year);
  const byYear = storedYears(ref, r);
  const fromYears = byYear.length
    ? [...new Set(byYear.map((y) => y.year))].sort((a, b) => a - b)
    : [...new Set([oldestYear, Number(r.year)])].sort((a, b) => a - b);
  const range: PriceRangeView = {
    lowestCents: cents(r.lowest_cents),
    highestCents: cents(r.highest_cents),
    averageCents: cents(r.average_cents),
    amount: Number(r.amount),
    singleValue: r.single_value,
    source,
    year: Number(r.year),
    oldestYear,
    currentDollars:
      r.current_lowest_cents === null || r.current_highest_cents === null || r.current_average_cents === null
        ? null
        : currentDollarView(
            cents(r.current_lowest_cents),
            cents(r.current_highest_cents),
            cents(r.current_average_cents),
            cpiRangeAdjustment(fromYears),
          ),
    byYear,
  };
  const view = providerView(r, diagnosisId, [], range, null);
  view.distanceKm = Math.round(Number(r.dist_m) / 10) / 100;
  return view;
}

function unknownSource(datasetId: string, year: number): PriceSourceView {
  return { datasetId, name: 'Unknown source', year, isDemo: false, fileName: '' };
}

/** A figure as the range rules of @fp/domain read it. */
const plainFigure = (f: DrgFigureView) => ({
  drg: f.drg.drg,
  year: f.year,
  discharges: f.discharges,
  averageCoveredChargeCents: f.averageCoveredChargeCents,
  averageTotalPaymentCents: f.averageTotalPaymentCents,
  averageMedicarePaymentCents: f.averageMedicarePaymentCents,
});

/** The range over figures (newest year per DRG already chosen), with the newest source behind it. */
export function rangeOf(figures: DrgFigureView[]): PriceRangeView | null {
  const plain = figures.map(plainFigure);
  const range = priceRangeOf(plain);
  if (!range) return null;
  let source = figures[0].source;
  let year = figures[0].year;
  let oldestYear = figures[0].year;
  for (const f of figures) {
    if (f.source.year > source.year) source = f.source;
    if (f.year > year) year = f.year;
    if (f.year < oldestYear) oldestYear = f.year;
  }
  const current = currentDollarRangeOf(plain);
  // Each year's source: the dataset of that year's newest figure (figures come newest first per DRG).
  const sourceOfYear = new Map<number, PriceSourceView>();
  for (const f of figures) if (!sourceOfYear.has(f.year)) sourceOfYear.set(f.year, f.source);
  return {
    ...range,
    source,
    year,
    oldestYear,
    currentDollars:
      current &&
      currentDollarView(
        current.lowestCents,
        current.highestCents,
        current.averageCents,
        cpiRangeAdjustment(current.fromYears),
      ),
    byYear: yearRangesOf(plain).map((y) => yearView(y, sourceOfYear.get(y.year) ?? source)),
  };
}

export function providerView(
  row: ProviderRow,
  diagnosisId: number | null,
  figures: DrgFigureView[],
  range: PriceRangeView | null,
  from: { lat: number | null; lng: number | null } | null,
): ProviderView {
  const location =
    row.lat !== null && row.lng !== null ? { lat: Number(row.lat), lng: Number(row.lng) } : null;
  const distance =
    location && from && from.lat !== null && from.lng !== null
      ? Math.round(distanceKm({ lat: from.lat, lng: from.lng }, location) * 100) / 100
      : null;
  return {
    id: row.id,
    ccn: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    location,
    distanceKm: distance,
    isDemo: row.is_demo,
    diagnosisId,
    priceRange: range,
    prices: figures,
  };
}

/**
 * What the viewer may see: prices they may not see are removed, not flagged. Per-DRG figures go out only
 * in a (counted) detail answer. A view with nothing to remove is answered as it is, not copied (a search's
 * hits carry no figures, so a pass holder's hits are the cached views themselves): views are never changed
 * once made, and the cache's readers share them.
 */
export function restrict(view: ProviderView, access: AccessDecision, detail: boolean): ProviderView {
  const priceRange = access.listPrices ? view.priceRange : null;
  const keepPrices = detail && access.detailPrices;
  if (priceRange === view.priceRange && (keepPrices || view.prices.length === 0)) return view;
  return { ...view, priceRange, prices: keepPrices ? view.prices : [] };
}
