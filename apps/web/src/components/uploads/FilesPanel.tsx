/**
 * "Files" on the event and bill screens: the list (preview, download, delete) and "Add files", which
 * either opens the upload page (`uploadHref`, for a visit) or an upload panel right here whose files
 * attach to `targetId` (a bill).
 */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FragmentType } from '../../__generated__';
import { Link } from '../../router/Link';
import { FileList, type FileItemFragment } from './FileList';
import { UploadPicker, UploadProgress } from './UploadPicker';
import { useUploads } from './useUploads';

export function FilesPanel({
  files,
  targetId,
  uploadHref,
  refetchQueries,
  onUploaded,
}: {
  files: readonly FragmentType<typeof FileItemFragment>[];
  targetId: string;
  uploadHref?: string;
  refetchQueries: string[];
  onUploaded: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={`files-${targetId}`} className="files-panel">
      <h2 id={`files-${targetId}`}>
        <FormattedMessage id="upload.files.title" defaultMessage="Files" />
      </h2>
      <FileList files={files} refetchQueries={refetchQueries} />
      {uploadHref ? (
        <Link className="button secondary" to={uploadHref}>
          <FormattedMessage id="upload.files.add" defaultMessage="Add files" />
        </Link>
      ) : open ? (
        <InlineUpload targetId={targetId} onUploaded={onUploaded} />
      ) : (
        <button type="button" className="button secondary" onClick={() => setOpen(true)}>
          <FormattedMessage id="upload.files.add" defaultMessage="Add files" />
        </button>
      )}
    </section>
  );
}

function InlineUpload({ targetId, onUploaded }: { targetId: string; onUploaded: () => void }) {
  const uploads = useUploads({ targetId, onUploaded });
  return (
    <>
      <UploadProgress items={uploads.items} onCancel={uploads.cancel} />
      <UploadPicker onFiles={uploads.add} />
    </>
  );
}
