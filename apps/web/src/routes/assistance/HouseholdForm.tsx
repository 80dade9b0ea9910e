/**
 * The household's facts (size, yearly income, state, insurance), checked by the shared yup schema
 * (householdInputSchema, @fp/domain). Kept in this browser only (household-storage.ts).
 */
import { Form, Formik } from 'formik';
import {
  HOUSEHOLD_LIMITS,
  INSURANCE_LABEL,
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
  return (
    <Formik
      initialValues={initial}
      validate={(v) => validateWith(householdInputSchema, householdInput(v), FIELD_OF)}
      onSubmit={(v) => onSubmit(householdInput(v) as HouseholdFacts, v.remember)}
    >
      {({ resetForm }) => (
        <Form noValidate aria-label="Your household" className="record-form assistance-form">
          <FocusFirstError />
          <div className="form-row">
            <TextField
              name="size"
              label="People in your household"
              required
              inputMode="numeric"
              autoComplete="off"
              hint={`You, your spouse and your dependents (1 to ${HOUSEHOLD_LIMITS.maxSize}).`}
            />
            <MoneyField name="income" label="Yearly household income before tax ($)" required />
          </div>
          <div className="form-row">
            <SelectField name="state" label="State where you live">
              <option value="">Pick a state…</option>
              {GUIDELINE_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
            <SelectField name="insurance" label="Insurance">
              <option value="">Pick your insurance…</option>
              {INSURANCE_VALUES.map((i) => (
                <option key={i} value={i}>
                  {INSURANCE_LABEL[i]}
                </option>
              ))}
            </SelectField>
          </div>
          <CheckboxField
            name="remember"
            label="Remember on this device"
            hint="These facts stay in this browser and are never sent to us. Without this box they are forgotten when you close the tab."
          />
          <p className="actions">
            <button type="submit" className="button">
              See what applies
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                onForget();
                resetForm({ values: householdValues(null, initial.state, false) });
              }}
            >
              Forget my household
            </button>
          </p>
        </Form>
      )}
    </Formik>
  );
}
