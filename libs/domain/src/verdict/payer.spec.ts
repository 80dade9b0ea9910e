import { payerTypeOf, serviceYearOf } from './payer';

describe('who paid', () => {
  it('reads the visit insurance', () => {
    expect(payerTypeOf('', false)).toBe('UNKNOWN');
    expect(payerTypeOf('   ', false)).toBe('UNKNOWN');
    expect(payerTypeOf(null, false)).toBe('UNKNOWN');
    expect(payerTypeOf('None', false)).toBe('SELF_PAY');
    expect(payerTypeOf('Self-pay', false)).toBe('SELF_PAY');
    expect(payerTypeOf('Medicare', true)).toBe('MEDICARE');
    expect(payerTypeOf('Humana Medicare Advantage', true)).toBe('MEDICARE');
    expect(payerTypeOf('Aetna PPO', true)).toBe('COMMERCIAL');
    expect(payerTypeOf('Texas Medicaid', true)).toBe('UNKNOWN');
    // Nothing named but an insurer paid: who it was is unknown.
    expect(payerTypeOf('', true)).toBe('UNKNOWN');
  });

  it('takes the year of the admission, else of the bill', () => {
    expect(serviceYearOf('2025-12-30', '2026-01-15')).toBe(2025);
    expect(serviceYearOf(null, '2026-01-15')).toBe(2026);
  });
});
