/**
 * The site's own "are you sure?" (issue 41): a modal dialog in the page, in the site's words and style,
 * instead of the browser's confirm() (which names the site's address, cannot be styled and some browsers
 * let a page suppress). `useConfirm()` gives `ask(question, yes)`, which resolves true when the person
 * chose `yes`, false on "Cancel", Escape or closing; put `dialog` in the page.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useModalDialog } from '../lib/modal-dialog';

interface Question {
  text: string;
  yes: string;
  resolve: (answer: boolean) => void;
}

function ConfirmDialog({ question, onAnswer }: { question: Question; onAnswer: (yes: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useModalDialog(ref);
  // Once the dialog is open (the effect above): Enter on an unread question keeps things as they are.
  useEffect(() => cancel.current?.focus(), []);
  return (
    <dialog
      ref={ref}
      className="site-confirm"
      role="alertdialog"
      aria-labelledby={`${id}-q`}
      onCancel={(e) => {
        e.preventDefault();
        onAnswer(false);
      }}
    >
      <p id={`${id}-q`} className="confirm-question">
        {question.text}
      </p>
      <p className="actions">
        <button type="button" className="button danger" onClick={() => onAnswer(true)}>
          {question.yes}
        </button>
        <button ref={cancel} type="button" className="button secondary" onClick={() => onAnswer(false)}>
          <FormattedMessage id="common.confirm.cancel" defaultMessage="Cancel" />
        </button>
      </p>
    </dialog>
  );
}

export function useConfirm(): { ask: (text: string, yes: string) => Promise<boolean>; dialog: ReactNode } {
  const [question, setQuestion] = useState<Question | null>(null);
  const ask = useCallback(
    (text: string, yes: string) => new Promise<boolean>((resolve) => setQuestion({ text, yes, resolve })),
    [],
  );
  const dialog = question ? (
    <ConfirmDialog
      question={question}
      onAnswer={(answer) => {
        setQuestion(null);
        question.resolve(answer);
      }}
    />
  ) : null;
  return { ask, dialog };
}
