import { parseMoneyCents } from './money';
import { decimalText, groupThousands, numberText, usd } from './usd';

/** The site's languages as Intl names them (libs/i18n locale.ts INTL_TAGS; apps/web's i18n/numbers.spec.ts checks every one). */
const TAGS = ['en-US', 'es-US'];

/** What Intl's en-US currency format writes for the same cents: the text these functions replace. */
const INTL = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('usd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [123456, '$1,234.56'],
    [100000, '$1,000.00'],
    [99999999, '$999,999.99'],
    [1234567890123, '$12,345,678,901.23'],
    [-1234, '-$12.34'],
    [-100000000, '-$1,000,000.00'],
    [12.5, '$0.13'],
    [1049.4, '$10.49'],
  ])('%d cents -> %s', (cents, text) => {
    expect(usd(cents)).toBe(text);
  });

  it('writes a dash for what is not a number of cents, and no "-$0.00"', () => {
    expect(usd(Number.NaN)).toBe('—');
    expect(usd(Number.POSITIVE_INFINITY)).toBe('—');
    expect(usd(-0)).toBe('$0.00');
    expect(usd(-0.4)).toBe('$0.00');
  });

  it('matches Intl for whole cents of every length and sign, and reads back to the same cents', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 5000; i++) {
      const digits = 1 + (next() % 13);
      const cents = Math.floor((next() / 2 ** 31) * 10 ** digits) * (next() % 5 === 0 ? -1 : 1);
      if (Object.is(cents, -0)) continue;
      expect(usd(cents)).toBe(INTL.format(cents / 100));
      if (cents >= 0) expect(parseMoneyCents(usd(cents))).toBe(cents);
    }
  });
});

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [5000000, '5,000,000'],
    [-12345, '-12,345'],
    [12.9, '12'],
  ])('%d -> %s', (n, text) => {
    expect(groupThousands(n)).toBe(text);
  });

  it.each(TAGS)('matches Intl for whole numbers in %s', (tag) => {
    for (let n = 1; n < 1e15; n = n * 7 + 3) expect(groupThousands(n)).toBe(n.toLocaleString(tag));
  });
});

describe('decimalText', () => {
  it.each([
    [2.45, 1, '2.5'],
    [0.04, 1, '0.0'],
    [9.96, 1, '10.0'],
    [12345.678, 0, '12,346'],
    [1234.5, 2, '1,234.50'],
    [-0.04, 1, '0.0'],
    [-2.45, 1, '-2.5'],
    // Rounded from the shortest decimal, as Intl rounds: 0.15 is 0.1499999… in binary, "0.15" written.
    [0.15, 1, '0.2'],
    [1.005, 2, '1.01'],
    [2.5, 0, '3'],
    [1.5e21, 1, '1,500,000,000,000,000,000,000.0'],
  ])('(%d, %d) -> %s', (value, digits, text) => {
    expect(decimalText(value, digits)).toBe(text);
  });

  it.each(TAGS)('matches Intl in %s for distances and counts', (tag) => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 3000; i++) {
      const value = next() * 10 ** Math.floor(next() * 7);
      for (const digits of [0, 1, 2]) {
        const intl = new Intl.NumberFormat(tag, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        expect(decimalText(value, digits)).toBe(intl.format(value));
      }
    }
  });
});

/** Numbers whose shortest decimal ends in 5 just past the digits kept: where rounding the binary value differs. */
const ties = () => {
  const out: number[] = [];
  for (let i = 0; i < 4000; i++) out.push(i / 1000 + Math.floor(i / 9), (i + 0.5) / 10, -(i / 1000 + 7));
  return out;
};

describe('decimalText on ties', () => {
  it.each(TAGS)('matches Intl in %s where the next digit is a 5', (tag) => {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat(tag, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      for (const value of ties()) expect(decimalText(value, digits)).toBe(intl.format(value));
    }
  });
});

describe('numberText', () => {
  it.each([
    [0, '0'],
    [1234.5, '1,234.5'],
    [2 / 3, '0.667'],
    [1.0005, '1.001'],
    [-12345.6789, '-12,345.679'],
    [0.0004, '0'],
    [1e20, '100,000,000,000,000,000,000'],
  ])('%d -> %s', (value, text) => {
    expect(numberText(value)).toBe(text);
  });

  it('leaves to Intl what it writes otherwise', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, -0, -0.0001, 1e21, 2e300])
      expect(numberText(value)).toBeNull();
  });

  it.each(TAGS)('matches Intl.NumberFormat(%s) without options: random, ties, negatives', (tag) => {
    const intl = new Intl.NumberFormat(tag);
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const values = ties();
    for (let i = 0; i < 3000; i++) values.push((next() - 0.2) * 10 ** Math.floor(next() * 16));
    for (let i = 0; i < 300; i++) values.push(Math.floor(next() * 2 ** 53) * (next() < 0.5 ? -1 : 1));
    for (const value of values) {
      const text = numberText(value);
      if (text !== null) expect(text).toBe(intl.format(value));
    }
  });
});
