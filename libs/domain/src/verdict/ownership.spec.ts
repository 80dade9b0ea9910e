import { ownershipKind } from './ownership';

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
