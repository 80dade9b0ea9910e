import { cents, isoDate, percentage, text } from './values';

describe('file values', () => {
  it('reads dollars as exact cents from numbers and text', () => {
    expect(cents(22243.34)).toBe(2224334);
    expect(cents('1,200')).toBe(120000);
    expect(cents('$1080.50')).toBe(108050);
    expect(cents('')).toBeNull();
    expect(cents('n/a')).toBeNull();
  });

  it('reads both date spellings the CMS examples use', () => {
    expect(isoDate('2026-04-01')).toBe('2026-04-01');
    expect(isoDate('4/1/2026')).toBe('2026-04-01');
    expect(isoDate('April 2026')).toBeNull();
  });

  it('keeps percentages as written and blanks as null', () => {
    expect(percentage('62.5')).toBe('62.5');
    expect(percentage('50%')).toBe('50');
    expect(percentage('abc')).toBeNull();
    expect(text('  ')).toBeNull();
  });
});
