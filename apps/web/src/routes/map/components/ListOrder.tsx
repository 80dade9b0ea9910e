/**
 * How the hospital list is ordered: nearest first, or cheapest first by the price in one year's dollars.
 * Two native radio buttons: Tab reaches the group, the arrow keys choose, as for any radio group.
 */
import { useId } from 'react';
import { CPI_LATEST_YEAR, type ProviderOrder } from '@fp/domain';

const CHOICES: { value: ProviderOrder; label: string }[] = [
  { value: 'distance', label: 'Distance' },
  { value: 'price', label: `Price (${CPI_LATEST_YEAR} dollars)` },
];

export function ListOrder({
  value,
  onChange,
}: {
  value: ProviderOrder;
  onChange: (o: ProviderOrder) => void;
}) {
  const name = useId();
  return (
    <fieldset className="list-order" data-testid="list-order">
      <legend>Sort hospitals by</legend>
      {CHOICES.map((c) => (
        <label key={c.value}>
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={value === c.value}
            onChange={() => onChange(c.value)}
          />{' '}
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}
