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
import { textIn, type TextLanguage } from '../text/text-language';
import { LINE_CHECK_TEXT_EN } from './line-checks-text';
import { LINE_CHECK_TEXT_ES } from './line-checks-text-es';

type Say = ReturnType<typeof textIn<keyof typeof LINE_CHECK_TEXT_EN>>;
const sayIn = (lang: TextLanguage = 'en'): Say => textIn(LINE_CHECK_TEXT_EN, LINE_CHECK_TEXT_ES, lang);

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
  /** The language of the findings' sentences (the request's); English when absent. */
  language?: TextLanguage;
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

const codeOf = (l: ReadLine, t: Say): string =>
  l.code ?? (l.revenueCode ? t('rev', { code: l.revenueCode }) : '');

/** "“CBC” (85025) on 2026-03-02, $45.00, page 1 line 12": a line as the user finds it on paper. */
export function describeLine(l: ReadLine, lang: TextLanguage = 'en'): string {
  const t = sayIn(lang);
  const code = l.code ?? l.revenueCode;
  const parts = [`“${l.description}”${code ? ` (${code})` : ''}`];
  if (l.date) parts.push(t('on', { date: l.date }));
  parts.push(`${usd(l.amountCents)}${l.quantity !== 1 ? t('forQuantity', { quantity: l.quantity }) : ''}`);
  return t('line', { parts: parts.join(' '), page: l.page, line: l.line });
}

function duplicates(lines: readonly ReadLine[], lang: TextLanguage): LineFinding[] {
  const t = sayIn(lang);
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
      text: t('duplicate', {
        what: codeOf(first, t) || first.description,
        count: idx.length,
        date: first.date ?? '',
        lines: idx.map((i) => describeLine(lines[i]!, lang)).join('; '),
        extra: usd(extra),
      }),
      amountCents: extra,
    });
  }
  return out;
}

function outsideStay(reading: BillReading, lang: TextLanguage): LineFinding[] {
  const t = sayIn(lang);
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
      text: t('afterDischarge', { line: describeLine(reading.lines[i]!, lang), date: String(discharged) }),
      amountCents: sum([i]),
    });
  for (const i of before)
    out.push({
      kind: 'BEFORE_ADMISSION',
      lines: [i],
      text: t('beforeAdmission', { line: describeLine(reading.lines[i]!, lang), date: String(admitted) }),
      amountCents: null,
    });
  return out;
}

function unusualQuantities(lines: readonly ReadLine[], lang: TextLanguage): LineFinding[] {
  const t = sayIn(lang);
  const out: LineFinding[] = [];
  lines.forEach((l, i) => {
    if (isRoomAndBoard(l.revenueCode)) return; // counted against the stay's nights instead
    if (isEvaluationVisit(l.code) && l.quantity > 1)
      out.push({
        kind: 'UNUSUAL_QUANTITY',
        lines: [i],
        text: t('visitQuantity', { line: describeLine(l, lang), quantity: l.quantity }),
        amountCents: l.quantity > 0 ? Math.round((l.amountCents * (l.quantity - 1)) / l.quantity) : null,
      });
    else if (l.quantity > UNUSUAL_UNITS)
      out.push({
        kind: 'UNUSUAL_QUANTITY',
        lines: [i],
        text: t('units', { line: describeLine(l, lang), quantity: l.quantity, max: UNUSUAL_UNITS }),
        amountCents: null,
      });
  });
  return out;
}

function roomDays(reading: BillReading, lang: TextLanguage): LineFinding[] {
  const t = sayIn(lang);
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
      text: t('roomDays', {
        days,
        nights,
        nightWord: t(nights === 1 ? 'night' : 'nights'),
        from: String(reading.admissionDate?.value),
        to: String(reading.dischargeDate?.value),
        excess,
        dayWord: t(excess === 1 ? 'day' : 'days'),
      }),
      amountCents: Math.round((cents * excess) / days),
    },
  ];
}

const bareCode = (c: string) => c.toUpperCase().replace(/^0+(?=\d)/, '');

function abovePriceFile(
  lines: readonly ReadLine[],
  rates: Map<string, PriceFileRate>,
  lang: TextLanguage,
): LineFinding[] {
  const t = sayIn(lang);
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
      text: t('abovePriceFile', {
        line: describeLine(l, lang),
        above: usd(l.amountCents - ceiling),
        code: l.code ?? '',
        rate: usd(rate.maxCents),
        times: l.quantity !== 1 ? ` × ${l.quantity}` : '',
        source: rate.source,
      }),
      amountCents: l.amountCents - ceiling,
    });
  });
  return out;
}

/** Every finding on the reading's lines, in the order of the first line each concerns. */
export function checkItemizedLines(reading: BillReading, opts: LineCheckOptions = {}): LineFinding[] {
  const lang = opts.language ?? 'en';
  const findings = [
    ...duplicates(reading.lines, lang),
    ...outsideStay(reading, lang),
    ...unusualQuantities(reading.lines, lang),
    ...roomDays(reading, lang),
    ...(opts.priceFileRates?.size ? abovePriceFile(reading.lines, opts.priceFileRates, lang) : []),
  ];
  return findings.sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0));
}
