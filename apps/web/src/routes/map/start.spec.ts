import { CONDITIONS, DEFAULT_CONDITION_SLUG as CATALOG_DEFAULT } from '@fp/catalog-lists';
import {
  conditionChosenAtStart,
  DEFAULT_CONDITION_NAME,
  DEFAULT_CONDITION_SLUG,
  DEFAULT_PLACE,
  firstSearchInput,
  mapPath,
  startingCondition,
  urlPlace,
} from './start';

describe('the map default condition', () => {
  it("is the catalogue's default, written out with its name", () => {
    expect(DEFAULT_CONDITION_SLUG).toBe(CATALOG_DEFAULT);
    expect(CONDITIONS.find((c) => c.slug === DEFAULT_CONDITION_SLUG)?.name).toBe(DEFAULT_CONDITION_NAME);
  });

  it('is used when neither the address nor the session names a condition', () => {
    expect(startingCondition([], {}, null)).toEqual({ slug: 'pneumonia' });
    expect(startingCondition(['heart-failure'], {}, null)).toEqual({ slug: 'heart-failure' });
  });
});

describe('what the visitor chose, and the address that keeps it (issue 41)', () => {
  it('a condition is chosen when the address or the session names it, not when it is the default', () => {
    expect(conditionChosenAtStart([], {}, null)).toBe(false);
    expect(conditionChosenAtStart(['pneumonia'], {}, null)).toBe(true);
    expect(conditionChosenAtStart([], { diagnosis: '401' }, null)).toBe(true);
    expect(conditionChosenAtStart([], {}, '401')).toBe(true);
  });

  it('the page’s first search is counted only with a chosen condition at a chosen place', () => {
    const lander = { near: 'Lander, WY, USA', lat: '42.83', lng: '-108.73' };
    expect(firstSearchInput([], {}, undefined)).toMatchObject({ chosen: false });
    expect(firstSearchInput(['hip-or-knee-replacement'], {}, undefined)).toMatchObject({ chosen: false });
    expect(firstSearchInput(['hip-or-knee-replacement'], lander, undefined)).toEqual({
      diagnosisSlug: 'hip-or-knee-replacement',
      lat: 42.83,
      lng: -108.73,
      chosen: true,
    });
  });

  it('keeps the place in the address, and reads it back; the default place is left out', () => {
    const place = { label: 'Lander, WY, USA', city: 'Lander', state: 'WY', lat: 42.83, lng: -108.73 };
    const path = mapPath('heart-failure', place);
    expect(path).toBe('/map/heart-failure?near=Lander%2C+WY%2C+USA&lat=42.83&lng=-108.73');
    const query = Object.fromEntries(new URLSearchParams(path.split('?')[1]));
    expect(urlPlace(query)).toEqual(place);
    expect(mapPath('heart-failure', DEFAULT_PLACE)).toBe('/map/heart-failure');
    expect(urlPlace({ near: 'Nowhere', lat: 'x', lng: '1' })).toBeNull();
    expect(urlPlace({ near: 'Far', lat: '91', lng: '1' })).toBeNull();
  });
});
