/**
 * /dashboard/add-event and /dashboard/add-event/{id}: add or edit an event. Saving returns to the
 * dashboard. The hospital is picked from the provider directory (its CCN is saved as providerId) or typed
 * as free text. An edit can be filled in from a bill read from the visit's files ("Fill in from <file>",
 * issue 30): the hospital and the stay's dates, each marked with where it was read; nothing is saved until
 * "Save event".
 */
import { Form, Formik } from 'formik';
import { useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { eventInputSchema } from '@fp/domain';
import { graphql } from '../../__generated__';
import type { ScreenProps } from '../../router/RouteView';
import { useNavigate } from '../../router/Router';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import {
  FocusFirstError,
  FormStatus,
  ReadMarksScope,
  TextField,
  showProblem,
  useSubmitGuard,
} from '../../components/forms';
import type { OptionValue } from '@fp/domain';
import { ReadingPanel, filesToRead } from '../../components/reading/ReadingPanel';
import { useSaveEvent } from './mutations';
import { DashboardPage, SignedIn } from './shared';
import { EventNotFound } from './EventScreen';
import {
  HospitalField,
  StarsField,
  StayDatesFields,
  VisitPickerField,
  dateText,
  starsText,
  useVisitPickers,
  visitPicks,
  validateWith,
  type PickedHospital,
} from './fields';
import {
  EMPTY_EVENT,
  NO_VISIT_TAGS,
  eventInput,
  eventValuesFromReading,
  type EventValues,
} from './event-form';

const EventForEdit = graphql(`
  query DashboardEventForEdit($id: ID!) {
    event(id: $id) {
      id
      name
      providerName
      provider {
        id
        name
        city
        state
      }
      ...VisitPicks
      admitted
      departed
      stars
      body
      insurance
      files {
        id
        text
      }
      bills {
        id
        files {
          id
          text
        }
      }
    }
  }
`);

const TEXT = defineMessages({
  edit: { id: 'visits.form.editTitle', defaultMessage: 'Edit event' },
  add: { id: 'visits.form.addTitle', defaultMessage: 'Add an event' },
  description: { id: 'visits.form.description', defaultMessage: 'Record a medical visit.' },
  loading: { id: 'visits.form.loading', defaultMessage: 'Loading the event' },
  save: { id: 'visits.form.save', defaultMessage: 'Save event' },
  readTitle: { id: 'visits.form.readTitle', defaultMessage: "Read from the visit's files" },
  name: { id: 'visits.form.name', defaultMessage: 'Name of the visit' },
  insurance: { id: 'visits.form.insurance', defaultMessage: 'Insurance company' },
  review: { id: 'visits.form.review', defaultMessage: 'Your review' },
});

export default function EventFormScreen({ match }: ScreenProps) {
  const id = match.params[0];
  const intl = useIntl();
  usePageMeta(intl.formatMessage(id ? TEXT.edit : TEXT.add), intl.formatMessage(TEXT.description));
  return (
    <SignedIn>
      {id ? <EditEvent id={id} /> : <EventForm initial={EMPTY_EVENT} current={NO_VISIT_TAGS} />}
    </SignedIn>
  );
}

function EditEvent({ id }: { id: string }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(EventForEdit, { variables: { id }, fetchPolicy: 'network-only' });
  const e = data?.event;
  if (!e) {
    if (loading) return <Spinner label={intl.formatMessage(TEXT.loading)} />;
    return <EventNotFound problem={error?.message ?? null} />;
  }
  const picks = visitPicks(e);
  return (
    <EventForm
      id={id}
      current={picks}
      hospital={e.provider}
      files={filesToRead(e.files, ...e.bills.map((b) => b.files))}
      initial={{
        name: e.name,
        providerName: e.providerName ?? '',
        providerId: e.provider?.id ?? '',
        diagnoses: picks.diagnoses.map((o) => o.id),
        procedures: picks.procedures.map((o) => o.id),
        conditions: picks.conditions.map((o) => o.id),
        admitted: dateText(e.admitted),
        departed: dateText(e.departed),
        stars: starsText(e.stars),
        body: e.body ?? '',
        insurance: e.insurance ?? '',
      }}
    />
  );
}

function EventForm({
  id,
  initial,
  current,
  hospital = null,
  files = [],
}: {
  id?: string;
  initial: EventValues;
  files?: { id: string; name: string }[];
  current: { diagnoses: OptionValue[]; procedures: OptionValue[]; conditions: OptionValue[] };
  hospital?: PickedHospital | null;
}) {
  const intl = useIntl();
  const t = (m: keyof typeof TEXT) => intl.formatMessage(TEXT[m]);
  const navigate = useNavigate();
  const [save] = useSaveEvent();
  const { diagnoses, procedures, conditions, tags } = useVisitPickers(current);
  const submit = useSubmitGuard<EventValues>(async (values, helpers) => {
    helpers.setStatus(undefined);
    try {
      await save(eventInput(values, tags, id));
    } catch (err) {
      showProblem(err, helpers);
      return;
    }
    navigate('/dashboard');
    return true;
  });
  return (
    <DashboardPage title={t(id ? 'edit' : 'add')}>
      <ReadMarksScope>
        <Formik
          initialValues={initial}
          validate={(v) => validateWith(eventInputSchema, eventInput(v, tags, id))}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t(id ? 'edit' : 'add')} className="record-form">
              <FormStatus />
              <FocusFirstError />
              <ReadingPanel<EventValues>
                files={files}
                fill={eventValuesFromReading}
                saveLabel={t('save')}
                start="ask"
                title={t('readTitle')}
              />
              <TextField name="name" label={t('name')} required autoComplete="off" />
              <HospitalField initial={hospital} />
              <VisitPickerField name="diagnoses" options={diagnoses.options} />
              <VisitPickerField name="procedures" options={procedures.options} />
              <VisitPickerField name="conditions" options={conditions.options} />
              <StayDatesFields />
              <StarsField />
              <TextField name="insurance" label={t('insurance')} autoComplete="off" />
              <TextField name="body" label={t('review')} multiline />
              <p className="actions">
                <button type="submit" className="button" disabled={isSubmitting}>
                  {isSubmitting ? (
                    <FormattedMessage id="visits.form.saving" defaultMessage="Saving…" />
                  ) : (
                    t('save')
                  )}
                </button>
                <Link to={id ? `/dashboard/event/${id}` : '/dashboard'}>
                  <FormattedMessage id="visits.form.cancel" defaultMessage="Cancel" />
                </Link>
              </p>
            </Form>
          )}
        </Formik>
      </ReadMarksScope>
    </DashboardPage>
  );
}
