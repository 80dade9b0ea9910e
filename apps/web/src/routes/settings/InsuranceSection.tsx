/**
 * "Your insurance" on the settings screen: the user's health plan, used for the personal estimate beside
 * hospital price-file prices (the map's detail popup and /procedures). The insurer is picked from the
 * normalised payer list; money is typed in dollars and sent in integer cents; the form is checked with the
 * same yup schema the server's saveInsurance uses (insuranceSchema in @fp/domain).
 */
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import {
  centsToInput,
  dollarsToCents,
  formatCents,
  insuranceSchema,
  recordErrors,
  type InsuranceInput,
} from '@fp/domain';
import { getFragmentData, graphql } from '../../__generated__';
import type { InsuranceFieldsFragment as SavedPlanFields } from '../../__generated__/graphql';
import { Spinner } from '../../components/Spinner';
import { problemOf } from '../../lib/auth';
import { useDeleteInsurance, useSaveInsurance } from './mutations';
import {
  FocusFirstError,
  FormStatus,
  MaskedField,
  TagPickerField,
  TextField,
  useSubmitGuard,
} from '../../components/forms';

/** The plan as the form shows it; the query and the save answer the same fields. */
const InsuranceFieldsFragment = graphql(`
  fragment InsuranceFields on Insurance {
    payerKey
    payerName
    planName
    deductibleCents
    deductibleRemainingCents
    coinsurancePercent
    copayCents
    oopMaxCents
    oopRemainingCents
    updatedAt
  }
`);

const InsuranceQuery = graphql(`
  query SettingsInsurance {
    payers {
      key
      name
      known
    }
    myInsurance {
      ...InsuranceFields
    }
  }
`);

/** The form's values: the text as typed (dollars, percent); the payer as the picker's one-item list. */
interface Values {
  payer: string[];
  planName: string;
  deductible: string;
  deductibleRemaining: string;
  coinsurance: string;
  copay: string;
  oopMax: string;
  oopRemaining: string;
}

const EMPTY: Values = {
  payer: [],
  planName: '',
  deductible: '',
  deductibleRemaining: '',
  coinsurance: '',
  copay: '',
  oopMax: '',
  oopRemaining: '',
};

/** A typed percentage: empty → null (the schema asks for it), unreadable → NaN (the schema flags it). */
const percentInput = (text: string): number | null => {
  const s = text.replace(/[%\s]/g, '');
  return s === '' ? null : Number(s);
};

/** Typed money: the mask's "1,234.50" → cents. */
const money = (text: string) => dollarsToCents(text.replace(/,/g, ''));

function toInput(v: Values): InsuranceInput {
  return {
    payerKey: v.payer[0] ?? '',
    planName: v.planName.trim(),
    deductibleCents: money(v.deductible) as number,
    deductibleRemainingCents: money(v.deductibleRemaining) as number,
    coinsurancePercent: percentInput(v.coinsurance) as number,
    copayCents: money(v.copay) as number,
    oopMaxCents: money(v.oopMax) as number,
    oopRemainingCents: money(v.oopRemaining) as number,
  };
}

/** The schema's field names → the form's. */
const FIELD_OF: Record<string, keyof Values> = {
  payerKey: 'payer',
  planName: 'planName',
  deductibleCents: 'deductible',
  deductibleRemainingCents: 'deductibleRemaining',
  coinsurancePercent: 'coinsurance',
  copayCents: 'copay',
  oopMaxCents: 'oopMax',
  oopRemainingCents: 'oopRemaining',
};

function validate(v: Values): Partial<Record<keyof Values, string>> {
  const out: Partial<Record<keyof Values, string>> = {};
  for (const [path, message] of Object.entries(recordErrors(insuranceSchema, toInput(v)))) {
    const field = FIELD_OF[path];
    if (field) out[field] ??= message;
  }
  return out;
}

type SavedPlan = SavedPlanFields;

/** The form's values from the saved plan (empty without one). */
function planValues(plan: SavedPlan | null): Values {
  return plan
    ? {
        payer: [plan.payerKey],
        planName: plan.planName,
        deductible: moneyText(plan.deductibleCents),
        deductibleRemaining: moneyText(plan.deductibleRemainingCents),
        coinsurance: String(plan.coinsurancePercent),
        copay: moneyText(plan.copayCents),
        oopMax: moneyText(plan.oopMaxCents),
        oopRemaining: moneyText(plan.oopRemainingCents),
      }
    : EMPTY;
}

/** Removes the saved plan; says so outside the form, or why not on it. */
function RemovePlanButton({
  disabled,
  setNotice,
}: {
  disabled: boolean;
  setNotice: (notice: string | null) => void;
}) {
  const [remove] = useDeleteInsurance();
  const { setStatus } = useFormikContext<Values>();
  return (
    <button
      type="button"
      className="button danger"
      disabled={disabled}
      onClick={async () => {
        try {
          setNotice(null);
          await remove();
          setNotice('Your plan is removed. Estimates use the 20 % patient share again.');
        } catch (err) {
          setStatus({
            kind: 'error',
            message: err instanceof Error ? err.message : 'The plan could not be removed. Please try again.',
          });
        }
      }}
    >
      Remove my plan
    </button>
  );
}

/** Cents from the API → the money mask's text ("1,500.00"). */
const moneyText = (cents: number) =>
  Number(centsToInput(cents)).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function InsuranceSection() {
  const { data, loading, error } = useQuery(InsuranceQuery);
  const [save] = useSaveInsurance();
  // Outside the form: a save or removal starts the form again (its key), and the message must stay.
  const [notice, setNotice] = useState<string | null>(null);
  const plan = getFragmentData(InsuranceFieldsFragment, data?.myInsurance) ?? null;
  const options = useMemo(
    () =>
      (data?.payers ?? []).map((p) => ({
        id: p.key,
        text: p.known ? p.name : `${p.name} (from price files)`,
      })),
    [data?.payers],
  );
  const initial = planValues(plan);

  const submit = useSubmitGuard(async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    setNotice(null);
    try {
      const r = await save(toInput(values));
      setNotice(
        `Your plan with ${getFragmentData(InsuranceFieldsFragment, r.data?.saveInsurance)?.payerName ?? 'your insurer'} is saved. Price-file estimates now use it.`,
      );
    } catch (err) {
      // The server names its fields as the schema does (deductibleCents, ...): put them on the form's.
      const p = problemOf(err);
      const fields: Partial<Record<keyof Values, string>> = {};
      for (const [k, m] of Object.entries(p.fields)) if (FIELD_OF[k]) fields[FIELD_OF[k]] = m;
      helpers.setErrors(fields);
      helpers.setStatus({ kind: 'error', message: p.message });
    }
  });

  return (
    <section
      className="card settings-section"
      aria-labelledby="insurance-title"
      data-testid="insurance-section"
    >
      <h2 id="insurance-title">Your insurance</h2>
      <p>
        With your plan saved, hospital price-file prices show what you would likely pay: your deductible, then
        your coinsurance, plus your copay, never more than what is left of your out-of-pocket maximum. Without
        a plan we show the usual 20 % patient share.
      </p>
      {loading && !data ? <Spinner label="Loading your insurance" /> : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          Your insurance could not be loaded. Please reload the page.
        </p>
      ) : null}
      <div aria-live="polite">
        {notice ? (
          <p className="alert alert-success" role="status" data-testid="insurance-notice">
            {notice}
          </p>
        ) : null}
      </div>
      {data ? (
        <Formik
          // A new saved plan (or its removal) starts the form again from the server's values.
          key={plan ? plan.updatedAt : 'none'}
          initialValues={initial}
          validate={validate}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Your insurance">
              <FormStatus />
              {plan ? (
                <p className="muted" data-testid="insurance-saved">
                  Saved: {plan.payerName}
                  {plan.planName ? ` ${plan.planName}` : ''}, {formatCents(plan.deductibleRemainingCents)} of
                  the deductible and {formatCents(plan.oopRemainingCents)} of the out-of-pocket maximum left.
                </p>
              ) : null}
              <PlanFields options={options} />
              <FocusFirstError />
              <p className="settings-actions">
                <button type="submit" className="button" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving…' : 'Save my plan'}
                </button>
                {plan ? <RemovePlanButton disabled={isSubmitting} setNotice={setNotice} /> : null}
              </p>
            </Form>
          )}
        </Formik>
      ) : null}
    </section>
  );
}

/** The plan's fields: the insurer (from the payers list), the plan's name and its six amounts. */
function PlanFields({ options }: { options: { id: string; text: string }[] }) {
  return (
    <>
      <TagPickerField
        name="payer"
        label="Insurer"
        required
        options={options}
        placeholder="Type your insurer's name, then pick it"
      />
      <TextField
        name="planName"
        label="Plan name"
        hint="As hospitals publish it, for example PPO or HMO. Leave empty if you do not know it."
        autoComplete="off"
        maxLength={200}
      />
      <div className="settings-pair">
        <MaskedField
          name="deductible"
          label="Yearly deductible ($)"
          mask="money"
          required
          autoComplete="off"
        />
        <MaskedField
          name="deductibleRemaining"
          label="Deductible left this year ($)"
          mask="money"
          required
          autoComplete="off"
        />
        <TextField
          name="coinsurance"
          label="Coinsurance (%)"
          hint="Your share after the deductible, 0 to 100."
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <MaskedField
          name="copay"
          label="Copay per visit or stay ($)"
          mask="money"
          required
          autoComplete="off"
        />
        <MaskedField
          name="oopMax"
          label="Yearly out-of-pocket maximum ($)"
          mask="money"
          required
          autoComplete="off"
        />
        <MaskedField
          name="oopRemaining"
          label="Out-of-pocket left this year ($)"
          mask="money"
          required
          autoComplete="off"
        />
      </div>
    </>
  );
}
