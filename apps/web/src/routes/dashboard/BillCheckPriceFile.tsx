/**
 * The bill check's "hospital's own prices" part: what the hospital's price file publishes for the bill's
 * codes (gross charge, discounted cash price, negotiated range), the expected allowed amount of the
 * user's plan and what the plan makes them owe, beside what the bill asks. Every figure names its file,
 * date and version. The rules live in @fp/domain (bill-check.ts, insurance.ts); this only shows the answer.
 */
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { money } from './shared';

export const BillCheckPriceFileFields = graphql(`
  fragment BillCheckPriceFileFields on BillCheck {
    billedCents
    priceFile {
      sourceLabel
      usedForVerdict
      verdict
      verdictLabel
      explanation
      basis
      referenceCents
      askedCents
      ratio
      payerName
      planName
      allowedCents
      patientAskedCents
      unpublishedCodes
      planEstimate {
        kind
        patientCents
        formula
        message
      }
      lines {
        code
        codeType
        description
        setting
        grossCents
        cashCents
        minNegotiatedCents
        maxNegotiatedCents
        rateCount
        line
        allowedCents
      }
    }
  }
`);

type Masked = FragmentType<typeof BillCheckPriceFileFields>;

const range = (lo: number | null | undefined, hi: number | null | undefined) =>
  lo === null || lo === undefined || hi === null || hi === undefined
    ? 'Not published'
    : lo === hi
      ? money(lo)
      : `${money(lo)} – ${money(hi)}`;

const published = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? 'Not published' : money(cents);

export function BillCheckPriceFile({ check }: { check: Masked }) {
  const { priceFile: pf, billedCents } = getFragmentData(BillCheckPriceFileFields, check);
  if (!pf) return null;
  const plan = pf.payerName ? `${pf.payerName}${pf.planName ? ` ${pf.planName}` : ''}` : null;
  const estimate = pf.planEstimate;
  return (
    <section className="bill-check-price-file" aria-labelledby="bill-check-price-file-title">
      <h3 id="bill-check-price-file-title">The hospital&apos;s own published prices</h3>
      <p className="help">From its price file: {pf.sourceLabel}.</p>
      {pf.lines.map((l) => (
        <dl className="event-facts bill-check-figures" key={l.code} data-testid={`price-file-${l.code}`}>
          <div className="price-file-wide">
            <dt>Code</dt>
            <dd>
              {l.codeType} {l.code}
              {l.description ? ` · ${l.description}` : ''}
              {l.setting ? ` · ${l.setting}` : ''}
            </dd>
          </div>
          <div>
            <dt>Gross charge</dt>
            <dd>{published(l.grossCents)}</dd>
          </div>
          <div>
            <dt>Discounted cash price</dt>
            <dd>{published(l.cashCents)}</dd>
          </div>
          <div>
            <dt>Negotiated rates{l.rateCount > 0 ? ` (${l.rateCount} published)` : ''}</dt>
            <dd>{range(l.minNegotiatedCents, l.maxNegotiatedCents)}</dd>
          </div>
          {plan ? (
            <div>
              <dt>Expected allowed amount ({plan})</dt>
              <dd>{l.allowedCents === null ? 'Not published for your plan' : money(l.allowedCents)}</dd>
            </div>
          ) : null}
          <div className="price-file-wide">
            <dt>Source</dt>
            <dd>
              {pf.sourceLabel}, line {l.line}
            </dd>
          </div>
        </dl>
      ))}
      {pf.unpublishedCodes.length ? (
        <p>Not in the hospital&apos;s price file: {pf.unpublishedCodes.join(', ')}.</p>
      ) : null}
      {plan ? (
        <dl className="event-facts bill-check-figures" data-testid="price-file-plan">
          <div className="price-file-wide">
            <dt>What you should owe by your plan</dt>
            <dd>
              {estimate?.kind === 'ESTIMATE' ? (
                <>
                  {money(estimate.patientCents)}{' '}
                  <span className="help price-file-formula">({estimate.formula})</span>
                </>
              ) : (
                (estimate?.message ?? 'Not published for your plan')
              )}
            </dd>
          </div>
          <div>
            <dt>{pf.patientAskedCents !== null ? 'What the bill asks you' : 'Amount billed'}</dt>
            <dd>{money(pf.patientAskedCents ?? billedCents)}</dd>
          </div>
        </dl>
      ) : (
        <p className="help">
          Save your insurance plan in Settings to see your insurer&apos;s negotiated rate for these codes and
          what you should owe.
        </p>
      )}
      {!pf.usedForVerdict ? (
        <p data-testid="price-file-verdict">
          Compared with these prices: <strong>{pf.verdictLabel}</strong>. {pf.explanation}
        </p>
      ) : null}
    </section>
  );
}

/** The letter's paragraph with the hospital's own published figures (empty without a price file). */
export function priceFileLetterLines(check: Masked): string[] {
  const { priceFile: pf } = getFragmentData(BillCheckPriceFileFields, check);
  if (!pf || pf.lines.length === 0) return [];
  const figures = pf.lines.map((l) => {
    const parts: string[] = [];
    if (l.grossCents !== null) parts.push(`gross charge ${money(l.grossCents)}`);
    if (l.cashCents !== null) parts.push(`discounted cash price ${money(l.cashCents)}`);
    if (l.minNegotiatedCents !== null && l.maxNegotiatedCents !== null)
      parts.push(`negotiated rates ${range(l.minNegotiatedCents, l.maxNegotiatedCents)}`);
    if (pf.payerName && l.allowedCents !== null)
      parts.push(`my plan's negotiated rate ${money(l.allowedCents)}`);
    return `${l.codeType} ${l.code}: ${parts.join(', ')}`;
  });
  const owe =
    pf.planEstimate?.kind === 'ESTIMATE'
      ? ` By my plan's terms I should owe ${money(pf.planEstimate.patientCents)} for this care.`
      : '';
  return [
    '',
    `Your hospital's own published standard charges (${pf.sourceLabel}) list ${figures.join('; ')}.${owe}`,
    'I ask you to bill me in line with these published prices.',
  ];
}
