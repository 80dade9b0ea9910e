/**
 * The bill check's comparison with the hospitals within 75 km (BillCheckPanel): the chart of their average
 * total payments, the cheapest for the DRG, and, when the check did not carry them, the way to open them.
 * Hospital names are data (translate="no").
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { displayFacilityName } from '@fp/domain';
import { Link } from '../../router/Link';
import type { Check } from './BillCheckPanel';
import { money } from './shared';

/** The cheapest hospitals nearby for the DRG, this one among them. */
export function CheapestNearby({ check }: { check: Check }) {
  return (
    <>
      <h3>
        <FormattedMessage
          id="billCheck.nearby.cheapest"
          defaultMessage="Cheapest nearby for DRG {drg}"
          values={{ drg: check.drg }}
        />
      </h3>
      <ol>
        {check.cheapest.map((h) => (
          <li key={h.providerId}>
            <FormattedMessage
              id="billCheck.nearby.cheapestLine"
              defaultMessage="<data>{name}</data>: {amount} ({stays, plural, one {# stay} other {# stays}})"
              values={{
                name: displayFacilityName(h.providerName),
                amount: money(h.avgTotalPaymentCents),
                stays: h.discharges,
                data: (chunks) => <span translate="no">{chunks}</span>,
              }}
            />
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The comparison with the hospitals nearby when the check did not carry it: other hospitals' figures are
 * the price map's detail prices, so opening them uses one free search (the API counts it), or needs a plan.
 */
export function Comparison({
  check,
  opening,
  error,
  onOpen,
}: {
  check: Check;
  opening: boolean;
  error: string | null;
  onOpen: () => void;
}) {
  const intl = useIntl();
  return (
    <div className="detail-prompt bill-check-compare" data-testid="bill-check-compare">
      <h3>
        <FormattedMessage
          id="billCheck.nearby.compareTitle"
          defaultMessage="Compare with the hospitals within 75 km"
        />
      </h3>
      {check.comparison === 'FREE_SEARCH' ? (
        <>
          <p>
            <FormattedMessage
              id="billCheck.nearby.freeSearch"
              defaultMessage="See what other hospitals nearby were paid for DRG {drg}. This uses one of your free searches, like opening a hospital on the price map."
              values={{ drg: check.drg }}
            />
          </p>
          <p>
            <button type="button" className="button" disabled={opening} onClick={onOpen}>
              {opening
                ? intl.formatMessage({ id: 'billCheck.nearby.opening', defaultMessage: 'Opening…' })
                : intl.formatMessage({
                    id: 'billCheck.nearby.open',
                    defaultMessage: 'Compare with hospitals nearby',
                  })}
            </button>
          </p>
        </>
      ) : (
        <>
          <p>
            <FormattedMessage
              id="billCheck.nearby.noSearches"
              defaultMessage="You have used your free searches. Choose a plan to see how this hospital compares with the hospitals nearby. The verdict above compares your bill with this hospital's own figures."
            />
          </p>
          <p>
            <Link to="/account/welcome" className="button">
              <FormattedMessage id="billCheck.nearby.choosePlan" defaultMessage="Choose a plan" />
            </Link>
          </p>
        </>
      )}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Hospitals' average total payments as dots on one axis; this hospital highlighted. */
export function NearbyChart({ check }: { check: Check }) {
  const intl = useIntl();
  const points = check.nearby;
  if (points.length < 2) return null;
  const values = points.map((p) => p.avgTotalPaymentCents);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const W = 600;
  const x = (v: number) => 20 + ((v - min) / (max - min || 1)) * (W - 40);
  const own = check.hospital?.id;
  const ownFigure = points.find((p) => p.providerId === own);
  const name =
    displayFacilityName(check.hospital?.name) ||
    intl.formatMessage({ id: 'billCheck.chart.thisHospital', defaultMessage: 'this hospital' });
  const summary = intl.formatMessage(
    {
      id: 'billCheck.chart.summary',
      defaultMessage:
        'Average total payments for DRG {drg} at {count} hospitals within 75 km range from {min} to {max}; {name} is at {own}{above}.',
    },
    {
      drg: check.drg,
      count: points.length,
      min: money(min),
      max: money(max),
      name,
      own: money(ownFigure?.avgTotalPaymentCents),
      above:
        check.percentile !== null
          ? intl.formatMessage(
              {
                id: 'billCheck.chart.above',
                defaultMessage: ", above {percentile}% of the other hospitals' stays",
              },
              { percentile: check.percentile },
            )
          : '',
    },
  );
  return (
    <figure className="bill-check-chart">
      <svg viewBox={`0 0 ${W} 70`} role="img" aria-label={summary} preserveAspectRatio="none">
        <line x1={20} x2={W - 20} y1={35} y2={35} className="axis" />
        {points.map((p) => (
          <circle
            key={p.providerId}
            cx={x(p.avgTotalPaymentCents)}
            cy={35}
            r={p.providerId === own ? 9 : 5}
            className={p.providerId === own ? 'own' : 'other'}
          />
        ))}
        <text x={20} y={65} className="label">
          {money(min)}
        </text>
        <text x={W - 20} y={65} textAnchor="end" className="label">
          {money(max)}
        </text>
      </svg>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
