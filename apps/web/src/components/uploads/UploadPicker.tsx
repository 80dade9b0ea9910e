/**
 * Choosing bill files: drop them on the zone or use the button (several at once), with the terms shown
 * beside it. `UploadProgress` lists each upload with a progress bar, percentage, speed, time left and a
 * cancel button; a refusal shows the server's message.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { formatBytes, formatSpeed, formatTimeLeft } from './format';
import type { UploadItem } from './useUploads';
import './uploads.css';

/** What the type check on the server accepts (spec part 2 §5). */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,.tif,.tiff,.txt,application/pdf,image/*,text/plain';

export function UploadPicker({
  onFiles,
  label = 'Choose bill files',
  terms = true,
}: {
  onFiles: (files: File[]) => void;
  label?: string;
  terms?: boolean;
}) {
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
        <p>Drop your bills here (PDF, photos or scans; several at once), or</p>
        <label htmlFor={id} className="button">
          {label}
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
        <p className="muted small">PDF, JPEG, PNG, HEIC, TIFF or plain text; up to 1 GB each.</p>
      </div>
      {terms ? (
        <p className="upload-terms muted small" id={`${id}-terms`}>
          By uploading you confirm the bills are yours (or you may share them), and you agree that FairPrice
          Health stores them privately to show prices people really paid, with your name, address and account
          numbers left out. Only you can open your files; you can delete them at any time.
        </p>
      ) : null}
    </div>
  );
}

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Not uploaded',
  cancelled: 'Cancelled',
};

export function UploadProgress({
  items,
  onCancel,
}: {
  items: UploadItem[];
  onCancel: (key: string) => void;
}) {
  if (!items.length) return null;
  return (
    <ul className="upload-progress" aria-label="Uploads">
      {items.map((i) => {
        const pct = i.size ? Math.floor((i.sent / i.size) * 100) : i.status === 'done' ? 100 : 0;
        const active = i.status === 'uploading' || i.status === 'waiting';
        return (
          <li key={i.key} className={`upload-item status-${i.status}`}>
            <div className="upload-line">
              <span className="upload-name">{i.name}</span>
              <span className="muted">{formatBytes(i.size)}</span>
              <span className="upload-status">{STATUS_TEXT[i.status]}</span>
              {active ? (
                <button type="button" className="link-button" onClick={() => onCancel(i.key)}>
                  Cancel<span className="visually-hidden"> the upload of {i.name}</span>
                </button>
              ) : null}
            </div>
            {i.status !== 'failed' && i.status !== 'cancelled' ? (
              <>
                <progress max={100} value={pct} aria-label={`Upload of ${i.name}`}>
                  {pct} %
                </progress>
                <p className="upload-figures muted small" aria-live="polite">
                  <span className="upload-percent">{pct} %</span>
                  {i.status === 'uploading' ? (
                    <>
                      {' · '}
                      {formatSpeed(i.speed)} · {formatTimeLeft(i.secondsLeft)}
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
