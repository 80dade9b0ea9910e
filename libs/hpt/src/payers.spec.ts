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

  it('names known keys', () => {
    expect(payerDisplayName('cigna')).toBe('Cigna');
    expect(payerDisplayName('platform health insurance')).toBe('platform health insurance');
  });
});
