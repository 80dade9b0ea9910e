/**
 * The provider detail popup in its three variants (spec §2.2): prices; a pay prompt (signed in without a
 * pass or free allowance); a sign-up prompt (anonymous past the free searches). Which one is decided by
 * the API: opening counts one search, and the answer carries no prices the viewer may not see.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import {
  displayFacilityName,
  formatCents,
  nonMedicareShareCents,
  PATIENT_SHARE,
  INSURANCE_SHARE,
  priceSourceLabel,
} from '@fp/domain';
import { getFragmentData, graphql } from '../../../__generated__';
import { Link } from '../../../router/Link';
import { useLogInHref, useSignUpHref } from '../../../router/Router';
import { Spinner } from '../../../components/Spinner';
import { useModalDialog } from '../../../lib/modal-dialog';
import { Price, PriceRangeText } from './Price';
import { PriceSpread, type SpreadItem } from './PriceSpread';
import { ComparablePrice, publishedSourcesLabel, type ComparableRange } from './ComparablePrice';
import { PatientPrices } from './PatientPrices';
import { HospitalPricesBlock, useHospitalPrices, type HospitalPrices } from './HospitalPricesBlock';
import { PriceFileItemFragment } from '../../procedures/PriceFileItem';
import { HospitalFacts } from './HospitalFacts';

const ProviderDetailQuery = graphql(`
  query MapProviderDetail($id: ID!, $diagnosisId: Int, $lat: Float, $lng: Float) {
    provider(id: $id, diagnosisId: $diagnosisId, lat: $lat, lng: $lng) {
      searchCount
      access {
        listPrices
        detailPrices
        prompt
      }
      estimate {
        patientShareCents
        insuranceShareCents
        insuranceDisplay {
          minCents
          averageCents
          maxCents
        }
      }
      provider {
        id
        name
        address
        city
        state
        zip
        phone
        ...HospitalFacts
        priceRange {
          lowestCents
          highestCents
          averageCents
          amount
          singleValue
          source {
            name
            year
            isDemo
          }
          currentDollars {
            lowestCents
            highestCents
            averageCents
            label
          }
          byYear {
            year
            lowestCents
            highestCents
            sourceLabel
          }
        }
        prices {
          drg {
            drg
            title
          }
          discharges
          averageCoveredChargeCents
          averageTotalPaymentCents
          averageMedicarePaymentCents
          source {
            name
            year
            isDemo
          }
        }
      }
    }
  }
`);

const pct = (f: number) => `${Math.round(f * 100)} %`;

export function ProviderDetail({
  providerId,
  diagnosisId,
  conditionName,
  spread,
  onClose,
  onSearchCount,
  from,
}: {
  providerId: string;
  diagnosisId: number;
  /** The point of the search the detail is opened from: the opening is part of that search. */
  from?: { lat: number; lng: number } | null;
  conditionName: string;
  spread: readonly SpreadItem[];
  onClose: () => void;
  /** The viewer's search count after this opening (for the free-searches counter). */
  onSearchCount?: (count: number) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const logInHref = useLogInHref(); // back to this map after logging in
  const signUpHref = useSignUpHref(); // the free sign-up form, back to this map afterwards
  // Each opening is counted on the server (as part of its search): never answer it from a cache.
  const { data, loading, error } = useQuery(ProviderDetailQuery, {
    variables: { id: providerId, diagnosisId, lat: from?.lat, lng: from?.lng },
    fetchPolicy: 'no-cache',
  });
  const detail = data?.provider ?? null;
  const countAfter = detail?.searchCount;
  useEffect(() => {
    if (typeof countAfter === 'number') onSearchCount?.(countAfter);
  }, [countAfter, onSearchCount]);

  useModalDialog(dialog);

  const p = detail?.provider;
  const name = p ? displayFacilityName(p.name) : 'Hospital';
  const hospitalPrices = useHospitalPrices(providerId, diagnosisId, Boolean(detail?.access.detailPrices));
  return (
    <dialog
      ref={dialog}
      className="provider-detail"
      aria-labelledby="provider-detail-title"
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      data-testid="provider-detail"
    >
      <div className="detail-head">
        <h2 id="provider-detail-title">{name}</h2>
        <button type="button" className="detail-close" onClick={onClose} aria-label="Close details" autoFocus>
          ×
        </button>
      </div>
      {loading ? <Spinner label="Loading prices" /> : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          The details could not be loaded. Please try again.
        </p>
      ) : null}
      {!loading && !error && !detail ? <p>This hospital is not in our data.</p> : null}
      {p ? <HospitalFacts hospital={p} /> : null}

      {detail && detail.access.prompt === 'PAY' ? (
        <div className="detail-prompt" data-testid="pay-prompt">
          <h3>See the full price details</h3>
          <p>
            You have used your free searches. Choose a plan to see what this hospital billed, what Medicare
            and patients paid, and your likely share.
          </p>
          <Link to="/account/welcome" className="button">
            Choose a plan
          </Link>
        </div>
      ) : null}

      {detail && detail.access.prompt === 'SIGN_UP' ? (
        <div className="detail-prompt" data-testid="sign-up-prompt">
          <h3>Create a free account to keep seeing prices</h3>
          <p>No hidden costs. 3 free searches with an account.</p>
          <Link to={signUpHref} className="button">
            Sign up free
          </Link>{' '}
          <Link to={logInHref} className="button secondary">
            Log in
          </Link>
        </div>
      ) : null}

      {detail && detail.access.detailPrices && p ? (
        <PricesVariant
          name={name}
          conditionName={conditionName}
          range={p.priceRange}
          estimate={detail.estimate}
          share={yourShare(hospitalPrices.prices, hospitalPrices.settled)}
          prices={p.prices}
          spread={spread}
          providerId={p.id}
        />
      ) : null}
      {p ? <PatientPrices providerId={p.id} diagnosisId={diagnosisId} /> : null}
      {detail && detail.access.detailPrices && p && hospitalPrices.prices ? (
        <HospitalPricesBlock prices={hospitalPrices.prices} conditionName={conditionName} />
      ) : null}
    </dialog>
  );
}

/**
 * The one "you pay" figure of the detail: the saved plan's estimate when the hospital's price file has a
 * rate for the plan, otherwise the generic 20 % of the average price. Two figures on two bases ($2,763
 * as 20 % of the average, $5,000 by the plan) left the viewer to guess which one applied.
 */
type YourShare =
  | { kind: 'loading' }
  | { kind: 'plan'; lowestCents: number; highestCents: number; copayNote: string | null }
  | { kind: 'generic'; planNotPublished: boolean };

function yourShare(prices: HospitalPrices | null, settled: boolean): YourShare {
  if (!settled) return { kind: 'loading' };
  const estimates = getFragmentData(PriceFileItemFragment, prices?.items ?? []).map((i) => i.estimate);
  // Both ends of each item (a plan may have several rates for one); the copay is per visit, said once.
  const planned = estimates.filter((e) => e.kind === 'ESTIMATE' && e.patientCents != null);
  const byPlan = planned.flatMap((e) => [e.patientCents ?? 0, e.highPatientCents ?? e.patientCents ?? 0]);
  if (byPlan.length > 0)
    return {
      kind: 'plan',
      lowestCents: Math.min(...byPlan),
      highestCents: Math.max(...byPlan),
      copayNote: planned.find((e) => e.copayNote)?.copayNote ?? null,
    };
  return { kind: 'generic', planNotPublished: estimates.some((e) => e.kind === 'NOT_PUBLISHED') };
}

function PricesVariant({
  name,
  conditionName,
  range,
  estimate,
  share,
  prices,
  spread,
  providerId,
}: {
  name: string;
  conditionName: string;
  range: (ComparableRange & { amount: number }) | null;
  estimate: {
    patientShareCents: number;
    insuranceShareCents: number;
    insuranceDisplay: { minCents: number; averageCents: number; maxCents: number };
  } | null;
  share: YourShare;
  prices: readonly {
    drg: { drg: string; title: string };
    discharges: number;
    averageCoveredChargeCents: number;
    averageTotalPaymentCents: number;
    averageMedicarePaymentCents: number;
    source: { name: string; year: number; isDemo: boolean };
  }[];
  spread: readonly SpreadItem[];
  providerId: string;
}) {
  if (!range) return <p>This hospital published no price for {conditionName}.</p>;
  return (
    <div className="detail-prices" data-testid="detail-prices">
      <section aria-labelledby="detail-range">
        <h3 id="detail-range">Price for {conditionName}</h3>
        <p className="detail-range provider-price">
          <ComparablePrice range={range} />
        </p>
        <p>
          {range.singleValue
            ? 'From a single published figure, shown as a range of 15 % either side.'
            : `Across ${range.amount} kinds of stay (severity levels) for this condition.`}
        </p>
        <p className="price-source">Source: {publishedSourcesLabel(range)}</p>
      </section>

      {share.kind === 'plan' ? (
        <section aria-labelledby="detail-estimate">
          <h3 id="detail-estimate">Who pays what, roughly</h3>
          <dl className="estimate">
            <div>
              <dt>You, by your saved plan</dt>
              <dd data-testid="your-share">
                {share.lowestCents === share.highestCents ? (
                  <Price cents={share.lowestCents} />
                ) : (
                  <PriceRangeText lowestCents={share.lowestCents} highestCents={share.highestCents} />
                )}
                {share.copayNote ? (
                  <span data-testid="your-share-copay">
                    {' '}
                    {share.copayNote.charAt(0).toLowerCase() + share.copayNote.slice(1)}
                  </span>
                ) : null}
              </dd>
            </div>
          </dl>
          <p className="muted" data-testid="your-share-basis">
            Based on your saved plan (what is left of its deductible, its coinsurance, copay and out-of-pocket
            maximum) and the rate your insurer negotiated with {name}, from the hospital&apos;s own price file
            below{share.lowestCents === share.highestCents ? '' : ', by kind of stay or rate'}, with the
            calculation.
          </p>
        </section>
      ) : share.kind === 'generic' && estimate ? (
        <section aria-labelledby="detail-estimate">
          <h3 id="detail-estimate">Who pays what, roughly</h3>
          <dl className="estimate">
            <div>
              <dt>You, about {pct(PATIENT_SHARE)}</dt>
              <dd data-testid="your-share">
                <Price cents={estimate.patientShareCents} />
              </dd>
            </div>
            <div>
              <dt>Insurance, about {pct(INSURANCE_SHARE)}</dt>
              <dd>
                <Price cents={estimate.insuranceShareCents} />
              </dd>
            </div>
          </dl>
          <p className="muted" data-testid="your-share-basis">
            A generic estimate, not from your plan
            {share.planNotPublished ? ' (the hospital publishes no rate for your plan)' : ''}:{' '}
            {pct(PATIENT_SHARE)} for you and {pct(INSURANCE_SHARE)} for insurance of this hospital’s average
            published payment for {conditionName},{' '}
            {/* The base the two shares were taken from (they add up to it exactly). */}
            {formatCents(estimate.patientShareCents + estimate.insuranceShareCents)} (
            {publishedSourcesLabel(range)}; the figures per kind of stay are below). Your plan decides your
            real share.
          </p>
        </section>
      ) : share.kind === 'loading' && estimate ? (
        <section aria-labelledby="detail-estimate" aria-busy="true">
          <h3 id="detail-estimate">Who pays what, roughly</h3>
          <p className="muted">Working out your share…</p>
        </section>
      ) : null}

      <PriceSpread items={spread} selectedId={providerId} conditionName={conditionName} />

      <section aria-labelledby="detail-figures">
        <h3 id="detail-figures">The published figures behind the price</h3>
        <p className="muted">
          For each kind of stay (MS-DRG): what {name} <strong>billed</strong> on average (its list price,
          which few people pay), what was <strong>paid in total</strong> (this is the price we show), and how
          that payment split between <strong>Medicare</strong> and the{' '}
          <strong>patient and other payers</strong> (deductibles, co-insurance, secondary insurance).
        </p>
        <div className="table-wrap" data-testid="detail-figures">
          <table className="figures">
            <caption className="visually-hidden">Published figures per kind of stay</caption>
            <thead>
              <tr>
                <th scope="col">Kind of stay</th>
                <th scope="col">Stays</th>
                <th scope="col">Billed</th>
                <th scope="col">Paid in total</th>
                <th scope="col">Medicare paid</th>
                <th scope="col">Patient and others paid</th>
              </tr>
            </thead>
            <tbody>
              {prices.map((f) => (
                <tr key={`${f.drg.drg}-${f.source.year}`}>
                  <th scope="row">
                    <span className="drg-code">MS-DRG {f.drg.drg}</span> {f.drg.title.toLowerCase()}
                    <span className="price-source"> ({priceSourceLabel(f.source)})</span>
                  </th>
                  <td data-label="Stays">{f.discharges.toLocaleString('en-US')}</td>
                  <td data-label="Billed">{formatCents(f.averageCoveredChargeCents)}</td>
                  <td data-label="Paid in total">{formatCents(f.averageTotalPaymentCents)}</td>
                  <td data-label="Medicare paid">{formatCents(f.averageMedicarePaymentCents)}</td>
                  <td data-label="Patient and others paid">{formatCents(nonMedicareShareCents(f))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
