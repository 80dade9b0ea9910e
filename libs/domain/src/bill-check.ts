/**
 * "Was my bill fair?": a user's bill compared with the hospital's published CMS figures for the bill's
 * DRG, and the next steps with their deadlines. Pure rules, shared by the API and the web.
 *
 * Every threshold is in BILL_CHECK_RULES, and nowhere else:
 * - the comparison is made only when at least 11 stays stand behind the hospital's average (CMS
 *   itself leaves out figures of fewer than 11 discharges to protect privacy);
 * - "what was asked" is the amount paid (insurance paid plus the patient's share) when the insurance
 *   payment is recorded, else the amount billed; its ratio to the hospital's average total payment
 *   for the DRG gives the verdict:
 *     ratio <= 1.0        "at or below typical"
 *     1.0 < ratio < 2.0   "above typical"
 *     ratio >= 2.0        "far above typical: worth questioning"
 * - nearby hospitals are those within 75 km of this one with figures for the same DRG and year.
 * - a bill without a DRG whose CPT/HCPCS codes the hospital's own price file publishes (45 CFR 180) is
 *   compared with that file: what was asked against the discounted cash price (self-pay) or against the
 *   expected allowed amount, the negotiated rate of the user's payer and plan (insured, once the insurer's
 *   payment is recorded). These are the hospital's prices for the very same codes, not an average of
 *   different stays, so the margin is narrower:
 *     ratio <= 1.0        "at or below typical"
 *     1.0 < ratio < 1.5   "above typical"
 *     ratio >= 1.5        "far above typical: worth questioning"
 *   Not assessed when any of the bill's codes is unpublished, when the user's plan has no published rate
 *   ("not published for your plan", never another plan's rate), or without a saved plan or insurer payment.
 */
import { adjustToCurrentDollars, cpiAdjustmentLabel, CPI_LATEST_YEAR, CPI_SERIES } from './cpi';
import {
  insuranceEstimate,
  NOT_PUBLISHED_FOR_PLAN,
  type InsuranceEstimateValue,
  type InsurancePlanValue,
} from './insurance';

export const BILL_CHECK_RULES = Object.freeze({
  /** Fewer stays than this behind an average: not assessed. */
  minStays: 11,
  /** Ratio of what was asked to the typical payment above which a bill is "above typical". */
  aboveTypicalRatio: 1,
  /** ... and at or above which it is "far above typical: worth questioning". */
  farAboveTypicalRatio: 2,
  /** Price-file comparison (outpatient codes): above the published price for the same codes... */
  publishedAboveRatio: 1,
  /** ... and at or above this multiple of it "far above typical: worth questioning". */
  publishedFarAboveRatio: 1.5,
  /** Radius of the nearby-hospital comparison. */
  nearbyKm: 75,
  /** How many of the cheapest nearby hospitals are named. */
  cheapestShown: 5,
  /** No Surprises Act: a self-pay bill this much above the good-faith estimate can be disputed. */
  disputeThresholdCents: 40_000,
  disputeDays: 120,
  financialAssistanceDays: 240,
  /** When the bill has no due date, ask for the itemized bill within this many days of the bill. */
  itemizedRequestDays: 30,
});

export const CMS_SOURCE =
  'CMS Medicare Provider Utilization and Payment Data: Inpatient (average covered charges, total and Medicare payments per DRG)';

/** The thresholds in words, shown with every verdict. */
export const THRESHOLDS_TEXT =
  `What was asked (the amount paid when the insurance payment is recorded, else the amount billed) is compared with the hospital's average total payment for the DRG: ` +
  `up to ${BILL_CHECK_RULES.aboveTypicalRatio}× is "at or below typical", above ${BILL_CHECK_RULES.aboveTypicalRatio}× "above typical", ` +
  `${BILL_CHECK_RULES.farAboveTypicalRatio}× or more "far above typical: worth questioning". ` +
  `Not assessed without a DRG, without the hospital's figures, or with fewer than ${BILL_CHECK_RULES.minStays} stays behind the average.`;

export type BillVerdict = 'AT_OR_BELOW_TYPICAL' | 'ABOVE_TYPICAL' | 'FAR_ABOVE_TYPICAL' | 'NOT_ASSESSED';

export const VERDICT_LABELS: Readonly<Record<BillVerdict, string>> = Object.freeze({
  AT_OR_BELOW_TYPICAL: 'At or below typical',
  ABOVE_TYPICAL: 'Above typical',
  FAR_ABOVE_TYPICAL: 'Far above typical: worth questioning',
  NOT_ASSESSED: 'Not assessed',
});

/** The verdict for a ratio of what was asked to the typical payment (see BILL_CHECK_RULES). */
export function verdictOf(paymentRatio: number): Exclude<BillVerdict, 'NOT_ASSESSED'> {
  if (paymentRatio >= BILL_CHECK_RULES.farAboveTypicalRatio) return 'FAR_ABOVE_TYPICAL';
  if (paymentRatio > BILL_CHECK_RULES.aboveTypicalRatio) return 'ABOVE_TYPICAL';
  return 'AT_OR_BELOW_TYPICAL';
}

/** The DRG among a bill's codes: "291", "DRG 291", "MS-DRG 291", "drg:291". Null when there is none. */
export function drgOfCodes(codes: readonly string[]): string | null {
  for (const raw of codes) {
    const m = /^\s*(?:(?:MS-?)?DRG\s*[:#-]?\s*)?(\d{1,3})\s*$/i.exec(raw);
    if (m) return m[1].padStart(3, '0');
  }
  return null;
}

/** One hospital's published figure for a DRG in one year. */
export interface HospitalFigure {
  providerId: string;
  providerName: string;
  drg: string;
  year: number;
  discharges: number;
  avgCoveredChargeCents: number;
  avgTotalPaymentCents: number;
  avgMedicarePaymentCents: number;
}

export interface BillCheckInput {
  billedCents: number;
  /** Insurance paid plus the patient's share, when the insurance payment is known; else null. */
  paidCents: number | null;
  drg: string | null;
  /** The hospital picked for the bill's visit; null when none was picked from the directory. */
  providerId: string | null;
  /** The hospital's figure for the DRG (newest year), or null. */
  figure: HospitalFigure | null;
  /**
   * Figures of hospitals within 75 km for the same DRG and year, this hospital included; null when the
   * viewer may not see other hospitals' figures (access.ts figuresOnLook): the percentile, the cheapest
   * and the counts are then left out, the verdict against the bill's own hospital is not.
   */
  nearby: readonly HospitalFigure[] | null;
}

export interface BillCheckResult {
  verdict: BillVerdict;
  verdictLabel: string;
  /** Why the bill is not assessed, or how the verdict was reached. */
  explanation: string;
  drg: string | null;
  figure: HospitalFigure | null;
  /** billed ÷ average billed (covered charges). */
  billedRatio: number | null;
  /** (paid, or billed) ÷ average total payment. */
  paymentRatio: number | null;
  /** Whether paymentRatio used the amount paid (true) or billed (false). */
  usedPaid: boolean;
  /** billed × (average total payment ÷ average billed), whole cents. */
  typicalPaymentCents: number | null;
  /** Share of nearby stays (weighted by stays) at hospitals whose average total payment is lower, 0-100. */
  percentile: number | null;
  nearbyCount: number;
  nearbyStays: number;
  cheapest: HospitalFigure[];
  /** The hospital's average total payment in CPI_LATEST_YEAR dollars (an estimate), or null. */
  currentAvgTotalPaymentCents: number | null;
  currentDollarsLabel: string | null;
  /** How each figure was computed, with its source and year, for the screen and the letter. */
  method: string[];
}

const notAssessed = (input: BillCheckInput, explanation: string): BillCheckResult => ({
  verdict: 'NOT_ASSESSED',
  verdictLabel: VERDICT_LABELS.NOT_ASSESSED,
  explanation,
  drg: input.drg,
  figure: input.figure,
  billedRatio: null,
  paymentRatio: null,
  usedPaid: false,
  typicalPaymentCents: null,
  percentile: null,
  nearbyCount: 0,
  nearbyStays: 0,
  cheapest: [],
  currentAvgTotalPaymentCents: null,
  currentDollarsLabel: null,
  method: [],
});

/**
 * Weighted percentile of `ownCents` among hospital averages: the share of stays (discharges) at
 * hospitals whose average total payment is strictly lower, in percent, rounded to one decimal.
 */
export function weightedPercentile(
  ownCents: number,
  hospitals: readonly Pick<HospitalFigure, 'discharges' | 'avgTotalPaymentCents'>[],
): number | null {
  const total = hospitals.reduce((s, h) => s + h.discharges, 0);
  if (total <= 0) return null;
  const lower = hospitals
    .filter((h) => h.avgTotalPaymentCents < ownCents)
    .reduce((s, h) => s + h.discharges, 0);
  return Math.round((1000 * lower) / total) / 10;
}

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The comparison of one bill (or an event's bills summed) with the hospital's figure. */
export function checkBill(input: BillCheckInput): BillCheckResult {
  if (!input.drg)
    return notAssessed(
      input,
      'The bill has no DRG among its codes, so there is no public figure to compare with.',
    );
  if (!input.providerId)
    return notAssessed(input, 'No hospital from the directory is picked for this visit.');
  const f = input.figure;
  if (!f) return notAssessed(input, `This hospital has no CMS figures for DRG ${input.drg}.`);
  if (f.discharges < BILL_CHECK_RULES.minStays)
    return notAssessed(
      input,
      `Only ${f.discharges} stays stand behind this hospital's average for DRG ${f.drg} (${f.year}); at least ${BILL_CHECK_RULES.minStays} are needed.`,
    );
  if (f.avgCoveredChargeCents <= 0 || f.avgTotalPaymentCents <= 0)
    return notAssessed(input, `The hospital's figures for DRG ${f.drg} (${f.year}) have no amounts.`);

  const usedPaid = input.paidCents !== null;
  const asked = input.paidCents ?? input.billedCents;
  const billedRatio = input.billedCents / f.avgCoveredChargeCents;
  const paymentRatio = asked / f.avgTotalPaymentCents;
  const typicalPaymentCents = Math.round(
    (input.billedCents * f.avgTotalPaymentCents) / f.avgCoveredChargeCents,
  );
  const compared = input.nearby !== null;
  const nearby = !input.nearby
    ? []
    : input.nearby.some((h) => h.providerId === f.providerId)
      ? input.nearby
      : [...input.nearby, f];
  const percentile = compared ? weightedPercentile(f.avgTotalPaymentCents, nearby) : null;
  const cheapest = [...nearby]
    .sort(
      (a, b) => a.avgTotalPaymentCents - b.avgTotalPaymentCents || a.providerId.localeCompare(b.providerId),
    )
    .slice(0, BILL_CHECK_RULES.cheapestShown);
  const current = adjustToCurrentDollars(f.avgTotalPaymentCents, f.year);
  const verdict = verdictOf(paymentRatio);
  const times = `${paymentRatio.toFixed(2)}×`;
  const explanation =
    `${usedPaid ? 'The amount paid' : 'The amount billed'} (${usd(asked)}) is ${times} this hospital's average total ` +
    `payment for DRG ${f.drg} in ${f.year} (${usd(f.avgTotalPaymentCents)}, ${f.discharges} stays). ` +
    `Above ${BILL_CHECK_RULES.aboveTypicalRatio}× is "above typical"; ${BILL_CHECK_RULES.farAboveTypicalRatio}× or more is "far above typical".`;
  const src = `Source: ${CMS_SOURCE}, data year ${f.year}.`;
  return {
    verdict,
    verdictLabel: VERDICT_LABELS[verdict],
    explanation,
    drg: f.drg,
    figure: f,
    billedRatio,
    paymentRatio,
    usedPaid,
    typicalPaymentCents,
    percentile,
    nearbyCount: nearby.length,
    nearbyStays: nearby.reduce((s, h) => s + h.discharges, 0),
    cheapest,
    currentAvgTotalPaymentCents: current,
    currentDollarsLabel: current === null ? null : cpiAdjustmentLabel(f.year),
    method: [
      `Billed ratio = amount billed ÷ the hospital's average covered charges (${usd(f.avgCoveredChargeCents)}). ${src}`,
      `Payment ratio = ${usedPaid ? 'amount paid (insurance + your share)' : 'amount billed (no insurance payment recorded)'} ÷ the hospital's average total payment (${usd(f.avgTotalPaymentCents)}). ${src}`,
      `Estimated typical payment = amount billed × (average total payment ÷ average covered charges). ${src}`,
      ...(compared
        ? [
            `Percentile = share of stays at the ${nearby.length} hospitals within ${BILL_CHECK_RULES.nearbyKm} km with DRG ${f.drg} figures for ${f.year} whose average total payment is lower, weighted by stays. ${src}`,
          ]
        : []),
      current === null
        ? `No current-dollar adjustment: the CPI-U table has no value for ${f.year}.`
        : `Current dollars: ${cpiAdjustmentLabel(f.year)}, BLS series ${CPI_SERIES}, ${f.year} to ${CPI_LATEST_YEAR}; an adjustment, not a published price.`,
    ],
  };
}

// ---- the hospital's own price file (outpatient codes) -----------------------------------------

/** CPT (five digits, or four digits and a letter) and HCPCS level II (a letter and four digits) codes. */
const OUTPATIENT_CODE = /^[0-9A-Z]\d{3}[0-9A-Z]$/;

/** The CPT/HCPCS codes among a bill's codes, upper-cased, each once, in the bill's order. */
export function outpatientCodesOf(codes: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of codes) {
    const c = raw.trim().toUpperCase();
    if (OUTPATIENT_CODE.test(c) && !out.includes(c)) out.push(c);
  }
  return out;
}

/** The verdict for a ratio of what was asked to the hospital's published price (see BILL_CHECK_RULES). */
export function publishedVerdictOf(ratio: number): Exclude<BillVerdict, 'NOT_ASSESSED'> {
  if (ratio >= BILL_CHECK_RULES.publishedFarAboveRatio) return 'FAR_ABOVE_TYPICAL';
  if (ratio > BILL_CHECK_RULES.publishedAboveRatio) return 'ABOVE_TYPICAL';
  return 'AT_OR_BELOW_TYPICAL';
}

export const PUBLISHED_THRESHOLDS_TEXT =
  `Codes without a DRG are compared with the hospital's own price file: what was asked against the discounted cash price (self-pay) ` +
  `or your plan's negotiated rate (the expected allowed amount, once your insurer's payment is recorded): ` +
  `up to ${BILL_CHECK_RULES.publishedAboveRatio}× is "at or below typical", above it "above typical", ` +
  `${BILL_CHECK_RULES.publishedFarAboveRatio}× or more "far above typical: worth questioning".`;

/** What the price file publishes for one of the bill's codes (one item per code). */
export interface PublishedPrice {
  code: string;
  grossCents: number | null;
  cashCents: number | null;
  minNegotiatedCents: number | null;
  maxNegotiatedCents: number | null;
  /** The negotiated rate of the user's payer and plan (the expected allowed amount); null when not published. */
  allowedCents: number | null;
}

export interface PriceFileCheckInput {
  billedCents: number;
  /** Insurance paid plus the patient's share, when the insurance payment is recorded; else null. */
  paidCents: number | null;
  selfPay: boolean;
  /** The user's saved plan, or null. */
  plan: (InsurancePlanValue & { payerName: string; planName: string }) | null;
  /** The bill's codes compared (CPT/HCPCS, or the DRG). */
  codes: readonly string[];
  /** What the file publishes, at most one per code. */
  prices: readonly PublishedPrice[];
  /** "file name, dated …, version …", named with every figure. */
  sourceLabel: string;
}

export type PriceFileBasis = 'CASH_PRICE' | 'ALLOWED_AMOUNT';

export interface PriceFileCheckResult {
  verdict: BillVerdict;
  verdictLabel: string;
  explanation: string;
  /** What the comparison was made against; null when not assessed. */
  basis: PriceFileBasis | null;
  /** Sum of the basis over the codes, in cents. */
  referenceCents: number | null;
  askedCents: number | null;
  ratio: number | null;
  /** The bill's codes the file does not publish. */
  unpublishedCodes: string[];
  /** Sum of the plan's negotiated rates for every code; null when any is not published or there is no plan. */
  allowedCents: number | null;
  /** What the user should owe by the plan for the allowed amount (the visit as one); null without a plan. */
  planEstimate: InsuranceEstimateValue | null;
  method: string[];
}

const sumOf = (xs: readonly (number | null)[]): number | null =>
  xs.length > 0 && xs.every((x) => x !== null) ? xs.reduce<number>((s, x) => s + (x ?? 0), 0) : null;

/** The comparison of a bill with the hospital's own published prices for its codes. */
export function checkBillByPriceFile(input: PriceFileCheckInput): PriceFileCheckResult {
  const byCode = new Map(input.prices.map((p) => [p.code, p]));
  const published = input.codes.filter((c) => byCode.has(c)).map((c) => byCode.get(c)!);
  const unpublishedCodes = input.codes.filter((c) => !byCode.has(c));
  const allowedCents =
    input.plan && unpublishedCodes.length === 0 ? sumOf(published.map((p) => p.allowedCents)) : null;
  const planEstimate = input.plan ? insuranceEstimate(allowedCents, input.plan) : null;
  const src = `Source: ${input.sourceLabel}.`;
  const method: string[] = published.map(
    (p) =>
      `Code ${p.code}: gross charge ${p.grossCents === null ? 'not published' : usd(p.grossCents)}, discounted cash price ` +
      `${p.cashCents === null ? 'not published' : usd(p.cashCents)}, negotiated ` +
      `${p.minNegotiatedCents === null || p.maxNegotiatedCents === null ? 'rates not published' : `${usd(p.minNegotiatedCents)} to ${usd(p.maxNegotiatedCents)}`}` +
      (input.plan
        ? `, ${input.plan.payerName}${input.plan.planName ? ` ${input.plan.planName}` : ''}: ${p.allowedCents === null ? NOT_PUBLISHED_FOR_PLAN.toLowerCase() : usd(p.allowedCents)}`
        : '') +
      `. ${src}`,
  );
  if (planEstimate?.kind === 'estimate')
    method.push(
      `What you should owe by your plan for the expected allowed amount (${usd(planEstimate.negotiatedCents)}), the visit counted as one: ${planEstimate.formula}. ${src}`,
    );
  const base = { unpublishedCodes, allowedCents, planEstimate, method };
  const notAssessed = (explanation: string): PriceFileCheckResult => ({
    verdict: 'NOT_ASSESSED',
    verdictLabel: VERDICT_LABELS.NOT_ASSESSED,
    explanation,
    basis: null,
    referenceCents: null,
    askedCents: null,
    ratio: null,
    ...base,
  });
  if (published.length === 0)
    return notAssessed(
      `The hospital's price file (${input.sourceLabel}) publishes none of the bill's codes.`,
    );
  if (unpublishedCodes.length > 0)
    return notAssessed(
      `The hospital's price file does not publish ${unpublishedCodes.join(', ')}, so the bill's total cannot be compared with it.`,
    );
  let basis: PriceFileBasis;
  let referenceCents: number;
  let asked: number;
  let what: string;
  if (input.selfPay) {
    const cash = sumOf(published.map((p) => p.cashCents));
    if (cash === null || cash <= 0)
      return notAssessed(
        `The price file publishes no discounted cash price for ${published
          .filter((p) => p.cashCents === null)
          .map((p) => p.code)
          .join(', ')}.`,
      );
    basis = 'CASH_PRICE';
    referenceCents = cash;
    asked = input.paidCents ?? input.billedCents;
    what = `the hospital's discounted cash price for ${input.codes.join(', ')} (${usd(cash)})`;
  } else {
    if (!input.plan)
      return notAssessed(
        "Save your insurance plan in settings to compare the bill with your insurer's negotiated rate; the hospital's published prices are shown.",
      );
    if (allowedCents === null || allowedCents <= 0)
      return notAssessed(
        `${NOT_PUBLISHED_FOR_PLAN}: the hospital publishes no rate of ${input.plan.payerName}${input.plan.planName ? ` ${input.plan.planName}` : ''} for ${published
          .filter((p) => p.allowedCents === null)
          .map((p) => p.code)
          .join(', ')}, and another plan's rate is not used.`,
      );
    if (input.paidCents === null)
      return notAssessed(
        "Record what your insurer paid to compare the bill with your plan's negotiated rate; until the insurer has processed the claim, the amount billed is not what you owe.",
      );
    basis = 'ALLOWED_AMOUNT';
    referenceCents = allowedCents;
    asked = input.paidCents;
    what = `the expected allowed amount, ${input.plan.payerName}'s negotiated rate for ${input.codes.join(', ')} (${usd(allowedCents)})`;
  }
  const ratio = asked / referenceCents;
  const verdict = publishedVerdictOf(ratio);
  const usedPaid = input.paidCents !== null;
  return {
    verdict,
    verdictLabel: VERDICT_LABELS[verdict],
    explanation:
      `${usedPaid ? 'The amount paid' : 'The amount billed'} (${usd(asked)}) is ${ratio.toFixed(2)}× ${what}, from the hospital's price file. ` +
      `Above ${BILL_CHECK_RULES.publishedAboveRatio}× is "above typical"; ${BILL_CHECK_RULES.publishedFarAboveRatio}× or more is "far above typical".`,
    basis,
    referenceCents,
    askedCents: asked,
    ratio,
    ...base,
    method: [
      ...method,
      `Ratio = ${usedPaid ? 'amount paid (insurance + your share)' : 'amount billed'} ÷ ${basis === 'CASH_PRICE' ? 'the discounted cash price' : 'the expected allowed amount'}. ${src}`,
    ],
  };
}

// ---- next steps --------------------------------------------------------------------------------

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
    },
    {
      key: 'CHECK_ERRORS',
      title: 'Check the itemized bill for common errors',
      text: 'Go through the itemized bill line by line and tick what you checked.',
      dueDate: askBy,
      source:
        'Common billing errors listed by the Consumer Financial Protection Bureau and state insurance departments.',
      checklist: [...ERROR_CHECKLIST],
    },
    {
      key: 'FINANCIAL_ASSISTANCE',
      title: 'Apply for financial assistance (nonprofit hospitals)',
      text: 'Nonprofit hospitals must have a financial assistance policy and accept applications for at least 240 days after the first bill following discharge. Ask for the policy and the application form.',
      dueDate: input.firstBillDate ? addDays(input.firstBillDate, R.financialAssistanceDays) : null,
      source:
        'IRS rules for tax-exempt hospitals, section 501(r): the application period, 26 CFR 1.501(r)-1(b)(3), ends no earlier than 240 days after the first post-discharge billing statement.',
      checklist: [],
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
      });
  }
  return steps;
}
