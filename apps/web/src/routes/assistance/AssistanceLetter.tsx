/**
 * The application letter: a request for financial assistance and a hold on collection, filled from the
 * bill, the household and the assessment (assistanceLetterLines, @fp/domain), the sender from the
 * account; editable, printable and as a PDF. Made in the browser: the household never leaves it.
 */
import { useQuery } from '@apollo/client/react';
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
import { LetterEditor } from '../dashboard/LetterEditor';
import { AddressAsk } from '../dashboard/AddressAsk';

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
  return (
    <>
      <AddressAsk sender={sender} />
      <LetterEditor
        id="assistance-letter-text"
        heading="h2"
        title="Letter: application for assistance and a hold on collection"
        help={
          <>
            Check it and fill in what is in brackets. Send it with the hospital&apos;s own application form if
            it has one, and keep a copy.
          </>
        }
        initialText={assistanceLetterLines({ sender, today: letterToday(), bill, household, answer }).join(
          '\n',
        )}
        rows={18}
        pdfTitle={`Financial assistance application: ${bill.hospital?.name ?? bill.eventName}`}
        fileName="financial-assistance-application.pdf"
      />
    </>
  );
}
