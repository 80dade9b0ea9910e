/**
 * /dashboard/bill/{id} and /bill/{id}: one bill with its status history. A missing bill (or someone
 * else's) redirects to /dashboard.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../__generated__';
import { FilesPanel } from '../../components/uploads';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { problemOf } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import { useConfirm } from '../../components/ConfirmDialog';
import { DashboardPage, STATUS_LABEL, SignedIn, StatusBadge, day, money } from './shared';
import { useDeleteBill } from './mutations';
import { BillCheckPanel } from './BillCheckPanel';
import { withBillFields } from './bill-fields';

const BillQuery = graphql(`
  query DashboardBill($id: ID!) {
    bill(id: $id) {
      ...BillFields
      createdAt
      statusHistory {
        status
        changedAt
      }
      files {
        ...FileListItem
      }
      event {
        id
        name
      }
    }
  }
`);

export default function BillScreen({ match }: ScreenProps) {
  usePageMeta('Bill', 'One of your bills.');
  return (
    <SignedIn>
      <BillView id={match.params[0] ?? ''} />
    </SignedIn>
  );
}

function BillView({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery(BillQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteBill] = useDeleteBill();
  const { ask, dialog } = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  const bill = data?.bill ? withBillFields(data.bill) : null;
  const missing = !loading && !bill;
  useEffect(() => {
    if (missing) navigate('/dashboard', { replace: true });
  }, [missing, navigate]);
  if (!bill) return <Spinner label="Loading the bill" />;

  const remove = async () => {
    if (!(await ask('Delete this bill? This cannot be undone.', 'Delete the bill'))) return;
    try {
      await deleteBill(bill.id);
      navigate(`/dashboard/event/${bill.event.id}`);
    } catch (err) {
      setProblem(problemOf(err).message);
    }
  };

  return (
    <DashboardPage title={`${bill.billType || 'Bill'} · ${money(bill.totalCents)}`}>
      {dialog}
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="lead">
        For <Link to={`/dashboard/event/${bill.event.id}`}>{bill.event.name}</Link>
      </p>
      <dl className="event-facts">
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={bill.status} />
          </dd>
        </div>
        <div>
          <dt>Due</dt>
          <dd>{day(bill.due)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{money(bill.totalCents)}</dd>
        </div>
        <div>
          <dt>You pay</dt>
          <dd>{money(bill.selfCents)}</dd>
        </div>
        <div>
          <dt>Insurance paid</dt>
          <dd>{money(bill.payInsCents)}</dd>
        </div>
        {bill.codes.length ? (
          <div>
            <dt>Billing codes</dt>
            <dd>{bill.codes.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      {bill.note ? <p className="review">{bill.note}</p> : null}
      <h2>Status history</h2>
      <ol className="history">
        {bill.statusHistory.map((h, i) => (
          <li key={i}>
            {STATUS_LABEL[h.status]} on {day(h.changedAt)}
          </li>
        ))}
      </ol>
      <FilesPanel
        files={bill.files}
        targetId={bill.id}
        refetchQueries={['DashboardBill']}
        onUploaded={() => void refetch()}
      />
      <p className="actions">
        <Link className="button" to={`/dashboard/add-bill/${bill.id}/${bill.event.id}`}>
          Edit bill
        </Link>
        <button type="button" className="button danger" onClick={remove}>
          Delete bill
        </button>
      </p>
      <BillCheckPanel billId={bill.id} />
    </DashboardPage>
  );
}
