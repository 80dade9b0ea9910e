/**
 * Which hospitals' price files this site holds (count, states, dates), said before any search: price
 * files cover a few hospitals, not the country, and a visitor should not learn that by failing.
 */
import { useQuery } from '@apollo/client/react';
import { displayFacilityName, displayPlace } from '@fp/domain';
import { graphql } from '../../__generated__';
import type { PriceFileCoverageQuery as CoverageData } from '../../__generated__/graphql';

export const PriceFileCoverageQuery = graphql(`
  query PriceFileCoverage {
    priceFileCoverage {
      hospitals
      states
      oldestDate
      newestDate
      undatedFiles
      list {
        providerId
        name
        city
        state
        fileDate
      }
    }
  }
`);

function datesText(c: {
  oldestDate?: string | null;
  newestDate?: string | null;
  undatedFiles: number;
}): string {
  const range =
    c.oldestDate && c.newestDate
      ? c.oldestDate === c.newestDate
        ? `dated ${c.newestDate}`
        : `dated ${c.oldestDate} to ${c.newestDate}`
      : null;
  const undated = c.undatedFiles > 0 ? `${c.undatedFiles} without a date in the file` : null;
  return [range, undated].filter(Boolean).join('; ');
}

/** `initial`: the answer the server gave with the page (lib/first-answer.tsx); then nothing is asked. */
export function PriceFileCoverage({ initial }: { initial?: CoverageData }) {
  const { data } = useQuery(PriceFileCoverageQuery, { skip: Boolean(initial) });
  const c = (initial ?? data)?.priceFileCoverage;
  if (!c) return null;
  return (
    <div className="price-file-coverage muted" data-testid="price-file-coverage">
      {c.hospitals === 0 ? (
        <p>No hospital price file is loaded yet, so no procedure can be found.</p>
      ) : (
        <details>
          <summary>
            Price files loaded for {c.hospitals} {c.hospitals === 1 ? 'hospital' : 'hospitals'} in{' '}
            {c.states.join(', ')} ({datesText(c)}). Searches find hospitals near these only.
          </summary>
          <ul>
            {c.list.map((h) => (
              <li key={h.providerId}>
                {displayFacilityName(h.name)}, {displayPlace(h.city)}, {h.state}
                {h.fileDate ? ` (file dated ${h.fileDate})` : ' (the file gives no date)'}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
