/**
 * assessAssistance: what the law guarantees a household at a given hospital, what is left to the
 * hospital's own policy, the most it may charge and the last day to apply. Pure: no I/O, `today` given.
 */
import { isDomainError } from '../errors';
import { letterDate } from '../letters/letter';
import { usd } from '../money/usd';
import { applicationDeadline, daysBetween, parseDay } from './deadline';
import { ASSISTANCE_DOCUMENTS, FEDERAL_BASES } from './federal-rules';
import {
  CURRENT_GUIDELINE_YEAR,
  guidelineYearFor,
  guidelineRegion,
  normalizeState,
  povertyGuidelineCents,
  povertyPercent,
} from './poverty-guidelines';
import { findStateBand, type StateFinding } from './state-band';
import type { StateAssistanceRule } from './state-rule-types';
import { STATE_BAND_ES } from './state-band-words';
import {
  ASSESS_ES,
  ASSISTANCE_DOCUMENTS_ES,
  FEDERAL_SENTENCE_ES,
  OUTCOME_TEXT_ES,
  basisEs,
} from './assess-es';
import { stateLawEs } from './state-law-es';
import { stateLeftOut, stateRule } from './state-rules';
import type {
  ApplyDeadline,
  AssistanceLanguage,
  AssistanceAnswer,
  BillDates,
  GuidelineRegion,
  HospitalFacts,
  HouseholdFacts,
  LegalBasis,
} from './types';

export interface AssessAssistanceInput {
  household: HouseholdFacts;
  hospital: HospitalFacts;
  bill: BillDates;
  /**
   * The hospital's amounts generally billed for this care, when known, with how it was estimated, and the
   * language `text` is written in (the server writes it in the request's; English when not said).
   */
  agb: { cents: number; text: string; language?: AssistanceLanguage } | null;
  /** "YYYY-MM-DD", the day the answer is for (decides whether the deadline has passed). */
  today: string;
  /** The answer's language (issue 45); English by default. */
  language?: AssistanceLanguage;
}

/** Whether 501(r) binds the hospital: yes (nonprofit), only with 501(c)(3) status (government), no, unknown. */
type FederalStatus = 'YES' | 'IF_501C3' | 'NO' | 'UNKNOWN';

const REGION_NAME: Record<GuidelineRegion, string> = {
  CONTIGUOUS: 'the 48 contiguous states and DC',
  ALASKA: 'Alaska',
  HAWAII: 'Hawaii',
};

function notAssessed(reason: string, es: boolean): AssistanceAnswer {
  if (es)
    return {
      ...notAssessed(reason, false),
      outcomeText: OUTCOME_TEXT_ES.NOT_ASSESSED,
      applyByText: ASSESS_ES.notAssessedApplyBy,
      documents: [...ASSISTANCE_DOCUMENTS_ES],
      english: [],
    };
  return {
    povertyPercent: 0,
    guidelineYear: CURRENT_GUIDELINE_YEAR,
    guidelineCents: 0,
    outcome: 'NOT_ASSESSED',
    outcomeText: 'Not assessed',
    summary: [reason],
    bases: [],
    capCents: null,
    capText: null,
    applyBy: null,
    applyByText: 'No deadline worked out until the questions above are answered.',
    deadlines: [],
    documents: [...ASSISTANCE_DOCUMENTS],
    notAssessedReason: reason,
  };
}

function checkInput(input: AssessAssistanceInput, es: boolean): string | null {
  const { household, hospital } = input;
  if (!Number.isInteger(household.householdSize) || household.householdSize < 1) {
    if (es) return ASSESS_ES.badSize;
    return 'Household size must be a whole number of people, 1 or more: count yourself and everyone you support.';
  }
  if (!Number.isSafeInteger(household.annualIncomeCents) || household.annualIncomeCents < 0) {
    if (es) return ASSESS_ES.badIncome;
    return 'Yearly household income must be an amount of 0 or more.';
  }
  if (!normalizeState(household.state)) {
    if (es) return ASSESS_ES.badState(household.state);
    return `We cannot tell which state you live in ("${household.state}"). Poverty guidelines exist for the 50 states and DC only.`;
  }
  if (!normalizeState(hospital.state)) {
    if (es) return ASSESS_ES.badHospitalState(hospital.state);
    return `We do not know the hospital’s state ("${hospital.state}"), which decides the state law that applies.`;
  }
  if (!parseDay(input.today))
    return es ? ASSESS_ES.badToday(input.today) : `"${input.today}" is not a date (YYYY-MM-DD).`;
  return null;
}

function federalStatus(hospital: HospitalFacts): FederalStatus {
  switch (hospital.ownership) {
    case 'nonprofit':
      return 'YES';
    case 'for_profit':
      return 'NO';
    case 'government':
      return 'IF_501C3';
    default:
      return 'UNKNOWN';
  }
}

const FEDERAL_SENTENCE: Record<FederalStatus, (name: string) => string> = {
  YES: (name) =>
    `${name} is a nonprofit hospital, so federal law (section 501(r)) requires it to have a financial assistance policy, to charge anyone that policy covers no more than the amounts generally billed to insured patients, and to accept your application for 240 days after the first bill.`,
  IF_501C3: (name) =>
    `${name} is a government hospital. Section 501(r) binds it only if it also holds 501(c)(3) status, as some public hospitals do; ask its billing office. Many public hospitals have a financial assistance policy either way.`,
  NO: (name) =>
    `${name} is a for-profit hospital, so the federal 501(r) rules (financial assistance policy, amounts-generally-billed cap, 240 days to apply) do not bind it.`,
  UNKNOWN: (name) =>
    `We do not know whether ${name} is nonprofit. If it is, federal law (section 501(r)) requires a financial assistance policy, the amounts-generally-billed cap and 240 days to apply.`,
};

/** A state law's own application period, when it sets one, or its rule that there is none. */
type StateDeadline = Pick<StateAssistanceRule, 'applyWithinDaysOfDischarge' | 'applyAnyTime'> & {
  name: string;
};

/**
 * Every deadline to apply that applies, earliest first: the federal 240 days from the date printed on the
 * first bill (nonprofit hospitals, 26 CFR 1.501(r)-1(b)(3)), and a state's own period counted from
 * discharge (Illinois: 90 days, 210 ILCS 89/15(b)); a state with no deadline (New York) is said as such.
 * With the text for the screen.
 */
function deadlines(
  bill: BillDates,
  today: string,
  status: FederalStatus,
  state: StateDeadline | null,
  es = false,
): { applyBy: string | null; text: string; list: ApplyDeadline[] } {
  const now = parseDay(today) as Date;
  const list: ApplyDeadline[] = [];
  const texts: string[] = [];
  const caveat =
    status === 'YES' ? '' : es ? ASSESS_ES.caveat : ' (if the hospital is bound by section 501(r))';
  if (status === 'NO') {
    texts.push(
      es
        ? ASSESS_ES.federalNotForProfit
        : 'The federal 240-day application period binds nonprofit hospitals only; apply to this hospital as soon as you can.',
    );
  } else if (!bill.firstBillDate) {
    texts.push(
      es
        ? ASSESS_ES.giveFirstBill(caveat)
        : `Give the date printed on the first bill sent after you left the hospital: the hospital must accept your application until 240 days after it${caveat} (26 CFR 1.501(r)-1(b)(3)).`,
    );
  } else {
    try {
      const date = applicationDeadline(bill.firstBillDate);
      list.push({
        date,
        rule: es
          ? ASSESS_ES.federalRule(bill.firstBillDate, caveat)
          : `240 days after the first bill, dated ${letterDate(bill.firstBillDate)}${caveat} (26 CFR 1.501(r)-1(b)(3), 1.501(r)-6(c))`,
        passed: false,
      });
    } catch (e) {
      if (!isDomainError(e)) throw e;
      texts.push(es ? ASSESS_ES.badFirstBill(bill.firstBillDate) : e.message);
    }
  }
  const within = state?.applyWithinDaysOfDischarge;
  if (state && within) {
    const from = bill.dischargeDate ?? bill.serviceDate;
    const later = within.laterIf ? ` (${within.laterIf})` : '';
    const laterSaid = within.laterIf ? (stateLawEs(within.laterIf) ?? true) : false;
    if (from && parseDay(from)) {
      list.push({
        date: addDaysTo(from, within.days),
        rule: es
          ? ASSESS_ES.stateRule(within.days, from, state.name, within.citation, laterSaid)
          : `${within.days} days after discharge or service on ${letterDate(from)}${later}, ${state.name} law (${within.citation})`,
        passed: false,
      });
    } else {
      texts.push(
        es
          ? ASSESS_ES.stateNoDates(within.days, state.name, within.citation, laterSaid)
          : `${state.name} law asks you to apply within ${within.days} days of discharge or service${later} (${within.citation}): give the visit's dates to see that day.`,
      );
    }
  }
  if (state?.applyAnyTime)
    texts.push(
      es
        ? ASSESS_ES.anyTime(state.name, state.applyAnyTime.citation)
        : `${state.applyAnyTime.text} (${state.applyAnyTime.citation}).`,
    );
  for (const d of list) d.passed = daysBetween(now, parseDay(d.date) as Date) < 0;
  list.sort((x, y) => x.date.localeCompare(y.date));
  const said = list.map((d) => {
    const left = daysBetween(now, parseDay(d.date) as Date);
    if (es) return d.passed ? ASSESS_ES.passed(d.date, -left, d.rule) : ASSESS_ES.open(d.date, left, d.rule);
    return d.passed
      ? `Passed: ${letterDate(d.date)}, ${-left} days ago: ${d.rule}. Apply anyway: the hospital may still accept it.`
      : `${letterDate(d.date)}, ${left} days from today: ${d.rule}.`;
  });
  return { applyBy: list[0]?.date ?? null, text: [...said, ...texts].join(' '), list };
}

function addDaysTo(day: string, days: number): string {
  const d = parseDay(day) as Date;
  return new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export function assessAssistance(input: AssessAssistanceInput): AssistanceAnswer {
  const es = input.language === 'es';
  const problem = checkInput(input, es);
  if (problem) return notAssessed(problem, es);
  const { household, hospital, bill, agb } = input;
  const region = guidelineRegion(household.state);
  // The guidelines of the year of service (issue 40), else the newest on file before it.
  const year = guidelineYearFor(bill.serviceDate);
  const guidelineCents = povertyGuidelineCents(household.householdSize, region, year.year);
  const percent = povertyPercent(household.annualIncomeCents, household.householdSize, region, year.year);
  const status = federalStatus(hospital);
  const name = hospital.name.trim() || (es ? ASSESS_ES.thisHospital : 'This hospital');
  const hospitalState = normalizeState(hospital.state) as string;
  const rule = stateRule(hospitalState);
  const finding: StateFinding | null = rule
    ? findStateBand(
        rule,
        household,
        hospital,
        guidelineCents,
        bill.billedCents,
        bill.serviceDate,
        es ? STATE_BAND_ES : undefined,
      )
    : null;
  const english = [...(finding?.english ?? [])];

  const summary: string[] = es
    ? [
        ASSESS_ES.income(
          percent,
          year.year,
          guidelineCents,
          household.householdSize,
          region,
          year.note ? wantedYear(bill.serviceDate) : null,
        ),
        FEDERAL_SENTENCE_ES[status](name),
      ]
    : [
        `Your household income is ${percent} % of the ${year.year} federal poverty guideline (${usd(guidelineCents)} a year for ${household.householdSize} ${household.householdSize === 1 ? 'person' : 'people'} in ${REGION_NAME[region]})${year.note ? `; ${year.note}` : ''}.`,
        FEDERAL_SENTENCE[status](name),
      ];
  const bases: LegalBasis[] = [];
  if (status !== 'NO') bases.push(FEDERAL_BASES.policy, FEDERAL_BASES.agb, FEDERAL_BASES.application);
  else bases.push(FEDERAL_BASES.scope);
  if (status === 'IF_501C3' || status === 'UNKNOWN') bases.push(FEDERAL_BASES.scope);

  let outcome: AssistanceAnswer['outcome'] =
    status === 'NO' ? 'NOT_ELIGIBLE_BY_LAW' : 'HOSPITAL_POLICY_DECIDES';
  let outcomeText = '';
  const caps: { cents: number | null; text: string }[] = [];
  if (finding) {
    summary.push(...finding.sentences);
    bases.push(...finding.bases);
    if (finding.band && finding.certain) {
      outcome = finding.band.kind === 'FREE' ? 'FREE_CARE' : 'DISCOUNTED_CARE';
      caps.push(...finding.caps);
      if (finding.betterIfHigher && finding.betterIfHigher.kind === 'FREE' && finding.band.kind !== 'FREE')
        outcomeText = es
          ? ASSESS_ES.higherTierFree
          : 'Discounted care at least; free care if the hospital is in the state’s higher tier';
    } else if (finding.band || finding.uncertainBand) {
      // The law covers you only if a condition we cannot check holds: said once, as that.
      outcome = 'LAW_MAY_APPLY';
    } else if (finding.policyAbove) {
      outcome = 'HOSPITAL_POLICY_DECIDES';
    }
  }
  if (es) {
    const said = outcomeSentenceEs(outcome, status);
    if (said) summary.push(said);
  } else if (outcome === 'HOSPITAL_POLICY_DECIDES') {
    summary.push(
      'No law sets your income limit at this hospital: whether you qualify, and for how much off, depends on its own financial assistance policy. Ask for it and apply.',
    );
  } else if (outcome === 'FREE_CARE' || outcome === 'DISCOUNTED_CARE') {
    summary.push(
      'That is the least the law guarantees: the hospital’s own financial assistance policy may give more, so ask for it, and apply in writing.',
    );
  } else if (outcome === 'LAW_MAY_APPLY') {
    summary.push(
      status === 'NO'
        ? 'If that condition does not hold, no law we know of requires this for-profit hospital to help at your income; it may still have a voluntary policy. Apply either way.'
        : 'If that condition does not hold, the hospital’s own financial assistance policy decides. Apply either way.',
    );
  } else if (outcome === 'NOT_ELIGIBLE_BY_LAW') {
    summary.push(
      'No law we know of requires this hospital to give you free or discounted care at your income. It may still have a voluntary policy: ask its billing office.',
    );
  }
  if (status !== 'NO' && agb) {
    const agbEs = es && agb.language === 'es';
    if (es && !agbEs) english.push(agb.text);
    caps.push({
      cents: agb.cents,
      text: agbEs
        ? ASSESS_ES.agbCapSaid(agb.text)
        : es
          ? ASSESS_ES.agbCap
          : agb.language === 'es'
            ? // A Spanish page's estimate in an English answer (its letter): the cap, without the Spanish.
              'If the hospital’s policy covers you, it may charge no more than the amounts generally billed.'
            : `If the hospital’s policy covers you, it may charge no more than the amounts generally billed: ${agb.text}`,
    });
  }
  const known = caps.filter((c) => c.cents !== null) as { cents: number; text: string }[];
  let capCents = known.length ? Math.min(...known.map((c) => c.cents)) : null;
  if (capCents !== null && bill.billedCents > 0) capCents = Math.min(capCents, bill.billedCents);

  // A state's own deadline (or its rule that there is none) only where its law may cover the household.
  const due = deadlines(
    bill,
    input.today,
    status,
    rule && finding && (finding.band || finding.uncertainBand) ? { ...rule, name: rule.stateName } : null,
    es,
  );
  const left = stateLeftOut(hospitalState);
  const leftReasonEs = left ? stateLawEs(left.reason) : null;
  if (es && left && !leftReasonEs) english.push(left.reason);
  const laterIf = rule?.applyWithinDaysOfDischarge?.laterIf;
  if (es && laterIf && due.text.includes('(o más tarde en algunos casos')) english.push(laterIf);
  if (es) {
    const reason = left
      ? ASSESS_ES.leftOut(left.stateName, leftReasonEs)
      : rule
        ? null
        : ASSESS_ES.notReviewed(hospitalState);
    return {
      povertyPercent: percent,
      guidelineYear: year.year,
      guidelineCents,
      outcome,
      outcomeText: outcomeText || OUTCOME_TEXT_ES[outcome],
      summary,
      bases: dedupe(bases).map(basisEs),
      capCents,
      capText: caps.length ? caps.map((c) => c.text).join(' ') : null,
      applyBy: due.applyBy,
      applyByText: due.text,
      deadlines: due.list,
      documents: [...ASSISTANCE_DOCUMENTS_ES],
      notAssessedReason: reason,
      english: [...new Set(english)],
    };
  }
  const notAssessedReason = left
    ? `${left.stateName}’s own law is left out: ${left.reason}`
    : rule
      ? null
      : `We have not reviewed ${hospitalState}’s own charity-care law; only the federal rules are shown.`;
  return {
    povertyPercent: percent,
    guidelineYear: year.year,
    guidelineCents,
    outcome,
    outcomeText: outcomeText || OUTCOME_TEXT[outcome],
    summary,
    bases: dedupe(bases),
    capCents,
    capText: caps.length ? caps.map((c) => c.text).join(' ') : null,
    applyBy: due.applyBy,
    applyByText: due.text,
    deadlines: due.list,
    documents: [...ASSISTANCE_DOCUMENTS],
    notAssessedReason,
  };
}

/** The sentence after the state's finding, in Spanish (the English is written out in assessAssistance). */
function outcomeSentenceEs(outcome: AssistanceAnswer['outcome'], status: FederalStatus): string | null {
  switch (outcome) {
    case 'HOSPITAL_POLICY_DECIDES':
      return ASSESS_ES.policyDecides;
    case 'FREE_CARE':
    case 'DISCOUNTED_CARE':
      return ASSESS_ES.leastGuaranteed;
    case 'LAW_MAY_APPLY':
      return status === 'NO' ? ASSESS_ES.mayApplyForProfit : ASSESS_ES.mayApply;
    case 'NOT_ELIGIBLE_BY_LAW':
      return ASSESS_ES.notEligible;
    default:
      return null;
  }
}

/** The year of care whose guidelines were wanted, when they are not on file (guidelineYearFor's note). */
function wantedYear(serviceDate: string | null): number | null {
  const m = /^(\d{4})-/.exec(serviceDate ?? '');
  return m ? Number(m[1]) : null;
}

/** The outcome in words (the screen's heading), one per outcome. */
export const OUTCOME_TEXT: Record<AssistanceAnswer['outcome'], string> = {
  FREE_CARE: 'Free care',
  DISCOUNTED_CARE: 'Discounted care',
  LAW_MAY_APPLY: 'A state law may cover you: it depends on a condition below',
  HOSPITAL_POLICY_DECIDES: 'The hospital’s own policy decides',
  NOT_ELIGIBLE_BY_LAW: 'No law requires help at this income',
  NOT_ASSESSED: 'Not assessed',
};

function dedupe(bases: LegalBasis[]): LegalBasis[] {
  return bases.filter((b, i) => bases.findIndex((o) => o.citation === b.citation) === i);
}
