/**
 * A hospital's price for a condition as the map compares it: the range in one year's dollars (CPI-U
 * medical care, the API's `currentDollars`), with the published figures beside it, each with its own
 * data year (`byYear`). Used by the list and the detail, so both read the same way.
 */
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { formatCents, formatCentsRange, priceSourceLabel } from '@fp/domain';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { Price, PriceRangeText } from './Price';

/**
 * The price range as the map's list asks for it: what ComparablePrice shows and no more. Every byte of it is
 * written, sent and read again for each hospital of every search (a search answers up to hundreds), so the
 * published range's own cents, its count and its source object, which only the detail shows, stay out:
 * 22 % of a list answer's bytes (docs/benchmarks/api-build.md, "The list's price fields").
 */
export const ListPriceRangeFields = graphql(`
  fragment ListPriceRange on PriceRange {
    singleValue
    currentDollars {
      lowestCents
      highestCents
      averageCents
      cpiYear
      fromYears
    }
    byYear {
      year
      lowestCents
      highestCents
      sourceLabel
    }
  }
`);

/** The price range as the detail asks for it: the list's fields and the published range with its source. */
export const PriceRangeFields = graphql(`
  fragment ComparablePriceRange on PriceRange {
    lowestCents
    highestCents
    averageCents
    amount
    source {
      name
      year
      isDemo
    }
    ...ListPriceRange
  }
`);

/** The detail's price range unmasked, with the list's fields spread in it. */
export function detailRange(masked: FragmentType<typeof PriceRangeFields> | null | undefined) {
  const range = getFragmentData(PriceRangeFields, masked);
  return range ? { ...range, ...getFragmentData(ListPriceRangeFields, range) } : null;
}

/** What ComparablePrice reads of a PriceRange (the list's fragment asks for exactly this). */
export interface ShownRange {
  singleValue: boolean;
  currentDollars?: {
    lowestCents: number;
    highestCents: number;
    averageCents: number;
    /** The year whose dollars these are, and the data years moved to it (the label is written from them). */
    cpiYear: number;
    fromYears: readonly number[];
  } | null;
  byYear?: readonly {
    year: number;
    lowestCents: number;
    highestCents: number;
    /** The source and year as shown (@fp/domain priceSourceLabel, answered by the API). */
    sourceLabel: string;
  }[];
}

/** What the detail reads of a PriceRange besides: the published range and its source. */
export interface ComparableRange extends ShownRange {
  lowestCents: number;
  highestCents: number;
  averageCents: number;
  source: { name: string; year: number; isDemo: boolean };
}

/** The sources of the published figures, each with its year: "CMS Medicare inpatient, 2022 and …, FY2011". */
export function publishedSourcesLabel(range: ComparableRange): string {
  const labels = [...new Set((range.byYear ?? []).map((y) => y.sourceLabel))];
  return labels.length ? labels.join(' and ') : priceSourceLabel(range.source);
}

/** "Published 2022: $22,635.00 – $30,000.00 (CMS Medicare inpatient, 2022)", one line per data year. */
export function PublishedFigures({ range }: { range: ShownRange }) {
  const years = range.byYear ?? [];
  return (
    <span className="price-published" data-testid="published-figures">
      {years.map((y) => (
        <span key={y.year} className="published-year" data-year={y.year}>
          <FormattedMessage
            id="map.price.published"
            defaultMessage="Published {year}: {amount} (<source></source>)"
            values={{
              year: String(y.year),
              amount:
                y.lowestCents === y.highestCents
                  ? formatCents(y.lowestCents)
                  : formatCentsRange(y.lowestCents, y.highestCents),
              source: () => <span translate="no">{y.sourceLabel}</span>,
            }}
          />
        </span>
      ))}
    </span>
  );
}

const CPI = defineMessages<{
  adjusted: { years: string; cpiYear: string };
  latest: { years: string; cpiYear: string };
  and: { list: string; last: string };
}>({
  adjusted: {
    id: 'map.price.cpiAdjusted',
    defaultMessage: '{years} prices in {cpiYear} dollars (CPI-U medical care, estimate)',
  },
  latest: {
    id: 'map.price.cpiLatest',
    defaultMessage: '{years} prices (no adjustment: {cpiYear} is the latest CPI year)',
  },
  and: { id: 'map.price.yearsAnd', defaultMessage: '{list} and {last}' },
});

/**
 * "2011 and 2022 prices in 2024 dollars (CPI-U medical care, estimate)": the API's `label` (@fp/domain
 * cpiRangeLabel) written in the page's language from the years it names.
 */
function CpiLabel({ cpiYear, fromYears }: { cpiYear: number; fromYears: readonly number[] }) {
  const intl = useIntl();
  const years = [...new Set(fromYears)].sort((a, b) => a - b).map(String);
  if (years.length === 0) years.push(String(cpiYear));
  const named =
    years.length === 1
      ? years[0]
      : intl.formatMessage(CPI.and, { list: years.slice(0, -1).join(', '), last: years[years.length - 1] });
  const latest = years.length === 1 && Number(years[0]) >= cpiYear;
  return (
    <>{intl.formatMessage(latest ? CPI.latest : CPI.adjusted, { years: named, cpiYear: String(cpiYear) })}</>
  );
}

/**
 * The comparable range and average (counting up), the dollars they are in, and the published figures.
 * Without a CPI value for a figure's year there is no comparable range: the published figures stand
 * alone, marked as not compared.
 */
export function ComparablePrice({ range }: { range: ShownRange }) {
  const current = range.currentDollars;
  if (!current)
    return (
      <>
        <span className="muted" data-testid="not-compared">
          <FormattedMessage
            id="map.price.notCompared"
            defaultMessage="Not compared: no CPI value for the year of these figures."
          />
        </span>
        <PublishedFigures range={range} />
      </>
    );
  return (
    <>
      <PriceRangeText lowestCents={current.lowestCents} highestCents={current.highestCents} />
      <span className="price-average">
        <FormattedMessage
          id="map.price.average"
          defaultMessage="average <price></price>{single, select, yes { <muted>(one figure, ±15 %)</muted>} other {}}"
          values={{
            price: () => <Price cents={current.averageCents} />,
            single: range.singleValue ? 'yes' : 'no',
            muted: (chunks) => <span className="muted">{chunks}</span>,
          }}
        />
      </span>
      <span className="price-dollars" data-testid="price-dollars">
        <CpiLabel cpiYear={current.cpiYear} fromYears={current.fromYears} />
      </span>
      <PublishedFigures range={range} />
    </>
  );
}
