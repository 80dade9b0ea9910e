/**
 * The bill check's letter to the billing office (BillCheckPanel): the comparisons that hold in words (with
 * benchmark, year and adjustment; never one that is not assessed), the sender block from the account,
 * editable, printable and as a PDF. Its language is chosen per letter (issue 45): the page's by default,
 * English or Spanish, with a note that a billing office may need English. In the other language the
 * check's sentences the letter quotes are asked for again in that language (billCheck's `language`).
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  displayAddress,
  displayFacilityName,
  addressPlaceholder,
  displayPlace,
  fill,
  findingLetterLines,
  letterDate,
  letterToday,
  senderBlock,
  senderName,
  type LetterSender,
  type TextLanguage,
} from '@fp/domain';
import { graphql, type FragmentType } from '../../__generated__';
import { Spinner } from '../../components/Spinner';
import { LOCALE_NAMES } from '@fp/i18n';
import { useLocale } from '../../i18n/intl';
import { SPACE } from '../../components/text';
import { problemOf } from '../../lib/auth';
import { benchmarkLetterLines } from './BillCheckBenchmarks';
import { BillCheckPriceFileFields, priceFileLetterLines } from './BillCheckPriceFile';
import type { Check } from './BillCheckPanel';
import { money } from './shared';
import { LetterEditor } from './LetterEditor';
import { AddressAsk } from './AddressAsk';
import { BILL_LETTER_TEXT, type BillLetterKey } from './bill-letter-text';

/** Who signs the letter: what the account holds (name, e-mail, postal address). */
const LetterSenderQuery = graphql(`
  query BillLetterSender {
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

/** What the letter quotes from the check, asked in the letter's language when it is not the page's. */
const LetterCheckQuery = graphql(`
  query BillLetterCheck($billId: ID, $eventId: ID, $language: Language) {
    billCheck(billId: $billId, eventId: $eventId, language: $language) {
      billId
      eventId
      eventName
      hospital {
        id
        name
        address
        city
        state
        zip
      }
      admitted
      departed
      billedCents
      paidCents
      letterLines {
        text
        source
      }
      nextSteps {
        key
        findings {
          text
        }
      }
      ...BillCheckPriceFileFields
    }
  }
`);

/** The parts of the check the letter is made of (the panel's check, or the letter's own in its language). */
export type LetterCheck = Pick<
  Check,
  'eventName' | 'admitted' | 'departed' | 'billedCents' | 'paidCents' | 'letterLines'
> &
  FragmentType<typeof BillCheckPriceFileFields> & {
    hospital?: Pick<NonNullable<Check['hospital']>, 'name' | 'address' | 'city' | 'state' | 'zip'> | null;
    nextSteps: { key: string; findings: { text: string }[] }[];
  };

/**
 * The letter's first draft, filled from the bill, the comparison and the account, in `lang`: the sender
 * block, a date line, dates as "November 26, 2026" ("26 de noviembre de 2026"), and the sender's name
 * under it. A bracketed placeholder is left only for what the account does not hold (and for the
 * hospital's own account number).
 */
export function letterText(
  check: LetterCheck,
  sender: LetterSender,
  today: string,
  kept: ReadonlySet<number> = new Set(),
  lang: TextLanguage = 'en',
): string {
  const say = (key: BillLetterKey, values?: Record<string, string>) =>
    fill(BILL_LETTER_TEXT[lang][key], values);
  const h = check.hospital;
  const lines = [
    ...senderBlock(sender, lang),
    '',
    today,
    '',
    h
      ? say('to', {
          hospital: `${displayFacilityName(h.name)}, ${displayAddress(h.address)}, ${displayPlace(h.city)}, ${h.state} ${h.zip}`,
        })
      : say('toUnknown'),
    '',
    say('re', {
      visit: check.eventName,
      admitted: check.admitted ? say('admitted', { date: letterDate(check.admitted, lang) }) : '',
      discharged: check.departed ? say('discharged', { date: letterDate(check.departed, lang) }) : '',
    }),
    say('account'),
    // Not the day the bill was entered in the site (issue 41): the writer gives the date printed on it.
    say('billDated', {
      billed: money(check.billedCents),
      paid: check.paidCents !== null ? say('paid', { paid: money(check.paidCents) }) : '',
    }),
    '',
    say('ask'),
  ];
  // Only the comparisons that hold, each with its benchmark, year and adjustment (@fp/domain letterComparisons).
  lines.push(...benchmarkLetterLines(check, lang));
  lines.push(...priceFileLetterLines(check, lang));
  // The line findings the user chose to keep (the bill check's checkboxes).
  const findings = check.nextSteps.find((s) => s.key === 'CHECK_ERRORS')?.findings ?? [];
  lines.push(
    ...findingLetterLines(
      findings.filter((_, i) => kept.has(i)),
      lang,
    ),
  );
  lines.push('', say('sincerely'), '', senderName(sender, lang));
  return lines.join('\n');
}

export function Letter({ check, kept }: { check: Check; kept: ReadonlySet<number> }) {
  const page = useLocale();
  const intl = useIntl();
  const [lang, setLang] = useState<TextLanguage>(page);
  // The draft is made once the account's details are here, so what the writer edits is never replaced.
  const { data, error } = useQuery(LetterSenderQuery);
  return (
    <>
      <LetterLanguage lang={lang} onChange={setLang} />
      {!data && !error ? (
        <Spinner
          label={intl.formatMessage({ id: 'letter.preparing', defaultMessage: 'Preparing the letter' })}
        />
      ) : lang === page ? (
        // Keeping or dropping a finding starts the draft again with it (the key), as the first draft was made.
        <LetterDraft
          key={`${lang}:${[...kept].sort().join(',')}`}
          check={check}
          sender={data?.me ?? {}}
          kept={kept}
          lang={lang}
        />
      ) : (
        <LetterInOtherLanguage check={check} sender={data?.me ?? {}} kept={kept} lang={lang} />
      )}
    </>
  );
}

/** The choice of the letter's language, the page's first. */
function LetterLanguage({ lang, onChange }: { lang: TextLanguage; onChange: (lang: TextLanguage) => void }) {
  return (
    <fieldset className="letter-language" data-testid="letter-language">
      <legend>
        <FormattedMessage id="letter.language.legend" defaultMessage="Language of the letter" />
      </legend>
      {(['en', 'es'] as const).map((l) => (
        <label key={l}>
          <input
            type="radio"
            name="letter-language"
            value={l}
            checked={lang === l}
            onChange={() => onChange(l)}
          />
          {SPACE}
          <span lang={l}>{LOCALE_NAMES[l]}</span>
        </label>
      ))}
      <p className="help">
        <FormattedMessage
          id="letter.language.note"
          defaultMessage="A billing office may need the letter in English: ask which language it reads, or send it in English."
        />
      </p>
      <p className="help">
        <FormattedMessage
          id="letter.language.redraw"
          defaultMessage="Changing the language writes the letter again: changes you typed into it are not kept."
        />
      </p>
    </fieldset>
  );
}

/** The check asked again in the letter's language, then the draft. */
function LetterInOtherLanguage({
  check,
  sender,
  kept,
  lang,
}: {
  check: Check;
  sender: LetterSender;
  kept: ReadonlySet<number>;
  lang: TextLanguage;
}) {
  const intl = useIntl();
  const { data, error } = useQuery(LetterCheckQuery, {
    variables: { billId: check.billId ?? null, eventId: check.billId ? null : check.eventId, language: lang },
  });
  if (error)
    return (
      <p className="alert alert-error" role="alert">
        {problemOf(error).message}
      </p>
    );
  if (!data)
    return (
      <Spinner
        label={intl.formatMessage({ id: 'letter.preparing', defaultMessage: 'Preparing the letter' })}
      />
    );
  return (
    <LetterDraft
      key={`${lang}:${[...kept].sort().join(',')}`}
      check={data.billCheck}
      sender={sender}
      kept={kept}
      lang={lang}
    />
  );
}

function LetterDraft({
  check,
  sender,
  kept,
  lang,
}: {
  check: LetterCheck;
  sender: LetterSender;
  kept: ReadonlySet<number>;
  lang: TextLanguage;
}) {
  const intl = useIntl();
  const say = (key: BillLetterKey, values?: Record<string, string>) =>
    fill(BILL_LETTER_TEXT[lang][key], values);
  return (
    <>
      <AddressAsk sender={sender} placeholder={addressPlaceholder(lang)} />
      <LetterEditor
        id="bill-letter-text"
        heading="h3"
        title={intl.formatMessage({
          id: 'letter.bill.title',
          defaultMessage: 'Letter: request for an itemized bill and a review',
        })}
        lang={lang}
        initialText={letterText(check, sender, letterToday(new Date(), lang), kept, lang)}
        rows={16}
        pdfTitle={say('pdfTitle', {
          name: check.hospital ? displayFacilityName(check.hospital.name) : check.eventName,
        })}
        fileName={say('fileName')}
      />
    </>
  );
}
