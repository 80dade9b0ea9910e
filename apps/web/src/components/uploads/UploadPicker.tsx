/**
 * Choosing bill files: drop them on the zone or use the button (several at once), with the terms shown
 * beside it. `UploadProgress` lists each upload with a progress bar, percentage, speed, time left and a
 * cancel button; a refusal shows the server's message.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { formatBytes, formatSpeed, formatTimeLeft } from './format';
import type { UploadItem } from './useUploads';
import './uploads.css';

/** What the type check on the server accepts (spec part 2 §5). */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,.tif,.tiff,.txt,application/pdf,image/*,text/plain';

export function UploadPicker({
  onFiles,
  label,
  terms = true,
}: {
  onFiles: (files: File[]) => void;
  label?: string;
  terms?: boolean;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const id = useId();
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (e.dataTransfer.files.length) onFiles(Array.from(e.dataTransfer.files));
  };
  return (
    <div className="upload-picker">
      <div
        className={`drop-zone${over ? ' over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p>
          <FormattedMessage
            id="upload.picker.drop"
            defaultMessage="Drop your bills here (PDF, photos or scans; several at once), or"
          />
        </p>
        <label htmlFor={id} className="button">
          {label ?? intl.formatMessage({ id: 'upload.picker.choose', defaultMessage: 'Choose bill files' })}
        </label>
        <input
          ref={input}
          id={id}
          className="visually-hidden"
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          onChange={(e) => {
            if (e.target.files?.length) onFiles(Array.from(e.target.files));
            e.target.value = '';
          }}
        />
        <p className="muted small">
          <FormattedMessage
            id="upload.picker.types"
            defaultMessage="PDF, JPEG, PNG, HEIC, TIFF or plain text; up to 1 GB each."
          />
        </p>
      </div>
      {terms ? (
        <p className="upload-terms muted small" id={`${id}-terms`}>
          <FormattedMessage
            id="upload.picker.terms"
            defaultMessage="By uploading you confirm the bills are yours (or you may share them), and you agree that FairPrice Health stores them privately to show prices people really paid, with your name, address and account numbers left out. Only you can open your files; you can delete them at any time."
          />
        </p>
      ) : null}
    </div>
  );
}

const STATUS_TEXT = defineMessages({
  waiting: { id: 'upload.progress.waiting', defaultMessage: 'Waiting' },
  uploading: { id: 'upload.progress.uploading', defaultMessage: 'Uploading' },
  done: { id: 'upload.progress.done', defaultMessage: 'Uploaded' },
  failed: { id: 'upload.progress.failed', defaultMessage: 'Not uploaded' },
  cancelled: { id: 'upload.progress.cancelled', defaultMessage: 'Cancelled' },
});

const { PERCENT } = defineMessages<{ PERCENT: { pct: number } }>({
  PERCENT: { id: 'upload.progress.percent', defaultMessage: '{pct} %' },
});

export function UploadProgress({
  items,
  onCancel,
}: {
  items: UploadItem[];
  onCancel: (key: string) => void;
}) {
  const intl = useIntl();
  if (!items.length) return null;
  return (
    <ul
      className="upload-progress"
      aria-label={intl.formatMessage({ id: 'upload.progress.label', defaultMessage: 'Uploads' })}
    >
      {items.map((i) => {
        const pct = i.size ? Math.floor((i.sent / i.size) * 100) : i.status === 'done' ? 100 : 0;
        const active = i.status === 'uploading' || i.status === 'waiting';
        return (
          <li key={i.key} className={`upload-item status-${i.status}`}>
            <div className="upload-line">
              <span className="upload-name" translate="no">
                {i.name}
              </span>
              <span className="muted">{formatBytes(i.size)}</span>
              <span className="upload-status">{intl.formatMessage(STATUS_TEXT[i.status])}</span>
              {active ? (
                <button type="button" className="link-button" onClick={() => onCancel(i.key)}>
                  <FormattedMessage
                    id="upload.progress.cancel"
                    defaultMessage="Cancel<hidden> the upload of {name}</hidden>"
                    values={{
                      name: i.name,
                      hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                    }}
                  />
                </button>
              ) : null}
            </div>
            {i.status !== 'failed' && i.status !== 'cancelled' ? (
              <>
                <progress
                  max={100}
                  value={pct}
                  aria-label={intl.formatMessage(
                    { id: 'upload.progress.bar', defaultMessage: 'Upload of {name}' },
                    { name: i.name },
                  )}
                >
                  <FormattedMessage {...PERCENT} values={{ pct }} />
                </progress>
                <p className="upload-figures muted small" aria-live="polite">
                  <span className="upload-percent">
                    <FormattedMessage {...PERCENT} values={{ pct }} />
                  </span>
                  {i.status === 'uploading' ? (
                    <>
                      <FormattedMessage
                        id="upload.progress.speed"
                        defaultMessage=" · {speed} · {left}"
                        values={{ speed: formatSpeed(i.speed), left: formatTimeLeft(i.secondsLeft, intl) }}
                      />
                    </>
                  ) : null}
                </p>
              </>
            ) : null}
            {i.status === 'failed' ? (
              <p className="field-error" role="alert">
                {i.message}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
