import { compactUsd } from './compact-usd';

describe('compactUsd', () => {
  it('writes thousands with one decimal at most, none when it is zero', () => {
    expect(compactUsd(6980)).toBe('$7K');
    expect(compactUsd(7000)).toBe('$7K');
    expect(compactUsd(11_463.32)).toBe('$11.5K');
    expect(compactUsd(9885.86)).toBe('$9.9K');
    expect(compactUsd(11_032.5)).toBe('$11K');
  });

  it('moves to the next unit when the rounded figure reaches it', () => {
    expect(compactUsd(999_960)).toBe('$1M');
    expect(compactUsd(1_250_000)).toBe('$1.3M');
    expect(compactUsd(2_000_000_000)).toBe('$2B');
  });

  it('keeps small amounts in whole dollars, and the sign', () => {
    expect(compactUsd(950.55)).toBe('$951');
    expect(compactUsd(950.45)).toBe('$950');
    expect(compactUsd(999.6)).toBe('$1K');
    expect(compactUsd(12.4)).toBe('$12');
    expect(compactUsd(0)).toBe('$0');
    expect(compactUsd(-7000)).toBe('-$7K');
  });
});
