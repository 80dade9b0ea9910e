/**
 * The detail's prices (ProviderDetail.tsx), for a viewer who may see them: the price for the condition,
 * who pays what, the spread of the hospitals found, and the published figures behind the price.
 */
import {
  formatCents,
  groupThousands,
  nonMedicareShareCents,
  PATIENT_SHARE,
  INSURANCE_SHARE,
  priceEstimate,
  priceSourceLabel,
} from '@fp/domain';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
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
import { SPACE } from '../../../components/text';

/** " (CMS Medicare inpatient, 2022)": a figure's source after it, as data. */
export const sourceNote = (source: string) => ` (${source})`;

/** "20 %": the share as a whole percentage. */
const pct = (f: number) => Math.round(f * 100);

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

/** "MS-DRG 193": a kind of stay's code, as the tables name it. */
export const drgCode = (drg: string) => `MS-DRG ${drg}`;

const M = defineMessages({
  whoPays: { id: 'map.prices.whoPays', defaultMessage: 'Who pays what, roughly' },
});

/** The published figures' columns (their names are also the cells' labels on a phone, map-detail.css). */
const COLUMNS = defineMessages({
  kind: { id: 'map.figures.kind', defaultMessage: 'Kind of stay' },
  stays: { id: 'map.figures.stays', defaultMessage: 'Stays' },
  billed: { id: 'map.figures.billed', defaultMessage: 'Billed' },
  paid: { id: 'map.figures.paid', defaultMessage: 'Paid in total' },
  medicare: { id: 'map.figures.medicare', defaultMessage: 'Medicare paid' },
  others: { id: 'map.figures.others', defaultMessage: 'Patient and others paid' },
});

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
  if (!range)
    return (
      <p>
        <FormattedMessage
          id="map.prices.none"
          defaultMessage="This hospital published no price for {condition}."
          values={{ condition: conditionName }}
        />
      </p>
    );
  return (
    <div className="detail-prices" data-testid="detail-prices">
      <section aria-labelledby="detail-range">
        <h3 id="detail-range">
          <FormattedMessage
            id="map.prices.title"
            defaultMessage="Price for {condition}"
            values={{ condition: conditionName }}
          />
        </h3>
        <p className="detail-range provider-price">
          <ComparablePrice range={range} />
        </p>
        <p>
          {range.singleValue ? (
            <FormattedMessage
              id="map.prices.single"
              defaultMessage="From a single published figure, shown as a range of 15 % either side."
            />
          ) : (
            <FormattedMessage
              id="map.prices.across"
              defaultMessage="Across {count, plural, one {{count} kind of stay} other {{count} kinds of stay}} (severity levels) for this condition."
              values={{ count: range.amount }}
            />
          )}
        </p>
        <p className="price-source">
          <FormattedMessage
            id="map.prices.source"
            defaultMessage="Source: <data></data>"
            values={{ data: () => <span translate="no">{publishedSourcesLabel(range)}</span> }}
          />
        </p>
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
    // The shares are of the price shown above, in its dollars: the average brought to the CPI year when
    // there is a CPI value for its years (the API's estimate is of the published average, in the dollars
    // of the years it was paid: 2011's $7,847 beside a price of $11,055 in 2024 dollars), else the API's.
    const current = range.currentDollars;
    const adjusted = current != null && current.fromYears.some((y) => y < current.cpiYear);
    const split = current ? priceEstimate(current) : estimate;
    const basis = {
      noRate: share.planNotPublished ? 'yes' : 'no',
      you: pct(PATIENT_SHARE),
      insurance: pct(INSURANCE_SHARE),
      condition: conditionName,
      base: formatCents(split.patientShareCents + split.insuranceShareCents),
      source: () => <span translate="no">{publishedSourcesLabel(range)}</span>,
    };
    return (
      <section aria-labelledby="detail-estimate">
        <h3 id="detail-estimate">
          <FormattedMessage {...M.whoPays} />
        </h3>
        <dl className="estimate">
          <div>
            <dt>
              <FormattedMessage
                id="map.prices.youAbout"
                defaultMessage="You, about {pct} %"
                values={{ pct: pct(PATIENT_SHARE) }}
              />
            </dt>
            <dd data-testid="your-share">
              <Price cents={split.patientShareCents} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage
                id="map.prices.insuranceAbout"
                defaultMessage="Insurance, about {pct} %"
                values={{ pct: pct(INSURANCE_SHARE) }}
              />
            </dt>
            <dd>
              <Price cents={split.insuranceShareCents} />
            </dd>
          </div>
        </dl>
        <p className="muted" data-testid="your-share-basis">
          {/* The base the two shares were taken from (they add up to it exactly). */}
          {adjusted ? (
            <FormattedMessage
              id="map.prices.genericBasisCurrent"
              defaultMessage="A generic estimate, not from your plan{noRate, select, yes { (the hospital publishes no rate for your plan)} other {}}: {you} % for you and {insurance} % for insurance of this hospital’s average price for {condition} in {cpiYear} dollars, {base}: its published payments (<source></source>) brought to {cpiYear} dollars by the CPI-U for medical care, an estimate; the figures per kind of stay are below. Your plan decides your real share."
              values={{ ...basis, cpiYear: String(current.cpiYear) }}
            />
          ) : (
            <FormattedMessage
              id="map.prices.genericBasis"
              defaultMessage="A generic estimate, not from your plan{noRate, select, yes { (the hospital publishes no rate for your plan)} other {}}: {you} % for you and {insurance} % for insurance of this hospital’s average published payment for {condition}, {base} (<source></source>; the figures per kind of stay are below). Your plan decides your real share."
              values={{ ...basis }}
            />
          )}
        </p>
      </section>
    );
  }
  if (share.kind === 'loading' && estimate) {
    return (
      <section aria-labelledby="detail-estimate" aria-busy="true">
        <h3 id="detail-estimate">
          <FormattedMessage {...M.whoPays} />
        </h3>
        <p className="muted">
          <FormattedMessage id="map.prices.working" defaultMessage="Working out your share…" />
        </p>
      </section>
    );
  }
  return null;
}

function PlanShare({ name, share }: { name: string; share: Extract<YourShare, { kind: 'plan' }> }) {
  return (
    <section aria-labelledby="detail-estimate">
      <h3 id="detail-estimate">
        <FormattedMessage {...M.whoPays} />
      </h3>
      <dl className="estimate">
        <div>
          <dt>
            <FormattedMessage id="map.prices.youByPlan" defaultMessage="You, by your saved plan" />
          </dt>
          <dd data-testid="your-share">
            {share.lowestCents === share.highestCents ? (
              <Price cents={share.lowestCents} />
            ) : (
              <PriceRangeText lowestCents={share.lowestCents} highestCents={share.highestCents} />
            )}
            {share.copayNote ? (
              <span data-testid="your-share-copay">
                {/* The API's note on the copay, in English until the price-file estimates are translated. */}
                {SPACE}
                {share.copayNote.charAt(0).toLowerCase() + share.copayNote.slice(1)}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      <p className="muted" data-testid="your-share-basis">
        <FormattedMessage
          id="map.prices.planBasis"
          defaultMessage="Based on your saved plan (what is left of its deductible, its coinsurance, copay and out-of-pocket maximum) and the rate your insurer negotiated with <name></name>, from the hospital's own price file below{range, select, yes {, by kind of stay or rate} other {}}, with the calculation."
          values={{
            name: () => <span translate="no">{name}</span>,
            range: share.lowestCents === share.highestCents ? 'no' : 'yes',
          }}
        />
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
  const intl = useIntl();
  const prices: readonly PublishedFigure[] = getFragmentData(DetailPriceFigureFragment, refs);
  return (
    <section aria-labelledby="detail-figures">
      <h3 id="detail-figures">
        <FormattedMessage id="map.figures.title" defaultMessage="The published figures behind the price" />
      </h3>
      <p className="muted">
        <FormattedMessage
          id="map.figures.intro"
          defaultMessage="For each kind of stay (MS-DRG): what <name></name> <b>billed</b> on average (its list price, which few people pay), what was <b>paid in total</b> (this is the price we show), and how that payment split between <b>Medicare</b> and the <b>patient and other payers</b> (deductibles, co-insurance, secondary insurance)."
          values={{
            name: () => <span translate="no">{name}</span>,
            b: (chunks) => <strong>{chunks}</strong>,
          }}
        />
      </p>
      <div className="table-wrap" data-testid="detail-figures">
        <table className="figures">
          <caption className="visually-hidden">
            <FormattedMessage id="map.figures.caption" defaultMessage="Published figures per kind of stay" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage {...COLUMNS.kind} />
              </th>
              <th scope="col">{intl.formatMessage(COLUMNS.stays)}</th>
              <th scope="col">{intl.formatMessage(COLUMNS.billed)}</th>
              <th scope="col">{intl.formatMessage(COLUMNS.paid)}</th>
              <th scope="col">{intl.formatMessage(COLUMNS.medicare)}</th>
              <th scope="col">{intl.formatMessage(COLUMNS.others)}</th>
            </tr>
          </thead>
          <tbody>
            {prices.map((f) => (
              <tr key={`${f.drg.drg}-${f.source.year}`}>
                <th scope="row" translate="no">
                  <span className="drg-code">{drgCode(f.drg.drg)}</span> {f.drg.title.toLowerCase()}
                  <span className="price-source">{sourceNote(priceSourceLabel(f.source))}</span>
                </th>
                <td data-label={intl.formatMessage(COLUMNS.stays)}>{groupThousands(f.discharges)}</td>
                <td data-label={intl.formatMessage(COLUMNS.billed)}>
                  {formatCents(f.averageCoveredChargeCents)}
                </td>
                <td data-label={intl.formatMessage(COLUMNS.paid)}>
                  {formatCents(f.averageTotalPaymentCents)}
                </td>
                <td data-label={intl.formatMessage(COLUMNS.medicare)}>
                  {formatCents(f.averageMedicarePaymentCents)}
                </td>
                <td data-label={intl.formatMessage(COLUMNS.others)}>
                  {formatCents(nonMedicareShareCents(f))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
