/**
 * The text kept with an uploaded bill has the patient's name, address and account numbers taken out. The
 * reading never holds them (BillReading has no such field); this is for the text kept beside the file.
 * Taken out, column by column (a column is text between gaps of three spaces or more):
 * - a column that carries one of their labels ("Patient Name:", "Account #", "Member ID", "Guarantor",
 *   "Date of birth", "Claim number", "Policy", …) and, when the label stands alone, the value beside it,
 *   or, on a form (labels numbered like UB-04 form locators), the value under it;
 * - the lines of an address block under a "Patient"/"Bill to"/"Guarantor" heading;
 * - any column shaped like a street address, a P.O. box or a "City, ST 12345" line;
 * - any column shaped like a person's name written surname first ("SAMPLE, MARIA L", "O'Neil, Ann"), label or
 *   none: a scan's OCR can lose the "8 PATIENT NAME" label above it (a company's "ACME, INC" stays);
 * - any word of seven or more digits, or letters and seven or more digits (account, member, claim numbers).
 */
import type { BillText } from './text-types';

const PRIVATE_LABEL =
  /\b(patient(?:'s)?\s*(name|address|id|number|no\.?|#)|patient\s*:|guarantor|responsible\s+party|bill\s+to|mail\s+to|insured(?:'s)?|subscriber|member(?:\s*(id|name|number|#|no\.?))?|account|acct|a\/c|mrn|medical\s+record|policy|group\s*(number|no\.?|#)|claim\s*(number|no\.?|#|id)|ssn|social\s+security|date\s+of\s+birth|dob|birth\s*date|name\s*:|address\s*:|invoice\s*(number|no\.?|#)|visit\s*(number|no\.?|#|id)|encounter\s*(number|no\.?|#|id)|pat\.?\s+cntl|patient\s+address|sex\b)/i;
const BLOCK_LABEL =
  /^\s*(patient|guarantor|bill\s+to|mail\s+to|responsible\s+party|insured|subscriber|member)\s*(name|information|info)?\s*:?\s*$/i;
const STREET =
  /\b\d{1,6}\s+([A-Za-z0-9.]+\s+){0,4}(street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|way|court|ct|place|pl|circle|cir|parkway|pkwy|highway|hwy|terrace|ter|trail|apt|suite|ste|unit)\b\.?|\bp\.?\s?o\.?\s+box\s+\d+/i;
const CITY_LINE = /\b[A-Za-z][A-Za-z .'-]+,?\s+[A-Z]{2}\s+\d{5}(-\d{4})?\b/;
/** A whole column "SURNAME, GIVEN [MIDDLE or initial]": how forms and statements write a person's name. */
const SURNAME_FIRST =
  /^[A-Z][A-Za-z'’-]+(?:[ -][A-Z][A-Za-z'’-]+)?,\s*[A-Z][A-Za-z'’-]+(?:\s+[A-Z][A-Za-z'’-]*\.?)?$/;
const COMPANY_OR_TITLE =
  /,\s*(inc|llc|llp|ltd|corp|co|pc|pa|pllc|plc|lp|md|do|rn|np|pa-c|phd|dds|jr|sr)\.?$|\b(inc|llc|hospital|center|centre|clinic|health|medical|insurance|plan)\b/i;
/** A form locator's label: "8 PATIENT NAME", "3a PAT. CNTL #". */
const FORM_LABEL = /^\d{1,2}[a-z]?\s+\D/;
const LONG_ID =
  /(?<![\w-])[A-Za-z]{0,4}-?\d{7,}[A-Za-z0-9-]*\b|\b(?=[A-Za-z0-9-]*\d)(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9]{8,}\b/g;

interface Col {
  start: number;
  end: number;
  text: string;
}

function columns(text: string): Col[] {
  const out: Col[] = [];
  const re = /\S+(?: {1,2}\S+)*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push({ start: m.index, end: m.index + m[0].length, text: m[0] });
  return out;
}

/** Whether a piece of text is one of the private things on its own (an address, a city line). */
export function isPrivateText(text: string): boolean {
  return (
    PRIVATE_LABEL.test(text) ||
    STREET.test(text) ||
    CITY_LINE.test(text) ||
    (SURNAME_FIRST.test(text) && !COMPANY_OR_TITLE.test(text))
  );
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && a.end > b.start;

/** The kept text: page by page, the private columns and words removed. */
export function keptText(bill: BillText): string {
  return bill.pages
    .map((page, p) => {
      const kept: string[] = [];
      let block = 0;
      /** Places (character ranges) under a form's private label, for the next two lines. */
      let under: { start: number; end: number; ttl: number }[] = [];
      for (const line of page.lines) {
        if (BLOCK_LABEL.test(line.text)) {
          block = 3;
          continue;
        }
        if (block > 0 && line.text.trim() !== '' && !/\d+\.\d{2}/.test(line.text)) {
          block--;
          continue;
        }
        block = 0;
        const cols = columns(line.text);
        const drop = new Set<Col>();
        const nextUnder: typeof under = [];
        cols.forEach((c, k) => {
          if (under.some((u) => overlaps(u, c))) drop.add(c);
          if (!isPrivateText(c.text)) return;
          drop.add(c);
          const labelOnly =
            /[:#]\s*$/.test(c.text) ||
            PRIVATE_LABEL.exec(c.text)?.[0].length === c.text.replace(/^\d{1,2}[a-z]?\s+/, '').length;
          if (FORM_LABEL.test(c.text) && PRIVATE_LABEL.test(c.text))
            nextUnder.push({
              start: c.start - 1,
              end: Math.min(c.end + 4, (cols[k + 1]?.start ?? Infinity) - 2),
              ttl: 1,
            });
          else if (labelOnly && cols[k + 1]) drop.add(cols[k + 1]);
        });
        under = [...under.map((u) => ({ ...u, ttl: u.ttl - 1 })).filter((u) => u.ttl > 0), ...nextUnder];
        let text = line.text;
        for (const c of [...drop].sort((a, b) => b.start - a.start))
          text = text.slice(0, c.start) + ' '.repeat(c.end - c.start) + text.slice(c.end);
        text = text
          .replace(LONG_ID, (m) => (/^\d{1,3}(,\d{3})+/.test(m) ? m : '[removed]'))
          .replace(/\s+$/, '');
        if (text.trim() !== '') kept.push(text);
      }
      const margin = Math.min(...kept.map((l) => l.match(/^ */)![0].length));
      return `--- Page ${p + 1} of ${bill.pages.length} ---\n${kept.map((l) => l.slice(Number.isFinite(margin) ? margin : 0)).join('\n')}`;
    })
    .join('\n');
}
