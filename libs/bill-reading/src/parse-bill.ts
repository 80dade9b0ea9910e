/**
 * A bill's fields out of its text (pure: text in, BillReading out; no file, no OCR). Every field says
 * the page and line it was read from and how sure the reading is; a field the bill does not print is null.
 */
import type { BillLayout, BillReading, ReadField } from '@fp/domain';
import { US_STATES } from '@fp/geo';
import { checkReading } from './checks';
import { readLabelled } from './fields';
import { readLines, type PartedLine } from './lines';
import { spanConfidence, type BillText } from './text-types';

/** The kind of bill, from its title words. */
export function detectLayout(bill: BillText): BillLayout {
  const head = bill.pages
    .flatMap((p) => p.lines.slice(0, 25))
    .map((l) => l.text)
    .join('\n');
  if (/explanation\s+of\s+benefits|this\s+is\s+not\s+a\s+bill/i.test(head)) return 'EOB';
  if (/\bUB-?0?4\b|\bCMS-?1450\b|uniform\s+bill/i.test(head)) return 'UB04';
  if (/itemi[sz]ed/i.test(head)) return 'ITEMIZED';
  if (/statement|summary|patient\s+bill|amount\s+due|balance\s+due/i.test(head)) return 'SUMMARY';
  return 'UNKNOWN';
}

const FACILITY_WORD =
  /(health\b|\b(hospitals?|medical\s+cent(er|re)|health\s*(care|system)?|clinic|infirmary|memorial|regional|university|children'?s|surgical|surgery\s+center|healthcare|medicine|mercy|baptist|methodist|presbyterian|st\.?|saint)\b)/i;
const NOT_FACILITY =
  /\b(insurance|health\s+plan|plan\b|assurance|blue\s+cross|blue\s+shield|aetna|cigna|united\s*healthcare|humana|anthem|kaiser\s+foundation\s+health\s+plan|medicare|medicaid|patient|guarantor|statement|explanation|bill\b|form|page|remit|pay|www\.|\.com|phone|tel\b|fax)\b/i;
// A bare "Hospital" or "Facility" is a label only with its colon: "Hospital Charges", "Hospital Statement"
// and "HOSPITAL OF UNIV OF PENNSYLVANIA" are not.
const PROVIDER_LABEL =
  /^\s*(?:\d{1,2}\s+)?(provider(?:\s+name)?\s*[:#-]?|(?:facility|hospital)\s+name\s*[:#-]?|(?:facility|hospital)\s*[:#-]|(?:billing|rendering|service)\s+provider\s*[:#-]?)\s+(.+)$/i;
/** What a bill prints after a label that is not a name: a label's own next words ("Charges", "Statement"). */
const NOT_A_NAME =
  /^(charges?|statement|summary|bill|payments?|adjustments?|balance|totals?|amount|date|account|services?|information|number|id|npi)\b/i;

/** Cleans a printed facility name: no trailing punctuation, single spaces, no column tail. */
const cleanName = (s: string) =>
  s
    .trim()
    .split(/ {3,}/)[0]
    // A UB-04 form locator's number before the name ("1 UCSF MEDICAL CENTER").
    .replace(/^\d{1,2}[.)]?\s+(?=[A-Za-z])/, '')
    .replace(/[\s,.;:|]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

type HospitalField = NonNullable<BillReading['hospital']>;

/** The hospital as printed: after a "Provider:"/"Facility:" label, or the facility name heading page 1. */
export function readHospital(bill: BillText): HospitalField | null {
  const hit = (page: number, line: number, name: string, confidence: number): HospitalField => ({
    value: { printedName: name, ccn: null, matchedName: null, matchedCity: null, matchedState: null },
    page,
    line,
    confidence: Math.round(confidence * 1000) / 1000,
  });
  for (const [p, page] of bill.pages.entries()) {
    for (const [i, line] of page.lines.entries()) {
      const m = PROVIDER_LABEL.exec(line.text);
      if (!m) continue;
      const name = cleanName(m[2]);
      if (name.length >= 4 && /[A-Za-z]{3}/.test(name) && !/^\d/.test(name) && !NOT_A_NAME.test(name)) {
        const start = line.text.indexOf(name);
        return hit(p + 1, i + 1, name, spanConfidence(line, start, start + name.length));
      }
    }
  }
  const first = bill.pages[0]?.lines ?? [];
  for (const [i, line] of first.slice(0, 12).entries()) {
    const name = cleanName(line.text);
    if (
      name.length < 6 ||
      /\d{3,}/.test(name) ||
      NOT_A_NAME.test(name) ||
      NOT_FACILITY.test(name) ||
      !FACILITY_WORD.test(name)
    )
      continue;
    const start = line.text.indexOf(name);
    return hit(1, i + 1, name, spanConfidence(line, start, start + name.length));
  }
  return null;
}

/** Where the printed hospital is, as its address line says: used only to tell same-named hospitals apart. */
export interface HospitalPlace {
  city: string;
  /** USPS code of a state, DC or a territory. */
  state: string;
  /** Five digits. */
  zip: string;
}

const STATE_CODES = new Set(US_STATES.map((s) => s.code));
/**
 * A column that is or ends with a city line: "Boise, ID 83712", "BOISE ID 83712-1234", "55 Fruit Street,
 * Boston, MA 02114" (the city after the last comma before it). The state's two letters as OCR may give
 * them: "1D" or "lD" for ID, "0H" for OH (stateOf).
 */
const PLACE_LINE = /(?:^|,\s*)([A-Za-z][A-Za-z .'-]*[A-Za-z.]),?\s+([A-Z01l|]{2})\.?\s+(\d{5})(?:-\d{4})?$/;
/** What OCR reads for the letters I and O. */
const OCR_LETTER: Record<string, string> = { '0': 'O', '1': 'I', l: 'I', '|': 'I' };

/** A state code as printed or as OCR misread it, or null when it is no state's. */
function stateOf(printed: string): string | null {
  const code = printed.replace(/[01l|]/g, (c) => OCR_LETTER[c] ?? c);
  return STATE_CODES.has(code) ? code : null;
}
/** Lines read after the hospital's name for its address's city line (name, street, suite, city). */
const PLACE_LINES_AFTER = 4;
/** A payment address: its city line is a lockbox's, often in another state than the hospital. */
const PAYMENT_ADDRESS = /\b(p\.?\s?o\.?\s*box|remit|payable|lockbox|send\s+payment|mail\s+payment)/i;

/**
 * The city line of the hospital's address: the first column shaped "City, ST 12345" on the name's line
 * (after the name) or on the PLACE_LINES_AFTER lines under it, on its page, unless a payment address
 * (a P.O. box, "Remit to") comes first: its city line is a lockbox's. What a heading's name is followed by
 * is nearly always its own address; it may be the patient's on a bill that prints no address for the
 * hospital, so the place only chooses among same-named hospitals (matchHospital) and is never kept.
 */
export function readHospitalPlace(bill: BillText, hospital: HospitalField | null): HospitalPlace | null {
  if (!hospital) return null;
  const lines = bill.pages[hospital.page - 1]?.lines ?? [];
  for (let i = hospital.line - 1; i < Math.min(lines.length, hospital.line + PLACE_LINES_AFTER); i++) {
    if (i >= hospital.line && PAYMENT_ADDRESS.test(lines[i].text)) return null;
    for (const column of lines[i].text.split(/\s{3,}/)) {
      const m = PLACE_LINE.exec(column.trim());
      const state = m && stateOf(m[2]);
      if (m && state) return { city: m[1].replace(/\s+/g, ' '), state, zip: m[3] };
    }
  }
  return null;
}

/**
 * The insurer's label, whole, at the start of a column: "Primary insurance:", "Insurance company:", "Ins
 * plan:", "Payer:", "Health plan:", "Carrier:". A secondary insurer's is not the visit's payer.
 */
const INSURER_LABEL =
  /^(?:primary\s+)?(?:insurance(?:\s+(?:company|carrier|plan|name))?|ins\.?\s+plan|insurer|payer(?:\s+name)?|health\s+plan|plan\s+name|carrier)\s*:\s*(.+)$/i;
/** What a plan's name is not: an identifier or an amount, or a claim's status ("Insurance: Pending"). */
const NOT_INSURER =
  /\d{3,}|\$|\b(id|number|no\.?|#|group|policy|member|subscriber)\b|^(pending|billed|filed|submitted|processing|processed|in\s+process|paid|denied|on\s+file|not\s+on\s+file|unknown|see\s+below|see\s+reverse|n\/?a)\b/i;

/** The insurer as printed after its label (INSURER_LABEL), column by column, on any page; the first one. */
export function readInsurer(bill: BillText): ReadField<string> | null {
  for (const [p, page] of bill.pages.entries()) {
    for (const [i, line] of page.lines.entries()) {
      for (const m of line.text.matchAll(/\S+(?: {1,2}\S+)*/g)) {
        const label = INSURER_LABEL.exec(m[0]);
        if (!label) continue;
        const name = label[1].replace(/[\s,.;:|]+$/, '').trim();
        if (name.length < 3 || !/[A-Za-z]{3}/.test(name) || NOT_INSURER.test(name)) continue;
        const start = m.index + m[0].length - label[1].length;
        return {
          value: name,
          page: p + 1,
          line: i + 1,
          confidence: Math.round(spanConfidence(line, start, start + name.length) * 1000) / 1000,
        };
      }
    }
  }
  return null;
}

/** The MS-DRG, when printed ("MS-DRG: 470", "DRG 871 SEPTICEMIA …"). */
export function readDrg(bill: BillText): ReadField<string> | null {
  for (const [p, page] of bill.pages.entries()) {
    for (const [i, line] of page.lines.entries()) {
      const m = /\b(?:MS[- ]?)?DRG\b(?:\s*(?:code|no\.?|number|#))?\s*[:#-]?\s*(\d{3})(?![\d.,])/i.exec(
        line.text,
      );
      if (!m || m[1] === '000') continue;
      const start = m.index + m[0].length - 3;
      return {
        value: m[1],
        page: p + 1,
        line: i + 1,
        confidence:
          Math.round(
            Math.min(
              spanConfidence(line, m.index, m.index + m[0].length),
              spanConfidence(line, start, start + 3),
            ) * 1000,
          ) / 1000,
      };
    }
  }
  return null;
}

/** The confidence of figures that agree by arithmetic: two readings that add up are not both misread. */
export const CONFIRMED = 0.95;

const confirmed = <T>(f: ReadField<T> | null): ReadField<T> | null =>
  f && { ...f, confidence: Math.max(f.confidence, CONFIRMED) };

/**
 * Figures the bill's own arithmetic confirms: charges − insurance paid − adjustments = amount due, and the
 * itemized lines adding up to the total charges.
 */
export function confirmByArithmetic(r: BillReading): BillReading {
  const out = { ...r };
  const c = r.totalChargesCents;
  const d = r.patientResponsibilityCents;
  if (
    c &&
    d &&
    c.value - (r.insurancePaidCents?.value ?? 0) - (r.insuranceAdjustedCents?.value ?? 0) === d.value
  ) {
    out.totalChargesCents = confirmed(c);
    out.patientResponsibilityCents = confirmed(d);
    out.insurancePaidCents = confirmed(r.insurancePaidCents);
    out.insuranceAdjustedCents = confirmed(r.insuranceAdjustedCents);
  }
  if (c && r.lines.length > 0 && r.lines.reduce((s, l) => s + l.amountCents, 0) === c.value)
    out.totalChargesCents = confirmed(c);
  return out;
}

export function parseBill(bill: BillText): BillReading {
  const layout = detectLayout(bill);
  const { dates, money } = readLabelled(bill, layout === 'UB04');
  const checked = checkReading(
    bill,
    confirmByArithmetic({
      layout,
      method: bill.method,
      pages: bill.pages.length,
      hospital: readHospital(bill),
      statementDate: dates.statementDate ?? null,
      admissionDate: dates.admissionDate ?? null,
      dischargeDate: dates.dischargeDate ?? null,
      totalChargesCents: money.totalChargesCents ?? null,
      insurancePaidCents: money.insurancePaidCents ?? null,
      insuranceAdjustedCents: money.insuranceAdjustedCents ?? null,
      patientResponsibilityCents: money.patientResponsibilityCents ?? null,
      drg: readDrg(bill),
      insurer: readInsurer(bill),
      lines: readLines(bill, layout),
    }),
  );
  // How sure each part of a line was is the checks' business only.
  return { ...checked, lines: checked.lines.map(({ parts: _parts, ...l }: PartedLine) => l) };
}
