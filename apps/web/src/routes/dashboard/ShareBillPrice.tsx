/**
 * "Share this bill's price anonymously" on the bill check panel (issue 15). The button shows only when
 * the user turned sharing on in the settings and the bill has a directory hospital and a DRG; otherwise
 * the reason, or the way to the settings. A shared bill can be taken back here.
 */
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { getFragmentData, graphql } from '../../__generated__';
import type { BillSharingFieldsFragment } from '../../__generated__/graphql';
import { problemOf } from '../../lib/auth';
import { Link } from '../../router/Link';
import { useShareBillPrice, useUnshareBillPrice } from './mutations';
import { money } from './shared';
import { blockerText } from './share-text';

const BillSharingFields = graphql(`
  fragment BillSharingFields on BillSharing {
    billId
    consented
    shared
    blocker
    providerName
    drg
    year
    month
    billedCents
    paidCents
  }
`);

const BillSharingQuery = graphql(`
  query BillSharingStatus($billId: ID!) {
    billSharing(billId: $billId) {
      ...BillSharingFields
    }
  }
`);

/** "January 2025" / "enero de 2025": the stay's month, the only time a shared report holds. */
const monthName = (intl: IntlShape, year: number, month: number) =>
  intl.formatDate(Date.UTC(year, month - 1, 1), { month: 'long', year: 'numeric', timeZone: 'UTC' });

type Sharing = BillSharingFieldsFragment;

/** What a report holds, "Northwestern Memorial, DRG 291, January 2025, billed $12,000.00, paid $9,000.00". */
function SharedReport({ s }: { s: Sharing }) {
  const intl = useIntl();
  const paid = s.paidCents !== null && s.paidCents !== undefined;
  // The hospital's name is the directory's (data); the rest is said in the page's language.
  return (
    <FormattedMessage
      id="visits.share.report"
      defaultMessage="{hospital}, DRG {drg}, {month}, billed {billed}{paid, select, yes {, paid {paidAmount}} other {}}"
      values={{
        hospital: s.providerName ? (
          <span translate="no">{s.providerName}</span>
        ) : (
          <FormattedMessage id="visits.share.theHospital" defaultMessage="the hospital" />
        ),
        drg: s.drg ?? '—',
        month: monthName(intl, s.year, s.month),
        billed: money(s.billedCents),
        paid: paid ? 'yes' : 'no',
        paidAmount: money(s.paidCents),
      }}
    />
  );
}

export function ShareBillPrice({ billId }: { billId: string }) {
  const { data } = useQuery(BillSharingQuery, { variables: { billId }, fetchPolicy: 'cache-and-network' });
  const [share, shared] = useShareBillPrice();
  const [unshare, unshared] = useUnshareBillPrice();
  const intl = useIntl();
  const s = getFragmentData(BillSharingFields, data?.billSharing);
  if (!s) return null;
  const busy = shared.loading || unshared.loading;
  const error = shared.error ?? unshared.error;
  const report = <SharedReport s={s} />;
  return (
    <div className="share-bill-price" data-testid="share-bill-price">
      <h3>
        <FormattedMessage id="visits.share.title" defaultMessage="Help other patients" />
      </h3>
      {!s.consented ? (
        <p className="muted">
          <FormattedMessage
            id="visits.share.consentFirst"
            defaultMessage="You can share this bill’s price anonymously with other patients: turn sharing on in <link>your settings</link> first."
            values={{ link: (c) => <Link to="/dashboard/settings">{c}</Link> }}
          />
        </p>
      ) : s.shared ? (
        <>
          <p>
            <FormattedMessage
              id="visits.share.shared"
              defaultMessage="<b>Shared anonymously:</b> {report}. No name, account or day is shared."
              values={{ report, b: (c) => <strong>{c}</strong> }}
            />
          </p>
          <p>
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() => void unshare(billId).catch(() => undefined)}
            >
              <FormattedMessage id="visits.share.stop" defaultMessage="Stop sharing this bill" />
            </button>
          </p>
        </>
      ) : s.blocker ? (
        <p className="muted">{blockerText(intl, s.blocker)}</p>
      ) : (
        <>
          <p>
            <FormattedMessage
              id="visits.share.preview"
              defaultMessage="What would be shared: {report}. No name, account or day. The map shows patients’ prices only once three people shared one for this hospital and kind of stay."
              values={{ report }}
            />
          </p>
          <p>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void share(billId).catch(() => undefined)}
            >
              <FormattedMessage
                id="visits.share.share"
                defaultMessage="Share this bill’s price anonymously"
              />
            </button>
          </p>
        </>
      )}
      <p role="status" className="visually-hidden">
        {shared.data && s.shared ? (
          <FormattedMessage
            id="visits.share.sharedNow"
            defaultMessage="This bill’s price is shared anonymously."
          />
        ) : null}
        {unshared.data && !s.shared ? (
          <FormattedMessage
            id="visits.share.unsharedNow"
            defaultMessage="This bill’s price is no longer shared."
          />
        ) : null}
      </p>
      {error ? (
        <p className="alert alert-error" role="alert">
          {problemOf(error).message}
        </p>
      ) : null}
    </div>
  );
}
