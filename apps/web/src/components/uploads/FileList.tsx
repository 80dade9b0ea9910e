/**
 * The files of an event or bill: name, size and date; images previewed inline through the owner-checked
 * download address, PDFs shown with a PDF mark and opened in a new tab; download; delete after the
 * spec's question (part 2 §5; the older text "save delete" was a typo).
 */
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { SPACE } from '../text';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import type { FileListItemFragment } from '../../__generated__/graphql';
import { problemOf } from '../../lib/auth';
import { useConfirm } from '../ConfirmDialog';
import { DAY, formatBytes } from './format';
import { useDeleteFile } from './mutations';
import './uploads.css';

const ASK = defineMessages({
  question: {
    id: 'upload.files.deleteQuestion',
    defaultMessage: 'Are you sure you want to delete this file?',
  },
  yes: { id: 'upload.files.deleteYes', defaultMessage: 'Delete the file' },
});
export const DELETE_FILE_QUESTION = ASK.question;

export const FileItemFragment = graphql(`
  fragment FileListItem on FileItem {
    id
    text
    url
    ext
    size
    created
  }
`);

const IMAGE_EXTS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);

export function FileList({
  files: masked,
  refetchQueries,
}: {
  files: readonly FragmentType<typeof FileItemFragment>[];
  /** Queries that list these files, refetched after a delete. */
  refetchQueries: string[];
}) {
  const intl = useIntl();
  const files = getFragmentData(FileItemFragment, masked);
  const [deleteFile] = useDeleteFile(refetchQueries);
  const { ask, dialog } = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const remove = async (id: string) => {
    if (!(await ask(intl.formatMessage(ASK.question), intl.formatMessage(ASK.yes)))) return;
    setProblem(null);
    setDeleting(id);
    try {
      await deleteFile(id);
    } catch (err) {
      setProblem(problemOf(err).message);
    } finally {
      setDeleting(null);
    }
  };

  if (!files.length)
    return (
      <p className="muted">
        <FormattedMessage id="upload.files.none" defaultMessage="No files yet." />
      </p>
    );
  return (
    <>
      {dialog}
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      ) : null}
      <ul className="file-list">
        {files.map((f) => (
          <FileCard key={f.id} file={f} deleting={deleting === f.id} onDelete={() => void remove(f.id)} />
        ))}
      </ul>
    </>
  );
}

/** One file: its preview, name, size and day, download and delete. */
function FileCard({
  file: f,
  deleting,
  onDelete,
}: {
  file: FileListItemFragment;
  deleting: boolean;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const ext = f.ext.toLowerCase();
  return (
    <li className="file-card">
      <a
        className="file-preview"
        href={f.url}
        target="_blank"
        rel="noopener"
        tabIndex={-1}
        aria-label={intl.formatMessage(
          { id: 'upload.files.preview', defaultMessage: 'Preview of {name}' },
          { name: f.text },
        )}
      >
        {IMAGE_EXTS.has(ext) ? (
          <img src={f.url} alt="" loading="lazy" width={96} height={96} />
        ) : (
          <span className={`file-icon file-icon-${ext === 'pdf' ? 'pdf' : 'other'}`} aria-hidden="true">
            {ext.toUpperCase().slice(0, 4) ||
              intl.formatMessage({ id: 'upload.files.fileMark', defaultMessage: 'FILE' })}
          </span>
        )}
      </a>
      <div className="file-facts">
        <a href={f.url} target="_blank" rel="noopener" className="file-name">
          <span translate="no">{f.text}</span>
          <span className="visually-hidden">
            {SPACE}
            <FormattedMessage id="upload.files.newTab" defaultMessage="(opens in a new tab)" />
          </span>
        </a>
        <span className="muted small">
          <FormattedMessage
            id="upload.files.facts"
            defaultMessage="{size} · {date}"
            values={{ size: formatBytes(f.size), date: intl.formatDate(f.created, DAY) }}
          />
        </span>
        <span className="file-actions">
          <a href={f.url} download={f.text}>
            <FormattedMessage id="upload.files.download" defaultMessage="Download" />
            <span className="visually-hidden" translate="no">
              {SPACE}
              {f.text}
            </span>
          </a>
          <button type="button" className="link-button danger" disabled={deleting} onClick={onDelete}>
            {deleting ? (
              <FormattedMessage id="upload.files.deleting" defaultMessage="Deleting…" />
            ) : (
              <FormattedMessage id="upload.files.delete" defaultMessage="Delete" />
            )}
            <span className="visually-hidden" translate="no">
              {SPACE}
              {f.text}
            </span>
          </button>
        </span>
      </div>
    </li>
  );
}
