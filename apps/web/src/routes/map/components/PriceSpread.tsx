import { useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { CPI_LATEST_YEAR, formatCents } from '@fp/domain';
import { compactUsd } from '../compact-usd';

export interface SpreadItem {
  id: string;
  name: string;
  averageCents: number;
  lowestCents: number;
  highestCents: number;
}

const WIDTH = 320;
const PAD = { left: 6, right: 6, top: 20, bottom: 24 };
const MAX_PLOT_HEIGHT = 220;

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/** Short dollar label for the axis, written as the markers write theirs: "$12.4K". */
const short = (cents: number) => compactUsd(cents / 100);

/**
 * The spread of prices among the hospitals found, in one year's dollars (the items carry CPI-adjusted
 * figures, figures.ts), as a range chart: one row per hospital, cheapest
 * average at the top, a line from its lowest to its highest price and a dot at its average. The selected
 * hospital's row is drawn in orange. For people who would rather look than read; the same facts are given
 * in words under it, which is also what screen readers get.
 */
export function PriceSpread({
  items,
  selectedId,
  conditionName,
}: {
  items: readonly SpreadItem[];
  selectedId: string | null;
  conditionName: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  const captionId = useId();
  if (items.length < 2) return null;
  const rows = [...items].sort((a, b) => a.averageCents - b.averageCents);
  const min = Math.min(...rows.map((r) => r.lowestCents));
  const max = Math.max(...rows.map((r) => r.highestCents));
  const span = Math.max(1, max - min);
  const rowH = Math.min(12, MAX_PLOT_HEIGHT / rows.length);
  const plotH = rowH * rows.length;
  const height = PAD.top + plotH + PAD.bottom;
  const plotW = WIDTH - PAD.left - PAD.right;
  const x = (cents: number) => PAD.left + ((cents - min) / span) * plotW;
  const y = (i: number) => PAD.top + rowH * (i + 0.5);
  const selectedIndex = rows.findIndex((r) => r.id === selectedId);
  const selected = selectedIndex >= 0 ? rows[selectedIndex] : null;

  const summary = spreadSummary(intl, rows, selected, conditionName);
  const thin = rowH < 3;

  return (
    <figure className="price-spread" data-testid="price-spread">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={captionId}
      >
        <title id={titleId}>
          {intl.formatMessage(
            {
              id: 'map.spread.title',
              defaultMessage: 'Price ranges of the hospitals found in {year} dollars, cheapest average first',
            },
            { year: String(CPI_LATEST_YEAR) },
          )}
        </title>
        {rows.map((r, i) =>
          i === selectedIndex ? null : (
            <g key={r.id} className="spread-row">
              <line
                x1={x(r.lowestCents)}
                x2={Math.max(x(r.highestCents), x(r.lowestCents) + 1)}
                y1={y(i)}
                y2={y(i)}
                strokeWidth={thin ? rowH : Math.min(3, rowH / 3)}
              />
              {thin ? null : <circle cx={x(r.averageCents)} cy={y(i)} r={Math.min(3.5, rowH / 2.5)} />}
            </g>
          ),
        )}
        {selected ? (
          <SelectedRow
            selected={selected}
            x={x}
            y={y(selectedIndex)}
            strokeWidth={Math.max(3, Math.min(5, rowH))}
          />
        ) : null}
        <line
          className="spread-axis"
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={PAD.top + plotH + 2}
          y2={PAD.top + plotH + 2}
        />
        <text className="spread-tick" x={PAD.left} y={height - 6} textAnchor="start">
          {short(min)}
        </text>
        <text className="spread-tick" x={WIDTH - PAD.right} y={height - 6} textAnchor="end">
          {short(max)}
        </text>
      </svg>
      <figcaption id={captionId} className="muted">
        {summary}
      </figcaption>
    </figure>
  );
}

/** The same facts in words, under the chart (and what screen readers get). `rows`: cheapest average first. */
function spreadSummary(
  intl: IntlShape,
  rows: SpreadItem[],
  selected: SpreadItem | null,
  conditionName: string,
): string {
  const min = Math.min(...rows.map((r) => r.lowestCents));
  const max = Math.max(...rows.map((r) => r.highestCents));
  const averages = rows.map((r) => r.averageCents);
  const costlier = selected ? averages.filter((a) => a > selected.averageCents).length : 0;
  const all = intl.formatMessage(
    {
      id: 'map.spread.summary',
      defaultMessage:
        'In {year} dollars, average prices for {condition} at the {count} hospitals compared range from {low} to {high}; the middle hospital averages {middle}. Single prices run from {min} to {max}.',
    },
    {
      year: String(CPI_LATEST_YEAR),
      condition: conditionName,
      count: rows.length,
      low: formatCents(averages[0]),
      high: formatCents(averages[averages.length - 1]),
      middle: formatCents(median(averages)),
      min: formatCents(min),
      max: formatCents(max),
    },
  );
  const one = selected
    ? intl.formatMessage(
        {
          id: 'map.spread.selected',
          defaultMessage: '{name} averages {average}: {costlier} of the other {others} cost more on average.',
        },
        {
          name: selected.name,
          average: formatCents(selected.averageCents),
          costlier,
          others: rows.length - 1,
        },
      )
    : intl.formatMessage({
        id: 'map.spread.pick',
        defaultMessage: 'Select a hospital to see where it stands.',
      });
  return `${all} ${one}`;
}

/** The selected hospital's row, drawn over the others, with its average named above the chart. */
function SelectedRow({
  selected,
  x,
  y,
  strokeWidth,
}: {
  selected: SpreadItem;
  x: (cents: number) => number;
  y: number;
  strokeWidth: number;
}) {
  const at = x(selected.averageCents);
  return (
    <g className="spread-selected">
      <line
        x1={x(selected.lowestCents)}
        x2={x(selected.highestCents)}
        y1={y}
        y2={y}
        strokeWidth={strokeWidth}
      />
      <circle cx={at} cy={y} r={5} />
      <text
        x={at}
        y={PAD.top - 7}
        textAnchor={at > WIDTH * 0.7 ? 'end' : at < WIDTH * 0.3 ? 'start' : 'middle'}
      >
        <FormattedMessage
          id="map.spread.selectedLabel"
          defaultMessage="selected: {price} average"
          values={{ price: short(selected.averageCents) }}
        />
      </text>
    </g>
  );
}
