/**
 * The itemized-line check (issue 30): the lines read from a bill (BillReading.lines) looked over for the
 * errors consumer guides name most often, each finding naming its lines and why it is worth asking
 * about. A finding is a question for the billing office, never a verdict: a second line of the same code
 * on one day can be right (two X-rays), and the finding says so.
 *
 * Rules, with where they come from:
 * - DUPLICATE: the same code (CPT/HCPCS, else revenue code and description) on the same date, twice or
 *   more. CFPB and state insurance departments list duplicate charges first among billing errors.
 * - AFTER_DISCHARGE / BEFORE_ADMISSION: a line dated after the discharge date or before the admission date.
 *   (Medicare bundles outpatient services in the 3 days before an inpatient admission into the stay,
 *   42 CFR 412.2(c)(5): a line before admission is a question, not necessarily an error.)
 * - UNUSUAL_QUANTITY: an evaluation and management visit code (CPT 99202–99499) more than once on a line
 *   (one visit of a kind a day is billed, CMS Claims Processing Manual ch. 12 §30.6.7), or any line of
 *   more than UNUSUAL_UNITS units.
 * - ROOM_DAYS_BEYOND_STAY: room-and-board days (UB-04 revenue codes 0100–0219) above the stay's nights: the
 *   day of discharge is not billed as a room day (Medicare Benefit Policy Manual ch. 3 §20.1).
 * - ABOVE_PRICE_FILE: a line above the highest rate the hospital's own price file (45 CFR 180) publishes
 *   for that code, times the line's quantity.
 */
import { usd } from '../money/usd';
import type { BillReading, LineFinding, ReadLine } from './types';

/** More units than this on one line of anything is worth a question. */
export const UNUSUAL_UNITS = 50;

/** A code's rates from the hospital's price file, per unit, in cents. */
export interface PriceFileRate {
  minCents: number;
  maxCents: number;
  /** The file named as the user would look it up ("file name, dated …"). */
  source: string;
}

export interface LineCheckOptions {
  /** Rates keyed by CPT/HCPCS code as printed (leading zeros ignored). */
  priceFileRates?: Map<string, PriceFileRate>;
}

const isRoomAndBoard = (rev: string | null): boolean => {
  if (!rev || !/^\d{3,4}$/.test(rev)) return false;
  const n = Number(rev);
  return n >= 100 && n <= 219;
};

const isEvaluationVisit = (code: string | null): boolean => {
  if (!code || !/^\d{5}$/.test(code)) return false;
  const n = Number(code);
  return n >= 99202 && n <= 99499;
};

/** Calendar days from a to b ("YYYY-MM-DD"); null when either is missing or malformed. */
export function daysBetween(a: string | null, b: string | null): number | null {
  if (!a || !b || !/^\d{4}-\d{2}-\d{2}$/.test(a) || !/^\d{4}-\d{2}-\d{2}$/.test(b)) return null;
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

const codeOf = (l: ReadLine): string => l.code ?? (l.revenueCode ? `rev ${l.revenueCode}` : '');

/** "“CBC” (85025) on 2026-03-02, $45.00, page 1 line 12": a line as the user finds it on paper. */
export function describeLine(l: ReadLine): string {
  const code = l.code ?? l.revenueCode;
  const parts = [`“${l.description}”${code ? ` (${code})` : ''}`];
  if (l.date) parts.push(`on ${l.date}`);
  parts.push(`${usd(l.amountCents)}${l.quantity !== 1 ? ` for ${l.quantity}` : ''}`);
  return `${parts.join(' ')} (page ${l.page}, line ${l.line})`;
}

function duplicates(lines: readonly ReadLine[]): LineFinding[] {
  const groups = new Map<string, number[]>();
  lines.forEach((l, i) => {
    // Credits (negative amounts) cancel a line; they are not a second charge.
    if (!l.date || l.amountCents <= 0) return;
    const what = l.code ?? (l.revenueCode ? `${l.revenueCode}|${l.description.toLowerCase()}` : null);
    if (!what) return;
    const key = `${l.date}|${what}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const out: LineFinding[] = [];
  for (const idx of groups.values()) {
    if (idx.length < 2) continue;
    const first = lines[idx[0]!]!;
    const extra = idx.slice(1).reduce((s, i) => s + lines[i]!.amountCents, 0);
    out.push({
      kind: 'DUPLICATE',
      lines: idx,
      text: `${codeOf(first) || first.description} is charged ${idx.length} times on ${first.date}: ${idx
        .map((i) => describeLine(lines[i]!))
        .join(
          '; ',
        )}. Ask whether you received it ${idx.length} times; if not, the extra ${usd(extra)} should come off.`,
      amountCents: extra,
    });
  }
  return out;
}

function outsideStay(reading: BillReading): LineFinding[] {
  const admitted = reading.admissionDate?.value ?? null;
  const discharged = reading.dischargeDate?.value ?? null;
  const after: number[] = [];
  const before: number[] = [];
  reading.lines.forEach((l, i) => {
    if (!l.date || l.amountCents <= 0) return;
    const fromDischarge = daysBetween(discharged, l.date);
    const fromAdmission = daysBetween(admitted, l.date);
    if (fromDischarge !== null && fromDischarge > 0) after.push(i);
    else if (fromAdmission !== null && fromAdmission < 0) before.push(i);
  });
  const sum = (idx: number[]) => idx.reduce((s, i) => s + reading.lines[i]!.amountCents, 0);
  const out: LineFinding[] = [];
  for (const i of after)
    out.push({
      kind: 'AFTER_DISCHARGE',
      lines: [i],
      text: `${describeLine(reading.lines[i]!)} is dated after your discharge on ${discharged}. Ask what it was for: care after you left is not part of this stay.`,
      amountCents: sum([i]),
    });
  for (const i of before)
    out.push({
      kind: 'BEFORE_ADMISSION',
      lines: [i],
      text: `${describeLine(reading.lines[i]!)} is dated before your admission on ${admitted}. Ask what it was for (tests in the 3 days before an inpatient stay are billed with the stay).`,
      amountCents: null,
    });
  return out;
}

function unusualQuantities(lines: readonly ReadLine[]): LineFinding[] {
  const out: LineFinding[] = [];
  lines.forEach((l, i) => {
    if (isRoomAndBoard(l.revenueCode)) return; // counted against the stay's nights instead
    if (isEvaluationVisit(l.code) && l.quantity > 1)
      out.push({
        kind: 'UNUSUAL_QUANTITY',
        lines: [i],
        text: `${describeLine(l)} bills a visit code ${l.quantity} times on one line. Rule used: an evaluation and management visit (CPT 99202–99499) is billed once a day by one doctor. Ask why it is more than one.`,
        amountCents: l.quantity > 0 ? Math.round((l.amountCents * (l.quantity - 1)) / l.quantity) : null,
      });
    else if (l.quantity > UNUSUAL_UNITS)
      out.push({
        kind: 'UNUSUAL_QUANTITY',
        lines: [i],
        text: `${describeLine(l)} bills ${l.quantity} units on one line. Rule used: more than ${UNUSUAL_UNITS} units of one item on one line is rare. Ask what was counted.`,
        amountCents: null,
      });
  });
  return out;
}

function roomDays(reading: BillReading): LineFinding[] {
  const nights = daysBetween(reading.admissionDate?.value ?? null, reading.dischargeDate?.value ?? null);
  if (nights === null || nights < 0) return [];
  const idx = reading.lines.flatMap((l, i) =>
    isRoomAndBoard(l.revenueCode) && l.amountCents > 0 ? [i] : [],
  );
  const days = idx.reduce((s, i) => s + reading.lines[i]!.quantity, 0);
  // A stay that begins and ends on one day is billed one day at most.
  const allowed = Math.max(nights, 1);
  if (idx.length === 0 || days <= allowed) return [];
  const cents = idx.reduce((s, i) => s + reading.lines[i]!.amountCents, 0);
  const excess = days - allowed;
  return [
    {
      kind: 'ROOM_DAYS_BEYOND_STAY',
      lines: idx,
      text: `The bill charges ${days} room-and-board days (revenue codes 0100–0219) for a stay of ${nights} night${nights === 1 ? '' : 's'} (${reading.admissionDate?.value} to ${reading.dischargeDate?.value}); the day you leave is not a room day. Ask for the ${excess} extra day${excess === 1 ? '' : 's'} to come off.`,
      amountCents: Math.round((cents * excess) / days),
    },
  ];
}

const bareCode = (c: string) => c.toUpperCase().replace(/^0+(?=\d)/, '');

function abovePriceFile(lines: readonly ReadLine[], rates: Map<string, PriceFileRate>): LineFinding[] {
  const byCode = new Map([...rates].map(([k, v]) => [bareCode(k), v]));
  const out: LineFinding[] = [];
  lines.forEach((l, i) => {
    const rate = l.code ? byCode.get(bareCode(l.code)) : undefined;
    if (!rate || l.quantity <= 0) return;
    const ceiling = rate.maxCents * l.quantity;
    if (l.amountCents <= ceiling) return;
    out.push({
      kind: 'ABOVE_PRICE_FILE',
      lines: [i],
      text: `${describeLine(l)} is ${usd(l.amountCents - ceiling)} above the highest rate the hospital's own price file lists for ${l.code} (${usd(rate.maxCents)}${l.quantity !== 1 ? ` × ${l.quantity}` : ''}; ${rate.source}). Ask why the bill is above the hospital's published price.`,
      amountCents: l.amountCents - ceiling,
    });
  });
  return out;
}

/** Every finding on the reading's lines, in the order of the first line each concerns. */
export function checkItemizedLines(reading: BillReading, opts: LineCheckOptions = {}): LineFinding[] {
  const findings = [
    ...duplicates(reading.lines),
    ...outsideStay(reading),
    ...unusualQuantities(reading.lines),
    ...roomDays(reading),
    ...(opts.priceFileRates?.size ? abovePriceFile(reading.lines, opts.priceFileRates) : []),
  ];
  return findings.sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0));
}
