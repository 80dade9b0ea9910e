/**
 * The bill check's comparisons (issue 27): each one like with like (charges with the hospital's average
 * charge, a payment with the payment benchmark for who paid), the benchmark named in one sentence, the
 * CMS figure as published with its year beside the figure moved to the bill's dollars, and what is "not
 * assessed" with why. The rules live in @fp/domain (verdict/); this only shows the API's answer.
 */
import type { Check } from './BillCheckPanel';
import { money, ratio } from './shared';

/** The fields shown here (asked inline by BillCheckPanel's query: see the note there). */
type Benchmarks = Pick<Check, 'benchmark' | 'comparisons' | 'notAssessed' | 'letterLines'>;

const TITLES: Record<string, string> = {
  AVERAGE_CHARGE: "This hospital's average charge",
  MEDICARE_PAYMENT: "Medicare's payment",
  COMMERCIAL_ESTIMATE: 'What health plans pay (estimate)',
  CASH_PRICE: "The hospital's cash price",
  AMOUNT_GENERALLY_BILLED: 'Amounts generally billed (estimate)',
};

const ASKED: Record<string, string> = { CHARGES: 'Your bill (charges)', PAID: 'Paid (insurer + you)' };

export function BillCheckBenchmarks({ check: b }: { check: Benchmarks }) {
  return (
    <section className="bill-check-benchmarks" aria-labelledby="bill-check-benchmarks-title">
      <h3 id="bill-check-benchmarks-title">What your bill is compared with</h3>
      {b.benchmark ? (
        <p data-testid="bill-check-benchmark">
          <strong>Benchmark:</strong> {b.benchmark}
        </p>
      ) : null}
      {b.comparisons.map((c) => (
        <dl
          className="event-facts bill-check-comparison"
          key={c.benchmark}
          data-testid={`bill-check-comparison-${c.benchmark.toLowerCase()}`}
        >
          <div>
            <dt>{TITLES[c.benchmark] ?? c.benchmark}</dt>
            {/* The benchmark's sentence is said once: the main one is in the paragraph above. */}
            <dd>
              {c.benchmarkSentence === b.benchmark
                ? `${money(c.benchmarkCents)}: the benchmark above`
                : c.benchmarkSentence}
            </dd>
          </div>
          {c.originalCents !== null && c.originalCents !== undefined ? (
            <div>
              <dt>
                As published ({c.originalYear}) → in {c.adjustedYear} dollars
              </dt>
              <dd data-testid="bill-check-adjusted">
                {money(c.originalCents)} → {money(c.adjustedCents)} (×{c.factor?.toFixed(4)}, CPI-U medical
                care)
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{c.benchmark === 'AVERAGE_CHARGE' ? ASKED.CHARGES : ASKED.PAID} ÷ benchmark</dt>
            <dd>
              {money(c.askedCents)} ÷ {money(c.benchmarkCents)} = {ratio(c.ratio)}: {c.verdictLabel}
            </dd>
          </div>
        </dl>
      ))}
      {b.notAssessed.length ? (
        <ul className="bill-check-not-assessed" data-testid="bill-check-not-assessed">
          {b.notAssessed.map((n) => (
            <li key={n.benchmark}>
              <strong>{TITLES[n.benchmark] ?? n.benchmark}: not assessed.</strong> {n.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** What the letter may quote: only the comparisons that hold, each with benchmark, year and adjustment. */
export function benchmarkLetterLines({ letterLines }: Benchmarks): string[] {
  if (!letterLines.length) return [];
  return [
    '',
    'According to public figures, moved to the dollars of the year of my care:',
    ...letterLines.map((l) => `- ${l.text} (Source: ${l.source})`),
    'I ask you to review the charges in light of these figures and to tell me about your financial assistance policy.',
  ];
}
