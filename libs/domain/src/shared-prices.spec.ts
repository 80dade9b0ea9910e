import {
  medianCents,
  reportMonth,
  SHARED_PRICE_RULES,
  SHARING_MESSAGES,
  sharingBlocker,
  summarizeSharedPrices,
  type SharedReport,
} from './shared-prices';

const report = (
  reporter: string,
  billedCents: number,
  paidCents: number | null = null,
  drg = '291',
): SharedReport => ({
  drg,
  year: 2025,
  billedCents,
  paidCents,
  reporter,
});

describe('reportMonth', () => {
  it('keeps only the year and month of the admission', () => {
    expect(reportMonth('2025-03-17', '2025-04-02', new Date('2026-01-01T00:00:00Z'))).toEqual({
      year: 2025,
      month: 3,
    });
  });
  it('falls back to the discharge, then to the day the bill was recorded (UTC)', () => {
    expect(reportMonth(null, '2024-12-31', new Date())).toEqual({ year: 2024, month: 12 });
    expect(reportMonth(null, null, new Date('2026-02-28T23:30:00Z'))).toEqual({ year: 2026, month: 2 });
  });
});

describe('sharingBlocker', () => {
  it('names the first missing piece', () => {
    expect(sharingBlocker({ consented: false, providerId: 'X', drg: '291' })).toBe(
      SHARING_MESSAGES.noConsent,
    );
    expect(sharingBlocker({ consented: true, providerId: null, drg: '291' })).toBe(
      SHARING_MESSAGES.noHospital,
    );
    expect(sharingBlocker({ consented: true, providerId: '450431', drg: null })).toBe(SHARING_MESSAGES.noDrg);
    expect(sharingBlocker({ consented: true, providerId: '450431', drg: '291' })).toBeNull();
  });
});

describe('medianCents', () => {
  it('takes the middle value, or the rounded mean of the two middle ones', () => {
    expect(medianCents([300, 100, 200])).toBe(200);
    expect(medianCents([100, 200, 400, 301])).toBe(251);
  });
});

describe('summarizeSharedPrices', () => {
  it('needs three different people for a DRG', () => {
    expect(SHARED_PRICE_RULES.minReporters).toBe(3);
    expect(summarizeSharedPrices([report('a', 100), report('b', 200)])).toEqual([]);
    // Three reports by two people are still two people.
    expect(summarizeSharedPrices([report('a', 100), report('a', 150), report('b', 200)])).toEqual([]);
  });

  it('gives median, range and count of what was billed, per DRG', () => {
    const out = summarizeSharedPrices([
      report('a', 4_000_000),
      report('b', 6_000_000),
      report('c', 5_000_000),
      report('c', 9_000_000),
      report('a', 10, null, '292'),
    ]);
    expect(out).toEqual([
      {
        drg: '291',
        reports: 4,
        firstYear: 2025,
        lastYear: 2025,
        billed: { medianCents: 5_500_000, lowCents: 4_000_000, highCents: 9_000_000, reports: 4 },
        paid: null,
      },
    ]);
  });

  it('shows amounts paid only when three people reported one', () => {
    const two = summarizeSharedPrices([report('a', 100, 50), report('b', 200, 70), report('c', 300)]);
    expect(two[0].paid).toBeNull();
    const three = summarizeSharedPrices([report('a', 100, 50), report('b', 200, 70), report('c', 300, 90)]);
    expect(three[0].paid).toEqual({ medianCents: 70, lowCents: 50, highCents: 90, reports: 3 });
  });
});
