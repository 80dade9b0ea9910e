import { isInUnitedStates, OUTSIDE_US_MESSAGE, parseSearchInput } from './search-input';

describe('parseSearchInput', () => {
  it('applies the spec defaults: 75 km, 1000 per page, page 1', () => {
    expect(parseSearchInput({ diagnosisId: 301, lat: 30.28, lng: -97.73 })).toEqual({
      diagnosis: { id: 301 },
      lat: 30.28,
      lng: -97.73,
      radiusKm: 75,
      limit: 1000,
      page: 1,
    });
  });

  it('rounds the point to 4 decimals', () => {
    const q = parseSearchInput({ diagnosisSlug: 'Pneumonia', lat: 30.123456, lng: -97.654321 });
    expect(q).toMatchObject({ diagnosis: { slug: 'pneumonia' }, lat: 30.1235, lng: -97.6543 });
  });

  it.each([
    [{ lat: 30, lng: -97 }, 'diagnosisId'],
    [{ diagnosisId: 1, lat: 91, lng: 0 }, 'lat'],
    [{ diagnosisId: 1, lat: 30, lng: Number.NaN }, 'lng'],
    [{ diagnosisId: 1, lat: 30, lng: -97, radiusKm: 0 }, 'radiusKm'],
    [{ diagnosisId: 1, lat: 30, lng: -97, limit: 1001 }, 'limit'],
    [{ diagnosisId: 1, lat: 30, lng: -97, page: 0 }, 'page'],
    [{ diagnosisId: 1.5, lat: 30, lng: -97 }, 'diagnosisId'],
    [{ diagnosisSlug: 'no spaces', lat: 30, lng: -97 }, 'diagnosisSlug'],
  ])('refuses %j naming %s', (input, field) => {
    try {
      parseSearchInput(input as never);
      throw new Error('expected a failure');
    } catch (e) {
      expect((e as { code: string }).code).toBe('BAD_USER_INPUT');
      expect((e as { fields: Record<string, string> }).fields[field]).toEqual(expect.any(String));
    }
  });
});

describe('points outside the United States', () => {
  it.each([
    ['Paris', 48.85, 2.35],
    ['the Gulf of Mexico', 25.0, -90.0],
    ['Mexico City', 19.43, -99.13],
    ['null island', 0, 0],
  ])('refuses %s with a clear message', (_name, lat, lng) => {
    expect(() => parseSearchInput({ diagnosisId: 1, lat, lng })).toThrow(OUTSIDE_US_MESSAGE);
  });

  it.each([
    ['Austin', 30.28, -97.73],
    ['Anchorage', 61.22, -149.9],
    ['Honolulu', 21.31, -157.86],
    ['San Juan', 18.47, -66.11],
  ])('accepts %s', (_name, lat, lng) => {
    expect(isInUnitedStates(lat, lng)).toBe(true);
  });
});
