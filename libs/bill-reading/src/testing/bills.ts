/**
 * The test corpus: bills in the four layouts people upload (a hospital's summary statement, an itemized
 * statement, a UB-04 claim form, an insurer's explanation of benefits) and a self-pay statement that
 * prints no insurance, DRG or discharge date. Hospitals are real ones from the directory (CMS Hospital
 * General Information, ../shared/data), codes are real CPT, HCPCS Level II and UB-04 revenue codes; the
 * patients, accounts and amounts are made up. The truth beside each is what the bill prints.
 */
import { type CorpusBill, PageBuilder, truthLine as L, money, sum, us } from './page-builder';

function footer(b: PageBuilder, page: number, of: number, phone: string) {
  b.t(40, 760, `Questions about this bill? Call ${phone}, Monday to Friday, 8 am to 5 pm.`, { size: 8 });
  b.r(572, 760, `Page ${page} of ${of}`, { size: 8 });
}

/** Massachusetts General Hospital's summary statement of an inpatient hip replacement (MS-DRG 470). */
export function summaryStatement(): CorpusBill {
  const lines = [
    L(null, '0120', null, 'ROOM & BOARD SEMI-PRIVATE', 3, 1485000),
    L(null, '0250', null, 'PHARMACY', 1, 231045),
    L(null, '0272', null, 'STERILE SUPPLY', 1, 120400),
    L(null, '0278', null, 'OTHER IMPLANTS', 1, 1896000),
    L(null, '0360', null, 'OPERATING ROOM SERVICES', 1, 1248000),
    L(null, '0370', null, 'ANESTHESIA', 1, 315000),
    L(null, '0420', null, 'PHYSICAL THERAPY', 4, 112000),
  ];
  const total = sum(lines.map((l) => l.amountCents));
  const paid = 3124510;
  const adjusted = 1982935;
  const due = total - paid - adjusted;
  const b = new PageBuilder();
  b.t(40, 50, 'MASSACHUSETTS GENERAL HOSPITAL', { size: 15, bold: true });
  b.t(40, 64, '55 Fruit Street, Boston, MA 02114', { size: 9 });
  b.t(40, 76, 'Patient Financial Services  (617) 726-2000', { size: 9 });
  b.t(40, 112, 'PATIENT STATEMENT', { size: 13, bold: true });
  b.t(360, 112, 'Statement Date:', { size: 10 }).r(572, 112, us('2025-03-14'), { size: 10 });
  b.t(40, 136, 'Patient Name: JANE Q SAMPLE', { size: 10 });
  b.t(360, 136, 'Account Number:', { size: 10 }).r(572, 136, '40021987', { size: 10 });
  b.t(40, 150, '128 Maple Street', { size: 10 });
  b.t(360, 150, 'Admission Date:', { size: 10 }).r(572, 150, us('2025-02-10'), { size: 10 });
  b.t(40, 164, 'Springfield, IL 62704', { size: 10 });
  b.t(360, 164, 'Discharge Date:', { size: 10 }).r(572, 164, us('2025-02-13'), { size: 10 });
  b.t(40, 190, 'MS-DRG: 470   MAJOR HIP AND KNEE JOINT REPLACEMENT W/O MCC', { size: 10 });
  b.box(36, 206, 540, 18);
  b.t(42, 219, 'REV CODE', { size: 9, bold: true }).t(110, 219, 'DESCRIPTION', { size: 9, bold: true });
  b.r(430, 219, 'UNITS', { size: 9, bold: true }).r(568, 219, 'CHARGES', { size: 9, bold: true });
  lines.forEach((l, i) => {
    const y = 242 + i * 17;
    b.t(42, y, l.revenueCode!, { size: 10 }).t(110, y, l.description, { size: 10 });
    b.r(430, y, String(l.quantity), { size: 10 }).r(568, y, money(l.amountCents), { size: 10 });
  });
  const ty = 242 + lines.length * 17 + 20;
  b.box(330, ty - 14, 246, 86);
  b.t(340, ty, 'Total Charges', { size: 10 }).r(568, ty, money(total), { size: 10 });
  b.t(340, ty + 18, 'Insurance Payments', { size: 10 }).r(568, ty + 18, money(-paid), { size: 10 });
  b.t(340, ty + 36, 'Insurance Adjustments', { size: 10 }).r(568, ty + 36, money(-adjusted), { size: 10 });
  b.t(340, ty + 58, 'Amount Due', { size: 11, bold: true }).r(568, ty + 58, money(due), {
    size: 11,
    bold: true,
  });
  b.t(
    40,
    ty + 100,
    `Please pay by ${us('2025-04-14')}. We accept checks and cards; ask us about payment plans and financial assistance.`,
    { size: 8 },
  );
  footer(b, 1, 1, '(617) 726-2000');
  return {
    id: 'summary-mgh',
    title: 'Summary statement (Massachusetts General Hospital, inpatient, MS-DRG 470)',
    pages: [b.page],
    privateText: ['JANE Q SAMPLE', '128 Maple Street', 'Springfield, IL 62704', '40021987'],
    truth: {
      layout: 'SUMMARY',
      hospital: 'MASSACHUSETTS GENERAL HOSPITAL',
      ccn: '220071',
      statementDate: '2025-03-14',
      admissionDate: '2025-02-10',
      dischargeDate: '2025-02-13',
      totalChargesCents: total,
      insurancePaidCents: paid,
      insuranceAdjustedCents: adjusted,
      patientResponsibilityCents: due,
      drg: '470',
      lines,
    },
  };
}

const ED_LINES = (d: string) => [
  L(d, '0450', '99284', 'EMERGENCY DEPT VISIT MOD SEVERITY', 1, 215000),
  L(d, '0300', '85025', 'CBC W/AUTO DIFF WBC', 1, 18600),
  L(d, '0301', '80053', 'COMPREHEN METABOLIC PANEL', 1, 31200),
  L(d, '0300', '85025', 'CBC W/AUTO DIFF WBC', 1, 18600),
  L(d, '0320', '71046', 'X-RAY EXAM CHEST 2 VIEWS', 1, 49800),
  L(d, '0250', 'J1885', 'KETOROLAC TROMETHAMINE INJ', 2, 8400),
  L(d, '0258', 'J7030', 'NORMAL SALINE SOLUTION INFUS', 1, 14500),
  L(d, '0730', '93005', 'ELECTROCARDIOGRAM TRACING', 1, 26500),
  L(d, '0351', '70450', 'CT HEAD/BRAIN W/O DYE', 1, 342000),
];

/**
 * Northwestern Memorial Hospital's itemized statement of an emergency visit, with a duplicated blood
 * count. `pages` > 1 repeats the lines over more pages (the benchmark's long bill).
 */
export function itemizedStatement(pages = 1): CorpusBill {
  const day = '2025-01-06';
  const perPage = ED_LINES(day);
  const lines = Array.from({ length: pages }, () => perPage).flat();
  const total = sum(lines.map((l) => l.amountCents));
  const paid = 310050 * pages;
  const adjusted = 289025 * pages;
  const due = total - paid - adjusted;
  const built: PageBuilder[] = [];
  for (let p = 0; p < pages; p++) {
    const b = new PageBuilder();
    b.t(40, 48, 'NORTHWESTERN MEMORIAL HOSPITAL', { size: 14, bold: true });
    b.t(40, 62, '251 E Huron St, Chicago, IL 60611', { size: 9 });
    b.t(40, 96, 'ITEMIZED STATEMENT', { size: 13, bold: true });
    b.t(360, 96, 'Statement Date:', { size: 10 }).r(572, 96, us('2025-01-28'), { size: 10 });
    b.t(40, 118, 'Guarantor: ROBERT T EXAMPLE', { size: 10 });
    b.t(360, 118, 'Account #:', { size: 10 }).r(572, 118, 'NM-77120458', { size: 10 });
    b.t(40, 132, '9 Elm Court, Evanston, IL 60201', { size: 10 });
    b.t(360, 132, 'Dates of Service:', { size: 10 }).r(572, 132, `${us(day)} - ${us(day)}`, { size: 10 });
    b.box(36, 150, 540, 18);
    const hy = 163;
    b.t(40, hy, 'DATE', { size: 8, bold: true })
      .t(98, hy, 'REV', { size: 8, bold: true })
      .t(128, hy, 'CPT/HCPCS', { size: 8, bold: true });
    b.t(182, hy, 'DESCRIPTION', { size: 8, bold: true }).r(432, hy, 'QTY', { size: 8, bold: true });
    b.r(500, hy, 'UNIT PRICE', { size: 8, bold: true }).r(570, hy, 'AMOUNT', { size: 8, bold: true });
    perPage.forEach((l, i) => {
      const y = 186 + i * 17;
      b.t(40, y, us(l.date!), { size: 9 })
        .t(98, y, l.revenueCode!, { size: 9 })
        .t(128, y, l.code!, { size: 9 });
      b.t(182, y, l.description, { size: 9 }).r(432, y, String(l.quantity), { size: 9 });
      b.r(500, y, money(l.amountCents / l.quantity, false), { size: 9 }).r(
        570,
        y,
        money(l.amountCents, false),
        { size: 9 },
      );
    });
    if (p === pages - 1) {
      const ty = 186 + perPage.length * 17 + 24;
      b.box(330, ty - 14, 246, 86);
      b.t(340, ty, 'Total Charges', { size: 10 }).r(568, ty, money(total), { size: 10 });
      b.t(340, ty + 18, 'Insurance Paid', { size: 10 }).r(568, ty + 18, money(-paid), { size: 10 });
      b.t(340, ty + 36, 'Contractual Adjustment', { size: 10 }).r(568, ty + 36, money(-adjusted), {
        size: 10,
      });
      b.t(340, ty + 58, 'Patient Balance', { size: 11, bold: true }).r(568, ty + 58, money(due), {
        size: 11,
        bold: true,
      });
    } else b.t(40, 186 + perPage.length * 17 + 24, 'Continued on the next page.', { size: 9 });
    footer(b, p + 1, pages, '(312) 926-2000');
    built.push(b);
  }
  return {
    id: pages === 1 ? 'itemized-northwestern' : `itemized-northwestern-${pages}p`,
    title: 'Itemized statement (Northwestern Memorial Hospital, emergency visit, a duplicated CBC)',
    pages: built.map((b) => b.page),
    privateText: ['ROBERT T EXAMPLE', '9 Elm Court', 'NM-77120458'],
    truth: {
      layout: 'ITEMIZED',
      hospital: 'NORTHWESTERN MEMORIAL HOSPITAL',
      ccn: '140281',
      statementDate: '2025-01-28',
      admissionDate: day,
      dischargeDate: day,
      totalChargesCents: total,
      insurancePaidCents: paid,
      insuranceAdjustedCents: adjusted,
      patientResponsibilityCents: due,
      drg: null,
      lines,
    },
  };
}
