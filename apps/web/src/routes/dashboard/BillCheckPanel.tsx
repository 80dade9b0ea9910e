/**
 * "Check this bill": a bill (or a visit's bills together) against the hospital's public CMS figures,
 * like with like and in the bill's dollars, the benchmark named (BillCheckBenchmarks), with a chart of the hospitals within 75 km, the verdict, the next steps (each can go to the to-do list)
 * and an editable letter asking for an itemized bill and a review (print, or download as PDF).
 * The rules live in @fp/domain (bill-check.ts); this panel only shows the API's answer.
 */
import { useLazyQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { displayFacilityName } from '@fp/domain';
import { getFragmentData, graphql } from '../../__generated__';
import type { BillCheckPanelQuery, BillCheckComparisonFieldsFragment } from '../../__generated__/graphql';
import { Link } from '../../router/Link';
import { problemOf } from '../../lib/auth';
import { BillCheckBenchmarks } from './BillCheckBenchmarks';
import { BillCheckPriceFile } from './BillCheckPriceFile';
import { Letter } from './BillCheckLetter';
import { SPACE } from '../../components/text';
import { useOpenBillComparison } from './mutations';
import { money } from './shared';
import { ShareBillPrice } from './ShareBillPrice';
import { CheapestNearby, Comparison, NearbyChart } from './BillCheckNearby';
import { NextSteps } from './BillCheckNextSteps';
import { explanationBeside } from './verdict-text';
import './bill-check.css';

/** The comparison with the hospitals nearby: in the check, or opened on its own (OpenComparison). */
const ComparisonFields = graphql(`
  fragment BillCheckComparisonFields on BillCheck {
    comparison
    percentile
    nearbyCount
    nearbyStays
    method
    cheapest {
      providerId
      providerName
      avgTotalPaymentCents
      discharges
    }
    nearby {
      providerId
      providerName
      avgTotalPaymentCents
      discharges
      distanceKm
    }
  }
`);

const BillCheckQuery = graphql(`
  query BillCheckPanel($billId: ID, $eventId: ID) {
    billCheck(billId: $billId, eventId: $eventId) {
      billId
      eventId
      eventName
      hospital {
        id
        name
        address
        city
        state
        zip
        kindText
      }
      admitted
      departed
      billedCents
      paidCents
      drg
      verdict
      verdictLabel
      explanation
      ask
      assistanceCapCents
      thresholds
      source
      figure {
        providerId
        year
        discharges
        avgCoveredChargeCents
        avgTotalPaymentCents
        avgMedicarePaymentCents
      }
      currentAvgTotalPaymentCents
      currentDollarsLabel
      # The comparisons (BillCheckBenchmarks), inline: a fragment spread costs 1.5× more under the
      # API's cost limit (apps/api limits.ts), and this query is close to it.
      benchmark
      comparisons {
        benchmark
        askedCents
        benchmarkCents
        ratio
        verdictLabel
        benchmarkSentence
        originalCents
        originalYear
        adjustedCents
        adjustedYear
        factor
      }
      notAssessed {
        benchmark
        reason
      }
      letterLines {
        text
        source
      }
      ...BillCheckPriceFileFields
      nextSteps {
        key
        title
        text
        dueDate
        passedText
        source
        checklist
        findings {
          text
          lines
          fileName
        }
      }
      ...BillCheckComparisonFields
    }
  }
`);

/** The check as the panel shows it: the query's answer with its comparison (opened or not). */
export type Check = Omit<BillCheckPanelQuery['billCheck'], ' $fragmentRefs'> &
  BillCheckComparisonFieldsFragment &
  Pick<BillCheckPanelQuery['billCheck'], ' $fragmentRefs'>;

export function BillCheckPanel({ billId, eventId }: { billId?: string; eventId?: string }) {
  const intl = useIntl();
  const [load, { data, loading, error }] = useLazyQuery(BillCheckQuery, { fetchPolicy: 'network-only' });
  const [open, opening] = useOpenBillComparison();
  const checked = data?.billCheck;
  const comparison =
    getFragmentData(ComparisonFields, opening.data?.openBillComparison) ??
    getFragmentData(ComparisonFields, checked);
  const check: Check | undefined = checked && comparison && { ...checked, ...comparison };
  const variables = { billId: billId ?? null, eventId: eventId ?? null };
  return (
    <section className="bill-check" aria-labelledby="bill-check-title">
      <h2 id="bill-check-title">
        <FormattedMessage id="billCheck.panel.title" defaultMessage="Was this bill fair?" />
      </h2>
      {!check ? (
        <p>
          <button
            type="button"
            className="button"
            disabled={loading}
            onClick={() => void load({ variables })}
          >
            {loading
              ? intl.formatMessage({ id: 'billCheck.panel.checking', defaultMessage: 'Checking…' })
              : intl.formatMessage({ id: 'billCheck.panel.check', defaultMessage: 'Check this bill' })}
          </button>
        </p>
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {problemOf(error).message}
        </p>
      ) : null}
      {check ? (
        <CheckResult
          check={check}
          billId={billId}
          eventId={eventId}
          comparison={
            <Comparison
              check={check}
              opening={opening.loading}
              error={opening.error ? problemOf(opening.error).message : null}
              onOpen={() => void open(variables).catch(() => undefined)}
            />
          }
        />
      ) : null}
    </section>
  );
}

/** The Medicare figures the verdict rests on. */
function CheckFigures({ check, figure: f }: { check: Check; figure: NonNullable<Check['figure']> }) {
  return (
    <dl className="event-facts bill-check-figures">
      <div>
        <dt>
          <FormattedMessage id="billCheck.figures.hospital" defaultMessage="Hospital" />
        </dt>
        <dd translate="no">{displayFacilityName(check.hospital?.name)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="billCheck.figures.drgYearStays" defaultMessage="DRG · data year · stays" />
        </dt>
        <dd>
          <FormattedMessage
            id="billCheck.figures.drgYearStaysValue"
            defaultMessage="{drg} · {year} · {stays}"
            values={{ drg: check.drg, year: f.year, stays: f.discharges }}
          />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage
            id="billCheck.figures.averageBilled"
            defaultMessage="Average billed (covered charges), {year}"
            values={{ year: f.year }}
          />
        </dt>
        <dd>{money(f.avgCoveredChargeCents)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage
            id="billCheck.figures.averagePayment"
            defaultMessage="Average total payment, {year}"
            values={{ year: f.year }}
          />
        </dt>
        <dd>{money(f.avgTotalPaymentCents)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage
            id="billCheck.figures.medicarePart"
            defaultMessage="Medicare's part, {year}"
            values={{ year: f.year }}
          />
        </dt>
        <dd>{money(f.avgMedicarePaymentCents)}</dd>
      </div>
      {check.percentile !== null ? (
        <div>
          <dt>
            <FormattedMessage
              id="billCheck.figures.among"
              defaultMessage="Among {count} other hospitals within 75 km"
              values={{ count: check.nearbyCount }}
            />
          </dt>
          <dd>
            <FormattedMessage
              id="billCheck.figures.percentile"
              defaultMessage="{percentile}% of their {stays} stays were at hospitals paid less (a hospital paid the same counts half)"
              values={{ percentile: check.percentile, stays: check.nearbyStays }}
            />
          </dd>
        </div>
      ) : null}
      {check.currentAvgTotalPaymentCents !== null ? (
        <div>
          <dt>
            <FormattedMessage
              id="billCheck.figures.currentPayment"
              defaultMessage="Average total payment, in your bill's dollars"
            />
          </dt>
          <dd>
            <FormattedMessage
              id="billCheck.figures.currentPaymentValue"
              defaultMessage="{amount} ({label})"
              values={{ amount: money(check.currentAvgTotalPaymentCents), label: check.currentDollarsLabel }}
            />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The verdict in a sentence, what to add for a fuller check, the assistance cap and the hospital's kind. */
function CheckIntro({ check, billId }: { check: Check; billId?: string }) {
  const explanation = explanationBeside(check);
  return (
    <>
      <p className={`verdict verdict-${check.verdict.toLowerCase()}`} data-testid="bill-check-verdict">
        {explanation ? (
          <FormattedMessage
            id="billCheck.panel.verdict"
            defaultMessage="<b>{verdict}</b>. {explanation}"
            values={{
              verdict: check.verdictLabel,
              explanation,
              b: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        ) : (
          <FormattedMessage
            id="billCheck.panel.verdictAlone"
            defaultMessage="<b>{verdict}</b>."
            values={{ verdict: check.verdictLabel, b: (chunks) => <strong>{chunks}</strong> }}
          />
        )}
      </p>
      {check.ask ? (
        <p className="help" data-testid="bill-check-ask">
          {check.ask}
          {SPACE}
          <Link to={`/dashboard/event/${check.eventId}`}>
            <FormattedMessage id="billCheck.panel.editVisit" defaultMessage="Edit the visit" />
          </Link>
        </p>
      ) : null}
      {check.assistanceCapCents !== null && check.assistanceCapCents !== undefined ? (
        <p className="help" data-testid="bill-check-assistance-cap">
          <FormattedMessage
            id="billCheck.panel.assistanceCap"
            defaultMessage="<b>If you qualify for financial assistance:</b> this hospital may charge you at most about {cap} (an estimate)."
            values={{ cap: money(check.assistanceCapCents), b: (chunks) => <strong>{chunks}</strong> }}
          />
          {SPACE}
          {billId ? (
            <Link to={`/dashboard/assistance/${billId}`}>
              <FormattedMessage id="billCheck.panel.seeQualify" defaultMessage="See whether you qualify" />
            </Link>
          ) : (
            <FormattedMessage
              id="billCheck.panel.openBillToQualify"
              defaultMessage="Open one of the bills to see whether you qualify."
            />
          )}
        </p>
      ) : null}
      {check.hospital ? (
        <p className="help" data-testid="bill-check-hospital-kind">
          <FormattedMessage
            id="billCheck.panel.hospitalKind"
            defaultMessage="<data>{name}</data>: {kind}"
            values={{
              name: displayFacilityName(check.hospital.name),
              kind: check.hospital.kindText,
              data: (chunks) => <span translate="no">{chunks}</span>,
            }}
          />
        </p>
      ) : null}
    </>
  );
}

function CheckResult({
  check,
  billId,
  eventId,
  comparison,
}: {
  check: Check;
  billId?: string;
  eventId?: string;
  comparison: ReactNode;
}) {
  const f = check.figure;
  // Which line findings go in the letter (indexes into the CHECK_ERRORS step's findings).
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set());
  const keep = (i: number, on: boolean) =>
    setKept((k) => {
      const next = new Set(k);
      if (on) next.add(i);
      else next.delete(i);
      return next;
    });
  return (
    <>
      <CheckIntro check={check} billId={billId} />
      <BillCheckBenchmarks check={check} />
      {f && check.verdict !== 'NOT_ASSESSED' ? (
        <>
          <CheckFigures check={check} figure={f} />
          {check.comparison === 'SHOWN' || check.comparison === 'NONE' ? (
            <>
              <NearbyChart check={check} />
              <CheapestNearby check={check} />
            </>
          ) : (
            comparison
          )}
        </>
      ) : null}
      <BillCheckPriceFile check={check} />
      <details className="bill-check-method">
        <summary>
          <FormattedMessage id="billCheck.method.summary" defaultMessage="How these figures are computed" />
        </summary>
        <p>{check.thresholds}</p>
        <ul>
          {check.method.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <p>
          <FormattedMessage
            id="billCheck.method.source"
            defaultMessage="Source: {source}."
            values={{ source: check.source }}
          />
        </p>
      </details>
      <NextSteps check={check} billId={billId} eventId={eventId} kept={kept} onKeep={keep} />
      {billId ? <ShareBillPrice billId={billId} /> : null}
      <Letter check={check} kept={kept} />
    </>
  );
}
