/**
 * In the provider detail popup: the hospital's own price-file prices for the condition's MS-DRGs (cash
 * price, the range insurers negotiated, each with its file) and the viewer's estimate with its formula.
 * Shows nothing when the hospital has no price file or the file publishes none of the DRGs.
 */
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../__generated__';
import { PriceFileItem, sourceText } from '../../procedures/PriceFileItem';

const ConditionDrgs = graphql(`
  query MapConditionDrgs($id: Int!) {
    diagnosis(id: $id) {
      id
      cmsCodes {
        drg
      }
    }
  }
`);

const HospitalPricesQuery = graphql(`
  query MapHospitalPrices($providerId: ID!, $drgs: [String!]) {
    hospitalPrices(providerId: $providerId, drgs: $drgs) {
      providerId
      source {
        fileName
        lastUpdatedOn
        version
      }
      items {
        ...PriceFileItem
      }
    }
  }
`);

/**
 * The hospital's price-file items for the condition (with the viewer's estimate), or null when it has none;
 * asked only once the viewer may see the detail's prices (`enabled`).
 */
export function useHospitalPrices(providerId: string, diagnosisId: number, enabled: boolean) {
  const condition = useQuery(ConditionDrgs, { variables: { id: diagnosisId }, skip: !enabled });
  const drgs = condition.data?.diagnosis?.cmsCodes.map((c) => c.drg) ?? [];
  const prices = useQuery(HospitalPricesQuery, {
    variables: { providerId, drgs },
    skip: !enabled || drgs.length === 0,
    // The estimate depends on the signed-in user's plan.
    fetchPolicy: 'network-only',
  });
  const hp = prices.data?.hospitalPrices;
  const settled = enabled && !condition.loading && (drgs.length === 0 || !prices.loading);
  return { prices: hp && hp.items.length > 0 ? hp : null, settled };
}

export type HospitalPrices = NonNullable<ReturnType<typeof useHospitalPrices>['prices']>;

/**
 * The price-file block. The detail's one "you pay" figure is worked out above it (ProviderDetail): an item
 * repeats the plan's estimate with its formula, but not the generic 20 % of its cash price, which would be
 * a second figure on another basis.
 */
export function HospitalPricesBlock({
  prices: hp,
  conditionName,
}: {
  prices: HospitalPrices;
  conditionName: string;
}) {
  const intl = useIntl();
  return (
    <section aria-labelledby="detail-hpt" className="hospital-prices" data-testid="hospital-prices">
      <h3 id="detail-hpt">
        <FormattedMessage id="map.hospitalPrices.title" defaultMessage="From the hospital’s own price file" />
      </h3>
      <p className="muted">
        <FormattedMessage
          id="map.hospitalPrices.intro"
          defaultMessage="Cash price and insurer-negotiated rates for {condition} ({count, plural, one {{count} kind of stay} other {{count} kinds of stay}}), as the hospital publishes them in <source></source>."
          values={{
            condition: conditionName,
            count: hp.items.length,
            source: () => <span translate="no">{sourceText(hp.source, intl)}</span>,
          }}
        />
      </p>
      {hp.items.map((item, i) => (
        <PriceFileItem key={i} item={item} genericShare={false} />
      ))}
    </section>
  );
}
