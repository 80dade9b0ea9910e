/**
 * "Was my bill fair?": a user's bill compared with the hospital's published CMS figures for the bill's
 * DRG. Pure rules, shared by the API and the web. The benchmarks, the bill's-dollars adjustment, the
 * mid-rank and the letter's comparisons are in verdict/ (issue 27); the comparison with the hospital's own
 * price file is bill-check-price-file.ts; the next steps with their deadlines are bill-check-next-steps.ts.
 *
 * Like with like, in the bill's own dollars, against the benchmark for who paid (verdict/verdict.ts):
 * - the amount billed against this hospital's average charge for the DRG;
 * - the amount paid (insurer + patient) against Medicare's payment (a Medicare patient), Medicare's
 *   payment × RAND's commercial ratio (a health plan), or the hospital's cash price / the estimated
 *   amounts generally billed (self-pay); a comparison that does not fit is "not assessed" with why.
 *     ratio <= 1                          "at or below typical"
 *     1 < ratio < 2 (1.5 own prices)      "above typical"
 *     ratio >= 2 (1.5 own prices)         "far above typical: worth questioning"
 * - the comparison is made only when at least 11 stays stand behind the hospital's average (CMS
 *   itself leaves out figures of fewer than 11 discharges to protect privacy);
 * - where the hospital stands: mid-rank, stays-weighted, among the OTHER hospitals within 75 km with
 *   figures for the same DRG and year; hidden when fewer than 3 (verdict/rank.ts).
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
import {
  billVerdict,
  letterComparisons,
  midRankPercentile,
  MIN_OTHERS,
  othersNear,
  NEARBY_KM,
  toBillDollars,
  VERDICT_RULES,
  type BenchmarkKind,
  type ComparedAmount,
  type Comparison,
  type LetterComparison,
  type NotAssessed,
  type PayerType,
  verdictTextIn,
} from '../verdict';
import { textIn, type TextLanguage } from '../text/text-language';
import { BILL_CHECK_TEXT_EN } from './bill-check-text';
import { BILL_CHECK_TEXT_ES } from './bill-check-text-es';

/** The bill check's sentences in a language (bill-check-text.ts, bill-check-text-es.ts). */
export const billCheckText = (lang: TextLanguage = 'en') =>
  textIn(BILL_CHECK_TEXT_EN, BILL_CHECK_TEXT_ES, lang);

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

export const CMS_SOURCE = BILL_CHECK_TEXT_EN.cmsSource;

/** The thresholds in words, shown with every verdict, in a language. */
export const thresholdsText = (lang: TextLanguage = 'en') =>
  billCheckText(lang)('thresholds', {
    above: VERDICT_RULES.aboveRatio,
    farAverage: VERDICT_RULES.farAboveAverageRatio,
    farOwn: VERDICT_RULES.farAboveOwnPriceRatio,
    minStays: BILL_CHECK_RULES.minStays,
  });

/** The thresholds in words, shown with every verdict. */
export const THRESHOLDS_TEXT = thresholdsText('en');

export type BillVerdict = 'AT_OR_BELOW_TYPICAL' | 'ABOVE_TYPICAL' | 'FAR_ABOVE_TYPICAL' | 'NOT_ASSESSED';

export const VERDICT_LABELS: Readonly<Record<BillVerdict, string>> = Object.freeze({
  AT_OR_BELOW_TYPICAL: 'At or below typical',
  ABOVE_TYPICAL: 'Above typical',
  FAR_ABOVE_TYPICAL: 'Far above typical: worth questioning',
  NOT_ASSESSED: 'Not assessed',
});

/**
 * The verdict for a ratio of what was asked to a CMS average (see BILL_CHECK_RULES); the bill check
 * itself uses verdict/verdict.ts (the benchmark decides the far-above ratio).
 */
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
  /** Two-letter state of the hospital (for the commercial ratio); null or absent when unknown. */
  state?: string | null;
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
   * Figures of hospitals within 75 km for the same DRG and year (the bill's own hospital may be among
   * them: it is left out of the rank); null when the viewer may not see other hospitals' figures
   * (access.ts figuresOnLook): the percentile, the cheapest and the counts are then left out, the verdict
   * against the bill's own hospital is not.
   */
  nearby: readonly (HospitalFigure & { distanceKm?: number })[] | null;
  /** Calendar year of the service (verdict/payer.ts serviceYearOf): the dollars every figure is moved to. */
  serviceYear: number;
  /** Who paid (verdict/payer.ts payerTypeOf). */
  payer: PayerType;
  /** Whether the hospital is a nonprofit (amounts generally billed); null when its ownership is unknown. */
  nonprofit: boolean | null;
  /** The hospital's discounted cash price for the DRG from its price file, or null. */
  cashPrice: { cents: number; sourceLabel: string } | null;
  /** The language of the sentences (the request's); English when absent. */
  language?: TextLanguage;
}

/** One comparison of the bill with a benchmark, flat for the API (money in whole cents). */
export interface BillComparisonView {
  benchmark: BenchmarkKind;
  compares: ComparedAmount;
  askedCents: number;
  benchmarkCents: number;
  ratio: number;
  verdict: Exclude<BillVerdict, 'NOT_ASSESSED'>;
  verdictLabel: string;
  /** The comparison in one sentence, the benchmark named. */
  sentence: string;
  /** The benchmark in one sentence. */
  benchmarkSentence: string;
  source: string;
  /** The CMS figure as published and its data year; null for the hospital's own price file. */
  originalCents: number | null;
  originalYear: number | null;
  /** The figure moved to the bill's dollars, the year of those dollars and the CPI factor. */
  adjustedCents: number | null;
  adjustedYear: number | null;
  factor: number | null;
  adjustmentLabel: string | null;
  /** A multiplier applied after the adjustment (RAND ratio, AGB percentage) and what it is. */
  multiplier: number | null;
  multiplierWhat: string | null;
}

export interface BillCheckResult {
  verdict: BillVerdict;
  verdictLabel: string;
  /** Why the bill is not assessed, or how the verdict was reached. */
  explanation: string;
  drg: string | null;
  figure: HospitalFigure | null;
  /** Who paid, as the benchmark was chosen. */
  payer: PayerType;
  /** The year whose dollars the figures are in (the bill's, or the latest CPI year before it). */
  serviceYear: number;
  /** The headline benchmark in one sentence; null when nothing is assessed. */
  benchmark: string | null;
  /** Every comparison that fits, headline first. */
  comparisons: BillComparisonView[];
  /** The benchmarks that do not fit, with why. */
  notAssessed: NotAssessed[];
  /** What the letter may quote: only comparisons that hold, with benchmark, year and adjustment. */
  letterLines: LetterComparison[];
  /**
   * The estimated amounts generally billed as the cap they are (never a benchmark): the most this
   * nonprofit hospital may charge a patient who qualifies for its financial assistance; null when none.
   */
  assistanceCapCents: number | null;
  assistanceCapText: string | null;
  /** What the user could add for a fuller check (who paid), or null. */
  ask: string | null;
  /** billed ÷ this hospital's average covered charges moved to the bill's dollars. */
  billedRatio: number | null;
  /** The headline ratio when it compares what was paid; else null (never a charge ÷ a payment). */
  paymentRatio: number | null;
  /** Whether paymentRatio used the amount paid. */
  usedPaid: boolean;
  /** Deprecated (it mixed a charge into a payment): always null. */
  typicalPaymentCents: number | null;
  /** Mid-rank, stays-weighted percentile among the OTHER hospitals near (0-100); null under 3 of them. */
  percentile: number | null;
  /** Other hospitals within 75 km with a figure for the DRG and year (the bill's own hospital left out). */
  nearbyCount: number;
  nearbyStays: number;
  cheapest: HospitalFigure[];
  /** The hospital's average total payment moved to the bill's dollars (an estimate), or null. */
  currentAvgTotalPaymentCents: number | null;
  currentDollarsLabel: string | null;
  /** How each figure was computed, with its source and year, for the screen and the letter. */
  method: string[];
}

const baseResult = (input: BillCheckInput) => ({
  drg: input.drg,
  figure: input.figure,
  payer: input.payer,
  serviceYear: input.serviceYear,
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
  assistanceCapCents: null,
  assistanceCapText: null,
  ask: null,
});

const notAssessed = (input: BillCheckInput, explanation: string): BillCheckResult => ({
  ...baseResult(input),
  verdict: 'NOT_ASSESSED',
  verdictLabel: verdictTextIn(input.language).NOT_ASSESSED,
  explanation,
  benchmark: null,
  comparisons: [],
  notAssessed: [],
  letterLines: [],
  method: [],
});

/**
 * Weighted percentile of `ownCents` among hospital averages: the share of stays (discharges) at
 * hospitals whose average total payment is strictly lower, in percent, rounded to one decimal.
 * The bill check ranks by verdict/rank.ts midRankPercentile (others only, mid-rank) instead.
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

/** A verdict comparison, flat for the API. */
export function comparisonView(c: Comparison, lang: TextLanguage = 'en'): BillComparisonView {
  const b = c.benchmark;
  return {
    benchmark: b.kind,
    compares: b.compares,
    askedCents: c.askedCents,
    benchmarkCents: b.cents,
    ratio: c.ratio,
    verdict: c.verdict,
    verdictLabel: verdictTextIn(lang)[c.verdict],
    sentence: c.sentence,
    benchmarkSentence: b.sentence,
    source: b.source,
    originalCents: b.adjusted?.originalCents ?? null,
    originalYear: b.adjusted?.originalYear ?? null,
    adjustedCents: b.adjusted?.adjustedCents ?? null,
    adjustedYear: b.adjusted?.toYear ?? null,
    factor: b.adjusted?.factor ?? null,
    adjustmentLabel: b.adjusted?.label ?? null,
    multiplier: b.multiplier?.value ?? null,
    multiplierWhat: b.multiplier?.what ?? null,
  };
}

/** The comparison with the other hospitals near: the mid-rank and the cheapest (own hospital shown in the list). */
function nearbyPart(f: HospitalFigure, nearby: BillCheckInput['nearby'], lang: TextLanguage = 'en') {
  const t = billCheckText(lang);
  if (!nearby) return { percentile: null, nearbyCount: 0, nearbyStays: 0, cheapest: [], method: [] };
  const ranked = nearby.map((h) => ({
    providerId: h.providerId,
    discharges: h.discharges,
    cents: h.avgTotalPaymentCents,
    distanceKm: h.distanceKm ?? 0,
  }));
  // One rule for the rank, the count and the list: othersNear (strictly under NEARBY_KM, unrounded).
  const others = othersNear(
    f.providerId,
    nearby.map((h) => ({ ...h, distanceKm: h.distanceKm ?? 0 })),
  );
  const percentile = midRankPercentile({ providerId: f.providerId, cents: f.avgTotalPaymentCents }, ranked);
  const withOwn = [...others, f];
  const cheapest = [...withOwn]
    .sort(
      (a, b) => a.avgTotalPaymentCents - b.avgTotalPaymentCents || a.providerId.localeCompare(b.providerId),
    )
    .slice(0, BILL_CHECK_RULES.cheapestShown);
  const method =
    percentile === null
      ? [t('rankHidden', { min: MIN_OTHERS, km: NEARBY_KM, drg: f.drg, year: f.year })]
      : [
          t('rank', {
            count: others.length,
            km: NEARBY_KM,
            drg: f.drg,
            year: f.year,
            cms: t('cmsSource'),
          }),
        ];
  return {
    percentile,
    nearbyCount: others.length,
    nearbyStays: others.reduce((s, h) => s + h.discharges, 0),
    cheapest,
    method,
  };
}

/** The comparison of one bill (or an event's bills summed) with the hospital's figures. */
export function checkBill(input: BillCheckInput): BillCheckResult {
  const lang = input.language ?? 'en';
  const t = billCheckText(lang);
  if (input.drg && !input.providerId) return notAssessed(input, t('noHospital'));
  const f = input.figure;
  const v = billVerdict({
    billedCents: input.billedCents,
    paidCents: input.paidCents,
    serviceYear: input.serviceYear,
    payer: input.payer,
    drg: input.drg,
    figure: f && { ...f, state: f.state ?? null },
    nonprofit: input.nonprofit,
    cashPrice: input.cashPrice,
    language: lang,
  });
  const comparisons = v.comparisons.map((c) => comparisonView(c, lang));
  const charges = comparisons.find((c) => c.benchmark === 'AVERAGE_CHARGE') ?? null;
  const headline = comparisons[0] ?? null;
  const paymentRatio = headline && headline.compares === 'PAID' ? headline.ratio : null;
  const assessed = v.verdict !== 'NOT_ASSESSED' && f !== null;
  const current = assessed ? toBillDollars(f.avgTotalPaymentCents, f.year, input.serviceYear, lang) : null;
  const near = assessed ? nearbyPart(f, input.nearby, lang) : nearbyPart(f as HospitalFigure, null, lang);
  return {
    ...baseResult(input),
    verdict: v.verdict,
    verdictLabel: verdictTextIn(lang)[v.verdict],
    explanation: v.explanation,
    drg: f?.drg ?? input.drg,
    benchmark: v.headline?.benchmark.sentence ?? null,
    comparisons,
    notAssessed: v.notAssessed,
    letterLines: letterComparisons(v, { language: lang }),
    assistanceCapCents: v.assistanceCap?.cents ?? null,
    assistanceCapText: v.assistanceCap
      ? t('withSource', { text: v.assistanceCap.sentence, source: v.assistanceCap.source })
      : null,
    ask: v.ask,
    billedRatio: charges?.ratio ?? null,
    paymentRatio,
    usedPaid: paymentRatio !== null && input.paidCents !== null,
    percentile: near.percentile,
    nearbyCount: near.nearbyCount,
    nearbyStays: near.nearbyStays,
    cheapest: near.cheapest,
    currentAvgTotalPaymentCents: current?.adjustedCents ?? null,
    currentDollarsLabel: current?.label ?? null,
    method: [
      ...comparisons.map((c) => t('withSource', { text: c.sentence, source: c.source })),
      ...v.notAssessed.map((n) =>
        t('methodNotAssessed', { benchmark: t(`benchmark.${n.benchmark}`), reason: n.reason }),
      ),
      ...near.method,
    ],
  };
}
