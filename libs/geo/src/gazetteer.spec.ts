import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  DEFAULT_LOCATION,
  distanceKm,
  findCity,
  GAZETTEER_CREDIT,
  isValidZip,
  hasUsZipWithinReach,
  nearestCity,
  searchCities,
  stateCode,
  stateName,
  US_STATES,
  warmGazetteer,
  zipLocation,
} from './index';

beforeAll(() => {
  warmGazetteer();
});

describe('searchCities (location box autocomplete)', () => {
  it('offers Austin, TX first while typing "aus"', () => {
    const results = searchCities('aus');
    expect(results[0]).toMatchObject({
      name: 'Austin',
      state: 'TX',
      stateName: 'Texas',
      label: 'Austin, TX, USA',
    });
    expect(results.length).toBeLessThanOrEqual(10);
  });

  it('ignores case and accents', () => {
    expect(searchCities('AUSTIN')[0].label).toBe('Austin, TX, USA');
    expect(searchCities('Áustin')[0].label).toBe('Austin, TX, USA');
    expect(searchCities('cañon city').map((c) => c.label)).toContain('Canon City, CO, USA');
  });

  it.each(['austin, tx', 'Austin TX', 'Austin, Texas', 'Austin, TX, USA', 'austin, t'])(
    'narrows "%s" to Texas',
    (query) => {
      const results = searchCities(query);
      expect(results[0].label).toBe('Austin, TX, USA');
      expect(results.every((c) => c.state === 'TX')).toBe(true);
    },
  );

  it('ranks an exact name before larger cities that only start with it', () => {
    const results = searchCities('spring');
    expect(results[0]).toMatchObject({ name: 'Spring', state: 'TX' });
    expect(results.slice(1).map((c) => c.label)).toContain('Springfield, IL, USA');
  });

  it('lists the Springfields largest first, and one state when asked', () => {
    const labels = searchCities('Springfield').map((c) => c.label);
    expect(labels[0]).toBe('Springfield, IL, USA');
    expect(labels).toEqual(expect.arrayContaining(['Springfield, MA, USA', 'Springfield, MO, USA']));
    expect(searchCities('Springfield, MO').map((c) => c.label)).toEqual(['Springfield, MO, USA']);
    expect(searchCities('springfield massachusetts')[0].label).toBe('Springfield, MA, USA');
  });

  it('understands the usual abbreviations of Saint and apostrophes dropped by USPS', () => {
    expect(searchCities('st lou')[0].label).toBe('Saint Louis, MO, USA');
    expect(
      searchCities("O'Fallon")
        .map((c) => c.state)
        .sort(),
    ).toEqual(['IL', 'MO']);
    expect(searchCities('mcallen')[0].label).toBe('McAllen, TX, USA');
  });

  it('keeps a city-name prefix ahead of reading the last word as a state', () => {
    expect(searchCities('lake in')[0].label).toBe('Lake In The Hills, IL, USA');
  });

  it('finds nothing outside the US', () => {
    for (const query of [
      'Paris, France',
      'Toronto, ON',
      'Calgary',
      'Saskatoon',
      'Montréal, QC',
      'Vancouver, BC',
    ]) {
      expect(searchCities(query)).toEqual([]);
    }
  });

  it('does not offer company ZIP names as cities', () => {
    expect(searchCities('citicorp')).toEqual([]);
    expect(searchCities('first union bank')).toEqual([]);
  });

  it('honours the limit', () => {
    expect(searchCities('san', 3)).toHaveLength(3);
    expect(searchCities('san', 0)).toEqual([]);
    expect(searchCities('')).toEqual([]);
  });
});

describe('findCity (reading a location label back)', () => {
  it('finds "Austin, TX, USA" near downtown Austin', () => {
    const austin = findCity('Austin, TX, USA');
    expect(austin).toMatchObject({ name: 'Austin', state: 'TX', label: 'Austin, TX, USA' });
    expect(distanceKm(austin!, { lat: 30.27, lng: -97.74 })).toBeLessThan(10);
  });

  it.each(['Austin, TX', 'austin tx', 'Austin, Texas', 'AUSTIN', '78701'])(
    'reads "%s" as Austin, TX',
    (query) => {
      expect(findCity(query)?.label).toBe('Austin, TX, USA');
    },
  );

  it('picks the largest city for a bare name and the named state otherwise', () => {
    expect(findCity('Springfield')?.label).toBe('Springfield, IL, USA');
    expect(findCity('Springfield, MO')?.label).toBe('Springfield, MO, USA');
    expect(findCity('Springfield, Massachusetts')?.label).toBe('Springfield, MA, USA');
    expect(findCity('St. Louis, MO')?.label).toBe('Saint Louis, MO, USA');
    expect(findCity('Washington')?.label).toBe('Washington, DC, USA');
  });

  it('returns every search result when given its label', () => {
    for (const city of searchCities('new', 20)) expect(findCity(city.label)).toEqual(city);
  });

  it('returns null for places that are not US cities', () => {
    for (const query of [
      'Paris, France',
      'Toronto, ON',
      'Calgary',
      'Atlantis',
      'Austin, Ontario',
      '',
      '  ',
    ]) {
      expect(findCity(query)).toBeNull();
    }
  });
});

describe('nearestCity (use my location)', () => {
  it('finds Austin, TX at the default point, the one the map opens on (issue 41: one centre)', () => {
    for (const query of ['Austin, TX, USA', 'austin tx', 'Austin, Texas']) {
      expect(findCity(query)).toMatchObject({ lat: DEFAULT_LOCATION.lat, lng: DEFAULT_LOCATION.lng });
    }
    expect(searchCities('Austin, TX, USA')[0]).toMatchObject({
      lat: DEFAULT_LOCATION.lat,
      lng: DEFAULT_LOCATION.lng,
    });
    // Other cities keep the mean of their ZIPs: Austin, MN is not moved.
    expect(distanceKm(findCity('Austin, MN')!, DEFAULT_LOCATION)).toBeGreaterThan(1000);
  });

  it('places the spec default point in Austin', () => {
    const city = nearestCity(DEFAULT_LOCATION.lat, DEFAULT_LOCATION.lng);
    expect(city).toMatchObject({ label: 'Austin, TX, USA' });
    expect(city!.distanceKm).toBeLessThan(10);
  });

  it('names the city, not a company ZIP, in Midtown Manhattan', () => {
    expect(nearestCity(40.75, -73.99)?.label).toBe('New York, NY, USA');
  });

  it('works away from the mainland', () => {
    expect(nearestCity(21.3, -157.85)?.label).toBe('Honolulu, HI, USA');
    expect(nearestCity(61.2, -149.9)?.label).toBe('Anchorage, AK, USA');
    expect(nearestCity(18.4, -66.06)?.label).toBe('San Juan, PR, USA');
  });

  it('returns null far from any US ZIP or for invalid coordinates', () => {
    expect(nearestCity(48.85, 2.35)).toBeNull(); // Paris
    expect(nearestCity(35, -50)).toBeNull(); // mid-Atlantic
    expect(nearestCity(26, -90)).toBeNull(); // Gulf of Mexico
    expect(nearestCity(Number.NaN, -97)).toBeNull();
    expect(nearestCity(91, 0)).toBeNull();
    expect(nearestCity(30, 181)).toBeNull();
  });
});

describe('hasUsZipWithinReach (the search\'s "in the United States" test)', () => {
  it('says what nearestCity says, on points across and around the US (seeded)', () => {
    let seed = 29;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let inside = 0;
    for (let i = 0; i < 20_000; i++) {
      // North America and its seas, Hawaii and the Caribbean: plenty of points on both sides of 100 km.
      const lat = 15 + rand() * 57;
      const lng = -170 + rand() * 110;
      const expected = nearestCity(lat, lng) !== null;
      if (hasUsZipWithinReach(lat, lng) !== expected) throw new Error(`differs at ${lat}, ${lng}`);
      if (expected) inside++;
    }
    // Both answers occur often, so the agreement above is not one answer repeated.
    expect(inside).toBeGreaterThan(2_000);
    expect(inside).toBeLessThan(18_000);
  });

  it('says what nearestCity says on dense points where the reach ends (quarter-degree cells worked out once, then reused)', () => {
    let seed = 77;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    // The Gulf off Texas, Lake Superior's Canadian shore, the Pacific off Oregon: 2° boxes the 100 km edge crosses.
    const boxes = [
      [28, -95],
      [48, -88],
      [44, -126],
    ];
    let inside = 0;
    for (const [lat0, lng0] of boxes) {
      for (let i = 0; i < 6_000; i++) {
        const lat = lat0 + rand() * 2;
        const lng = lng0 + rand() * 2;
        const expected = nearestCity(lat, lng) !== null;
        if (hasUsZipWithinReach(lat, lng) !== expected) throw new Error(`differs at ${lat}, ${lng}`);
        if (expected) inside++;
      }
    }
    expect(inside).toBeGreaterThan(3_000);
    expect(inside).toBeLessThan(15_000);
  });

  it('answers the fixed cases', () => {
    expect(hasUsZipWithinReach(40.75, -73.99)).toBe(true);
    expect(hasUsZipWithinReach(21.3, -157.85)).toBe(true);
    expect(hasUsZipWithinReach(48.85, 2.35)).toBe(false);
    expect(hasUsZipWithinReach(26, -90)).toBe(false);
    expect(hasUsZipWithinReach(Number.NaN, -97)).toBe(false);
    expect(hasUsZipWithinReach(91, 0)).toBe(false);
  });
});

describe('zipLocation and isValidZip', () => {
  it('restores leading zeros lost by spreadsheets', () => {
    expect(zipLocation('501')).toMatchObject({ city: 'Holtsville', state: 'NY' });
    expect(zipLocation(501)).toEqual(zipLocation('00501'));
  });

  it('accepts ZIP+4', () => {
    const austin = zipLocation('78701-1234');
    expect(austin).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(distanceKm(austin!, { lat: 30.27, lng: -97.74 })).toBeLessThan(3);
    expect(zipLocation('787011234')).toEqual(austin);
  });

  it('rejects malformed, unknown, Canadian and military codes', () => {
    for (const zip of ['abcde', '123456', '78701-12', '99999', 'T2P', '09001', '']) {
      expect(zipLocation(zip)).toBeNull();
      expect(isValidZip(zip)).toBe(false);
    }
    expect(isValidZip('78701')).toBe(true);
  });

  it('repairs a record whose longitude lost its minus sign', () => {
    expect(zipLocation('10200')!.lng).toBeLessThan(-73);
  });
});

describe('states', () => {
  it('lists the 50 states and DC, with territories flagged', () => {
    expect(US_STATES.filter((s) => s.kind === 'state')).toHaveLength(50);
    expect(US_STATES.find((s) => s.code === 'DC')?.kind).toBe('district');
    expect(US_STATES.find((s) => s.code === 'PR')).toMatchObject({ name: 'Puerto Rico', kind: 'territory' });
  });

  it('converts between codes and names', () => {
    expect(stateName('tx')).toBe('Texas');
    expect(stateCode('Texas')).toBe('TX');
    expect(stateCode('tx')).toBe('TX');
    expect(stateCode('district of columbia')).toBe('DC');
    expect(stateCode('Ontario')).toBeNull();
    expect(stateName('ZZ')).toBeNull();
  });
});

describe('distanceKm', () => {
  it('gives great-circle distances (JFK to LAX is about 3,983 km)', () => {
    const km = distanceKm({ lat: 40.6413, lng: -73.7781 }, { lat: 33.9416, lng: -118.4085 });
    expect(km).toBeGreaterThan(3960);
    expect(km).toBeLessThan(4000);
  });
});

it('credits the ZIP data sources', () => {
  expect(GAZETTEER_CREDIT).toMatch(/Dav Glass/);
  expect(GAZETTEER_CREDIT).toMatch(/GeoNames/);
});

// Cross-check against an independent source: GeoNames ZIP centroids and the FY2011 CMS provider ZIPs,
// read from ../shared/data next to the repository (never copied into it).
const dataDir = path.resolve(__dirname, '../../..', '../shared/data');
const geonamesFile = path.join(dataDir, 'us_zip_latlon_geonames.csv');
const providersFile = path.join(dataDir, 'ipps_drg100_fy2011.csv');

describe('against GeoNames and the FY2011 provider ZIPs', () => {
  type Row = Record<string, string>;
  const readCsv = (file: string): Row[] => parse(readFileSync(file), { columns: true, bom: true }) as Row[];

  it('resolves ≥99% of provider ZIPs, ≥98% of them within 25 km of GeoNames', () => {
    for (const f of [geonamesFile, providersFile])
      if (!existsSync(f)) throw new Error(`Test data missing: ${f}`);
    const geonames = new Map<string, { lat: number; lng: number }>();
    for (const row of readCsv(geonamesFile)) {
      if (row['country code'] !== 'US') continue;
      geonames.set(row['postal code'].padStart(5, '0'), {
        lat: Number(row.latitude),
        lng: Number(row.longitude),
      });
    }
    const providerZips = new Set(
      readCsv(providersFile).map((row) => row['Provider Zip Code'].padStart(5, '0')),
    );

    let resolved = 0;
    let compared = 0;
    let close = 0;
    for (const zip of providerZips) {
      const location = zipLocation(zip);
      if (!location) continue;
      resolved++;
      const reference = geonames.get(zip);
      if (!reference) continue;
      compared++;
      if (distanceKm(location, reference) <= 25) close++;
    }
    expect(providerZips.size).toBeGreaterThan(3000);
    expect(resolved / providerZips.size).toBeGreaterThanOrEqual(0.99);
    expect(compared).toBeGreaterThan(3000);
    expect(close / compared).toBeGreaterThanOrEqual(0.98);
  });
});
