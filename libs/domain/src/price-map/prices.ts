/**
 * What "the price" of a condition at a provider is, and how it is shown. Shared by the API (which computes
 * ranges) and the web app (which formats them), so the rule exists once.
 *
 * The figure we call the price is the AVERAGE TOTAL PAYMENT of a DRG at a provider: everything that was
 * actually paid for the stay (Medicare's part, the patient's deductible and co-insurance, and other
 * payers). It is the closest public figure to what a stay really costs. The other two published figures
 * stay visible in the detail popup but are not the price:
 * - average covered charges: the hospital's list price ("what the hospital billed"); almost nobody pays
 *   it, and it is typically 3 to 5 times the payment, so ranking hospitals by it misleads;
 * - average Medicare payment: only Medicare's share, which leaves out what the patient paid.
 *
 * A condition maps to several MS-DRGs (severity levels, related groups). For one provider and one
 * condition, over the condition's DRGs that provider has figures for:
 * - lowest  = the smallest DRG average total payment,
 * - highest = the largest DRG average total payment,
 * - average = the mean of the DRG averages weighted by their discharges (a DRG with 500 stays counts
 *   more than one with 11), rounded to whole cents.
 * When a provider publishes several years for the same DRG, only the newest year is used.
 * When lowest equals highest (one figure, or identical figures) the range is the value minus and plus
 * 15 percent (spec §9), so a visitor still sees a range rather than a falsely exact number.
 */

import { usd } from '../money/usd';

/** A single value becomes a range of value × (1 ± this). */
export const SINGLE_VALUE_SPREAD = 0.15;
/** The patient's share of the average price in the detail estimate. */
export const PATIENT_SHARE = 0.2;
/** The insurance share of the average price in the detail estimate. */
export const INSURANCE_SHARE = 0.8;
/** Alternative insurance display: these fractions of the lowest, average and highest price. */
export const INSURANCE_DISPLAY_FACTORS = Object.freeze({ min: 0.95, average: 0.96, max: 0.97 });

/** One published figure: a provider's averages for one DRG in one source year (all money in cents). */
export interface DrgFigure {
  drg: string;
  year: number;
  discharges: number;
  averageCoveredChargeCents: number;
  averageTotalPaymentCents: number;
  averageMedicarePaymentCents: number;
}

/** A provider's price range for one condition. */
export interface PriceRangeValue {
  lowestCents: number;
  highestCents: number;
  averageCents: number;
  /** Number of DRG figures the range is computed from. */
  amount: number;
  /** True when the range was made from one value ± 15 %. */
  singleValue: boolean;
}

/** Keeps, per DRG, the figure of the newest year (ties: the first one given). */
export function newestPerDrg<T extends { year: number }>(
  figures: readonly T[],
  drgOf: (figure: T) => string = (f) => (f as unknown as { drg: string }).drg,
): T[] {
  const best = new Map<string, T>();
  for (const f of figures) {
    const drg = drgOf(f);
    const seen = best.get(drg);
    if (!seen || f.year > seen.year) best.set(drg, f);
  }
  return [...best.values()];
}

/**
 * The price range of one provider for one condition from its DRG figures (see the file comment).
 * Null when there is no usable figure. Figures with a non-finite or negative payment are ignored.
 */
export function priceRangeOf(figures: readonly DrgFigure[]): PriceRangeValue | null {
  const usable = newestPerDrg(
    figures.filter((f) => Number.isFinite(f.averageTotalPaymentCents) && f.averageTotalPaymentCents >= 0),
  );
  if (usable.length === 0) return null;
  let lowest = Infinity;
  let highest = -Infinity;
  let weighted = 0;
  let weights = 0;
  let plain = 0;
  for (const f of usable) {
    const value = f.averageTotalPaymentCents;
    if (value < lowest) lowest = value;
    if (value > highest) highest = value;
    const w = Number.isFinite(f.discharges) && f.discharges > 0 ? f.discharges : 0;
    weighted += value * w;
    weights += w;
    plain += value;
  }
  // Without discharge counts every figure weighs the same.
  const average = Math.round(weights > 0 ? weighted / weights : plain / usable.length);
  if (lowest === highest) return { ...singleValueRange(lowest), amount: usable.length };
  return {
    lowestCents: lowest,
    highestCents: highest,
    averageCents: average,
    amount: usable.length,
    singleValue: false,
  };
}

/**
 * The published figures behind a range, one entry per data year, newest year first: per year the lowest
 * and highest figure and their discharge-weighted average, as published (no ±15 % spread: these are the
 * original figures shown beside the comparable range, each with its own year). Newest year per DRG first.
 */
export interface YearRangeValue {
  year: number;
  lowestCents: number;
  highestCents: number;
  averageCents: number;
  /** Number of DRG figures of this year. */
  amount: number;
}

export function yearRangesOf(figures: readonly DrgFigure[]): YearRangeValue[] {
  const byYear = new Map<number, DrgFigure[]>();
  for (const f of newestPerDrg(
    figures.filter((x) => Number.isFinite(x.averageTotalPaymentCents) && x.averageTotalPaymentCents >= 0),
  ))
    byYear.set(f.year, [...(byYear.get(f.year) ?? []), f]);
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, list]) => {
      const values = list.map((f) => f.averageTotalPaymentCents);
      const weights = list.map((f) => (Number.isFinite(f.discharges) && f.discharges > 0 ? f.discharges : 0));
      const total = weights.reduce((a, b) => a + b, 0);
      const average =
        total > 0
          ? values.reduce((sum, v, i) => sum + v * weights[i], 0) / total
          : values.reduce((a, b) => a + b, 0) / values.length;
      return {
        year,
        lowestCents: Math.min(...values),
        highestCents: Math.max(...values),
        averageCents: Math.round(average),
        amount: list.length,
      };
    });
}

/** One value as a range: value − 15 % to value + 15 %, average the value itself. */
export function singleValueRange(valueCents: number): PriceRangeValue {
  return {
    lowestCents: Math.round(valueCents * (1 - SINGLE_VALUE_SPREAD)),
    highestCents: Math.round(valueCents * (1 + SINGLE_VALUE_SPREAD)),
    averageCents: Math.round(valueCents),
    amount: 1,
    singleValue: true,
  };
}

/** The detail popup's estimate: who pays what of the average, and the insurance display figures. */
export interface PriceEstimateValue {
  patientShareCents: number;
  insuranceShareCents: number;
  insuranceDisplay: { minCents: number; averageCents: number; maxCents: number };
}

export function priceEstimate(
  range: Pick<PriceRangeValue, 'lowestCents' | 'highestCents' | 'averageCents'>,
): PriceEstimateValue {
  const patient = Math.round(range.averageCents * PATIENT_SHARE);
  return {
    patientShareCents: patient,
    // The remainder, so the two shares always add up to the average exactly.
    insuranceShareCents: range.averageCents - patient,
    insuranceDisplay: {
      minCents: Math.round(range.lowestCents * INSURANCE_DISPLAY_FACTORS.min),
      averageCents: Math.round(range.averageCents * INSURANCE_DISPLAY_FACTORS.average),
      maxCents: Math.round(range.highestCents * INSURANCE_DISPLAY_FACTORS.max),
    },
  };
}

/**
 * What the patient and other payers paid on top of Medicare for a DRG: total payment minus Medicare
 * payment (never below zero; rounding in the source can make it slightly negative).
 */
export function nonMedicareShareCents(
  figure: Pick<DrgFigure, 'averageTotalPaymentCents' | 'averageMedicarePaymentCents'>,
): number {
  return Math.max(0, figure.averageTotalPaymentCents - figure.averageMedicarePaymentCents);
}

/** Whole cents as dollars with 2 decimals and thousands separators: 1234567 → "$12,345.67". */
export const formatCents = usd;

/** "$1,000.00 – $2,000.00" (an en dash, as the range reads aloud "to"). */
export function formatCentsRange(lowestCents: number, highestCents: number): string {
  return `${formatCents(lowestCents)} – ${formatCents(highestCents)}`;
}

/** What a price source looks like to the screens. */
export interface PriceSourceLike {
  name: string;
  year: number;
  isDemo: boolean;
}

/**
 * The label shown with every price: "Demo data" for made-up figures, otherwise the source and its year,
 * e.g. "CMS Medicare inpatient, FY2011" (from the dataset name "CMS Medicare inpatient FY2011") or
 * "CMS Medicare inpatient, 2022". A name without its year gets the year appended.
 */
export function priceSourceLabel(source: PriceSourceLike): string {
  if (source.isDemo) return 'Demo data';
  const name = source.name.trim();
  const match = new RegExp(`^(.*?)[\\s,]+((?:FY|DY)?\\s?${source.year})$`, 'i').exec(name);
  if (match && match[1]) return `${match[1]}, ${match[2].replace(/\s/g, '')}`;
  return `${name}, ${source.year}`;
}

/** Map search: providers within this many kilometres of the chosen point (spec §9). */
export const SEARCH_RADIUS_KM = 75;
/** Map search: at most this many providers per search (spec §9). */
export const MAX_SEARCH_RESULTS = 1000;
