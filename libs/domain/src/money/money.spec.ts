import { parseCount, parseMoneyCents } from './money';

describe('parseMoneyCents', () => {
  it.each([
    ['$12,345.67', 1234567],
    ['12345.67', 1234567],
    ['32963.07', 3296307],
    ['$ 1,234,567.8', 123456780],
    ['5777', 577700],
    ['.5', 50],
    ['727352.46154', 72735246],
    ['211403.92508', 21140393],
    ['0.005', 1],
    [' 42.10 ', 4210],
  ])('%s -> %d cents', (raw, cents) => {
    expect(parseMoneyCents(raw)).toBe(cents);
  });

  it.each(['', 'abc', '$', '.', '-5.00', '12,34', '1234,567.00', '1.2.3', '12a', 'N/A'])(
    'refuses %j',
    (raw) => {
      expect(parseMoneyCents(raw)).toBeNull();
    },
  );
});

describe('parseCount', () => {
  it('reads whole numbers, with separators or a zero fraction', () => {
    expect(parseCount('91')).toBe(91);
    expect(parseCount('1,234')).toBe(1234);
    expect(parseCount('11.0')).toBe(11);
  });
  it('refuses fractions, money and text', () => {
    expect(parseCount('12.5')).toBeNull();
    expect(parseCount('$12')).toBeNull();
    expect(parseCount('many')).toBeNull();
    expect(parseCount('')).toBeNull();
  });
});
