import { gzipSync } from 'node:zlib';
import {
  DIRECTORY_FIELDS,
  parseHospitalDirectory,
  readHospitalDirectory,
  type DirectoryFile,
  type DirectoryMeta,
} from './directory-file';

const meta: DirectoryMeta = {
  cms: { file: 'cms.csv', title: 'CMS', origin: 'test', sha256: 'a', rows: 2, release: '2025' },
  hifld: {
    file: 'hifld.csv',
    title: 'HIFLD',
    origin: 'test',
    sha256: 'b',
    rows: 1,
    sourceDates: { from: '2021-01-01', to: '2022-05-02' },
  },
  starRatingSource: 'CMS Hospital overall star rating',
  starRatingAsOf: '2025-01-29',
};

function gz(file: DirectoryFile): Buffer {
  return gzipSync(JSON.stringify(file));
}

describe('the hospital directory reader', () => {
  it('turns rows into typed records, with the rating date from the file and the point source', () => {
    const rows = [
      [
        '010001',
        'SOUTHEAST HEALTH MEDICAL CENTER',
        '1108 ROSS CLARK CIRCLE',
        'DOTHAN',
        'AL',
        '36301',
        '(334) 793-8701',
        'Acute Care Hospitals',
        'Government - Hospital District or Authority',
        true,
        4,
        true,
        31.2163,
        -85.36363,
        'hifld',
        'http://www.samc.org',
        420,
        '2021-10-19',
      ],
      [
        '01014F',
        'BASE HOSPITAL',
        '1 MAIN ST',
        'TOWN',
        'AL',
        '36000',
        null,
        'Acute Care - Department of Defense',
        'Government - Federal',
        false,
        null,
        false,
        32.1,
        -86.2,
        'zip-centroid',
        null,
        null,
        null,
      ],
    ];
    const { records, meta: read } = parseHospitalDirectory(gz({ meta, fields: [...DIRECTORY_FIELDS], rows }));

    expect(read.hifld.sourceDates.to).toBe('2022-05-02');
    expect(records[0]).toEqual({
      ccn: '010001',
      name: 'SOUTHEAST HEALTH MEDICAL CENTER',
      address: '1108 ROSS CLARK CIRCLE',
      city: 'DOTHAN',
      state: 'AL',
      zip: '36301',
      phone: '(334) 793-8701',
      type: 'Acute Care Hospitals',
      ownership: 'Government - Hospital District or Authority',
      emergency: true,
      starRating: 4,
      starRatingAsOf: '2025-01-29',
      birthingFriendly: true,
      lat: 31.2163,
      lon: -85.36363,
      coordinateSource: 'hifld',
      website: 'http://www.samc.org',
      beds: 420,
      hifldSourceDate: '2021-10-19',
    });
    expect(records[1]).toMatchObject({
      ccn: '01014F',
      phone: null,
      emergency: false,
      starRating: null,
      coordinateSource: 'zip-centroid',
      website: null,
      beds: null,
    });
  });

  it('refuses a file whose columns are not the ones it reads', () => {
    const fields = DIRECTORY_FIELDS.filter((f) => f !== 'website');
    expect(() => parseHospitalDirectory(gz({ meta, fields, rows: [] }))).toThrow(/columns/);
  });

  it('reads the shipped file: every CMS hospital once, each placed, Brattleboro with its details', () => {
    const { records, meta: shipped } = readHospitalDirectory();

    expect(records).toHaveLength(shipped.cms.rows);
    expect(new Set(records.map((r) => r.ccn)).size).toBe(records.length);
    expect(records.every((r) => /^[0-9A-Z]{6}$/.test(r.ccn) && /^\d{5}$/.test(r.zip))).toBe(true);
    expect(records.filter((r) => r.lat === null || r.lon === null)).toEqual([]);
    expect(records.filter((r) => r.coordinateSource === 'hifld').length / records.length).toBeGreaterThan(
      0.9,
    );
    expect(records.every((r) => r.starRating === null || (r.starRating >= 1 && r.starRating <= 5))).toBe(
      true,
    );
    expect(records.find((r) => r.ccn === '470011')).toMatchObject({
      name: 'BRATTLEBORO MEMORIAL HOSPITAL',
      state: 'VT',
      phone: '(802) 257-0341',
      coordinateSource: 'hifld',
      emergency: true,
    });
  });
});
