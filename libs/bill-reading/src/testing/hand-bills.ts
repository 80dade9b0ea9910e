/**
 * Bills written by hand in wordings the generator (generator.ts) does not use: a check that the reader's
 * vocabulary is not just the generator's. Never tuned on; audit:read reports them as their own share.
 */
import { type CorpusBill, PageBuilder, truthLine as L, money, sum } from './page-builder';

/** "Statement of Services": Total Amount Billed / Less Insurance Payment / Write-off / Amount You Owe. */
function statementOfServices(): CorpusBill {
  const lines = [
    L('2025-05-02', null, '99283', 'EMERGENCY ROOM LEVEL 3', 1, 128000),
    L('2025-05-02', null, '73610', 'XRAY ANKLE 3+ VIEWS', 1, 41200),
    L('2025-05-02', null, '29515', 'APPLICATION SHORT LEG SPLINT', 1, 23600),
  ];
  const total = sum(lines.map((l) => l.amountCents));
  const paid = 101240;
  const off = 52110;
  const due = total - paid - off;
  const b = new PageBuilder();
  b.t(40, 50, "St. David's Medical Center", { size: 15, bold: true });
  b.t(40, 64, '919 E 32nd St, Austin TX 78705', { size: 9 });
  b.t(40, 100, 'STATEMENT OF SERVICES', { size: 13, bold: true });
  b.t(360, 100, 'Statement Date', { size: 10 }).r(572, 100, '06/09/2025', { size: 10 });
  b.t(40, 124, 'Patient: QUINN A HANDWRITTEN', { size: 10 });
  b.t(360, 124, 'Date of Service', { size: 10 }).r(572, 124, '05/02/2025', { size: 10 });
  b.t(40, 160, 'Date', { size: 9, bold: true }).t(110, 160, 'CPT', { size: 9, bold: true });
  b.t(160, 160, 'Service', { size: 9, bold: true }).r(568, 160, 'Charge', { size: 9, bold: true });
  lines.forEach((l, i) => {
    const y = 180 + i * 17;
    b.t(40, y, '05/02/2025', { size: 10 })
      .t(110, y, l.code!, { size: 10 })
      .t(160, y, l.description, { size: 10 });
    b.r(568, y, money(l.amountCents), { size: 10 });
  });
  const ty = 180 + lines.length * 17 + 30;
  b.t(320, ty, 'Total Amount Billed', { size: 10 }).r(568, ty, money(total), { size: 10 });
  b.t(320, ty + 18, 'Less Insurance Payment', { size: 10 }).r(568, ty + 18, money(-paid), { size: 10 });
  b.t(320, ty + 36, 'Less Contractual Write-off', { size: 10 }).r(568, ty + 36, money(-off), { size: 10 });
  b.t(320, ty + 58, 'Amount You Owe', { size: 11, bold: true }).r(568, ty + 58, money(due), {
    size: 11,
    bold: true,
  });
  return {
    id: 'hand-stdavids-services',
    title: "Hand-written: St. David's statement of services (write-off, amount you owe)",
    pages: [b.page],
    privateText: ['QUINN A HANDWRITTEN'],
    truth: {
      layout: 'SUMMARY',
      hospital: "St. David's Medical Center",
      ccn: '450431',
      statementDate: '2025-06-09',
      admissionDate: '2025-05-02',
      dischargeDate: null,
      totalChargesCents: total,
      insurancePaidCents: paid,
      insuranceAdjustedCents: off,
      patientResponsibilityCents: due,
      drg: null,
      lines,
    },
  };
}

/** An itemized bill with "Post Date / Item / CPT / Units / Charge" and "Total Amount / Account Balance". */
function accountDetail(): CorpusBill {
  const d = '2024-12-11';
  const lines = [
    L(d, '0300', '85025', 'HEMOGRAM W/DIFF', 1, 9900),
    L(d, '0301', '80053', 'METABOLIC PANEL COMP', 1, 21900),
    L(d, '0610', '70551', 'MRI BRAIN WITHOUT CONTRAST', 1, 402500),
    L(d, '0636', 'J2405', 'ONDANSETRON 1MG INJ', 4, 3200),
  ];
  const total = sum(lines.map((l) => l.amountCents));
  const b = new PageBuilder();
  b.t(40, 48, 'UCSF Medical Center', { size: 14, bold: true });
  b.t(40, 90, 'ACCOUNT DETAIL - ITEMIZATION OF CHARGES', { size: 12, bold: true });
  b.t(360, 90, 'Print Date:', { size: 10 }).r(572, 90, 'Dec 30, 2024', { size: 10 });
  b.t(360, 106, 'Admit Date:', { size: 10 }).r(572, 106, '12/11/2024', { size: 10 });
  b.t(360, 122, 'Disch Date:', { size: 10 }).r(572, 122, '12/11/2024', { size: 10 });
  b.box(36, 140, 540, 18);
  b.t(40, 153, 'Post Date', { size: 8, bold: true }).t(100, 153, 'Rev', { size: 8, bold: true });
  b.t(130, 153, 'CPT', { size: 8, bold: true }).t(180, 153, 'Item', { size: 8, bold: true });
  b.r(470, 153, 'Units', { size: 8, bold: true }).r(570, 153, 'Charge', { size: 8, bold: true });
  lines.forEach((l, i) => {
    const y = 176 + i * 16;
    b.t(40, y, '12/11/24', { size: 9 })
      .t(100, y, l.revenueCode!, { size: 9 })
      .t(130, y, l.code!, { size: 9 });
    b.t(180, y, l.description, { size: 9 }).r(470, y, String(l.quantity), { size: 9 });
    b.r(570, y, money(l.amountCents, false), { size: 9 });
  });
  const ty = 176 + lines.length * 16 + 26;
  b.t(340, ty, 'Total Amount', { size: 10 }).r(570, ty, money(total), { size: 10 });
  b.t(340, ty + 20, 'Account Balance', { size: 10, bold: true }).r(570, ty + 20, money(total), {
    size: 10,
    bold: true,
  });
  return {
    id: 'hand-ucsf-detail',
    title: 'Hand-written: UCSF account detail (post date, item, units; account balance)',
    pages: [b.page],
    privateText: [],
    truth: {
      layout: 'ITEMIZED',
      hospital: 'UCSF Medical Center',
      ccn: '050454',
      statementDate: '2024-12-30',
      admissionDate: d,
      dischargeDate: d,
      totalChargesCents: total,
      insurancePaidCents: null,
      insuranceAdjustedCents: null,
      patientResponsibilityCents: total,
      drg: null,
      lines,
    },
  };
}

/** An EOB in plain-language wording: "What your provider charged / Your plan paid / Your share". */
function plainEob(): CorpusBill {
  const d = '2025-03-03';
  const rows: [ReturnType<typeof L>, number, number, number][] = [
    [L(d, null, '45378', 'Colonoscopy diagnostic', 1, 312000), 148000, 131200, 32800],
    [L(d, null, '00811', 'Anesthesia lower GI endoscopy', 1, 94000), 41000, 42400, 10600],
  ];
  const b = new PageBuilder();
  b.t(40, 48, 'Humana Inc.', { size: 13, bold: true });
  b.t(40, 90, 'Your Explanation of Benefits', { size: 14, bold: true });
  b.t(40, 104, 'This is not a bill.', { size: 10 });
  b.t(360, 90, 'Notice date:', { size: 10 }).r(572, 90, '03/27/2025', { size: 10 });
  b.t(40, 130, 'Provider: CLEVELAND CLINIC', { size: 10 });
  b.box(36, 150, 540, 20);
  b.t(40, 163, 'Visit date', { size: 8, bold: true }).t(100, 163, 'Code', { size: 8, bold: true });
  b.t(140, 163, 'Service', { size: 8, bold: true }).r(366, 163, 'Provider charged', { size: 8, bold: true });
  b.r(432, 163, 'Plan discount', { size: 8, bold: true }).r(500, 163, 'Plan paid', { size: 8, bold: true });
  b.r(570, 163, 'Your share', { size: 8, bold: true });
  rows.forEach(([l, disc, paid, share], i) => {
    const y = 186 + i * 17;
    b.t(40, y, '03/03/25', { size: 9 }).t(100, y, l.code!, { size: 9 }).t(140, y, l.description, { size: 9 });
    b.r(366, y, money(l.amountCents), { size: 9 }).r(432, y, money(disc), { size: 9 });
    b.r(500, y, money(paid), { size: 9 }).r(570, y, money(share), { size: 9 });
  });
  const t = (k: number) => sum(rows.map((r) => (k === 0 ? r[0].amountCents : (r[k] as number))));
  const ty = 186 + rows.length * 17 + 8;
  b.t(40, ty, 'Total', { size: 9, bold: true });
  b.r(366, ty, money(t(0)), { size: 9, bold: true }).r(432, ty, money(t(1)), { size: 9, bold: true });
  b.r(500, ty, money(t(2)), { size: 9, bold: true }).r(570, ty, money(t(3)), { size: 9, bold: true });
  return {
    id: 'hand-humana-eob',
    title: 'Hand-written: plain-language EOB (provider charged, your share)',
    pages: [b.page],
    privateText: [],
    truth: {
      layout: 'EOB',
      hospital: 'CLEVELAND CLINIC',
      ccn: '360180',
      statementDate: '2025-03-27',
      admissionDate: d,
      dischargeDate: d,
      totalChargesCents: t(0),
      insurancePaidCents: t(2),
      insuranceAdjustedCents: t(1),
      patientResponsibilityCents: t(3),
      drg: null,
      lines: rows.map((r) => r[0]),
    },
  };
}

export function handBills(): CorpusBill[] {
  return [statementOfServices(), accountDetail(), plainEob()];
}
