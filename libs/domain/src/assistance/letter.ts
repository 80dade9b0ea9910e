/**
 * The financial assistance application letter (issue 31): a request for assistance under the hospital's
 * policy and the law that applies, and for a hold on collection while it is reviewed, filled from the
 * bill's facts, the household's facts and the assessment (assessAssistance). Pure: the web app shows it
 * editable, prints it and makes its PDF.
 */
import { letterDate, senderBlock, senderName, type LetterSender } from '../letters/letter';
import { usd } from '../money/usd';
import { assistanceLetterLinesEs } from './letter-es';
import type { AssistanceAnswer, AssistanceLanguage, HouseholdFacts } from './types';

/** What the letter says of the bill and its hospital (the API's BillAssistanceFacts). */
export interface AssistanceLetterBill {
  eventName: string;
  admitted?: string | null;
  departed?: string | null;
  billDate: string;
  /** The date printed on the first bill, when the user gave it or it was read from the bill; else null. */
  firstBillDate?: string | null;
  billedCents: number;
  hospital: {
    name: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    ownership?: 'nonprofit' | 'for_profit' | 'government' | null;
  } | null;
}

export interface AssistanceLetterInput {
  sender: LetterSender;
  /** The letter's date as written ("November 26, 2026"; in Spanish "26 de noviembre de 2026"). */
  today: string;
  bill: AssistanceLetterBill;
  household: HouseholdFacts;
  /** The assessment, in the letter's language. */
  answer: AssistanceAnswer;
  /** The letter's language, chosen per letter (issue 45); English by default. */
  language?: AssistanceLanguage;
}

export const INSURANCE_WORDS: Readonly<Record<HouseholdFacts['insurance'], string>> = Object.freeze({
  UNINSURED: 'I have no health insurance',
  INSURED: 'I have health insurance, which did not cover all of this bill',
  MEDICARE: 'I am covered by Medicare',
  MEDICAID: 'I am covered by Medicaid',
  UNKNOWN: 'My insurance coverage for this care is not settled',
});

/** "a household of 1 person" / "a household of 4 people". */
export const householdWords = (size: number) => `a household of ${size} ${size === 1 ? 'person' : 'people'}`;

/** Whether the answer rests on the cap on charges of 26 CFR 1.501(r)-5 (nonprofit hospitals). */
export const agbApplies = (a: AssistanceAnswer): boolean =>
  a.bases.some((b) => /1\.501\(r\)-5/.test(b.citation));

/** The letter's title (its PDF's), in the letter's language. */
export const assistanceLetterTitle = (language: AssistanceLanguage, hospitalOrVisit: string): string =>
  language === 'es'
    ? `Solicitud de asistencia financiera: ${hospitalOrVisit}`
    : `Financial assistance application: ${hospitalOrVisit}`;

/** The letter, line by line (blank strings are blank lines). */
export function assistanceLetterLines(input: AssistanceLetterInput): string[] {
  if (input.language === 'es') return assistanceLetterLinesEs(input);
  const { bill, household: hh, answer: a } = input;
  const h = bill.hospital;
  const stay = [
    bill.admitted ? `admitted ${letterDate(bill.admitted)}` : null,
    bill.departed ? `discharged ${letterDate(bill.departed)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const lines = [
    ...senderBlock(input.sender),
    '',
    input.today,
    '',
    `To: Financial assistance office and billing office, ${h ? `${h.name}, ${h.address}, ${h.city}, ${h.state} ${h.zip}` : 'the hospital'}`,
    '',
    `Re: Application for financial assistance and request to hold collection: ${bill.eventName}${stay ? `, ${stay}` : ''}`,
    'Patient account number: [the number on your bill]',
    // The date printed on the bill, never the day it was entered in the site (issue 41).
    `${bill.firstBillDate ? `First bill dated ${letterDate(bill.firstBillDate)}` : 'Bill dated [the date printed on your bill]'}, amount billed ${usd(bill.billedCents)}.`,
    '',
    `I am applying for financial assistance with this bill under ${h ? `${h.name}'s` : 'your'} financial assistance policy. Please send me the policy, its plain-language summary and the application form if I must fill one in, and tell me in writing of anything else you need.`,
    '',
    `My household: ${householdWords(hh.householdSize)}, with a yearly income before tax of ${usd(hh.annualIncomeCents)}, which is ${a.povertyPercent}% of the ${a.guidelineYear} federal poverty guideline for ${householdWords(hh.householdSize)} (${usd(a.guidelineCents)}). ${INSURANCE_WORDS[hh.insurance]}.`,
  ];
  if (a.bases.length) {
    lines.push('', 'I ask you to apply these rules:');
    for (const b of a.bases) lines.push(`- ${b.citation}: ${b.guarantees}`);
  }
  if (a.capCents !== null)
    lines.push(
      '',
      `If I qualify, I ask to be charged no more than the amounts generally billed to insured patients for this care (26 CFR 1.501(r)-5); by my estimate about ${usd(a.capCents)}. Your policy's own figure is the one that counts.`,
    );
  else if (agbApplies(a))
    lines.push(
      '',
      'If I qualify, I ask to be charged no more than the amounts generally billed to insured patients for this care (26 CFR 1.501(r)-5).',
    );
  const open = a.deadlines.filter((d) => !d.passed);
  if (open.length)
    lines.push(
      '',
      `This application is made within the application period: ${open.map((d) => `by ${letterDate(d.date)}, ${d.rule}`).join('; ')}.`,
    );
  else if (a.deadlines.length)
    lines.push(
      '',
      `I ask you to accept this application although the period (${a.deadlines.map((d) => d.rule).join('; ')}) may have ended: your policy may accept it later.`,
    );
  lines.push(
    '',
    'While my application is reviewed, please hold all collection on this bill: do not send it to a collection agency, report it to a credit bureau, sell it or take legal action, and stop any that has started.' +
      (h?.ownership === 'nonprofit'
        ? ' As a nonprofit hospital you must suspend extraordinary collection actions while an application is pending (26 CFR 1.501(r)-6(c)).'
        : ''),
    '',
    'I will send the documents your form asks for. I expect to enclose:',
    ...a.documents.map((d) => `- ${d}`),
    '',
    'Please tell me your decision in writing, with the amount I owe, if any.',
    '',
    'Sincerely,',
    '',
    senderName(input.sender),
  );
  return lines;
}
