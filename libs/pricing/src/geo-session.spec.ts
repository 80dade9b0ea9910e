import {
  cityNear,
  isNewSearch,
  readGeoSession,
  suggestCities,
  US_CITY_MESSAGE,
  writeGeoSession,
} from './geo-session';
import { memorySession } from './testing';

describe('geo session', () => {
  it('starts empty', () => {
    expect(readGeoSession(memorySession())).toEqual({
      city: null,
      state: null,
      zip: null,
      lat: null,
      lng: null,
      address: null,
      diagnosis: null,
    });
  });

  it('saves a US city given by its label and fills in the point', () => {
    const s = memorySession();
    const g = writeGeoSession(s, {
      address: 'Austin, TX, USA',
      diagnosis: { id: 301, text: 'Upper Respiratory Infection' },
    });
    expect(g).toMatchObject({
      city: 'Austin',
      state: 'TX',
      address: 'Austin, TX, USA',
      diagnosis: { id: '301' },
    });
    expect(g.lat).toBeCloseTo(30.3, 0);
    expect(g.lng).toBeCloseTo(-97.7, 0);
  });

  it('saves a point with the names of its nearest city', () => {
    const g = writeGeoSession(memorySession(), { lat: 41.88, lng: -87.63 });
    expect(g).toMatchObject({ city: 'Chicago', state: 'IL', lat: 41.88, lng: -87.63 });
  });

  it('refuses places outside the US', () => {
    expect(() => writeGeoSession(memorySession(), { address: 'Paris, France' })).toThrow(US_CITY_MESSAGE);
    expect(() => writeGeoSession(memorySession(), { lat: 48.85, lng: 2.35 })).toThrow(US_CITY_MESSAGE);
  });

  it('refuses malformed values with field messages', () => {
    try {
      writeGeoSession(memorySession(), { lat: 200, lng: 5, zip: 'abc' });
      throw new Error('expected a failure');
    } catch (e) {
      expect((e as { fields: Record<string, string> }).fields).toMatchObject({
        lat: expect.any(String),
        zip: expect.any(String),
      });
    }
  });

  it('keeps the search count out of the session and out of the client’s hands', () => {
    const s = memorySession();
    writeGeoSession(s, { address: 'Dallas, TX', ...({ search_count: 99 } as object) });
    expect(JSON.stringify(s.data)).not.toContain('search_count');
  });

  it('keeps the location when only the condition changes, and replaces it entirely otherwise', () => {
    const s = memorySession();
    writeGeoSession(s, { address: 'Austin, TX', zip: '78701' });
    writeGeoSession(s, { diagnosis: { id: '401', text: 'Pneumonia' } });
    expect(readGeoSession(s)).toMatchObject({ city: 'Austin', zip: '78701', diagnosis: { id: '401' } });
    writeGeoSession(s, { address: 'Houston, TX' });
    expect(readGeoSession(s)).toMatchObject({ city: 'Houston', zip: null, diagnosis: { id: '401' } });
  });

  it('places a ZIP typed without coordinates at its centroid, with the ZIP label', () => {
    const s = memorySession();
    const saved = writeGeoSession(s, { address: '10001' });
    expect(saved).toMatchObject({
      city: 'New York',
      state: 'NY',
      zip: '10001',
      address: 'ZIP 10001 (New York, NY)',
    });
    // The ZIP's own centroid (Chelsea), not the mean of the city's ZIPs.
    expect(saved.lat).toBeCloseTo(40.75, 1);
    expect(saved.lng).toBeCloseTo(-74.0, 1);
    // The label the location box shows, sent back with its point, keeps the ZIP.
    const again = writeGeoSession(s, { address: saved.address, lat: saved.lat, lng: saved.lng });
    expect(again).toMatchObject({ zip: '10001', address: 'ZIP 10001 (New York, NY)' });
  });

  it('a search is new only when the condition or location changes', () => {
    const s = memorySession();
    expect(isNewSearch(s, '401|30.28|-97.73')).toBe(true);
    expect(isNewSearch(s, '401|30.28|-97.73')).toBe(false);
    expect(isNewSearch(s, '402|30.28|-97.73')).toBe(true);
    expect(isNewSearch(s, '402|29.76|-95.37')).toBe(true);
  });

  it('a request without a stored session writes nothing to it', () => {
    const s = memorySession(undefined, { stored: false });
    expect(isNewSearch(s, '401|30.28|-97.73')).toBe(true);
    expect(isNewSearch(s, '401|30.28|-97.73')).toBe(true);
    expect(s.data).toEqual({});
  });
});

describe('city look-ups', () => {
  it('suggests ZIP codes for digits, labelled with their city', () => {
    expect(suggestCities('10001')).toEqual([
      expect.objectContaining({ name: 'New York', state: 'NY', label: 'ZIP 10001 (New York, NY)' }),
    ]);
    expect(suggestCities('1000', 2).map((c) => c.label)).toEqual([
      'ZIP 10001 (New York, NY)',
      'ZIP 10002 (New York, NY)',
    ]);
  });

  it('suggests US cities by prefix', () => {
    const found = suggestCities('Austi', 5);
    expect(found[0]).toMatchObject({ name: 'Austin', state: 'TX', label: 'Austin, TX, USA' });
    expect(found.length).toBeLessThanOrEqual(5);
  });

  it('suggests nothing for blank text', () => {
    expect(suggestCities('  ')).toEqual([]);
  });

  it('finds the nearest city, or none at sea', () => {
    expect(cityNear(30.27, -97.74)?.label).toBe('Austin, TX, USA');
    expect(cityNear(0, -140)).toBeNull();
    expect(() => cityNear(100, 0)).toThrow();
  });
});
