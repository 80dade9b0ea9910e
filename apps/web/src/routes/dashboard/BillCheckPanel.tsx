/**
 * "Check this bill": a bill (or a visit's bills together) against the hospital's public CMS figures,
 * like with like and in the bill's dollars, the benchmark named (BillCheckBenchmarks), with a chart of the hospitals within 75 km, the verdict, the next steps (each can go to the to-do list)
 * and an editable letter asking for an itemized bill and a review (print, or download as PDF).
 * The rules live in @fp/domain (bill-check.ts); this panel only shows the API's answer.
 */
import { useLazyQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { displayFacilityName } from '@fp/domain';
import { getFragmentData, graphql } from '../../__generated__';
import type { BillCheckPanelQuery, BillCheckComparisonFieldsFragment } from '../../__generated__/graphql';
import { Link } from '../../router/Link';
import { problemOf } from '../../lib/auth';
import { BillCheckBenchmarks } from './BillCheckBenchmarks';
import { BillCheckPriceFile } from './BillCheckPriceFile';
import { Letter } from './BillCheckLetter';
import { BillCheckFindings } from './BillCheckFindings';
import { useAddBillCheckTasks, useOpenBillComparison } from './mutations';
import { day, money } from './shared';
import { ShareBillPrice } from './ShareBillPrice';
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
      <h2 id="bill-check-title">Was this bill fair?</h2>
      {!check ? (
        <p>
          <button
            type="button"
            className="button"
            disabled={loading}
            onClick={() => void load({ variables })}
          >
            {loading ? 'Checking…' : 'Check this bill'}
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
        <dt>Hospital</dt>
        <dd>{displayFacilityName(check.hospital?.name)}</dd>
      </div>
      <div>
        <dt>DRG · data year · stays</dt>
        <dd>
          {check.drg} · {f.year} · {f.discharges}
        </dd>
      </div>
      <div>
        <dt>Average billed (covered charges), {f.year}</dt>
        <dd>{money(f.avgCoveredChargeCents)}</dd>
      </div>
      <div>
        <dt>Average total payment, {f.year}</dt>
        <dd>{money(f.avgTotalPaymentCents)}</dd>
      </div>
      <div>
        <dt>Medicare&apos;s part, {f.year}</dt>
        <dd>{money(f.avgMedicarePaymentCents)}</dd>
      </div>
      {check.percentile !== null ? (
        <div>
          <dt>Among {check.nearbyCount} other hospitals within 75 km</dt>
          <dd>
            {check.percentile}% of their {check.nearbyStays} stays were at hospitals paid less (a hospital
            paid the same counts half)
          </dd>
        </div>
      ) : null}
      {check.currentAvgTotalPaymentCents !== null ? (
        <div>
          <dt>Average total payment, in your bill&apos;s dollars</dt>
          <dd>
            {money(check.currentAvgTotalPaymentCents)} ({check.currentDollarsLabel})
          </dd>
        </div>
      ) : null}
    </dl>
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
      <p className={`verdict verdict-${check.verdict.toLowerCase()}`} data-testid="bill-check-verdict">
        <strong>{check.verdictLabel}</strong>. {check.explanation}
      </p>
      {check.ask ? (
        <p className="help" data-testid="bill-check-ask">
          {check.ask} <Link to={`/dashboard/event/${check.eventId}`}>Edit the visit</Link>
        </p>
      ) : null}
      {check.assistanceCapCents !== null && check.assistanceCapCents !== undefined ? (
        <p className="help" data-testid="bill-check-assistance-cap">
          <strong>If you qualify for financial assistance:</strong> this hospital may charge you at most about{' '}
          {money(check.assistanceCapCents)} (an estimate).{' '}
          {billId ? (
            <Link to={`/dashboard/assistance/${billId}`}>See whether you qualify</Link>
          ) : (
            'Open one of the bills to see whether you qualify.'
          )}
        </p>
      ) : null}
      {check.hospital ? (
        <p className="help" data-testid="bill-check-hospital-kind">
          {displayFacilityName(check.hospital.name)}: {check.hospital.kindText}
        </p>
      ) : null}
      <BillCheckBenchmarks check={check} />
      {f && check.verdict !== 'NOT_ASSESSED' ? (
        <>
          <CheckFigures check={check} figure={f} />
          {check.comparison === 'SHOWN' || check.comparison === 'NONE' ? (
            <>
              <NearbyChart check={check} />
              <h3>Cheapest nearby for DRG {check.drg}</h3>
              <ol>
                {check.cheapest.map((h) => (
                  <li key={h.providerId}>
                    {displayFacilityName(h.providerName)}: {money(h.avgTotalPaymentCents)} ({h.discharges}{' '}
                    stays)
                  </li>
                ))}
              </ol>
            </>
          ) : (
            comparison
          )}
        </>
      ) : null}
      <BillCheckPriceFile check={check} />
      <details className="bill-check-method">
        <summary>How these figures are computed</summary>
        <p>{check.thresholds}</p>
        <ul>
          {check.method.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <p>Source: {check.source}.</p>
      </details>
      <NextSteps check={check} billId={billId} eventId={eventId} kept={kept} onKeep={keep} />
      {billId ? <ShareBillPrice billId={billId} /> : null}
      <Letter check={check} kept={kept} />
    </>
  );
}

/**
 * The comparison with the hospitals nearby when the check did not carry it: other hospitals' figures are
 * the price map's detail prices, so opening them uses one free search (the API counts it), or needs a plan.
 */
function Comparison({
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
  return (
    <div className="detail-prompt bill-check-compare" data-testid="bill-check-compare">
      <h3>Compare with the hospitals within 75 km</h3>
      {check.comparison === 'FREE_SEARCH' ? (
        <>
          <p>
            See what other hospitals nearby were paid for DRG {check.drg}. This uses one of your free
            searches, like opening a hospital on the price map.
          </p>
          <p>
            <button type="button" className="button" disabled={opening} onClick={onOpen}>
              {opening ? 'Opening…' : 'Compare with hospitals nearby'}
            </button>
          </p>
        </>
      ) : (
        <>
          <p>
            You have used your free searches. Choose a plan to see how this hospital compares with the
            hospitals nearby. The verdict above compares your bill with this hospital&apos;s own figures.
          </p>
          <p>
            <Link to="/account/welcome" className="button">
              Choose a plan
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
function NearbyChart({ check }: { check: Check }) {
  const points = check.nearby;
  if (points.length < 2) return null;
  const values = points.map((p) => p.avgTotalPaymentCents);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const W = 600;
  const x = (v: number) => 20 + ((v - min) / (max - min || 1)) * (W - 40);
  const own = check.hospital?.id;
  const ownFigure = points.find((p) => p.providerId === own);
  const summary = `Average total payments for DRG ${check.drg} at ${points.length} hospitals within 75 km range from ${money(min)} to ${money(max)}; ${displayFacilityName(check.hospital?.name) || 'this hospital'} is at ${money(ownFigure?.avgTotalPaymentCents)}${check.percentile !== null ? `, above ${check.percentile}% of the other hospitals' stays` : ''}.`;
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

function NextSteps({
  check,
  billId,
  eventId,
  kept,
  onKeep,
}: {
  check: Check;
  billId?: string;
  eventId?: string;
  kept: ReadonlySet<number>;
  onKeep: (index: number, keep: boolean) => void;
}) {
  const [addTasks, { loading, data, error }] = useAddBillCheckTasks();
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  return (
    <>
      <h3>What to do next</h3>
      <ol className="bill-check-steps">
        {check.nextSteps.map((s) => (
          <li key={s.key}>
            <strong>{s.title}</strong>
            {s.dueDate ? <> — by {day(s.dueDate)}</> : null}
            <p>{s.text}</p>
            <BillCheckFindings findings={s.findings} kept={kept} onKeep={onKeep} />
            {s.checklist.length ? (
              <ul className="checklist">
                {s.checklist.map((c) => (
                  <li key={c}>
                    <label>
                      <input
                        type="checkbox"
                        checked={!!ticked[c]}
                        onChange={(e) => setTicked({ ...ticked, [c]: e.target.checked })}
                      />{' '}
                      {c}
                    </label>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="help">{s.source}</p>
            {s.key === 'FINANCIAL_ASSISTANCE' && billId ? (
              <p>
                <Link to={`/dashboard/assistance/${billId}`}>
                  See what applies to your household and write the application
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <p>
        <button
          type="button"
          className="button"
          disabled={loading || !!data}
          onClick={() =>
            void addTasks({ billId: billId ?? null, eventId: eventId ?? null }).catch(() => undefined)
          }
        >
          Add to my to-do list
        </button>{' '}
        <span role="status">
          {data ? `${data.addBillCheckTasks.length} tasks added to your to-do list.` : ''}
        </span>
      </p>
      {error ? (
        <p className="alert alert-error" role="alert">
          {problemOf(error).message}
        </p>
      ) : null}
    </>
  );
}
