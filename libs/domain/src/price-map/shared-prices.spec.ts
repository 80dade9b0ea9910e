import {
  lowerMedianCents,
  PRICE_BANDS,
  priceBand,
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
  month: 3,
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

describe('lowerMedianCents', () => {
  it('takes the middle value, or the lower of the two middle ones: always one of the values', () => {
    expect(lowerMedianCents([300, 100, 200])).toBe(200);
    expect(lowerMedianCents([100, 200, 400, 301])).toBe(200);
  });
});

describe('priceBand', () => {
  it('puts an amount in a 1-2-5 band whose top is at least twice its bottom', () => {
    expect(priceBand(5_500_000)).toEqual({ fromCents: 5_000_000, toCents: 10_000_000 });
    expect(priceBand(2_000_000)).toEqual({ fromCents: 2_000_000, toCents: 5_000_000 });
    expect(priceBand(1_999_999)).toEqual({ fromCents: 1_000_000, toCents: 2_000_000 });
    expect(priceBand(5_000)).toEqual({ fromCents: 0, toCents: 10_000 });
    for (let i = 1; i < PRICE_BANDS.length; i++)
      expect(PRICE_BANDS[i] / PRICE_BANDS[i - 1]).toBeGreaterThanOrEqual(2);
  });
});

const people = (amounts: number[], paid: (number | null)[] = []) =>
  amounts.map((a, i) => report(`p${i}`, a, paid[i] ?? null));

describe('summarizeSharedPrices', () => {
  it('needs five different people for a DRG; one person counts once, with their latest report', () => {
    expect(SHARED_PRICE_RULES.minReporters).toBe(5);
    expect(summarizeSharedPrices(people([1, 2, 3, 4].map((n) => n * 1_000_000)))).toEqual([]);
    // Six reports by four people are still four people.
    const four = [
      ...people([1, 2, 3, 4].map((n) => n * 1_000_000)),
      report('p0', 9_000_000),
      report('p1', 1),
    ];
    expect(summarizeSharedPrices(four)).toEqual([]);
    // A person's later stay replaces the earlier one: p0's 9,000,000 in 2026 is the one counted.
    const later = { ...report('p0', 9_000_000), year: 2026 };
    const out = summarizeSharedPrices([...people([1, 2, 3, 4, 5].map((n) => n * 1_000_000)), later]);
    // One amount per person: 2, 3, 4, 5 and 9 million: median 4,000,000, in the $20,000 to $50,000 band.
    expect(out).toEqual([{ drg: '291', billed: { fromCents: 2_000_000, toCents: 5_000_000 }, paid: null }]);
  });

  it('shows a band, never the lowest, the highest, the count or the years', () => {
    const out = summarizeSharedPrices([
      ...people([4_000_000, 6_000_000, 5_000_000, 9_000_000, 5_500_000]),
      report('x', 10, null, '292'),
    ]);
    expect(out).toEqual([{ drg: '291', billed: { fromCents: 5_000_000, toCents: 10_000_000 }, paid: null }]);
    expect(JSON.stringify(out)).not.toMatch(/4000000|9000000|2025|"reports"/);
  });

  it('shows amounts paid only when five people reported one', () => {
    const amounts = [100_000, 200_000, 300_000, 400_000, 500_000];
    expect(summarizeSharedPrices(people(amounts, [50_000, 70_000, 90_000, 110_000]))[0].paid).toBeNull();
    expect(
      summarizeSharedPrices(people(amounts, [50_000, 70_000, 90_000, 110_000, 130_000]))[0].paid,
    ).toEqual({
      fromCents: 50_000,
      toCents: 100_000,
    });
  });
});

describe("one person's amount against someone who controls every other report", () => {
  const k = SHARED_PRICE_RULES.minReporters;
  /** What the map shows for a hospital and DRG: the victim's report and the attacker's k − 1. */
  const shown = (victim: number, attacker: readonly number[]) =>
    JSON.stringify(
      summarizeSharedPrices([
        report('victim', victim, victim),
        ...attacker.map((a, i) => report(`a${i}`, a, a)),
      ]),
    );

  // Amounts from $50 to $5,000,000, about 8 % apart; the attacker's amounts from $10 to $10,000,000.
  const victims = Array.from({ length: 150 }, (_, i) => Math.round(5_000 * 10 ** (i / 30)));
  const grid = Array.from({ length: 40 }, (_, i) => Math.round(1_000 * 10 ** (i / 5.7)));
  // The attacker's choices: every pair of grid amounts with the rest at the extremes (which puts any
  // order statistic where the attacker wants it), and 600 tuples drawn at random (seeded).
  const attacks: number[][] = [];
  for (const x of grid) for (const y of grid) if (x <= y) attacks.push([1, x, y, 10 ** 11].slice(0, k - 1));
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  for (let i = 0; i < 600; i++)
    attacks.push(Array.from({ length: k - 1 }, () => grid[Math.floor(next() * grid.length)]));

  it('every answer the attacker can provoke leaves the amount uncertain by more than ±20 %', () => {
    // What the attacker sees for each possible victim amount, over all its choices.
    const views = victims.map((v) => attacks.map((a) => shown(v, a)).join('|'));
    let pinned = 0;
    for (const [i, v] of victims.entries()) {
      // Every amount the attacker cannot tell apart from the victim's.
      const alike = victims.filter((_, j) => views[j] === views[i]);
      expect(alike).toContain(v);
      const lo = Math.min(...alike);
      const hi = Math.max(...alike);
      // An estimate within ±20 % of every such amount needs hi ≤ 1.5 × lo: then the attacker's best guess
      // (1.2 × lo ... 0.8 × hi) would pin it. Count the victims for which it exists.
      if (hi <= 1.5 * lo) pinned++;
    }
    expect(pinned).toBe(0);
    // The attack that pinned it before: the others far below and far above put the victim at the median.
    expect(shown(4_321_000, [1, 1, 10 ** 11, 10 ** 11])).not.toContain('4321000');
  });
});
