import {
  adjustToCurrentDollars,
  CPI_LATEST_YEAR,
  CPI_MEDICAL_CARE,
  cpiAdjustmentLabel,
  cpiFactor,
  cpiRangeLabel,
  currentDollarRangeOf,
} from './cpi';

describe('CPI-U medical care adjustment', () => {
  it('uses the latest listed year as current dollars', () => {
    expect(CPI_LATEST_YEAR).toBe(2024);
    expect(CPI_MEDICAL_CARE[2024]).toBe(563.841);
  });

  it('moves a 2011 figure by 563.841 / 400.258', () => {
    // $10,000.00 in 2011: 1,000,000 x 563.841 / 400.258 = 1,408,694.09... -> 1,408,694 cents.
    expect(adjustToCurrentDollars(1_000_000, 2011)).toBe(1_408_694);
    // $1,234.56 in 2022: 123,456 x 563.841 / 546.553 = 127,360.9... -> 127,361 cents.
    expect(adjustToCurrentDollars(123_456, 2022)).toBe(127_361);
    // $999.99 in 2016: 99,999 x 563.841 / 463.675 = 121,600.8... -> 121,601 cents.
    expect(adjustToCurrentDollars(99_999, 2016)).toBe(121_601);
  });

  it('leaves figures of the latest year (or later) as they are', () => {
    expect(adjustToCurrentDollars(50_000, 2024)).toBe(50_000);
    expect(adjustToCurrentDollars(50_000, 2025)).toBe(50_000);
    expect(cpiFactor(2030)).toBe(1);
  });

  it('has no adjustment for a year without an index value', () => {
    expect(adjustToCurrentDollars(50_000, 2009)).toBeNull();
    expect(adjustToCurrentDollars(50_000, 2021)).toBeNull();
    expect(adjustToCurrentDollars(Number.NaN, 2011)).toBeNull();
    expect(cpiFactor(2011.5)).toBeNull();
  });

  it('labels the adjustment as an estimate in the latest year dollars', () => {
    expect(cpiAdjustmentLabel(2011)).toBe('2011 prices in 2024 dollars (CPI-U medical care, estimate)');
    expect(cpiAdjustmentLabel(2024)).toContain('no adjustment');
  });
});

describe('currentDollarRangeOf', () => {
  const figure = (drg: string, year: number, cents: number, discharges = 10) => ({
    drg,
    year,
    discharges,
    averageCoveredChargeCents: cents * 3,
    averageTotalPaymentCents: cents,
    averageMedicarePaymentCents: cents - 100,
  });

  it('adjusts each figure from its own year, after keeping the newest year per DRG', () => {
    const r = currentDollarRangeOf([
      figure('291', 2011, 1_000_000, 30),
      figure('291', 2022, 2_000_000, 10), // newer: replaces the 2011 figure of 291
      figure('292', 2011, 500_000, 10),
    ]);
    // 2,000,000 x 563.841/546.553 = 2,063,262.3 -> 2,063,262; 500,000 x 563.841/400.258 = 704,347.0 -> 704,347.
    expect(r).toMatchObject({
      lowestCents: 704_347,
      highestCents: 2_063_262,
      averageCents: Math.round((2_063_262 * 10 + 704_347 * 10) / 20),
      amount: 2,
      cpiYear: 2024,
      fromYear: 2011,
      fromYears: [2011, 2022],
    });
  });

  it("compares a range of two years in 2024 dollars (the issue's 330078 colon cancer range)", () => {
    // Published "$22,635–$40,517, 2022": $22,635 is a 2022 figure, $40,517 is DRG 329 from FY2011.
    const r = currentDollarRangeOf([figure('330', 2022, 2_263_500, 20), figure('329', 2011, 4_051_700, 20)]);
    // 2,263,500 x 563.841 / 546.553 = 2,335,096.69 -> 2,335,097 cents ($23,350.97);
    // 4,051,700 x 563.841 / 400.258 = 5,707,605.04 -> 5,707,605 cents ($57,076.05);
    // average (2,335,097 x 20 + 5,707,605 x 20) / 40 = 4,021,351 cents.
    expect(r).toMatchObject({
      lowestCents: 2_335_097,
      highestCents: 5_707_605,
      averageCents: 4_021_351,
      fromYear: 2011,
      fromYears: [2011, 2022],
    });
  });

  it('names every year a range was moved from', () => {
    expect(cpiRangeLabel([2022, 2011])).toBe(
      '2011 and 2022 prices in 2024 dollars (CPI-U medical care, estimate)',
    );
    expect(cpiRangeLabel([2011, 2016, 2022, 2016])).toBe(
      '2011, 2016 and 2022 prices in 2024 dollars (CPI-U medical care, estimate)',
    );
    expect(cpiRangeLabel([2022])).toBe('2022 prices in 2024 dollars (CPI-U medical care, estimate)');
  });

  it('is null when a figure has no index year', () => {
    expect(currentDollarRangeOf([figure('291', 2021, 1000)])).toBeNull();
    expect(currentDollarRangeOf([])).toBeNull();
  });
});
