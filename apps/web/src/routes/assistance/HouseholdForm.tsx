/**
 * The household's facts (size, yearly income, state, insurance), checked by the shared yup schema
 * (householdInputSchema, @fp/domain). Kept in this browser only (household-storage.ts). In the page's
 * language (issue 45): the schema's English messages (HOUSEHOLD_MESSAGES) are shown as this form's messages.
 */
import { Form, Formik } from 'formik';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  HOUSEHOLD_LIMITS,
  HOUSEHOLD_MESSAGES,
  INSURANCE_VALUES,
  GUIDELINE_STATES,
  householdInputSchema,
  type HouseholdFacts,
} from '@fp/domain';
import { CheckboxField, FocusFirstError, TextField } from '../../components/forms';
import { MoneyField, SelectField, moneyInput, moneyText, validateWith } from '../dashboard/fields';

export interface HouseholdValues {
  size: string;
  income: string;
  state: string;
  insurance: string;
  remember: boolean;
}

const FIELD_OF: Record<string, string> = { householdSize: 'size', annualIncomeCents: 'income' };

const M = defineMessages({
  form: { id: 'assistance.household.heading', defaultMessage: 'Your household' },
  size: { id: 'assistance.household.size', defaultMessage: 'People in your household' },
  income: { id: 'assistance.household.income', defaultMessage: 'Yearly household income before tax ($)' },
  state: { id: 'assistance.household.state', defaultMessage: 'State where you live' },
  pickState: { id: 'assistance.household.pickState', defaultMessage: 'Pick a state…' },
  insurance: { id: 'assistance.household.insurance', defaultMessage: 'Insurance' },
  pickInsurance: { id: 'assistance.household.pickInsurance', defaultMessage: 'Pick your insurance…' },
  remember: { id: 'assistance.household.remember', defaultMessage: 'Remember on this device' },
  rememberHint: {
    id: 'assistance.household.rememberHint',
    defaultMessage:
      'These facts stay in this browser and are never sent to us. Without this box they are forgotten when you close the tab.',
  },
  submit: { id: 'assistance.household.submit', defaultMessage: 'See what applies' },
  forget: { id: 'assistance.household.forget', defaultMessage: 'Forget my household' },
});

const INSURANCE = defineMessages({
  UNINSURED: { id: 'assistance.insurance.uninsured', defaultMessage: 'No insurance' },
  INSURED: {
    id: 'assistance.insurance.insured',
    defaultMessage: 'Health insurance (employer or marketplace)',
  },
  MEDICARE: { id: 'assistance.insurance.medicare', defaultMessage: 'Medicare' },
  MEDICAID: { id: 'assistance.insurance.medicaid', defaultMessage: 'Medicaid' },
  UNKNOWN: { id: 'assistance.insurance.unknown', defaultMessage: 'Not sure' },
});

/** The schema's messages (HOUSEHOLD_MESSAGES, word for word in English) as this form's. */
const ERRORS = defineMessages({
  size: {
    id: 'assistance.household.error.size',
    defaultMessage:
      'Give the number of people in your household as a whole number from 1 to {max}: you, your spouse and anyone you claim as a dependent.',
  },
  income: {
    id: 'assistance.household.error.income',
    defaultMessage:
      'Give the household’s yearly income before tax in dollars, for example 42,000 (0 if none).',
  },
  incomeTooHigh: {
    id: 'assistance.household.error.incomeTooHigh',
    defaultMessage: 'That is more than $10,000,000 a year: check the number (dollars per year, not cents).',
  },
  state: { id: 'assistance.household.error.state', defaultMessage: 'Pick the state where you live.' },
  insurance: { id: 'assistance.household.error.insurance', defaultMessage: 'Pick your insurance.' },
});

function errorText(intl: IntlShape, message: string): string {
  const key = (Object.keys(HOUSEHOLD_MESSAGES) as (keyof typeof HOUSEHOLD_MESSAGES)[]).find(
    (k) => HOUSEHOLD_MESSAGES[k] === message,
  );
  if (!key) return message;
  return key === 'size'
    ? intl.formatMessage(ERRORS.size as MessageDescriptor, { max: HOUSEHOLD_LIMITS.maxSize })
    : intl.formatMessage(ERRORS[key]);
}

function validate(intl: IntlShape, v: HouseholdValues): Record<string, string> {
  const errors = validateWith(householdInputSchema, householdInput(v), FIELD_OF);
  return Object.fromEntries(Object.entries(errors).map(([field, m]) => [field, errorText(intl, m)]));
}

/** The form's text as the schema's input (a size that is not a number stays NaN, so its error shows). */
export function householdInput(v: HouseholdValues) {
  return {
    householdSize: v.size.trim() === '' ? undefined : Number(v.size.trim()),
    annualIncomeCents: moneyInput(v.income) ?? undefined,
    state: v.state,
    insurance: v.insurance || undefined,
  };
}

export function householdValues(h: HouseholdFacts | null, state: string, remember: boolean): HouseholdValues {
  return {
    size: h ? String(h.householdSize) : '',
    income: h ? moneyText(h.annualIncomeCents) : '',
    state: h?.state ?? state,
    insurance: h?.insurance ?? '',
    remember,
  };
}

export function HouseholdForm({
  initial,
  onSubmit,
  onForget,
}: {
  initial: HouseholdValues;
  onSubmit: (household: HouseholdFacts, remember: boolean) => void;
  onForget: () => void;
}) {
  const intl = useIntl();
  return (
    <Formik
      initialValues={initial}
      validate={(v) => validate(intl, v)}
      onSubmit={(v) => onSubmit(householdInput(v) as HouseholdFacts, v.remember)}
    >
      {({ resetForm }) => (
        <Form noValidate aria-label={intl.formatMessage(M.form)} className="record-form assistance-form">
          <FocusFirstError />
          <div className="form-row">
            <TextField
              name="size"
              label={intl.formatMessage(M.size)}
              required
              inputMode="numeric"
              autoComplete="off"
              hint={intl.formatMessage(
                {
                  id: 'assistance.household.sizeHint',
                  defaultMessage: 'You, your spouse and your dependents (1 to {max}).',
                },
                { max: HOUSEHOLD_LIMITS.maxSize },
              )}
            />
            <MoneyField name="income" label={intl.formatMessage(M.income)} required />
          </div>
          <div className="form-row">
            <SelectField name="state" label={intl.formatMessage(M.state)}>
              <option value="">{intl.formatMessage(M.pickState)}</option>
              {GUIDELINE_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
            <SelectField name="insurance" label={intl.formatMessage(M.insurance)}>
              <option value="">{intl.formatMessage(M.pickInsurance)}</option>
              {INSURANCE_VALUES.map((i) => (
                <option key={i} value={i}>
                  {intl.formatMessage(INSURANCE[i])}
                </option>
              ))}
            </SelectField>
          </div>
          <CheckboxField
            name="remember"
            label={intl.formatMessage(M.remember)}
            hint={intl.formatMessage(M.rememberHint)}
          />
          <p className="actions">
            <button type="submit" className="button">
              {intl.formatMessage(M.submit)}
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                onForget();
                resetForm({ values: householdValues(null, initial.state, false) });
              }}
            >
              {intl.formatMessage(M.forget)}
            </button>
          </p>
        </Form>
      )}
    </Formik>
  );
}
