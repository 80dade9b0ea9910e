import { hospitalKindText, isCriticalAccess, ownershipKind } from './ownership';

describe('ownershipKind (CMS Hospital General Information "Hospital Ownership")', () => {
  it.each([
    ['Voluntary non-profit - Private', 'nonprofit'],
    ['Voluntary non-profit - Church', 'nonprofit'],
    ['Proprietary', 'for_profit'],
    ['Physician', 'for_profit'],
    ['Government - Hospital District or Authority', 'government'],
    ['Government - State', 'government'],
    ['Tribal', 'government'],
    ['Veterans Health Administration', 'government'],
    ['Department of Defense', 'government'],
  ])('%s is %s', (text, kind) => {
    expect(ownershipKind(text)).toBe(kind);
  });
  it('is unknown without a text', () => {
    expect(ownershipKind(null)).toBeNull();
    expect(ownershipKind('  ')).toBeNull();
  });
});

describe('hospitalKindText', () => {
  it('names 501(r) for a nonprofit and not for a for-profit', () => {
    expect(hospitalKindText('Voluntary non-profit - Private', 'Acute Care Hospitals')).toMatch(
      /^Nonprofit.*501\(r\)/,
    );
    expect(hospitalKindText('Proprietary', 'Acute Care Hospitals')).toMatch(/^For-profit.*no federal rule/);
    expect(hospitalKindText('Government - State', null)).toMatch(/^Government/);
  });
  it('adds critical access for that CMS type, and says when ownership is unknown', () => {
    expect(isCriticalAccess('Critical Access Hospitals')).toBe(true);
    expect(isCriticalAccess('Acute Care Hospitals')).toBe(false);
    expect(hospitalKindText('Government - Local', 'Critical Access Hospitals')).toMatch(
      /Critical access hospital/,
    );
    expect(hospitalKindText(null, null)).toMatch(/^Ownership not known/);
  });
});
