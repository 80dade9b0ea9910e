/**
 * The labelled fields of a bill out of its text: a field is read only where the bill prints its label
 * ("Total Charges", "Admission Date", "MS-DRG") and a value of the right form beside it (the rest of the
 * label's column on the same line) or under it (the same column of the next line, for forms with boxes
 * and tables with a header row). No label, no value: the field stays null, never guessed.
 */
import type { ReadField } from '@fp/domain';
import { spanConfidence, type BillText, type TextLine } from './text-types';
import { findDates, findMoney, isProcedureCode, isRevenueCode, type Found } from './values';
import { MORE_LABELS } from './vocabulary';

export type DateKey = 'statementDate' | 'admissionDate' | 'dischargeDate';
export type MoneyKey =
  'totalChargesCents' | 'insurancePaidCents' | 'insuranceAdjustedCents' | 'patientResponsibilityCents';
type Key = DateKey | MoneyKey | 'servicePeriod';

/** Labels as printed on US hospital bills, UB-04 forms (form locators 6, 12, 16, 47, 54, 55) and EOBs. */
const LABELS: { key: Key; re: RegExp; onlyAfter?: RegExp }[] = [
  {
    key: 'statementDate',
    re: /\b(statement|bill(?:ing)?|invoice|notice|processed|print|creation)\s*date\b|\bdate\s+(of\s+)?(statement|bill|this\s+notice|processed)\b|\bdate\s+processed\b/i,
  },
  {
    key: 'servicePeriod',
    re: /\b(statement\s+covers\s+period|dates?\s+of\s+service|service\s+dates?|service\s+period|date\s+range)\b/i,
  },
  { key: 'admissionDate', re: /\b(admission|admit(?:ted)?|admit\s+date)(\s+date)?\b/i },
  { key: 'dischargeDate', re: /\b(discharge(?:d)?)(\s+date)?\b/i },
  // UB-04 form locator 47's totals line (revenue code 0001): only on a line that starts with 0001 (see
  // `onlyAfter`; a look-behind here was tried at every position of every line, in time square in its length).
  { key: 'totalChargesCents', re: /\btotals?\b/i, onlyAfter: /^\s*0001\b/ },
  {
    key: 'totalChargesCents',
    re: /\b(total\s+(hospital\s+)?charges|total\s+billed|amount\s+billed|billed\s+charges|total\s+amount\s+billed|charges\s+total)\b/i,
  },
  {
    key: 'insurancePaidCents',
    re: /\b(insurance\s+(payments?|paid)|plan\s+paid|paid\s+by\s+(your\s+)?(plan|insurance)|amount\s+paid\s+by\s+(plan|insurance)|plan'?s?\s+payment|prior\s+payments?|payer\s+paid)\b/i,
  },
  {
    key: 'insuranceAdjustedCents',
    re: /\b(insurance\s+adjustments?|contractual\s+adjustments?|network\s+(discount|savings)|plan\s+discount|adjustments?\s+by\s+(plan|insurance)|allowance\s+adjustments?)\b/i,
  },
  {
    key: 'patientResponsibilityCents',
    re: /\b(amount\s+due|balance\s+due|patient\s+responsibility|patient\s+balance|your\s+responsibility|you\s+(may\s+)?owe|what\s+you\s+owe|please\s+pay(?!\s+(by|online|at|in))|pay\s+this\s+amount|est\.?\s+amount\s+due|total\s+you\s+owe)\b/i,
  },
];

const TOTALS_ROW = /^[\s|![]*(totals?|claim\s+totals?|total\s+for\s+this\s+claim)\b/i;

const looksLikeItem = (text: string) =>
  findDates(text).length > 0 || text.split(/\s+/).some((t) => isProcedureCode(t) || isRevenueCode(t));

/**
 * A row under a table's header whose figures are, column by column, the sums of the items between the header
 * and it (at least two items, each with as many figures): the table's totals row, whatever OCR made of its
 * label ("craim totals" for "Claim totals" on a 150-dpi scan). The sums are the check: a row that does not
 * add up is never taken for the totals without its label.
 */
function addsUpItems(lines: TextLine[], headerAt: number, rowAt: number): boolean {
  const row = lines[rowAt].text;
  if (looksLikeItem(row)) return false;
  const figures = findMoney(row).map((v) => v.value);
  if (figures.length < 2) return false;
  const items = lines
    .slice(headerAt + 1, rowAt)
    .filter((l) => looksLikeItem(l.text))
    .map((l) => findMoney(l.text).map((v) => v.value));
  if (items.length < 2 || items.some((r) => r.length !== figures.length)) return false;
  return figures.every((f, c) => items.reduce((sum, r) => sum + r[c], 0) === f);
}

const MONEY_KEYS: MoneyKey[] = [
  'totalChargesCents',
  'insurancePaidCents',
  'insuranceAdjustedCents',
  'patientResponsibilityCents',
];

interface LabelHit {
  key: Key;
  start: number;
  end: number;
  /** A bare word that is also a column header (vocabulary.ts): never read from the item under it. */
  weak?: boolean;
}

/**
 * The label patterns as matched: OCR sometimes runs two words together ("AMOUNTDUE"), so a label's spaces
 * may be missing. Made once, not per line.
 */
const LABEL_PATTERNS = [
  ...LABELS,
  ...(MORE_LABELS as { key: Key; re: RegExp; onlyAfter?: RegExp; weak?: boolean }[]),
].map((l: { key: Key; re: RegExp; onlyAfter?: RegExp; weak?: boolean }) => ({
  ...l,
  re: new RegExp(l.re.source.replace(/\\s\+/g, '\\s*'), 'gi'),
}));

/** Labels found on a line, left to right, each with where its value may be (up to the next label). */
function labelsOn(text: string): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const { key, re, onlyAfter, weak } of LABEL_PATTERNS) {
    if (onlyAfter && !onlyAfter.test(text)) continue;
    const r = re;
    r.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = r.exec(text))) {
      const start = m.index;
      const end = start + m[0].length;
      if (!hits.some((h) => start < h.end && end > h.start)) hits.push({ key, start, end, weak });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** The columns of a line: stretches separated by a wide gap (three spaces or more). */
function columns(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const re = /\S+(?: {1,2}\S+)*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

interface Candidate<T> {
  value: T;
  page: number;
  line: number;
  confidence: number;
  /** 0: beside its label; 1: under it. Beside wins. (The confidence is the value's: a label that matched is known text.) */
  rank: number;
}

export interface LabelledFields {
  dates: Partial<Record<DateKey, ReadField<string>>>;
  money: Partial<Record<MoneyKey, ReadField<number>>>;
}

function toField<T>(c: Candidate<T>): ReadField<T> {
  return { value: c.value, page: c.page, line: c.line, confidence: Math.round(c.confidence * 1000) / 1000 };
}

/** The value in [from, to) of a line, of the kind the label asks for. */
function valuesIn(
  line: TextLine,
  key: Key,
  from: number,
  to: number,
  compactDates: boolean,
): Found<unknown>[] {
  if ((MONEY_KEYS as string[]).includes(key)) return findMoney(line.text, from, to);
  // Beside or under a date label, a date whose separators OCR lost is read too (values.ts).
  return findDates(line.text, from, to, { compact: compactDates, lostSeparators: true });
}

/**
 * The value of a totals row in a header label's column: the one whose end (right-aligned figures) or start
 * (left-aligned) is nearest the label's, when that label is also the nearest of all the header's money
 * labels to it (so a label the vocabulary missed never shifts the others onto its figure).
 */
function alignedValue(values: Found<number>[], labels: LabelHit[], h: LabelHit): Found<number> | undefined {
  const dist = (v: Found<number>, l: LabelHit) =>
    Math.min(Math.abs(v.end - l.end), Math.abs(v.start - l.start));
  let best: Found<number> | undefined;
  for (const v of values) if (!best || dist(v, h) < dist(best, h)) best = v;
  if (!best || dist(best, h) > Math.max(4, (h.end - h.start) / 2)) return undefined;
  const nearest = labels.reduce((a, l) => (dist(best!, l) < dist(best!, a) ? l : a), h);
  return nearest === h ? best : undefined;
}

export function readLabelled(bill: BillText, compactDates: boolean): LabelledFields {
  const found = new Map<Key, Candidate<unknown>[]>();
  const weakOnes = new Set<Candidate<unknown>>();
  let current: LabelHit | undefined;
  const add = (key: Key, c: Candidate<unknown>) => {
    if (current?.weak) weakOnes.add(c);
    found.set(key, [...(found.get(key) ?? []), c]);
  };
  bill.pages.forEach((page, p) => {
    page.lines.forEach((line, i) => {
      const hits = labelsOn(line.text);
      const cols = columns(line.text);
      const isItem = looksLikeItem(line.text);
      hits.forEach((h, k) => {
        if (h.weak && isItem) return;
        current = h;
        const colEnd = cols.find((c) => c.start <= h.start && c.end >= h.end)?.end ?? line.text.length;
        const nextLabel = hits[k + 1]?.start ?? line.text.length;
        // Beside: the rest of the label's column, or the next column when that is not another label.
        const nextCol = cols.find((c) => c.start >= colEnd);
        const besideTo = Math.min(nextLabel, nextCol && nextCol.start < nextLabel ? nextCol.end : colEnd);
        const beside = valuesIn(line, h.key, h.end, besideTo, compactDates);
        const onLine = h.key === 'servicePeriod' ? beside.slice(0, 2) : beside.slice(0, 1);
        if (onLine.length > 0) {
          onLine.forEach((v, n) =>
            add(n === 0 ? h.key : ('servicePeriodEnd' as Key), {
              value: v.value,
              page: p + 1,
              line: i + 1,
              confidence: spanConfidence(line, v.start, v.end),
              rank: 0,
            }),
          );
          return;
        }
        // A table's header row ("Billed   Plan discount   Plan paid   You owe"): the values are in its
        // totals row, right-aligned with the money labels.
        const moneyHits = hits.filter((x) => (MONEY_KEYS as string[]).includes(x.key));
        if (moneyHits.length >= 2 && moneyHits.includes(h)) {
          const totalsAt = page.lines.findIndex(
            (l, j) => j > i && j <= i + 60 && (TOTALS_ROW.test(l.text) || addsUpItems(page.lines, i, j)),
          );
          const totals = page.lines[totalsAt];
          const values = totals ? findMoney(totals.text) : [];
          const v = totals ? alignedValue(values, moneyHits, h) : undefined;
          if (totals && v) {
            add(h.key, {
              value: v.value,
              page: p + 1,
              line: totalsAt + 1,
              confidence: spanConfidence(totals, v.start, v.end),
              rank: 0,
            });
            return;
          }
        }
        // A table's first item is not the header's value: with no totals row, a header of figures is read
        // from the line under it only when that line is not an item (no date, no code).
        if (moneyHits.length >= 2 && looksLikeItem(page.lines[i + 1]?.text ?? '')) return;
        // A bare word ("Charges") alone on its line is a column's header: its first item is not its value.
        if (h.weak && moneyHits.length < 2) return;
        // Under: in the next two lines, the value whose place overlaps the label's column (a form's box).
        const labelCol = cols.find((c) => c.start <= h.start && c.end >= h.end) ?? h;
        const nextColStart = cols.find((c) => c.start >= labelCol.end)?.start ?? Infinity;
        for (const j of [i + 1, i + 2]) {
          const below = page.lines[j];
          if (!below) return;
          const under = valuesIn(
            below,
            h.key,
            Math.max(0, labelCol.start - 2),
            Math.min(below.text.length, nextColStart - 1),
            compactDates,
          ).filter((v) => v.end > labelCol.start - 2);
          const vals = h.key === 'servicePeriod' ? under.slice(0, 2) : under.slice(0, 1);
          vals.forEach((v, n) =>
            add(n === 0 ? h.key : ('servicePeriodEnd' as Key), {
              value: v.value,
              page: p + 1,
              line: j + 1,
              confidence: spanConfidence(below, v.start, v.end),
              rank: 1,
            }),
          );
          if (vals.length > 0) return;
        }
      });
    });
  });
  const best = (key: string) => {
    // Beside before under; a label of its own wording before a bare word.
    const list = (found.get(key as Key) ?? [])
      .slice()
      .sort((a, b) => a.rank - b.rank || Number(weakOnes.has(a)) - Number(weakOnes.has(b)));
    return list[0];
  };
  const dates: LabelledFields['dates'] = {};
  for (const key of ['statementDate', 'admissionDate', 'dischargeDate'] as DateKey[]) {
    const c = best(key);
    if (c) dates[key] = toField(c as Candidate<string>);
  }
  // A service period ("Dates of service 10/02/2024 - 10/05/2024") gives admission and discharge when the
  // bill does not print them on their own.
  const from = best('servicePeriod');
  const through = best('servicePeriodEnd');
  if (!dates.admissionDate && from) dates.admissionDate = toField(from as Candidate<string>);
  if (!dates.dischargeDate && through) dates.dischargeDate = toField(through as Candidate<string>);
  const money: LabelledFields['money'] = {};
  for (const key of MONEY_KEYS) {
    const c = best(key);
    // Payments and adjustments are printed as credits ("-$3,100.50", "(3,100.50)"); the field is the amount.
    if (c)
      money[key] = toField({
        ...(c as Candidate<number>),
        value:
          key === 'totalChargesCents' || key === 'patientResponsibilityCents'
            ? (c.value as number)
            : Math.abs(c.value as number),
      });
  }
  return { dates, money };
}
