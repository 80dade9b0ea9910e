/**
 * The bill check against the hospital's own price file (outpatient codes). Every expected figure is
 * worked out by hand in the comment beside it.
 */
import { BILL_CHECK_RULES } from './bill-check';
import {
  checkBillByPriceFile,
  outpatientCodesOf,
  publishedVerdictOf,
  type PriceFileCheckInput,
  type PublishedPrice,
} from './bill-check-price-file';

const mri: PublishedPrice = {
  code: '70551',
  grossCents: 120_000,
  cashCents: 108_000,
  minNegotiatedCents: 25_000,
  maxNegotiatedCents: 40_000,
  allowedCents: 40_000,
};
const hernia: PublishedPrice = {
  code: '49505',
  grossCents: 500_000,
  cashCents: null,
  minNegotiatedCents: 100_000,
  maxNegotiatedCents: 150_000,
  allowedCents: 150_000,
};
// $200 deductible left, 20 % coinsurance, $50 copay, $3,000 out-of-pocket left.
const plan = {
  payerName: 'Platform Health Insurance',
  planName: 'PPO',
  deductibleRemainingCents: 20_000,
  coinsurancePercent: 20,
  copayCents: 5_000,
  oopRemainingCents: 300_000,
};
const selfPay: PriceFileCheckInput = {
  billedCents: 150_000,
  paidCents: null,
  selfPay: true,
  plan: null,
  codes: ['70551'],
  prices: [mri],
  sourceLabel: 'example.json, dated 2026-04-01, version 3.0.0',
};
const insured: PriceFileCheckInput = { ...selfPay, selfPay: false, plan, paidCents: 40_000 };

describe('bill check against the price file', () => {
  it('keeps the thresholds in BILL_CHECK_RULES', () => {
    expect(BILL_CHECK_RULES.publishedAboveRatio).toBe(1);
    expect(BILL_CHECK_RULES.publishedFarAboveRatio).toBe(1.5);
    expect(publishedVerdictOf(1)).toBe('AT_OR_BELOW_TYPICAL');
    expect(publishedVerdictOf(1.0001)).toBe('ABOVE_TYPICAL');
    expect(publishedVerdictOf(1.4999)).toBe('ABOVE_TYPICAL');
    expect(publishedVerdictOf(1.5)).toBe('FAR_ABOVE_TYPICAL');
  });

  it('finds the CPT/HCPCS codes of a bill, once each, and leaves DRGs and revenue codes out', () => {
    expect(outpatientCodesOf(['70551', 'DRG 291', ' j1100 ', '70551', '291', '0450'])).toEqual([
      '70551',
      'J1100',
    ]);
  });

  it('compares a self-pay bill with the discounted cash price', () => {
    // $1,500.00 billed ÷ $1,080.00 cash = 1.3888… → above typical (below 1.5).
    const r = checkBillByPriceFile(selfPay);
    expect(r.basis).toBe('CASH_PRICE');
    expect(r.referenceCents).toBe(108_000);
    expect(r.askedCents).toBe(150_000);
    expect(r.ratio).toBeCloseTo(1.3889, 4);
    expect(r.verdict).toBe('ABOVE_TYPICAL');
    expect(r.explanation).toContain('$1,080.00');
    expect(r.method.join('\n')).toContain('example.json, dated 2026-04-01, version 3.0.0');
    // $1,620.00 ÷ $1,080.00 = 1.5 exactly → far above.
    expect(checkBillByPriceFile({ ...selfPay, billedCents: 162_000 }).verdict).toBe('FAR_ABOVE_TYPICAL');
    // What was paid counts when recorded: $1,000.00 ÷ $1,080.00 → at or below.
    expect(checkBillByPriceFile({ ...selfPay, paidCents: 100_000 }).verdict).toBe('AT_OR_BELOW_TYPICAL');
  });

  it("compares an insured bill's payment with the plan's negotiated rate and says what the plan makes the user owe", () => {
    const r = checkBillByPriceFile(insured);
    // $400.00 paid ÷ $400.00 allowed = 1 → at or below.
    expect(r.basis).toBe('ALLOWED_AMOUNT');
    expect(r.allowedCents).toBe(40_000);
    expect(r.ratio).toBe(1);
    expect(r.verdict).toBe('AT_OR_BELOW_TYPICAL');
    // min($3,000, $200 deductible + 20 % × ($400 − $200) + $50 copay) = $200 + $40 + $50 = $290.00.
    expect(r.planEstimate).toMatchObject({ kind: 'estimate', patientCents: 29_000 });
    // $480.00 paid ÷ $400.00 = 1.2 → above typical.
    expect(checkBillByPriceFile({ ...insured, paidCents: 48_000 }).verdict).toBe('ABOVE_TYPICAL');
  });

  it('counts the visit as one for the deductible and copay when the bill has several codes', () => {
    const r = checkBillByPriceFile({
      ...insured,
      codes: ['70551', '49505'],
      prices: [mri, hernia],
      paidCents: 300_000,
    });
    // allowed $400 + $1,500 = $1,900; owed $200 + 20 % × $1,700 + $50 = $200 + $340 + $50 = $590.
    expect(r.allowedCents).toBe(190_000);
    expect(r.planEstimate).toMatchObject({ kind: 'estimate', patientCents: 59_000 });
    // $3,000 ÷ $1,900 = 1.5789… → far above.
    expect(r.verdict).toBe('FAR_ABOVE_TYPICAL');
    // With $250 out-of-pocket left the estimate is capped at $250.
    const capped = checkBillByPriceFile({
      ...insured,
      plan: { ...plan, oopRemainingCents: 25_000 },
      codes: ['70551', '49505'],
      prices: [mri, hernia],
    });
    expect(capped.planEstimate).toMatchObject({ patientCents: 25_000, cappedByOopMax: true });
  });

  it('names both ends when the plan has several rates for a code, and says which one is compared', () => {
    const r = checkBillByPriceFile({ ...insured, prices: [{ ...mri, allowedHighCents: 45_000 }] });
    // The lowest ($400) is compared: $400 paid ÷ $400 = 1; the line names $400 to $450.
    expect(r.allowedCents).toBe(40_000);
    expect(r.method[0]).toContain('PPO: $400.00 to $450.00 (the file publishes several rates');
    expect(r.method[0]).toContain('the lowest is compared');
    // One rate (high equal or absent): the line names the one figure.
    const one = checkBillByPriceFile({ ...insured, prices: [{ ...mri, allowedHighCents: 40_000 }] });
    expect(one.method[0]).toContain('PPO: $400.00.');
  });

  it('says "not published for your plan" and never uses another rate', () => {
    const r = checkBillByPriceFile({ ...insured, prices: [{ ...mri, allowedCents: null }] });
    expect(r.verdict).toBe('NOT_ASSESSED');
    expect(r.explanation).toMatch(/^Not published for your plan/);
    expect(r.allowedCents).toBeNull();
    expect(r.planEstimate).toEqual({ kind: 'not_published', message: 'Not published for your plan' });
    expect(r.method[0]).toContain('not published for your plan');
  });

  it('does not assess what the file cannot judge', () => {
    // A code the file does not publish: the total cannot be compared.
    const missing = checkBillByPriceFile({ ...selfPay, codes: ['70551', '99999'] });
    expect(missing.verdict).toBe('NOT_ASSESSED');
    expect(missing.unpublishedCodes).toEqual(['99999']);
    // No cash price published for a self-pay bill.
    expect(checkBillByPriceFile({ ...selfPay, codes: ['49505'], prices: [hernia] }).verdict).toBe(
      'NOT_ASSESSED',
    );
    // Insured without a saved plan.
    expect(checkBillByPriceFile({ ...insured, plan: null }).explanation).toMatch(/Save your insurance plan/);
    // Insured, the insurer's payment not recorded yet: the figures are there, no verdict.
    const unpaid = checkBillByPriceFile({ ...insured, paidCents: null });
    expect(unpaid.verdict).toBe('NOT_ASSESSED');
    expect(unpaid.explanation).toMatch(/Record what your insurer paid/);
    expect(unpaid.planEstimate).toMatchObject({ kind: 'estimate', patientCents: 29_000 });
    expect(checkBillByPriceFile({ ...selfPay, prices: [] }).explanation).toMatch(/publishes none/);
  });
});
