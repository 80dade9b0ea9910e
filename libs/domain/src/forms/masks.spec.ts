import {
  applyEdit,
  centsToMoney,
  formatCard,
  formatMoney,
  formatUsDate,
  isValidCard,
  isValidPhone,
  isValidUsDate,
  keyAllowed,
  MASKS,
  moneyToNumber,
  padMoney,
  parseUsDate,
  phoneToInteger,
  slugify,
  toCents,
  usDateToIso,
  type MaskKind,
} from './masks';

/** Types `text` one key at a time at the end of the field, as a user would. */
function type(kind: MaskKind, text: string, start = '', maxDecimals?: number): string {
  let shown = start;
  for (const ch of text) {
    shown = applyEdit(
      kind,
      shown,
      { start: shown.length, end: shown.length, inserted: ch },
      maxDecimals,
    ).value;
  }
  return shown;
}

/** Pastes (or autofills) `text` over the whole field. */
const paste = (kind: MaskKind, text: string, maxDecimals?: number) =>
  applyEdit(kind, '', { start: 0, end: 0, inserted: text }, maxDecimals).value;

/** Deletes the characters from `start` to `end` (Backspace or Delete, or a selection cut). */
const cut = (kind: MaskKind, shown: string, start: number, end: number) =>
  applyEdit(kind, shown, { start, end, inserted: '' });

describe('phone mask', () => {
  it('typing builds (AAA) BBB-CCCC and stops at 10 digits', () => {
    expect(type('phone', '5')).toBe('(5');
    expect(type('phone', '5551')).toBe('(555) 1');
    expect(type('phone', '5551234')).toBe('(555) 123-4');
    expect(type('phone', '555123456789')).toBe('(555) 123-4567');
  });
  it('letters and symbols are dropped', () => {
    expect(type('phone', '55a5-12x3')).toBe('(555) 123');
  });
  it('paste and autofill end where typing ends, a +1 country code dropped', () => {
    const typed = type('phone', '5551234567');
    for (const p of ['5551234567', '555-123-4567', '(555) 123-4567', '+1 (555) 123-4567', '1 555 123 4567']) {
      expect(paste('phone', p)).toBe(typed);
    }
  });
  it('deleting a digit in the middle closes the gap and keeps the caret there', () => {
    // "(555) 123-4567": remove the "2" (index 7)
    expect(cut('phone', '(555) 123-4567', 7, 8)).toEqual({ value: '(555) 134-567', caret: 7 });
  });
  it('Backspace over a ")" or "-" removes the digit before it', () => {
    expect(cut('phone', '(555) 123-4567', 9, 10).value).toBe('(555) 124-567');
    expect(cut('phone', '(555) 1', 4, 5).value).toBe('(551');
  });
  it('is valid with 10 digits or empty, and sent as an integer', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('(555) 123-4567')).toBe(true);
    expect(isValidPhone('(555) 123-456')).toBe(false);
    expect(phoneToInteger('(555) 123-4567')).toBe(5551234567);
    expect(phoneToInteger('')).toBeNull();
    expect(MASKS.phone.toValue('(555) 123-4567')).toBe(5551234567);
  });
});

describe('card mask', () => {
  it('typing groups 16 digits by 4 with spaces', () => {
    expect(type('card', '42424')).toBe('4242 4');
    expect(type('card', '42424242424242429999')).toBe('4242 4242 4242 4242');
  });
  it('paste gives the same as typing', () => {
    expect(paste('card', '4242-4242-4242-4242')).toBe(type('card', '4242424242424242'));
  });
  it('deleting in the middle regroups', () => {
    expect(cut('card', '4242 4242', 2, 3)).toEqual({ value: '4224 242', caret: 2 });
  });
  it('checks 16 digits and the Luhn sum', () => {
    expect(isValidCard('4242 4242 4242 4242')).toBe(true);
    expect(isValidCard('4242 4242 4242 4241')).toBe(false);
    expect(isValidCard('4242')).toBe(false);
    expect(formatCard('')).toBe('');
  });
});

describe('money mask', () => {
  it('typing adds thousands commas and stops at 2 decimals', () => {
    expect(type('money', '1234567')).toBe('1,234,567');
    expect(type('money', '1234.5')).toBe('1,234.5');
    expect(type('money', '1234.567')).toBe('1,234.56');
  });
  it('a second point is ignored', () => {
    expect(type('money', '12.3.4')).toBe('12.34');
    expect(keyAllowed('money', { key: '.' }, '12.3')).toBe(false);
    expect(keyAllowed('money', { key: '4' }, '12.34')).toBe(false);
    expect(keyAllowed('money', { key: '4' }, '12.34', { start: 0, end: 0 })).toBe(true);
  });
  it('paste gives the same as typing, whatever the commas and symbols', () => {
    expect(paste('money', '$1,234,567.50')).toBe(type('money', '1234567.50'));
    expect(paste('money', '1234567.5')).toBe('1,234,567.5');
  });
  it('keeps a leading minus sign, so a negative amount is refused with a reason, not turned positive', () => {
    expect(type('money', '-5')).toBe('-5');
    expect(type('money', '-1234.5')).toBe('-1,234.5');
    expect(paste('money', '-$1,234.50')).toBe('-1,234.50');
    expect(padMoney('-5')).toBe('-5.00');
    expect(moneyToNumber('-5.00')).toBe(-5);
    expect(moneyToNumber('-')).toBeNull();
    expect(keyAllowed('money', { key: '-' }, '')).toBe(true);
    expect(keyAllowed('money', { key: '-' }, '12')).toBe(false);
    expect(keyAllowed('money', { key: '-' }, '-12', { start: 0, end: 0 })).toBe(false);
    expect(type('money', '5-')).toBe('5');
  });
  it('deleting a digit in the middle regroups and keeps the caret', () => {
    expect(cut('money', '1,234,567', 2, 3)).toEqual({ value: '134,567', caret: 1 });
  });
  it('.00 is padded on leaving the field; empty stays empty', () => {
    expect(padMoney('12')).toBe('12.00');
    expect(padMoney('1,234.5')).toBe('1,234.50');
    expect(padMoney('.5')).toBe('0.50');
    expect(padMoney('')).toBe('');
    expect(formatMoney('007')).toBe('7');
  });
  it('is sent as a number without commas and stored as integer cents', () => {
    expect(moneyToNumber('1,234.50')).toBe(1234.5);
    expect(moneyToNumber('')).toBeNull();
    expect(toCents('1,234.56')).toBe(123456);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.005)).toBe(101);
    expect(toCents('')).toBeNull();
    expect(centsToMoney(123456)).toBe('1,234.56');
  });
});

describe('date mask', () => {
  it('typing inserts the slashes and stops at 8 digits', () => {
    expect(type('date', '12')).toBe('12');
    expect(type('date', '123')).toBe('12/3');
    expect(type('date', '12311')).toBe('12/31/1');
    expect(type('date', '1231202599')).toBe('12/31/2025');
  });
  it('paste gives the same as typing', () => {
    expect(paste('date', '12/31/2025')).toBe(type('date', '12312025'));
    expect(paste('date', '12-31-2025')).toBe('12/31/2025');
  });
  it('deleting in the middle shifts the digits left', () => {
    expect(cut('date', '12/31/2025', 3, 4)).toEqual({ value: '12/12/025', caret: 2 });
    expect(cut('date', '12/31/2025', 2, 3).value).toBe('13/12/025'); // Backspace on "/" removes the "2"
  });
  it('checks the calendar and converts to ISO', () => {
    expect(parseUsDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseUsDate('02/29/2025')).toBeNull();
    expect(parseUsDate('13/01/2025')).toBeNull();
    expect(isValidUsDate('')).toBe(true);
    expect(isValidUsDate('12/31/20')).toBe(false);
    expect(usDateToIso('07/04/2025')).toBe('2025-07-04');
    expect(formatUsDate('')).toBe('');
  });
});

describe('slug mask', () => {
  it('typing lower-cases and turns runs of other characters into one hyphen', () => {
    expect(type('slug', 'Heart  Failure!')).toBe('heart-failure-');
    expect(MASKS.slug.commit('heart-failure-')).toBe('heart-failure');
  });
  it('paste gives the final slug after leaving the field', () => {
    expect(slugify('  --Knee Replacement (Total)--  ')).toBe('knee-replacement-total');
    expect(MASKS.slug.commit(paste('slug', 'Knee Replacement'))).toBe('knee-replacement');
  });
  it('deleting in the middle keeps one hyphen between words', () => {
    expect(cut('slug', 'a-b-c', 2, 3).value).toBe('a-c');
  });
});

describe('alphaNumeric, alphaNumericDash, numbers and decimal', () => {
  it('typing and paste keep only the allowed characters', () => {
    expect(type('alphaNumeric', 'Ab-1 !c')).toBe('Ab1c');
    expect(paste('alphaNumeric', 'Ab-1 !c')).toBe('Ab1c');
    expect(type('alphaNumericDash', 'A-b_1 c')).toBe('A-b1c');
    expect(paste('alphaNumericDash', 'A-b_1 c')).toBe('A-b1c');
    expect(type('numbers', '12a34')).toBe('1234');
  });
  it('numeric clean-up truncates to 10 characters', () => {
    expect(paste('numbers', '123456789012345')).toBe('1234567890');
    expect(type('numbers', '123456789012345')).toBe('1234567890');
  });
  it('decimal takes one point and, with max-decimals, at most that many decimals', () => {
    expect(type('decimal', '1.2.3')).toBe('1.23');
    expect(type('decimal', '1.2345', '', 2)).toBe('1.23');
    expect(paste('decimal', 'x1.2345', 2)).toBe('1.23');
    expect(MASKS.decimal.commit('12.')).toBe('12');
    expect(MASKS.decimal.toValue('12.5')).toBe(12.5);
  });
  it('deleting in the middle', () => {
    expect(cut('alphaNumeric', 'abc123', 2, 4)).toEqual({ value: 'ab23', caret: 2 });
    expect(cut('numbers', '123456', 0, 1)).toEqual({ value: '23456', caret: 0 });
  });
  it('keystrokes: Ctrl combinations and navigation keys pass, Alt and symbols are refused', () => {
    expect(keyAllowed('alphaNumeric', { key: 'v', ctrlKey: true })).toBe(true);
    expect(keyAllowed('numbers', { key: 'a', metaKey: true })).toBe(true);
    expect(keyAllowed('numbers', { key: 'ArrowLeft' })).toBe(true);
    expect(keyAllowed('numbers', { key: 'Backspace' })).toBe(true);
    expect(keyAllowed('alphaNumeric', { key: '!', shiftKey: true })).toBe(false);
    expect(keyAllowed('alphaNumeric', { key: 'A', shiftKey: true })).toBe(true);
    expect(keyAllowed('alphaNumeric', { key: '-' })).toBe(false);
    expect(keyAllowed('alphaNumericDash', { key: '-' })).toBe(true);
    expect(keyAllowed('alphaNumericDash', { key: 'å', altKey: true })).toBe(false);
    expect(keyAllowed('alphaNumericDash', { key: '_', shiftKey: true })).toBe(false);
    expect(keyAllowed('numbers', { key: 'e' })).toBe(false);
    expect(keyAllowed('decimal', { key: '.' }, '1.5')).toBe(false);
    expect(keyAllowed('decimal', { key: '.' }, '15')).toBe(true);
    expect(keyAllowed('decimal', { key: '7' }, '1.55', undefined, 2)).toBe(false);
    expect(keyAllowed('decimal', { key: '7' }, '1.55')).toBe(true);
  });
});

describe('caret after typing into a slug', () => {
  it('stays after the new hyphen, so the next word follows it', () => {
    const r = applyEdit('slug', 'heart', { start: 5, end: 5, inserted: ' ' });
    expect(r).toEqual({ value: 'heart-', caret: 6 });
    expect(applyEdit('slug', r.value, { start: 6, end: 6, inserted: 'F' })).toEqual({
      value: 'heart-f',
      caret: 7,
    });
  });
});
