/**
 * /upload and /upload/{visitId}: upload bills and describe the visit (spec part 2 §2–§5). Signed-out
 * visitors go to the account page. Step 0: choose files (drop zone or button, several at once; terms
 * shown). Step 1: the uploads' progress and the visit form (button "Submit"). Step 2: submitted, then
 * /thankyou/bill. Without a visit id the first uploaded file creates the visit (a draft, not listed as a
 * visit) and the others attach to it; submitting fills in that visit. With a visit id ("Add files") the
 * form opens with the visit and its bills, sends only what the user changed, and says what saving will
 * change before Submit (issue 25).
 */
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../router/RouteView';
import { useNavigate } from '../../router/Router';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import {
  FocusFirstError,
  FormStatus,
  ReadMarksScope,
  TagPickerField,
  TextField,
  showProblem,
  useSubmitGuard,
} from '../../components/forms';
import {
  UploadPicker,
  UploadProgress,
  formatBytes,
  useUploads,
  type UseUploads,
} from '../../components/uploads';
import { SignedIn } from '../dashboard/shared';
import {
  HospitalField,
  MoneyField,
  StarsField,
  StayDatesFields,
  VisitPickerField,
  useVisitPickers,
} from '../dashboard/fields';
import {
  EMPTY_VISIT,
  describeChanges,
  validateVisit,
  visitInput,
  visitValues,
  type SavedVisit,
  type VisitValues,
  diagnosesNote,
  diagnosesRequired,
} from './visit-form';
import { ReadingPanel } from '../../components/reading/ReadingPanel';
import { FIELD_LABELS, valuesFromReading } from './reading-values';
import { useSaveVisit, useUploadVisit } from './visit-data';
import { UnfinishedUploads } from './UnfinishedUploads';
import { useAbandonedDraftDiscard } from './useAbandonedDraftDiscard';
import { LineItems } from './LineItems';
import '../../components/uploads/uploads.css';

const STEPS = defineMessages({
  choose: { id: 'upload.steps.choose', defaultMessage: 'Choose files' },
  describe: { id: 'upload.steps.describe', defaultMessage: 'Describe the visit' },
  submitted: { id: 'upload.steps.submitted', defaultMessage: 'Submitted' },
});
/** How long the "submitted" step shows before the thank-you page. */
const SUBMITTED_PAUSE_MS = 1200;

export default function UploadScreen({ match }: ScreenProps) {
  const visitId = match.params[0];
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'upload.page.title', defaultMessage: 'Upload a bill' });
  usePageMeta(
    title,
    intl.formatMessage({
      id: 'upload.page.description',
      defaultMessage: 'Upload your medical bills and tell us about the visit.',
    }),
  );
  return (
    <SignedIn>
      <section className="page upload-page" aria-labelledby="upload-title">
        <h1 id="upload-title">
          {visitId
            ? intl.formatMessage({ id: 'upload.page.addTitle', defaultMessage: 'Add to your visit' })
            : title}
        </h1>
        {visitId ? <LoadVisit id={visitId} /> : <UploadFlow initial={EMPTY_VISIT} />}
      </section>
    </SignedIn>
  );
}

function LoadVisit({ id }: { id: string }) {
  const intl = useIntl();
  const { visit, error } = useUploadVisit(id);
  if (error)
    return (
      <>
        <p className="alert alert-error" role="alert">
          {error}
        </p>
        <Link to="/dashboard">
          <FormattedMessage id="upload.page.back" defaultMessage="Back to the dashboard" />
        </Link>
      </>
    );
  if (!visit)
    return (
      <Spinner
        label={intl.formatMessage({ id: 'upload.page.loading', defaultMessage: 'Loading the visit' })}
      />
    );
  return <UploadFlow visit={visit} initial={visitValues(visit)} />;
}

function Steps({ step }: { step: number }) {
  const intl = useIntl();
  return (
    <ol
      className="upload-steps"
      aria-label={intl.formatMessage({ id: 'upload.steps.label', defaultMessage: 'Steps' })}
    >
      {Object.values(STEPS).map((s, i) => (
        <li key={s.id} aria-current={i === step ? 'step' : undefined}>
          <FormattedMessage
            id="upload.steps.step"
            defaultMessage="{n}. {step}"
            values={{ n: i + 1, step: intl.formatMessage(s) }}
          />
        </li>
      ))}
    </ol>
  );
}

/** What Submit will change on a saved visit, said before it is pressed (issue 25). */
function ChangesSummary({
  values,
  initial,
  files,
}: {
  values: VisitValues;
  initial: VisitValues;
  files: number;
}) {
  const changes = describeChanges(values, initial);
  const list = changes.join('; ');
  return (
    <p className="changes-summary" role="status" data-testid="changes-summary">
      {changes.length ? (
        <FormattedMessage
          id="upload.changes.some"
          defaultMessage="Saving {files, plural, =0 {} one {adds # file to the visit and } other {adds # files to the visit and }}changes: {list}."
          values={{ files, list }}
        />
      ) : (
        <FormattedMessage
          id="upload.changes.none"
          defaultMessage="Saving {files, plural, =0 {changes nothing} one {adds # file to the visit and changes nothing else} other {adds # files to the visit and changes nothing else}} of the visit or its bills."
          values={{ files }}
        />
      )}
    </p>
  );
}

type Uploaded = { id: string; name: string }[];

/** The step shown, the uploads (the first file makes the draft visit), and what they uploaded. */
function useUploadSteps(visit: SavedVisit | undefined) {
  const [step, setStep] = useState(visit ? 1 : 0);
  const [uploaded, setUploaded] = useState<Uploaded>([]);
  const draft = useAbandonedDraftDiscard();
  const uploads = useUploads({
    targetId: visit?.id ?? null,
    onUploaded: (item) =>
      item.fileId && setUploaded((list) => [...list, { id: item.fileId!, name: item.name }]),
    onTarget: visit ? undefined : draft.track,
  });
  const choose = (files: File[]) => {
    uploads.add(files);
    setStep(1);
  };
  return { step, setStep, uploaded, uploads, choose, submitted: draft.submitted };
}
function SubmittedStep() {
  return (
    <>
      <Steps step={2} />
      <p className="alert alert-success" role="status">
        <FormattedMessage
          id="upload.page.submitted"
          defaultMessage="Submitted. Thank you! Your visit and bills are saved."
        />
      </p>
    </>
  );
}

function FirstStep({ onFiles }: { onFiles: (files: File[]) => void }) {
  return (
    <>
      <Steps step={0} />
      <p className="lead">
        <FormattedMessage
          id="upload.page.lead"
          defaultMessage="Upload the bills of one visit (each page, or the whole PDF), then tell us about the visit."
        />
      </p>
      <UnfinishedUploads />
      <UploadPicker onFiles={onFiles} />
    </>
  );
}

/** The files a saved visit already has, named as uploaded. */
function AlreadyOnVisit({ files }: { files: SavedVisit['files'] }) {
  return (
    <p className="muted">
      <FormattedMessage
        id="upload.page.already"
        defaultMessage="Already on this visit: {files}."
        values={{
          files: (
            <span translate="no">{files.map((f) => `${f.text} (${formatBytes(f.size)})`).join(', ')}</span>
          ),
        }}
      />
    </p>
  );
}

function UploadFlow({ visit, initial }: { visit?: SavedVisit; initial: VisitValues }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const { step, setStep, uploaded, uploads, choose, submitted } = useUploadSteps(visit);
  const current = useMemo(
    () => ({
      diagnoses: visit?.diagnoses ?? [],
      procedures: visit?.procedures ?? [],
      conditions: visit?.conditions ?? [],
    }),
    [visit],
  );
  const pickers = useVisitPickers(current);
  const saveVisit = useSaveVisit();

  const submit = useSubmitGuard<VisitValues>(async (values, helpers) => {
    helpers.setStatus(undefined);
    const input = visitInput(
      values,
      initial,
      pickers.tags,
      uploaded.map((f) => f.id),
    );
    try {
      await saveVisit(uploads.targetId, input);
    } catch (err) {
      showProblem(err, helpers);
      return;
    }
    submitted.current = true;
    setStep(2);
    window.setTimeout(() => navigate('/thankyou/bill'), SUBMITTED_PAUSE_MS);
    return true;
  });

  if (step === 2) return <SubmittedStep />;

  if (step === 0) return <FirstStep onFiles={choose} />;

  return (
    <>
      <Steps step={1} />
      {visit?.files.length ? <AlreadyOnVisit files={visit.files} /> : null}
      <UploadProgress items={uploads.items} onCancel={uploads.cancel} />
      <UploadPicker
        onFiles={uploads.add}
        label={intl.formatMessage({ id: 'upload.picker.addMore', defaultMessage: 'Add more files' })}
        terms={!uploads.items.length}
      />
      <ReadMarksScope>
        <Formik<VisitValues>
          initialValues={initial}
          validate={(v) => validateVisit(v, pickers.diagnoses.toTags)}
          onSubmit={submit}
        >
          <VisitForm
            visit={visit}
            initial={initial}
            uploaded={uploaded}
            uploads={uploads}
            pickers={pickers}
          />
        </Formik>
      </ReadMarksScope>
    </>
  );
}

/** The form's labels (those also naming the fields in the reading's notes share their ids). */
const FIELDS = {
  ...FIELD_LABELS,
  ...defineMessages({
    codesPlaceholder: { id: 'upload.form.codesPlaceholder', defaultMessage: 'Type a code, then Enter' },
    body: { id: 'upload.form.review', defaultMessage: 'Your review' },
    insurance: { id: 'upload.form.insurance', defaultMessage: 'Insurance company' },
    submit: { id: 'upload.form.submit', defaultMessage: 'Submit' },
  }),
};

/** The visit's own bill: its amounts and the codes printed on it. */
function OwnBillFields() {
  const intl = useIntl();
  const t = (m: keyof typeof FIELDS) => intl.formatMessage(FIELDS[m]);
  return (
    <>
      <div className="form-row">
        <MoneyField name="payIns" label={t('payIns')} />
        <MoneyField name="pay" label={t('pay')} />
        <MoneyField name="total" label={t('total')} required />
      </div>
      <TagPickerField name="codes" label={t('codes')} multiple freeText placeholder={t('codesPlaceholder')} />
      <p className="field-hint muted codes-hint">
        <FormattedMessage
          id="upload.form.codesHint"
          defaultMessage="As printed on the bill, for example MS-DRG 470. With the MS-DRG the bill check can judge the bill, and the diagnoses are optional."
        />
      </p>
    </>
  );
}

/** The form "About the visit" (inside its Formik). */
function VisitForm({
  visit,
  initial,
  uploaded,
  uploads,
  pickers,
}: {
  visit?: SavedVisit;
  initial: VisitValues;
  uploaded: Uploaded;
  uploads: UseUploads;
  pickers: ReturnType<typeof useVisitPickers>;
}) {
  const { values, isSubmitting } = useFormikContext<VisitValues>();
  const intl = useIntl();
  const t = (m: keyof typeof FIELDS) => intl.formatMessage(FIELDS[m]);
  return (
    <Form
      noValidate
      aria-label={intl.formatMessage({ id: 'upload.form.label', defaultMessage: 'About the visit' })}
      className="record-form"
    >
      <FormStatus />
      <FocusFirstError />
      <ReadingPanel<VisitValues> files={uploaded} fill={valuesFromReading} saveLabel={t('submit')} />
      <VisitPickerField
        name="diagnoses"
        options={pickers.diagnoses.options}
        required={diagnosesRequired(values)}
        note={intl.formatMessage(diagnosesNote(values))}
      />
      <VisitPickerField name="procedures" options={pickers.procedures.options} />
      <HospitalField
        label={t('clinic')}
        textName="clinic"
        required
        initial={
          visit?.providerId
            ? { id: visit.providerId, name: visit.providerName ?? '', city: '', state: '' }
            : null
        }
      />
      <StayDatesFields admittedRequired />
      <StarsField />
      <TextField name="body" label={t('body')} multiline />
      <TextField name="insurance" label={t('insurance')} autoComplete="off" />
      <VisitPickerField name="conditions" options={pickers.conditions.options} />
      {values.ownBill ? <OwnBillFields /> : null}
      <LineItems ownBill={values.ownBill} lines={values.lines} uploaded={uploaded} />
      {visit ? <ChangesSummary values={values} initial={initial} files={uploaded.length} /> : null}
      {uploads.busy ? (
        <p className="muted" role="status">
          <FormattedMessage id="upload.form.wait" defaultMessage="Please wait for the uploads to finish." />
        </p>
      ) : null}
      <p className="actions">
        <button type="submit" className="button" disabled={isSubmitting || uploads.busy}>
          {isSubmitting
            ? intl.formatMessage({ id: 'upload.form.submitting', defaultMessage: 'Submitting…' })
            : t('submit')}
        </button>
        <Link to="/dashboard">
          <FormattedMessage id="upload.form.cancel" defaultMessage="Cancel" />
        </Link>
      </p>
    </Form>
  );
}
