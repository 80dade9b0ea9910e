/**
 * "Was my bill fair?", honestly: each comparison that fits the bill, like with like, in the bill's own
 * dollars, against the benchmark for who paid (benchmarks.ts), and "not assessed" with the reason for
 * each one that does not fit. The headline verdict is the payment comparison when something was paid
 * (what was really paid against a payment benchmark); for a bill not yet paid it is the charge comparison
 * (the bill against this hospital's own average charge), whoever the payer is: a bill equal to that average
 * is never "above" (issue 40).
 *
 * The amounts generally billed (AGB, 26 CFR 1.501(r)-5) are never a benchmark: they are the most a
 * nonprofit hospital may charge a patient WHO QUALIFIES for its financial assistance, so they are given
 * apart, as that cap (`assistanceCap`), for the assistance screen. (As a benchmark of an unpaid bill,
 * billed ÷ (billed × payment ÷ charge) = charge ÷ payment: the same for every bill, issue 40 item 1.)
 * A blank insurance field is "unknown" (payer.ts), never "self-pay": the check asks, and compares the
 * charges.
 *
 *   ratio <= 1                       "at or below typical"
 *   1 < ratio < far-above ratio      "above typical"
 *   ratio >= far-above ratio         "far above typical: worth questioning"
 * The far-above ratio is 2 against a CMS average (an average of different stays, so a wider margin) and
 * 1.5 against the hospital's own price for this care (its cash price, its amounts generally billed).
 */
import {
  agbBenchmark,
  averageChargeBenchmark,
  cashPriceBenchmark,
  commercialBenchmark,
  figureProblem,
  medicareBenchmark,
  type Benchmark,
  type BenchmarkAnswer,
  type BenchmarkKind,
  type CmsFigure,
} from './benchmarks';
import { textIn, type TextLanguage } from '../text/text-language';
import { VERDICT_TEXT_EN } from './verdict-text';
import { VERDICT_TEXT_ES } from './verdict-text-es';
import { usd } from '../money/usd';

export type PayerType = 'MEDICARE' | 'COMMERCIAL' | 'SELF_PAY' | 'UNKNOWN';
export type Verdict = 'AT_OR_BELOW_TYPICAL' | 'ABOVE_TYPICAL' | 'FAR_ABOVE_TYPICAL' | 'NOT_ASSESSED';

export const VERDICT_RULES = Object.freeze({
  aboveRatio: 1,
  /** Against a CMS average (average charge, Medicare's payment, the commercial estimate). */
  farAboveAverageRatio: 2,
  /** Against the hospital's own price for this care (cash price, amounts generally billed). */
  farAboveOwnPriceRatio: 1.5,
});

const labelsIn = (table: typeof VERDICT_TEXT_ES): Readonly<Record<Verdict, string>> =>
  Object.freeze({
    AT_OR_BELOW_TYPICAL: table['label.AT_OR_BELOW_TYPICAL'],
    ABOVE_TYPICAL: table['label.ABOVE_TYPICAL'],
    FAR_ABOVE_TYPICAL: table['label.FAR_ABOVE_TYPICAL'],
    NOT_ASSESSED: table['label.NOT_ASSESSED'],
  });

export const VERDICT_TEXT: Readonly<Record<Verdict, string>> = labelsIn(VERDICT_TEXT_EN);
/** The verdicts' labels in Spanish (verdict-text-es.ts). */
export const VERDICT_TEXT_SPANISH: Readonly<Record<Verdict, string>> = labelsIn(VERDICT_TEXT_ES);

/** The verdicts' labels in a language. */
export const verdictTextIn = (lang: TextLanguage = 'en') =>
  lang === 'es' ? VERDICT_TEXT_SPANISH : VERDICT_TEXT;

/** What was compared: the amount billed, the amount paid by insurer and patient, or by the patient. */
export type AskedKind = 'BILLED' | 'PAID_BOTH' | 'PAID';

/** Rounding of a benchmark to whole cents must not tip a bill equal to it into "above". */
const EPSILON = 1e-9;

export function farAboveRatioOf(kind: BenchmarkKind): number {
  return kind === 'CASH_PRICE' || kind === 'AMOUNT_GENERALLY_BILLED'
    ? VERDICT_RULES.farAboveOwnPriceRatio
    : VERDICT_RULES.farAboveAverageRatio;
}

export function verdictFor(ratio: number, kind: BenchmarkKind): Exclude<Verdict, 'NOT_ASSESSED'> {
  if (ratio >= farAboveRatioOf(kind) - EPSILON) return 'FAR_ABOVE_TYPICAL';
  if (ratio > VERDICT_RULES.aboveRatio + EPSILON) return 'ABOVE_TYPICAL';
  return 'AT_OR_BELOW_TYPICAL';
}

export interface VerdictInput {
  /** The bill's charges (gross), whole cents. */
  billedCents: number;
  /** Insurer paid + patient paid, when the insurer's payment is recorded; else null. */
  paidCents: number | null;
  /** Calendar year of the service (admission): the dollars every figure is moved to. */
  serviceYear: number;
  payer: PayerType;
  drg: string | null;
  /** The hospital's CMS figure for the DRG (newest year), or null. */
  figure: CmsFigure | null;
  /** Whether the hospital is a nonprofit (for the amounts generally billed); null when unknown. */
  nonprofit: boolean | null;
  /** The hospital's discounted cash price for this care from its price file, or null. */
  cashPrice: { cents: number; sourceLabel: string } | null;
  /** The language of the sentences (the request's); English when absent. */
  language?: TextLanguage;
}

export interface Comparison {
  benchmark: Benchmark;
  /** What was compared: the amount billed or the amount paid, whole cents. */
  askedCents: number;
  askedWhat: string;
  /** What askedWhat says, whatever its language (the letter words it in the patient's own voice). */
  asked: AskedKind;
  ratio: number;
  verdict: Exclude<Verdict, 'NOT_ASSESSED'>;
  /** The comparison in one sentence, benchmark named. */
  sentence: string;
}

export interface NotAssessed {
  benchmark: BenchmarkKind;
  reason: string;
}

export interface VerdictResult {
  verdict: Verdict;
  verdictLabel: string;
  /** The comparison the verdict comes from, or null when nothing is assessed. */
  headline: Comparison | null;
  explanation: string;
  comparisons: Comparison[];
  notAssessed: NotAssessed[];
  /**
   * The estimated amounts generally billed, as the cap they are: the most this nonprofit hospital may
   * charge a patient who qualifies for its financial assistance. Null when it cannot be estimated (not
   * a nonprofit, ownership unknown, no usable CMS figure). Never a benchmark of the verdict.
   */
  assistanceCap: Benchmark | null;
  /** What the user could add to the visit for a fuller check (e.g. who paid), in one sentence; null when nothing. */
  ask: string | null;
}

function compare(b: Benchmark, askedCents: number, asked: AskedKind, lang: TextLanguage): Comparison {
  const t = textIn(VERDICT_TEXT_EN, VERDICT_TEXT_ES, lang);
  const ratio = askedCents / b.cents;
  const verdict = verdictFor(ratio, b.kind);
  const askedWhat = t(`asked.${asked}`);
  return {
    benchmark: b,
    askedCents,
    askedWhat,
    asked,
    ratio,
    verdict,
    // The benchmark's own sentence is said once, where the benchmark is shown (issue 41): not here.
    sentence: t('compare', {
      askedWhat,
      asked: usd(askedCents),
      ratio: ratio.toFixed(2),
      benchmark: usd(b.cents),
      verdict: verdictTextIn(lang)[verdict].toLowerCase(),
    }),
  };
}

type Planned = { answer: BenchmarkAnswer; askedCents: number; asked: AskedKind };

const PAID: AskedKind = 'PAID_BOTH';

/** Said when who paid is not known (a blank insurance field, Medicaid, another public program). */
export const UNKNOWN_PAYER = VERDICT_TEXT_EN.unknownPayer;
const BILLED: AskedKind = 'BILLED';

/** The payment benchmarks for the payer, each with what it is compared with. */
function paymentPlan(input: VerdictInput, figureOk: boolean, problem: string | null): Planned[] {
  const f = input.figure;
  const lang = input.language ?? 'en';
  const t = textIn(VERDICT_TEXT_EN, VERDICT_TEXT_ES, lang);
  const cms = (kind: BenchmarkKind, make: (f: CmsFigure) => BenchmarkAnswer): BenchmarkAnswer =>
    figureOk && f ? make(f) : { kind: 'not_assessed', benchmark: kind, reason: problem ?? '' };
  const needPaid = (kind: BenchmarkKind, who: 'Medicare' | 'Insurer'): BenchmarkAnswer => ({
    kind: 'not_assessed',
    benchmark: kind,
    reason: t(`needPaid${who}`),
  });
  switch (input.payer) {
    case 'MEDICARE':
      return [
        {
          answer:
            input.paidCents === null
              ? needPaid('MEDICARE_PAYMENT', 'Medicare')
              : cms('MEDICARE_PAYMENT', (x) => medicareBenchmark(x, input.serviceYear, lang)),
          askedCents: input.paidCents ?? 0,
          asked: PAID,
        },
      ];
    case 'COMMERCIAL':
      return [
        {
          answer:
            input.paidCents === null
              ? needPaid('COMMERCIAL_ESTIMATE', 'Insurer')
              : cms('COMMERCIAL_ESTIMATE', (x) => commercialBenchmark(x, input.serviceYear, lang)),
          askedCents: input.paidCents ?? 0,
          asked: PAID,
        },
      ];
    case 'SELF_PAY': {
      const asked = input.paidCents ?? input.billedCents;
      const what: AskedKind = input.paidCents === null ? BILLED : 'PAID';
      return [{ answer: cashPriceBenchmark(input.cashPrice, lang), askedCents: asked, asked: what }];
    }
    default:
      return [
        {
          answer: {
            kind: 'not_assessed',
            benchmark: 'MEDICARE_PAYMENT',
            reason: t('unknownPayer'),
          },
          askedCents: 0,
          asked: PAID,
        },
      ];
  }
}

/** Every comparison that fits the bill, the ones that do not with why, and the headline verdict. */
export function billVerdict(input: VerdictInput): VerdictResult {
  const lang = input.language ?? 'en';
  const t = textIn(VERDICT_TEXT_EN, VERDICT_TEXT_ES, lang);
  const problem = figureProblem(input.figure, input.drg, lang);
  const figureOk = problem === null && input.figure !== null;
  const charges: Planned = {
    answer:
      figureOk && input.figure
        ? averageChargeBenchmark(input.figure, input.serviceYear, lang)
        : { kind: 'not_assessed', benchmark: 'AVERAGE_CHARGE', reason: problem ?? '' },
    askedCents: input.billedCents,
    asked: BILLED,
  };
  const payments = paymentPlan(input, figureOk, problem);
  const comparisons: Comparison[] = [];
  const notAssessed: NotAssessed[] = [];
  for (const p of [...payments, charges]) {
    if (p.answer.kind === 'benchmark')
      comparisons.push(compare(p.answer.benchmark, p.askedCents, p.asked, lang));
    else notAssessed.push({ benchmark: p.answer.benchmark, reason: p.answer.reason });
  }
  // Something paid: the payment comparison leads. Nothing paid yet: the charges lead, whoever the payer.
  const paid = input.paidCents !== null;
  const first = paid
    ? comparisons.find((c) => c.benchmark.compares === 'PAID')
    : comparisons.find((c) => c.benchmark.kind === 'AVERAGE_CHARGE');
  if (first) comparisons.sort((a, b) => Number(b === first) - Number(a === first));
  const headline = comparisons[0] ?? null;
  const verdict: Verdict = headline ? headline.verdict : 'NOT_ASSESSED';
  const cap =
    figureOk && input.figure && input.nonprofit === true
      ? agbBenchmark(input.figure, input.billedCents, true, lang)
      : null;
  return {
    verdict,
    verdictLabel: verdictTextIn(lang)[verdict],
    headline,
    explanation: headline
      ? headline.sentence
      : t('notAssessed', {
          reasons: notAssessed
            .map((n) => n.reason)
            .filter((r, i, a) => r && a.indexOf(r) === i)
            .join(' '),
        }),
    comparisons,
    notAssessed,
    assistanceCap: cap?.kind === 'benchmark' ? cap.benchmark : null,
    ask: input.payer === 'UNKNOWN' ? t('unknownPayer') : null,
  };
}
