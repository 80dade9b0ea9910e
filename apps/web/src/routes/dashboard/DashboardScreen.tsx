/**
 * /dashboard and /dashboard/{page}/{order}/{sort}: the summary of the user's bills (owed, due soon, bills
 * per status, spending by month) and their events, newest first, ten at a time; the next page loads when
 * the list's end comes within 10 px of the viewport (or with the "Show more" button). An empty list
 * prompts to add a first event. Text previews are cut at 140 characters.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { displayFacilityName, preview } from '@fp/domain';
import { graphql } from '../../__generated__';
import type { EventSort, SortOrder } from '../../__generated__/graphql';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { SPACE } from '../../components/text';
import { DashboardPage, SignedIn, money, useDay, useStatusLabel } from './shared';

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
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'dashboard.page.metaTitle', defaultMessage: 'Dashboard' }),
    intl.formatMessage({ id: 'dashboard.page.description', defaultMessage: 'Your visits and bills.' }),
  );
  const first = firstEvents(match.params);
  return (
    <SignedIn>
      <DashboardPage title={<FormattedMessage id="dashboard.page.title" defaultMessage="Your dashboard" />}>
        <OverviewPanel />
        <EventList firstPage={first.page} order={first.order} sort={first.sort} />
      </DashboardPage>
    </SignedIn>
  );
}

function OverviewPanel() {
  const { data } = useQuery(Overview, { fetchPolicy: 'cache-and-network' });
  const statusLabel = useStatusLabel();
  const o = data?.dashboard;
  if (!o) return null;
  const openBills = o.statusCounts
    .filter((c) => c.status.toUpperCase() !== 'COMPLETE')
    .reduce((n, c) => n + c.count, 0);
  return (
    <section className="overview" aria-labelledby="overview-title">
      <h2 id="overview-title" className="visually-hidden">
        <FormattedMessage id="dashboard.overview.title" defaultMessage="Summary" />
      </h2>
      <dl className="overview-figures">
        <div className="card">
          <dt>
            <FormattedMessage id="dashboard.overview.owed" defaultMessage="You owe" />
          </dt>
          <dd data-testid="owed">{money(o.owedCents)}</dd>
          {/* What the figure counts (issue 25: a bill paid but not marked complete was counted, unsaid). */}
          <dd className="muted overview-note" data-testid="owed-note">
            {openBills === 0 ? (
              <FormattedMessage id="dashboard.overview.noOpenBills" defaultMessage="No open bills." />
            ) : (
              <FormattedMessage
                id="dashboard.overview.owedNote"
                defaultMessage={
                  'Your share ("You pay") of {count, plural, one {# bill} other {# bills}} not marked complete. ' +
                  'Paid a bill? Mark it complete.'
                }
                values={{ count: openBills }}
              />
            )}
          </dd>
        </div>
        <div className="card">
          <dt>
            <FormattedMessage id="dashboard.overview.dueSoon" defaultMessage="Due in the next 30 days" />
          </dt>
          <dd data-testid="due-soon">
            {money(o.dueSoonCents)}
            {SPACE}
            <span className="muted">
              <FormattedMessage
                id="dashboard.overview.dueSoonCount"
                defaultMessage="({count, plural, one {# bill} other {# bills}})"
                values={{ count: o.dueSoonCount }}
              />
            </span>
          </dd>
        </div>
        <div className="card">
          <dt>
            <FormattedMessage id="dashboard.overview.byStatus" defaultMessage="Bills by status" />
          </dt>
          <dd>
            <ul className="status-counts">
              {o.statusCounts.map((s) => (
                <li key={s.status}>
                  <FormattedMessage
                    id="dashboard.overview.statusCount"
                    defaultMessage="{status}: <strong>{count}</strong>"
                    values={{
                      status: statusLabel(s.status),
                      count: s.count,
                      strong: (c) => <strong>{c}</strong>,
                    }}
                  />
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <SpendingByMonth months={o.spendingByMonth} />
    </section>
  );
}

/** A bar's tooltip: "2026-03: $1,234.56" (no words). */
const barTitle = (month: string, cents: number) => `${month}: ${money(cents)}`;

/** Bill totals of the last 12 months as bars (each with its amount for screen readers). */
function SpendingByMonth({ months }: { months: readonly { month: string; totalCents: number }[] }) {
  const intl = useIntl();
  const max = Math.max(1, ...months.map((m) => m.totalCents));
  // "2026-03" → "Mar" ("mar" in Spanish): the month's short name in the page's language.
  const monthName = (month: string) =>
    intl.formatDate(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15), {
      month: 'short',
      timeZone: 'UTC',
    });
  return (
    <figure className="spending card">
      <figcaption>
        <FormattedMessage
          id="dashboard.overview.spending"
          defaultMessage="Spending by month (bill totals, last 12 months)"
        />
      </figcaption>
      <ol className="spending-bars">
        {months.map((m) => (
          <li key={m.month} title={barTitle(m.month, m.totalCents)}>
            <span
              className="bar"
              style={{ height: `${Math.round((m.totalCents / max) * 100)}%` }}
              aria-hidden="true"
            />
            <span className="bar-label">
              {monthName(m.month)}
              <span className="bar-year"> {m.month.slice(2, 4)}</span>
            </span>
            <span className="visually-hidden">{money(m.totalCents)}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

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
        <h2 id="events-title">
          <FormattedMessage id="dashboard.events.title" defaultMessage="Events" />
        </h2>
        <Link className="button" to="/dashboard/add-event">
          <FormattedMessage id="dashboard.events.add" defaultMessage="Add an event" />
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
          <FormattedMessage id="dashboard.events.more" defaultMessage="Show more events" />
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
  const intl = useIntl();
  const day = useDay();
  useEffect(() => {
    if (last) onMore(!!result?.hasNextPage);
  }, [last, result?.hasNextPage, onMore]);
  if (error && !result)
    return (
      <li className="alert alert-error" role="alert">
        <FormattedMessage
          id="dashboard.events.loadFailed"
          defaultMessage="We could not load your events. Please try again."
        />
      </li>
    );
  if (!result)
    return loading ? (
      <li>
        <Spinner
          label={intl.formatMessage({ id: 'dashboard.events.loading', defaultMessage: 'Loading events' })}
        />
      </li>
    ) : null;
  if (page === 1 && result.count === 0)
    return (
      <li className="empty-prompt card">
        <p>
          <FormattedMessage id="dashboard.events.empty" defaultMessage="You have not recorded a visit yet." />
        </p>
        <Link className="button" to="/dashboard/add-event">
          <FormattedMessage id="dashboard.events.addFirst" defaultMessage="Add your first event" />
        </Link>
      </li>
    );
  return (
    <>
      {result.hits.map((e) => (
        <li key={e.id} className="card event-card">
          <h3>
            <Link to={`/dashboard/event/${e.id}`} translate="no">
              {e.name}
            </Link>
          </h3>
          <EventWhere provider={e.providerName} admitted={e.admitted ? day(e.admitted) : null} />
          {e.body || e.diagnosisName ? (
            <p className="preview" translate="no">
              {preview(e.body || e.diagnosisName)}
            </p>
          ) : null}
          <EventTotals totalCents={e.totalCents} selfCents={e.selfCents} billCount={e.billCount} />
        </li>
      ))}
    </>
  );
}

const DOT = ' · ';

/** Where and when: the provider (data, not translated) and the admission day, or that neither is known. */
function EventWhere({
  provider,
  admitted,
}: {
  provider: string | null | undefined;
  admitted: string | null;
}) {
  const name = displayFacilityName(provider);
  if (!name && !admitted)
    return (
      <p className="muted">
        <FormattedMessage id="dashboard.events.noWhere" defaultMessage="No provider or date yet" />
      </p>
    );
  return (
    <p className="muted">
      {name ? <span translate="no">{name}</span> : null}
      {name && admitted ? DOT : null}
      {admitted}
    </p>
  );
}

function EventTotals({
  totalCents,
  selfCents,
  billCount,
}: {
  totalCents: number | null | undefined;
  selfCents: number | null | undefined;
  billCount: number;
}) {
  return (
    <p className="event-totals">
      <span>
        <FormattedMessage
          id="dashboard.events.total"
          defaultMessage="Total <strong>{amount}</strong>"
          values={{
            amount: money(totalCents),
            strong: (c) => <strong data-testid="event-total">{c}</strong>,
          }}
        />
      </span>
      <span>
        <FormattedMessage
          id="dashboard.events.youPay"
          defaultMessage="You pay <strong>{amount}</strong>"
          values={{ amount: money(selfCents), strong: (c) => <strong>{c}</strong> }}
        />
      </span>
      <span>
        <FormattedMessage
          id="dashboard.events.billCount"
          defaultMessage="<strong>{count}</strong> {count, plural, one {bill} other {bills}}"
          values={{ count: billCount, strong: (c) => <strong data-testid="event-bill-count">{c}</strong> }}
        />
      </span>
    </p>
  );
}
