/**
 * A letter the user checks and edits before sending: the text box, a print-only copy, Print and Download
 * PDF (letter-pdf.ts). Shared by the bill check's letter and the financial assistance application. The
 * parent remounts it (key) when the letter's facts change; what the writer edits is kept otherwise.
 */
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { downloadLetterPdf } from './letter-pdf';

export interface LetterEditorProps {
  /** The text box's id, which the heading's label points at. */
  id: string;
  heading: 'h2' | 'h3';
  title: string;
  help?: ReactNode;
  initialText: string;
  rows: number;
  /** The PDF's title and file name. */
  pdfTitle: string;
  fileName: string;
  /**
   * The letter's own language when it is chosen per letter (issue 45) and may differ from the page's: the
   * text box and its print copy say so (lang), for screen readers, spell checkers and translators.
   */
  lang?: string;
}

export function LetterEditor({
  id,
  heading: Heading,
  title,
  help,
  initialText,
  rows,
  pdfTitle,
  fileName,
  lang,
}: LetterEditorProps) {
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadLetterPdf(text, pdfTitle, fileName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="bill-letter">
      <Heading>
        <label htmlFor={id}>{title}</label>
      </Heading>
      {help ? <p className="help">{help}</p> : null}
      <textarea id={id} rows={rows} value={text} lang={lang} onChange={(e) => setText(e.target.value)} />
      <pre className="bill-letter-print" aria-hidden="true" lang={lang}>
        {text}
      </pre>
      <p className="actions">
        <button type="button" className="button" onClick={() => window.print()}>
          <FormattedMessage id="letter.print" defaultMessage="Print" />
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void download()}>
          <FormattedMessage id="letter.downloadPdf" defaultMessage="Download PDF" />
        </button>
      </p>
    </div>
  );
}
