/**
 * "Share this bill's price anonymously" on the bill check panel (issue 15). The button shows only when
 * the user turned sharing on in the settings and the bill has a directory hospital and a DRG; otherwise
 * the reason, or the way to the settings. A shared bill can be taken back here.
 */
import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../__generated__';
import { problemOf } from '../../lib/auth';
import { Link } from '../../router/Link';
import { useShareBillPrice, useUnshareBillPrice } from './mutations';
import { money } from './shared';

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

const monthName = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function ShareBillPrice({ billId }: { billId: string }) {
  const { data } = useQuery(BillSharingQuery, { variables: { billId }, fetchPolicy: 'cache-and-network' });
  const [share, shared] = useShareBillPrice();
  const [unshare, unshared] = useUnshareBillPrice();
  const s = getFragmentData(BillSharingFields, data?.billSharing);
  if (!s) return null;
  const busy = shared.loading || unshared.loading;
  const error = shared.error ?? unshared.error;
  const report = `${s.providerName ?? 'the hospital'}, DRG ${s.drg ?? '—'}, ${monthName(s.year, s.month)}, billed ${money(
    s.billedCents,
  )}${s.paidCents !== null && s.paidCents !== undefined ? `, paid ${money(s.paidCents)}` : ''}`;
  return (
    <div className="share-bill-price" data-testid="share-bill-price">
      <h3>Help other patients</h3>
      {!s.consented ? (
        <p className="muted">
          You can share this bill’s price anonymously with other patients: turn sharing on in{' '}
          <Link to="/dashboard/settings">your settings</Link> first.
        </p>
      ) : s.shared ? (
        <>
          <p>
            <strong>Shared anonymously:</strong> {report}. No name, account or day is shared.
          </p>
          <p>
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() => void unshare(billId).catch(() => undefined)}
            >
              Stop sharing this bill
            </button>
          </p>
        </>
      ) : s.blocker ? (
        <p className="muted">{s.blocker}</p>
      ) : (
        <>
          <p>
            What would be shared: {report}. No name, account or day. The map shows patients’ prices only once
            three people shared one for this hospital and kind of stay.
          </p>
          <p>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void share(billId).catch(() => undefined)}
            >
              Share this bill’s price anonymously
            </button>
          </p>
        </>
      )}
      <p role="status" className="visually-hidden">
        {shared.data && s.shared ? 'This bill’s price is shared anonymously.' : ''}
        {unshared.data && !s.shared ? 'This bill’s price is no longer shared.' : ''}
      </p>
      {error ? (
        <p className="alert alert-error" role="alert">
          {problemOf(error).message}
        </p>
      ) : null}
    </div>
  );
}
