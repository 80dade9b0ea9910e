/**
 * CMS figures moved to the bill's own dollars: the year of the bill's service, with the CPI-U medical
 * care series of cpi.ts. A figure is never compared across years without this move, and the move is
 * always shown: the original figure and year, the adjusted figure and year, and the factor.
 *
 * The table ends at CPI_LATEST_YEAR (and leaves some years out): a bill from a later year, or from a
 * year without a value, is moved to the latest listed year before it, and the label says so.
 */
import { CPI_MEDICAL_CARE, CPI_SERIES } from '../money/cpi';
import { textIn, type TextLanguage } from '../text/text-language';
import { VERDICT_TEXT_EN } from './verdict-text';
import { VERDICT_TEXT_ES } from './verdict-text-es';
import { usd } from '../money/usd';

/** One figure as published and as moved to the bill's dollars (money in whole cents). */
export interface AdjustedFigure {
  originalCents: number;
  /** The data year of the published figure. */
  originalYear: number;
  adjustedCents: number;
  /** The year whose dollars adjustedCents is in (the bill's year, or the latest CPI year before it). */
  toYear: number;
  /** The year of the bill's service. */
  serviceYear: number;
  /** CPI[toYear] ÷ CPI[originalYear]. */
  factor: number;
  /** The move in words, for the screen and the letter. */
  label: string;
}

/** The latest year with a CPI value at or before `serviceYear`; null when there is none. */
export function cpiYearFor(serviceYear: number): number | null {
  if (!Number.isInteger(serviceYear)) return null;
  const years = Object.keys(CPI_MEDICAL_CARE)
    .map(Number)
    .filter((y) => y <= serviceYear);
  return years.length ? Math.max(...years) : null;
}

/**
 * `cents` of `fromYear` in the dollars of the bill's `serviceYear`; null when either year has no CPI
 * value to use (the comparison is then not assessed rather than made across years).
 */
export function toBillDollars(
  cents: number,
  fromYear: number,
  serviceYear: number,
  lang: TextLanguage = 'en',
): AdjustedFigure | null {
  const t = textIn(VERDICT_TEXT_EN, VERDICT_TEXT_ES, lang);
  const toYear = cpiYearFor(serviceYear);
  const from = CPI_MEDICAL_CARE[fromYear];
  if (toYear === null || !from || !Number.isFinite(cents)) return null;
  const factor = CPI_MEDICAL_CARE[toYear] / from;
  const adjustedCents = Math.round(cents * factor);
  const capped = toYear === serviceYear ? '' : t('dollarsCapped', { serviceYear });
  const label =
    fromYear === toYear
      ? t('dollarsSameYear', { cents: usd(cents), year: fromYear })
      : t('dollarsMoved', {
          cents: usd(cents),
          from: fromYear,
          adjusted: usd(adjustedCents),
          to: toYear,
          capped,
          factor: factor.toFixed(4),
          series: CPI_SERIES,
        });
  return { originalCents: cents, originalYear: fromYear, adjustedCents, toYear, serviceYear, factor, label };
}
