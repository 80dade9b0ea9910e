/**
 * /dashboard/add-event and /dashboard/add-event/{id}: add or edit an event. Saving returns to the
 * dashboard. The hospital is picked from the provider directory (its CCN is saved as providerId) or typed
 * as free text.
 */
import { Form, Formik } from 'formik';
import { useQuery } from '@apollo/client/react';
import { eventInputSchema } from '@fp/domain';
import { graphql } from '../../__generated__';
import type { ScreenProps } from '../../router/RouteView';
import { useNavigate } from '../../router/Router';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { FocusFirstError, FormStatus, TextField, showProblem, useSubmitGuard } from '../../components/forms';
import type { OptionValue } from '@fp/domain';
import { useSaveEvent } from './mutations';
import { DashboardPage, SignedIn } from './shared';
import {
  HospitalField,
  StarsField,
  StayDatesFields,
  VisitPickerField,
  dateInput,
  dateText,
  useVisitPickers,
  validateWith,
  type PickedHospital,
  type VisitTags,
} from './fields';

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
      diagnoses {
        id
        text
      }
      procedures {
        id
        text
      }
      conditions {
        id
        text
      }
      admitted
      departed
      stars
      body
      insurance
    }
  }
`);

interface Values {
  name: string;
  providerName: string;
  /** CCN of the hospital picked from the directory; empty for free text. */
  providerId: string;
  diagnoses: string[];
  procedures: string[];
  conditions: string[];
  admitted: string;
  departed: string;
  stars: string;
  body: string;
  insurance: string;
}

const NONE: { diagnoses: OptionValue[]; procedures: OptionValue[]; conditions: OptionValue[] } = {
  diagnoses: [],
  procedures: [],
  conditions: [],
};

const EMPTY: Values = {
  name: '',
  providerName: '',
  providerId: '',
  diagnoses: [],
  procedures: [],
  conditions: [],
  admitted: '',
  departed: '',
  stars: '5',
  body: '',
  insurance: '',
};

const toInput = (v: Values, tags: VisitTags, id?: string) => ({
  ...(id ? { id } : {}),
  name: v.name.trim(),
  providerName: v.providerName.trim() || null,
  providerId: v.providerId || null,
  diagnoses: tags.diagnoses(v.diagnoses),
  procedures: tags.procedures(v.procedures),
  conditions: tags.conditions(v.conditions),
  admitted: dateInput(v.admitted),
  departed: dateInput(v.departed),
  stars: Number(v.stars),
  body: v.body.trim() || null,
  insurance: v.insurance.trim() || null,
});

export default function EventFormScreen({ match }: ScreenProps) {
  const id = match.params[0];
  usePageMeta(id ? 'Edit event' : 'Add an event', 'Record a medical visit.');
  return <SignedIn>{id ? <EditEvent id={id} /> : <EventForm initial={EMPTY} current={NONE} />}</SignedIn>;
}

function EditEvent({ id }: { id: string }) {
  const { data, loading, error } = useQuery(EventForEdit, { variables: { id }, fetchPolicy: 'network-only' });
  const e = data?.event;
  if (!e) {
    if (loading) return <Spinner label="Loading the event" />;
    return (
      <DashboardPage title="Event not found">
        <p className="alert alert-error" role="alert">
          {error?.message ?? 'This event was not found.'}
        </p>
        <Link to="/dashboard">Back to the dashboard</Link>
      </DashboardPage>
    );
  }
  return (
    <EventForm
      id={id}
      current={e}
      hospital={e.provider}
      initial={{
        name: e.name,
        providerName: e.providerName ?? '',
        providerId: e.provider?.id ?? '',
        diagnoses: e.diagnoses.map((o) => o.id),
        procedures: e.procedures.map((o) => o.id),
        conditions: e.conditions.map((o) => o.id),
        admitted: dateText(e.admitted),
        departed: dateText(e.departed),
        stars: String(e.stars),
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
}: {
  id?: string;
  initial: Values;
  current: { diagnoses: OptionValue[]; procedures: OptionValue[]; conditions: OptionValue[] };
  hospital?: PickedHospital | null;
}) {
  const navigate = useNavigate();
  const [save] = useSaveEvent();
  const { diagnoses, procedures, conditions, tags } = useVisitPickers(current);
  const submit = useSubmitGuard<Values>(async (values, helpers) => {
    helpers.setStatus(undefined);
    try {
      await save(toInput(values, tags, id));
    } catch (err) {
      showProblem(err, helpers);
      return;
    }
    navigate('/dashboard');
    return true;
  });
  return (
    <DashboardPage title={id ? 'Edit event' : 'Add an event'}>
      <Formik
        initialValues={initial}
        validate={(v) => validateWith(eventInputSchema, toInput(v, tags, id))}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={id ? 'Edit event' : 'Add an event'} className="record-form">
            <FormStatus />
            <FocusFirstError />
            <TextField name="name" label="Name of the visit" required autoComplete="off" />
            <HospitalField initial={hospital} />
            <VisitPickerField name="diagnoses" options={diagnoses.options} />
            <VisitPickerField name="procedures" options={procedures.options} />
            <VisitPickerField name="conditions" options={conditions.options} />
            <StayDatesFields />
            <StarsField />
            <TextField name="insurance" label="Insurance company" autoComplete="off" />
            <TextField name="body" label="Your review" multiline />
            <p className="actions">
              <button type="submit" className="button" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Save event'}
              </button>
              <Link to={id ? `/dashboard/event/${id}` : '/dashboard'}>Cancel</Link>
            </p>
          </Form>
        )}
      </Formik>
    </DashboardPage>
  );
}
