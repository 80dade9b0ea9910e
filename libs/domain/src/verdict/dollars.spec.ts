import { cpiYearFor, toBillDollars } from './dollars';

describe("a CMS figure in the bill's own dollars", () => {
  it('moves a 2011 figure to 2024 by CPI 563.841 ÷ 400.258 and keeps the original beside it', () => {
    const a = toBillDollars(100_000, 2011, 2024);
    expect(a).toMatchObject({ originalCents: 100_000, originalYear: 2011, toYear: 2024, serviceYear: 2024 });
    // 563.841 / 400.258 = 1.40869…; $1,000.00 × 1.40869 = $1,408.69
    expect(a?.factor).toBeCloseTo(1.408694, 6);
    expect(a?.adjustedCents).toBe(140_869);
    expect(a?.label).toBe(
      '$1,000.00 in 2011 is $1,408.69 in 2024 dollars: ×1.4087, CPI-U medical care (BLS CUUR0000SAM), an estimate',
    );
  });

  it('moves a bill of a year after the table to the latest listed year, and says so', () => {
    const a = toBillDollars(100_000, 2011, 2026);
    expect(a?.toYear).toBe(2024);
    expect(a?.adjustedCents).toBe(140_869);
    expect(a?.label).toContain("the latest CPI year listed before the bill's 2026");
  });

  it('uses the latest listed year before a year the table leaves out (2021 → 2020)', () => {
    expect(cpiYearFor(2021)).toBe(2020);
    // 518.876 / 400.258 = 1.29635…
    expect(toBillDollars(100_000, 2011, 2021)?.adjustedCents).toBe(129_635);
  });

  it('is the identity within one year', () => {
    expect(toBillDollars(123_456, 2022, 2022)).toMatchObject({ factor: 1, adjustedCents: 123_456 });
  });

  it('has no adjustment, so no comparison, without an index value', () => {
    expect(toBillDollars(100_000, 2009, 2024)).toBeNull();
    expect(toBillDollars(100_000, 2011, 2009)).toBeNull();
    expect(cpiYearFor(2009)).toBeNull();
  });
});
