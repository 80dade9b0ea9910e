/**
 * Which hospitals' price files this site holds (count, states, dates), said before any search: price
 * files cover a few hospitals, not the country, and a visitor should not learn that by failing.
 */
import { useQuery } from '@apollo/client/react';
import { displayFacilityName, displayPlace, groupThousands } from '@fp/domain';
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type IntlShape,
  type MessageDescriptor,
} from 'react-intl';
import { graphql } from '../../__generated__';
import type { PriceFileCoverageQuery as CoverageData } from '../../__generated__/graphql';
import { SPACE } from '../../components/text';
import { fileDate } from './PriceFileItem';

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

const M: Record<string, MessageDescriptor> = defineMessages({
  dated: { id: 'procedures.coverage.dated', defaultMessage: 'dated {date}' },
  datedRange: { id: 'procedures.coverage.datedRange', defaultMessage: 'dated {from} to {to}' },
  undated: { id: 'procedures.coverage.undated', defaultMessage: '{count} without a date in the file' },
});

function datesText(
  intl: IntlShape,
  c: {
    oldestDate?: string | null;
    newestDate?: string | null;
    undatedFiles: number;
  },
): string {
  const range =
    c.oldestDate && c.newestDate
      ? c.oldestDate === c.newestDate
        ? intl.formatMessage(M.dated, { date: fileDate(c.newestDate, intl) })
        : intl.formatMessage(M.datedRange, {
            from: fileDate(c.oldestDate, intl),
            to: fileDate(c.newestDate, intl),
          })
      : null;
  const undated = c.undatedFiles > 0 ? intl.formatMessage(M.undated, { count: c.undatedFiles }) : null;
  return [range, undated].filter(Boolean).join('; ');
}

/** `initial`: the answer the server gave with the page (lib/first-answer.tsx); then nothing is asked. */
export function PriceFileCoverage({ initial }: { initial?: CoverageData }) {
  const { data } = useQuery(PriceFileCoverageQuery, { skip: Boolean(initial) });
  const c = (initial ?? data)?.priceFileCoverage;
  const intl = useIntl();
  if (!c) return null;
  return (
    <div className="price-file-coverage muted" data-testid="price-file-coverage">
      {c.hospitals === 0 ? (
        <p>
          <FormattedMessage
            id="procedures.coverage.none"
            defaultMessage="No hospital price file is loaded yet, so no procedure can be found."
          />
        </p>
      ) : (
        <details>
          <summary>
            <FormattedMessage
              id="procedures.coverage.summary"
              defaultMessage="Price files loaded for {count, plural, one {{countText} hospital} other {{countText} hospitals}} in {states} ({dates}). Searches find hospitals near these only."
              values={{
                count: c.hospitals,
                countText: groupThousands(c.hospitals),
                states: <span translate="no">{c.states.join(', ')}</span>,
                dates: datesText(intl, c),
              }}
            />
          </summary>
          <ul>
            {c.list.map((h) => (
              <li key={h.providerId}>
                <span translate="no">
                  {[displayFacilityName(h.name), displayPlace(h.city), h.state].join(', ')}
                </span>
                {SPACE}
                {h.fileDate ? (
                  <FormattedMessage
                    id="procedures.coverage.fileDated"
                    defaultMessage="(file dated {date})"
                    values={{ date: fileDate(h.fileDate, intl) }}
                  />
                ) : (
                  <FormattedMessage
                    id="procedures.coverage.fileUndated"
                    defaultMessage="(the file gives no date)"
                  />
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
