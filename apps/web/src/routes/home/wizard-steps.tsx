/** The bill wizard's steps and what it sends (StartBillWizard.tsx). */
import { Form } from 'formik';
import { eventInputSchema, formatCents } from '@fp/domain';
import { Link } from '../../router/Link';
import { config } from '../../lib/config';
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

const clinicText = (v: WizardValues) => v.providerName.trim();

/** The event input the wizard sends: one visit with one bill. */
export function wizardInput(v: WizardValues, { diagnoses, procedures, conditions }: Pickers) {
  const payIns = cents(v.payIns) ?? 0;
  const pay = cents(v.pay) ?? 0;
  const providerName = clinicText(v);
  const providerId = v.providerId || null;
  return {
    name: providerName || diagnoses.toTags(v.diagnoses)[0]?.text || 'Visit',
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
export function validateWizard(v: WizardValues, pickers: Pickers): Record<string, string> {
  const e = validateWith(eventInputSchema, wizardInput(v, pickers), FIELD_OF);
  if (!v.providerName.trim()) e.providerName = 'Please pick the clinic or hospital, or type its name.';
  if (!v.diagnoses.length) e.diagnoses = 'Please pick at least one diagnosis.';
  if (cents(v.payIns) === null) e.payIns = 'Please enter what insurance paid (0 if nothing).';
  if (cents(v.pay) === null) e.pay = 'Please enter what you paid (0 if nothing).';
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
        Thank you! Your visit at {saved.name} with a bill of {formatCents(saved.totalCents)} is saved.
      </p>
      <p className="actions">
        <Link className="button" to={`/upload/${saved.id}`} onClick={onClose}>
          Upload the bill
        </Link>
        <Link className="button secondary" to={`/dashboard/event/${saved.id}`} onClick={onClose}>
          See it on your dashboard
        </Link>
      </p>
      <p>
        <a href={config.billHelpUrl} target="_blank" rel="noopener noreferrer">
          Get help with a medical bill
          <span className="visually-hidden"> (opens our bill-help partner in a new tab)</span>
        </a>
      </p>
    </div>
  );
}

/** Step 1: the visit. */
export function VisitStep({ diagnoses, procedures, conditions }: Pickers) {
  return (
    <Form noValidate aria-label="Your visit" className="record-form">
      <FormStatus />
      <FocusFirstError />
      <HospitalField label="Clinic or hospital" required />
      <VisitPickerField name="diagnoses" options={diagnoses.options} required />
      <VisitPickerField name="procedures" options={procedures.options} label="Procedure" />
      <StayDatesFields />
      <VisitPickerField name="conditions" options={conditions.options} />
      <BillTypeField />
      <div className="form-row">
        <MoneyField name="payIns" label="Paid by insurance" required />
        <MoneyField name="pay" label="Paid by you" required />
      </div>
      <p className="actions">
        <button type="submit" className="button">
          Next
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
  return (
    <Form noValidate aria-label="Check and submit" className="record-form">
      <FormStatus />
      <dl className="wizard-review">
        <dt>Clinic</dt>
        <dd>{clinicText(values)}</dd>
        <dt>Diagnoses</dt>
        <dd>
          {diagnoses
            .toTags(values.diagnoses)
            .map((t) => t.text)
            .join(', ')}
        </dd>
        <dt>Paid by insurance</dt>
        <dd>{formatCents(cents(values.payIns) ?? 0)}</dd>
        <dt>Paid by you</dt>
        <dd>{formatCents(cents(values.pay) ?? 0)}</dd>
      </dl>
      <p className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting…' : 'Submit'}
        </button>
        <button type="button" className="button secondary" onClick={onBack}>
          Back
        </button>
      </p>
    </Form>
  );
}
