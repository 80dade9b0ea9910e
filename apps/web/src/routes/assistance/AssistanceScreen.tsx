/**
 * /dashboard/assistance/{billId}: financial assistance for one of the user's bills (issue 31). The API
 * gives the bill's facts (hospital, ownership, state, first bill date, the estimated amounts generally
 * billed); the household's facts stay in this browser, where assessAssistance (@fp/domain) answers what
 * the law guarantees at this hospital, what its own policy decides, the cap on charges, the deadline and
 * the documents. Then the application letter (print, PDF) and the tasks in the to-do list.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  agbApplies,
  assessAssistance,
  displayAddress,
  displayFacilityName,
  displayPlace,
  stateRule,
  type AssistanceAnswer,
  type AssistanceLetterBill,
  type HospitalOwnership,
  type HouseholdFacts,
} from '@fp/domain';
import { graphql } from '../../__generated__';
import type { BillAssistanceQuery, HospitalOwnershipKind } from '../../__generated__/graphql';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { problemOf } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import { DashboardPage, SignedIn, day, money } from '../dashboard/shared';
import { AssistanceLetter } from './AssistanceLetter';
import { HouseholdForm, householdValues } from './HouseholdForm';
import { forgetHousehold, loadHousehold, saveHousehold } from './household-storage';
import '../dashboard/bill-check.css';
import './assistance.css';

const BillAssistance = graphql(`
  query BillAssistance($billId: ID!) {
    billAssistanceFacts(billId: $billId) {
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
        ownershipKind
        hospitalType
        criticalAccess
        kindText
      }
      admitted
      departed
      billDate
      firstBillDate
      firstBillDateSource
      billedCents
      selfPay
      agbCents
      agbText
    }
  }
`);

const SetFirstBillDate = graphql(`
  mutation SetFirstBillDate($billId: ID!, $date: Date) {
    setFirstBillDate(billId: $billId, date: $date) {
      billId
      firstBillDate
      firstBillDateSource
    }
  }
`);

const AddAssistanceTasks = graphql(`
  mutation AddAssistanceTasks($billId: ID!) {
    addAssistanceTasks(billId: $billId) {
      id
      text
      dueDate
    }
  }
`);

type Facts = BillAssistanceQuery['billAssistanceFacts'];

const KIND: Record<HospitalOwnershipKind, HospitalOwnership> = {
  NONPROFIT: 'nonprofit',
  GOVERNMENT: 'government',
  FOR_PROFIT: 'for_profit',
};

/**
 * Where the hospital's tier comes from, for the states whose law has tiers (Illinois, Washington): the
 * shipped CMS Hospital General Information gives "Critical Access Hospitals" as a type, and no
 * rural/urban flag or hospital-system membership, so the rest is said to be not known.
 */
function tierSourceOf(h: Facts['hospital']): string | null {
  if (!h) return null;
  const rule = stateRule(h.state);
  if (!rule?.higherTier) return null;
  if (h.criticalAccess) return 'CMS Hospital General Information, “Hospital Type”: Critical Access Hospital';
  return rule.state === 'WA'
    ? 'Tier 1 depends on the hospital’s system and size, which our data (CMS Hospital General Information) does not give'
    : 'CMS Hospital General Information lists it as an acute care hospital, not Critical Access, but gives no rural or urban status';
}

/** Today in the user's own calendar, "YYYY-MM-DD". */
function localToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The assessment of the household at the bill's hospital, or the rule's own message when it refuses. */
function assess(facts: Facts, household: HouseholdFacts): { answer: AssistanceAnswer } | { error: string } {
  const h = facts.hospital;
  try {
    return {
      answer: assessAssistance({
        household,
        hospital: {
          ccn: h?.id ?? null,
          name: h ? displayFacilityName(h.name) : 'the hospital',
          state: h?.state ?? household.state,
          ownership: h?.ownershipKind ? KIND[h.ownershipKind] : null,
          criticalAccess: h?.criticalAccess ?? false,
          // Critical Access: the lower tier, from CMS data; otherwise not known (tierSourceOf says why).
          higherTier: h?.criticalAccess ? false : null,
          tierSource: tierSourceOf(h),
        },
        bill: {
          firstBillDate: facts.firstBillDate,
          serviceDate: facts.admitted ?? null,
          dischargeDate: facts.departed ?? null,
          billedCents: facts.billedCents,
        },
        agb:
          facts.agbCents !== null && facts.agbCents !== undefined
            ? { cents: facts.agbCents, text: facts.agbText ?? '' }
            : null,
        today: localToday(),
      }),
    };
  } catch (err) {
    return { error: err instanceof Error ? err.message : 'These facts could not be assessed.' };
  }
}

export default function AssistanceScreen({ match }: ScreenProps) {
  usePageMeta(
    'Financial assistance',
    'What the law guarantees at your hospital, and the application letter.',
  );
  return (
    <SignedIn>
      <AssistanceView billId={match.params[0] ?? ''} />
    </SignedIn>
  );
}

function AssistanceView({ billId }: { billId: string }) {
  const { data, loading, error } = useQuery(BillAssistance, { variables: { billId } });
  const facts = data?.billAssistanceFacts;
  if (loading && !facts) return <Spinner label="Loading the bill" />;
  if (!facts)
    return (
      <DashboardPage title="Financial assistance">
        <p className="alert alert-error" role="alert">
          {error ? problemOf(error).message : 'This bill was not found.'}
        </p>
        <p>
          <Link to="/dashboard/bills">Your bills</Link>
        </p>
      </DashboardPage>
    );
  return <Assistance facts={facts} />;
}

function Assistance({ facts }: { facts: Facts }) {
  const stored = useMemo(() => loadHousehold(), []);
  const [household, setHousehold] = useState<HouseholdFacts | null>(stored.household);
  const [version, setVersion] = useState(0);
  /** How many times the form was sent: the answer takes the focus after each (not on a stored household). */
  const [asked, setAsked] = useState(0);
  const result = useMemo(() => (household ? assess(facts, household) : null), [facts, household]);
  const h = facts.hospital;
  const bill: AssistanceLetterBill = useMemo(
    () => ({
      eventName: facts.eventName,
      admitted: facts.admitted,
      departed: facts.departed,
      billDate: facts.billDate,
      firstBillDate: facts.firstBillDateSource === 'RECORDED' ? null : facts.firstBillDate,
      billedCents: facts.billedCents,
      hospital: h && {
        name: displayFacilityName(h.name),
        address: displayAddress(h.address),
        city: displayPlace(h.city),
        state: h.state,
        zip: h.zip,
        ownership: h.ownershipKind ? KIND[h.ownershipKind] : null,
      },
    }),
    [facts, h],
  );
  return (
    <DashboardPage title="Financial assistance">
      <p className="lead">
        For the bill of <Link to={`/dashboard/bill/${facts.billId}`}>{facts.eventName}</Link>,{' '}
        {money(facts.billedCents)}
        {h ? <> at {displayFacilityName(h.name)}</> : null}.
      </p>
      <FirstBillDate facts={facts} />
      <section aria-labelledby="assistance-hospital" className="assistance-hospital">
        <h2 id="assistance-hospital">The hospital</h2>
        {h ? (
          <p data-testid="assistance-kind">
            <strong>
              {displayFacilityName(h.name)}, {displayPlace(h.city)}, {h.state}.
            </strong>{' '}
            {h.kindText}
          </p>
        ) : (
          <p>This visit names no hospital from the directory, so only the general rules can be shown.</p>
        )}
      </section>
      <section aria-labelledby="assistance-household">
        <h2 id="assistance-household">Your household</h2>
        <HouseholdForm
          key={version}
          initial={householdValues(household, h?.state ?? '', stored.remembered)}
          onSubmit={(next, remember) => {
            saveHousehold(next, remember);
            setHousehold(next);
            setAsked((n) => n + 1);
          }}
          onForget={() => {
            forgetHousehold();
            setHousehold(null);
            setVersion((v) => v + 1);
          }}
        />
      </section>
      {result && 'error' in result ? (
        <p className="alert alert-error" role="alert">
          {result.error}
        </p>
      ) : null}
      {result && 'answer' in result && household ? (
        <>
          <AssistanceResult answer={result.answer} asked={asked} />
          <AssistanceTasks billId={facts.billId} />
          <AssistanceLetter
            key={JSON.stringify(household)}
            bill={bill}
            household={household}
            answer={result.answer}
          />
        </>
      ) : null}
    </DashboardPage>
  );
}

function AssistanceResult({ answer: a, asked }: { answer: AssistanceAnswer; asked: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (asked > 0) heading.current?.focus();
  }, [asked]);
  return (
    <section
      aria-labelledby="assistance-result"
      className="assistance-result"
      data-testid="assistance-result"
    >
      <h2 id="assistance-result" tabIndex={-1} ref={heading}>
        What applies: {a.outcomeText}
      </h2>
      {a.notAssessedReason ? <p className="help">{a.notAssessedReason}</p> : null}
      <ul className="assistance-summary">
        {a.summary.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <dl className="assistance-facts">
        <div>
          <dt>Most you can be charged if eligible</dt>
          <dd data-testid="assistance-cap">
            {a.capCents !== null
              ? money(a.capCents)
              : agbApplies(a)
                ? 'The amounts generally billed to insured patients (26 CFR 1.501(r)-5): ask the hospital for its figure. We have no estimate for this bill (it needs a DRG code the CMS figures cover).'
                : 'No cap on charges applies by law here.'}
            {a.capText ? <span className="help"> {a.capText}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Apply by</dt>
          <dd data-testid="assistance-deadline">
            {a.deadlines.length ? (
              <ol className="assistance-deadlines">
                {a.deadlines.map((d) => (
                  <li key={d.date + d.rule} className={d.passed ? 'alert alert-error' : undefined}>
                    <strong>{day(d.date)}</strong>
                    {d.passed ? ' (passed: apply anyway)' : ''}: {d.rule}
                  </li>
                ))}
              </ol>
            ) : (
              <>
                No date known. <span className="help">{a.applyByText}</span>
              </>
            )}
          </dd>
        </div>
      </dl>
      <h3>The rules this rests on</h3>
      <ul className="assistance-bases" data-testid="assistance-bases">
        {a.bases.map((b) => (
          <li key={b.citation}>
            <strong>
              {b.url ? (
                <a href={b.url} target="_blank" rel="noopener noreferrer">
                  {b.citation}
                </a>
              ) : (
                b.citation
              )}
            </strong>
            : {b.guarantees} <span className="help">(in effect since {day(b.effective)})</span>
          </li>
        ))}
      </ul>
      <h3>Documents hospitals usually ask for</h3>
      <ul>
        {a.documents.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The date printed on the first bill after discharge (issue 40): it starts the 240-day period. Filled with
 * what the API knows (the user's date, a read bill's statement date, or the day the bill was entered, said
 * as such); the user sets it here and it is kept on the visit.
 */
function FirstBillDate({ facts }: { facts: Facts }) {
  const [value, setValue] = useState(facts.firstBillDate);
  // The facts are not normalized in the cache (no id): the query is read again after a save.
  const [save, { loading, error, data }] = useMutation(SetFirstBillDate, {
    refetchQueries: [{ query: BillAssistance, variables: { billId: facts.billId } }],
    awaitRefetchQueries: true,
  });
  useEffect(() => setValue(facts.firstBillDate), [facts.firstBillDate]);
  const note =
    facts.firstBillDateSource === 'ENTERED'
      ? 'as you gave it'
      : facts.firstBillDateSource === 'READ'
        ? 'read from the statement date of your uploaded bill: check it'
        : 'the day the first bill was entered here, not the date printed on it: please correct it';
  return (
    <form
      className="assistance-first-bill"
      data-testid="assistance-first-bill"
      onSubmit={(e) => {
        e.preventDefault();
        void save({ variables: { billId: facts.billId, date: value || null } }).catch(() => undefined);
      }}
    >
      <label htmlFor="first-bill-date">Date printed on the first bill after you left the hospital</label>
      <p className="help" id="first-bill-date-help">
        It starts the time you have to apply. Now {day(facts.firstBillDate)}: {note}.
      </p>
      <input
        id="first-bill-date"
        type="date"
        value={value}
        max={localToday()}
        aria-describedby="first-bill-date-help"
        onChange={(e) => setValue(e.target.value)}
      />{' '}
      <button type="submit" className="button" disabled={loading}>
        Save the date
      </button>{' '}
      <span role="status">{data && !loading ? 'Saved.' : ''}</span>
      {error ? (
        <p className="alert alert-error" role="alert">
          {problemOf(error).message}
        </p>
      ) : null}
    </form>
  );
}

function AssistanceTasks({ billId }: { billId: string }) {
  // The to-do list reads the network when opened (cache-and-network): nothing to refetch here.
  const [add, { data, loading, error }] = useMutation(AddAssistanceTasks);
  const tasks = data?.addAssistanceTasks;
  return (
    <section aria-labelledby="assistance-tasks">
      <h2 id="assistance-tasks">Your to-do list</h2>
      <p>
        Two tasks: ask the hospital for its policy and application form, and send the application by the
        deadline.
      </p>
      <p>
        <button
          type="button"
          className="button"
          disabled={loading || !!tasks}
          onClick={() => void add({ variables: { billId } }).catch(() => undefined)}
        >
          Add to my to-do list
        </button>{' '}
        <span role="status">
          {tasks ? (
            <>
              {tasks.length} tasks in your <Link to="/dashboard/todo">to-do list</Link>.
            </>
          ) : (
            ''
          )}
        </span>
      </p>
      {error ? (
        <p className="alert alert-error" role="alert">
          {problemOf(error).message}
        </p>
      ) : null}
    </section>
  );
}
