/** The bill wizard's steps and what it sends (StartBillWizard.tsx). */
import { Form } from 'formik';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { eventInputSchema, formatCents } from '@fp/domain';
import { Link } from '../../router/Link';
import { config } from '../../lib/config';
import { SPACE } from '../../components/text';
import { FocusFirstError, FormStatus } from '../../components/forms';
import {
  BillTypeField,
  HospitalField,
  MoneyField,
  StayDatesFields,
  VisitPickerField,
  dateInput,
  moneyInput,
  validateWith,
  type useVisitPickers,
} from '../dashboard/fields';

export interface WizardValues {
  /** CCN of the hospital picked from the directory; empty when the name is typed. */
  providerId: string;
  providerName: string;
  diagnoses: string[];
  procedures: string[];
  admitted: string;
  departed: string;
  conditions: string[];
  billType: string;
  payIns: string;
  pay: string;
}

export const EMPTY: WizardValues = {
  providerId: '',
  providerName: '',
  diagnoses: [],
  procedures: [],
  admitted: '',
  departed: '',
  conditions: [],
  billType: '',
  payIns: '',
  pay: '',
};

const cents = (shown: string) => (shown.trim() ? moneyInput(shown) : null);

/** Schema paths of the event input → the wizard's fields. */
const FIELD_OF: Record<string, string> = {
  providerName: 'providerName',
  providerId: 'providerName',
  name: 'providerName',
  'lines[0].payInsCents': 'payIns',
  'lines[0].selfCents': 'pay',
  'lines[0].totalCents': 'pay',
  'lines[0].billType': 'billType',
};

type Pickers = ReturnType<typeof useVisitPickers>;

const M = defineMessages({
  pickClinic: {
    id: 'home.wizard.error.clinic',
    defaultMessage: 'Please pick the clinic or hospital, or type its name.',
  },
  pickDiagnosis: { id: 'home.wizard.error.diagnosis', defaultMessage: 'Please pick at least one diagnosis.' },
  payIns: {
    id: 'home.wizard.error.payIns',
    defaultMessage: 'Please enter what insurance paid (0 if nothing).',
  },
  pay: { id: 'home.wizard.error.pay', defaultMessage: 'Please enter what you paid (0 if nothing).' },
  clinicField: { id: 'home.wizard.field.clinic', defaultMessage: 'Clinic or hospital' },
  procedureField: { id: 'home.wizard.field.procedure', defaultMessage: 'Procedure' },
  payInsField: { id: 'home.wizard.field.payIns', defaultMessage: 'Paid by insurance' },
  payField: { id: 'home.wizard.field.pay', defaultMessage: 'Paid by you' },
  visitForm: { id: 'home.wizard.form.visit', defaultMessage: 'Your visit' },
  reviewForm: { id: 'home.wizard.form.review', defaultMessage: 'Check and submit' },
});

const clinicText = (v: WizardValues) => v.providerName.trim();

/** The event input the wizard sends: one visit with one bill (named `fallbackName` without clinic or diagnosis). */
export function wizardInput(
  v: WizardValues,
  { diagnoses, procedures, conditions }: Pickers,
  fallbackName = 'Visit',
) {
  const payIns = cents(v.payIns) ?? 0;
  const pay = cents(v.pay) ?? 0;
  const providerName = clinicText(v);
  const providerId = v.providerId || null;
  return {
    name: providerName || diagnoses.toTags(v.diagnoses)[0]?.text || fallbackName,
    providerName,
    providerId,
    diagnoses: diagnoses.toTags(v.diagnoses),
    procedures: procedures.toTags(v.procedures),
    conditions: conditions.toTags(v.conditions),
    admitted: dateInput(v.admitted),
    departed: dateInput(v.departed),
    lines: [
      {
        billType: v.billType || null,
        totalCents: payIns + pay,
        selfCents: pay,
        payInsCents: payIns,
        // What was paid, by insurance and by the user, makes the whole bill: it is settled. Saved as
        // NEW, the dashboard's "You owe" counted what the user had already paid (issue 25).
        status: 'COMPLETE' as const,
      },
    ],
  };
}

/** The shared event rules (dates, amounts) on what would be sent, plus what the wizard requires. */
export function validateWizard(v: WizardValues, pickers: Pickers, intl: IntlShape): Record<string, string> {
  const e = validateWith(eventInputSchema, wizardInput(v, pickers), FIELD_OF);
  if (!v.providerName.trim()) e.providerName = intl.formatMessage(M.pickClinic);
  if (!v.diagnoses.length) e.diagnoses = intl.formatMessage(M.pickDiagnosis);
  if (cents(v.payIns) === null) e.payIns = intl.formatMessage(M.payIns);
  if (cents(v.pay) === null) e.pay = intl.formatMessage(M.pay);
  return e;
}

export function WizardThanks({
  saved,
  onClose,
}: {
  saved: { id: string; name: string; totalCents: number };
  onClose: () => void;
}) {
  return (
    <div className="wizard-thanks" role="status">
      <p className="alert alert-success">
        <FormattedMessage
          id="home.wizard.thanks.saved"
          defaultMessage="Thank you! Your visit at <name></name> with a bill of {total} is saved."
          values={{
            name: () => <span translate="no">{saved.name}</span>,
            total: formatCents(saved.totalCents),
          }}
        />
      </p>
      <p className="actions">
        <Link className="button" to={`/upload/${saved.id}`} onClick={onClose}>
          <FormattedMessage id="home.wizard.thanks.upload" defaultMessage="Upload the bill" />
        </Link>
        <Link className="button secondary" to={`/dashboard/event/${saved.id}`} onClick={onClose}>
          <FormattedMessage id="home.wizard.thanks.dashboard" defaultMessage="See it on your dashboard" />
        </Link>
      </p>
      <p>
        <a href={config.billHelpUrl} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="home.wizard.thanks.help" defaultMessage="Get help with a medical bill" />
          <span className="visually-hidden">
            {SPACE}
            <FormattedMessage
              id="home.wizard.thanks.helpNewTab"
              defaultMessage="(opens our bill-help partner in a new tab)"
            />
          </span>
        </a>
      </p>
    </div>
  );
}

/** Step 1: the visit. */
export function VisitStep({ diagnoses, procedures, conditions }: Pickers) {
  const intl = useIntl();
  return (
    <Form noValidate aria-label={intl.formatMessage(M.visitForm)} className="record-form">
      <FormStatus />
      <FocusFirstError />
      <HospitalField label={intl.formatMessage(M.clinicField)} required />
      <VisitPickerField name="diagnoses" options={diagnoses.options} required />
      <VisitPickerField
        name="procedures"
        options={procedures.options}
        label={intl.formatMessage(M.procedureField)}
      />
      <StayDatesFields />
      <VisitPickerField name="conditions" options={conditions.options} />
      <BillTypeField />
      <div className="form-row">
        <MoneyField name="payIns" label={intl.formatMessage(M.payInsField)} required />
        <MoneyField name="pay" label={intl.formatMessage(M.payField)} required />
      </div>
      <p className="actions">
        <button type="submit" className="button">
          <FormattedMessage id="home.wizard.next" defaultMessage="Next" />
        </button>
      </p>
    </Form>
  );
}

/** Step 2: check and submit. */
export function ReviewStep({
  values,
  isSubmitting,
  diagnoses,
  onBack,
}: {
  values: WizardValues;
  isSubmitting: boolean;
  diagnoses: Pickers['diagnoses'];
  onBack: () => void;
}) {
  const intl = useIntl();
  return (
    <Form noValidate aria-label={intl.formatMessage(M.reviewForm)} className="record-form">
      <FormStatus />
      <dl className="wizard-review">
        <dt>
          <FormattedMessage id="home.wizard.review.clinic" defaultMessage="Clinic" />
        </dt>
        <dd translate="no">{clinicText(values)}</dd>
        <dt>
          <FormattedMessage id="home.wizard.review.diagnoses" defaultMessage="Diagnoses" />
        </dt>
        <dd>
          {diagnoses
            .toTags(values.diagnoses)
            .map((t) => t.text)
            .join(', ')}
        </dd>
        <dt>{intl.formatMessage(M.payInsField)}</dt>
        <dd>{formatCents(cents(values.payIns) ?? 0)}</dd>
        <dt>{intl.formatMessage(M.payField)}</dt>
        <dd>{formatCents(cents(values.pay) ?? 0)}</dd>
      </dl>
      <p className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? (
            <FormattedMessage id="home.wizard.submitting" defaultMessage="Submitting…" />
          ) : (
            <FormattedMessage id="home.wizard.submit" defaultMessage="Submit" />
          )}
        </button>
        <button type="button" className="button secondary" onClick={onBack}>
          <FormattedMessage id="home.wizard.back" defaultMessage="Back" />
        </button>
      </p>
    </Form>
  );
}
