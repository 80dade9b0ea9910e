/**
 * A hospital's price for a condition as the map compares it: the range in one year's dollars (CPI-U
 * medical care, the API's `currentDollars`), with the published figures beside it, each with its own
 * data year (`byYear`). Used by the list and the detail, so both read the same way.
 */
import { formatCents, formatCentsRange, priceSourceLabel } from '@fp/domain';
import { graphql } from '../../../__generated__';
import { Price, PriceRangeText } from './Price';

/** The price range as the list and the detail ask for it (spread in both queries, unmasked where read). */
export const PriceRangeFields = graphql(`
  fragment ComparablePriceRange on PriceRange {
    lowestCents
    highestCents
    averageCents
    amount
    singleValue
    source {
      name
      year
      isDemo
    }
    currentDollars {
      lowestCents
      highestCents
      averageCents
      label
    }
    byYear {
      year
      lowestCents
      highestCents
      sourceLabel
    }
  }
`);

/** What the component reads of a PriceRange (the list fragment and the detail query both ask for it). */
export interface ComparableRange {
  lowestCents: number;
  highestCents: number;
  averageCents: number;
  singleValue: boolean;
  source: { name: string; year: number; isDemo: boolean };
  currentDollars?: {
    lowestCents: number;
    highestCents: number;
    averageCents: number;
    label: string;
  } | null;
  byYear?: readonly {
    year: number;
    lowestCents: number;
    highestCents: number;
    /** The source and year as shown (@fp/domain priceSourceLabel, answered by the API). */
    sourceLabel: string;
  }[];
}

/** The sources of the published figures, each with its year: "CMS Medicare inpatient, 2022 and …, FY2011". */
export function publishedSourcesLabel(range: ComparableRange): string {
  const labels = [...new Set((range.byYear ?? []).map((y) => y.sourceLabel))];
  return labels.length ? labels.join(' and ') : priceSourceLabel(range.source);
}

/** "Published 2022: $22,635.00 – $30,000.00 (CMS Medicare inpatient, 2022)", one line per data year. */
export function PublishedFigures({ range }: { range: ComparableRange }) {
  const years = range.byYear ?? [];
  return (
    <span className="price-published" data-testid="published-figures">
      {years.map((y) => (
        <span key={y.year} className="published-year" data-year={y.year}>
          Published {y.year}:{' '}
          {y.lowestCents === y.highestCents
            ? formatCents(y.lowestCents)
            : formatCentsRange(y.lowestCents, y.highestCents)}{' '}
          ({y.sourceLabel})
        </span>
      ))}
    </span>
  );
}

/**
 * The comparable range and average (counting up), the dollars they are in, and the published figures.
 * Without a CPI value for a figure's year there is no comparable range: the published figures stand
 * alone, marked as not compared.
 */
export function ComparablePrice({ range }: { range: ComparableRange }) {
  const current = range.currentDollars;
  if (!current)
    return (
      <>
        <span className="muted" data-testid="not-compared">
          Not compared: no CPI value for the year of these figures.
        </span>
        <PublishedFigures range={range} />
      </>
    );
  return (
    <>
      <PriceRangeText lowestCents={current.lowestCents} highestCents={current.highestCents} />
      <span className="price-average">
        average <Price cents={current.averageCents} />
        {range.singleValue ? <span className="muted"> (one figure, ±15 %)</span> : null}
      </span>
      <span className="price-dollars" data-testid="price-dollars">
        {current.label}
      </span>
      <PublishedFigures range={range} />
    </>
  );
}
