/**
 * How the hospital list is ordered: nearest first, or cheapest first by the price in one year's dollars.
 * Two native radio buttons: Tab reaches the group, the arrow keys choose, as for any radio group.
 */
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { SPACE } from '../../../components/text';
import { CPI_LATEST_YEAR, type ProviderOrder } from '@fp/domain';

const M = defineMessages({
  distance: { id: 'map.list.orderDistance', defaultMessage: 'Distance' },
  price: { id: 'map.list.orderPrice', defaultMessage: 'Price ({year} dollars)' },
});

const CHOICES: { value: ProviderOrder; label: MessageDescriptor }[] = [
  { value: 'distance', label: M.distance },
  { value: 'price', label: M.price },
];

export function ListOrder({
  value,
  onChange,
}: {
  value: ProviderOrder;
  onChange: (o: ProviderOrder) => void;
}) {
  const name = useId();
  const intl = useIntl();
  return (
    <fieldset className="list-order" data-testid="list-order">
      <legend>
        <FormattedMessage id="map.list.orderLegend" defaultMessage="Sort hospitals by" />
      </legend>
      {CHOICES.map((c) => (
        <label key={c.value}>
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={value === c.value}
            onChange={() => onChange(c.value)}
          />
          {SPACE}
          {intl.formatMessage(c.label, { year: String(CPI_LATEST_YEAR) })}
        </label>
      ))}
    </fieldset>
  );
}
