import { useState } from 'react';
import { letterDateOf } from '@fp/domain';
import { Link } from '../../router/Link';
import { problemOf } from '../../lib/auth';
import { useConfirm } from '../../components/ConfirmDialog';
import { useDiscardDraft, useDraftVisits } from './visit-data';

/**
 * Uploads the user left before submitting the form (issue 25): they are not visits yet, so they are
 * offered here, to finish (the form with its files) or discard (the files are deleted).
 */
export function UnfinishedUploads() {
  const loaded = useDraftVisits();
  const [gone, setGone] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const { ask, dialog } = useConfirm();
  const discardDraft = useDiscardDraft();
  const drafts = loaded.filter((d) => !gone.includes(d.id));
  const discard = async (id: string) => {
    if (!(await ask('Discard this upload and delete its files?', 'Discard it'))) return;
    setBusy(id);
    try {
      await discardDraft(id);
    } catch (err) {
      return setProblem(problemOf(err).message);
    } finally {
      setBusy(undefined);
    }
    setProblem(undefined);
    setGone((list) => [...list, id]);
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
            {letterDateOf(new Date(d.createdAt as string))}.{' '}
            <Link to={`/upload/${d.id}`}>Finish this upload</Link>{' '}
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
