/**
 * "Was my bill fair?": a user's bill compared with the hospital's published CMS figures for the bill's
 * DRG. Pure rules, shared by the API and the web. The comparison with the hospital's own price file is
 * bill-check-price-file.ts; the next steps with their deadlines are bill-check-next-steps.ts.
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
import { usd } from './usd';

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
