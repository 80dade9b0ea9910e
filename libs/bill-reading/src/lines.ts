/**
 * The itemized lines of a bill: a line of text that ends in (or, on an EOB, holds) an amount and carries a
 * service date or a code (UB-04 revenue code, CPT, HCPCS). Totals, payments and adjustments are not lines.
 */
import type { BillLayout, ReadLine } from '@fp/domain';
import { FAILED_CHECK } from './checks';
import { spanConfidence, type BillText } from './text-types';
import { findDates, findMoney, isProcedureCode, isRevenueCode } from './values';

const NOT_A_LINE =
  /\b(totals?|subtotal|balance|amount\s+due|payments?|paid|adjustments?|discount|deductible|coinsurance|copay|previous|page\s+\d|statement|due\s+date|you\s+owe|responsibility)\b/i;

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/**
 * How sure each part of a line was read (0–1), kept until the checks are done (checks.ts confirmLines):
 * `quantity` is 1 when quantity × unit price = amount, 0 when a unit price printed says otherwise;
 * `quantityRead` says whether a quantity was read at all (1 is taken when none was), `unitAgrees` whether
 * quantity × unit price = amount.
 */
export interface LineParts {
  date: number;
  revenueCode: number;
  code: number;
  quantity: number;
  quantityRead: boolean;
  unitAgrees: boolean;
  /** Whether the line prints a unit price (quantity × unit price = amount can be checked). */
  unitPrinted: boolean;
  /** How many figures (money) the line prints. */
  figures: number;
  /** Where in the line's text the quantity was read (lost-cells.ts finds the column from these). */
  quantityAt: { start: number; end: number } | null;
}

export type PartedLine = ReadLine & { parts?: LineParts };

/** A quantity as OCR reads it: a small whole number, or a lone 1 read as a letter of its shape. */
const QUANTITY = /^(\d{1,3}|[Iil|])[:;,.']?$/;
const quantityOf = (t: string) => (/^[Iil|]/.test(t) ? 1 : parseInt(t, 10));

/** A figure whose thousands comma OCR read as a period ("1.240.00"): its digits, in cents. */
const PERIOD_THOUSANDS = /^\$?(\d{1,3}(?:\.\d{3})+)\.(\d{2})$/;

/**
 * The unit price of a line whose only figure read as money is its amount, when the word just before
 * the amount is a figure with its thousands comma read as a period ("2   1.240.00   2,480.00"). It is
 * used only to check quantity × unit price = amount: a misread that still agrees is not a misread of
 * the digits, and one that does not agree holds the line back, as any unit price that disagrees does.
 */
function misreadUnit(text: string, toks: Token[], amount: { start: number }): Token | undefined {
  const before = toks.filter((t) => t.end <= amount.start);
  const last = before[before.length - 1];
  return last && PERIOD_THOUSANDS.test(last.text) && text.slice(last.end, amount.start).trim() === ''
    ? last
    : undefined;
}

const misreadValue = (t: Token) => {
  const m = PERIOD_THOUSANDS.exec(t.text)!;
  return Number(m[1].replace(/\./g, '')) * 100 + Number(m[2]);
};

/**
 * A dollar figure whose point OCR lost: "$143 64" (read as a space) or "$6567" (dropped), on phone photos
 * and 150-dpi scans.
 */
const LOST_POINT = /\$(\d{1,3}(?:,\d{3})*|\d+)( ?)(\d{2})(?![\d.,])/g;

/** An EOB line's figures reconcile: billed − discount − paid by plan = the patient's share. */
const eobReconciles = (money: { value: number }[]) =>
  money.length >= 3 &&
  money.slice(1, -1).reduce((rest, m) => rest - m.value, money[0].value) === money[money.length - 1].value;

/**
 * An EOB line's text with each figure whose point OCR lost read with its point ("$143 64" as $143.64,
 * "$6567" as 65.67), when the line's figures then reconcile (the check that makes the repair safe), and
 * only on a line that prints its other figures with cents (an EOB in whole dollars is never divided by a
 * hundred). Otherwise the text as OCR read it. Every character keeps its place ("$6567" becomes "65.67"),
 * so word boxes and confidences still line up.
 */
function eobText(text: string): string {
  if (findMoney(text).length === 0) return text;
  const repaired = text.replace(LOST_POINT, (_all, whole: string, space: string, cents: string) =>
    space ? `$${whole}.${cents}` : `${whole}.${cents}`,
  );
  return repaired !== text && eobReconciles(findMoney(repaired)) ? repaired : text;
}

/** A line's last figure with its point read as a space ("32 00"), at the end of the line. */
const LOST_POINT_AT_END = /(?<![\d.,])(\d{1,3}(?:,\d{3})*|\d+) (\d{2})(\s*)$/;

/**
 * A bill's line with no figure OCR could read as money but one whose point it lost at the end ("4   32 00"):
 * the text with that point put back (same length), and whether it was. Such an amount is never sure on its
 * own: the line is filled in only when every line then adds up to the surely read total (confirmLines).
 */
function itemText(text: string): { text: string; repaired: boolean } {
  if (findMoney(text).length > 0) return { text, repaired: false };
  const repaired = text.replace(LOST_POINT_AT_END, '$1.$2$3');
  return repaired !== text && findMoney(repaired).length === 1
    ? { text: repaired, repaired: true }
    : { text, repaired: false };
}

export function readLines(bill: BillText, layout: BillLayout): PartedLine[] {
  const out: PartedLine[] = [];
  bill.pages.forEach((page, p) => {
    page.lines.forEach((line, i) => {
      const item = layout === 'EOB' ? { text: eobText(line.text), repaired: false } : itemText(line.text);
      const text = item.text;
      const money = findMoney(text);
      if (money.length === 0) return;
      const dates = findDates(text, 0, text.length, { compact: layout === 'UB04' });
      const inMoney = (t: Token) => money.some((m) => t.start < m.end && t.end > m.start);
      const inDate = (t: Token) => dates.some((d) => t.start < d.end && t.end > d.start);
      const toks = tokens(text).filter((t) => !inMoney(t) && !inDate(t));
      const rev = toks.find((t) => isRevenueCode(t.text));
      const code = toks.find((t) => t !== rev && isProcedureCode(t.text.replace(/[-:].*$/, '')));
      if (!rev && !code && dates.length === 0) return;
      if (NOT_A_LINE.test(text)) return;
      // The billed amount: the last figure on a bill (after unit price and quantity); on an EOB the first
      // (billed, then the plan's discount and payment and the patient's share).
      const amount = layout === 'EOB' ? money[0] : money[money.length - 1];
      const firstMoney = money[0];
      // The quantity: a small whole number printed just before the first figure (or between unit price and
      // amount); 1 when none is printed.
      const misread = money.length === 1 && layout !== 'EOB' ? misreadUnit(text, toks, amount) : undefined;
      const rest = toks.filter((t) => t !== rev && t !== code && t !== misread);
      let qtyTok: Token | undefined;
      const between =
        money.length >= 2 ? rest.filter((t) => t.start > firstMoney.end && t.end < amount.start) : [];
      const beforeFirst = rest.filter((t) => t.end <= (misread ?? firstMoney).start);
      const cand = between.length === 1 ? between[0] : beforeFirst[beforeFirst.length - 1];
      // A speck beside a lone digit is read as a sign after it ("1:"), and a lone 1 is often read as a
      // letter of its shape ("i", "l", "I"): the quantity is that digit, as sure as OCR was of the word.
      if (cand && QUANTITY.test(cand.text) && quantityOf(cand.text) > 0) {
        // A number that ends the description ("LEVEL 4") is its quantity only when a column gap precedes it.
        const gapBefore = /\s{3,}$/.test(text.slice(0, cand.start)) || between.length === 1;
        if (gapBefore) qtyTok = cand;
      }
      const descToks = rest.filter((t) => t !== qtyTok && t.end <= firstMoney.start);
      const description = descToks
        .map((t) => t.text)
        .join(' ')
        .trim();
      if (!description && !code && !rev) return;
      // How sure: the least sure of its date, codes, quantity and amount (the description is free text).
      // A quantity and amount that agree with the printed unit price (quantity × unit = amount) are sure.
      const conf = (t: { start: number; end: number } | undefined) =>
        t ? spanConfidence(line, t.start, t.end) : 1;
      const unit =
        money.length >= 2 && layout !== 'EOB'
          ? money[money.length - 2]
          : misread && { value: misreadValue(misread) };
      const qty = qtyTok ? quantityOf(qtyTok.text) : 1;
      const agrees = !!unit && Math.round(unit.value * qty) === amount.value;
      // A quantity the page's OCR lost and its cell's own reading found (lost-cells.ts) is filled in only
      // when it reconciles: with the unit price here, or with the total in confirmLines.
      const reread =
        !!qtyTok && !!line.words?.some((w) => w.reread && w.start < qtyTok!.end && w.end > qtyTok!.start);
      // A unit price printed that quantity × unit price does not give is a check failed (issue 39): one of
      // the three was misread, so the line is not filled in on its own (just under READ_CONFIDENCE_MIN).
      // On an EOB the line's own figures reconcile: billed − discount − paid by plan = the patient's share.
      const eobAgrees = layout === 'EOB' && eobReconciles(money);
      // Digits after the amount that are not money ("1.060.00" for 1,060.00, "126 00" for 126.00: OCR lost
      // the comma or the point) were the amount, misread: the figure taken is another column's.
      const lostAmount =
        layout !== 'EOB' && tokens(text).some((t) => t.start >= amount.end && /\d/.test(t.text));
      const figures = lostAmount
        ? Math.min(0.79, conf(amount))
        : item.repaired
          ? Math.min(FAILED_CHECK, conf(amount))
          : agrees || eobAgrees
            ? Math.max(0.95, Math.min(conf(qtyTok), conf(amount)))
            : unit
              ? Math.min(0.79, conf(qtyTok), conf(amount))
              : Math.min(reread ? FAILED_CHECK : 1, conf(qtyTok), conf(amount));
      const quantity = lostAmount ? 0 : agrees || eobAgrees ? 1 : unit ? 0 : conf(qtyTok);
      const parts = {
        date: conf(dates[0]),
        revenueCode: conf(rev),
        code: conf(code),
        quantity,
        quantityRead: !!qtyTok,
        unitAgrees: agrees || eobAgrees,
        unitPrinted: !!unit,
        figures: money.length,
        quantityAt: qtyTok ? { start: qtyTok.start, end: qtyTok.end } : null,
      };
      const confidence = Math.min(parts.date, parts.revenueCode, parts.code, figures);
      out.push({
        parts,
        page: p + 1,
        line: i + 1,
        confidence: Math.round(confidence * 1000) / 1000,
        date: dates[0]?.value ?? null,
        revenueCode: rev?.text ?? null,
        code: code ? code.text.replace(/[-:].*$/, '') : null,
        description,
        quantity: qty,
        amountCents: amount.value,
      });
    });
  });
  // An EOB line with fewer figures than its others lost one (OCR joined the billed amount to the
  // description): its first figure may not be the amount billed, so it is not filled in on its own.
  if (layout === 'EOB') {
    const most = Math.max(0, ...out.map((l) => l.parts?.figures ?? 0));
    for (const l of out)
      if (l.parts && l.parts.figures < most) {
        l.confidence = Math.min(l.confidence, 0.79);
        l.parts.quantity = 0;
      }
  }
  return out;
}
