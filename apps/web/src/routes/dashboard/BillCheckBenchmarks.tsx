/**
 * The bill check's comparisons (issue 27): each one like with like (charges with the hospital's average
 * charge, a payment with the payment benchmark for who paid), the benchmark named in one sentence, the
 * CMS figure as published with its year beside the figure moved to the bill's dollars, and what is "not
 * assessed" with why. The rules live in @fp/domain (verdict/); this only shows the API's answer, whose
 * sentences come in the page's language.
 */
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { fill, type TextLanguage } from '@fp/domain';
import { BILL_LETTER_TEXT, type BillLetterKey } from './bill-letter-text';
import type { Check } from './BillCheckPanel';
import { money, ratio } from './shared';

/** The fields shown here (asked inline by BillCheckPanel's query: see the note there). */
type Benchmarks = Pick<Check, 'benchmark' | 'comparisons' | 'notAssessed' | 'letterLines'>;

const TITLES: Record<string, MessageDescriptor> = defineMessages({
  AVERAGE_CHARGE: {
    id: 'billCheck.benchmark.averageCharge',
    defaultMessage: "This hospital's average charge",
  },
  MEDICARE_PAYMENT: { id: 'billCheck.benchmark.medicarePayment', defaultMessage: "Medicare's payment" },
  COMMERCIAL_ESTIMATE: {
    id: 'billCheck.benchmark.commercialEstimate',
    defaultMessage: 'What health plans pay (estimate)',
  },
  CASH_PRICE: { id: 'billCheck.benchmark.cashPrice', defaultMessage: "The hospital's cash price" },
  AMOUNT_GENERALLY_BILLED: {
    id: 'billCheck.benchmark.amountGenerallyBilled',
    defaultMessage: 'Amounts generally billed (estimate)',
  },
});

const ASKED = defineMessages({
  CHARGES: { id: 'billCheck.benchmark.askedCharges', defaultMessage: 'Your bill (charges)' },
  PAID: { id: 'billCheck.benchmark.askedPaid', defaultMessage: 'Paid (insurer + you)' },
});

/** One comparison: the benchmark, the CMS figure moved to the bill's dollars, and the ratio with its verdict. */
function ComparisonFacts({
  comparison: c,
  headline,
}: {
  comparison: Benchmarks['comparisons'][number];
  headline: string | null | undefined;
}) {
  const intl = useIntl();
  const title = (kind: string) => (TITLES[kind] ? intl.formatMessage(TITLES[kind]) : kind);
  return (
    <dl
      className="event-facts bill-check-comparison"
      data-testid={`bill-check-comparison-${c.benchmark.toLowerCase()}`}
    >
      <div>
        <dt>{title(c.benchmark)}</dt>
        {/* The benchmark's sentence is said once: the main one is in the paragraph above. */}
        <dd>
          {c.benchmarkSentence === headline
            ? intl.formatMessage(
                { id: 'billCheck.benchmark.above', defaultMessage: '{amount}: the benchmark above' },
                { amount: money(c.benchmarkCents) },
              )
            : c.benchmarkSentence}
        </dd>
      </div>
      {c.originalCents !== null && c.originalCents !== undefined ? (
        <div>
          <dt>
            <FormattedMessage
              id="billCheck.benchmark.adjustedTerm"
              defaultMessage="As published ({from}) → in {to} dollars"
              values={{ from: c.originalYear, to: c.adjustedYear }}
            />
          </dt>
          <dd data-testid="bill-check-adjusted">
            <FormattedMessage
              id="billCheck.benchmark.adjusted"
              defaultMessage="{original} → {adjusted} (×{factor}, CPI-U medical care)"
              values={{
                original: money(c.originalCents),
                adjusted: money(c.adjustedCents),
                factor: c.factor?.toFixed(4),
              }}
            />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>
          <FormattedMessage
            id="billCheck.benchmark.ratioTerm"
            defaultMessage="{asked} ÷ benchmark"
            values={{
              asked: intl.formatMessage(c.benchmark === 'AVERAGE_CHARGE' ? ASKED.CHARGES : ASKED.PAID),
            }}
          />
        </dt>
        <dd>
          <FormattedMessage
            id="billCheck.benchmark.ratio"
            defaultMessage="{asked} ÷ {benchmark} = {ratio}: {verdict}"
            values={{
              asked: money(c.askedCents),
              benchmark: money(c.benchmarkCents),
              ratio: ratio(c.ratio),
              verdict: c.verdictLabel,
            }}
          />
        </dd>
      </div>
    </dl>
  );
}

export function BillCheckBenchmarks({ check: b }: { check: Benchmarks }) {
  const intl = useIntl();
  const title = (kind: string) => (TITLES[kind] ? intl.formatMessage(TITLES[kind]) : kind);
  return (
    <section className="bill-check-benchmarks" aria-labelledby="bill-check-benchmarks-title">
      <h3 id="bill-check-benchmarks-title">
        <FormattedMessage id="billCheck.benchmark.title" defaultMessage="What your bill is compared with" />
      </h3>
      {b.benchmark ? (
        <p data-testid="bill-check-benchmark">
          <FormattedMessage
            id="billCheck.benchmark.sentence"
            defaultMessage="<b>Benchmark:</b> {sentence}"
            values={{ sentence: b.benchmark, b: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
      ) : null}
      {b.comparisons.map((c) => (
        <ComparisonFacts key={c.benchmark} comparison={c} headline={b.benchmark} />
      ))}
      {b.notAssessed.length ? (
        <ul className="bill-check-not-assessed" data-testid="bill-check-not-assessed">
          {b.notAssessed.map((n) => (
            <li key={n.benchmark}>
              <FormattedMessage
                id="billCheck.benchmark.notAssessed"
                defaultMessage="<b>{benchmark}: not assessed.</b> {reason}"
                values={{
                  benchmark: title(n.benchmark),
                  reason: n.reason,
                  b: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * What the letter may quote: only the comparisons that hold, each with benchmark, year and adjustment.
 * `letterLines` come from the API in the letter's language (BillCheckLetter asks for it).
 */
export function benchmarkLetterLines(
  { letterLines }: Pick<Benchmarks, 'letterLines'>,
  lang: TextLanguage = 'en',
): string[] {
  if (!letterLines.length) return [];
  const say = (key: BillLetterKey, values?: Record<string, string>) =>
    fill(BILL_LETTER_TEXT[lang][key], values);
  return [
    '',
    say('comparisonsIntro'),
    ...letterLines.map((l) => say('comparison', { text: l.text, source: l.source })),
    say('comparisonsAsk'),
  ];
}
