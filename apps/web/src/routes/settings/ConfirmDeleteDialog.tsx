/**
 * The last question before an account is deleted: a native modal dialog (focus stays inside, Escape or
 * "Keep my account" closes it without deleting). Focus starts on the safe answer.
 */
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

export function ConfirmDeleteDialog({
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      keep.current?.focus();
    }
    if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onCancel}
    >
      <h2 id={`${id}-title`}>
        <FormattedMessage id="settings.deleteDialog.title" defaultMessage="Delete your account for good?" />
      </h2>
      <div id={`${id}-text`}>
        <p>
          <FormattedMessage
            id="settings.deleteDialog.what"
            defaultMessage="Your visits, bills, to-do list, uploaded files, saved health plan and settings will be deleted, and every browser signed out. This cannot be undone."
          />
        </p>
        <p>
          <FormattedMessage
            id="settings.deleteDialog.mail"
            defaultMessage="We will send one last e-mail to your address to confirm it."
          />
        </p>
      </div>
      <div className="settings-actions">
        <button ref={keep} type="button" className="button secondary" onClick={onCancel} disabled={busy}>
          <FormattedMessage id="settings.deleteDialog.keep" defaultMessage="Keep my account" />
        </button>
        <button type="button" className="button danger" onClick={onConfirm} disabled={busy}>
          {busy ? (
            <FormattedMessage id="settings.deleteDialog.deleting" defaultMessage="Deleting…" />
          ) : (
            <FormattedMessage id="settings.deleteDialog.confirm" defaultMessage="Yes, delete my account" />
          )}
        </button>
      </div>
    </dialog>
  );
}
