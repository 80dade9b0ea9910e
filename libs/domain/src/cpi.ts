/**
 * Old prices in current dollars: the CPI-U medical care index (BLS series CUUR0000SAM, U.S. city
 * average, all urban consumers, not seasonally adjusted, 1982-84=100), annual averages.
 *
 * Source of the values: U.S. Bureau of Labor Statistics, CPI-U "Medical care" annual averages
 * (https://data.bls.gov/timeseries/CUUR0000SAM, also FRED CPIMEDSL and the AHRQ MEPS price index table
 * https://meps.ahrq.gov/about_meps/Price_Index.shtml). Only published annual averages are listed;
 * 2021 and 2025 are left out because the copies we could check disagree in the last digits (2025) or
 * could not be confirmed (2021), so the adjustment ends at the latest year listed, and a figure from a
 * year without a value is shown unadjusted. See README "Prices in current dollars".
 *
 * The adjustment is an estimate: it moves a figure by the change of consumer medical prices between
 * its data year and the latest listed year. It is not a published price, and hospital payments may have
 * moved differently; the screens say so wherever an adjusted figure is shown. CPI-U hospital services
 * (CUUR0000SEMD01) would fit charges better, but its annual averages could not be read in a source we can
 * cite: docs/VERDICT-SOURCES.md lists what was searched.
 */

import { newestPerDrg, priceRangeOf, type DrgFigure, type PriceRangeValue } from './prices';

/** Annual average index by calendar year. A year missing here has no adjustment. */
export const CPI_MEDICAL_CARE: Readonly<Record<number, number>> = Object.freeze({
  2010: 388.436,
  2011: 400.258,
  2012: 414.924,
  2013: 425.134,
  2014: 435.292,
  2015: 446.752,
  2016: 463.675,
  2017: 475.322,
  2018: 484.7,
  2019: 498.413,
  2020: 518.876,
  2022: 546.553,
  2023: 549.084,
  2024: 563.841,
});

/** The series the table is taken from. */
export const CPI_SERIES = 'CUUR0000SAM';

/** The latest year in the table: adjusted figures are in this year's dollars. */
export const CPI_LATEST_YEAR: number = Math.max(...Object.keys(CPI_MEDICAL_CARE).map(Number));

/** How much a figure of `fromYear` is multiplied by to read in CPI_LATEST_YEAR dollars; null without an index. */
export function cpiFactor(fromYear: number): number | null {
  if (!Number.isInteger(fromYear)) return null;
  // A figure from the latest year or later is already in current dollars as far as the table knows.
  if (fromYear >= CPI_LATEST_YEAR) return 1;
  const from = CPI_MEDICAL_CARE[fromYear];
  return from ? CPI_MEDICAL_CARE[CPI_LATEST_YEAR] / from : null;
}

/**
 * Whole cents of `fromYear` in CPI_LATEST_YEAR dollars, rounded to whole cents; null when the year has
 * no index value (before 2010, or a year left out of the table) or the amount is not a finite number.
 */
export function adjustToCurrentDollars(cents: number, fromYear: number): number | null {
  const factor = cpiFactor(fromYear);
  if (factor === null || !Number.isFinite(cents)) return null;
  return Math.round(cents * factor);
}

/** The label shown with an adjusted figure, e.g. "2011 prices in 2024 dollars (CPI-U medical care, estimate)". */
export function cpiAdjustmentLabel(fromYear: number): string {
  if (fromYear >= CPI_LATEST_YEAR)
    return `${fromYear} prices (no adjustment: ${CPI_LATEST_YEAR} is the latest CPI year)`;
  return `${fromYear} prices in ${CPI_LATEST_YEAR} dollars (CPI-U medical care, estimate)`;
}

/**
 * The label of a range whose figures come from several data years: each year is named, e.g.
 * "2011 and 2022 prices in 2024 dollars (CPI-U medical care, estimate)". One year: cpiAdjustmentLabel.
 */
export function cpiRangeLabel(fromYears: readonly number[]): string {
  const years = [...new Set(fromYears)].sort((a, b) => a - b);
  if (years.length <= 1) return cpiAdjustmentLabel(years[0] ?? CPI_LATEST_YEAR);
  const named = `${years.slice(0, -1).join(', ')} and ${years[years.length - 1]}`;
  return `${named} prices in ${CPI_LATEST_YEAR} dollars (CPI-U medical care, estimate)`;
}

/** A price range restated in CPI_LATEST_YEAR dollars. */
export interface CurrentDollarRange extends PriceRangeValue {
  /** The dollars the range is in (CPI_LATEST_YEAR). */
  cpiYear: number;
  /** The oldest data year among the figures the range is made from. */
  fromYear: number;
  /** Every data year among those figures, oldest first (each figure was moved from its own year). */
  fromYears: number[];
}

/**
 * The price range (priceRangeOf, newest year per DRG) with every figure first moved to current dollars
 * from its own year; null when there is no figure or a figure's year has no index value.
 */
export function currentDollarRangeOf(figures: readonly DrgFigure[]): CurrentDollarRange | null {
  const adjusted: DrgFigure[] = [];
  let fromYear = Infinity;
  for (const f of newestPerDrg(figures)) {
    const total = adjustToCurrentDollars(f.averageTotalPaymentCents, f.year);
    if (total === null) return null;
    adjusted.push({ ...f, averageTotalPaymentCents: total });
    if (f.year < fromYear) fromYear = f.year;
  }
  const range = priceRangeOf(adjusted);
  const fromYears = [...new Set(adjusted.map((f) => f.year))].sort((a, b) => a - b);
  return range ? { ...range, cpiYear: CPI_LATEST_YEAR, fromYear, fromYears } : null;
}
