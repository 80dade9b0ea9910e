/**
 * /upload and /upload/{visitId}: upload bills and describe the visit (spec part 2 §2–§5). Signed-out
 * visitors go to the account page. Step 0: choose files (drop zone or button, several at once; terms
 * shown). Step 1: the uploads' progress and the visit form (button "Submit"). Step 2: submitted, then
 * /thankyou/bill. Without a visit id the first uploaded file creates the visit (a draft, not listed as a
 * visit) and the others attach to it; submitting fills in that visit. With a visit id ("Add files") the
 * form opens with the visit and its bills, sends only what the user changed, and says what saving will
 * change before Submit (issue 25).
 */
import { Field, FieldArray, Form, Formik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { letterDateOf } from '@fp/domain';
import type { ScreenProps } from '../../router/RouteView';
import { useNavigate } from '../../router/Router';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { api, csrfToken } from '../../lib/api';
import { Spinner } from '../../components/Spinner';
import { useConfirm } from '../../components/ConfirmDialog';
import {
  FocusFirstError,
  FormStatus,
  ReadMarksScope,
  TagPickerField,
  TextField,
  useSubmitGuard,
} from '../../components/forms';
import { UploadPicker, UploadProgress, formatBytes, useUploads } from '../../components/uploads';
import { SignedIn } from '../dashboard/shared';
import {
  HospitalField,
  MoneyField,
  StarsField,
  StayDatesFields,
  VisitPickerField,
  BillTypeField,
  useVisitPickers,
} from '../dashboard/fields';
import {
  EMPTY_LINE,
  EMPTY_VISIT,
  describeChanges,
  validateVisit,
  visitBody,
  visitValues,
  type VisitJson,
  type VisitValues,
  diagnosesNote,
  diagnosesRequired,
} from './visit-form';
import { ReadingPanel } from '../../components/reading/ReadingPanel';
import { valuesFromReading } from './reading-values';
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
  const [state, setState] = useState<{ visit?: VisitJson; error?: string }>({});
  useEffect(() => {
    let live = true;
    void api<VisitJson>(`/api/json/crud/get/visit/${encodeURIComponent(id)}`).then((r) => {
      if (!live) return;
      setState(r.error ? { error: r.message } : { visit: r.data });
    });
    return () => {
      live = false;
    };
  }, [id]);
  if (state.error)
    return (
      <>
        <p className="alert alert-error" role="alert">
          {state.error}
        </p>
        <Link to="/dashboard">Back to the dashboard</Link>
      </>
    );
  if (!state.visit) return <Spinner label="Loading the visit" />;
  return <UploadFlow visit={state.visit} initial={visitValues(state.visit)} />;
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

interface DraftJson {
  id: string;
  created: string;
  files: number;
}

/**
 * Uploads the user left before submitting the form (issue 25): they are not visits yet, so they are
 * offered here, to finish (the form with its files) or discard (the files are deleted).
 */
function UnfinishedUploads() {
  const [drafts, setDrafts] = useState<DraftJson[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const { ask, dialog } = useConfirm();
  useEffect(() => {
    let live = true;
    void api<{ hits: DraftJson[] }>('/api/json/crud/drafts/visit').then((r) => {
      if (live && !r.error) setDrafts(r.data.hits);
    });
    return () => {
      live = false;
    };
  }, []);
  const discard = async (id: string) => {
    if (!(await ask('Discard this upload and delete its files?', 'Discard it'))) return;
    setBusy(id);
    const r = await api(`/api/crud/delete/event/${encodeURIComponent(id)}`, {}, 'DELETE');
    setBusy(undefined);
    if (r.error) return setProblem(r.message);
    setProblem(undefined);
    setDrafts((list) => list.filter((d) => d.id !== id));
  };
  if (!drafts.length) return null;
  return (
    <section className="unfinished-uploads" aria-labelledby="unfinished-title">
      {dialog}
      <h2 id="unfinished-title">Uploads you did not finish</h2>
      <ul>
        {drafts.map((d) => (
          <li key={d.id}>
            {d.files === 1 ? '1 file' : `${d.files} files`}, uploaded{' '}
            {letterDateOf(new Date(d.created))}
            . <Link to={`/upload/${d.id}`}>Finish this upload</Link>{' '}
            <button
              type="button"
              className="link-button danger"
              disabled={busy === d.id}
              onClick={() => void discard(d.id)}
            >
              Discard it
            </button>
          </li>
        ))}
      </ul>
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A new upload's draft visit (made by its first file) that is left without Submit (the tab closed, another
 * page opened, a failed submit given up) is deleted with its files at once (issue 41): it would otherwise
 * stay hidden from the dashboard but in the export. A keep-alive request, since the page is going; the
 * server deletes the drafts this misses (a crash, no network) after a day (RecordsService
 * sweepAbandonedDrafts). Leaving for the browser's back-forward cache keeps it: the page may come back.
 * Nothing saved is touched: a saved visit is never a draft. Answers the flag Submit sets.
 */
function useAbandonedDraftDiscard(draftId: string | null) {
  const submitted = useRef(false);
  const draft = useRef<{ id: string; token: string | null } | null>(null);
  useEffect(() => {
    if (!draftId) return;
    const current = { id: draftId, token: null as string | null };
    draft.current = current;
    // The token is known now (the upload used it): at pagehide there is no time to ask for it.
    void csrfToken().then((t) => (current.token = t));
  }, [draftId]);
  useEffect(() => {
    const discard = () => {
      const d = draft.current;
      if (!d || submitted.current || !d.token) return;
      draft.current = null;
      void fetch(`/api/crud/delete/event/${encodeURIComponent(d.id)}`, {
        method: 'DELETE',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'x-csrf-token': d.token },
      }).catch(() => undefined);
    };
    const onPageHide = (e: PageTransitionEvent) => {
      if (!e.persisted) discard();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      discard();
    };
  }, []);
  return submitted;
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

function UploadFlow({ visit, initial }: { visit?: VisitJson; initial: VisitValues }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(visit ? 1 : 0);
  const [uploaded, setUploaded] = useState<{ id: string; name: string }[]>([]);
  const uploads = useUploads({
    targetId: visit?.id ?? null,
    onUploaded: (item) =>
      item.fileId && setUploaded((list) => [...list, { id: item.fileId!, name: item.name }]),
  });
  const current = useMemo(
    () => ({
      diagnoses: visit?.diagnoses ?? [],
      procedures: visit?.procedures ?? [],
      conditions: visit?.conditions ?? [],
    }),
    [visit],
  );
  const { diagnoses, procedures, conditions, tags } = useVisitPickers(current);
  const submitted = useAbandonedDraftDiscard(visit ? null : uploads.targetId);

  const choose = (files: File[]) => {
    uploads.add(files);
    setStep(1);
  };

  const submit = useSubmitGuard<VisitValues>(async (values, helpers) => {
    helpers.setStatus(undefined);
    const id = uploads.targetId;
    const body = visitBody(
      values,
      initial,
      tags,
      uploaded.map((f) => f.id),
    );
    const res = await api<VisitJson>(
      id ? `/api/json/crud/update/visit/${encodeURIComponent(id)}` : '/api/json/crud/save/visit',
      body,
    );
    if (res.error) {
      if (res.fields) helpers.setErrors(res.fields as never);
      helpers.setStatus({ kind: 'error', message: res.message });
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
          validate={(v) => validateVisit(v, diagnoses.toTags)}
          onSubmit={submit}
        >
          {({ values, isSubmitting }) => (
            <Form noValidate aria-label="About the visit" className="record-form">
              <FormStatus />
              <FocusFirstError />
              <ReadingPanel<VisitValues> files={uploaded} fill={valuesFromReading} saveLabel="Submit" />
              <VisitPickerField
                name="diagnoses"
                options={diagnoses.options}
                required={diagnosesRequired(values)}
                note={diagnosesNote(values)}
              />
              <VisitPickerField name="procedures" options={procedures.options} />
              <HospitalField
                label="Clinic or hospital"
                textName="clinic"
                required
                initial={
                  visit?.provider_id
                    ? { id: visit.provider_id, name: visit.provider_name ?? '', city: '', state: '' }
                    : null
                }
              />
              <StayDatesFields admittedRequired />
              <StarsField />
              <TextField name="body" label="Your review" multiline />
              <TextField name="insurance" label="Insurance company" autoComplete="off" />
              <VisitPickerField name="conditions" options={conditions.options} />
              {values.ownBill ? (
                <div className="form-row">
                  <MoneyField name="payIns" label="Paid by insurance" />
                  <MoneyField name="pay" label="Paid by you (amount due)" />
                  <MoneyField name="total" label="Total" required />
                </div>
              ) : null}
              {values.ownBill ? (
                <>
                  <TagPickerField
                    name="codes"
                    label="Billing codes"
                    multiple
                    freeText
                    placeholder="Type a code, then Enter"
                  />
                  <p className="field-hint muted codes-hint">
                    As printed on the bill, for example MS-DRG 470. With the MS-DRG the bill check can judge
                    the bill, and the diagnoses are optional.
                  </p>
                </>
              ) : null}
              <FieldArray name="lines">
                {({ push, remove }) => (
                  <fieldset className="line-items">
                    <legend>{values.ownBill ? 'Line items (optional)' : 'Bills of this visit'}</legend>
                    <p className="muted small">
                      {values.ownBill
                        ? 'Each line becomes a bill of the visit; a line without a total is skipped.'
                        : 'Each bill keeps its status, due date, codes and note. A new line becomes a new bill; a new line without a total is skipped.'}
                    </p>
                    {values.lines.map((_, i) => (
                      <div className="line-item" key={i} role="group" aria-label={`Line item ${i + 1}`}>
                        <div className="form-row">
                          <BillTypeField name={`lines.${i}.billType`} />
                          <MoneyField name={`lines.${i}.payIns`} label="Paid by insurance" />
                          <MoneyField name={`lines.${i}.pay`} label="Paid by you" />
                          <MoneyField name={`lines.${i}.total`} label="Total" />
                        </div>
                        {uploaded.length ? (
                          <fieldset className="line-files">
                            <legend>Files of this line</legend>
                            {uploaded.map((f) => (
                              <label key={f.id} className="checkbox">
                                <Field type="checkbox" name={`lines.${i}.files`} value={f.id} /> {f.name}
                              </label>
                            ))}
                          </fieldset>
                        ) : null}
                        {/* A saved bill is deleted from its own page, not here. */}
                        {values.lines[i].id ? null : (
                          <button type="button" className="link-button danger" onClick={() => remove(i)}>
                            Remove line {i + 1}
                          </button>
                        )}
                      </div>
                    ))}
                    <button
                      type="button"
                      className="button secondary"
                      onClick={() => push({ ...EMPTY_LINE })}
                    >
                      Add a line item
                    </button>
                  </fieldset>
                )}
              </FieldArray>
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
          )}
        </Formik>
      </ReadMarksScope>
    </>
  );
}
