/**
 * The detail's prices (ProviderDetail.tsx), for a viewer who may see them: the price for the condition,
 * who pays what, the spread of the hospitals found, and the published figures behind the price.
 */
import {
  formatCents,
  nonMedicareShareCents,
  PATIENT_SHARE,
  INSURANCE_SHARE,
  priceSourceLabel,
} from '@fp/domain';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import type {
  DetailEstimateFragment as Estimate,
  DetailPriceFigureFragment as PublishedFigure,
} from '../../../__generated__/graphql';
import { Price, PriceRangeText } from './Price';
import { PriceSpread, type SpreadItem } from './PriceSpread';
import { ComparablePrice, publishedSourcesLabel, type ComparableRange } from './ComparablePrice';
import type { HospitalPrices } from './HospitalPricesBlock';
import { PriceFileItemFragment } from '../../procedures/PriceFileItem';

const pct = (f: number) => `${Math.round(f * 100)} %`;

/**
 * The one "you pay" figure of the detail: the saved plan's estimate when the hospital's price file has a
 * rate for the plan, otherwise the generic 20 % of the average price. Two figures on two bases ($2,763
 * as 20 % of the average, $5,000 by the plan) left the viewer to guess which one applied.
 */
export type YourShare =
  | { kind: 'loading' }
  | { kind: 'plan'; lowestCents: number; highestCents: number; copayNote: string | null }
  | { kind: 'generic'; planNotPublished: boolean };

export function yourShare(prices: HospitalPrices | null, settled: boolean): YourShare {
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

/** One row of the published figures: a kind of stay (MS-DRG) at this hospital. */
export const DetailPriceFigureFragment = graphql(`
  fragment DetailPriceFigure on ProviderPrice {
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
`);

/** The generic shares of the hospital's average price (20 % for the patient, 80 % for insurance). */
export const DetailEstimateFragment = graphql(`
  fragment DetailEstimate on PriceEstimate {
    patientShareCents
    insuranceShareCents
  }
`);

export function PricesVariant({
  name,
  conditionName,
  range,
  estimate: estimateRef,
  share,
  prices,
  spread,
  providerId,
}: {
  name: string;
  conditionName: string;
  range: (ComparableRange & { amount: number }) | null;
  estimate: FragmentType<typeof DetailEstimateFragment> | null;
  share: YourShare;
  prices: readonly FragmentType<typeof DetailPriceFigureFragment>[];
  spread: readonly SpreadItem[];
  providerId: string;
}) {
  const estimate = getFragmentData(DetailEstimateFragment, estimateRef) ?? null;
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

      <YourShareSection
        name={name}
        conditionName={conditionName}
        range={range}
        estimate={estimate}
        share={share}
      />

      <PriceSpread items={spread} selectedId={providerId} conditionName={conditionName} />

      <FiguresSection name={name} prices={prices} />
    </div>
  );
}

/** Who pays what: by the saved plan, or the generic shares of the average price. */
function YourShareSection({
  name,
  conditionName,
  range,
  estimate,
  share,
}: {
  name: string;
  conditionName: string;
  range: ComparableRange;
  estimate: Estimate | null;
  share: YourShare;
}) {
  if (share.kind === 'plan') return <PlanShare name={name} share={share} />;
  if (share.kind === 'generic' && estimate) {
    return (
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
          {publishedSourcesLabel(range)}; the figures per kind of stay are below). Your plan decides your real
          share.
        </p>
      </section>
    );
  }
  if (share.kind === 'loading' && estimate) {
    return (
      <section aria-labelledby="detail-estimate" aria-busy="true">
        <h3 id="detail-estimate">Who pays what, roughly</h3>
        <p className="muted">Working out your share…</p>
      </section>
    );
  }
  return null;
}

function PlanShare({ name, share }: { name: string; share: Extract<YourShare, { kind: 'plan' }> }) {
  return (
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
  );
}

/** The published figures per kind of stay (MS-DRG) behind the price. */
function FiguresSection({
  name,
  prices: refs,
}: {
  name: string;
  prices: readonly FragmentType<typeof DetailPriceFigureFragment>[];
}) {
  const prices: readonly PublishedFigure[] = getFragmentData(DetailPriceFigureFragment, refs);
  return (
    <section aria-labelledby="detail-figures">
      <h3 id="detail-figures">The published figures behind the price</h3>
      <p className="muted">
        For each kind of stay (MS-DRG): what {name} <strong>billed</strong> on average (its list price, which
        few people pay), what was <strong>paid in total</strong> (this is the price we show), and how that
        payment split between <strong>Medicare</strong> and the <strong>patient and other payers</strong>{' '}
        (deductibles, co-insurance, secondary insurance).
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
  );
}
