import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { SPACE } from '../../components/text';
import { DAY } from '../../components/uploads';
import { Link } from '../../router/Link';
import { problemOf } from '../../lib/auth';
import { useConfirm } from '../../components/ConfirmDialog';
import { useDiscardDraft, useDraftVisits } from './visit-data';

const { DISCARD } = defineMessages({
  DISCARD: { id: 'upload.unfinished.discard', defaultMessage: 'Discard it' },
});

/**
 * Uploads the user left before submitting the form (issue 25): they are not visits yet, so they are
 * offered here, to finish (the form with its files) or discard (the files are deleted).
 */
export function UnfinishedUploads() {
  const intl = useIntl();
  const loaded = useDraftVisits();
  const [gone, setGone] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const { ask, dialog } = useConfirm();
  const discardDraft = useDiscardDraft();
  const drafts = loaded.filter((d) => !gone.includes(d.id));
  const discard = async (id: string) => {
    const question = intl.formatMessage({
      id: 'upload.unfinished.question',
      defaultMessage: 'Discard this upload and delete its files?',
    });
    if (!(await ask(question, intl.formatMessage(DISCARD)))) return;
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
      <h2 id="unfinished-title">
        <FormattedMessage id="upload.unfinished.title" defaultMessage="Uploads you did not finish" />
      </h2>
      <ul>
        {drafts.map((d) => (
          <li key={d.id}>
            <FormattedMessage
              id="upload.unfinished.item"
              defaultMessage="{files, plural, one {# file} other {# files}}, uploaded {date}."
              values={{
                files: d.files,
                date: intl.formatDate(d.createdAt as string, DAY),
              }}
            />
            {SPACE}
            <Link to={`/upload/${d.id}`}>
              <FormattedMessage id="upload.unfinished.finish" defaultMessage="Finish this upload" />
            </Link>
            {SPACE}
            <button
              type="button"
              className="link-button danger"
              disabled={busy === d.id}
              onClick={() => void discard(d.id)}
            >
              <FormattedMessage {...DISCARD} />
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
