/**
 * /dashboard and /dashboard/{page}/{order}/{sort}: the summary of the user's bills (owed, due soon, bills
 * per status, spending by month) and their events, newest first, ten at a time; the next page loads when
 * the list's end comes within 10 px of the viewport (or with the "Show more" button). An empty list
 * prompts to add a first event. Text previews are cut at 140 characters.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { displayFacilityName, preview } from '@fp/domain';
import { graphql } from '../../__generated__';
import type { EventSort, SortOrder } from '../../__generated__/graphql';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { DashboardPage, SignedIn, STATUS_LABEL, day, money } from './shared';

export const Overview = graphql(`
  query DashboardOverview {
    dashboard {
      owedCents
      dueSoonCents
      dueSoonCount
      eventCount
      billCount
      statusCounts {
        status
        count
      }
      spendingByMonth {
        month
        totalCents
        selfCents
      }
    }
  }
`);

export const EventsPage = graphql(`
  query DashboardEvents($page: Int!, $limit: Int!, $sort: EventSort, $order: SortOrder) {
    events(page: $page, limit: $limit, sort: $sort, order: $order) {
      count
      page
      hasNextPage
      hits {
        id
        name
        providerName
        diagnosisName
        admitted
        departed
        totalCents
        selfCents
        billCount
        body
        createdAt
      }
    }
  }
`);

const PAGE_SIZE = 10;
const SORTS: Record<string, EventSort> = {
  created: 'CREATED_AT',
  admitted: 'ADMITTED',
  name: 'NAME',
  total: 'TOTAL',
};

/** The list's first page, order and sort from /dashboard/{page}/{order}/{sort} (also the server's, ssr.tsx). */
export function firstEvents(params: readonly string[]): { page: number; order: SortOrder; sort: EventSort } {
  return {
    page: Math.max(1, Number(params[0]) || 1),
    order: params[1] === 'asc' ? 'ASC' : 'DESC',
    sort: SORTS[params[2] ?? ''] ?? 'CREATED_AT',
  };
}

/** The variables of one page of the events list (EventsOfPage's query; the server asks the first the same). */
export const eventsVariables = (page: number, order: SortOrder, sort: EventSort) => ({
  page,
  limit: PAGE_SIZE,
  order,
  sort,
});

export default function DashboardScreen({ match }: ScreenProps) {
  usePageMeta('Dashboard', 'Your visits and bills.');
  const first = firstEvents(match.params);
  return (
    <SignedIn>
      <DashboardPage title="Your dashboard">
        <OverviewPanel />
        <EventList firstPage={first.page} order={first.order} sort={first.sort} />
      </DashboardPage>
    </SignedIn>
  );
}

function OverviewPanel() {
  const { data } = useQuery(Overview, { fetchPolicy: 'cache-and-network' });
  const o = data?.dashboard;
  if (!o) return null;
  const max = Math.max(1, ...o.spendingByMonth.map((m) => m.totalCents));
  const openBills = o.statusCounts
    .filter((c) => c.status.toUpperCase() !== 'COMPLETE')
    .reduce((n, c) => n + c.count, 0);
  return (
    <section className="overview" aria-labelledby="overview-title">
      <h2 id="overview-title" className="visually-hidden">
        Summary
      </h2>
      <dl className="overview-figures">
        <div className="card">
          <dt>You owe</dt>
          <dd data-testid="owed">{money(o.owedCents)}</dd>
          {/* What the figure counts (issue 25: a bill paid but not marked complete was counted, unsaid). */}
          <dd className="muted overview-note" data-testid="owed-note">
            {openBills === 0
              ? 'No open bills.'
              : `Your share ("You pay") of ${openBills} ${openBills === 1 ? 'bill' : 'bills'} not marked complete. Paid a bill? Mark it complete.`}
          </dd>
        </div>
        <div className="card">
          <dt>Due in the next 30 days</dt>
          <dd data-testid="due-soon">
            {money(o.dueSoonCents)}{' '}
            <span className="muted">
              ({o.dueSoonCount} {o.dueSoonCount === 1 ? 'bill' : 'bills'})
            </span>
          </dd>
        </div>
        <div className="card">
          <dt>Bills by status</dt>
          <dd>
            <ul className="status-counts">
              {o.statusCounts.map((s) => (
                <li key={s.status}>
                  {STATUS_LABEL[s.status]}: <strong>{s.count}</strong>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <figure className="spending card">
        <figcaption>Spending by month (bill totals, last 12 months)</figcaption>
        <ol className="spending-bars">
          {o.spendingByMonth.map((m) => (
            <li key={m.month} title={`${m.month}: ${money(m.totalCents)}`}>
              <span
                className="bar"
                style={{ height: `${Math.round((m.totalCents / max) * 100)}%` }}
                aria-hidden="true"
              />
              <span className="bar-label">
                {MONTHS[Number(m.month.slice(5, 7)) - 1]}
                <span className="bar-year"> {m.month.slice(2, 4)}</span>
              </span>
              <span className="visually-hidden">{money(m.totalCents)}</span>
            </li>
          ))}
        </ol>
      </figure>
    </section>
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function EventList({ firstPage, order, sort }: { firstPage: number; order: SortOrder; sort: EventSort }) {
  const [pages, setPages] = useState<number[]>([firstPage]);
  const [more, setMore] = useState(false);
  useEffect(() => setPages([firstPage]), [firstPage, order, sort]);
  const sentinel = useRef<HTMLDivElement>(null);

  // Infinite scroll: the next page loads when the end of the list is within 10 px of the viewport.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setPages((p) => [...p, p[p.length - 1] + 1]);
      },
      { rootMargin: '0px 0px 10px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [more, pages.length]);

  return (
    <section aria-labelledby="events-title">
      <div className="section-head">
        <h2 id="events-title">Events</h2>
        <Link className="button" to="/dashboard/add-event">
          Add an event
        </Link>
      </div>
      <ol className="event-list">
        {pages.map((page, i) => (
          <EventsOfPage
            key={page}
            page={page}
            order={order}
            sort={sort}
            last={i === pages.length - 1}
            onMore={setMore}
          />
        ))}
      </ol>
      <div ref={sentinel} />
      {more ? (
        <button
          type="button"
          className="button secondary"
          onClick={() => setPages((p) => [...p, p[p.length - 1] + 1])}
        >
          Show more events
        </button>
      ) : null}
    </section>
  );
}

function EventsOfPage({
  page,
  order,
  sort,
  last,
  onMore,
}: {
  page: number;
  order: SortOrder;
  sort: EventSort;
  last: boolean;
  onMore: (more: boolean) => void;
}) {
  const { data, loading, error } = useQuery(EventsPage, {
    variables: eventsVariables(page, order, sort),
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.events;
  useEffect(() => {
    if (last) onMore(!!result?.hasNextPage);
  }, [last, result?.hasNextPage, onMore]);
  if (error && !result)
    return (
      <li className="alert alert-error" role="alert">
        We could not load your events. Please try again.
      </li>
    );
  if (!result)
    return loading ? (
      <li>
        <Spinner label="Loading events" />
      </li>
    ) : null;
  if (page === 1 && result.count === 0)
    return (
      <li className="empty-prompt card">
        <p>You have not recorded a visit yet.</p>
        <Link className="button" to="/dashboard/add-event">
          Add your first event
        </Link>
      </li>
    );
  return (
    <>
      {result.hits.map((e) => (
        <li key={e.id} className="card event-card">
          <h3>
            <Link to={`/dashboard/event/${e.id}`}>{e.name}</Link>
          </h3>
          <p className="muted">
            {[displayFacilityName(e.providerName), e.admitted ? day(e.admitted) : null]
              .filter(Boolean)
              .join(' · ') || 'No provider or date yet'}
          </p>
          {e.body || e.diagnosisName ? <p className="preview">{preview(e.body || e.diagnosisName)}</p> : null}
          <p className="event-totals">
            <span>
              Total <strong data-testid="event-total">{money(e.totalCents)}</strong>
            </span>
            <span>
              You pay <strong>{money(e.selfCents)}</strong>
            </span>
            <span>
              <strong data-testid="event-bill-count">{e.billCount}</strong>{' '}
              {e.billCount === 1 ? 'bill' : 'bills'}
            </span>
          </p>
        </li>
      ))}
    </>
  );
}
