/**
 * The benchmark a bill is compared with, by what is compared and who paid. Like with like: a charge
 * with this hospital's average charge, a payment with a payment, never one with the other. Every CMS
 * figure is moved to the bill's own dollars (dollars.ts) and keeps its original figure and year.
 *
 * - Charges: the hospital's average covered charges for the DRG.
 * - Medicare patient: Medicare's average total payment to this hospital for the DRG (Medicare's share
 *   plus the patient's deductible and coinsurance, so it matches "insurer + patient paid").
 * - Commercial plan: that payment × RAND's commercial-to-Medicare inpatient price ratio
 *   (commercial-ratios.ts), shown as the estimate it is.
 * - Self-pay: the hospital's discounted cash price from its own price file, when given.
 * - Not a benchmark: the amounts generally billed (AGB, 26 CFR 1.501(r)-5) of a nonprofit hospital, which
 *   cap what a patient WHO QUALIFIES for financial assistance may be charged; verdict.ts gives it apart as
 *   that cap (`assistanceCap`), never as the headline's benchmark. Our AGB is an ESTIMATE by the
 *   look-back method with Medicare fee-for-service as the only payer (1.501(r)-5(b)(3)): the AGB
 *   percentage is what Medicare allowed (its payment plus the patient's share) divided by the gross
 *   charges of those claims; here, the hospital's average total payment ÷ its average covered charges
 *   for the DRG in the CMS year, applied to the bill's own gross charges. The hospital's real AGB
 *   percentage is in its financial assistance policy and is the figure that counts.
 */
import { commercialRatioFor } from './commercial-ratios';
import { toBillDollars, type AdjustedFigure } from './dollars';
import { textIn, type TextLanguage } from '../text/text-language';
import { VERDICT_TEXT_EN } from './verdict-text';
import { VERDICT_TEXT_ES } from './verdict-text-es';
import { usd } from '../money/usd';

const textOf = (lang: TextLanguage) => textIn(VERDICT_TEXT_EN, VERDICT_TEXT_ES, lang);

/** Fewer stays than this behind an average: not assessed (CMS itself suppresses fewer than 11). */
export const MIN_STAYS = 11;

/** One hospital's CMS inpatient figure for a DRG in one year (money in whole cents). */
export interface CmsFigure {
  providerId: string;
  providerName: string;
  /** Two-letter state of the hospital (for the commercial ratio); null when unknown. */
  state: string | null;
  drg: string;
  year: number;
  discharges: number;
  avgCoveredChargeCents: number;
  avgTotalPaymentCents: number;
  avgMedicarePaymentCents: number;
}

export type BenchmarkKind =
  'AVERAGE_CHARGE' | 'MEDICARE_PAYMENT' | 'COMMERCIAL_ESTIMATE' | 'CASH_PRICE' | 'AMOUNT_GENERALLY_BILLED';

/** What a benchmark is compared with: the bill's charges, or what was paid (insurer + patient). */
export type ComparedAmount = 'CHARGES' | 'PAID';

export interface Benchmark {
  kind: BenchmarkKind;
  compares: ComparedAmount;
  /** The benchmark in the bill's dollars, whole cents. */
  cents: number;
  /** The CMS figure it starts from, as published and as moved to the bill's year; null for a price file. */
  adjusted: AdjustedFigure | null;
  /** A multiplier applied to the adjusted figure (RAND ratio, AGB percentage), with what it is. */
  multiplier: { value: number; what: string } | null;
  /** The benchmark in one sentence a person understands. */
  sentence: string;
  /** Where the figures come from. */
  source: string;
}

export type BenchmarkAnswer =
  | { kind: 'benchmark'; benchmark: Benchmark }
  | { kind: 'not_assessed'; benchmark: BenchmarkKind; reason: string };

export const CMS_INPATIENT_SOURCE = VERDICT_TEXT_EN.cmsInpatientSource;

/** The CMS data set, data year `year`, as a source. */
const cmsSource = (lang: TextLanguage, year: number) =>
  textOf(lang)('cmsSource', { cms: textOf(lang)('cmsInpatientSource'), year });

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const notAssessed = (benchmark: BenchmarkKind, reason: string): BenchmarkAnswer => ({
  kind: 'not_assessed',
  benchmark,
  reason,
});

/** Why a CMS figure cannot serve as a benchmark, or null when it can. */
export function figureProblem(
  f: CmsFigure | null,
  drg: string | null,
  lang: TextLanguage = 'en',
): string | null {
  const t = textOf(lang);
  if (!drg) return t('noDrg');
  if (!f) return t('noFigures', { drg });
  if (f.discharges < MIN_STAYS)
    return t('fewStays', { discharges: f.discharges, drg: f.drg, year: f.year, min: MIN_STAYS });
  if (f.avgCoveredChargeCents <= 0 || f.avgTotalPaymentCents <= 0)
    return t('noAmounts', { drg: f.drg, year: f.year });
  return null;
}

const noCpi = (f: CmsFigure, serviceYear: number, lang: TextLanguage) =>
  textOf(lang)('noCpi', { year: f.year, serviceYear });

/** The bill's charges against this hospital's average charge for the DRG. */
export function averageChargeBenchmark(
  f: CmsFigure,
  serviceYear: number,
  lang: TextLanguage = 'en',
): BenchmarkAnswer {
  const adjusted = toBillDollars(f.avgCoveredChargeCents, f.year, serviceYear, lang);
  if (!adjusted) return notAssessed('AVERAGE_CHARGE', noCpi(f, serviceYear, lang));
  return {
    kind: 'benchmark',
    benchmark: {
      kind: 'AVERAGE_CHARGE',
      compares: 'CHARGES',
      cents: adjusted.adjustedCents,
      adjusted,
      multiplier: null,
      sentence: textOf(lang)('averageCharge', {
        drg: f.drg,
        year: f.year,
        discharges: f.discharges,
        label: adjusted.label,
      }),
      source: cmsSource(lang, f.year),
    },
  };
}

/** What was paid for a Medicare patient against Medicare's average total payment to this hospital. */
export function medicareBenchmark(
  f: CmsFigure,
  serviceYear: number,
  lang: TextLanguage = 'en',
): BenchmarkAnswer {
  const adjusted = toBillDollars(f.avgTotalPaymentCents, f.year, serviceYear, lang);
  if (!adjusted) return notAssessed('MEDICARE_PAYMENT', noCpi(f, serviceYear, lang));
  return {
    kind: 'benchmark',
    benchmark: {
      kind: 'MEDICARE_PAYMENT',
      compares: 'PAID',
      cents: adjusted.adjustedCents,
      adjusted,
      multiplier: null,
      sentence: textOf(lang)('medicare', { drg: f.drg, year: f.year, label: adjusted.label }),
      source: cmsSource(lang, f.year),
    },
  };
}

/** What was paid by a commercial plan against Medicare's payment × the published commercial ratio. */
export function commercialBenchmark(
  f: CmsFigure,
  serviceYear: number,
  lang: TextLanguage = 'en',
): BenchmarkAnswer {
  const t = textOf(lang);
  const ratio = commercialRatioFor(f.state, lang);
  if (ratio.kind === 'not_assessed') return notAssessed('COMMERCIAL_ESTIMATE', ratio.reason);
  const adjusted = toBillDollars(f.avgTotalPaymentCents, f.year, serviceYear, lang);
  if (!adjusted) return notAssessed('COMMERCIAL_ESTIMATE', noCpi(f, serviceYear, lang));
  const cents = Math.round(adjusted.adjustedCents * ratio.ratio);
  const whose =
    ratio.scope === 'state'
      ? t('whoseState', { state: ratio.state ?? '' })
      : ratio.state
        ? t('whoseNationalNoState', { state: ratio.state })
        : t('whoseNational');
  const c = ratio.citation;
  // RAND's own locator is English; the national figure's is written in both languages.
  const where = ratio.scope === 'national' && lang === 'es' ? t('randWhere') : ratio.where;
  return {
    kind: 'benchmark',
    benchmark: {
      kind: 'COMMERCIAL_ESTIMATE',
      compares: 'PAID',
      cents,
      adjusted,
      multiplier: {
        value: ratio.ratio,
        what: t('commercialWhat', { whose }),
      },
      sentence: t('commercial', {
        drg: f.drg,
        label: adjusted.label,
        ratio: ratio.ratio.toFixed(2),
        whose,
        publisher: c.publisher,
        published: c.published,
        dataYear: c.dataYear,
        cents: usd(cents),
      }),
      source: t('commercialSource', {
        cms: t('cmsInpatientSource'),
        year: f.year,
        publisher: c.publisher,
        title: c.title,
        published: c.published,
        url: c.url,
        where,
      }),
    },
  };
}

/** A self-pay bill against the hospital's discounted cash price from its own price file. */
export function cashPriceBenchmark(
  cash: { cents: number; sourceLabel: string } | null,
  lang: TextLanguage = 'en',
): BenchmarkAnswer {
  const t = textOf(lang);
  if (!cash || cash.cents <= 0) return notAssessed('CASH_PRICE', t('noCash'));
  return {
    kind: 'benchmark',
    benchmark: {
      kind: 'CASH_PRICE',
      compares: 'PAID',
      cents: cash.cents,
      adjusted: null,
      multiplier: null,
      sentence: t('cash', { cents: usd(cash.cents) }),
      source: t('cashSource', { label: cash.sourceLabel }),
    },
  };
}

/**
 * The estimated amounts generally billed for the bill's charges at a nonprofit hospital (see the
 * method above). `nonprofit` null means the hospital's ownership is unknown: not assessed.
 */
export function agbBenchmark(
  f: CmsFigure,
  billedCents: number,
  nonprofit: boolean | null,
  lang: TextLanguage = 'en',
): BenchmarkAnswer {
  const t = textOf(lang);
  if (nonprofit === null) return notAssessed('AMOUNT_GENERALLY_BILLED', t('agbUnknown'));
  if (!nonprofit) return notAssessed('AMOUNT_GENERALLY_BILLED', t('agbNotNonprofit'));
  const agbPercent = f.avgTotalPaymentCents / f.avgCoveredChargeCents;
  const cents = Math.round(billedCents * agbPercent);
  return {
    kind: 'benchmark',
    benchmark: {
      kind: 'AMOUNT_GENERALLY_BILLED',
      compares: 'PAID',
      cents,
      adjusted: null,
      multiplier: {
        value: agbPercent,
        what: t('agbWhat', { drg: f.drg, year: f.year }),
      },
      sentence: t('agb', {
        cents: usd(cents),
        billed: usd(billedCents),
        pct: pct(agbPercent),
        drg: f.drg,
        year: f.year,
      }),
      source: t('agbSource', { cms: t('cmsInpatientSource'), year: f.year }),
    },
  };
}
