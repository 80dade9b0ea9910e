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
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
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

const TEXT = defineMessages({
  addTitle: { id: 'dashboard.billForm.addTitle', defaultMessage: 'Add a bill' },
  editTitle: { id: 'dashboard.billForm.editTitle', defaultMessage: 'Edit bill' },
  loadingEvent: { id: 'dashboard.billForm.loadingEvent', defaultMessage: 'Loading the event' },
  loadingBill: { id: 'dashboard.billForm.loadingBill', defaultMessage: 'Loading the bill' },
  readBill: { id: 'dashboard.billForm.readBill', defaultMessage: "Read from this bill's files" },
  readVisit: { id: 'dashboard.billForm.readVisit', defaultMessage: "Read from the visit's files" },
  status: { id: 'dashboard.billForm.status', defaultMessage: 'Status' },
  due: { id: 'dashboard.billForm.due', defaultMessage: 'Due date' },
  total: { id: 'dashboard.billForm.total', defaultMessage: 'Bill total ($)' },
  self: { id: 'dashboard.billForm.self', defaultMessage: 'You pay ($)' },
  payIns: { id: 'dashboard.billForm.payIns', defaultMessage: 'Insurance paid ($)' },
  codes: { id: 'dashboard.billForm.codes', defaultMessage: 'Billing codes' },
  codeHint: { id: 'dashboard.billForm.codeHint', defaultMessage: 'Type a code, then Enter' },
  note: { id: 'dashboard.billForm.note', defaultMessage: 'Note' },
  save: { id: 'dashboard.billForm.save', defaultMessage: 'Save bill' },
  saving: { id: 'dashboard.billForm.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'dashboard.billForm.cancel', defaultMessage: 'Cancel' },
});

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
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage(isNew ? TEXT.addTitle : TEXT.editTitle),
    intl.formatMessage({ id: 'dashboard.billForm.description', defaultMessage: 'Record an itemized bill.' }),
  );
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
  const intl = useIntl();
  const missing = !loading && !data?.event;
  useEffect(() => {
    if (missing) navigate('/dashboard', { replace: true });
  }, [missing, navigate]);
  if (!data?.event) return <Spinner label={intl.formatMessage(TEXT.loadingEvent)} />;
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
  const intl = useIntl();
  const missing = !loading && !data?.bill;
  useEffect(() => {
    if (missing) navigate('/dashboard', { replace: true });
  }, [missing, navigate]);
  const b = data?.bill ? withBillFields(data.bill) : null;
  if (!b) return <Spinner label={intl.formatMessage(TEXT.loadingBill)} />;
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
  const intl = useIntl();
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
  const title = intl.formatMessage(id ? TEXT.editTitle : TEXT.addTitle);
  const t = (m: keyof typeof TEXT) => intl.formatMessage(TEXT[m]);
  return (
    <DashboardPage title={title}>
      <p className="lead">
        <FormattedMessage
          id="dashboard.billForm.forEvent"
          defaultMessage="For <link>{event}</link>"
          values={{
            event: eventName,
            link: (c) => (
              <Link to={`/dashboard/event/${eventId}`} translate="no">
                {c}
              </Link>
            ),
          }}
        />
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
                saveLabel={t('save')}
                start="ask"
                showLines
                title={t(id ? 'readBill' : 'readVisit')}
              />
              <BillTypeField />
              <SelectField name="status" label={t('status')}>
                {Object.entries(STATUS_LABEL).map(([value, label]) => (
                  <option key={value} value={value}>
                    {intl.formatMessage(label)}
                  </option>
                ))}
              </SelectField>
              <MaskedField
                name="due"
                label={t('due')}
                mask="date"
                autoComplete="off"
                // A past due date is unusual on a new bill (an overdue one may be recorded late): a warning.
                warning={recordWarnings({ due: dateInput(values.due), isNew: !id }).due}
              />
              <div className="form-row">
                <MoneyField name="total" label={t('total')} required />
                <MoneyField name="self" label={t('self')} required />
                <MoneyField name="payIns" label={t('payIns')} />
              </div>
              <TagPickerField name="codes" label={t('codes')} multiple freeText placeholder={t('codeHint')} />
              <TextField name="note" label={t('note')} multiline />
              <p className="actions">
                <button type="submit" className="button" disabled={isSubmitting}>
                  {t(isSubmitting ? 'saving' : 'save')}
                </button>
                <Link to={`/dashboard/event/${eventId}`}>{t('cancel')}</Link>
              </p>
            </Form>
          )}
        </Formik>
      </ReadMarksScope>
    </DashboardPage>
  );
}
