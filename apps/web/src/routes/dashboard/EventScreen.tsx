/**
 * /dashboard/event/{id}: one event with its totals and bills. An empty event prompts to add a first bill.
 * Deleting asks first; deleting the event also deletes its bills and files.
 */
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { displayFacilityName } from '@fp/domain';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import type { DashboardEventQuery } from '../../__generated__/graphql';
import { FilesPanel } from '../../components/uploads';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { problemOf } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import { useConfirm } from '../../components/ConfirmDialog';
import { DashboardPage, SignedIn, StatusBadge, day, money } from './shared';
import { BillCheckPanel } from './BillCheckPanel';
import { useDeleteBill, useDeleteEvent } from './mutations';

const EventQuery = graphql(`
  query DashboardEvent($id: ID!, $first: Int!) {
    event(id: $id) {
      id
      name
      providerName
      diagnosisName
      procedureName
      conditionName
      admitted
      departed
      stars
      body
      insurance
      totalCents
      selfCents
      billCount
      billsPage(first: $first) {
        ...EventBillsPageRows
      }
      files {
        ...FileListItem
      }
    }
  }
`);

/** A page of the event's bills: the first comes with the event, the older ones on "Show more bills". */
const BillsPageRows = graphql(`
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

export default function EventScreen({ match }: ScreenProps) {
  usePageMeta('Event', 'A visit and its bills.');
  return (
    <SignedIn>
      <EventView key={match.params[0] ?? ''} id={match.params[0] ?? ''} />
    </SignedIn>
  );
}

/**
 * The cursors of the older pages shown below the first ("Show more bills"), and what each page said
 * about the next: index 0 is the first page (read with the event), index i + 1 the page after cursors[i].
 */
function useBillPages() {
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

/** The event's bills, a page at a time ("Show more bills"). */
function BillsTable({
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
        <caption className="visually-hidden">Bills of {event.name}</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Due</th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col" className="num">
              You pay
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
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
          Showing {Math.min(shown(pages.pageInfo, pages.cursors.length), event.billCount)} of{' '}
          {event.billCount} {event.billCount === 1 ? 'bill' : 'bills'}
        </span>
        {nextCursor ? (
          <button
            type="button"
            className="button secondary"
            onClick={() => pages.setCursors((c) => (c.includes(nextCursor) ? c : [...c, nextCursor]))}
          >
            Show more bills
          </button>
        ) : null}
      </p>
    </div>
  );
}

function EventView({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(EventQuery, {
    variables: { id, first: BILLS_PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const pages = useBillPages();
  const [deleteEvent] = useDeleteEvent();
  const { ask, dialog } = useConfirm();
  const [deleteBill] = useDeleteBill({ onEventPage: true });
  const [problem, setProblem] = useState<string | null>(null);
  const event = data?.event;
  if (!event) {
    if (loading) return <Spinner label="Loading the event" />;
    return (
      <DashboardPage title="Event not found">
        <p role="alert" className="alert alert-error">
          {error ? problemOf(error).message : 'This event was not found.'}
        </p>
        <Link to="/dashboard">Back to the dashboard</Link>
      </DashboardPage>
    );
  }

  const removeEvent = async () => {
    const n = event.billCount;
    if (
      !(await ask(
        `Delete “${event.name}”${n ? ` and its ${n} ${n === 1 ? 'bill' : 'bills'}` : ''}? This cannot be undone.`,
        'Delete the event',
      ))
    )
      return;
    try {
      await deleteEvent(event.id);
      navigate('/dashboard');
    } catch (err) {
      setProblem(problemOf(err).message);
    }
  };
  const removeBill = async (billId: string) => {
    if (!(await ask('Delete this bill? This cannot be undone.', 'Delete the bill'))) return;
    try {
      await deleteBill(billId);
      // Back to the first page: the older pages' cursors would now overlap it by one bill.
      pages.reset();
      await refetch();
    } catch (err) {
      setProblem(problemOf(err).message);
    }
  };

  return (
    <DashboardPage title={event.name}>
      {dialog}
      {problem ? (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      ) : null}
      <EventSummary event={event} />
      <p className="actions">
        <Link className="button" to={`/dashboard/add-bill/new/${event.id}`}>
          Add a bill
        </Link>
        <Link className="button secondary" to={`/dashboard/add-event/${event.id}`}>
          Edit event
        </Link>
        <button type="button" className="button danger" onClick={removeEvent}>
          Delete event
        </button>
      </p>
      <h2>Bills</h2>
      {event.billCount === 0 ? (
        <div className="empty-prompt card">
          <p>There are no bills for this event yet.</p>
          <Link className="button" to={`/dashboard/add-bill/new/${event.id}`}>
            Add your first bill
          </Link>
        </div>
      ) : (
        <BillsTable event={event} pages={pages} onDelete={removeBill} />
      )}
      <FilesPanel
        files={event.files}
        targetId={event.id}
        uploadHref={`/upload/${event.id}`}
        refetchQueries={['DashboardEvent']}
        onUploaded={() => void refetch()}
      />
      {event.billCount ? <BillCheckPanel eventId={event.id} /> : null}
    </DashboardPage>
  );
}

type EventData = NonNullable<DashboardEventQuery['event']>;

/** The visit's facts, the user's review and the totals of its bills. */
function EventSummary({ event }: { event: EventData }) {
  return (
    <>
      <dl className="event-facts">
        <Fact label="Provider" value={displayFacilityName(event.providerName)} />
        <Fact label="Admitted" value={event.admitted ? day(event.admitted) : null} />
        <Fact label="Departed" value={event.departed ? day(event.departed) : null} />
        <Fact label="Diagnoses" value={event.diagnosisName} />
        <Fact label="Procedures" value={event.procedureName} />
        <Fact label="Other conditions" value={event.conditionName} />
        <Fact label="Insurance" value={event.insurance} />
        <Fact label="Rating" value={event.stars ? `${event.stars} of 5 stars` : null} />
      </dl>
      {event.body ? <p className="review">{event.body}</p> : null}
      <p className="event-totals" aria-live="polite">
        <span>
          Total <strong data-testid="event-total">{money(event.totalCents)}</strong>
        </span>
        <span>
          You pay <strong data-testid="event-self">{money(event.selfCents)}</strong>
        </span>
        <span>
          <strong data-testid="event-bill-count">{event.billCount}</strong>{' '}
          {event.billCount === 1 ? 'bill' : 'bills'}
        </span>
      </p>
    </>
  );
}

interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null | undefined;
  count: number;
}

/** How many bills the pages read so far hold. */
function shown(pages: Record<number, PageInfo>, lastIndex: number): number {
  let n = 0;
  for (let i = 0; i <= lastIndex; i++) n += pages[i]?.count ?? 0;
  return n;
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
  const { hits, hasNextPage, endCursor } = getFragmentData(BillsPageRows, page);
  useEffect(() => {
    onPage(index, { hasNextPage, endCursor, count: hits.length });
  }, [index, hasNextPage, endCursor, hits.length, onPage]);
  return (
    <>
      {hits.map((b) => (
        <tr key={b.id}>
          <td>
            <Link to={`/dashboard/bill/${b.id}`}>{b.billType || 'Bill'}</Link>
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
              aria-label={`Edit ${b.billType || 'bill'} of ${money(b.totalCents)}`}
            >
              Edit
            </Link>
            <button
              type="button"
              className="link-button"
              onClick={() => onDelete(b.id)}
              aria-label={`Delete ${b.billType || 'bill'} of ${money(b.totalCents)}`}
            >
              Delete
            </button>
          </td>
        </tr>
      ))}
    </>
  );
}

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
          <span role="alert">We could not load more bills: {problemOf(error).message}</span>
        ) : (
          <Spinner label="Loading more bills" />
        )}
      </td>
    </tr>
  );
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
