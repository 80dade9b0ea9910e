/**
 * The corpus's forms: a UB-04 (CMS-1450) claim from Cedars-Sinai, an Aetna explanation of benefits for a
 * knee arthroscopy at Houston Methodist, and Mount Sinai's self-pay statement that prints no insurance,
 * no DRG and no discharge date (nothing may be read for them).
 */
import {
  type CorpusBill,
  type TruthLine,
  PageBuilder,
  truthLine as L,
  money,
  sum,
  ub,
  us,
} from './page-builder';
import { ub04ServiceLines } from './ub04-lines';

/** A UB-04 as a hospital's billing system prints it: form locators in boxes, values in Courier. */
export function ub04Form(): CorpusBill {
  const from = '2025-07-14';
  const through = '2025-07-18';
  const lines = [
    L(from, '0111', null, 'ROOM-BOARD/PVT', 4, 1680000),
    L(from, '0250', null, 'PHARMACY', 1, 384520),
    L('2025-07-15', '0300', '85025', 'LABORATORY', 1, 21000),
    L(from, '0324', '71046', 'DX X-RAY/CHEST', 1, 61200),
    L('2025-07-15', '0410', '94640', 'RESPIRATORY SVC', 6, 108000),
    L(from, '0450', '99285', 'EMERG ROOM', 1, 396000),
  ];
  const total = sum(lines.map((l) => l.amountCents));
  const paid = 1820000;
  const due = 150000;
  const b = new PageBuilder();
  const lab = (x: number, y: number, s: string) => b.t(x, y, s, { size: 6 });
  const val = (x: number, y: number, s: string) => b.t(x, y, s, { size: 9, mono: true });
  b.r(590, 24, 'UB-04 CMS-1450', { size: 7, bold: true });
  b.box(20, 30, 230, 62);
  val(24, 44, 'CEDARS-SINAI MEDICAL CENTER');
  val(24, 56, '8700 BEVERLY BLVD');
  val(24, 68, 'LOS ANGELES CA 90048');
  val(24, 80, '3104235000');
  b.box(250, 30, 190, 30);
  lab(254, 38, '3a PAT. CNTL #');
  val(254, 52, 'CS-5510293');
  b.box(440, 30, 150, 30);
  lab(444, 38, '4 TYPE OF BILL');
  val(444, 52, '0111');
  b.box(20, 96, 120, 30).box(140, 96, 150, 30);
  lab(24, 104, '5 FED. TAX NO.');
  val(24, 118, '95-1644600');
  lab(144, 104, '6 STATEMENT COVERS PERIOD');
  val(148, 118, ub(from));
  val(214, 118, ub(through));
  b.box(20, 130, 250, 30).box(270, 130, 320, 30);
  lab(24, 138, '8 PATIENT NAME');
  val(24, 152, 'SAMPLE, MARIA L');
  lab(274, 138, '9 PATIENT ADDRESS');
  val(274, 152, '4410 ORCHARD AVE, PASADENA CA 91101');
  b.box(20, 164, 70, 30)
    .box(90, 164, 30, 30)
    .box(120, 164, 90, 30)
    .box(210, 164, 40, 30)
    .box(250, 164, 40, 30);
  lab(24, 172, '10 BIRTHDATE');
  val(24, 186, '03121961');
  lab(94, 172, '11 SEX');
  val(96, 186, 'F');
  lab(124, 172, '12 ADMISSION DATE');
  val(126, 186, ub(from));
  lab(214, 172, '13 HR');
  val(216, 186, '08');
  lab(254, 172, '17 STAT');
  val(256, 186, '01');
  const ty = ub04ServiceLines(b, lines, total, '2025-07-22');
  b.box(20, ty + 14, 570, 34);
  const py = ty + 24;
  lab(24, py, '50 PAYER NAME');
  lab(200, py, '51 HEALTH PLAN ID');
  lab(330, py, '54 PRIOR PAYMENTS');
  lab(460, py, '55 EST. AMOUNT DUE');
  val(24, py + 14, 'BLUE SHIELD OF CA');
  val(200, py + 14, '940360524');
  b.r(400, py + 14, money(paid, false), { size: 9, mono: true });
  b.r(540, py + 14, money(due, false), { size: 9, mono: true });
  return {
    id: 'ub04-cedars',
    title: 'UB-04 claim form (Cedars-Sinai Medical Center, inpatient; no DRG, no adjustment printed)',
    pages: [b.page],
    privateText: ['SAMPLE, MARIA L', '4410 ORCHARD AVE', 'CS-5510293', '03121961'],
    truth: {
      layout: 'UB04',
      hospital: 'CEDARS-SINAI MEDICAL CENTER',
      ccn: '050625',
      statementDate: '2025-07-22',
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

/** Aetna's explanation of benefits for an outpatient knee arthroscopy at Houston Methodist Hospital. */
export function explanationOfBenefits(): CorpusBill {
  const day = '2025-01-14';
  const rows: [TruthLine, number, number, number][] = [
    [L(day, null, '29881', 'Arthroscopy knee w/meniscectomy', 1, 985000), 640250, 275800, 68950],
    [L(day, null, '01400', 'Anesthesia knee joint', 1, 210000), 136500, 58800, 14700],
    [L(day, null, 'J2704', 'Propofol injection 10 mg', 1, 9600), 6240, 2688, 672],
    [L(day, null, '36415', 'Routine venipuncture', 1, 4500), 2925, 1260, 315],
  ];
  const billed = sum(rows.map((r) => r[0].amountCents));
  const discount = sum(rows.map((r) => r[1]));
  const paid = sum(rows.map((r) => r[2]));
  const owe = sum(rows.map((r) => r[3]));
  const b = new PageBuilder();
  b.t(40, 48, 'Aetna Life Insurance Company', { size: 13, bold: true });
  b.t(40, 62, 'PO Box 981106, El Paso, TX 79998', { size: 9 });
  b.t(40, 96, 'EXPLANATION OF BENEFITS', { size: 14, bold: true });
  b.t(40, 110, 'THIS IS NOT A BILL', { size: 10, bold: true });
  b.t(360, 96, 'Date processed:', { size: 10 }).r(572, 96, us('2025-02-03'), { size: 10 });
  b.t(40, 134, 'Member: DAVID R SPECIMEN', { size: 10 });
  b.t(360, 134, 'Member ID:', { size: 10 }).r(572, 134, 'W123456789', { size: 10 });
  b.t(40, 148, '77 Bayou Lane, Houston, TX 77002', { size: 10 });
  b.t(360, 148, 'Claim number:', { size: 10 }).r(572, 148, 'E7Y1N0QX22', { size: 10 });
  b.t(40, 176, 'Provider: HOUSTON METHODIST HOSPITAL', { size: 10 });
  b.t(40, 190, `Dates of service: ${us(day)} - ${us(day)}`, { size: 10 });
  b.box(36, 206, 540, 20);
  const hy = 219;
  b.t(40, hy, 'Service date', { size: 8, bold: true }).t(104, hy, 'Code', { size: 8, bold: true });
  b.t(140, hy, 'Description', { size: 8, bold: true }).r(366, hy, 'Amount billed', { size: 8, bold: true });
  b.r(432, hy, 'Plan discount', { size: 8, bold: true }).r(500, hy, 'Plan paid', { size: 8, bold: true });
  b.r(570, hy, 'You owe', { size: 8, bold: true });
  rows.forEach(([l, d, p, o], i) => {
    const y = 244 + i * 17;
    b.t(40, y, us(l.date!), { size: 9 })
      .t(104, y, l.code!, { size: 9 })
      .t(140, y, l.description, { size: 9 });
    b.r(366, y, money(l.amountCents), { size: 9 }).r(432, y, money(d), { size: 9 });
    b.r(500, y, money(p), { size: 9 }).r(570, y, money(o), { size: 9 });
  });
  const ty = 244 + rows.length * 17 + 8;
  b.box(36, ty - 12, 540, 18);
  b.t(40, ty, 'Totals', { size: 9, bold: true });
  b.r(366, ty, money(billed), { size: 9, bold: true }).r(432, ty, money(discount), { size: 9, bold: true });
  b.r(500, ty, money(paid), { size: 9, bold: true }).r(570, ty, money(owe), { size: 9, bold: true });
  b.t(
    40,
    ty + 36,
    'The provider may bill you for the amount in "You owe". Keep this notice with your records.',
    { size: 8 },
  );
  return {
    id: 'eob-aetna-methodist',
    title: 'Explanation of benefits (Aetna; Houston Methodist Hospital, outpatient knee arthroscopy)',
    pages: [b.page],
    privateText: ['DAVID R SPECIMEN', 'W123456789', '77 Bayou Lane', 'E7Y1N0QX22'],
    truth: {
      layout: 'EOB',
      hospital: 'HOUSTON METHODIST HOSPITAL',
      ccn: '450358',
      statementDate: '2025-02-03',
      admissionDate: day,
      dischargeDate: day,
      totalChargesCents: billed,
      insurancePaidCents: paid,
      insuranceAdjustedCents: discount,
      patientResponsibilityCents: owe,
      drg: null,
      lines: rows.map((r) => r[0]),
    },
  };
}

/** The Mount Sinai Hospital's statement of a self-pay clinic visit: no insurance, DRG or discharge date. */
export function selfPayStatement(): CorpusBill {
  const day = '2024-11-03';
  const lines = [
    L(day, null, '99213', 'OFFICE/OUTPATIENT VISIT EST', 1, 32500),
    L(day, null, '93000', 'ELECTROCARDIOGRAM COMPLETE', 1, 18000),
  ];
  const total = sum(lines.map((l) => l.amountCents));
  const b = new PageBuilder();
  b.t(40, 50, 'The Mount Sinai Hospital', { size: 15, bold: true });
  b.t(40, 64, 'One Gustave L. Levy Place, New York, NY 10029', { size: 9 });
  b.t(40, 100, 'Statement', { size: 13, bold: true });
  b.t(360, 100, 'Statement Date:', { size: 10 }).r(572, 100, 'Nov 20, 2024', { size: 10 });
  b.t(40, 124, 'Patient: ALEX J PLACEHOLDER', { size: 10 });
  b.t(360, 124, 'Acct No:', { size: 10 }).r(572, 124, '0088123476', { size: 10 });
  b.t(40, 138, 'Date of Service:', { size: 10 }).t(130, 138, us(day), { size: 10 });
  lines.forEach((l, i) => {
    const y = 170 + i * 17;
    b.t(40, y, us(l.date!), { size: 10 })
      .t(110, y, l.code!, { size: 10 })
      .t(160, y, l.description, { size: 10 });
    b.r(568, y, money(l.amountCents), { size: 10 });
  });
  const ty = 170 + lines.length * 17 + 24;
  b.t(340, ty, 'Total Charges', { size: 10 }).r(568, ty, money(total), { size: 10 });
  b.t(340, ty + 20, 'Balance Due', { size: 11, bold: true }).r(568, ty + 20, money(total), {
    size: 11,
    bold: true,
  });
  b.t(
    40,
    ty + 56,
    'No insurance is on file for this visit. Ask us about our self-pay discount and financial assistance.',
    { size: 8 },
  );
  return {
    id: 'selfpay-mount-sinai',
    title: 'Self-pay statement (The Mount Sinai Hospital; no insurance, DRG or discharge date printed)',
    pages: [b.page],
    privateText: ['ALEX J PLACEHOLDER', '0088123476'],
    truth: {
      layout: 'SUMMARY',
      hospital: 'The Mount Sinai Hospital',
      ccn: '330024',
      statementDate: '2024-11-20',
      admissionDate: day,
      dischargeDate: null,
      totalChargesCents: total,
      insurancePaidCents: null,
      insuranceAdjustedCents: null,
      patientResponsibilityCents: total,
      drg: null,
      lines,
    },
  };
}
