/**
 * /dashboard/add-bill/{billId}/{eventId}: add (billId "new") or edit a bill. A new bill needs its event
 * id; without one the user is sent to the dashboard. Saving returns to the event, whose totals the
 * server recalculated in the same transaction. A bill read from a file of the bill or of its visit can
 * fill the form in ("Fill in from <file>", issue 30): each field read is marked, nothing is saved until
 * "Save bill", and the lines read are shown to check against the paper.
 */
import { Form, Formik } from 'formik';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { billInputSchema, recordWarnings } from '@fp/domain';
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
  ReadMarksScope,
  TagPickerField,
  TextField,
  showProblem,
  useSubmitGuard,
} from '../../components/forms';
import { useSaveBill } from './mutations';
import { DashboardPage, STATUS_LABEL, SignedIn } from './shared';
import { withBillFields } from './bill-fields';
import {
  BillTypeField,
  MoneyField,
  SelectField,
  dateInput,
  dateText,
  moneyText,
  validateWith,
} from './fields';
import { BILL_FIELD_OF, EMPTY_BILL, billInput, billValuesFromReading, type BillValues } from './bill-form';
import { ReadingPanel, filesToRead } from '../../components/reading/ReadingPanel';

const BillForEdit = graphql(`
  query DashboardBillForEdit($id: ID!) {
    bill(id: $id) {
      ...BillFields
      files {
        id
        text
      }
      event {
        id
        name
        files {
          id
          text
        }
      }
    }
  }
`);

const EventName = graphql(`
  query DashboardBillEventName($id: ID!) {
    event(id: $id) {
      id
      name
      files {
        id
        text
      }
    }
  }
`);

export default function BillFormScreen({ match }: ScreenProps) {
  const [billId, eventId] = match.params;
  const isNew = !billId || billId === 'new';
  usePageMeta(isNew ? 'Add a bill' : 'Edit bill', 'Record an itemized bill.');
  const navigate = useNavigate();
  useEffect(() => {
    if (isNew && !eventId) navigate('/dashboard', { replace: true });
  }, [isNew, eventId, navigate]);
  if (isNew && !eventId) return null;
  return <SignedIn>{isNew ? <NewBill eventId={eventId!} /> : <EditBill id={billId!} />}</SignedIn>;
}

function NewBill({ eventId }: { eventId: string }) {
  const { data, loading } = useQuery(EventName, { variables: { id: eventId } });
  const navigate = useNavigate();
  const missing = !loading && !data?.event;
  useEffect(() => {
    if (missing) navigate('/dashboard', { replace: true });
  }, [missing, navigate]);
  if (!data?.event) return <Spinner label="Loading the event" />;
  return (
    <BillForm
      eventId={eventId}
      eventName={data.event.name}
      initial={EMPTY_BILL}
      files={filesToRead(data.event.files)}
    />
  );
}

function EditBill({ id }: { id: string }) {
  const { data, loading } = useQuery(BillForEdit, { variables: { id }, fetchPolicy: 'network-only' });
  const navigate = useNavigate();
  const missing = !loading && !data?.bill;
  useEffect(() => {
    if (missing) navigate('/dashboard', { replace: true });
  }, [missing, navigate]);
  const b = data?.bill ? withBillFields(data.bill) : null;
  if (!b) return <Spinner label="Loading the bill" />;
  return (
    <BillForm
      id={id}
      eventId={b.event.id}
      eventName={b.event.name}
      files={filesToRead(b.files, b.event.files)}
      initial={{
        status: b.status,
        due: dateText(b.due),
        billType: b.billType ?? '',
        codes: b.codes,
        total: moneyText(b.totalCents),
        self: moneyText(b.selfCents),
        payIns: moneyText(b.payInsCents),
        note: b.note ?? '',
      }}
    />
  );
}

function BillForm({
  id,
  eventId,
  eventName,
  initial,
  files,
}: {
  id?: string;
  eventId: string;
  eventName: string;
  initial: BillValues;
  files: { id: string; name: string }[];
}) {
  const navigate = useNavigate();
  const [save] = useSaveBill();
  const submit = useSubmitGuard<BillValues>(async (values, helpers) => {
    helpers.setStatus(undefined);
    try {
      await save(billInput(values, eventId, id));
    } catch (err) {
      showProblem(err, helpers);
      return;
    }
    navigate(`/dashboard/event/${eventId}`);
    return true;
  });
  const title = id ? 'Edit bill' : 'Add a bill';
  return (
    <DashboardPage title={title}>
      <p className="lead">
        For <Link to={`/dashboard/event/${eventId}`}>{eventName}</Link>
      </p>
      <ReadMarksScope>
        <Formik
          initialValues={initial}
          validate={(v) => validateWith(billInputSchema, billInput(v, eventId, id), BILL_FIELD_OF)}
          onSubmit={submit}
        >
          {({ isSubmitting, values }) => (
            <Form noValidate aria-label={title} className="record-form">
              <FormStatus />
              <FocusFirstError />
              <ReadingPanel<BillValues>
                files={files}
                fill={billValuesFromReading}
                saveLabel="Save bill"
                start="ask"
                showLines
                title={id ? "Read from this bill's files" : "Read from the visit's files"}
              />
              <BillTypeField />
              <SelectField name="status" label="Status">
                {Object.entries(STATUS_LABEL).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <MaskedField
                name="due"
                label="Due date"
                mask="date"
                autoComplete="off"
                // A past due date is unusual on a new bill (an overdue one may be recorded late): a warning.
                warning={recordWarnings({ due: dateInput(values.due), isNew: !id }).due}
              />
              <div className="form-row">
                <MoneyField name="total" label="Bill total ($)" required />
                <MoneyField name="self" label="You pay ($)" required />
                <MoneyField name="payIns" label="Insurance paid ($)" />
              </div>
              <TagPickerField
                name="codes"
                label="Billing codes"
                multiple
                freeText
                placeholder="Type a code, then Enter"
              />
              <TextField name="note" label="Note" multiline />
              <p className="actions">
                <button type="submit" className="button" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving…' : 'Save bill'}
                </button>
                <Link to={`/dashboard/event/${eventId}`}>Cancel</Link>
              </p>
            </Form>
          )}
        </Formik>
      </ReadMarksScope>
    </DashboardPage>
  );
}
