/**
 * The landing pop-up wizard for a signed-in user who chose "Start on a bill" (spec part 2 §2–§4). Step 1:
 * the visit form (the clinic picked from the hospital directory, or its name typed; diagnoses, procedure, admitted,
 * departed, conditions, bill type; paid by insurance and paid by you, both required). Step 2: check and
 * submit. Step 3: thank you. It creates an event with one bill (saveEvent with one line).
 */
import { Formik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useWizardSaveEvent } from './mutations';
import { showProblem } from '../../components/forms';
import { useVisitPickers } from '../dashboard/fields';
import {
  EMPTY,
  ReviewStep,
  VisitStep,
  WizardThanks,
  validateWizard,
  wizardInput,
  type WizardValues,
} from './wizard-steps';
import './wizard.css';

const STEPS = defineMessages({
  visit: { id: 'home.wizard.step.visit', defaultMessage: 'Your visit' },
  submit: { id: 'home.wizard.step.submit', defaultMessage: 'Submit' },
  thanks: { id: 'home.wizard.step.thanks', defaultMessage: 'Thank you' },
});

export default function StartBillWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [step, setStep] = useState(1);
  const [saved, setSaved] = useState<{ id: string; name: string; totalCents: number } | null>(null);
  const [save] = useWizardSaveEvent();
  const pickers = useVisitPickers();
  const intl = useIntl();
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      setStep(1);
      setSaved(null);
      d.showModal();
    }
    if (!open && d.open) d.close();
  }, [open]);

  const input = (v: WizardValues) =>
    wizardInput(v, pickers, intl.formatMessage({ id: 'home.wizard.visitName', defaultMessage: 'Visit' }));

  return (
    <dialog ref={dialog} className="wizard" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="wizard-head">
        <h2 id={`${id}-title`}>
          <FormattedMessage id="home.wizard.title" defaultMessage="Start on a bill" />
        </h2>
        <button type="button" className="button secondary" onClick={onClose}>
          <FormattedMessage id="home.wizard.close" defaultMessage="Close" />
        </button>
      </div>
      <ol
        className="upload-steps"
        aria-label={intl.formatMessage({ id: 'home.wizard.steps', defaultMessage: 'Steps' })}
      >
        {[STEPS.visit, STEPS.submit, STEPS.thanks].map((s, i) => (
          <li key={s.id} aria-current={i + 1 === step ? 'step' : undefined}>
            <FormattedMessage
              id="home.wizard.step"
              defaultMessage="{number}. {name}"
              values={{ number: i + 1, name: intl.formatMessage(s) }}
            />
          </li>
        ))}
      </ol>
      {step === 3 && saved ? (
        <WizardThanks saved={saved} onClose={onClose} />
      ) : (
        <Formik<WizardValues>
          initialValues={EMPTY}
          validate={(v) => validateWizard(v, pickers, intl)}
          onSubmit={async (values, helpers) => {
            if (step === 1) {
              setStep(2);
              helpers.setTouched({}, false);
              return;
            }
            helpers.setStatus(undefined);
            try {
              const r = await save(input(values));
              const e = r.data?.saveEvent.event;
              if (e) setSaved({ id: e.id, name: e.name, totalCents: e.totalCents });
              setStep(3);
            } catch (err) {
              showProblem(err, helpers);
            }
          }}
        >
          {({ values, isSubmitting }) =>
            step === 1 ? (
              <VisitStep {...pickers} />
            ) : (
              <ReviewStep
                values={values}
                isSubmitting={isSubmitting}
                diagnoses={pickers.diagnoses}
                onBack={() => setStep(1)}
              />
            )
          }
        </Formik>
      )}
    </dialog>
  );
}
