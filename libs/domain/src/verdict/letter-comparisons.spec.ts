import type { CmsFigure } from './benchmarks';
import { letterComparisons } from './letter-comparisons';
import { billVerdict } from './verdict';

const fig: CmsFigure = {
  providerId: '450431',
  providerName: 'H',
  state: 'TX',
  drg: '291',
  year: 2011,
  discharges: 50,
  avgCoveredChargeCents: 4_000_000,
  avgTotalPaymentCents: 1_000_000,
  avgMedicarePaymentCents: 900_000,
};

describe('what the letter quotes', () => {
  const result = billVerdict({
    billedCents: 8_000_000,
    paidCents: 3_000_000,
    serviceYear: 2024,
    payer: 'COMMERCIAL',
    drg: '291',
    figure: fig,
    nonprofit: null,
    cashPrice: null,
  });

  it('is each comparison that holds, with its benchmark, year and adjustment', () => {
    const quoted = letterComparisons(result);
    expect(quoted.map((q) => q.benchmark)).toEqual(['COMMERCIAL_ESTIMATE', 'AVERAGE_CHARGE']);
    // $10,000 (2011) → $14,086.94 (2024) × 2.55 = $35,921.70; paid $30,000 ÷ $35,921.70 = 0.84
    expect(quoted[0]).toMatchObject({ year: 2011, verdict: 'AT_OR_BELOW_TYPICAL' });
    expect(quoted[0].adjustment).toContain('$10,000.00 in 2011 is $14,086.94 in 2024 dollars');
    expect(quoted[0].text).toMatch(
      /^The amount paid for my care by my insurer and me \(\$30,000\.00\) is 0\.84 times \$35,921\.70, an estimate/,
    );
    // $80,000 billed ÷ ($40,000 × 1.40869 = $56,347.76) = 1.42
    expect(quoted[1].text).toMatch(/^The amount I was billed \(\$80,000\.00\) is 1\.42 times \$56,347\.76/);
  });

  it('with onlyAbove, only what finds the bill above its benchmark', () => {
    expect(letterComparisons(result, { onlyAbove: true }).map((q) => q.benchmark)).toEqual([
      'AVERAGE_CHARGE',
    ]);
  });

  it('never quotes what is not assessed', () => {
    const none = billVerdict({
      ...{
        billedCents: 1,
        paidCents: null,
        serviceYear: 2024,
        payer: 'UNKNOWN' as const,
        drg: null,
        figure: null,
        nonprofit: null,
        cashPrice: null,
      },
    });
    expect(letterComparisons(none)).toEqual([]);
  });
});
