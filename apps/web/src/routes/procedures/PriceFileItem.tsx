/**
 * One item of a hospital's price file, as the procedure search and the map's detail popup show it: the
 * cash price, the payer-negotiated range, where it comes from (in words; the file's name and line folded
 * away) and the viewer's estimate with its formula (from their plan, "not published for your plan", or the 20 % share
 * without a plan). By a plan, the figure leaves out the per-visit copay (said once, "plus your copay once
 * per visit") and shows both ends when the plan has several different rates for the item.
 */
import { formatCents } from '@fp/domain';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import type { PriceFileItemFragment as PriceFileItemData } from '../../__generated__/graphql';
import './procedures.css';

export const PriceFileItemFragment = graphql(`
  fragment PriceFileItem on HospitalPriceItem {
    codes {
      code
      type
    }
    description
    plainName
    plainNameIsOurs
    setting
    grossCents
    cashCents
    minNegotiatedCents
    maxNegotiatedCents
    rateCount
    line
    source {
      fileName
      lastUpdatedOn
      version
      format
    }
    estimate {
      kind
      patientCents
      basisCents
      cappedByOopMax
      formula
      message
      copayNote
      highBasisCents
      highPatientCents
      rateNote
    }
  }
`);

/**
 * The source in a patient's words: "the hospital’s own published price list, dated 2025-01-01". The file's
 * name, format and line are for whoever checks the figure, behind "File details" (fileDetails).
 */
export function sourceText(s: { lastUpdatedOn?: string | null }) {
  return `the hospital’s own published price list, ${
    s.lastUpdatedOn ? `dated ${s.lastUpdatedOn}` : 'which gives no date'
  }`;
}

/** "hpt_….jsonl, CMS schema 2.0.0, line 12": where exactly the figure is, for checking it. */
export function fileDetails(s: { fileName: string; version: string }, line?: number) {
  const version = s.version === 'normalized' ? 'cash and list prices only' : `CMS schema ${s.version}`;
  return [s.fileName, version, line ? `line ${line.toLocaleString('en-US')}` : null]
    .filter(Boolean)
    .join(', ');
}

type Item = PriceFileItemData;

export function PriceFileItem({
  item: ref,
  genericShare = true,
}: {
  item: FragmentType<typeof PriceFileItemFragment>;
  /** Show the 20 % share of a viewer without a plan (false where the page shows one share already). */
  genericShare?: boolean;
}) {
  const item = getFragmentData(PriceFileItemFragment, ref);
  const e = item.estimate;
  const codes = item.codes.map((c) => `${c.type} ${c.code}`).join(', ');
  const neg = negotiatedRange(item);
  return (
    <div className="pf-item" data-testid="price-file-item">
      <ItemName item={item} codes={codes} />
      <dl className="pf-figures">
        <div>
          <dt>Cash price</dt>
          <dd data-testid="cash-price">
            {item.cashCents != null ? formatCents(item.cashCents) : 'Not published'}
          </dd>
        </div>
        <div>
          <dt>Negotiated by insurers</dt>
          <dd data-testid="negotiated-range">
            {neg ?? 'Not published'}
            {item.rateCount > 0 ? (
              <span className="muted">
                {' '}
                ({item.rateCount} {item.rateCount === 1 ? 'rate' : 'rates'})
              </span>
            ) : null}
          </dd>
        </div>
        {item.grossCents != null ? (
          <div>
            <dt>List price</dt>
            <dd>{formatCents(item.grossCents)}</dd>
          </div>
        ) : null}
        {e.kind === 'NO_PLAN' && !genericShare ? null : <ItemEstimate e={e} />}
      </dl>
      <p className="price-source" data-testid="item-source">
        Source: {sourceText(item.source)}.
      </p>
      <details className="pf-file muted small">
        <summary>File details</summary>
        {fileDetails(item.source, item.line)}
      </details>
    </div>
  );
}

/** "$1,200.00 – $1,800.00", one figure when the ends are the same, or null when none is published. */
function negotiatedRange(item: Pick<Item, 'minNegotiatedCents' | 'maxNegotiatedCents'>): string | null {
  return item.minNegotiatedCents !== null && item.minNegotiatedCents !== undefined
    ? item.maxNegotiatedCents !== null &&
      item.maxNegotiatedCents !== undefined &&
      item.maxNegotiatedCents !== item.minNegotiatedCents
      ? `${formatCents(item.minNegotiatedCents)} – ${formatCents(item.maxNegotiatedCents)}`
      : formatCents(item.minNegotiatedCents)
    : null;
}

function ItemName({ item, codes }: { item: Item; codes: string }) {
  return (
    <p className="pf-what">
      <span className="drg-code">{codes}</span>
      {item.plainName ? (
        <>
          {' '}
          <span data-testid="item-description">{item.plainName}</span>
          {item.plainNameIsOurs ? (
            <span className="muted small">
              {' '}
              (in our words: the file lists the code without a description)
            </span>
          ) : null}
        </>
      ) : (
        <span className="muted small"> (the file gives no description of this code)</span>
      )}
      {item.setting ? <span className="muted"> ({item.setting})</span> : null}
    </p>
  );
}

/** The viewer's estimate and how it was worked out. */
function ItemEstimate({ e }: { e: Item['estimate'] }) {
  return (
    <div className="pf-estimate">
      <dt>{e.kind === 'NO_PLAN' ? 'You, about 20 % (no plan saved)' : 'You, with your plan'}</dt>
      <dd data-testid="personal-estimate">
        {e.kind === 'NOT_PUBLISHED' ? (
          <span>{e.message ?? 'Not published for your plan'}</span>
        ) : e.patientCents != null ? (
          <strong>
            {e.highPatientCents != null && e.highPatientCents !== e.patientCents
              ? `${formatCents(e.patientCents)} – ${formatCents(e.highPatientCents)}`
              : formatCents(e.patientCents)}
          </strong>
        ) : null}
        {e.copayNote ? (
          <span className="pf-copay" data-testid="estimate-copay">
            {' '}
            {e.copayNote.charAt(0).toLowerCase() + e.copayNote.slice(1)}
          </span>
        ) : null}
        {e.rateNote ? (
          <span className="pf-formula" data-testid="estimate-rates">
            {e.rateNote}
          </span>
        ) : null}
        {e.formula ? (
          <span className="pf-formula" data-testid="estimate-formula">
            {e.formula}
            {e.cappedByOopMax ? ' (capped by what is left of your out-of-pocket maximum)' : ''}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
