/**
 * One item of a hospital's price file, as the procedure search and the map's detail popup show it: the
 * cash price, the payer-negotiated range, where it comes from (in words; the file's name and line folded
 * away) and the viewer's estimate with its formula (from their plan, "not published for your plan", or the 20 % share
 * without a plan). By a plan, the figure leaves out the per-visit copay (said once, "plus your copay once
 * per visit") and shows both ends when the plan has several different rates for the item.
 */
import { formatCents, formatCentsRange, groupThousands } from '@fp/domain';
import {
  createIntl,
  defineMessages,
  FormattedMessage,
  useIntl,
  type IntlShape,
  type MessageDescriptor,
} from 'react-intl';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import type { PriceFileItemFragment as PriceFileItemData } from '../../__generated__/graphql';
import { SPACE } from '../../components/text';
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

const M: Record<string, MessageDescriptor> = defineMessages({
  sourceDated: {
    id: 'procedures.source.dated',
    defaultMessage: 'the hospital’s own published price list, dated {date}',
  },
  sourceUndated: {
    id: 'procedures.source.undated',
    defaultMessage: 'the hospital’s own published price list, which gives no date',
  },
  normalized: { id: 'procedures.file.normalized', defaultMessage: 'cash and list prices only' },
  schema: { id: 'procedures.file.schema', defaultMessage: 'CMS schema {version}' },
  line: { id: 'procedures.file.line', defaultMessage: 'line {line}' },
  notPublished: { id: 'procedures.item.notPublished', defaultMessage: 'Not published' },
});

/** For callers that have no page language at hand (the English the site always wrote). */
const ENGLISH = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });

/**
 * A price file's date ("2025-01-01", as the file writes it) for the page: as written in English, in the
 * language's own words otherwise ("1 de enero de 2025"); anything but a plain date is shown as it is.
 */
export function fileDate(date: string, intl: IntlShape = ENGLISH): string {
  if (intl.locale.startsWith('en') || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return intl.formatDate(`${date}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * The source in a patient's words: "the hospital’s own published price list, dated 2025-01-01". The file's
 * name, format and line are for whoever checks the figure, behind "File details" (fileDetails).
 */
export function sourceText(s: { lastUpdatedOn?: string | null }, intl: IntlShape = ENGLISH) {
  return s.lastUpdatedOn
    ? intl.formatMessage(M.sourceDated, { date: fileDate(s.lastUpdatedOn, intl) })
    : intl.formatMessage(M.sourceUndated);
}

/** "hpt_….jsonl, CMS schema 2.0.0, line 12": where exactly the figure is, for checking it. */
export function fileDetails(
  s: { fileName: string; version: string },
  line?: number,
  intl: IntlShape = ENGLISH,
) {
  const version =
    s.version === 'normalized'
      ? intl.formatMessage(M.normalized)
      : intl.formatMessage(M.schema, { version: s.version });
  return [s.fileName, version, line ? intl.formatMessage(M.line, { line: groupThousands(line) }) : null]
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
  const intl = useIntl();
  const e = item.estimate;
  const codes = item.codes.map((c) => `${c.type} ${c.code}`).join(', ');
  const neg = negotiatedRange(item);
  return (
    <div className="pf-item" data-testid="price-file-item">
      <ItemName item={item} codes={codes} />
      <dl className="pf-figures">
        <div>
          <dt>
            <FormattedMessage id="procedures.item.cash" defaultMessage="Cash price" />
          </dt>
          <dd data-testid="cash-price">
            {item.cashCents != null ? formatCents(item.cashCents) : intl.formatMessage(M.notPublished)}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="procedures.item.negotiated" defaultMessage="Negotiated by insurers" />
          </dt>
          <dd data-testid="negotiated-range">
            {neg ?? intl.formatMessage(M.notPublished)}
            {item.rateCount > 0 ? (
              <span className="muted">
                {SPACE}
                <FormattedMessage
                  id="procedures.item.rates"
                  defaultMessage="({count, plural, one {{countText} rate} other {{countText} rates}})"
                  values={{ count: item.rateCount, countText: groupThousands(item.rateCount) }}
                />
              </span>
            ) : null}
          </dd>
        </div>
        {item.grossCents != null ? (
          <div>
            <dt>
              <FormattedMessage id="procedures.item.list" defaultMessage="List price" />
            </dt>
            <dd>{formatCents(item.grossCents)}</dd>
          </div>
        ) : null}
        {e.kind === 'NO_PLAN' && !genericShare ? null : <ItemEstimate e={e} />}
      </dl>
      <p className="price-source" data-testid="item-source">
        <FormattedMessage
          id="procedures.item.source"
          defaultMessage="Source: {source}."
          values={{ source: sourceText(item.source, intl) }}
        />
      </p>
      <details className="pf-file muted small">
        <summary>
          <FormattedMessage id="procedures.item.fileDetails" defaultMessage="File details" />
        </summary>
        {fileDetails(item.source, item.line, intl)}
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
      ? formatCentsRange(item.minNegotiatedCents, item.maxNegotiatedCents)
      : formatCents(item.minNegotiatedCents)
    : null;
}

function ItemName({ item, codes }: { item: Item; codes: string }) {
  return (
    <p className="pf-what">
      <span className="drg-code" translate="no">
        {codes}
      </span>
      {item.plainName ? (
        <>
          {SPACE}
          <span data-testid="item-description">{item.plainName}</span>
          {item.plainNameIsOurs ? (
            <span className="muted small">
              {SPACE}
              <FormattedMessage
                id="procedures.item.ourWords"
                defaultMessage="(in our words: the file lists the code without a description)"
              />
            </span>
          ) : null}
        </>
      ) : (
        <span className="muted small">
          {SPACE}
          <FormattedMessage
            id="procedures.item.noDescription"
            defaultMessage="(the file gives no description of this code)"
          />
        </span>
      )}
      {/* The CMS schema's settings in words; another value as the file writes it. */}
      {item.setting ? (
        <span className="muted">
          {SPACE}
          <FormattedMessage
            id="procedures.item.setting"
            defaultMessage="({setting, select, outpatient {outpatient} inpatient {inpatient} both {both} other {{setting}}})"
            values={{ setting: item.setting }}
          />
        </span>
      ) : null}
    </p>
  );
}

/** The viewer's estimate and how it was worked out. */
function ItemEstimate({ e }: { e: Item['estimate'] }) {
  return (
    <div className="pf-estimate">
      <dt>
        {e.kind === 'NO_PLAN' ? (
          <FormattedMessage
            id="procedures.estimate.noPlan"
            defaultMessage="You, about 20 % (no plan saved)"
          />
        ) : (
          <FormattedMessage id="procedures.estimate.withPlan" defaultMessage="You, with your plan" />
        )}
      </dt>
      <dd data-testid="personal-estimate">
        {e.kind === 'NOT_PUBLISHED' ? (
          <span>
            {e.message ?? (
              <FormattedMessage
                id="procedures.estimate.notPublished"
                defaultMessage="Not published for your plan"
              />
            )}
          </span>
        ) : e.patientCents != null ? (
          <strong>
            {e.highPatientCents != null && e.highPatientCents !== e.patientCents
              ? formatCentsRange(e.patientCents, e.highPatientCents)
              : formatCents(e.patientCents)}
          </strong>
        ) : null}
        {e.copayNote ? (
          <span className="pf-copay" data-testid="estimate-copay">
            {SPACE}
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
            {e.cappedByOopMax ? (
              <>
                {SPACE}
                <FormattedMessage
                  id="procedures.estimate.capped"
                  defaultMessage="(capped by what is left of your out-of-pocket maximum)"
                />
              </>
            ) : null}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
