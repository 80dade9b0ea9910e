/**
 * /bills and /bills/{page}/{order}/{sort}: the user's bills across events, filtered by status
 * (?status=new|negotiating|complete) and sorted by due date or amount. Empty: "There are no results".
 */
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { graphql } from '../../__generated__';
import type { BillSort, BillStatus, DashboardBillsQuery, SortOrder } from '../../__generated__/graphql';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { DashboardPage, STATUS_LABEL, SignedIn, StatusBadge, day, money } from './shared';

const BillsQuery = graphql(`
  query DashboardBills($page: Int!, $sort: BillSort, $order: SortOrder, $status: BillStatus) {
    bills(page: $page, limit: 10, sort: $sort, order: $order, status: $status) {
      count
      page
      hasNextPage
      hits {
        id
        status
        due
        billType
        totalCents
        selfCents
        event {
          id
          name
        }
      }
    }
  }
`);

const SORTS: Record<string, BillSort> = {
  due: 'DUE',
  total: 'TOTAL',
  created: 'CREATED_AT',
  status: 'STATUS',
};

export default function BillsScreen({ match }: ScreenProps) {
  usePageMeta('Bills', 'All your bills.');
  const page = Math.max(1, Number(match.params[0]) || 1);
  const order: SortOrder = match.params[1] === 'asc' ? 'ASC' : match.params[1] === 'desc' ? 'DESC' : 'ASC';
  const sortKey = SORTS[match.params[2] ?? ''] ? match.params[2]! : 'due';
  const statusKey = (match.query.status ?? '').toUpperCase();
  const status = STATUS_LABEL[statusKey] ? (statusKey as BillStatus) : null;
  return (
    <SignedIn>
      <DashboardPage title="Bills">
        <BillsView page={page} order={order} sortKey={sortKey} status={status} />
      </DashboardPage>
    </SignedIn>
  );
}

type BillHit = DashboardBillsQuery['bills']['hits'][number];

/** One page of bills. */
function BillsTable({ hits }: { hits: BillHit[] }) {
  return (
    <div className="table-wrap">
      <table className="bills-table stacks-on-phone">
        <caption className="visually-hidden">Your bills</caption>
        <thead>
          <tr>
            <th scope="col">Bill</th>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Due</th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col" className="num">
              You pay
            </th>
          </tr>
        </thead>
        <tbody>
          {hits.map((b) => (
            <tr key={b.id}>
              <td>
                <Link to={`/bill/${b.id}`}>{b.billType || 'Bill'}</Link>
              </td>
              <td data-label="Event">
                <Link to={`/dashboard/event/${b.event.id}`}>{b.event.name}</Link>
              </td>
              <td data-label="Status">
                <StatusBadge status={b.status} />
              </td>
              <td data-label="Due">{day(b.due)}</td>
              <td className="num" data-label="Total">
                {money(b.totalCents)}
              </td>
              <td className="num" data-label="You pay">
                {money(b.selfCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BillsView({
  page,
  order,
  sortKey,
  status,
}: {
  page: number;
  order: SortOrder;
  sortKey: string;
  status: BillStatus | null;
}) {
  const navigate = useNavigate();
  const uid = useId();
  const { data, loading } = useQuery(BillsQuery, {
    variables: { page, sort: SORTS[sortKey], order, status },
    fetchPolicy: 'cache-and-network',
  });
  const path = (p: number, o: SortOrder, s: string, st: BillStatus | null) =>
    `/bills/${p}/${o.toLowerCase()}/${s}${st ? `?status=${st.toLowerCase()}` : ''}`;
  const result = data?.bills;
  return (
    <>
      <div className="filters">
        <div className="form-field">
          <label htmlFor={`${uid}-status`}>Status</label>
          <select
            id={`${uid}-status`}
            value={status ?? ''}
            onChange={(e) => navigate(path(1, order, sortKey, (e.target.value || null) as BillStatus | null))}
          >
            <option value="">All</option>
            {Object.entries(STATUS_LABEL).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${uid}-sort`}>Sort by</label>
          <select
            id={`${uid}-sort`}
            value={`${sortKey}:${order}`}
            onChange={(e) => {
              const [s, o] = e.target.value.split(':');
              navigate(path(1, o as SortOrder, s, status));
            }}
          >
            <option value="due:ASC">Due date, soonest first</option>
            <option value="due:DESC">Due date, latest first</option>
            <option value="total:DESC">Amount, largest first</option>
            <option value="total:ASC">Amount, smallest first</option>
          </select>
        </div>
      </div>
      {!result ? (
        loading ? (
          <Spinner label="Loading bills" />
        ) : null
      ) : result.hits.length === 0 ? (
        <p className="empty-prompt card">There are no results</p>
      ) : (
        <>
          <BillsTable hits={result.hits} />
          <nav className="pager" aria-label="Pages">
            {page > 1 ? <Link to={path(page - 1, order, sortKey, status)}>Previous page</Link> : <span />}
            <span className="muted">
              Page {result.page} · {result.count} {result.count === 1 ? 'bill' : 'bills'}
            </span>
            {result.hasNextPage ? (
              <Link to={path(page + 1, order, sortKey, status)}>Next page</Link>
            ) : (
              <span />
            )}
          </nav>
        </>
      )}
    </>
  );
}
