/**
 * The bill check's "hospital's own prices" part: what the hospital's price file publishes for the bill's
 * codes (gross charge, discounted cash price, negotiated range), the expected allowed amount of the
 * user's plan and what the plan makes them owe, beside what the bill asks. Every figure names its file,
 * date and version. The rules live in @fp/domain (bill-check.ts, insurance.ts); this only shows the answer.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { fill, type TextLanguage } from '@fp/domain';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { BillCheckPriceFileFieldsFragment } from '../../__generated__/graphql';
import { money } from './shared';
import { SPACE } from '../../components/text';
import { BILL_LETTER_TEXT, type BillLetterKey } from './bill-letter-text';

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

const range = (lo: number | null | undefined, hi: number | null | undefined, notPublished: string) =>
  lo === null || lo === undefined || hi === null || hi === undefined
    ? notPublished
    : lo === hi
      ? money(lo)
      : `${money(lo)} – ${money(hi)}`;

type PriceLine = NonNullable<BillCheckPriceFileFieldsFragment['priceFile']>['lines'][number];

/** What the price file publishes for one of the bill's codes, with its line in the file. */
function PriceFileLine({
  line: l,
  sourceLabel,
  plan,
}: {
  line: PriceLine;
  sourceLabel: string;
  plan: string | null;
}) {
  const intl = useIntl();
  const notPublished = intl.formatMessage({
    id: 'billCheck.priceFile.notPublished',
    defaultMessage: 'Not published',
  });
  const notForPlan = intl.formatMessage({
    id: 'billCheck.priceFile.notForPlan',
    defaultMessage: 'Not published for your plan',
  });
  const published = (cents: number | null | undefined) =>
    cents === null || cents === undefined ? notPublished : money(cents);
  return (
    <dl className="event-facts bill-check-figures" data-testid={`price-file-${l.code}`}>
      <div className="price-file-wide">
        <dt>
          <FormattedMessage id="billCheck.priceFile.code" defaultMessage="Code" />
        </dt>
        <dd translate="no">
          {[`${l.codeType} ${l.code}`, l.description, l.setting].filter(Boolean).join(' · ')}
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="billCheck.priceFile.gross" defaultMessage="Gross charge" />
        </dt>
        <dd>{published(l.grossCents)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="billCheck.priceFile.cash" defaultMessage="Discounted cash price" />
        </dt>
        <dd>{published(l.cashCents)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage
            id="billCheck.priceFile.negotiated"
            defaultMessage="Negotiated rates{count, plural, =0 {} other { (# published)}}"
            values={{ count: l.rateCount }}
          />
        </dt>
        <dd>{range(l.minNegotiatedCents, l.maxNegotiatedCents, notPublished)}</dd>
      </div>
      {plan ? (
        <div>
          <dt>
            <FormattedMessage
              id="billCheck.priceFile.allowed"
              defaultMessage="Expected allowed amount (<data>{plan}</data>)"
              values={{ plan, data: (chunks) => <span translate="no">{chunks}</span> }}
            />
          </dt>
          <dd>{l.allowedCents === null ? notForPlan : money(l.allowedCents)}</dd>
        </div>
      ) : null}
      <div className="price-file-wide">
        <dt>
          <FormattedMessage id="billCheck.priceFile.source" defaultMessage="Source" />
        </dt>
        <dd>
          <FormattedMessage
            id="billCheck.priceFile.sourceLine"
            defaultMessage="<data>{source}</data>, line {line}"
            values={{
              source: sourceLabel,
              line: l.line,
              data: (chunks) => <span translate="no">{chunks}</span>,
            }}
          />
        </dd>
      </div>
    </dl>
  );
}

export function BillCheckPriceFile({ check }: { check: Masked }) {
  const intl = useIntl();
  const { priceFile: pf, billedCents } = getFragmentData(BillCheckPriceFileFields, check);
  const notForPlan = intl.formatMessage({
    id: 'billCheck.priceFile.notForPlan',
    defaultMessage: 'Not published for your plan',
  });
  if (!pf) return null;
  const plan = pf.payerName ? `${pf.payerName}${pf.planName ? ` ${pf.planName}` : ''}` : null;
  const estimate = pf.planEstimate;
  return (
    <section className="bill-check-price-file" aria-labelledby="bill-check-price-file-title">
      <h3 id="bill-check-price-file-title">
        <FormattedMessage
          id="billCheck.priceFile.title"
          defaultMessage="The hospital's own published prices"
        />
      </h3>
      <p className="help">
        <FormattedMessage
          id="billCheck.priceFile.from"
          defaultMessage="From its price file: <data>{source}</data>."
          values={{ source: pf.sourceLabel, data: (chunks) => <span translate="no">{chunks}</span> }}
        />
      </p>
      {pf.lines.map((l) => (
        <PriceFileLine key={l.code} line={l} sourceLabel={pf.sourceLabel} plan={plan} />
      ))}
      {pf.unpublishedCodes.length ? (
        <p>
          <FormattedMessage
            id="billCheck.priceFile.unpublished"
            defaultMessage="Not in the hospital's price file: {codes}."
            values={{ codes: pf.unpublishedCodes.join(', ') }}
          />
        </p>
      ) : null}
      {plan ? (
        <dl className="event-facts bill-check-figures" data-testid="price-file-plan">
          <div className="price-file-wide">
            <dt>
              <FormattedMessage
                id="billCheck.priceFile.owe"
                defaultMessage="What you should owe by your plan"
              />
            </dt>
            <dd>
              {estimate?.kind === 'ESTIMATE' ? (
                <>
                  {money(estimate.patientCents)}
                  {SPACE}
                  <span className="help price-file-formula">
                    <FormattedMessage
                      id="billCheck.priceFile.formula"
                      defaultMessage="({formula})"
                      values={{ formula: estimate.formula }}
                    />
                  </span>
                </>
              ) : (
                notForPlan
              )}
            </dd>
          </div>
          <div>
            <dt>
              {pf.patientAskedCents !== null
                ? intl.formatMessage({
                    id: 'billCheck.priceFile.asksYou',
                    defaultMessage: 'What the bill asks you',
                  })
                : intl.formatMessage({ id: 'billCheck.priceFile.billed', defaultMessage: 'Amount billed' })}
            </dt>
            <dd>{money(pf.patientAskedCents ?? billedCents)}</dd>
          </div>
        </dl>
      ) : (
        <p className="help">
          <FormattedMessage
            id="billCheck.priceFile.savePlan"
            defaultMessage="Save your insurance plan in Settings to see your insurer's negotiated rate for these codes and what you should owe."
          />
        </p>
      )}
      {!pf.usedForVerdict ? (
        <p data-testid="price-file-verdict">
          <FormattedMessage
            id="billCheck.priceFile.verdict"
            defaultMessage="Compared with these prices: <b>{verdict}</b>. {explanation}"
            values={{
              verdict: pf.verdictLabel,
              explanation: pf.explanation,
              b: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        </p>
      ) : null}
    </section>
  );
}

/** The letter's paragraph with the hospital's own published figures (empty without a price file). */
export function priceFileLetterLines(check: Masked, lang: TextLanguage = 'en'): string[] {
  const { priceFile: pf } = getFragmentData(BillCheckPriceFileFields, check);
  if (!pf || pf.lines.length === 0) return [];
  const say = (key: BillLetterKey, values?: Record<string, string>) =>
    fill(BILL_LETTER_TEXT[lang][key], values);
  const figures = pf.lines.map((l) => {
    const parts: string[] = [];
    if (l.grossCents !== null) parts.push(say('gross', { amount: money(l.grossCents) }));
    if (l.cashCents !== null) parts.push(say('cash', { amount: money(l.cashCents) }));
    if (l.minNegotiatedCents !== null && l.maxNegotiatedCents !== null)
      parts.push(
        say('negotiated', {
          range:
            l.minNegotiatedCents === l.maxNegotiatedCents
              ? money(l.minNegotiatedCents)
              : say('range', { low: money(l.minNegotiatedCents), high: money(l.maxNegotiatedCents) }),
        }),
      );
    if (pf.payerName && l.allowedCents !== null)
      parts.push(say('planRate', { amount: money(l.allowedCents) }));
    return `${l.codeType} ${l.code}: ${parts.join(', ')}`;
  });
  const owe =
    pf.planEstimate?.kind === 'ESTIMATE' ? say('owe', { amount: money(pf.planEstimate.patientCents) }) : '';
  return [
    '',
    say('priceFile', { source: pf.sourceLabel, figures: figures.join('; '), owe }),
    say('priceFileAsk'),
  ];
}
