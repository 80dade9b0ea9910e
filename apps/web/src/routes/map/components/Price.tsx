import { FormattedMessage } from 'react-intl';
import { formatCents } from '@fp/domain';
import { SPACE } from '../../../components/text';
import { useCountUp } from '../hooks';

/**
 * An amount in cents shown as dollars, counting up over 500 ms. Screen readers get the final amount
 * once (the animated digits are hidden from them).
 */
export function Price({ cents, className }: { cents: number; className?: string }) {
  const shown = useCountUp(cents);
  const text = formatCents(cents);
  return (
    <span className={className}>
      <span aria-hidden="true">{formatCents(shown)}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

/** The dash between a range's ends, read "to" by screen readers. */
const RANGE_DASH = ' – ';

/** "$6,000.00 – $10,000.00" with both ends counting up. */
export function PriceRangeText({ lowestCents, highestCents }: { lowestCents: number; highestCents: number }) {
  return (
    <span className="price-range">
      <Price cents={lowestCents} />
      <span aria-hidden="true">{RANGE_DASH}</span>
      <span className="visually-hidden">
        {SPACE}
        <FormattedMessage id="map.price.to" defaultMessage="to" />
        {SPACE}
      </span>
      <Price cents={highestCents} />
    </span>
  );
}
