import { isDomainError } from '../errors';
import { guidelineRegion, povertyGuidelineCents, povertyPercent } from './poverty-guidelines';

describe('guidelineRegion', () => {
  it('gives Alaska and Hawaii their own tables and every other state and DC the contiguous one', () => {
    expect(guidelineRegion('AK')).toBe('ALASKA');
    expect(guidelineRegion('hi')).toBe('HAWAII');
    expect(guidelineRegion(' CA ')).toBe('CONTIGUOUS');
    expect(guidelineRegion('DC')).toBe('CONTIGUOUS');
  });
  it('refuses a territory or a non-state with a message a person can act on', () => {
    for (const bad of ['PR', 'GU', 'ZZ', '']) {
      try {
        guidelineRegion(bad);
        throw new Error('no error');
      } catch (e) {
        expect(isDomainError(e) && e.code).toBe('BAD_USER_INPUT');
        expect((e as Error).message).toMatch(/50 states and DC/);
      }
    }
  });
});

describe('povertyGuidelineCents (HHS 2026, 91 FR 1797; 2025, 90 FR 5917)', () => {
  it.each([
    [1, 'CONTIGUOUS', 1_596_000],
    [2, 'CONTIGUOUS', 2_164_000],
    [4, 'CONTIGUOUS', 3_300_000],
    [8, 'CONTIGUOUS', 5_572_000],
    [10, 'CONTIGUOUS', 6_708_000], // 55,720 + 2 × 5,680
    [1, 'ALASKA', 1_995_000],
    [3, 'ALASKA', 3_415_000], // 19,950 + 2 × 7,100
    [8, 'ALASKA', 6_965_000],
    [1, 'HAWAII', 1_836_000],
    [4, 'HAWAII', 3_795_000], // 18,360 + 3 × 6,530
    [8, 'HAWAII', 6_407_000],
  ] as const)('%i people, %s: %i cents', (size, region, cents) => {
    expect(povertyGuidelineCents(size, region)).toBe(cents);
  });
  it('keeps the 2025 table for bills judged on it', () => {
    expect(povertyGuidelineCents(1, 'CONTIGUOUS', 2025)).toBe(1_565_000);
    expect(povertyGuidelineCents(4, 'CONTIGUOUS', 2025)).toBe(3_215_000);
    expect(povertyGuidelineCents(1, 'ALASKA', 2025)).toBe(1_955_000);
    expect(povertyGuidelineCents(1, 'HAWAII', 2025)).toBe(1_799_000);
  });
  it('refuses a household of fewer than one, a fraction, or a year not on file', () => {
    expect(() => povertyGuidelineCents(0, 'CONTIGUOUS')).toThrow(/1 or more/);
    expect(() => povertyGuidelineCents(2.5, 'CONTIGUOUS')).toThrow(/whole number/);
    expect(() => povertyGuidelineCents(1, 'CONTIGUOUS', 1999)).toThrow(/No poverty guidelines for 1999/);
  });
});

describe('povertyPercent', () => {
  it.each([
    [3_300_000, 4, 'CONTIGUOUS', 100],
    [4_950_000, 4, 'CONTIGUOUS', 150],
    [2_000_000, 1, 'CONTIGUOUS', 125.3], // 20,000 / 15,960
    [0, 3, 'CONTIGUOUS', 0],
    [2_000_000, 1, 'ALASKA', 100.3], // 20,000 / 19,950
    [3_000_000, 2, 'HAWAII', 120.5], // 30,000 / 24,890
    [6_384_000, 1, 'CONTIGUOUS', 400],
  ] as const)('%i cents for %i people in %s is %d %%', (income, size, region, percent) => {
    expect(povertyPercent(income, size, region)).toBe(percent);
  });
  it('uses the 2025 table when asked', () => {
    expect(povertyPercent(1_565_000, 1, 'CONTIGUOUS', 2025)).toBe(100);
  });
  it('refuses a negative or fractional-cent income', () => {
    expect(() => povertyPercent(-1, 1, 'CONTIGUOUS')).toThrow(/0 or more/);
    expect(() => povertyPercent(1.5, 1, 'CONTIGUOUS')).toThrow(/0 or more/);
  });
});
