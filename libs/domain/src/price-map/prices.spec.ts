import {
  formatCents,
  formatCentsRange,
  newestPerDrg,
  nonMedicareShareCents,
  priceEstimate,
  priceRangeOf,
  priceSourceLabel,
  singleValueRange,
  yearRangesOf,
  type DrgFigure,
} from './prices';

const fig = (drg: string, totalCents: number, discharges = 10, year = 2011): DrgFigure => ({
  drg,
  year,
  discharges,
  averageCoveredChargeCents: totalCents * 4,
  averageTotalPaymentCents: totalCents,
  averageMedicarePaymentCents: Math.round(totalCents * 0.85),
});

describe('priceRangeOf', () => {
  it('is null without figures', () => {
    expect(priceRangeOf([])).toBeNull();
  });

  it('takes the lowest and highest DRG average total payment and a discharge-weighted average', () => {
    // (1000*30 + 4000*10) / 40 = 1750
    expect(priceRangeOf([fig('193', 1000_00, 30), fig('194', 4000_00, 10)])).toEqual({
      lowestCents: 1000_00,
      highestCents: 4000_00,
      averageCents: 1750_00,
      amount: 2,
      singleValue: false,
    });
  });

  it('rounds the weighted average to whole cents', () => {
    const r = priceRangeOf([fig('193', 100, 1), fig('194', 101, 2)]);
    expect(r?.averageCents).toBe(101); // 302/3 = 100.67
  });

  it('turns a single figure into a range of minus and plus 15 percent', () => {
    expect(priceRangeOf([fig('152', 10_000_00, 12)])).toEqual({
      lowestCents: 8_500_00,
      highestCents: 11_500_00,
      averageCents: 10_000_00,
      amount: 1,
      singleValue: true,
    });
  });

  it('treats identical figures as one value too', () => {
    const r = priceRangeOf([fig('193', 2000_00), fig('194', 2000_00)]);
    expect(r).toMatchObject({ lowestCents: 1700_00, highestCents: 2300_00, singleValue: true, amount: 2 });
  });

  it('uses only the newest year of a DRG', () => {
    const r = priceRangeOf([
      fig('193', 1000_00, 10, 2011),
      fig('193', 3000_00, 10, 2022),
      fig('194', 5000_00),
    ]);
    expect(r).toMatchObject({ lowestCents: 3000_00, highestCents: 5000_00, amount: 2 });
  });

  it('averages plainly when no discharges are known', () => {
    expect(priceRangeOf([fig('193', 100, 0), fig('194', 300, 0)])?.averageCents).toBe(200);
  });

  it('ignores unusable figures', () => {
    expect(priceRangeOf([fig('193', Number.NaN), fig('194', -5)])).toBeNull();
  });
});

describe('yearRangesOf', () => {
  it('gives the published figures per data year, newest year first, each year on its own', () => {
    const r = yearRangesOf([
      fig('330', 2_263_500, 30, 2022),
      fig('331', 3_000_000, 10, 2022),
      fig('329', 4_051_700, 12, 2011),
      fig('330', 1_500_000, 99, 2011), // an older figure of DRG 330: the 2022 one is used
    ]);
    expect(r).toEqual([
      // 2022: 2,263,500 and 3,000,000; average (2,263,500 x 30 + 3,000,000 x 10) / 40 = 2,447,625.
      { year: 2022, lowestCents: 2_263_500, highestCents: 3_000_000, averageCents: 2_447_625, amount: 2 },
      // FY2011: DRG 329 alone, shown as the figure itself (no ±15 % spread: it is the original figure).
      { year: 2011, lowestCents: 4_051_700, highestCents: 4_051_700, averageCents: 4_051_700, amount: 1 },
    ]);
  });

  it('is empty without a usable figure', () => {
    expect(yearRangesOf([])).toEqual([]);
    expect(yearRangesOf([fig('1', -5)])).toEqual([]);
  });
});

describe('newestPerDrg', () => {
  it('keeps the first of equal years', () => {
    const a = fig('193', 1, 1, 2011);
    const b = fig('193', 2, 1, 2011);
    expect(newestPerDrg([a, b])).toEqual([a]);
  });
});

describe('singleValueRange', () => {
  it('rounds to whole cents', () => {
    expect(singleValueRange(333)).toEqual({
      lowestCents: 283,
      highestCents: 383,
      averageCents: 333,
      amount: 1,
      singleValue: true,
    });
  });
});

describe('priceEstimate', () => {
  it('splits the average 20/80 and applies the 95/96/97 percent insurance display factors', () => {
    expect(priceEstimate({ lowestCents: 1000_00, averageCents: 2000_00, highestCents: 3000_00 })).toEqual({
      patientShareCents: 400_00,
      insuranceShareCents: 1600_00,
      insuranceDisplay: { minCents: 950_00, averageCents: 1920_00, maxCents: 2910_00 },
    });
  });

  it('shares always add up to the average', () => {
    const e = priceEstimate({ lowestCents: 1, averageCents: 12_345, highestCents: 99_999 });
    expect(e.patientShareCents + e.insuranceShareCents).toBe(12_345);
  });
});

describe('nonMedicareShareCents', () => {
  it('is total minus Medicare, never negative', () => {
    expect(nonMedicareShareCents({ averageTotalPaymentCents: 1000, averageMedicarePaymentCents: 800 })).toBe(
      200,
    );
    expect(nonMedicareShareCents({ averageTotalPaymentCents: 1000, averageMedicarePaymentCents: 1001 })).toBe(
      0,
    );
  });
});

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123_456_789, '$1,234,567.89'],
    [1_234_567, '$12,345.67'],
  ])('%i cents reads %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('shows a dash for a missing number', () => {
    expect(formatCents(Number.NaN)).toBe('—');
  });

  it('formats a range', () => {
    expect(formatCentsRange(100_00, 2_500_00)).toBe('$100.00 – $2,500.00');
  });
});

describe('priceSourceLabel', () => {
  it('labels demo data plainly', () => {
    expect(priceSourceLabel({ name: 'Demo', year: 2024, isDemo: true })).toBe('Demo data');
  });
  it('names the source and its year', () => {
    expect(priceSourceLabel({ name: 'CMS Medicare inpatient FY2011', year: 2011, isDemo: false })).toBe(
      'CMS Medicare inpatient, FY2011',
    );
    expect(priceSourceLabel({ name: 'CMS Medicare inpatient 2022', year: 2022, isDemo: false })).toBe(
      'CMS Medicare inpatient, 2022',
    );
    expect(priceSourceLabel({ name: 'Hospital price file', year: 2024, isDemo: false })).toBe(
      'Hospital price file, 2024',
    );
  });
});
