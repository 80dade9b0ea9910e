import { foldPayerName, payerDisplayName, payerKey } from './payers';

describe('payer aliases', () => {
  it('folds the spellings hospitals use for the same insurer to one key', () => {
    expect(payerKey('UnitedHealthcare')).toBe('unitedhealthcare');
    expect(payerKey('United Healthcare Commercial')).toBe('unitedhealthcare');
    expect(payerKey('UHC')).toBe('unitedhealthcare');
    expect(payerKey('AETNA')).toBe('aetna');
    expect(payerKey('Blue Cross & Blue Shield of Vermont')).toBe('bcbs');
    expect(payerKey('BCBS_VT')).toBe('bcbs');
  });

  it('keys an unknown payer by its folded name, so underscores and spaces meet', () => {
    expect(payerKey('Platform_Health_Insurance')).toBe('platform health insurance');
    expect(payerKey('Platform Health Insurance')).toBe('platform health insurance');
    expect(foldPayerName('  Region   Health-Insurance ')).toBe('region health insurance');
  });

  it('does not match an alias inside another word', () => {
    expect(payerKey('Humanaa Plans')).toBe('humanaa plans');
  });

  it('names known keys by the curated name, whatever the files write', () => {
    expect(payerDisplayName('cigna')).toBe('Cigna');
    expect(payerDisplayName('cigna', [{ name: 'CIGNA HEALTHCARE', count: 50 }])).toBe('Cigna');
  });

  it("names a payer found only in price files by the files' most common spelling, not the key", () => {
    const key = payerKey('Platform Health Insurance');
    expect(payerDisplayName(key, [{ name: 'Platform Health Insurance', count: 62 }])).toBe(
      'Platform Health Insurance',
    );
    expect(
      payerDisplayName(key, [
        { name: 'PLATFORM HEALTH INSURANCE', count: 3 },
        { name: 'Platform Health Insurance', count: 5 },
        { name: 'platform health insurance', count: 4 },
      ]),
    ).toBe('Platform Health Insurance');
    // Counts of one spelling from several files add up; "_" reads as a space.
    expect(
      payerDisplayName(key, [
        { name: 'Platform_Health_Insurance', count: 3 },
        { name: 'Platform Health Insurance', count: 2 },
        { name: 'PLATFORM HEALTH INSURANCE', count: 4 },
      ]),
    ).toBe('Platform Health Insurance');
    // A tie goes to the first spelling in code-point order, whatever order the rows come in.
    expect(
      payerDisplayName(key, [
        { name: 'platform health insurance', count: 2 },
        { name: 'Platform Health Insurance', count: 2 },
      ]),
    ).toBe('Platform Health Insurance');
  });

  it('ignores spellings of another key, and falls back to the key when none is known', () => {
    expect(
      payerDisplayName('region health insurance', [{ name: 'Platform Health Insurance', count: 9 }]),
    ).toBe('region health insurance');
    expect(payerDisplayName('platform health insurance')).toBe('platform health insurance');
  });
});
