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
import { valuesFromReading } from './reading-values';
import { useSaveVisit, useUploadVisit } from './visit-data';
import { UnfinishedUploads } from './UnfinishedUploads';
import { useAbandonedDraftDiscard } from './useAbandonedDraftDiscard';
import { LineItems } from './LineItems';
import '../../components/uploads/uploads.css';

const STEPS = ['Choose files', 'Describe the visit', 'Submitted'];
/** How long the "submitted" step shows before the thank-you page. */
const SUBMITTED_PAUSE_MS = 1200;

export default function UploadScreen({ match }: ScreenProps) {
  const visitId = match.params[0];
  usePageMeta('Upload a bill', 'Upload your medical bills and tell us about the visit.');
  return (
    <SignedIn>
      <section className="page upload-page" aria-labelledby="upload-title">
        <h1 id="upload-title">{visitId ? 'Add to your visit' : 'Upload a bill'}</h1>
        {visitId ? <LoadVisit id={visitId} /> : <UploadFlow initial={EMPTY_VISIT} />}
      </section>
    </SignedIn>
  );
}

function LoadVisit({ id }: { id: string }) {
  const { visit, error } = useUploadVisit(id);
  if (error)
    return (
      <>
        <p className="alert alert-error" role="alert">
          {error}
        </p>
        <Link to="/dashboard">Back to the dashboard</Link>
      </>
    );
  if (!visit) return <Spinner label="Loading the visit" />;
  return <UploadFlow visit={visit} initial={visitValues(visit)} />;
}

function Steps({ step }: { step: number }) {
  return (
    <ol className="upload-steps" aria-label="Steps">
      {STEPS.map((s, i) => (
        <li key={s} aria-current={i === step ? 'step' : undefined}>
          {i + 1}. {s}
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
  const adds = files ? `adds ${files === 1 ? '1 file' : `${files} files`} to the visit and ` : '';
  return (
    <p className="changes-summary" role="status" data-testid="changes-summary">
      {changes.length
        ? `Saving ${adds}changes: ${changes.join('; ')}.`
        : `Saving ${adds}changes nothing${adds ? ' else' : ''} of the visit or its bills.`}
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

function UploadFlow({ visit, initial }: { visit?: SavedVisit; initial: VisitValues }) {
  const navigate = useNavigate();
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

  if (step === 2)
    return (
      <>
        <Steps step={2} />
        <p className="alert alert-success" role="status">
          Submitted. Thank you! Your visit and bills are saved.
        </p>
      </>
    );

  if (step === 0)
    return (
      <>
        <Steps step={0} />
        <p className="lead">
          Upload the bills of one visit (each page, or the whole PDF), then tell us about the visit.
        </p>
        <UnfinishedUploads />
        <UploadPicker onFiles={choose} />
      </>
    );

  return (
    <>
      <Steps step={1} />
      {visit?.files.length ? (
        <p className="muted">
          Already on this visit: {visit.files.map((f) => `${f.text} (${formatBytes(f.size)})`).join(', ')}.
        </p>
      ) : null}
      <UploadProgress items={uploads.items} onCancel={uploads.cancel} />
      <UploadPicker onFiles={uploads.add} label="Add more files" terms={!uploads.items.length} />
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

/** The visit's own bill: its amounts and the codes printed on it. */
function OwnBillFields() {
  return (
    <>
      <div className="form-row">
        <MoneyField name="payIns" label="Paid by insurance" />
        <MoneyField name="pay" label="Paid by you (amount due)" />
        <MoneyField name="total" label="Total" required />
      </div>
      <TagPickerField
        name="codes"
        label="Billing codes"
        multiple
        freeText
        placeholder="Type a code, then Enter"
      />
      <p className="field-hint muted codes-hint">
        As printed on the bill, for example MS-DRG 470. With the MS-DRG the bill check can judge the bill, and
        the diagnoses are optional.
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
  return (
    <Form noValidate aria-label="About the visit" className="record-form">
      <FormStatus />
      <FocusFirstError />
      <ReadingPanel<VisitValues> files={uploaded} fill={valuesFromReading} saveLabel="Submit" />
      <VisitPickerField
        name="diagnoses"
        options={pickers.diagnoses.options}
        required={diagnosesRequired(values)}
        note={diagnosesNote(values)}
      />
      <VisitPickerField name="procedures" options={pickers.procedures.options} />
      <HospitalField
        label="Clinic or hospital"
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
      <TextField name="body" label="Your review" multiline />
      <TextField name="insurance" label="Insurance company" autoComplete="off" />
      <VisitPickerField name="conditions" options={pickers.conditions.options} />
      {values.ownBill ? <OwnBillFields /> : null}
      <LineItems ownBill={values.ownBill} lines={values.lines} uploaded={uploaded} />
      {visit ? <ChangesSummary values={values} initial={initial} files={uploaded.length} /> : null}
      {uploads.busy ? (
        <p className="muted" role="status">
          Please wait for the uploads to finish.
        </p>
      ) : null}
      <p className="actions">
        <button type="submit" className="button" disabled={isSubmitting || uploads.busy}>
          {isSubmitting ? 'Submitting…' : 'Submit'}
        </button>
        <Link to="/dashboard">Cancel</Link>
      </p>
    </Form>
  );
}
