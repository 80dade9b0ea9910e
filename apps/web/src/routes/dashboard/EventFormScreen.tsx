/**
 * /dashboard/add-event and /dashboard/add-event/{id}: add or edit an event. Saving returns to the
 * dashboard. Tags are typed comma-separated until the form kit's tag picker lands.
 */
import { Form, Formik } from 'formik';
import { useMutation, useQuery } from '@apollo/client/react';
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
  MaskedField,
  TagPickerField,
  TextField,
  showProblem,
  useSubmitGuard,
} from '../../components/forms';
import type { OptionValue } from '@fp/domain';
import { DashboardPage, SignedIn } from './shared';
import { SelectField, dateInput, dateText, useOptionList, validateWith } from './fields';

const EventForEdit = graphql(`
  query DashboardEventForEdit($id: ID!) {
    event(id: $id) {
      id
      name
      providerName
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

const SaveEvent = graphql(`
  mutation DashboardSaveEvent($input: EventInput!) {
    saveEvent(input: $input) {
      event {
        id
        name
        providerName
        admitted
        departed
        stars
        body
        insurance
        totalCents
        selfCents
        billCount
      }
    }
  }
`);

interface Values {
  name: string;
  providerName: string;
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
  diagnoses: [],
  procedures: [],
  conditions: [],
  admitted: '',
  departed: '',
  stars: '5',
  body: '',
  insurance: '',
};

type ToTags = (ids: readonly string[]) => OptionValue[];
interface Pickers {
  diagnoses: ToTags;
  procedures: ToTags;
  conditions: ToTags;
}

const toInput = (v: Values, tags: Pickers, id?: string) => ({
  ...(id ? { id } : {}),
  name: v.name.trim(),
  providerName: v.providerName.trim() || null,
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
      initial={{
        name: e.name,
        providerName: e.providerName ?? '',
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
}: {
  id?: string;
  initial: Values;
  current: { diagnoses: OptionValue[]; procedures: OptionValue[]; conditions: OptionValue[] };
}) {
  const navigate = useNavigate();
  const [save] = useMutation(SaveEvent);
  const diagnoses = useOptionList('DIAGNOSIS', current.diagnoses);
  const procedures = useOptionList('PROCEDURE', current.procedures);
  const conditions = useOptionList('CONDITION', current.conditions);
  const tags: Pickers = {
    diagnoses: diagnoses.toTags,
    procedures: procedures.toTags,
    conditions: conditions.toTags,
  };
  const submit = useSubmitGuard<Values>(async (values, helpers) => {
    helpers.setStatus(undefined);
    try {
      await save({
        variables: { input: toInput(values, tags, id) },
        refetchQueries: ['DashboardEvents', 'DashboardOverview'],
      });
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
            <TextField name="providerName" label="Hospital, clinic or doctor" autoComplete="organization" />
            <TagPickerField
              name="diagnoses"
              label="Diagnoses"
              multiple
              freeText
              options={diagnoses.options}
            />
            <TagPickerField
              name="procedures"
              label="Procedures"
              multiple
              freeText
              options={procedures.options}
              placeholder="Procedure"
            />
            <TagPickerField
              name="conditions"
              label="Other conditions"
              multiple
              freeText
              options={conditions.options}
              placeholder="Condition"
            />
            <div className="form-row">
              <MaskedField name="admitted" label="Admitted" mask="date" autoComplete="off" />
              <MaskedField name="departed" label="Departed" mask="date" autoComplete="off" />
            </div>
            <SelectField name="stars" label="Your rating of the facility">
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={String(n)}>
                  {n} {n === 1 ? 'star' : 'stars'}
                </option>
              ))}
            </SelectField>
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
