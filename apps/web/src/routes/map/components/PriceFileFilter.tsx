/**
 * The map list's price-file view: a small control ("Medicare figures" / "cash prices" / "my insurer")
 * shown when some hospitals in the list publish a price file for the condition, and the line each list
 * item then shows (the hospital's lowest cash price for the condition's MS-DRGs, or the rate the viewer's
 * insurer negotiated there with what the viewer would pay). The figures come in one query for the
 * whole list (priceFileSummaries).
 */
import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { formatCents, groupThousands } from '@fp/domain';
import { graphql } from '../../../__generated__';
import type { MapPriceFileSummariesQuery } from '../../../__generated__/graphql';
import { Link } from '../../../router/Link';
import { useIdle } from '../../../lib/idle';
import { sourceNote } from './ProviderPrices';
import '../../procedures/procedures.css';

export type PriceBasis = 'medicare' | 'cash' | 'insurer';

const Summaries = graphql(`
  query MapPriceFileSummaries($providerIds: [ID!]!, $diagnosisId: Int!) {
    priceFileSummaries(providerIds: $providerIds, diagnosisId: $diagnosisId) {
      providerId
      itemCount
      cashCents
      myInsurerCents
      myEstimateCents
      hasPlan
      source {
        fileName
        lastUpdatedOn
        version
      }
    }
  }
`);

type Summary = MapPriceFileSummariesQuery['priceFileSummaries'][number];

/** The list's price-file summaries by hospital id (empty while loading or when none publishes one). */
export function usePriceFileSummaries(providerIds: readonly string[], diagnosisId: number | null) {
  const ids = useMemo(() => providerIds.slice(0, 100), [providerIds]);
  // Asked once the page is idle after its first drawing (lib/idle.tsx): the control and the lines it
  // adds come after the list, not in the same long task as the page's first render.
  const idle = useIdle();
  const { data } = useQuery(Summaries, {
    variables: { providerIds: [...ids], diagnosisId: diagnosisId ?? 0 },
    skip: !idle || ids.length === 0 || !diagnosisId,
    // The insurer's figures depend on the signed-in user's plan.
    fetchPolicy: 'network-only',
  });
  return useMemo(
    () => new Map<string, Summary>((data?.priceFileSummaries ?? []).map((s) => [s.providerId, s])),
    [data],
  );
}

const BASES = defineMessages({
  medicare: { id: 'map.priceFile.medicare', defaultMessage: 'Medicare figures' },
  cash: { id: 'map.priceFile.cash', defaultMessage: 'Cash prices' },
  insurer: { id: 'map.priceFile.insurer', defaultMessage: 'My insurer' },
});

/** The control: which figure the list shows beside each hospital. */
export function PriceBasisFilter({
  value,
  onChange,
  published,
  total,
}: {
  value: PriceBasis;
  onChange: (v: PriceBasis) => void;
  /** How many listed hospitals publish a price file for the condition. */
  published: number;
  total: number;
}) {
  const name = useId();
  const intl = useIntl();
  const options: [PriceBasis, string][] = [
    ['medicare', intl.formatMessage(BASES.medicare)],
    ['cash', intl.formatMessage(BASES.cash)],
    ['insurer', intl.formatMessage(BASES.insurer)],
  ];
  return (
    <fieldset className="price-basis" data-testid="price-basis">
      <legend>
        <FormattedMessage id="map.priceFile.legend" defaultMessage="Show in the list" />
      </legend>
      {options.map(([v, label]) => (
        <label key={v}>
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
          {label}
        </label>
      ))}
      <span className="muted">
        {/* The noun follows the total, the verb the count that publishes: "1 of 5 hospitals publishes". */}
        <FormattedMessage
          id="map.priceFile.count"
          defaultMessage="{publishedText} of {total, plural, one {{totalText} hospital} other {{totalText} hospitals}} {published, plural, one {publishes} other {publish}} a price file for this condition."
          values={{
            published,
            total,
            publishedText: groupThousands(published),
            totalText: groupThousands(total),
          }}
        />
      </span>
    </fieldset>
  );
}

/** The line a list item shows for the chosen basis; nothing for the Medicare figures. */
export function PriceFileLine({ basis, summary }: { basis: PriceBasis; summary: Summary | undefined }) {
  if (basis === 'medicare') return null;
  if (!summary)
    return (
      <span className="provider-pf-price muted">
        <FormattedMessage id="map.priceFile.none" defaultMessage="No price file for this condition" />
      </span>
    );
  const source = `${summary.source.fileName}${summary.source.lastUpdatedOn ? `, ${summary.source.lastUpdatedOn}` : ''}`;
  if (basis === 'cash')
    return (
      <span className="provider-pf-price" data-testid="list-cash-price">
        {summary.cashCents != null ? (
          <FormattedMessage
            id="map.priceFile.cashFrom"
            defaultMessage="Cash price from <b>{price}</b>"
            values={{ price: formatCents(summary.cashCents), b: (chunks) => <strong>{chunks}</strong> }}
          />
        ) : (
          <FormattedMessage id="map.priceFile.noCash" defaultMessage="No cash price published" />
        )}
        <span className="price-source" translate="no">
          {sourceNote(source)}
        </span>
      </span>
    );
  if (!summary.hasPlan)
    return (
      <span className="provider-pf-price">
        <FormattedMessage
          id="map.priceFile.savePlan"
          defaultMessage="<link>Save your insurance plan</link> to see your insurer’s rate"
          values={{ link: (chunks) => <Link to="/dashboard/settings">{chunks}</Link> }}
        />
      </span>
    );
  return (
    <span className="provider-pf-price" data-testid="list-insurer-price">
      {summary.myInsurerCents != null ? (
        <FormattedMessage
          id="map.priceFile.insurerFrom"
          defaultMessage="Your insurer’s rate from <b>{price}</b>{estimate, select, yes {, you pay about {you}} other {}}"
          values={{
            price: formatCents(summary.myInsurerCents),
            b: (chunks) => <strong>{chunks}</strong>,
            estimate: summary.myEstimateCents != null ? 'yes' : 'no',
            you: summary.myEstimateCents != null ? formatCents(summary.myEstimateCents) : '',
          }}
        />
      ) : (
        <FormattedMessage id="map.priceFile.notForPlan" defaultMessage="Not published for your plan" />
      )}
      <span className="price-source" translate="no">
        {sourceNote(source)}
      </span>
    </span>
  );
}

/**
 * Everything the map screen needs: the control (null when no listed hospital publishes a price file for
 * the condition, or the viewer may not see list prices) and the line for each list item.
 */
export function usePriceFileView(
  items: readonly { id: string }[],
  diagnosisId: number | null,
  listPrices: boolean,
): { control: ReactNode; line: (providerId: string) => ReactNode } {
  const [basis, setBasis] = useState<PriceBasis>('medicare');
  const ids = useMemo(() => items.map((p) => p.id), [items]);
  const summaries = usePriceFileSummaries(listPrices ? ids : [], diagnosisId);
  const shown = listPrices && summaries.size > 0;
  return {
    control: shown ? (
      <PriceBasisFilter value={basis} onChange={setBasis} published={summaries.size} total={ids.length} />
    ) : null,
    line: (id) => (shown ? <PriceFileLine basis={basis} summary={summaries.get(id)} /> : null),
  };
}
