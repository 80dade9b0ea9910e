/**
 * What to do about a bill, each step with its deadline computed from the bill's dates: ask for the
 * itemized bill, check it for errors, apply for financial assistance, and dispute under the No Surprises
 * Act when the bill is far enough above the good-faith estimate (BILL_CHECK_RULES).
 */
import { BILL_CHECK_RULES } from './bill-check';
import { usd } from '../money/usd';
import type { LineFindingKind } from '../bill-reading/types';

export type NextStepKey = 'ITEMIZED_BILL' | 'CHECK_ERRORS' | 'FINANCIAL_ASSISTANCE' | 'NSA_DISPUTE';

export interface NextStep {
  key: NextStepKey;
  title: string;
  text: string;
  /** "YYYY-MM-DD", or null when no date is known to count from. */
  dueDate: string | null;
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

export const ERROR_CHECKLIST: readonly string[] = Object.freeze([
  'The same code charged twice on the same day',
  'Charges dated after the day of discharge',
  'A line for a service, drug or supply you did not receive',
]);

/** The steps that apply to a bill, each with its deadline computed from the bill's dates. */
export function nextSteps(input: NextStepInput): NextStep[] {
  const R = BILL_CHECK_RULES;
  const askBy = input.dueDate ?? (input.billDate ? addDays(input.billDate, R.itemizedRequestDays) : null);
  const steps: NextStep[] = [
    {
      key: 'ITEMIZED_BILL',
      title: 'Ask for an itemized bill',
      text: 'Ask the billing office for an itemized bill listing every charge with its code and date, before paying.',
      dueDate: askBy,
      source:
        'Ask before the due date. Medicare patients have a right to an itemized statement within 30 days of asking (Social Security Act §1806, 42 U.S.C. 1395b-7); most hospitals give one to anyone who asks.',
      checklist: [],
      findings: [],
    },
    {
      key: 'CHECK_ERRORS',
      title: 'Check the itemized bill for common errors',
      text: input.lineFindings?.length
        ? `We read the bill's file and found ${input.lineFindings.length === 1 ? 'one line' : `${input.lineFindings.length} things`} worth asking the billing office about (below). Go through the rest of the bill line by line and tick what you checked.`
        : 'Go through the itemized bill line by line and tick what you checked.',
      dueDate: askBy,
      source:
        'Common billing errors listed by the Consumer Financial Protection Bureau and state insurance departments.',
      checklist: [...ERROR_CHECKLIST],
      findings: input.lineFindings ?? [],
    },
    {
      key: 'FINANCIAL_ASSISTANCE',
      title: 'Apply for financial assistance (nonprofit hospitals)',
      text: 'Nonprofit hospitals must have a financial assistance policy and accept applications for at least 240 days after the first bill following discharge. Ask for the policy and the application form.',
      dueDate: input.firstBillDate ? addDays(input.firstBillDate, R.financialAssistanceDays) : null,
      source:
        'IRS rules for tax-exempt hospitals, section 501(r): the application period, 26 CFR 1.501(r)-1(b)(3), ends no earlier than 240 days after the first post-discharge billing statement.',
      checklist: [],
      findings: [],
    },
  ];
  if (input.selfPay) {
    const gfe = input.goodFaithEstimateCents ?? null;
    const condition =
      gfe === null
        ? 'If you received a good-faith estimate and the bill is at least $400 above it,'
        : disputeEligible(input.billedCents, gfe)
          ? `Your bill is ${usd(input.billedCents - gfe)} above the good-faith estimate, so`
          : null;
    if (condition !== null)
      steps.push({
        key: 'NSA_DISPUTE',
        title: 'Start a patient-provider dispute (No Surprises Act)',
        text: `${condition} as an uninsured or self-pay patient you can start the patient-provider dispute resolution process within 120 days of the bill.`,
        dueDate: input.billDate ? addDays(input.billDate, R.disputeDays) : null,
        source:
          'No Surprises Act, patient-provider dispute resolution, 45 CFR 149.620: bill at least $400 above the good-faith estimate, started within 120 calendar days of receiving the initial bill.',
        checklist: [],
        findings: [],
      });
  }
  return steps;
}
