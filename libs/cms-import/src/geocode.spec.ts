import { geocodeQuery, pickLocation } from './geocode';

const provider = { id: '450124', address: '1500 RED RIVER ST', city: 'AUSTIN', state: 'TX', zip: '78701' };
const answer = (lng: number, lat: number, confidence = 'exact') => ({
  type: 'FeatureCollection',
  features: [{ geometry: { coordinates: [lng, lat] }, properties: { match_code: { confidence } } }],
});

describe('address geocoding helpers', () => {
  it('sends a structured US address query', () => {
    expect(geocodeQuery(provider)).toMatchObject({
      address_line1: '1500 RED RIVER ST',
      place: 'AUSTIN',
      region: 'TX',
      postcode: '78701',
      country: 'us',
    });
  });

  it('takes a confident match near the ZIP', () => {
    expect(pickLocation(provider, answer(-97.7351, 30.2741))).toEqual({ lat: 30.2741, lng: -97.7351 });
  });

  it('ignores no result, weak matches and matches far from the ZIP', () => {
    expect(pickLocation(provider, { features: [] })).toBeNull();
    expect(pickLocation(provider, null)).toBeNull();
    expect(pickLocation(provider, answer(-97.7351, 30.2741, 'low'))).toBeNull();
    expect(pickLocation(provider, answer(-74.0, 40.7))).toBeNull(); // New York
  });
});
