/**
 * Issue 27's audit: over every hospital/DRG row of the FY2011 CMS inpatient file, how often a bill EQUAL
 * to the hospital's own average would be called "above" or "far above typical", by today's method and by
 * the new one (@fp/domain verdict/), by payer type; and the St David's Medical Center (450431) DRG 291
 * figures the integration test checks.
 *
 *   npx tsx tools/verdict-audit.ts [ipps_drg100_fy2011.csv] [cms_hospital_general_information.csv]
 *
 * The bills: service year 2026 (the CPI table moves figures to its latest year, 2024).
 * - Old method: the amount billed (= the average charge, no payment recorded) ÷ the average total payment.
 * - No payment recorded (any payer): charges = the average charge moved to the bill's dollars.
 * - Medicare: paid = the hospital's average total payment, moved.
 * - Commercial: paid = that payment × the published ratio (what a typical commercial payment there is).
 * - Self-pay, no cash price in this file: billed at the average charge. Issue 27 compared it with the
 *   estimated amounts generally billed where the hospital is a nonprofit (billed ÷ (billed × payment ÷
 *   charge) = charge ÷ payment, the same for every bill); issue 40 makes the AGB a cap for those who
 *   qualify, never the benchmark, so the headline is the charge comparison. Both are printed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  agbBenchmark,
  billVerdict,
  verdictFor,
  NATIONAL_INPATIENT_RATIO,
  toBillDollars,
  type CmsFigure,
  type PayerType,
  type VerdictInput,
} from '@fp/domain';

const DATA = '/work/shared/data';
const SERVICE_YEAR = 2026;
const cents = (s: string) => Math.round(Number(s) * 100);

function readFigures(file: string): CmsFigure[] {
  const rows: Record<string, string>[] = parse(readFileSync(file), { columns: true, bom: true });
  return rows.map((r) => ({
    providerId: r['Provider Id'].padStart(6, '0'),
    providerName: r['Provider Name'],
    state: r['Provider State'],
    drg: r['DRG Definition'].slice(0, 3),
    year: 2011,
    discharges: Number(r['Total Discharges']),
    avgCoveredChargeCents: cents(r['Average Covered Charges']),
    avgTotalPaymentCents: cents(r['Average Total Payments']),
    avgMedicarePaymentCents: cents(r['Average Medicare Payments']),
  }));
}

/** CCN → nonprofit (Care Compare "Voluntary non-profit - …"); a CCN not listed is unknown. */
function readNonprofit(file: string): Map<string, boolean> {
  const rows: Record<string, string>[] = parse(readFileSync(file), {
    columns: true,
    bom: true,
    relax_column_count: true,
  });
  return new Map(
    rows.map((r) => [r['Facility ID'].padStart(6, '0'), /non-?profit/i.test(r['Hospital Ownership'])]),
  );
}

interface Tally {
  rows: number;
  above: number;
  farAbove: number;
  notAssessed: number;
}
const tally = (): Tally => ({ rows: 0, above: 0, farAbove: 0, notAssessed: 0 });
function count(t: Tally, verdict: string) {
  t.rows++;
  if (verdict === 'NOT_ASSESSED') t.notAssessed++;
  if (verdict === 'ABOVE_TYPICAL' || verdict === 'FAR_ABOVE_TYPICAL') t.above++;
  if (verdict === 'FAR_ABOVE_TYPICAL') t.farAbove++;
}
const share = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;

function main() {
  const figures = readFigures(process.argv[2] ?? path.join(DATA, 'ipps_drg100_fy2011.csv'));
  const nonprofit = readNonprofit(process.argv[3] ?? path.join(DATA, 'cms_hospital_general_information.csv'));
  const t: Record<string, Tally> = {
    'old, no payment recorded (billed ÷ 2011 payment)': tally(),
    'new, no payment recorded (charges ÷ average charge)': tally(),
    'old, Medicare (paid ÷ 2011 payment, unadjusted)': tally(),
    'new, Medicare (paid ÷ Medicare payment)': tally(),
    'old, commercial (paid ÷ 2011 payment, unadjusted)': tally(),
    'new, commercial (paid ÷ Medicare payment × ratio)': tally(),
    'old, self-pay (billed ÷ 2011 payment)': tally(),
    'issue 27, self-pay nonprofit (billed ÷ AGB)': tally(),
    'issue 40, self-pay (headline; AGB only a cap)': tally(),
    'issue 40, blank insurance (unknown: charges)': tally(),
  };
  const [
    old,
    charges,
    oldMedicare,
    medicare,
    oldCommercial,
    commercial,
    oldSelfPay,
    agbRule,
    selfPay,
    blank,
  ] = Object.values(t);
  /** The old rule: what was asked ÷ the hospital's average total payment in its own year's dollars. */
  const oldVerdict = (asked: number, f: CmsFigure) => {
    const r = asked / f.avgTotalPaymentCents;
    return r >= 2 ? 'FAR_ABOVE_TYPICAL' : r > 1 ? 'ABOVE_TYPICAL' : 'AT_OR_BELOW_TYPICAL';
  };
  for (const f of figures) {
    // Today's published figure (99.6 % / 86.9 %): a bill equal to the average charge, unadjusted.
    count(old, oldVerdict(f.avgCoveredChargeCents, f));
    count(oldSelfPay, oldVerdict(f.avgCoveredChargeCents, f));
    const billed = toBillDollars(f.avgCoveredChargeCents, f.year, SERVICE_YEAR)?.adjustedCents ?? 0;
    const payment = toBillDollars(f.avgTotalPaymentCents, f.year, SERVICE_YEAR)?.adjustedCents ?? 0;
    const input = (payer: PayerType, paidCents: number | null, billedCents = billed): VerdictInput => ({
      billedCents,
      paidCents,
      serviceYear: SERVICE_YEAR,
      payer,
      drg: f.drg,
      figure: f,
      nonprofit: nonprofit.get(f.providerId) ?? null,
      cashPrice: null,
    });
    count(charges, billVerdict(input('UNKNOWN', null)).verdict);
    count(oldMedicare, oldVerdict(payment, f));
    count(oldCommercial, oldVerdict(Math.round(payment * NATIONAL_INPATIENT_RATIO), f));
    const m = billVerdict(input('MEDICARE', payment));
    count(medicare, m.headline?.benchmark.kind === 'MEDICARE_PAYMENT' ? m.verdict : 'NOT_ASSESSED');
    const c = billVerdict(input('COMMERCIAL', Math.round(payment * NATIONAL_INPATIENT_RATIO)));
    count(commercial, c.headline?.benchmark.kind === 'COMMERCIAL_ESTIMATE' ? c.verdict : 'NOT_ASSESSED');
    const np = nonprofit.get(f.providerId) ?? null;
    const agb = f.discharges >= 11 ? agbBenchmark(f, billed, np) : null;
    count(
      agbRule,
      agb?.kind === 'benchmark'
        ? verdictFor(billed / agb.benchmark.cents, 'AMOUNT_GENERALLY_BILLED')
        : 'NOT_ASSESSED',
    );
    count(selfPay, billVerdict(input('SELF_PAY', null)).verdict);
    count(blank, billVerdict(input('UNKNOWN', null)).verdict);
  }
  console.log(
    `FY2011 hospital/DRG rows: ${figures.length}; a bill equal to the hospital's own average, service year ${SERVICE_YEAR}`,
  );
  console.log('method / payer'.padEnd(56), 'above+far', 'far above', 'not assessed (of rows)');
  for (const [name, x] of Object.entries(t)) {
    const assessed = x.rows - x.notAssessed;
    console.log(
      name.padEnd(56),
      share(x.above, assessed).padStart(9),
      share(x.farAbove, assessed).padStart(9),
      `${x.notAssessed} (${share(x.notAssessed, x.rows)})`,
    );
  }
  const sd = figures.find((f) => f.providerId === '450431' && f.drg === '291');
  if (sd) {
    const ch = toBillDollars(sd.avgCoveredChargeCents, sd.year, SERVICE_YEAR);
    const pay = toBillDollars(sd.avgTotalPaymentCents, sd.year, SERVICE_YEAR);
    console.log(`\n${sd.providerName} (450431), DRG 291, FY2011, ${sd.discharges} stays:`);
    console.log(
      `  average covered charges ${sd.avgCoveredChargeCents} cents → ${ch?.adjustedCents} (${ch?.label})`,
    );
    console.log(
      `  average total payments  ${sd.avgTotalPaymentCents} cents → ${pay?.adjustedCents} (${pay?.label})`,
    );
    console.log(`  average Medicare payments ${sd.avgMedicarePaymentCents} cents`);
    console.log(
      `  commercial benchmark (× ${NATIONAL_INPATIENT_RATIO}) ${Math.round((pay?.adjustedCents ?? 0) * NATIONAL_INPATIENT_RATIO)} cents`,
    );
    // Issue 40: an unpaid self-pay bill at a nonprofit: the verdict now follows the bill.
    for (const billedCents of [607_500, ch?.adjustedCents ?? 0, 18_225_700]) {
      const v = billVerdict({
        billedCents,
        paidCents: null,
        serviceYear: SERVICE_YEAR,
        payer: 'SELF_PAY',
        drg: '291',
        figure: sd,
        nonprofit: true,
        cashPrice: null,
      });
      console.log(
        `  self-pay bill ${billedCents} cents, if nonprofit: ${v.verdict} (${v.headline?.benchmark.kind}); cap if you qualify ${v.assistanceCap?.cents} cents`,
      );
    }
  }
}

main();
