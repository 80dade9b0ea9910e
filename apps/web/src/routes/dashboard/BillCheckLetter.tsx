/**
 * The bill check's letter to the billing office (BillCheckPanel): the comparisons that hold in words (with
 * benchmark, year and adjustment; never one that is not assessed), the sender
 * block from the account, editable, printable and as a PDF.
 */
import { useQuery } from '@apollo/client/react';
import {
  displayAddress,
  displayFacilityName,
  displayPlace,
  findingLetterLines,
  letterDate,
  letterToday,
  senderBlock,
  senderName,
  type LetterSender,
} from '@fp/domain';
import { graphql } from '../../__generated__';
import { Spinner } from '../../components/Spinner';
import { benchmarkLetterLines } from './BillCheckBenchmarks';
import { priceFileLetterLines } from './BillCheckPriceFile';
import type { Check } from './BillCheckPanel';
import { money } from './shared';
import { LetterEditor } from './LetterEditor';
import { AddressAsk } from './AddressAsk';

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

/**
 * The letter's first draft, filled from the bill, the comparison and the account: the sender block, a
 * date line, dates as "November 26, 2026", and the sender's name under it. A bracketed placeholder is
 * left only for what the account does not hold (and for the hospital's own account number).
 */
export function letterText(
  check: Check,
  sender: LetterSender,
  today: string,
  kept: ReadonlySet<number> = new Set(),
): string {
  const h = check.hospital;
  const lines = [
    ...senderBlock(sender),
    '',
    today,
    '',
    `To: Billing office, ${h ? `${displayFacilityName(h.name)}, ${displayAddress(h.address)}, ${displayPlace(h.city)}, ${h.state} ${h.zip}` : 'the hospital'}`,
    '',
    `Re: ${check.eventName}${check.admitted ? `, admitted ${letterDate(check.admitted)}` : ''}${check.departed ? `, discharged ${letterDate(check.departed)}` : ''}`,
    `Patient account number: [the number on your bill]`,
    // Not the day the bill was entered in the site (issue 41): the writer gives the date printed on it.
    `Bill dated [the date printed on your bill], amount billed ${money(check.billedCents)}${check.paidCents !== null ? `, paid ${money(check.paidCents)}` : ''}.`,
    '',
    'Please send me an itemized bill listing every charge with its billing code, date and amount, and review the bill for errors (duplicate charges, charges after discharge, services I did not receive).',
  ];
  // Only the comparisons that hold, each with its benchmark, year and adjustment (@fp/domain letterComparisons).
  lines.push(...benchmarkLetterLines(check));
  lines.push(...priceFileLetterLines(check));
  // The line findings the user chose to keep (the bill check's checkboxes).
  const findings = check.nextSteps.find((s) => s.key === 'CHECK_ERRORS')?.findings ?? [];
  lines.push(...findingLetterLines(findings.filter((_, i) => kept.has(i))));
  lines.push('', 'Sincerely,', '', senderName(sender));
  return lines.join('\n');
}

export function Letter({ check, kept }: { check: Check; kept: ReadonlySet<number> }) {
  // The draft is made once the account's details are here, so what the writer edits is never replaced.
  const { data, error } = useQuery(LetterSenderQuery);
  if (!data && !error) return <Spinner label="Preparing the letter" />;
  // Keeping or dropping a finding starts the draft again with it (the key), as the first draft was made.
  return <LetterDraft key={[...kept].sort().join(',')} check={check} sender={data?.me ?? {}} kept={kept} />;
}

function LetterDraft({
  check,
  sender,
  kept,
}: {
  check: Check;
  sender: LetterSender;
  kept: ReadonlySet<number>;
}) {
  return (
    <>
      <AddressAsk sender={sender} />
      <LetterEditor
        id="bill-letter-text"
        heading="h3"
        title="Letter: request for an itemized bill and a review"
        initialText={letterText(check, sender, letterToday(), kept)}
        rows={16}
        pdfTitle={`Itemized bill request: ${check.hospital ? displayFacilityName(check.hospital.name) : check.eventName}`}
        fileName="itemized-bill-request.pdf"
      />
    </>
  );
}
