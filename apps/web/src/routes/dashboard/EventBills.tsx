/**
 * The event screen's table of bills (EventScreen.tsx), a page at a time: the first page comes with the event,
 * the older ones on "Show more bills".
 */
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import type { DashboardEventQuery } from '../../__generated__/graphql';
import { Link } from '../../router/Link';
import { problemOf } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import { StatusBadge, money, useDay } from './shared';

/** A page of the event's bills: the first comes with the event, the older ones on "Show more bills". */
export const BillsPageRows = graphql(`
  fragment EventBillsPageRows on EventBillsPage {
    hasNextPage
    endCursor
    hits {
      id
      status
      due
      billType
      totalCents
      selfCents
      payInsCents
    }
  }
`);

const MoreBillsQuery = graphql(`
  query DashboardEventBills($id: ID!, $first: Int!, $after: String!) {
    event(id: $id) {
      id
      billsPage(first: $first, after: $after) {
        ...EventBillsPageRows
      }
    }
  }
`);

/** Bills per page on the event screen (RECORDS_LIMITS.billPageSize). */
export const BILLS_PER_PAGE = 50;

interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null | undefined;
  count: number;
}

/**
 * The cursors of the older pages shown below the first ("Show more bills"), and what each page said
 * about the next: index 0 is the first page (read with the event), index i + 1 the page after cursors[i].
 */
export function useBillPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  const [pageInfo, setPageInfo] = useState<Record<number, PageInfo>>({});
  const onPage = useCallback(
    (index: number, info: PageInfo) =>
      setPageInfo((p) =>
        p[index]?.endCursor === info.endCursor && p[index]?.hasNextPage === info.hasNextPage
          ? p
          : { ...p, [index]: info },
      ),
    [],
  );
  const reset = useCallback(() => {
    setCursors([]);
    setPageInfo({});
  }, []);
  const last = pageInfo[cursors.length];
  const nextCursor = last?.hasNextPage ? last.endCursor : null;
  return { cursors, setCursors, pageInfo, onPage, reset, nextCursor };
}

/** How many bills the pages read so far hold. */
function shown(pages: Record<number, PageInfo>, lastIndex: number): number {
  let n = 0;
  for (let i = 0; i <= lastIndex; i++) n += pages[i]?.count ?? 0;
  return n;
}

/** The event's bills, a page at a time ("Show more bills"). */
export function BillsTable({
  event,
  pages,
  onDelete,
}: {
  event: NonNullable<DashboardEventQuery['event']>;
  pages: ReturnType<typeof useBillPages>;
  onDelete: (billId: string) => Promise<void>;
}) {
  const { nextCursor } = pages;
  return (
    <div className="table-wrap">
      <table className="bills-table">
        <caption className="visually-hidden">
          <FormattedMessage
            id="visits.bills.caption"
            defaultMessage="Bills of {name}"
            values={{ name: <span translate="no">{event.name}</span> }}
          />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="visits.bills.type" defaultMessage="Type" />
            </th>
            <th scope="col">
              <FormattedMessage id="visits.bills.status" defaultMessage="Status" />
            </th>
            <th scope="col">
              <FormattedMessage id="visits.bills.due" defaultMessage="Due" />
            </th>
            <th scope="col" className="num">
              <FormattedMessage id="visits.bills.total" defaultMessage="Total" />
            </th>
            <th scope="col" className="num">
              <FormattedMessage id="visits.bills.youPay" defaultMessage="You pay" />
            </th>
            <th scope="col">
              <span className="visually-hidden">
                <FormattedMessage id="visits.bills.actions" defaultMessage="Actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          <BillRows
            page={event.billsPage}
            eventId={event.id}
            onDelete={onDelete}
            index={0}
            onPage={pages.onPage}
          />
          {pages.cursors.map((after, i) => (
            <MoreBills
              key={after}
              eventId={event.id}
              after={after}
              index={i + 1}
              onDelete={onDelete}
              onPage={pages.onPage}
            />
          ))}
        </tbody>
      </table>
      <p className="actions" aria-live="polite">
        <span data-testid="bills-shown">
          <FormattedMessage
            id="visits.bills.shown"
            defaultMessage="Showing {shown} of {count} {count, plural, one {bill} other {bills}}"
            values={{
              shown: Math.min(shown(pages.pageInfo, pages.cursors.length), event.billCount),
              count: event.billCount,
            }}
          />
        </span>
        {nextCursor ? (
          <button
            type="button"
            className="button secondary"
            onClick={() => pages.setCursors((c) => (c.includes(nextCursor) ? c : [...c, nextCursor]))}
          >
            <FormattedMessage id="visits.bills.more" defaultMessage="Show more bills" />
          </button>
        ) : null}
      </p>
    </div>
  );
}

function BillRows({
  page,
  eventId,
  index,
  onDelete,
  onPage,
}: {
  page: FragmentType<typeof BillsPageRows>;
  eventId: string;
  index: number;
  onDelete: (billId: string) => void;
  onPage: (index: number, info: PageInfo) => void;
}) {
  const intl = useIntl();
  const day = useDay();
  const { hits, hasNextPage, endCursor } = getFragmentData(BillsPageRows, page);
  useEffect(() => {
    onPage(index, { hasNextPage, endCursor, count: hits.length });
  }, [index, hasNextPage, endCursor, hits.length, onPage]);
  // The bill's type is the user's own words (free text): shown as written, "Bill" when there is none.
  const billName = (type: string | null | undefined) =>
    type ? (
      <span translate="no">{type}</span>
    ) : (
      <FormattedMessage id="visits.bills.bill" defaultMessage="Bill" />
    );
  const label = (type: string | null | undefined, total: string, action: 'edit' | 'delete') =>
    intl.formatMessage(type ? ROW_LABELS[action] : ROW_LABELS[`${action}Untyped`], { type, total });
  return (
    <>
      {hits.map((b) => (
        <tr key={b.id}>
          <td>
            <Link to={`/dashboard/bill/${b.id}`}>{billName(b.billType)}</Link>
          </td>
          <td>
            <StatusBadge status={b.status} />
          </td>
          <td>{day(b.due)}</td>
          <td className="num">{money(b.totalCents)}</td>
          <td className="num">{money(b.selfCents)}</td>
          <td className="row-actions">
            <Link
              to={`/dashboard/add-bill/${b.id}/${eventId}`}
              aria-label={label(b.billType, money(b.totalCents), 'edit')}
            >
              <FormattedMessage id="visits.bills.edit" defaultMessage="Edit" />
            </Link>
            <button
              type="button"
              className="link-button"
              onClick={() => onDelete(b.id)}
              aria-label={label(b.billType, money(b.totalCents), 'delete')}
            >
              <FormattedMessage id="visits.bills.delete" defaultMessage="Delete" />
            </button>
          </td>
        </tr>
      ))}
    </>
  );
}

/** The row buttons' names for a screen reader: "Edit X-ray of $120.00". */
type RowLabel = { type?: string | null; total: string };
const ROW_LABELS = defineMessages<{
  edit: RowLabel;
  editUntyped: RowLabel;
  delete: RowLabel;
  deleteUntyped: RowLabel;
}>({
  edit: { id: 'visits.bills.editLabel', defaultMessage: 'Edit {type} of {total}' },
  editUntyped: { id: 'visits.bills.editUntypedLabel', defaultMessage: 'Edit bill of {total}' },
  delete: { id: 'visits.bills.deleteLabel', defaultMessage: 'Delete {type} of {total}' },
  deleteUntyped: { id: 'visits.bills.deleteUntypedLabel', defaultMessage: 'Delete bill of {total}' },
});

/** An older page of bills, read when the user asks for more. */
function MoreBills({
  eventId,
  after,
  index,
  onDelete,
  onPage,
}: {
  eventId: string;
  after: string;
  index: number;
  onDelete: (billId: string) => void;
  onPage: (index: number, info: PageInfo) => void;
}) {
  const intl = useIntl();
  const { data, error } = useQuery(MoreBillsQuery, {
    variables: { id: eventId, first: BILLS_PER_PAGE, after },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.event?.billsPage;
  if (page)
    return <BillRows page={page} eventId={eventId} index={index} onDelete={onDelete} onPage={onPage} />;
  return (
    <tr>
      <td colSpan={6}>
        {error ? (
          <span role="alert">
            <FormattedMessage
              id="visits.bills.moreFailed"
              defaultMessage="We could not load more bills: {problem}"
              values={{ problem: problemOf(error).message }}
            />
          </span>
        ) : (
          <Spinner
            label={intl.formatMessage({
              id: 'visits.bills.loadingMore',
              defaultMessage: 'Loading more bills',
            })}
          />
        )}
      </td>
    </tr>
  );
}
