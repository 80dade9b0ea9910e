import { midRankPercentile, othersNear, type RankedHospital } from './rank';

const h = (providerId: string, cents: number, discharges: number, distanceKm = 10): RankedHospital => ({
  providerId,
  cents,
  discharges,
  distanceKm,
});

describe('where the hospital stands among the others near it', () => {
  const own = { providerId: 'own', cents: 1_000 };
  const others = [h('a', 800, 20), h('b', 1_000, 10), h('c', 1_200, 30)];

  it('is the mid-rank, stays-weighted, among the others only', () => {
    // (20 lower + ½ × 10 equal) ÷ 60 = 41.67 %; the hospital itself and one 80 km away are left out.
    expect(midRankPercentile(own, [...others, h('own', 1_000, 500, 0), h('far', 500, 100, 80)])).toBe(41.7);
  });

  it('reaches 100 for the dearest and 0 for the cheapest', () => {
    expect(midRankPercentile({ providerId: 'own', cents: 5_000 }, others)).toBe(100);
    expect(midRankPercentile({ providerId: 'own', cents: 1 }, others)).toBe(0);
  });

  it('is hidden with fewer than 3 other hospitals near', () => {
    expect(midRankPercentile(own, others.slice(0, 2))).toBeNull();
    expect(midRankPercentile(own, [h('own', 1_000, 50, 0)])).toBeNull();
    expect(midRankPercentile(own, [...others.slice(0, 2), h('d', 900, 5, 75)])).toBeNull();
  });

  it('counts a hospital 74.99 km away and not one 75.00 km away', () => {
    expect(
      othersNear('own', [h('in', 1, 1, 74.99), h('out', 1, 1, 75), h('own', 1, 1, 0)]).map(
        (x) => x.providerId,
      ),
    ).toEqual(['in']);
  });
});
