/**
 * Checks before confidence (issue 39): a value read from a bill is filled into a form on its own only when
 * it is sure (READ_CONFIDENCE_MIN) and passes the checks its kind allows. A value that fails one keeps its
 * reading but its confidence is lowered below the forms' threshold, so the user is asked to fill it in:
 * - totals reconcile: charges − insurance paid − adjustments = amount due (figures the arithmetic
 *   confirms are raised in parse-bill.ts's confirmByArithmetic; the ones it contradicts are lowered here);
 * - dates are real (values.ts parses only real ones) and in order: admission ≤ discharge ≤ statement date,
 *   a stay of at most a year;
 * - an MS-DRG is one CMS has published (grouper titles shipped in @fp/catalog-lists);
 * - a line's CPT/HCPCS code read by OCR is taken only when its word is read surely (a digit misread, 76551
 *   for 70551, keeps the code's form); otherwise the line keeps its figures and loses the code. A code
 *   one character away from a code on the shipped list (COMMON_PROCEDURES) but not on it is what a
 *   misread of that code looks like (20881 for 29881), so it needs to be read more surely still;
 * - an OCR'd line with no quantity read, on a bill whose other lines print one, lost it: its quantity is
 *   unknown (not 1), so the line is not filled in on its own.
 * An EOB's service dates are its lines' first and last dates when it prints no period of its own.
 */
import { CMS_DRG_TITLES, COMMON_PROCEDURES } from '@fp/catalog-lists';
import { READ_CONFIDENCE_MIN, type BillReading, type ReadField } from '@fp/domain';
import type { PartedLine } from './lines';
import type { BillText } from './text-types';

/** The confidence a value that failed a check is given: just under what the forms fill in. */
export const FAILED_CHECK = Math.round((READ_CONFIDENCE_MIN - 0.01) * 1000) / 1000;

const lowered = <T>(f: ReadField<T> | null): ReadField<T> | null =>
  f && { ...f, confidence: Math.min(f.confidence, FAILED_CHECK) };

/** A word of an OCR'd line at least this sure is taken as a code, or as a figure no arithmetic confirms. */
export const CODE_CONFIDENCE_MIN = 0.9;

const DAY_MS = 86_400_000;
const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / DAY_MS;

/** Money: when charges and the amount due are both read and do not reconcile, nothing unconfirmed is filled in. */
function checkTotals(r: BillReading): BillReading {
  const c = r.totalChargesCents;
  const d = r.patientResponsibilityCents;
  if (!c || !d) return r;
  const rest = c.value - (r.insurancePaidCents?.value ?? 0) - (r.insuranceAdjustedCents?.value ?? 0);
  if (rest === d.value) return r;
  // No adjustment read (a UB-04 has no box for it, a statement may word it otherwise): the figures stand
  // when an adjustment of the difference could explain them; read from a picture, only surely read ones.
  if (!r.insuranceAdjustedCents && rest > d.value && (r.insurancePaidCents?.value ?? 0) >= 0) {
    if (r.method !== 'OCR') return r;
    const sure = <T>(f: ReadField<T> | null) => (f && f.confidence < CODE_CONFIDENCE_MIN ? lowered(f) : f);
    return {
      ...r,
      totalChargesCents: sure(c),
      insurancePaidCents: sure(r.insurancePaidCents),
      patientResponsibilityCents: sure(d),
    };
  }
  const linesSum = r.lines.reduce((s, l) => s + l.amountCents, 0);
  const chargesByLines = r.lines.length > 0 && linesSum === c.value;
  return {
    ...r,
    totalChargesCents: chargesByLines ? c : lowered(c),
    insurancePaidCents: lowered(r.insurancePaidCents),
    insuranceAdjustedCents: lowered(r.insuranceAdjustedCents),
    patientResponsibilityCents: lowered(d),
  };
}

/** Dates in order: admission ≤ discharge (a stay of at most a year), both on or before the statement date. */
function checkDates(r: BillReading): BillReading {
  const a = r.admissionDate;
  const d = r.dischargeDate;
  const s = r.statementDate;
  let out = r;
  if (a && d && (days(a.value, d.value) < 0 || days(a.value, d.value) > 366))
    out = { ...out, admissionDate: lowered(a), dischargeDate: lowered(d) };
  const last = d ?? a;
  if (s && last && days(last.value, s.value) < 0)
    out = {
      ...out,
      statementDate: lowered(s),
      admissionDate: lowered(out.admissionDate),
      dischargeDate: lowered(out.dischargeDate),
    };
  return out;
}

/** An EOB's dates of service from its lines, when it prints no period of its own. */
function eobServiceDates(r: BillReading): BillReading {
  if (r.layout !== 'EOB' || r.admissionDate || r.dischargeDate) return r;
  const dated = r.lines.filter((l) => l.date);
  if (dated.length === 0) return r;
  const sorted = [...dated].sort((x, y) => (x.date! < y.date! ? -1 : x.date! > y.date! ? 1 : 0));
  const field = (l: (typeof dated)[number]): ReadField<string> => ({
    value: l.date!,
    page: l.page,
    line: l.line,
    confidence: Math.min(...dated.map((x) => x.confidence)),
  });
  return { ...r, admissionDate: field(sorted[0]), dischargeDate: field(sorted[sorted.length - 1]) };
}

/**
 * How sure an OCR'd code must be when it is not on the shipped list but one character away from a code
 * that is: one misread digit turns the listed code into it, so an ordinary sure reading does not tell them
 * apart. The misreads seen (20881 for 29881, 76551 for 70551) were read at 0.80–0.90; right readings of
 * such codes (93005, 99213) at 0.93–0.96 on the tuning share.
 */
export const NEAR_KNOWN_CODE_MIN = 0.93;

const KNOWN_CODES = new Set(COMMON_PROCEDURES.flatMap((p) => (p.code ? [p.code] : [])));

/** A code not on the shipped list that differs in one character from one that is. */
export function nearKnownCode(code: string): boolean {
  if (KNOWN_CODES.has(code)) return false;
  for (const known of KNOWN_CODES) {
    if (known.length !== code.length) continue;
    let diff = 0;
    for (let i = 0; i < code.length && diff < 2; i++) if (code[i] !== known[i]) diff++;
    if (diff === 1) return true;
  }
  return false;
}

/** Codes: an MS-DRG CMS has not published is not filled in; OCR'd line codes only when surely read. */
function checkCodes(bill: BillText, r: BillReading): BillReading {
  let out = r;
  if (r.drg && !(r.drg.value in CMS_DRG_TITLES)) out = { ...out, drg: lowered(r.drg) };
  if (bill.method !== 'OCR') return out;
  const lines = r.lines.map((l) => {
    if (!l.code) return l;
    const line = bill.pages[l.page - 1]?.lines[l.line - 1];
    const at = line ? line.text.indexOf(l.code) : -1;
    const words = line?.words ?? [];
    const conf = words
      .filter((w) => at >= 0 && w.end > at && w.start < at + l.code!.length)
      .reduce((m, w) => Math.min(m, w.confidence), 1);
    const min = nearKnownCode(l.code) ? NEAR_KNOWN_CODE_MIN : CODE_CONFIDENCE_MIN;
    return conf >= min ? l : { ...l, code: null };
  });
  return { ...out, lines };
}

/** The confidence of a line whose amount the total confirms and whose other parts passed their checks. */
const LINE_CONFIRMED = 0.95;

/**
 * Lines the total confirms: when the amounts of two or more lines add up to the surely read total charges,
 * every amount is right (misread figures do not add up to another misread figure). A line held back only
 * by how unsure OCR was of its words is then filled in, each of its other parts kept only when it passes
 * a check of its own:
 * - quantity: agrees with the printed unit price, or read surely, or none read on any line (no quantity
 *   column: 1); a line without one on a bill whose other lines have one lost it to OCR;
 * - date: read surely, or within the stay the bill prints (admission to discharge, both sure; not on an
 *   EOB, whose stay is taken from its lines); otherwise left out;
 * - revenue code: read surely, otherwise left out; the CPT/HCPCS code goes through checkCodes.
 */
export function confirmLines(r: BillReading): BillReading {
  const c = r.totalChargesCents;
  const lines = r.lines as PartedLine[];
  if (r.method !== 'OCR' || !c || c.confidence < READ_CONFIDENCE_MIN || lines.length < 2) return r;
  if (lines.reduce((s, l) => s + l.amountCents, 0) !== c.value) return r;
  const sure = (f: ReadField<string> | null) => (f && f.confidence >= READ_CONFIDENCE_MIN ? f.value : null);
  const from = r.layout === 'EOB' ? null : sure(r.admissionDate);
  const to = r.layout === 'EOB' ? null : sure(r.dischargeDate);
  const inStay = (d: string) => !!from && !!to && from <= d && d <= to;
  const quantityColumn = lines.some((l) => l.parts?.quantityRead);
  return {
    ...r,
    lines: lines.map((l) => {
      const p = l.parts;
      if (!p || l.confidence >= READ_CONFIDENCE_MIN || p.quantity < CODE_CONFIDENCE_MIN) return l;
      if (quantityColumn && !p.quantityRead && !p.unitAgrees) return l;
      const dateOk = p.date >= CODE_CONFIDENCE_MIN || (l.date !== null && inStay(l.date));
      return {
        ...l,
        date: dateOk ? l.date : null,
        revenueCode: p.revenueCode >= CODE_CONFIDENCE_MIN ? l.revenueCode : null,
        confidence: LINE_CONFIRMED,
      };
    }),
  };
}

/**
 * Quantities read by OCR: where some lines print a quantity, a line with none read (and no unit price
 * that 1 agrees with) lost its own, so the 1 it was given is a guess and the line is not filled in on its
 * own. A bill with no quantity column (an EOB) prints none on any line: 1 stands.
 */
export function checkQuantities(r: BillReading): BillReading {
  const lines = r.lines as PartedLine[];
  if (r.method !== 'OCR' || !lines.some((l) => l.parts?.quantityRead)) return r;
  return {
    ...r,
    lines: lines.map((l) =>
      l.parts && !l.parts.quantityRead && !l.parts.unitAgrees
        ? { ...l, confidence: Math.min(l.confidence, FAILED_CHECK) }
        : l,
    ),
  };
}

export function checkReading(bill: BillText, r: BillReading): BillReading {
  return checkCodes(bill, checkQuantities(confirmLines(checkDates(checkTotals(eobServiceDates(r))))));
}
