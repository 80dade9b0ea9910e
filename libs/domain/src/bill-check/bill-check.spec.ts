import {
  BILL_CHECK_RULES,
  checkBill,
  drgOfCodes,
  verdictOf,
  weightedPercentile,
  type BillCheckInput,
  type HospitalFigure,
} from './bill-check';
import { addDays, disputeEligible, nextSteps } from './bill-check-next-steps';

const fig = (providerId: string, avgTotalPaymentCents: number, discharges: number): HospitalFigure => ({
  providerId,
  providerName: `Hospital ${providerId}`,
  drg: '291',
  year: 2011,
  discharges,
  avgCoveredChargeCents: 4_000_000,
  avgTotalPaymentCents,
  avgMedicarePaymentCents: 900_000,
});

const own = fig('450001', 1_000_000, 50);
const base: BillCheckInput = {
  billedCents: 3_000_000,
  paidCents: null,
  drg: '291',
  providerId: '450001',
  figure: own,
  nearby: [fig('450002', 800_000, 20), fig('450003', 1_200_000, 30), fig('450004', 1_000_000, 10), own],
  serviceYear: 2011,
  payer: 'UNKNOWN',
  nonprofit: null,
  cashPrice: null,
};

describe('bill check', () => {
  it('finds the DRG among the codes', () => {
    expect(drgOfCodes(['99213', 'DRG 291'])).toBe('291');
    expect(drgOfCodes(['MS-DRG: 65'])).toBe('065');
    expect(drgOfCodes(['J1100', 'A1234'])).toBeNull();
  });

  it('compares a charge with the average charge, never with a payment, and ranks among the others', () => {
    const r = checkBill(base);
    // 3,000,000 / 4,000,000 = 0.75 (billed ÷ average billed, same year): at or below typical
    expect(r.billedRatio).toBeCloseTo(0.75, 10);
    expect(r.verdict).toBe('AT_OR_BELOW_TYPICAL');
    // Who paid is unknown: no payment benchmark, so no payment ratio, and the typical payment is gone.
    expect(r.paymentRatio).toBeNull();
    expect(r.usedPaid).toBe(false);
    expect(r.typicalPaymentCents).toBeNull();
    expect(r.notAssessed.map((n) => n.benchmark)).toEqual(['MEDICARE_PAYMENT']);
    expect(r.benchmark).toContain('What this hospital charged on average for DRG 291 in 2011 (50 stays)');
    // others: 450002 (20 stays, lower), 450003 (30, higher), 450004 (10, equal): (20 + 10/2) / 60 = 41.7 %
    expect(r.percentile).toBe(41.7);
    expect(r.nearbyCount).toBe(3);
    expect(r.nearbyStays).toBe(60);
    expect(r.cheapest.map((h) => h.providerId)).toEqual(['450002', '450001', '450004', '450003']);
    // Same year: no adjustment, $10,000.00 stays $10,000.00.
    expect(r.currentAvgTotalPaymentCents).toBe(1_000_000);
    expect(r.method.join(' ')).toContain('data year 2011');
    expect(r.letterLines).toHaveLength(1);
  });

  it("moves every CMS figure to the bill's dollars and shows the original beside it", () => {
    // 2011 → 2024: ×563.841 / 400.258; 4,000,000 × 1.40869389 = 5,634,775.6 → 5,634,776 cents ; 1,000,000 → 1,408,694
    const r = checkBill({ ...base, serviceYear: 2024, billedCents: 5_634_776 });
    const c = r.comparisons[0];
    expect(c).toMatchObject({ originalCents: 4_000_000, originalYear: 2011, adjustedCents: 5_634_776 });
    expect(c.adjustedYear).toBe(2024);
    expect(c.factor).toBeCloseTo(563.841 / 400.258, 10);
    expect(r.verdict).toBe('AT_OR_BELOW_TYPICAL');
    expect(r.currentAvgTotalPaymentCents).toBe(1_408_694);
    expect(r.currentDollarsLabel).toContain('estimate');
  });

  it('without the comparison (nearby null) gives the verdict against the own hospital and nothing of the others', () => {
    const r = checkBill({ ...base, nearby: null });
    expect(r).toMatchObject({ verdict: 'AT_OR_BELOW_TYPICAL', billedRatio: 0.75 });
    expect(r).toMatchObject({ percentile: null, nearbyCount: 0, nearbyStays: 0, cheapest: [] });
    expect(r.method.join(' ')).not.toMatch(/Percentile/);
  });

  it('hides the rank with fewer than 3 other hospitals near', () => {
    const r = checkBill({ ...base, nearby: [fig('450002', 800_000, 20), fig('450003', 1_200_000, 30), own] });
    expect(r.percentile).toBeNull();
    expect(r.nearbyCount).toBe(2);
  });

  it('compares what a Medicare patient paid with Medicare payment, thresholds at 1x and 2x', () => {
    const medicare = { ...base, payer: 'MEDICARE' as const };
    expect(checkBill({ ...medicare, paidCents: 1_000_000 }).verdict).toBe('AT_OR_BELOW_TYPICAL');
    expect(checkBill({ ...medicare, paidCents: 1_500_000 })).toMatchObject({
      verdict: 'ABOVE_TYPICAL',
      paymentRatio: 1.5,
      usedPaid: true,
    });
    expect(checkBill({ ...medicare, paidCents: 2_000_000 }).verdict).toBe('FAR_ABOVE_TYPICAL');
    // No payment recorded: the payment is not assessed, the charges are (0.75: at or below).
    const noPaid = checkBill(medicare);
    expect(noPaid.verdict).toBe('AT_OR_BELOW_TYPICAL');
    expect(noPaid.notAssessed[0].reason).toContain('a payment is compared with a payment');
    expect(verdictOf(1.999)).toBe('ABOVE_TYPICAL');
    expect(BILL_CHECK_RULES).toMatchObject({ minStays: 11, aboveTypicalRatio: 1, farAboveTypicalRatio: 2 });
  });

  it('compares a commercial payment with Medicare × 2.55 (RAND Round 5, national)', () => {
    // 1,000,000 × 2.55 = 2,550,000 cents; paid exactly that: 1.00, typical
    const r = checkBill({ ...base, payer: 'COMMERCIAL', paidCents: 2_550_000 });
    expect(r.comparisons[0]).toMatchObject({ benchmark: 'COMMERCIAL_ESTIMATE', benchmarkCents: 2_550_000 });
    expect(r.verdict).toBe('AT_OR_BELOW_TYPICAL');
    expect(r.benchmark).toContain('RAND');
  });

  it('weights the percentile by stays and counts only strictly cheaper hospitals', () => {
    // cheaper: 5 + 15 = 20 stays of 5 + 15 + 10 + 70 = 100
    expect(
      weightedPercentile(500, [
        { avgTotalPaymentCents: 100, discharges: 5 },
        { avgTotalPaymentCents: 400, discharges: 15 },
        { avgTotalPaymentCents: 500, discharges: 10 },
        { avgTotalPaymentCents: 900, discharges: 70 },
      ]),
    ).toBe(20);
    // 1 of 3 stays: 33.33 -> 33.3
    expect(
      weightedPercentile(2, [
        { avgTotalPaymentCents: 1, discharges: 1 },
        { avgTotalPaymentCents: 2, discharges: 2 },
      ]),
    ).toBe(33.3);
    expect(weightedPercentile(2, [])).toBeNull();
  });

  it('says "not assessed" and why', () => {
    expect(checkBill({ ...base, drg: null })).toMatchObject({ verdict: 'NOT_ASSESSED', billedRatio: null });
    expect(checkBill({ ...base, drg: null }).explanation).toContain('no DRG');
    expect(checkBill({ ...base, figure: null }).explanation).toContain('no CMS figures for DRG 291');
    const few = checkBill({ ...base, figure: { ...own, discharges: 10 } });
    expect(few.verdict).toBe('NOT_ASSESSED');
    expect(few.explanation).toContain('Only 10 stays');
    expect(few.letterLines).toEqual([]);
    expect(checkBill({ ...base, figure: { ...own, discharges: 11 } }).verdict).toBe('AT_OR_BELOW_TYPICAL');
    expect(checkBill({ ...base, providerId: null }).verdict).toBe('NOT_ASSESSED');
  });
});

describe('next steps', () => {
  it('adds calendar days across months', () => {
    expect(addDays('2026-01-15', 240)).toBe('2026-09-12');
    expect(addDays('2026-01-15', 120)).toBe('2026-05-15');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('computes the deadlines from the bill dates', () => {
    const steps = nextSteps({
      billDate: '2026-01-15',
      dueDate: null,
      firstBillDate: '2026-01-15',
      selfPay: true,
      billedCents: 100_000,
    });
    expect(steps.map((s) => [s.key, s.dueDate])).toEqual([
      ['ITEMIZED_BILL', '2026-02-14'],
      ['CHECK_ERRORS', '2026-02-14'],
      ['FINANCIAL_ASSISTANCE', '2026-09-12'],
      ['NSA_DISPUTE', '2026-05-15'],
    ]);
    expect(steps[2].source).toContain('26 CFR 1.501(r)-1(b)(3)');
    expect(steps[3].source).toContain('45 CFR 149.620');
    expect(steps[1].checklist).toHaveLength(3);
    // No day given: no deadline is said to have passed.
    expect(steps.map((s) => s.passedText)).toEqual([null, null, null, null]);
  });

  it('says which deadlines have passed, and what can still be done, on the day after each (both languages)', () => {
    const input = {
      billDate: '2026-01-15',
      dueDate: null,
      firstBillDate: '2026-01-15',
      selfPay: true,
      billedCents: 100_000,
    };
    const passed = (today: string, language?: 'es') =>
      nextSteps({ ...input, today, language }).map((s) => [s.key, s.passedText !== null]);
    // The deadline's own day has not passed; the next day it has.
    expect(passed('2026-02-14')).toEqual([
      ['ITEMIZED_BILL', false],
      ['CHECK_ERRORS', false],
      ['FINANCIAL_ASSISTANCE', false],
      ['NSA_DISPUTE', false],
    ]);
    expect(passed('2026-02-15')).toEqual([
      ['ITEMIZED_BILL', true],
      ['CHECK_ERRORS', true],
      ['FINANCIAL_ASSISTANCE', false],
      ['NSA_DISPUTE', false],
    ]);
    expect(passed('2026-09-13')).toEqual([
      ['ITEMIZED_BILL', true],
      ['CHECK_ERRORS', true],
      ['FINANCIAL_ASSISTANCE', true],
      ['NSA_DISPUTE', true],
    ]);
    const late = nextSteps({ ...input, today: '2026-12-01' });
    expect(late[2].passedText).toMatch(/^That date has passed\. Apply all the same: 240 days is the least/);
    expect(late[3].passedText).toMatch(/within 120 days of the bill, so it may be refused now/);
    const lateEs = nextSteps({ ...input, today: '2026-12-01', language: 'es' });
    expect(lateEs[2].passedText).toMatch(/^Esa fecha ya pasó\. Presente la solicitud de todos modos/);
    // A step without a date to count from has no deadline to pass.
    expect(
      nextSteps({ ...input, billDate: null, firstBillDate: null, today: '2030-01-01' })[2].passedText,
    ).toBeNull();
  });

  it('offers the dispute only to self-pay patients at least $400 above the estimate', () => {
    const input = {
      billDate: '2026-01-15',
      dueDate: '2026-02-01',
      firstBillDate: '2026-01-10',
      billedCents: 100_000,
    };
    expect(nextSteps({ ...input, selfPay: false }).map((s) => s.key)).not.toContain('NSA_DISPUTE');
    expect(
      nextSteps({ ...input, selfPay: true, goodFaithEstimateCents: 60_001 }).map((s) => s.key),
    ).not.toContain('NSA_DISPUTE');
    expect(
      nextSteps({ ...input, selfPay: true, goodFaithEstimateCents: 60_000 }).map((s) => s.key),
    ).toContain('NSA_DISPUTE');
    expect(disputeEligible(100_000, 60_000)).toBe(true);
    expect(nextSteps({ ...input, selfPay: false })[0].dueDate).toBe('2026-02-01');
    expect(nextSteps({ ...input, selfPay: false })[2].dueDate).toBe(addDays('2026-01-10', 240));
  });
});
