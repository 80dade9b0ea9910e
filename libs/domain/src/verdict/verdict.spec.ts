import type { CmsFigure } from './benchmarks';
import { billVerdict, verdictFor, type VerdictInput } from './verdict';

/** $40,000 average charge, $10,000 average total payment, 2022: no CPI move for a 2022 bill. */
const fig: CmsFigure = {
  providerId: '450431',
  providerName: "St. David's Medical Center",
  state: 'TX',
  drg: '291',
  year: 2022,
  discharges: 50,
  avgCoveredChargeCents: 4_000_000,
  avgTotalPaymentCents: 1_000_000,
  avgMedicarePaymentCents: 900_000,
};
const base: VerdictInput = {
  billedCents: 4_000_000,
  paidCents: null,
  serviceYear: 2022,
  payer: 'MEDICARE',
  drg: '291',
  figure: fig,
  nonprofit: null,
  cashPrice: null,
};
const kinds = (r: ReturnType<typeof billVerdict>) => r.comparisons.map((c) => c.benchmark.kind);

describe('the verdict thresholds', () => {
  it('are 1× and 2× against a CMS average, 1× and 1.5× against the hospital’s own price', () => {
    expect(verdictFor(1, 'MEDICARE_PAYMENT')).toBe('AT_OR_BELOW_TYPICAL');
    expect(verdictFor(1.01, 'MEDICARE_PAYMENT')).toBe('ABOVE_TYPICAL');
    expect(verdictFor(1.99, 'AVERAGE_CHARGE')).toBe('ABOVE_TYPICAL');
    expect(verdictFor(2, 'COMMERCIAL_ESTIMATE')).toBe('FAR_ABOVE_TYPICAL');
    expect(verdictFor(1.5, 'CASH_PRICE')).toBe('FAR_ABOVE_TYPICAL');
    expect(verdictFor(1.49, 'AMOUNT_GENERALLY_BILLED')).toBe('ABOVE_TYPICAL');
  });
});

describe('like with like', () => {
  it('compares charges with the average charge, never with a payment', () => {
    // No payment recorded: $40,000 billed ÷ $40,000 average charge = 1.00, not 4.00 against the payment.
    const r = billVerdict(base);
    expect(kinds(r)).toEqual(['AVERAGE_CHARGE']);
    expect(r.headline?.ratio).toBe(1);
    expect(r.verdict).toBe('AT_OR_BELOW_TYPICAL');
    expect(r.notAssessed[0]).toMatchObject({ benchmark: 'MEDICARE_PAYMENT' });
    expect(r.notAssessed[0].reason).toContain('a payment is compared with a payment');
  });

  it('calls a charge of twice the average "far above"', () => {
    expect(billVerdict({ ...base, billedCents: 8_000_000 }).verdict).toBe('FAR_ABOVE_TYPICAL');
  });
});

describe('the benchmark by payer', () => {
  it("Medicare: what was paid ÷ Medicare's average total payment", () => {
    const r = billVerdict({ ...base, paidCents: 1_100_000 });
    expect(kinds(r)).toEqual(['MEDICARE_PAYMENT', 'AVERAGE_CHARGE']);
    expect(r.headline?.ratio).toBeCloseTo(1.1, 10);
    expect(r.verdict).toBe('ABOVE_TYPICAL');
    expect(r.headline?.benchmark.sentence).toBe(
      "What Medicare paid this hospital on average for DRG 291 in 2022, the patient's share included: $10,000.00 in 2022, the bill's own year's dollars (no adjustment).",
    );
  });

  it('commercial: Medicare × 2.55 (RAND, national): $25,500 paid is typical, $51,000 far above', () => {
    const c = { ...base, payer: 'COMMERCIAL' as const };
    const typical = billVerdict({ ...c, paidCents: 2_550_000 });
    expect(typical.headline?.benchmark).toMatchObject({ kind: 'COMMERCIAL_ESTIMATE', cents: 2_550_000 });
    expect(typical.verdict).toBe('AT_OR_BELOW_TYPICAL');
    expect(typical.headline?.benchmark.sentence).toContain(
      '× 2.55, the national ratio (no published ratio for TX)',
    );
    expect(typical.headline?.benchmark.sentence).toContain(
      '(RAND Corporation, 2024, 2022 prices) = $25,500.00.',
    );
    expect(billVerdict({ ...c, paidCents: 5_100_000 }).verdict).toBe('FAR_ABOVE_TYPICAL');
  });

  it('commercial in Maryland: not assessed, with why; the charges are still compared', () => {
    const r = billVerdict({
      ...base,
      payer: 'COMMERCIAL',
      paidCents: 2_000_000,
      figure: { ...fig, state: 'MD' },
    });
    expect(r.notAssessed.map((n) => n.benchmark)).toEqual(['COMMERCIAL_ESTIMATE']);
    expect(r.notAssessed[0].reason).toContain('Maryland');
    expect(r.headline?.benchmark.kind).toBe('AVERAGE_CHARGE');
  });

  it('commercial 2011 figure, 2026 bill: the payment is moved by CPI 2011 → 2024 before × 2.55', () => {
    const old = { ...fig, year: 2011 };
    const r = billVerdict({
      ...base,
      payer: 'COMMERCIAL',
      serviceYear: 2026,
      figure: old,
      paidCents: 3_592_170,
    });
    // $10,000 × 563.841/400.258 = $14,086.94; × 2.55 = $35,921.70
    expect(r.headline?.benchmark.adjusted).toMatchObject({
      originalCents: 1_000_000,
      originalYear: 2011,
      adjustedCents: 1_408_694,
      toYear: 2024,
    });
    expect(r.headline?.benchmark.cents).toBe(3_592_170);
    expect(r.verdict).toBe('AT_OR_BELOW_TYPICAL');
  });

  it("self-pay with a cash price, paid: what was paid ÷ the hospital's discounted cash price leads", () => {
    const cash = { cents: 1_000_000, sourceLabel: 'x.csv, dated 2025-01-01, version 3.0.0' };
    const r = billVerdict({ ...base, payer: 'SELF_PAY', paidCents: 1_200_000, cashPrice: cash });
    expect(r.headline).toMatchObject({ ratio: 1.2, verdict: 'ABOVE_TYPICAL', askedWhat: 'The amount paid' });
    expect(r.headline?.benchmark.sentence).toBe(
      "The hospital's own discounted cash price for this care, from its price file: $10,000.00.",
    );
    expect(billVerdict({ ...base, payer: 'SELF_PAY', paidCents: 1_500_000, cashPrice: cash }).verdict).toBe(
      'FAR_ABOVE_TYPICAL',
    );
  });

  it('self-pay with a cash price, not paid yet: the charges lead, the cash price is compared too', () => {
    const cash = { cents: 1_000_000, sourceLabel: 'x.csv' };
    const r = billVerdict({ ...base, payer: 'SELF_PAY', billedCents: 1_200_000, cashPrice: cash });
    expect(kinds(r)).toEqual(['AVERAGE_CHARGE', 'CASH_PRICE']);
    expect(r.comparisons[1]).toMatchObject({ ratio: 1.2, askedWhat: 'The amount billed' });
  });

  it('the comparison sentence does not repeat the benchmark sentence (issue 41)', () => {
    const r = billVerdict({ ...base, paidCents: 1_100_000 });
    expect(r.explanation).not.toContain(r.headline?.benchmark.sentence ?? '@@');
    expect(r.explanation).not.toContain('CUUR0000SAM');
  });

  it('self-pay at a for-profit or unknown hospital without a cash price: the charges lead', () => {
    const forProfit = billVerdict({ ...base, payer: 'SELF_PAY', nonprofit: false });
    expect(forProfit.notAssessed.map((n) => n.benchmark)).toEqual(['CASH_PRICE']);
    expect(forProfit.headline?.benchmark.kind).toBe('AVERAGE_CHARGE');
    expect(forProfit.assistanceCap).toBeNull();
    expect(billVerdict({ ...base, payer: 'SELF_PAY' }).assistanceCap).toBeNull();
  });

  it('unknown payer: no payment benchmark fits, and the check asks who paid', () => {
    const r = billVerdict({ ...base, payer: 'UNKNOWN', paidCents: 1_000_000 });
    expect(kinds(r)).toEqual(['AVERAGE_CHARGE']);
    expect(r.notAssessed[0].reason).toContain('Who paid');
    expect(r.ask).toContain('Add your insurance to the visit');
  });
});

describe('issue 40, fault 1: the amounts generally billed are a cap, never the benchmark', () => {
  // St David's-like figures: average charge $43,126.77, average payment $10,884.95 (2011), DRG 291.
  const stDavids: CmsFigure = {
    ...fig,
    year: 2011,
    discharges: 157,
    avgCoveredChargeCents: 4_312_677,
    avgTotalPaymentCents: 1_088_495,
    avgMedicarePaymentCents: 992_504,
  };
  const unpaid = (billedCents: number): VerdictInput => ({
    ...base,
    figure: stDavids,
    serviceYear: 2026,
    payer: 'SELF_PAY',
    nonprofit: true,
    billedCents,
  });

  it('an unpaid self-pay bill is not "far above" whatever its amount: the verdict follows the bill', () => {
    const small = billVerdict(unpaid(607_500));
    const large = billVerdict(unpaid(18_225_700));
    expect(small.headline?.benchmark.kind).toBe('AVERAGE_CHARGE');
    expect(small.verdict).toBe('AT_OR_BELOW_TYPICAL');
    expect(large.verdict).toBe('FAR_ABOVE_TYPICAL');
    for (const r of [small, large])
      expect(r.comparisons.map((c) => c.benchmark.kind)).not.toContain('AMOUNT_GENERALLY_BILLED');
  });

  it('the AGB is given as the cap for those who qualify', () => {
    const r = billVerdict(unpaid(6_075_242));
    expect(r.assistanceCap?.kind).toBe('AMOUNT_GENERALLY_BILLED');
    // $60,752.42 × (10,884.95 ÷ 43,126.77) = $15,333.55
    expect(r.assistanceCap?.cents).toBe(Math.round(6_075_242 * (1_088_495 / 4_312_677)));
    expect(r.assistanceCap?.sentence).toMatch(
      /^If you qualify for this nonprofit hospital's financial assistance/,
    );
  });

  it.each(['SELF_PAY', 'UNKNOWN', 'MEDICARE', 'COMMERCIAL'] as const)(
    'a bill equal to the hospital’s own average charge (in the bill’s dollars) is not "above" (payer %s)',
    (payer) => {
      // 2011 → 2024 dollars (the CPI table's last year): $43,126.77 × 563.841/400.258 = $60,752.42
      const r = billVerdict({ ...unpaid(6_075_242), payer });
      expect(r.verdict).toBe('AT_OR_BELOW_TYPICAL');
    },
  );
});

describe('not assessed', () => {
  it('without a DRG, a figure, enough stays, or a CPI value', () => {
    expect(billVerdict({ ...base, drg: null }).explanation).toContain('no DRG');
    expect(billVerdict({ ...base, figure: null }).verdict).toBe('NOT_ASSESSED');
    const few = billVerdict({ ...base, figure: { ...fig, discharges: 10 } });
    expect(few.verdict).toBe('NOT_ASSESSED');
    expect(few.explanation).toContain('Only 10 stays');
    const noCpi = billVerdict({ ...base, figure: { ...fig, year: 2009 } });
    expect(noCpi.verdict).toBe('NOT_ASSESSED');
    expect(noCpi.explanation).toContain('not compared across years');
  });
});
