/**
 * A generated corpus (issue 39): bills of many layouts and many wordings per layout, made from a seed, so
 * the reader is measured on bills it was not tuned on. Layouts: summary statements (totals as labelled
 * rows or as a row of labels over a row of values), itemized statements (code-first or description-first
 * columns, one or more pages), UB-04 claim forms (box numbers, MMDDYY dates, statement covers period) and
 * explanations of benefits. Wordings come from the label vocabularies in ./vocabulary.ts; date styles are
 * MM/DD/YYYY, MM/DD/YY, "Jan 5, 2025" (UB-04: MMDDYY). Hospitals are real ones from the directory (CMS
 * Hospital General Information), printed as bills print them (upper or title case, "ST" or "SAINT").
 *
 * The share a seed belongs to is fixed: seeds 1000–1999 are the tuning share, 5000–5999 the held-out share
 * (never looked at while tuning the reader). `generatedBills('tuning', n)` / `generatedBills('heldout', n)`.
 */
import {
  addDays,
  type DateStyle,
  DRGS,
  fmtDate,
  HOSPITALS,
  ITEMS,
  PATIENTS,
  ROOM_ITEMS,
  W,
} from './generator-words';
import { type CorpusBill, PageBuilder, type TruthLine, truthLine as L, money, sum, ub } from './page-builder';
import { ub04ServiceLines } from './ub04-lines';

export type Share = 'tuning' | 'heldout';
export const SHARE_SEEDS: Record<Share, number> = { tuning: 1000, heldout: 5000 };

type Rnd = () => number;
function random(seed: number): Rnd {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}
const pick = <T>(r: Rnd, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const int = (r: Rnd, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

/** How a bill prints the directory's name: as written, in title case, "SAINT" for "ST", no apostrophe. */
function printedName(r: Rnd, name: string): string {
  let n = name.replace(/, THE$/, '');
  if (r() < 0.3) n = n.replace(/\bST\b/, 'SAINT');
  if (r() < 0.3) n = n.replace(/'/g, '');
  if (r() < 0.4)
    n = n
      .toLowerCase()
      .replace(/\b([a-z])/g, (c) => c.toUpperCase())
      .replace(/\bUcsf\b/, 'UCSF')
      .replace(/'S\b/, "'s");
  return n;
}

interface Money {
  charges: number;
  paid: number | null;
  adjusted: number | null;
  due: number;
}

/** Payments and adjustments of a total (null when the bill prints none: self-pay). */
function payments(r: Rnd, total: number): Money {
  if (r() < 0.15) return { charges: total, paid: null, adjusted: null, due: total };
  const adjusted = r() < 0.2 ? null : Math.round(total * (0.2 + r() * 0.3));
  const paid = Math.round((total - (adjusted ?? 0)) * (0.5 + r() * 0.4));
  return { charges: total, paid, adjusted, due: total - paid - (adjusted ?? 0) };
}

function items(r: Rnd, n: number, date: () => string): TruthLine[] {
  const out: TruthLine[] = [];
  for (let i = 0; i < n; i++) {
    const [rev, code, desc, unit] = pick(r, ITEMS);
    const qty = r() < 0.75 ? 1 : int(r, 2, 4);
    out.push(L(date(), rev, code, desc, qty, unit * qty));
  }
  return out;
}

/** The hospital heading: name and address, the name sometimes with a "Remit to" block under it. */
function heading(b: PageBuilder, r: Rnd, name: string, x = 40) {
  b.t(x, 48, name, { size: int(r, 12, 15), bold: true });
  b.t(
    x,
    62,
    pick(r, ['PO Box 4410, Dallas, TX 75265', '1200 Main Street, Suite 100', 'Patient Financial Services']),
    {
      size: 9,
    },
  );
}

function totalsRows(b: PageBuilder, r: Rnd, m: Money, y: number, words: Record<string, string>) {
  const x = pick(r, [300, 330, 340]);
  const right = pick(r, [560, 568, 572]);
  const credit = pick(r, ['minus', 'paren', 'plain']);
  const cr = (c: number) =>
    credit === 'minus' ? money(-c) : credit === 'paren' ? `(${money(c)})` : money(c);
  const rows: [string, string][] = [[words.charges, money(m.charges)]];
  if (m.paid !== null) rows.push([words.paid, cr(m.paid)]);
  if (m.adjusted !== null) rows.push([words.adjusted, cr(m.adjusted)]);
  rows.push([words.due, money(m.due)]);
  rows.forEach(([label, value], i) => {
    const bold = i === rows.length - 1;
    b.t(x, y + i * 18, label, { size: 10, bold }).r(right, y + i * 18, value, { size: 10, bold });
  });
  return y + rows.length * 18;
}

/** A row of labels over a row of values ("Hospital Charges  Insurance Payment(s)  Patient Responsibility"). */
function totalsBand(b: PageBuilder, m: Money, y: number, words: Record<string, string>) {
  const cols: [string, number][] = [[words.charges, m.charges]];
  if (m.paid !== null) cols.push([words.paid, m.paid]);
  if (m.adjusted !== null) cols.push([words.adjusted, m.adjusted]);
  cols.push([words.due, m.due]);
  const w = 530 / cols.length;
  b.box(36, y - 14, 540, 40);
  cols.forEach(([label, value], i) => {
    const x = 44 + i * w;
    b.t(x, y, label, { size: 8, bold: true });
    b.t(x, y + 18, money(value), { size: 10 });
  });
  return y + 40;
}

function moneyWords(r: Rnd) {
  return {
    charges: pick(r, W.charges),
    paid: pick(r, W.paid),
    adjusted: pick(r, W.adjusted),
    due: pick(r, W.due),
  };
}

function summaryBill(r: Rnd, seed: number): CorpusBill {
  const [ccn, dirName] = pick(r, HOSPITALS);
  const name = printedName(r, dirName);
  const ds: DateStyle = pick(r, ['us', 'us2', 'long']);
  const admit = `2025-0${int(r, 1, 9)}-1${int(r, 0, 8)}`;
  const discharge = addDays(admit, int(r, 1, 6));
  const stmt = addDays(discharge, int(r, 10, 40));
  const inpatient = r() < 0.6;
  const [drg, drgTitle] = pick(r, DRGS);
  const lines: TruthLine[] = [];
  if (inpatient) {
    const [rev, desc, unit] = pick(r, ROOM_ITEMS);
    const days = int(r, 1, 5);
    lines.push(L(null, rev, null, desc, days, unit * days));
  }
  for (const it of items(r, int(r, 3, 7), () => admit)) lines.push({ ...it, date: null, code: null });
  const m = payments(r, sum(lines.map((l) => l.amountCents)));
  const words = moneyWords(r);
  const b = new PageBuilder();
  heading(b, r, name);
  b.t(40, 100, pick(r, W.titleSummary), { size: 13, bold: true });
  const sdLabel = pick(r, W.statementDate);
  b.t(360, 100, sdLabel, { size: 10 }).r(572, 100, fmtDate(stmt, ds), { size: 10 });
  b.t(40, 124, `Patient: ${pick(r, PATIENTS)}`, { size: 10 });
  b.t(360, 124, 'Account No:', { size: 10 }).r(572, 124, String(40000000 + seed), { size: 10 });
  const period = !inpatient || r() < 0.4;
  if (period) {
    b.t(360, 140, pick(r, W.service), { size: 10 });
    b.r(572, 154, `${fmtDate(admit, ds)} - ${fmtDate(discharge, ds)}`, { size: 10 });
  } else {
    b.t(360, 140, pick(r, W.admission), { size: 10 }).r(572, 140, fmtDate(admit, ds), { size: 10 });
    b.t(360, 154, pick(r, W.discharge), { size: 10 }).r(572, 154, fmtDate(discharge, ds), { size: 10 });
  }
  const printDrg = inpatient && r() < 0.7;
  if (printDrg) b.t(40, 178, `${pick(r, W.drg)} ${drg}   ${drgTitle}`, { size: 10 });
  b.box(36, 192, 540, 18);
  b.t(42, 205, pick(r, ['REV CODE', 'REV', 'CODE']), { size: 9, bold: true });
  b.t(110, 205, 'DESCRIPTION', { size: 9, bold: true });
  b.r(430, 205, pick(r, ['UNITS', 'QTY', 'DAYS/UNITS']), { size: 9, bold: true });
  b.r(568, 205, pick(r, ['CHARGES', 'AMOUNT', 'TOTAL']), { size: 9, bold: true });
  lines.forEach((l, i) => {
    const y = 228 + i * 17;
    b.t(42, y, l.revenueCode!, { size: 10 }).t(110, y, l.description, { size: 10 });
    b.r(430, y, String(l.quantity), { size: 10 }).r(568, y, money(l.amountCents, r() < 0.5), { size: 10 });
  });
  const ty = 228 + lines.length * 17 + 24;
  if (r() < 0.5) totalsRows(b, r, m, ty, words);
  else totalsBand(b, m, ty, words);
  b.t(40, 740, `Please pay by ${fmtDate(addDays(stmt, 30), ds)}. Questions? Call (800) 555-0199.`, {
    size: 8,
  });
  return {
    id: `gen-${seed}-summary`,
    title: `Generated summary statement (${name})`,
    pages: [b.page],
    privateText: [],
    truth: {
      layout: 'SUMMARY',
      hospital: name,
      ccn,
      statementDate: stmt,
      admissionDate: admit,
      dischargeDate: discharge,
      totalChargesCents: m.charges,
      insurancePaidCents: m.paid,
      insuranceAdjustedCents: m.adjusted,
      patientResponsibilityCents: m.due,
      drg: printDrg ? drg : null,
      lines,
    },
  };
}

function itemizedBill(r: Rnd, seed: number): CorpusBill {
  const [ccn, dirName] = pick(r, HOSPITALS);
  const name = printedName(r, dirName);
  const ds: DateStyle = pick(r, ['us', 'us2', 'long']);
  const first = `2025-0${int(r, 1, 9)}-0${int(r, 1, 9)}`;
  const nDays = int(r, 0, 2);
  const last = addDays(first, nDays);
  const stmt = addDays(last, int(r, 7, 30));
  const pages = r() < 0.3 ? 2 : 1;
  const per = int(r, 5, 9);
  const all = items(r, per * pages, () => addDays(first, int(r, 0, nDays)));
  all.sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : 0));
  const descFirst = r() < 0.5;
  const withRev = r() < 0.6;
  const lines = all.map((l) => (withRev ? l : { ...l, revenueCode: null }));
  const m = payments(r, sum(lines.map((l) => l.amountCents)));
  const words = moneyWords(r);
  const built: PageBuilder[] = [];
  for (let p = 0; p < pages; p++) {
    const b = new PageBuilder();
    heading(b, r, name);
    b.t(40, 96, pick(r, W.titleItemized), { size: 13, bold: true });
    b.t(360, 96, pick(r, W.statementDate), { size: 10 }).r(572, 96, fmtDate(stmt, ds), { size: 10 });
    b.t(40, 118, `Guarantor: ${pick(r, PATIENTS)}`, { size: 10 });
    b.t(360, 118, 'Account #:', { size: 10 }).r(572, 118, `HB-${seed}77`, { size: 10 });
    b.t(360, 132, pick(r, W.service), { size: 10 });
    b.r(572, 146, `${fmtDate(first, ds)} - ${fmtDate(last, ds)}`, { size: 10 });
    b.box(36, 158, 540, 18);
    const hy = 171;
    const H = (x: number, s: string, right = false) =>
      right ? b.r(x, hy, s, { size: 8, bold: true }) : b.t(x, hy, s, { size: 8, bold: true });
    if (descFirst) {
      H(40, 'DESCRIPTION');
      H(250, pick(r, ['SVC DATE', 'DATE', 'SERVICE DATE']));
      if (withRev) H(312, 'REV');
      H(342, pick(r, ['CPT/HCPCS', 'CODE', 'CPT']));
      H(432, 'QTY', true);
      H(500, 'UNIT PRICE', true);
      H(570, 'AMOUNT', true);
    } else {
      H(40, pick(r, ['DATE', 'SVC DATE']));
      if (withRev) H(98, 'REV');
      H(128, pick(r, ['CPT/HCPCS', 'CODE']));
      H(182, 'DESCRIPTION');
      H(432, 'QTY', true);
      H(500, 'UNIT PRICE', true);
      H(570, 'AMOUNT', true);
    }
    lines.slice(p * per, (p + 1) * per).forEach((l, i) => {
      const y = 194 + i * 17;
      const unit = money(l.amountCents / l.quantity, false);
      if (descFirst) {
        b.t(40, y, l.description, { size: 9 }).t(250, y, fmtDate(l.date!, ds === 'long' ? 'us' : ds), {
          size: 9,
        });
        if (withRev) b.t(312, y, l.revenueCode!, { size: 9 });
        b.t(342, y, l.code!, { size: 9 });
      } else {
        b.t(40, y, fmtDate(l.date!, ds === 'long' ? 'us' : ds), { size: 9 });
        if (withRev) b.t(98, y, l.revenueCode!, { size: 9 });
        b.t(128, y, l.code!, { size: 9 }).t(182, y, l.description, { size: 9 });
      }
      b.r(432, y, String(l.quantity), { size: 9 }).r(500, y, unit, { size: 9 });
      b.r(570, y, money(l.amountCents, false), { size: 9 });
    });
    const ty = 194 + per * 17 + 26;
    if (p === pages - 1) {
      if (r() < 0.6) totalsRows(b, r, m, ty, words);
      else totalsBand(b, m, ty, words);
    } else b.t(40, ty, 'Continued on next page', { size: 9 });
    b.r(572, 760, `Page ${p + 1} of ${pages}`, { size: 8 });
    built.push(b);
  }
  return {
    id: `gen-${seed}-itemized${pages > 1 ? `-${pages}p` : ''}`,
    title: `Generated itemized statement (${name}, ${descFirst ? 'description first' : 'code first'})`,
    pages: built.map((b) => b.page),
    privateText: [],
    truth: {
      layout: 'ITEMIZED',
      hospital: name,
      ccn,
      statementDate: stmt,
      admissionDate: first,
      dischargeDate: last,
      totalChargesCents: m.charges,
      insurancePaidCents: m.paid,
      insuranceAdjustedCents: m.adjusted,
      patientResponsibilityCents: m.due,
      drg: null,
      lines,
    },
  };
}

function ub04Bill(r: Rnd, seed: number): CorpusBill {
  const [ccn, dirName] = pick(r, HOSPITALS);
  const name = dirName.replace(/, THE$/, '');
  const from = `2025-0${int(r, 1, 9)}-1${int(r, 0, 8)}`;
  const through = addDays(from, int(r, 1, 5));
  const created = addDays(through, int(r, 2, 12));
  const lines: TruthLine[] = [];
  const [rev, desc, unit] = pick(r, ROOM_ITEMS);
  const days = int(r, 1, 4);
  lines.push(L(from, rev, null, desc.slice(0, 18), days, unit * days));
  for (const it of items(r, int(r, 3, 6), () => addDays(from, int(r, 0, 1))))
    lines.push({ ...it, description: it.description.slice(0, 22) });
  const total = sum(lines.map((l) => l.amountCents));
  const noPayment = r() < 0.3;
  const paid = noPayment ? 0 : Math.round(total * (0.4 + r() * 0.4));
  const due = total - paid;
  const b = new PageBuilder();
  const lab = (x: number, y: number, s: string) => b.t(x, y, s, { size: 6 });
  const val = (x: number, y: number, s: string) => b.t(x, y, s, { size: 9, mono: true });
  b.r(590, 24, pick(r, ['UB-04 CMS-1450', 'UB-04', 'CMS-1450 (UB-04)']), { size: 7, bold: true });
  b.box(20, 30, 230, 62);
  const boxNo = r() < 0.6;
  if (boxNo) lab(22, 44, '1');
  val(30, 44, name);
  val(30, 56, '1200 MAIN STREET');
  val(30, 68, 'ANYTOWN TX 75001');
  b.box(250, 30, 190, 30);
  lab(254, 38, '3a PAT. CNTL #');
  val(254, 52, `PC-${seed}`);
  b.box(440, 30, 150, 30);
  lab(444, 38, '4 TYPE OF BILL');
  val(444, 52, '0111');
  b.box(20, 96, 120, 30).box(140, 96, 150, 30);
  lab(24, 104, '5 FED. TAX NO.');
  val(24, 118, '74-1234567');
  lab(144, 104, pick(r, ['6 STATEMENT COVERS PERIOD', '6 STATEMENT COVERS PERIOD FROM THROUGH']));
  val(148, 118, ub(from));
  val(214, 118, ub(through));
  b.box(20, 130, 250, 30);
  lab(24, 138, '8 PATIENT NAME');
  val(24, 152, 'TESTPERSON, JORDAN');
  b.box(20, 164, 70, 30).box(90, 164, 30, 30).box(120, 164, 90, 30);
  lab(24, 172, '10 BIRTHDATE');
  val(24, 186, '04171970');
  lab(94, 172, '11 SEX');
  val(96, 186, 'M');
  lab(124, 172, pick(r, ['12 ADMISSION DATE', '12 DATE']));
  val(126, 186, ub(from));
  const ty = ub04ServiceLines(b, lines, total, created);
  b.box(20, ty + 14, 570, 34);
  const py = ty + 24;
  lab(24, py, '50 PAYER NAME');
  lab(200, py, '51 HEALTH PLAN ID');
  lab(330, py, '54 PRIOR PAYMENTS');
  lab(460, py, '55 EST. AMOUNT DUE');
  val(24, py + 14, pick(r, ['BLUE CROSS BLUE SHIELD', 'AETNA', 'MEDICARE', 'UNITED HEALTHCARE']));
  val(200, py + 14, '940360524');
  b.r(400, py + 14, money(paid, false), { size: 9, mono: true });
  b.r(540, py + 14, money(due, false), { size: 9, mono: true });
  return {
    id: `gen-${seed}-ub04`,
    title: `Generated UB-04 (${name})`,
    pages: [b.page],
    privateText: [],
    truth: {
      layout: 'UB04',
      hospital: name,
      ccn,
      statementDate: created,
      admissionDate: from,
      dischargeDate: through,
      totalChargesCents: total,
      insurancePaidCents: paid,
      insuranceAdjustedCents: null,
      patientResponsibilityCents: due,
      drg: null,
      lines,
    },
  };
}

function eobBill(r: Rnd, seed: number): CorpusBill {
  const [ccn, dirName] = pick(r, HOSPITALS);
  const name = printedName(r, dirName);
  const ds: DateStyle = pick(r, ['us', 'us2']);
  const day = `2025-0${int(r, 1, 9)}-2${int(r, 0, 8)}`;
  const processed = addDays(day, int(r, 10, 40));
  // An EOB prints no quantity: each service once.
  const rows = items(r, int(r, 2, 6), () => day).map((l0) => {
    const l = { ...l0, quantity: 1, amountCents: l0.amountCents / l0.quantity };
    const discount = Math.round(l.amountCents * (0.2 + r() * 0.3));
    const owe = Math.round((l.amountCents - discount) * (0.1 + r() * 0.2));
    return { l: { ...l, revenueCode: null }, discount, paid: l.amountCents - discount - owe, owe };
  });
  const billed = sum(rows.map((x) => x.l.amountCents));
  const discount = sum(rows.map((x) => x.discount));
  const paid = sum(rows.map((x) => x.paid));
  const owe = sum(rows.map((x) => x.owe));
  const b = new PageBuilder();
  b.t(
    40,
    48,
    pick(r, [
      'Aetna Life Insurance Company',
      'Blue Cross Blue Shield of Texas',
      'Cigna Healthcare',
      'UnitedHealthcare',
    ]),
    {
      size: 13,
      bold: true,
    },
  );
  b.t(40, 96, pick(r, ['EXPLANATION OF BENEFITS', 'Explanation of Benefits']), { size: 14, bold: true });
  b.t(40, 110, 'THIS IS NOT A BILL', { size: 10, bold: true });
  b.t(360, 96, pick(r, ['Date processed:', 'Statement date:', 'Processed on:']), { size: 10 });
  b.r(572, 96, fmtDate(processed, ds), { size: 10 });
  b.t(40, 134, `Member: ${pick(r, PATIENTS)}`, { size: 10 });
  b.t(360, 134, 'Claim number:', { size: 10 }).r(572, 134, `E${seed}QX`, { size: 10 });
  b.t(40, 160, `${pick(r, W.eobProvider)} ${name}`, { size: 10 });
  const printPeriod = r() < 0.5;
  if (printPeriod)
    b.t(40, 176, `${pick(r, W.service)} ${fmtDate(day, ds)} - ${fmtDate(day, ds)}`, { size: 10 });
  b.box(36, 192, 540, 20);
  const hy = 205;
  b.t(40, hy, pick(r, ['Service date', 'Date of service', 'Dates']), { size: 8, bold: true });
  b.t(104, hy, 'Code', { size: 8, bold: true }).t(140, hy, 'Description', { size: 8, bold: true });
  b.r(340, hy, pick(r, W.eobBilled), { size: 7, bold: true });
  b.r(416, hy, pick(r, W.eobDiscount), { size: 7, bold: true });
  b.r(492, hy, pick(r, W.eobPaid), { size: 7, bold: true });
  b.r(570, hy, pick(r, W.eobOwe), { size: 7, bold: true });
  rows.forEach(({ l, discount: d, paid: p, owe: o }, i) => {
    const y = 230 + i * 17;
    b.t(40, y, fmtDate(l.date!, ds), { size: 9 }).t(104, y, l.code!, { size: 9 });
    b.t(140, y, l.description.slice(0, 26), { size: 9 });
    b.r(340, y, money(l.amountCents), { size: 9 }).r(416, y, money(d), { size: 9 });
    b.r(492, y, money(p), { size: 9 }).r(570, y, money(o), { size: 9 });
  });
  const ty = 230 + rows.length * 17 + 8;
  b.box(36, ty - 12, 540, 18);
  b.t(40, ty, pick(r, W.eobTotals), { size: 9, bold: true });
  b.r(340, ty, money(billed), { size: 9, bold: true }).r(416, ty, money(discount), { size: 9, bold: true });
  b.r(492, ty, money(paid), { size: 9, bold: true }).r(570, ty, money(owe), { size: 9, bold: true });
  return {
    id: `gen-${seed}-eob`,
    title: `Generated EOB (${name})`,
    pages: [b.page],
    privateText: [],
    truth: {
      layout: 'EOB',
      hospital: name,
      ccn,
      statementDate: processed,
      admissionDate: day,
      dischargeDate: day,
      totalChargesCents: billed,
      insurancePaidCents: paid,
      insuranceAdjustedCents: discount,
      patientResponsibilityCents: owe,
      drg: null,
      lines: rows.map((x) => ({ ...x.l, description: x.l.description.slice(0, 26) })),
    },
  };
}

const MAKERS = [summaryBill, itemizedBill, ub04Bill, eobBill];

/** The bill of one seed: the layout cycles with the seed, everything else is drawn from it. */
export function generatedBill(seed: number): CorpusBill {
  const r = random(seed);
  return MAKERS[seed % MAKERS.length](r, seed);
}

/** The first `count` bills of a share. */
export function generatedBills(share: Share, count: number): CorpusBill[] {
  return Array.from({ length: count }, (_, i) => generatedBill(SHARE_SEEDS[share] + i));
}
