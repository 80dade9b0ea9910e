import { EARTH_RADIUS_KM, EARTH_RADIUS_M, earthDistanceKm, withinKm } from './earth';

/** A point `km` due north of `from` on the sphere of EARTH_RADIUS_KM. */
const north = (from: { lat: number; lng: number }, km: number) => ({
  lat: from.lat + ((km / EARTH_RADIUS_KM) * 180) / Math.PI,
  lng: from.lng,
});

describe('one Earth radius for TypeScript and SQL', () => {
  const austin = { lat: 30.2672, lng: -97.7431 };

  it("is PostgreSQL earthdistance's earth(): 6,378,168 m", () => {
    expect(EARTH_RADIUS_M).toBe(6_378_168);
    expect(EARTH_RADIUS_KM).toBe(6378.168);
  });

  it('makes one degree of latitude 6378.168 × π ÷ 180 = 111.3200 km', () => {
    expect(earthDistanceKm(0, 0, 1, 0)).toBeCloseTo(111.32, 4);
    expect(earthDistanceKm(45, 10, 45, 10)).toBe(0);
  });

  it('is within 75 km at 74.99 km and not at 75.01 km', () => {
    expect(earthDistanceKm(austin.lat, austin.lng, north(austin, 74.99).lat, austin.lng)).toBeCloseTo(
      74.99,
      6,
    );
    expect(withinKm(austin, north(austin, 74.99), 75)).toBe(true);
    expect(withinKm(austin, north(austin, 75.01), 75)).toBe(false);
  });

  it('agrees east-west: a 75.01 km step along a parallel is out, 74.99 km in', () => {
    // Along the equator a longitude step is a great circle too: Δλ = d ÷ R.
    const step = (km: number) => ({ lat: 0, lng: ((km / EARTH_RADIUS_KM) * 180) / Math.PI });
    expect(withinKm({ lat: 0, lng: 0 }, step(74.99), 75)).toBe(true);
    expect(withinKm({ lat: 0, lng: 0 }, step(75.01), 75)).toBe(false);
  });
});
