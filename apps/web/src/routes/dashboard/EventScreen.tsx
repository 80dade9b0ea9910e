/**
 * /dashboard/event/{id}: one event with its totals and bills. An empty event prompts to add a first bill.
 * Deleting asks first; deleting the event also deletes its bills and files. The bills' table is
 * EventBills.tsx.
 */
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { displayFacilityName } from '@fp/domain';
import { graphql } from '../../__generated__';
import type { DashboardEventQuery } from '../../__generated__/graphql';
import { FilesPanel } from '../../components/uploads';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { problemOf } from '../../lib/auth';
import { Spinner } from '../../components/Spinner';
import { useConfirm } from '../../components/ConfirmDialog';
import { DashboardPage, SignedIn, money, useDay } from './shared';
import { BillCheckPanel } from './BillCheckPanel';
import { useDeleteBill, useDeleteEvent } from './mutations';
import { BILLS_PER_PAGE, BillsTable, useBillPages } from './EventBills';

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

export default function EventScreen({ match }: ScreenProps) {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'visits.event.metaTitle', defaultMessage: 'Event' }),
    intl.formatMessage({ id: 'visits.event.metaDescription', defaultMessage: 'A visit and its bills.' }),
  );
  return (
    <SignedIn>
      <EventView key={match.params[0] ?? ''} id={match.params[0] ?? ''} />
    </SignedIn>
  );
}

/** Deleting the event or one of its bills, each asked first. */
function useRemovals(event: EventData | null | undefined, refetch: () => Promise<unknown>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const pages = useBillPages();
  const [deleteEvent] = useDeleteEvent();
  const { ask, dialog } = useConfirm();
  const [deleteBill] = useDeleteBill({ onEventPage: true });
  const [problem, setProblem] = useState<string | null>(null);

  const removeEvent = async () => {
    if (!event) return;
    const question = intl.formatMessage(
      {
        id: 'visits.event.deleteQuestion',
        defaultMessage:
          'Delete “{name}”{count, plural, =0 {} one { and its # bill} other { and its # bills}}? This cannot be undone.',
      },
      { name: event.name, count: event.billCount },
    );
    const yes = intl.formatMessage({ id: 'visits.event.deleteYes', defaultMessage: 'Delete the event' });
    if (!(await ask(question, yes))) return;
    try {
      await deleteEvent(event.id);
      navigate('/dashboard');
    } catch (err) {
      setProblem(problemOf(err).message);
    }
  };
  const removeBill = async (billId: string) => {
    const question = intl.formatMessage({
      id: 'visits.event.deleteBillQuestion',
      defaultMessage: 'Delete this bill? This cannot be undone.',
    });
    const yes = intl.formatMessage({ id: 'visits.event.deleteBillYes', defaultMessage: 'Delete the bill' });
    if (!(await ask(question, yes))) return;
    try {
      await deleteBill(billId);
      // Back to the first page: the older pages' cursors would now overlap it by one bill.
      pages.reset();
      await refetch();
    } catch (err) {
      setProblem(problemOf(err).message);
    }
  };
  return { pages, dialog, problem, removeEvent, removeBill };
}

function EventView({ id }: { id: string }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(EventQuery, {
    variables: { id, first: BILLS_PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const event = data?.event;
  const { pages, dialog, problem, removeEvent, removeBill } = useRemovals(event, refetch);
  if (!event) {
    if (loading)
      return (
        <Spinner
          label={intl.formatMessage({ id: 'visits.event.loading', defaultMessage: 'Loading the event' })}
        />
      );
    return <EventNotFound problem={error ? problemOf(error).message : null} />;
  }

  return (
    <DashboardPage title={<span translate="no">{event.name}</span>}>
      {dialog}
      {problem ? (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      ) : null}
      <EventSummary event={event} />
      <p className="actions">
        <Link className="button" to={`/dashboard/add-bill/new/${event.id}`}>
          <FormattedMessage id="visits.event.addBill" defaultMessage="Add a bill" />
        </Link>
        <Link className="button secondary" to={`/dashboard/add-event/${event.id}`}>
          <FormattedMessage id="visits.event.edit" defaultMessage="Edit event" />
        </Link>
        <button type="button" className="button danger" onClick={removeEvent}>
          <FormattedMessage id="visits.event.delete" defaultMessage="Delete event" />
        </button>
      </p>
      <h2>
        <FormattedMessage id="visits.event.bills" defaultMessage="Bills" />
      </h2>
      {event.billCount === 0 ? (
        <div className="empty-prompt card">
          <p>
            <FormattedMessage
              id="visits.event.noBills"
              defaultMessage="There are no bills for this event yet."
            />
          </p>
          <Link className="button" to={`/dashboard/add-bill/new/${event.id}`}>
            <FormattedMessage id="visits.event.addFirstBill" defaultMessage="Add your first bill" />
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

/** An event that is not there (or not the user's), with the server's reason when it gave one. */
export function EventNotFound({ problem }: { problem: string | null }) {
  const intl = useIntl();
  return (
    <DashboardPage
      title={intl.formatMessage({ id: 'visits.event.notFoundTitle', defaultMessage: 'Event not found' })}
    >
      <p role="alert" className="alert alert-error">
        {problem ??
          intl.formatMessage({ id: 'visits.event.notFound', defaultMessage: 'This event was not found.' })}
      </p>
      <Link to="/dashboard">
        <FormattedMessage id="visits.event.backToDashboard" defaultMessage="Back to the dashboard" />
      </Link>
    </DashboardPage>
  );
}

type EventData = NonNullable<DashboardEventQuery['event']>;

/** The visit's facts' names. */
const FACTS = defineMessages({
  provider: { id: 'visits.event.provider', defaultMessage: 'Provider' },
  admitted: { id: 'visits.event.admitted', defaultMessage: 'Admitted' },
  departed: { id: 'visits.event.departed', defaultMessage: 'Departed' },
  diagnoses: { id: 'visits.event.diagnoses', defaultMessage: 'Diagnoses' },
  procedures: { id: 'visits.event.procedures', defaultMessage: 'Procedures' },
  conditions: { id: 'visits.event.conditions', defaultMessage: 'Other conditions' },
  insurance: { id: 'visits.event.insurance', defaultMessage: 'Insurance' },
  rating: { id: 'visits.event.rating', defaultMessage: 'Rating' },
});

/** The visit's facts, the user's review and the totals of its bills. */
function EventSummary({ event }: { event: EventData }) {
  const intl = useIntl();
  const day = useDay();
  const label = (m: keyof typeof FACTS) => intl.formatMessage(FACTS[m]);
  // The hospital, the insurer and the review are the user's own entries (or the directory's names): data.
  const asWritten = (value: string | null | undefined) =>
    value ? <span translate="no">{value}</span> : null;
  return (
    <>
      <dl className="event-facts">
        <Fact label={label('provider')} value={asWritten(displayFacilityName(event.providerName))} />
        <Fact label={label('admitted')} value={event.admitted ? day(event.admitted) : null} />
        <Fact label={label('departed')} value={event.departed ? day(event.departed) : null} />
        <Fact label={label('diagnoses')} value={event.diagnosisName} />
        <Fact label={label('procedures')} value={event.procedureName} />
        <Fact label={label('conditions')} value={event.conditionName} />
        <Fact label={label('insurance')} value={asWritten(event.insurance)} />
        <Fact
          label={label('rating')}
          value={
            event.stars
              ? intl.formatMessage(
                  { id: 'visits.event.stars', defaultMessage: '{stars} of 5 stars' },
                  { stars: event.stars },
                )
              : null
          }
        />
      </dl>
      {event.body ? (
        <p className="review" translate="no">
          {event.body}
        </p>
      ) : null}
      <p className="event-totals" aria-live="polite">
        <span>
          <FormattedMessage
            id="visits.event.total"
            defaultMessage="Total <b>{amount}</b>"
            values={{
              amount: money(event.totalCents),
              b: (c) => <strong data-testid="event-total">{c}</strong>,
            }}
          />
        </span>
        <span>
          <FormattedMessage
            id="visits.event.youPay"
            defaultMessage="You pay <b>{amount}</b>"
            values={{
              amount: money(event.selfCents),
              b: (c) => <strong data-testid="event-self">{c}</strong>,
            }}
          />
        </span>
        <span>
          <FormattedMessage
            id="visits.event.billCount"
            defaultMessage="<b>{count}</b> {count, plural, one {bill} other {bills}}"
            values={{ count: event.billCount, b: (c) => <strong data-testid="event-bill-count">{c}</strong> }}
          />
        </span>
      </p>
    </>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
