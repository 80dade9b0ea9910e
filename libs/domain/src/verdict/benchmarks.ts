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

export const CMS_INPATIENT_SOURCE =
  'CMS Medicare Provider Utilization and Payment Data: Inpatient (average covered charges and total payments per hospital and DRG)';

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const notAssessed = (benchmark: BenchmarkKind, reason: string): BenchmarkAnswer => ({
  kind: 'not_assessed',
  benchmark,
  reason,
});

/** Why a CMS figure cannot serve as a benchmark, or null when it can. */
export function figureProblem(f: CmsFigure | null, drg: string | null): string | null {
  if (!drg) return 'The bill has no DRG among its codes, so there is no CMS figure to compare with.';
  if (!f) return `This hospital has no CMS figures for DRG ${drg}.`;
  if (f.discharges < MIN_STAYS)
    return `Only ${f.discharges} stays stand behind this hospital's average for DRG ${f.drg} (${f.year}); at least ${MIN_STAYS} are needed.`;
  if (f.avgCoveredChargeCents <= 0 || f.avgTotalPaymentCents <= 0)
    return `The hospital's figures for DRG ${f.drg} (${f.year}) have no amounts.`;
  return null;
}

const noCpi = (f: CmsFigure, serviceYear: number) =>
  `The CPI-U table has no value to move ${f.year} figures to ${serviceYear} dollars, and figures are not compared across years without it.`;

/** The bill's charges against this hospital's average charge for the DRG. */
export function averageChargeBenchmark(f: CmsFigure, serviceYear: number): BenchmarkAnswer {
  const adjusted = toBillDollars(f.avgCoveredChargeCents, f.year, serviceYear);
  if (!adjusted) return notAssessed('AVERAGE_CHARGE', noCpi(f, serviceYear));
  return {
    kind: 'benchmark',
    benchmark: {
      kind: 'AVERAGE_CHARGE',
      compares: 'CHARGES',
      cents: adjusted.adjustedCents,
      adjusted,
      multiplier: null,
      sentence: `What this hospital charged on average for DRG ${f.drg} in ${f.year} (${f.discharges} stays): ${adjusted.label}.`,
      source: `${CMS_INPATIENT_SOURCE}, data year ${f.year}.`,
    },
  };
}

/** What was paid for a Medicare patient against Medicare's average total payment to this hospital. */
export function medicareBenchmark(f: CmsFigure, serviceYear: number): BenchmarkAnswer {
  const adjusted = toBillDollars(f.avgTotalPaymentCents, f.year, serviceYear);
  if (!adjusted) return notAssessed('MEDICARE_PAYMENT', noCpi(f, serviceYear));
  return {
    kind: 'benchmark',
    benchmark: {
      kind: 'MEDICARE_PAYMENT',
      compares: 'PAID',
      cents: adjusted.adjustedCents,
      adjusted,
      multiplier: null,
      sentence: `What Medicare paid this hospital on average for DRG ${f.drg} in ${f.year}, the patient's share included: ${adjusted.label}.`,
      source: `${CMS_INPATIENT_SOURCE}, data year ${f.year}.`,
    },
  };
}

/** What was paid by a commercial plan against Medicare's payment × the published commercial ratio. */
export function commercialBenchmark(f: CmsFigure, serviceYear: number): BenchmarkAnswer {
  const ratio = commercialRatioFor(f.state);
  if (ratio.kind === 'not_assessed') return notAssessed('COMMERCIAL_ESTIMATE', ratio.reason);
  const adjusted = toBillDollars(f.avgTotalPaymentCents, f.year, serviceYear);
  if (!adjusted) return notAssessed('COMMERCIAL_ESTIMATE', noCpi(f, serviceYear));
  const cents = Math.round(adjusted.adjustedCents * ratio.ratio);
  const whose =
    ratio.scope === 'state'
      ? `the ratio for ${ratio.state}`
      : `the national ratio${ratio.state ? ` (no published ratio for ${ratio.state})` : ''}`;
  const c = ratio.citation;
  return {
    kind: 'benchmark',
    benchmark: {
      kind: 'COMMERCIAL_ESTIMATE',
      compares: 'PAID',
      cents,
      adjusted,
      multiplier: {
        value: ratio.ratio,
        what: `commercial-to-Medicare inpatient hospital price ratio, ${whose}`,
      },
      sentence:
        `An estimate of what commercial plans pay: Medicare's average payment to this hospital for DRG ${f.drg} ` +
        `(${adjusted.label}) × ${ratio.ratio.toFixed(2)}, ${whose} of what commercial plans paid hospitals compared with Medicare ` +
        `(${c.publisher}, ${c.published}, ${c.dataYear} prices) = ${usd(cents)}.`,
      source: `${CMS_INPATIENT_SOURCE}, data year ${f.year}; ${c.publisher}, "${c.title}", ${c.published}, ${c.url} (${ratio.where}).`,
    },
  };
}

/** A self-pay bill against the hospital's discounted cash price from its own price file. */
export function cashPriceBenchmark(cash: { cents: number; sourceLabel: string } | null): BenchmarkAnswer {
  if (!cash || cash.cents <= 0)
    return notAssessed(
      'CASH_PRICE',
      "The hospital's price file gives no discounted cash price for this care.",
    );
  return {
    kind: 'benchmark',
    benchmark: {
      kind: 'CASH_PRICE',
      compares: 'PAID',
      cents: cash.cents,
      adjusted: null,
      multiplier: null,
      sentence: `The hospital's own discounted cash price for this care, from its price file: ${usd(cash.cents)}.`,
      source: `The hospital's price file (45 CFR 180): ${cash.sourceLabel}.`,
    },
  };
}

/**
 * The estimated amounts generally billed for the bill's charges at a nonprofit hospital (see the
 * method above). `nonprofit` null means the hospital's ownership is unknown: not assessed.
 */
export function agbBenchmark(f: CmsFigure, billedCents: number, nonprofit: boolean | null): BenchmarkAnswer {
  if (nonprofit === null)
    return notAssessed('AMOUNT_GENERALLY_BILLED', 'Whether this hospital is a nonprofit is not known here.');
  if (!nonprofit)
    return notAssessed(
      'AMOUNT_GENERALLY_BILLED',
      'The cap on charges to patients eligible for financial assistance (26 CFR 1.501(r)-5) binds nonprofit hospitals only.',
    );
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
        what: `estimated AGB percentage (Medicare look-back, DRG ${f.drg}, ${f.year})`,
      },
      sentence:
        `If you qualify for this nonprofit hospital's financial assistance, it may charge you at most about ${usd(cents)} ` +
        `for this bill (its amounts generally billed, 26 CFR 1.501(r)-5): the bill's charges (${usd(billedCents)}) × ${pct(agbPercent)}, ` +
        `what Medicare paid this hospital for DRG ${f.drg} in ${f.year} as a share of its charges. This is an estimate; the hospital's own ` +
        `AGB percentage, in its financial assistance policy, is the figure that counts. It is a cap for those who qualify, not the price of the care.`,
      source: `${CMS_INPATIENT_SOURCE}, data year ${f.year}; 26 CFR 1.501(r)-5(b)(3) (look-back method).`,
    },
  };
}
