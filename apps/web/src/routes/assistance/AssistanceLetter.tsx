/**
 * The application letter: a request for financial assistance and a hold on collection, filled from the
 * bill, the household and the assessment (assistanceLetterLines, @fp/domain), the sender from the
 * account; editable, printable and as a PDF. Made in the browser: the household never leaves it.
 */
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import {
  assistanceLetterLines,
  letterToday,
  type AssistanceAnswer,
  type AssistanceLetterBill,
  type HouseholdFacts,
  type LetterSender,
} from '@fp/domain';
import { graphql } from '../../__generated__';
import { Spinner } from '../../components/Spinner';
import { downloadLetterPdf } from '../dashboard/letter-pdf';

const AssistanceLetterSender = graphql(`
  query AssistanceLetterSender {
    me {
      id
      firstName
      lastName
      email
      address
      address2
      city
      state
      zip
    }
  }
`);

interface LetterProps {
  bill: AssistanceLetterBill;
  household: HouseholdFacts;
  answer: AssistanceAnswer;
}

export function AssistanceLetter(props: LetterProps) {
  const { data, error } = useQuery(AssistanceLetterSender);
  if (!data && !error) return <Spinner label="Preparing the letter" />;
  return <LetterDraft {...props} sender={data?.me ?? {}} />;
}

function LetterDraft({ bill, household, answer, sender }: LetterProps & { sender: LetterSender }) {
  // The parent remounts this (key) when the household changes; what the writer edits is kept otherwise.
  const initial = useMemo(
    () => assistanceLetterLines({ sender, today: letterToday(), bill, household, answer }).join('\n'),
    [sender, bill, household, answer],
  );
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadLetterPdf(
        text,
        `Financial assistance application: ${bill.hospital?.name ?? bill.eventName}`,
        'financial-assistance-application.pdf',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="bill-letter">
      <h2>
        <label htmlFor="assistance-letter-text">
          Letter: application for assistance and a hold on collection
        </label>
      </h2>
      <p className="help">
        Check it and fill in what is in brackets. Send it with the hospital&apos;s own application form if it
        has one, and keep a copy.
      </p>
      <textarea
        id="assistance-letter-text"
        rows={18}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <pre className="bill-letter-print" aria-hidden="true">
        {text}
      </pre>
      <p className="actions">
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void download()}>
          Download PDF
        </button>
      </p>
    </div>
  );
}
