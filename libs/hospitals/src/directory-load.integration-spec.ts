/**
 * Loading the shipped hospital directory into `provider` (issue 28): directory facts for hospitals the
 * table holds (none added), a building point only where the hospital sat at its ZIP centroid, demo
 * hospitals untouched, and a second load that writes nothing and does not read the file's rows.
 */
import { openTestDatabase, TEST_DB_KINDS, type TestDatabase } from '@fp/db/testing';
import { HospitalDirectoryService } from './hospital-directory.service';
import { loadHospitalDirectory } from './directory-load';

describe.each(TEST_DB_KINDS)('the shipped hospital directory (%s)', (kind) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const insert = `INSERT INTO provider (id, name, address, city, state, zip, lat, lng, location_precision, is_demo)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;
    // Brattleboro at its ZIP centroid; Dothan placed by the address geocoder; a demo hospital on a real CCN.
    await db.dataSource.query(insert, [
      '470011',
      'BRATTLEBORO MEMORIAL HOSPITAL',
      '17 BELMONT AVE',
      'BRATTLEBORO',
      'VT',
      '05301',
      42.86,
      -72.6,
      'zip',
      false,
    ]);
    await db.dataSource.query(insert, [
      '010001',
      'SOUTHEAST HEALTH MEDICAL CENTER',
      '1108 ROSS CLARK CIRCLE',
      'DOTHAN',
      'AL',
      '36301',
      31.2,
      -85.4,
      'address',
      false,
    ]);
    await db.dataSource.query(insert, [
      '330078',
      'DEMO GENERAL',
      '1 MAIN ST',
      'BUFFALO',
      'NY',
      '14214',
      42.9,
      -78.8,
      'zip',
      true,
    ]);
    await db.dataSource.query(insert, [
      '999999',
      'NOT IN THE DIRECTORY',
      '1 ELM ST',
      'TOWN',
      'TX',
      '73301',
      30.2,
      -97.7,
      'zip',
      false,
    ]);
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('writes the facts of the hospitals it lists and moves only a ZIP-centroid point', async () => {
    const r = await loadHospitalDirectory(db.dataSource);
    expect(r).toMatchObject({ hospitals: 5421, updated: 2, moved: 1 });
    const [bmh, dothan, demo, other] = await new HospitalDirectoryService(db.dataSource).facts([
      '470011',
      '010001',
      '330078',
      '999999',
    ]);
    expect(bmh).toEqual({
      id: '470011',
      phone: '(802) 257-0341',
      website: null,
      hospitalType: 'Acute Care Hospitals',
      ownership: 'Voluntary non-profit - Private',
      nonprofit: true,
      emergencyServices: true,
      starRating: { value: 3, source: 'CMS Care Compare overall star rating', asOf: null },
      birthingFriendly: true,
      beds: 61,
      locationSource: 'building',
    });
    expect(dothan).toMatchObject({ phone: '(334) 793-8701', locationSource: 'address', nonprofit: false });
    expect(demo).toMatchObject({ ownership: null, starRating: null, locationSource: 'zip-centroid' });
    expect(other).toMatchObject({ hospitalType: null, locationSource: 'zip-centroid' });
    const points: { id: string; lat: number; lng: number }[] = await db.dataSource.query(
      `SELECT id, lat, lng FROM provider ORDER BY id`,
    );
    expect(points).toEqual([
      { id: '010001', lat: 31.2, lng: -85.4 },
      { id: '330078', lat: 42.9, lng: -78.8 },
      { id: '470011', lat: 42.84351, lng: -72.56562 },
      { id: '999999', lat: 30.2, lng: -97.7 },
    ]);
    const count: { n: number }[] = await db.dataSource.query(`SELECT count(*)::int AS n FROM provider`);
    expect(count[0].n).toBe(4);
  });

  it('a second load writes nothing and skips reading the rows', async () => {
    const r = await loadHospitalDirectory(db.dataSource);
    // hospitals: null is "the rows were not read" (their fingerprint is unchanged); the time it takes is
    // bench:start's to measure, not a test's.
    expect(r).toMatchObject({ hospitals: null, updated: 0, moved: 0 });
  });

  it('a hospital added later (by a price import) gets its facts on the next load', async () => {
    await db.dataSource.query(
      `INSERT INTO provider (id, name, address, city, state, zip, lat, lng, location_precision)
       VALUES ('330078', 'X', 'Y', 'BUFFALO', 'NY', '14214', 42.9, -78.8, 'zip')
       ON CONFLICT (id) DO UPDATE SET is_demo = false, directory_source = NULL`,
    );
    const r = await loadHospitalDirectory(db.dataSource);
    expect(r).toMatchObject({ hospitals: 5421, updated: 1, moved: 1 });
  });
});
