/**
 * /dashboard/bill/{id} and /bill/{id}: one bill with its status history. A missing bill (or someone
 * else's) redirects to /dashboard.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__';
import type { DashboardBillQuery } from '../../__generated__/graphql';
import { FilesPanel } from '../../components/uploads';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { problemOf } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import { useConfirm } from '../../components/ConfirmDialog';
import { DashboardPage, SignedIn, StatusBadge, money, useDay, useStatusLabel } from './shared';
import { useDeleteBill } from './mutations';
import { BillCheckPanel } from './BillCheckPanel';
import { withBillFields } from './bill-fields';
import { isListedBillType, useBillTypeLabel } from './bill-types';

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
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'dashboard.bill.metaTitle', defaultMessage: 'Bill' }),
    intl.formatMessage({ id: 'dashboard.bill.description', defaultMessage: 'One of your bills.' }),
  );
  return (
    <SignedIn>
      <BillView id={match.params[0] ?? ''} />
    </SignedIn>
  );
}

function BillView({ id }: { id: string }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const typeLabel = useBillTypeLabel();
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
  if (!bill)
    return (
      <Spinner
        label={intl.formatMessage({ id: 'dashboard.bill.loading', defaultMessage: 'Loading the bill' })}
      />
    );

  const remove = async () => {
    const question = intl.formatMessage({
      id: 'dashboard.bill.deleteAsk',
      defaultMessage: 'Delete this bill? This cannot be undone.',
    });
    const yes = intl.formatMessage({ id: 'dashboard.bill.deleteYes', defaultMessage: 'Delete the bill' });
    if (!(await ask(question, yes))) return;
    try {
      await deleteBill(bill.id);
      navigate(`/dashboard/event/${bill.event.id}`);
    } catch (err) {
      setProblem(problemOf(err).message);
    }
  };

  return (
    <DashboardPage
      title={
        <FormattedMessage
          id="dashboard.bill.title"
          defaultMessage="{type} · {total}"
          values={{
            type: bill.billType ? (
              <span translate={isListedBillType(bill.billType) ? undefined : 'no'}>
                {typeLabel(bill.billType)}
              </span>
            ) : (
              intl.formatMessage({ id: 'dashboard.bill.untyped', defaultMessage: 'Bill' })
            ),
            total: money(bill.totalCents),
          }}
        />
      }
    >
      {dialog}
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="lead">
        <FormattedMessage
          id="dashboard.bill.forEvent"
          defaultMessage="For <link>{event}</link>"
          values={{
            event: bill.event.name,
            link: (c) => (
              <Link to={`/dashboard/event/${bill.event.id}`} translate="no">
                {c}
              </Link>
            ),
          }}
        />
      </p>
      <BillFacts bill={bill} />
      <FilesPanel
        files={bill.files}
        targetId={bill.id}
        refetchQueries={['DashboardBill']}
        onUploaded={() => void refetch()}
      />
      <p className="actions">
        <Link className="button" to={`/dashboard/add-bill/${bill.id}/${bill.event.id}`}>
          <FormattedMessage id="dashboard.bill.edit" defaultMessage="Edit bill" />
        </Link>
        <button type="button" className="button danger" onClick={remove}>
          <FormattedMessage id="dashboard.bill.delete" defaultMessage="Delete bill" />
        </button>
      </p>
      <BillCheckPanel billId={bill.id} />
    </DashboardPage>
  );
}

type ShownBill = ReturnType<typeof withBillFields<NonNullable<DashboardBillQuery['bill']>>>;

/** The bill's figures, its note and its status history. */
function BillFacts({ bill }: { bill: ShownBill }) {
  const day = useDay();
  const statusLabel = useStatusLabel();
  return (
    <>
      <dl className="event-facts">
        <div>
          <dt>
            <FormattedMessage id="dashboard.bill.status" defaultMessage="Status" />
          </dt>
          <dd>
            <StatusBadge status={bill.status} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="dashboard.bill.due" defaultMessage="Due" />
          </dt>
          <dd>{day(bill.due)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="dashboard.bill.total" defaultMessage="Total" />
          </dt>
          <dd>{money(bill.totalCents)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="dashboard.bill.self" defaultMessage="You pay" />
          </dt>
          <dd>{money(bill.selfCents)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="dashboard.bill.payIns" defaultMessage="Insurance paid" />
          </dt>
          <dd>{money(bill.payInsCents)}</dd>
        </div>
        {bill.codes.length ? (
          <div>
            <dt>
              <FormattedMessage id="dashboard.bill.codes" defaultMessage="Billing codes" />
            </dt>
            <dd translate="no">{bill.codes.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      {bill.note ? (
        <p className="review" translate="no">
          {bill.note}
        </p>
      ) : null}
      <h2>
        <FormattedMessage id="dashboard.bill.history" defaultMessage="Status history" />
      </h2>
      <ol className="history">
        {bill.statusHistory.map((h, i) => (
          <li key={i}>
            <FormattedMessage
              id="dashboard.bill.historyItem"
              defaultMessage="{status} on {day}"
              values={{ status: statusLabel(h.status), day: day(h.changedAt) }}
            />
          </li>
        ))}
      </ol>
    </>
  );
}
