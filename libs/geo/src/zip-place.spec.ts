import { zipLocation } from './zip-data';
import { parseZipQuery, searchZips, zipPlace } from './zip-place';

describe('ZIP codes in the location box', () => {
  it.each([
    ['10001', '10001'],
    [' 10001 ', '10001'],
    ['10001-1234', '10001'],
    ['100011234', '10001'],
    ['ZIP 10001', '10001'],
    ['zip code: 10001', '10001'],
    ['ZIP 10001 (New York, NY)', '10001'],
  ])('reads %j as ZIP %s', (text, zip) => {
    expect(parseZipQuery(text)).toBe(zip);
  });

  it.each(['1000', '100012', 'New York', '10001 New York', 'ZIP', '', 'Austin, TX 78701'])(
    'does not read %j as a ZIP',
    (text) => {
      expect(parseZipQuery(text)).toBeNull();
    },
  );

  it('places a ZIP at its own centroid, labelled with its city', () => {
    const place = zipPlace('10001');
    const centroid = zipLocation('10001');
    expect(place).toEqual({
      zip: '10001',
      city: 'New York',
      state: 'NY',
      lat: centroid?.lat,
      lng: centroid?.lng,
      label: 'ZIP 10001 (New York, NY)',
    });
    // The label reads back to the same place.
    expect(zipPlace('ZIP 10001 (New York, NY)')).toEqual(place);
  });

  it('keeps leading zeros and refuses ZIPs that place nowhere', () => {
    expect(zipPlace('02108')?.label).toBe('ZIP 02108 (Boston, MA)');
    expect(zipPlace('00000')).toBeNull();
    expect(zipPlace('99999')).toBeNull();
  });

  it('suggests the ZIPs a typed prefix starts, in order', () => {
    const found = searchZips('1000', 3);
    expect(found.map((z) => z.zip)).toEqual(['10001', '10002', '10003']);
    expect(searchZips('10001', 10).map((z) => z.label)).toEqual(['ZIP 10001 (New York, NY)']);
    expect(searchZips('10', 10)).toEqual([]);
    expect(searchZips('Austin', 10)).toEqual([]);
  });
});
