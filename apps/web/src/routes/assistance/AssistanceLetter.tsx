/**
 * The application letter: a request for financial assistance and a hold on collection, filled from the
 * bill, the household and the assessment (assistanceLetterLines, @fp/domain), the sender from the
 * account; editable, printable and as a PDF. Made in the browser: the household never leaves it.
 * The letter's language is chosen per letter (issue 45): the page's by default, English or Spanish, with a
 * note that a billing office may need English. The letter is written from the answer in its own language.
 */
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  addressPlaceholder,
  assistanceLetterLines,
  assistanceLetterTitle,
  fechaDeHoy,
  letterToday,
  type AssistanceAnswer,
  type AssistanceLanguage,
  type AssistanceLetterBill,
  type HouseholdFacts,
  type LetterSender,
} from '@fp/domain';
import { graphql } from '../../__generated__';
import { Spinner } from '../../components/Spinner';
import { useLocale } from '../../i18n/intl';
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
  /** The assessment in a language (the letter's). */
  answerIn: (language: AssistanceLanguage) => AssistanceAnswer | null;
}

export function AssistanceLetter(props: LetterProps) {
  const intl = useIntl();
  const { data, error } = useQuery(AssistanceLetterSender);
  if (!data && !error)
    return (
      <Spinner
        label={intl.formatMessage({
          id: 'assistance.letter.loading',
          defaultMessage: 'Preparing the letter',
        })}
      />
    );
  return <LetterDraft {...props} sender={data?.me ?? {}} />;
}

/** Each language named in itself (data, not a message: the same on every page). */
const LANGUAGE_NAME: Record<AssistanceLanguage, string> = { en: 'English', es: 'Español' };

/** English or Spanish for this letter; each option named in its own language. */
function LetterLanguage({
  value,
  onChange,
}: {
  value: AssistanceLanguage;
  onChange: (language: AssistanceLanguage) => void;
}) {
  const name = useId();
  return (
    <fieldset className="assistance-letter-language">
      <legend>
        <FormattedMessage id="assistance.letter.language" defaultMessage="Language of the letter" />
      </legend>
      {(['en', 'es'] as const).map((l) => (
        <label key={l} lang={l}>
          <input type="radio" name={name} value={l} checked={value === l} onChange={() => onChange(l)} />
          {LANGUAGE_NAME[l]}
        </label>
      ))}
      <p className="help">
        <FormattedMessage
          id="assistance.letter.languageNote"
          defaultMessage="A billing office may need the letter in English: if you are not sure, ask it, or send both."
        />
      </p>
      <p className="help">
        <FormattedMessage
          id="assistance.letter.languageRedraw"
          defaultMessage="Changing the language writes the letter again: changes you typed into it are not kept."
        />
      </p>
    </fieldset>
  );
}

function LetterDraft({ bill, household, answerIn, sender }: LetterProps & { sender: LetterSender }) {
  const intl = useIntl();
  const [language, setLanguage] = useState<AssistanceLanguage>(useLocale());
  const answer = answerIn(language);
  // The parent remounts this (key) when the household changes; what the writer edits is kept otherwise,
  // and the letter is written again when its language changes (key below).
  return (
    <>
      {/* What this letter writes where the address goes, in the letter's language (letter.ts, letter-es.ts). */}
      <AddressAsk
        sender={sender}
        placeholder={addressPlaceholder(language)}
      />
      <LetterLanguage value={language} onChange={setLanguage} />
      {answer ? (
        <LetterEditor
          key={language}
          id="assistance-letter-text"
          heading="h2"
          title={intl.formatMessage({
            id: 'assistance.letter.title',
            defaultMessage: 'Letter: application for assistance and a hold on collection',
          })}
          help={
            <FormattedMessage
              id="assistance.letter.help"
              defaultMessage="Check it and fill in what is in brackets. Send it with the hospital's own application form if it has one, and keep a copy."
            />
          }
          initialText={assistanceLetterLines({
            sender,
            today: language === 'es' ? fechaDeHoy() : letterToday(),
            bill,
            household,
            answer,
            language,
          }).join('\n')}
          rows={18}
          pdfTitle={assistanceLetterTitle(language, bill.hospital?.name ?? bill.eventName)}
          fileName={
            language === 'es' ? 'solicitud-asistencia-financiera.pdf' : 'financial-assistance-application.pdf'
          }
        />
      ) : null}
    </>
  );
}
