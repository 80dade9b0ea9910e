/**
 * One Earth radius (issue 27): the TypeScript distance (@fp/geo earth.ts) and the SQL radius search
 * (earthdistance's earth_distance) agree, so a hospital is near in both or in neither.
 */
import { EARTH_RADIUS_KM, EARTH_RADIUS_M, earthDistanceKm } from '@fp/geo';
import { openTestDatabase, TEST_DB_KINDS, type TestDatabase } from './testing';

/** A point `km` due north of Austin on the sphere of EARTH_RADIUS_KM. */
const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const north = (km: number) => AUSTIN.lat + ((km / EARTH_RADIUS_KM) * 180) / Math.PI;

describe.each(TEST_DB_KINDS.map((k) => [k]))('earth radius (%s)', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("is earthdistance's earth()", async () => {
    const [row] = await db.dataSource.query(`SELECT earth() AS r`);
    expect(Number(row.r)).toBe(EARTH_RADIUS_M);
  });

  it('gives the same distance as earth_distance, and the same side of 75 km at 74.99 and 75.01', async () => {
    for (const km of [74.99, 75.01, 12.3456]) {
      const [row] = await db.dataSource.query(
        `SELECT earth_distance(ll_to_earth($1, $2), ll_to_earth($3, $2)) AS m`,
        [AUSTIN.lat, AUSTIN.lng, north(km)],
      );
      expect(Number(row.m) / 1000).toBeCloseTo(
        earthDistanceKm(AUSTIN.lat, AUSTIN.lng, north(km), AUSTIN.lng),
        6,
      );
      expect(Number(row.m) < 75_000).toBe(km < 75);
    }
  });
});
