/**
 * What to do about a bill, each step with its deadline computed from the bill's dates: ask for the
 * itemized bill, check it for errors, apply for financial assistance, and dispute under the No Surprises
 * Act when the bill is far enough above the good-faith estimate (BILL_CHECK_RULES).
 */
import { BILL_CHECK_RULES, billCheckText } from './bill-check';
import { BILL_CHECK_TEXT_EN } from './bill-check-text';
import type { TextLanguage } from '../text/text-language';
import { usd } from '../money/usd';
import type { LineFindingKind } from '../bill-reading/types';

export type NextStepKey = 'ITEMIZED_BILL' | 'CHECK_ERRORS' | 'FINANCIAL_ASSISTANCE' | 'NSA_DISPUTE';

export interface NextStep {
  key: NextStepKey;
  title: string;
  text: string;
  /** "YYYY-MM-DD", or null when no date is known to count from. */
  dueDate: string | null;
  /**
   * When the deadline is before `today` (NextStepInput): what that means for this step (what can still be
   * done); null otherwise.
   */
  passedText: string | null;
  /** The rule and where it is written. */
  source: string;
  checklist: string[];
  /** CHECK_ERRORS: what the itemized-line check found on the bill's read files; empty otherwise. */
  findings: StepFinding[];
}

/** A line finding of a read file (libs/domain/src/bill-reading/line-checks.ts), as the bill check shows it. */
export interface StepFinding {
  kind: LineFindingKind;
  /** The sentence naming the lines and why they are worth asking about. */
  text: string;
  amountCents: number | null;
  /** Each line it concerns, as the user finds it on paper (describeLine). */
  lines: string[];
  /** The file it was read from. */
  fileId: string;
  fileName: string;
}

export interface NextStepInput {
  /** The bill's date ("YYYY-MM-DD"): when it was received or recorded. */
  billDate: string | null;
  /** The bill's due date, if any. */
  dueDate: string | null;
  /** The first bill after discharge for this visit (earliest bill date of the event). */
  firstBillDate: string | null;
  /** No insurance paid anything and the visit names no insurance. */
  selfPay: boolean;
  billedCents: number;
  /** The good-faith estimate, when the user has one. */
  goodFaithEstimateCents?: number | null;
  /** The itemized-line check's findings on the bill's read files. */
  lineFindings?: StepFinding[];
  /** The language of the steps (the request's); English when absent. */
  language?: TextLanguage;
  /** Today ("YYYY-MM-DD"), for deadlines already passed (NextStep.passedText); none are when absent. */
  today?: string;
}

/** "YYYY-MM-DD" plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The No Surprises Act dispute applies when the bill is at least $400 above the good-faith estimate. */
export function disputeEligible(billedCents: number, goodFaithEstimateCents: number): boolean {
  return billedCents - goodFaithEstimateCents >= BILL_CHECK_RULES.disputeThresholdCents;
}

const CHECKLIST_KEYS = ['checklist.duplicate', 'checklist.afterDischarge', 'checklist.notReceived'] as const;

export const ERROR_CHECKLIST: readonly string[] = Object.freeze(
  CHECKLIST_KEYS.map((k) => BILL_CHECK_TEXT_EN[k]),
);

/** The steps that apply to a bill, each with its deadline computed from the bill's dates. */
export function nextSteps(input: NextStepInput): NextStep[] {
  const R = BILL_CHECK_RULES;
  const t = billCheckText(input.language);
  const found = input.lineFindings?.length ?? 0;
  const askBy = input.dueDate ?? (input.billDate ? addDays(input.billDate, R.itemizedRequestDays) : null);
  const steps: NextStep[] = [
    {
      key: 'ITEMIZED_BILL',
      title: t('step.ITEMIZED_BILL.title'),
      text: t('step.ITEMIZED_BILL.text'),
      dueDate: askBy,
      passedText: null,
      source: t('step.ITEMIZED_BILL.source'),
      checklist: [],
      findings: [],
    },
    {
      key: 'CHECK_ERRORS',
      title: t('step.CHECK_ERRORS.title'),
      text: found
        ? found === 1
          ? t('step.CHECK_ERRORS.foundOne')
          : t('step.CHECK_ERRORS.foundMany', { count: found })
        : t('step.CHECK_ERRORS.text'),
      dueDate: askBy,
      passedText: null,
      source: t('step.CHECK_ERRORS.source'),
      checklist: CHECKLIST_KEYS.map((k) => t(k)),
      findings: input.lineFindings ?? [],
    },
    {
      key: 'FINANCIAL_ASSISTANCE',
      title: t('step.FINANCIAL_ASSISTANCE.title'),
      text: t('step.FINANCIAL_ASSISTANCE.text'),
      dueDate: input.firstBillDate ? addDays(input.firstBillDate, R.financialAssistanceDays) : null,
      passedText: null,
      source: t('step.FINANCIAL_ASSISTANCE.source'),
      checklist: [],
      findings: [],
    },
  ];
  if (input.selfPay) {
    const gfe = input.goodFaithEstimateCents ?? null;
    const condition =
      gfe === null
        ? t('step.NSA_DISPUTE.ifEstimate')
        : disputeEligible(input.billedCents, gfe)
          ? t('step.NSA_DISPUTE.above', { amount: usd(input.billedCents - gfe) })
          : null;
    if (condition !== null)
      steps.push({
        key: 'NSA_DISPUTE',
        title: t('step.NSA_DISPUTE.title'),
        text: t('step.NSA_DISPUTE.text', { condition }),
        dueDate: input.billDate ? addDays(input.billDate, R.disputeDays) : null,
        passedText: null,
        source: t('step.NSA_DISPUTE.source'),
        checklist: [],
        findings: [],
      });
  }
  const today = input.today;
  if (today)
    for (const s of steps) if (s.dueDate && s.dueDate < today) s.passedText = t(`step.${s.key}.passed`);
  return steps;
}
