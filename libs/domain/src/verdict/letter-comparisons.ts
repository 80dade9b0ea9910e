/**
 * What the letter to the billing office may quote: only the comparisons that hold (assessed, like with
 * like, in the bill's dollars), each with its benchmark, the year of the figure and the adjustment. A
 * comparison that is "not assessed" is never quoted, nor a figure from another year unadjusted.
 */
import type { BenchmarkKind } from './benchmarks';
import type { AskedKind, Verdict, VerdictResult } from './verdict';
import { textIn, type TextLanguage } from '../text/text-language';
import { VERDICT_TEXT_EN } from './verdict-text';
import { VERDICT_TEXT_ES } from './verdict-text-es';
import { usd } from '../money/usd';

export interface LetterComparison {
  benchmark: BenchmarkKind;
  verdict: Exclude<Verdict, 'NOT_ASSESSED'>;
  /** The data year of the published figure; null for the hospital's own price file. */
  year: number | null;
  /** How the figure was moved to the bill's dollars; null when nothing was moved. */
  adjustment: string | null;
  /** The sentence for the letter. */
  text: string;
  source: string;
}

/** What was compared, in the patient's own words for the letter (issue 41: not "My bill's amount paid (insurer + you)"). */
function letterSubject(asked: AskedKind, lang: TextLanguage): string {
  return textIn(VERDICT_TEXT_EN, VERDICT_TEXT_ES, lang)(`letterSubject.${asked}`);
}

/**
 * The comparisons of `result` a letter may quote, headline first. With `onlyAbove`, only those that
 * find the bill above its benchmark (what a letter questioning the bill rests on).
 */
export function letterComparisons(
  result: VerdictResult,
  options: { onlyAbove?: boolean; language?: TextLanguage } = {},
): LetterComparison[] {
  const lang = options.language ?? 'en';
  const t = textIn(VERDICT_TEXT_EN, VERDICT_TEXT_ES, lang);
  return result.comparisons
    .filter((c) => !options.onlyAbove || c.verdict !== 'AT_OR_BELOW_TYPICAL')
    .map((c) => {
      const b = c.benchmark;
      const adjustment =
        b.adjusted && b.adjusted.originalYear !== b.adjusted.toYear ? b.adjusted.label : null;
      return {
        benchmark: b.kind,
        verdict: c.verdict,
        year: b.adjusted?.originalYear ?? null,
        adjustment,
        text: t('letterComparison', {
          subject: letterSubject(c.asked, lang),
          asked: usd(c.askedCents),
          ratio: c.ratio.toFixed(2),
          benchmark: usd(b.cents),
          sentence: `${b.sentence.charAt(0).toLowerCase()}${b.sentence.slice(1)}`,
        }),
        source: b.source,
      };
    });
}
