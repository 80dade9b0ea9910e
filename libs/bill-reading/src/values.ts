/**
 * The values printed on a bill, from their text: money to integer cents, dates to "YYYY-MM-DD", and the
 * codes (UB-04 revenue codes, CPT and HCPCS). Each finder returns where in the line the value was, so its
 * confidence can be that of the words it was read from. A value that does not parse cleanly is not read.
 */

export interface Found<T> {
  value: T;
  start: number;
  end: number;
}

/**
 * "$1,234.56", "1234.56", "($45.00)", "-45.00", "45.00 CR": cents must be printed. A space after a
 * thousands comma ("10, 258.00") is OCR splitting one figure into two words at its comma (tesseract does
 * so on monospaced print); read as one figure, not as 258.00.
 */
export const MONEY_RE =
  /(?<![\w.,/])(\(?)(-?)\s?\$?\s?(\d{1,3}(?:, ?\d{3})+|\d+)\.(\d{2})(\)?)(\s?CR\b)?(?![\d,/]|\.\d)/g;

export function findMoney(text: string, from = 0, to = text.length): Found<number>[] {
  const out: Found<number>[] = [];
  const re = new RegExp(MONEY_RE.source, 'g');
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && m.index < to) {
    const [, open, minus, whole, cents, close, cr] = m;
    const negative = (open === '(' && close === ')') || minus === '-' || Boolean(cr);
    const value = Number(whole.replace(/, ?/g, '')) * 100 + Number(cents);
    if (!Number.isSafeInteger(value)) continue;
    out.push({ value: negative ? -value : value, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(y: number, mo: number, d: number): string | null {
  if (y < 100) y += 2000;
  if (y < 1990 || y > 2099 || mo < 1 || mo > 12 || d < 1) return null;
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCMonth() !== mo - 1) return null;
  return dt.toISOString().slice(0, 10);
}

const DATE_RES: { re: RegExp; parse: (m: RegExpExecArray) => string | null }[] = [
  // 03/14/2025, 3-14-25, 03.14.2025
  {
    re: /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-]*\d)/g,
    parse: (m) => isoDate(Number(m[4]), Number(m[1]), Number(m[3])),
  },
  // 2025-03-14
  {
    re: /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g,
    parse: (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  // Mar 14, 2025 / March 14 2025
  {
    re: /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\b/gi,
    parse: (m) => isoDate(Number(m[3]), MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1, Number(m[2])),
  },
  // 14 Mar 2025
  {
    re: /\b(\d{1,2})\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(\d{4})\b/gi,
    parse: (m) => isoDate(Number(m[3]), MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1, Number(m[1])),
  },
];

/**
 * Dates a photo's OCR printed without one or both of their separators: "03/142026", "0314/2026",
 * "03/1426" (one slash lost), "03142026" and "031426" (both). Two-digit month and day only: "3/142026"
 * could be 03/14/2026 or 31/4/2026, so it is not read. Only where a date label stands beside or over the
 * value (fields.ts), never in free text, where six or eight digits are as often an account or claim number.
 */
const LOST_SEPARATOR_RES: RegExp[] = [
  /(?<![\d/.-])(\d{2})[/.-](\d{2})(\d{4}|\d{2})(?![\d/.-]*\d)/g,
  /(?<![\d/.-])(\d{2})(\d{2})[/.-](\d{4}|\d{2})(?![\d/.-]*\d)/g,
  /(?<![\d$.,/-])(\d{2})(\d{2})(\d{4}|\d{2})(?![\d.,/-]*\d)/g,
];

/** How findDates reads a line: `compact` also reads UB-04's six-digit MMDDYY ("100224"); `lostSeparators` the forms above. */
export interface DateForms {
  compact?: boolean;
  lostSeparators?: boolean;
}

/** Dates in a line, in order; `forms` adds the forms above (DateForms). */
export function findDates(
  text: string,
  from = 0,
  to = text.length,
  { compact = false, lostSeparators = false }: DateForms = {},
): Found<string>[] {
  const out: Found<string>[] = [];
  // A period printed "04/10/25 - 04/11/25" that OCR read without its spaces ("04/10/25-04/11/25") is two
  // dates: the hyphen between them becomes a space (the same length, so positions stay).
  const part = text.slice(0, to).replace(/(\/\d{2}(?:\d{2})?)-(?=\d{1,2}\/\d{1,2}\/\d{2})/g, '$1 ');
  for (const { re, parse } of DATE_RES) {
    const r = new RegExp(re.source, re.flags);
    r.lastIndex = from;
    let m: RegExpExecArray | null;
    while ((m = r.exec(part))) {
      const value = parse(m);
      if (value) out.push({ value, start: m.index, end: m.index + m[0].length });
    }
  }
  const addUnlessOverlapping = (m: RegExpExecArray, value: string | null) => {
    const end = m.index + m[0].length;
    if (value && !out.some((f) => m.index < f.end && end > f.start)) out.push({ value, start: m.index, end });
  };
  if (lostSeparators) {
    for (const re of LOST_SEPARATOR_RES) {
      const r = new RegExp(re.source, re.flags);
      r.lastIndex = from;
      let m: RegExpExecArray | null;
      while ((m = r.exec(part))) addUnlessOverlapping(m, isoDate(Number(m[3]), Number(m[1]), Number(m[2])));
    }
  }
  if (compact) {
    const r = /(?<![\d$.,])(\d{2})(\d{2})(\d{2})(?![\d.,])/g;
    r.lastIndex = from;
    let m: RegExpExecArray | null;
    while ((m = r.exec(part))) addUnlessOverlapping(m, isoDate(Number(m[3]), Number(m[1]), Number(m[2])));
  }
  return out.sort((a, b) => a.start - b.start);
}

/** A UB-04 revenue code: four digits starting with 0 ("0250", "0450"). */
export const isRevenueCode = (t: string) => /^0\d{3}$/.test(t) && t !== '0000';

/**
 * A CPT code (five digits, or four digits and F/T/U for categories II/III and lab PLA codes) or a HCPCS
 * Level II code (a letter A–V and four digits).
 */
export const isProcedureCode = (t: string) => /^(\d{5}|\d{4}[FTU]|[A-CE-VX]\d{4})$/.test(t);
