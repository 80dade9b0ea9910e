/**
 * /dashboard/assistance/{billId}: financial assistance for one of the user's bills (issue 31). The API
 * gives the bill's facts (hospital, ownership, state, first bill date, the estimated amounts generally
 * billed); the household's facts stay in this browser, where assessAssistance (@fp/domain) answers what
 * the law guarantees at this hospital, what its own policy decides, the cap on charges, the deadline and
 * the documents, in the page's language (issue 45). Then the application letter (print, PDF; in English or
 * Spanish, chosen per letter) and the tasks in the to-do list.
 */
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  assessAssistance,
  displayAddress,
  displayFacilityName,
  displayPlace,
  stateRule,
  type AssistanceAnswer,
  type AssistanceLanguage,
  type AssistanceLetterBill,
  type HospitalOwnership,
  type HouseholdFacts,
} from '@fp/domain';
import type { HospitalOwnershipKind } from '../../__generated__/graphql';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { problemOf } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import { useLocale } from '../../i18n/intl';
import { DashboardPage, SignedIn, money } from '../dashboard/shared';
import { AssistanceLetter } from './AssistanceLetter';
import { AssistanceResult, HospitalKind } from './AssistanceResult';
import { AssistanceTasks, FirstBillDate } from './AssistanceSteps';
import { HouseholdForm, householdValues } from './HouseholdForm';
import { localToday } from './assistance-dates';
import { BillAssistance, type Facts } from './assistance-queries';
import { forgetHousehold, loadHousehold, saveHousehold } from './household-storage';
import '../dashboard/bill-check.css';
import './assistance.css';

const KIND: Record<HospitalOwnershipKind, HospitalOwnership> = {
  NONPROFIT: 'nonprofit',
  GOVERNMENT: 'government',
  FOR_PROFIT: 'for_profit',
};

/**
 * Where the hospital's tier comes from, for the states whose law has tiers (Illinois, Washington): the
 * shipped CMS Hospital General Information gives "Critical Access Hospitals" as a type, and no
 * rural/urban flag or hospital-system membership, so the rest is said to be not known. In the answer's
 * language (a Spanish answer says it in its own sentence).
 */
function tierSourceOf(h: Facts['hospital'], intl: IntlShape): string | null {
  if (!h) return null;
  const rule = stateRule(h.state);
  if (!rule?.higherTier) return null;
  if (h.criticalAccess)
    return intl.formatMessage({
      id: 'assistance.tier.criticalAccess',
      defaultMessage: 'CMS Hospital General Information, “Hospital Type”: Critical Access Hospital',
    });
  return rule.state === 'WA'
    ? intl.formatMessage({
        id: 'assistance.tier.washington',
        defaultMessage:
          'Tier 1 depends on the hospital’s system and size, which our data (CMS Hospital General Information) does not give',
      })
    : intl.formatMessage({
        id: 'assistance.tier.notRural',
        defaultMessage:
          'CMS Hospital General Information lists it as an acute care hospital, not Critical Access, but gives no rural or urban status',
      });
}

/** The page's language (the one the server wrote the facts' words in), as the rules name it. */
const pageLanguage = (intl: IntlShape): AssistanceLanguage => (intl.locale.startsWith('es') ? 'es' : 'en');

/** The assessment of the household at the bill's hospital, or the rule's own message when it refuses. */
function assess(
  facts: Facts,
  household: HouseholdFacts,
  language: AssistanceLanguage,
  intl: IntlShape,
): { answer: AssistanceAnswer } | { error: string } {
  const h = facts.hospital;
  try {
    return {
      answer: assessAssistance({
        household,
        hospital: {
          ccn: h?.id ?? null,
          name: h
            ? displayFacilityName(h.name)
            : intl.formatMessage({ id: 'assistance.theHospital', defaultMessage: 'the hospital' }),
          state: h?.state ?? household.state,
          ownership: h?.ownershipKind ? KIND[h.ownershipKind] : null,
          criticalAccess: h?.criticalAccess ?? false,
          // Critical Access: the lower tier, from CMS data; otherwise not known (tierSourceOf says why).
          higherTier: h?.criticalAccess ? false : null,
          tierSource: tierSourceOf(h, intl),
        },
        bill: {
          firstBillDate: facts.firstBillDate,
          serviceDate: facts.admitted ?? null,
          dischargeDate: facts.departed ?? null,
          billedCents: facts.billedCents,
        },
        agb:
          facts.agbCents !== null && facts.agbCents !== undefined
            ? // The server writes the estimate in the page's language (billAssistanceFacts, ctx.language).
              { cents: facts.agbCents, text: facts.agbText ?? '', language: pageLanguage(intl) }
            : null,
        today: localToday(),
        language,
      }),
    };
  } catch (err) {
    return {
      error:
        err instanceof Error
          ? err.message
          : intl.formatMessage({
              id: 'assistance.notAssessable',
              defaultMessage: 'These facts could not be assessed.',
            }),
    };
  }
}

/** What the letter says of the bill and its hospital. */
function letterBill(facts: Facts): AssistanceLetterBill {
  const h = facts.hospital;
  return {
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
  };
}

export default function AssistanceScreen({ match }: ScreenProps) {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'assistance.title', defaultMessage: 'Financial assistance' }),
    intl.formatMessage({
      id: 'assistance.description',
      defaultMessage: 'What the law guarantees at your hospital, and the application letter.',
    }),
  );
  return (
    <SignedIn>
      <AssistanceView billId={match.params[0] ?? ''} />
    </SignedIn>
  );
}

function AssistanceView({ billId }: { billId: string }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(BillAssistance, { variables: { billId } });
  const facts = data?.billAssistanceFacts;
  if (loading && !facts)
    return (
      <Spinner label={intl.formatMessage({ id: 'assistance.loading', defaultMessage: 'Loading the bill' })} />
    );
  if (!facts)
    return (
      <DashboardPage
        title={intl.formatMessage({ id: 'assistance.title', defaultMessage: 'Financial assistance' })}
      >
        <p className="alert alert-error" role="alert">
          {error ? (
            problemOf(error).message
          ) : (
            <FormattedMessage id="assistance.notFound" defaultMessage="This bill was not found." />
          )}
        </p>
        <p>
          <Link to="/dashboard/bills">
            <FormattedMessage id="assistance.yourBills" defaultMessage="Your bills" />
          </Link>
        </p>
      </DashboardPage>
    );
  return <Assistance facts={facts} />;
}

function Assistance({ facts }: { facts: Facts }) {
  const intl = useIntl();
  const locale = useLocale();
  const stored = useMemo(() => loadHousehold(), []);
  const [household, setHousehold] = useState<HouseholdFacts | null>(stored.household);
  const [version, setVersion] = useState(0);
  /** How many times the form was sent: the answer takes the focus after each (not on a stored household). */
  const [asked, setAsked] = useState(0);
  const result = useMemo(
    () => (household ? assess(facts, household, locale, intl) : null),
    [facts, household, locale, intl],
  );
  const h = facts.hospital;
  const bill = useMemo(() => letterBill(facts), [facts]);
  /** The answer in a letter's own language (the page's answer when they are the same). */
  const answerIn = (language: AssistanceLanguage): AssistanceAnswer | null => {
    const r = household ? (language === locale ? result : assess(facts, household, language, intl)) : null;
    return r && 'answer' in r ? r.answer : null;
  };
  return (
    <DashboardPage
      title={intl.formatMessage({ id: 'assistance.title', defaultMessage: 'Financial assistance' })}
    >
      <Lead facts={facts} />
      <FirstBillDate facts={facts} />
      <HospitalSection facts={facts} />
      <section aria-labelledby="assistance-household">
        <h2 id="assistance-household">
          <FormattedMessage id="assistance.household.heading" defaultMessage="Your household" />
        </h2>
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
            answerIn={answerIn}
          />
        </>
      ) : null}
    </DashboardPage>
  );
}

function Lead({ facts }: { facts: Facts }) {
  const h = facts.hospital;
  const event = <span translate="no">{facts.eventName}</span>;
  return (
    <p className="lead">
      {h ? (
        <FormattedMessage
          id="assistance.lead.atHospital"
          defaultMessage="For the bill of <link>{event}</link>, {amount} at {hospital}."
          values={{
            event,
            amount: money(facts.billedCents),
            hospital: <span translate="no">{displayFacilityName(h.name)}</span>,
            link: (chunks) => <Link to={`/dashboard/bill/${facts.billId}`}>{chunks}</Link>,
          }}
        />
      ) : (
        <FormattedMessage
          id="assistance.lead.noHospital"
          defaultMessage="For the bill of <link>{event}</link>, {amount}."
          values={{
            event,
            amount: money(facts.billedCents),
            link: (chunks) => <Link to={`/dashboard/bill/${facts.billId}`}>{chunks}</Link>,
          }}
        />
      )}
    </p>
  );
}

function HospitalSection({ facts }: { facts: Facts }) {
  const h = facts.hospital;
  const place = h ? `${displayFacilityName(h.name)}, ${displayPlace(h.city)}, ${h.state}. ` : '';
  return (
    <section aria-labelledby="assistance-hospital" className="assistance-hospital">
      <h2 id="assistance-hospital">
        <FormattedMessage id="assistance.hospital.heading" defaultMessage="The hospital" />
      </h2>
      {h ? (
        <p data-testid="assistance-kind">
          <strong translate="no">{place}</strong>
          <HospitalKind
            ownership={h.ownershipKind ? KIND[h.ownershipKind] : null}
            criticalAccess={h.criticalAccess}
          />
        </p>
      ) : (
        <p>
          <FormattedMessage
            id="assistance.hospital.none"
            defaultMessage="This visit names no hospital from the directory, so only the general rules can be shown."
          />
        </p>
      )}
    </section>
  );
}
