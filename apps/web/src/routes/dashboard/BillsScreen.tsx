/**
 * /bills and /bills/{page}/{order}/{sort}: the user's bills across events, filtered by status
 * (?status=new|negotiating|complete) and sorted by due date or amount. Empty: "There are no results".
 */
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__';
import type { BillSort, BillStatus, DashboardBillsQuery, SortOrder } from '../../__generated__/graphql';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { isListedBillType, useBillTypeLabel } from './bill-types';
import { DashboardPage, STATUS_LABEL, SignedIn, StatusBadge, isBillStatus, money, useDay } from './shared';

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
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'dashboard.bills.title', defaultMessage: 'Bills' });
  usePageMeta(
    title,
    intl.formatMessage({ id: 'dashboard.bills.description', defaultMessage: 'All your bills.' }),
  );
  const page = Math.max(1, Number(match.params[0]) || 1);
  const order: SortOrder = match.params[1] === 'asc' ? 'ASC' : match.params[1] === 'desc' ? 'DESC' : 'ASC';
  const sortKey = SORTS[match.params[2] ?? ''] ? match.params[2]! : 'due';
  const statusKey = (match.query.status ?? '').toUpperCase();
  const status = isBillStatus(statusKey) ? (statusKey as BillStatus) : null;
  return (
    <SignedIn>
      <DashboardPage title={title}>
        <BillsView page={page} order={order} sortKey={sortKey} status={status} />
      </DashboardPage>
    </SignedIn>
  );
}

type BillHit = DashboardBillsQuery['bills']['hits'][number];

/** The table's columns, also the labels of a row's cells when the table stacks on a phone. */
const COLUMNS = defineMessages({
  bill: { id: 'dashboard.bills.colBill', defaultMessage: 'Bill' },
  event: { id: 'dashboard.bills.colEvent', defaultMessage: 'Event' },
  status: { id: 'dashboard.bills.colStatus', defaultMessage: 'Status' },
  due: { id: 'dashboard.bills.colDue', defaultMessage: 'Due' },
  total: { id: 'dashboard.bills.colTotal', defaultMessage: 'Total' },
  self: { id: 'dashboard.bills.colSelf', defaultMessage: 'You pay' },
});

/** The sort select's choices, "sort:ORDER" → words, in the order shown. */
const SORT_LABELS = defineMessages({
  'due:ASC': { id: 'dashboard.bills.sortDueAsc', defaultMessage: 'Due date, soonest first' },
  'due:DESC': { id: 'dashboard.bills.sortDueDesc', defaultMessage: 'Due date, latest first' },
  'total:DESC': { id: 'dashboard.bills.sortTotalDesc', defaultMessage: 'Amount, largest first' },
  'total:ASC': { id: 'dashboard.bills.sortTotalAsc', defaultMessage: 'Amount, smallest first' },
});
const SORT_OPTIONS = Object.entries(SORT_LABELS);

/** One page of bills. */
function BillsTable({ hits }: { hits: BillHit[] }) {
  const intl = useIntl();
  const day = useDay();
  const typeLabel = useBillTypeLabel();
  const t = (m: keyof typeof COLUMNS) => intl.formatMessage(COLUMNS[m]);
  return (
    <div className="table-wrap">
      <table className="bills-table stacks-on-phone">
        <caption className="visually-hidden">
          <FormattedMessage id="dashboard.bills.caption" defaultMessage="Your bills" />
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('bill')}</th>
            <th scope="col">{t('event')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('due')}</th>
            <th scope="col" className="num">
              {t('total')}
            </th>
            <th scope="col" className="num">
              {t('self')}
            </th>
          </tr>
        </thead>
        <tbody>
          {hits.map((b) => (
            <tr key={b.id}>
              <td>
                {/* A type of the list in the page's language; one typed by the person as typed (data). */}
                <Link
                  to={`/bill/${b.id}`}
                  translate={b.billType && !isListedBillType(b.billType) ? 'no' : undefined}
                >
                  {b.billType ? typeLabel(b.billType) : t('bill')}
                </Link>
              </td>
              <td data-label={t('event')}>
                <Link to={`/dashboard/event/${b.event.id}`} translate="no">
                  {b.event.name}
                </Link>
              </td>
              <td data-label={t('status')}>
                <StatusBadge status={b.status} />
              </td>
              <td data-label={t('due')}>{day(b.due)}</td>
              <td className="num" data-label={t('total')}>
                {money(b.totalCents)}
              </td>
              <td className="num" data-label={t('self')}>
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
  const intl = useIntl();
  const { data, loading } = useQuery(BillsQuery, {
    variables: { page, sort: SORTS[sortKey], order, status },
    fetchPolicy: 'cache-and-network',
  });
  const path = (p: number, o: SortOrder, s: string, st: BillStatus | null) =>
    `/bills/${p}/${o.toLowerCase()}/${s}${st ? `?status=${st.toLowerCase()}` : ''}`;
  const result = data?.bills;
  return (
    <>
      <BillFilters order={order} sortKey={sortKey} status={status} path={path} />
      {!result ? (
        loading ? (
          <Spinner
            label={intl.formatMessage({ id: 'dashboard.bills.loading', defaultMessage: 'Loading bills' })}
          />
        ) : null
      ) : result.hits.length === 0 ? (
        <p className="empty-prompt card">
          <FormattedMessage id="dashboard.bills.none" defaultMessage="There are no results" />
        </p>
      ) : (
        <>
          <BillsTable hits={result.hits} />
          <nav
            className="pager"
            aria-label={intl.formatMessage({ id: 'dashboard.bills.pages', defaultMessage: 'Pages' })}
          >
            {page > 1 ? (
              <Link to={path(page - 1, order, sortKey, status)}>
                <FormattedMessage id="dashboard.bills.previous" defaultMessage="Previous page" />
              </Link>
            ) : (
              <span />
            )}
            <span className="muted">
              <FormattedMessage
                id="dashboard.bills.pageOf"
                defaultMessage="Page {page} · {count, plural, one {# bill} other {# bills}}"
                values={{ page: result.page, count: result.count }}
              />
            </span>
            {result.hasNextPage ? (
              <Link to={path(page + 1, order, sortKey, status)}>
                <FormattedMessage id="dashboard.bills.next" defaultMessage="Next page" />
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </>
      )}
    </>
  );
}

/** The status filter and the sort; a change opens the list's first page with it. */
function BillFilters({
  order,
  sortKey,
  status,
  path,
}: {
  order: SortOrder;
  sortKey: string;
  status: BillStatus | null;
  path: (page: number, order: SortOrder, sort: string, status: BillStatus | null) => string;
}) {
  const navigate = useNavigate();
  const intl = useIntl();
  const uid = useId();
  return (
    <div className="filters">
      <div className="form-field">
        <label htmlFor={`${uid}-status`}>{intl.formatMessage(COLUMNS.status)}</label>
        <select
          id={`${uid}-status`}
          value={status ?? ''}
          onChange={(e) => navigate(path(1, order, sortKey, (e.target.value || null) as BillStatus | null))}
        >
          <option value="">
            {intl.formatMessage({ id: 'dashboard.bills.allStatuses', defaultMessage: 'All' })}
          </option>
          {Object.entries(STATUS_LABEL).map(([v, l]) => (
            <option key={v} value={v}>
              {intl.formatMessage(l)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`${uid}-sort`}>
          <FormattedMessage id="dashboard.bills.sortBy" defaultMessage="Sort by" />
        </label>
        <select
          id={`${uid}-sort`}
          value={`${sortKey}:${order}`}
          onChange={(e) => {
            const [s, o] = e.target.value.split(':');
            navigate(path(1, o as SortOrder, s, status));
          }}
        >
          {SORT_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {intl.formatMessage(label)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
