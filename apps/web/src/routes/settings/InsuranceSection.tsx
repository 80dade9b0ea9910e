/**
 * "Your insurance" on the settings screen: the user's health plan, used for the personal estimate beside
 * hospital price-file prices (the map's detail popup and /procedures). The insurer is picked from the
 * normalised payer list; money is typed in dollars and sent in integer cents; the form is checked with the
 * same yup schema the server's saveInsurance uses (insuranceSchema in @fp/domain).
 */
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  setNotice: (notice: ReactNode) => void;
}) {
  const [remove] = useDeleteInsurance();
  const intl = useIntl();
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
          setNotice(
            <FormattedMessage
              id="settings.insurance.removed"
              defaultMessage="Your plan is removed. Estimates use the 20 % patient share again."
            />,
          );
        } catch (err) {
          setStatus({
            kind: 'error',
            message:
              err instanceof Error
                ? err.message
                : intl.formatMessage({
                    id: 'settings.insurance.removeFailed',
                    defaultMessage: 'The plan could not be removed. Please try again.',
                  }),
          });
        }
      }}
    >
      <FormattedMessage id="settings.insurance.remove" defaultMessage="Remove my plan" />
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
  const [notice, setNotice] = useState<ReactNode>(null);
  const intl = useIntl();
  const plan = getFragmentData(InsuranceFieldsFragment, data?.myInsurance) ?? null;
  const options = usePayerOptions(data?.payers);
  const initial = planValues(plan);

  const submit = useSubmitGuard(async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    setNotice(null);
    try {
      const r = await save(toInput(values));
      const payer = getFragmentData(InsuranceFieldsFragment, r.data?.saveInsurance)?.payerName;
      setNotice(<SavedNotice payer={payer} />);
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
      <h2 id="insurance-title">
        <FormattedMessage id="settings.insurance.title" defaultMessage="Your insurance" />
      </h2>
      <InsuranceIntro loading={loading && !data} failed={Boolean(error)} />
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
            <Form
              noValidate
              aria-label={intl.formatMessage({
                id: 'settings.insurance.title',
                defaultMessage: 'Your insurance',
              })}
            >
              <FormStatus />
              {plan ? <SavedSummary plan={plan} /> : null}
              <PlanFields options={options} />
              <FocusFirstError />
              <p className="settings-actions">
                <button type="submit" className="button" disabled={isSubmitting}>
                  {isSubmitting ? (
                    <FormattedMessage id="settings.insurance.saving" defaultMessage="Saving…" />
                  ) : (
                    <FormattedMessage id="settings.insurance.save" defaultMessage="Save my plan" />
                  )}
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

/** The insurers to pick from; one known only from hospitals' price files says so. */
function usePayerOptions(payers: { key: string; name: string; known: boolean }[] | undefined) {
  const intl = useIntl();
  return useMemo(
    () =>
      (payers ?? []).map((p) => ({
        id: p.key,
        text: p.known
          ? p.name
          : intl.formatMessage(
              { id: 'settings.insurance.fromPriceFiles', defaultMessage: '{name} (from price files)' },
              { name: p.name },
            ),
      })),
    [payers, intl],
  );
}

/** What the section is for, and whether it is loading or failed to load. */
function InsuranceIntro({ loading, failed }: { loading: boolean; failed: boolean }) {
  const intl = useIntl();
  return (
    <>
      <p>
        <FormattedMessage
          id="settings.insurance.what"
          defaultMessage="With your plan saved, hospital price-file prices show what you would likely pay: your deductible, then your coinsurance, plus your copay, never more than what is left of your out-of-pocket maximum. Without a plan we show the usual 20 % patient share."
        />
      </p>
      {loading ? (
        <Spinner
          label={intl.formatMessage({
            id: 'settings.insurance.loading',
            defaultMessage: 'Loading your insurance',
          })}
        />
      ) : null}
      {failed ? (
        <p className="alert alert-error" role="alert">
          <FormattedMessage
            id="settings.insurance.loadFailed"
            defaultMessage="Your insurance could not be loaded. Please reload the page."
          />
        </p>
      ) : null}
    </>
  );
}

/** Said once a plan is saved. */
function SavedNotice({ payer }: { payer: string | undefined }) {
  return payer ? (
    <FormattedMessage
      id="settings.insurance.saved"
      defaultMessage="Your plan with <data>{payer}</data> is saved. Price-file estimates now use it."
      values={{ payer, data: (chunks) => <span translate="no">{chunks}</span> }}
    />
  ) : (
    <FormattedMessage
      id="settings.insurance.savedNoPayer"
      defaultMessage="Your plan with your insurer is saved. Price-file estimates now use it."
    />
  );
}

/** The saved plan in one line: who, and what is left of the deductible and the out-of-pocket maximum. */
function SavedSummary({ plan }: { plan: SavedPlan }) {
  return (
    <p className="muted" data-testid="insurance-saved">
      <FormattedMessage
        id="settings.insurance.savedPlan"
        defaultMessage="Saved: <data>{plan}</data>, {deductible} of the deductible and {oop} of the out-of-pocket maximum left."
        values={{
          plan: plan.planName ? `${plan.payerName} ${plan.planName}` : plan.payerName,
          deductible: formatCents(plan.deductibleRemainingCents),
          oop: formatCents(plan.oopRemainingCents),
          data: (chunks) => <span translate="no">{chunks}</span>,
        }}
      />
    </p>
  );
}

/** The plan's fields: the insurer (from the payers list), the plan's name and its six amounts. */
function PlanFields({ options }: { options: { id: string; text: string }[] }) {
  const intl = useIntl();
  return (
    <>
      <TagPickerField
        name="payer"
        label={intl.formatMessage({ id: 'settings.insurance.insurer', defaultMessage: 'Insurer' })}
        required
        options={options}
        placeholder={intl.formatMessage({
          id: 'settings.insurance.insurerPlaceholder',
          defaultMessage: "Type your insurer's name, then pick it",
        })}
      />
      <TextField
        name="planName"
        label={intl.formatMessage({ id: 'settings.insurance.planName', defaultMessage: 'Plan name' })}
        hint={intl.formatMessage({
          id: 'settings.insurance.planNameHint',
          defaultMessage:
            'As hospitals publish it, for example PPO or HMO. Leave empty if you do not know it.',
        })}
        autoComplete="off"
        maxLength={200}
      />
      <div className="settings-pair">
        <MaskedField
          name="deductible"
          label={intl.formatMessage({
            id: 'settings.insurance.deductible',
            defaultMessage: 'Yearly deductible ($)',
          })}
          mask="money"
          required
          autoComplete="off"
        />
        <MaskedField
          name="deductibleRemaining"
          label={intl.formatMessage({
            id: 'settings.insurance.deductibleLeft',
            defaultMessage: 'Deductible left this year ($)',
          })}
          mask="money"
          required
          autoComplete="off"
        />
        <TextField
          name="coinsurance"
          label={intl.formatMessage({
            id: 'settings.insurance.coinsurance',
            defaultMessage: 'Coinsurance (%)',
          })}
          hint={intl.formatMessage({
            id: 'settings.insurance.coinsuranceHint',
            defaultMessage: 'Your share after the deductible, 0 to 100.',
          })}
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <MaskedField
          name="copay"
          label={intl.formatMessage({
            id: 'settings.insurance.copay',
            defaultMessage: 'Copay per visit or stay ($)',
          })}
          mask="money"
          required
          autoComplete="off"
        />
        <MaskedField
          name="oopMax"
          label={intl.formatMessage({
            id: 'settings.insurance.oopMax',
            defaultMessage: 'Yearly out-of-pocket maximum ($)',
          })}
          mask="money"
          required
          autoComplete="off"
        />
        <MaskedField
          name="oopRemaining"
          label={intl.formatMessage({
            id: 'settings.insurance.oopLeft',
            defaultMessage: 'Out-of-pocket left this year ($)',
          })}
          mask="money"
          required
          autoComplete="off"
        />
      </div>
    </>
  );
}
