/**
 * "Was my bill fair?" for a bill without a DRG: its CPT/HCPCS codes compared with the hospital's own price
 * file (45 CFR 180), against the discounted cash price (self-pay) or the expected allowed amount of the
 * user's plan. The thresholds are in BILL_CHECK_RULES (bill-check.ts, where the rules are written out).
 */
import { BILL_CHECK_RULES, billCheckText, type BillVerdict } from './bill-check';
import { verdictTextIn } from '../verdict';
import type { TextLanguage } from '../text/text-language';
import {
  insuranceEstimate,
  NOT_PUBLISHED_FOR_PLAN,
  type InsuranceEstimateValue,
  type InsurancePlanValue,
} from './insurance';
import { usd } from '../money/usd';

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

export const publishedThresholdsText = (lang: TextLanguage = 'en') =>
  billCheckText(lang)('publishedThresholds', {
    above: BILL_CHECK_RULES.publishedAboveRatio,
    far: BILL_CHECK_RULES.publishedFarAboveRatio,
  });

export const PUBLISHED_THRESHOLDS_TEXT = publishedThresholdsText('en');

/** What the price file publishes for one of the bill's codes (one item per code). */
export interface PublishedPrice {
  code: string;
  grossCents: number | null;
  cashCents: number | null;
  minNegotiatedCents: number | null;
  maxNegotiatedCents: number | null;
  /** The negotiated rate of the user's payer and plan (the expected allowed amount); null when not published. */
  allowedCents: number | null;
  /**
   * When the plan has two or more different rates for the code: the highest (allowedCents is then the
   * lowest, the one compared); absent or null with one rate.
   */
  allowedHighCents?: number | null;
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
  /** The language of the sentences (the request's); English when absent. */
  language?: TextLanguage;
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

/** The plan's rate for a code, both ends when the file publishes several and does not say which applies. */
function planRateText(p: PublishedPrice, t: ReturnType<typeof billCheckText>): string {
  if (p.allowedCents === null) return t('notPublishedForPlan').toLowerCase();
  if (p.allowedHighCents == null || p.allowedHighCents === p.allowedCents) return usd(p.allowedCents);
  return t('planRange', { low: usd(p.allowedCents), high: usd(p.allowedHighCents) });
}

/** What the file publishes for one code, in words (the method lines of the screen and the letter). */
function publishedLine(
  p: PublishedPrice,
  plan: PriceFileCheckInput['plan'],
  t: ReturnType<typeof billCheckText>,
): string {
  const cents = (v: number | null) => (v === null ? t('notPublished') : usd(v));
  const negotiated =
    p.minNegotiatedCents === null || p.maxNegotiatedCents === null
      ? t('ratesNotPublished')
      : t('range', { low: usd(p.minNegotiatedCents), high: usd(p.maxNegotiatedCents) });
  const ofPlan = plan
    ? `, ${plan.payerName}${plan.planName ? ` ${plan.planName}` : ''}: ${planRateText(p, t)}`
    : '';
  return t('publishedLine', {
    code: p.code,
    gross: cents(p.grossCents),
    cash: cents(p.cashCents),
    negotiated,
    ofPlan,
  });
}

/** The comparison of a bill with the hospital's own published prices for its codes. */
export function checkBillByPriceFile(input: PriceFileCheckInput): PriceFileCheckResult {
  const byCode = new Map(input.prices.map((p) => [p.code, p]));
  const published = input.codes.filter((c) => byCode.has(c)).map((c) => byCode.get(c)!);
  const unpublishedCodes = input.codes.filter((c) => !byCode.has(c));
  const allowedCents =
    input.plan && unpublishedCodes.length === 0 ? sumOf(published.map((p) => p.allowedCents)) : null;
  const lang = input.language ?? 'en';
  const t = billCheckText(lang);
  const planEstimate = input.plan ? insuranceEstimate(allowedCents, input.plan, lang) : null;
  const src = t('source', { label: input.sourceLabel });
  const method: string[] = published.map((p) => `${publishedLine(p, input.plan, t)}. ${src}`);
  if (planEstimate?.kind === 'estimate')
    method.push(
      t('planOwe', {
        allowed: usd(planEstimate.negotiatedCents),
        formula: planEstimate.formula,
        source: src,
      }),
    );
  const base = { unpublishedCodes, allowedCents, planEstimate, method };
  const notAssessed = (explanation: string): PriceFileCheckResult => ({
    verdict: 'NOT_ASSESSED',
    verdictLabel: verdictTextIn(lang).NOT_ASSESSED,
    explanation,
    basis: null,
    referenceCents: null,
    askedCents: null,
    ratio: null,
    ...base,
  });
  if (published.length === 0) return notAssessed(t('noneOfCodes', { label: input.sourceLabel }));
  if (unpublishedCodes.length > 0)
    return notAssessed(t('someUnpublished', { codes: unpublishedCodes.join(', ') }));
  let basis: PriceFileBasis;
  let referenceCents: number;
  let asked: number;
  let what: string;
  if (input.selfPay) {
    const cash = sumOf(published.map((p) => p.cashCents));
    if (cash === null || cash <= 0)
      return notAssessed(
        t('noCashFor', {
          codes: published
            .filter((p) => p.cashCents === null)
            .map((p) => p.code)
            .join(', '),
        }),
      );
    basis = 'CASH_PRICE';
    referenceCents = cash;
    asked = input.paidCents ?? input.billedCents;
    what = t('cashWhat', { codes: input.codes.join(', '), cents: usd(cash) });
  } else {
    if (!input.plan) return notAssessed(t('savePlan'));
    if (allowedCents === null || allowedCents <= 0)
      return notAssessed(
        t('noPlanRate', {
          notPublished: lang === 'es' ? t('notPublishedForPlan') : NOT_PUBLISHED_FOR_PLAN,
          plan: `${input.plan.payerName}${input.plan.planName ? ` ${input.plan.planName}` : ''}`,
          codes: published
            .filter((p) => p.allowedCents === null)
            .map((p) => p.code)
            .join(', '),
        }),
      );
    if (input.paidCents === null) return notAssessed(t('recordInsurer'));
    basis = 'ALLOWED_AMOUNT';
    referenceCents = allowedCents;
    asked = input.paidCents;
    what = t('allowedWhat', {
      payer: input.plan.payerName,
      codes: input.codes.join(', '),
      cents: usd(allowedCents),
    });
  }
  const ratio = asked / referenceCents;
  const verdict = publishedVerdictOf(ratio);
  const usedPaid = input.paidCents !== null;
  return {
    verdict,
    verdictLabel: verdictTextIn(lang)[verdict],
    explanation: t('priceFileExplanation', {
      asked: t(usedPaid ? 'asked.paid' : 'asked.billed'),
      cents: usd(asked),
      ratio: ratio.toFixed(2),
      what,
      above: BILL_CHECK_RULES.publishedAboveRatio,
      far: BILL_CHECK_RULES.publishedFarAboveRatio,
    }),
    basis,
    referenceCents,
    askedCents: asked,
    ratio,
    ...base,
    method: [
      ...method,
      t('ratio', {
        asked: t(usedPaid ? 'ratio.paid' : 'ratio.billed'),
        basis: t(basis === 'CASH_PRICE' ? 'ratio.cash' : 'ratio.allowed'),
        source: src,
      }),
    ],
  };
}
