import { badInput, MAX_SEARCH_RESULTS, SEARCH_RADIUS_KM } from '@fp/domain';
import { hasUsZipWithinReach } from '@fp/geo';
import { WeightedLru } from '@fp/db';
import type { SearchInput } from './types';

/** The farthest radius a client may ask for, in kilometres. */
export const MAX_RADIUS_KM = 500;

/**
 * The widened search: when nothing is within the asked radius, the nearest providers up to this far
 * (a day's drive; farther hospitals are not a useful answer, the "no prices near" answer names the
 * nearest one instead).
 */
export const WIDE_SEARCH_KM = 500;

/** The answer to a point outside the United States. */
export const OUTSIDE_US_MESSAGE =
  'Our prices are for US hospitals: choose a place in the United States (the point is more than 100 km from every US town).';

/**
 * A point in the United States (50 states, DC, Puerto Rico and other territories in the gazetteer):
 * within NEAREST_CITY_MAX_KM (100 km) of a US town of the offline gazetteer. A point just across the
 * Canadian or Mexican border passes (its search shows the nearby US hospitals); oceans, Canada's north,
 * Mexico's south and other countries do not.
 */
export function isInUnitedStates(lat: number, lng: number): boolean {
  // Searches repeat a few thousand points (cities and their neighbourhoods); the answer never changes.
  const key = `${lat.toFixed(4)}|${lng.toFixed(4)}`;
  const known = inUsByPoint.get(key);
  if (known !== undefined) return known;
  const inUs = hasUsZipWithinReach(lat, lng);
  inUsByPoint.set(key, inUs);
  return inUs;
}

/** Reference data, not user data: the gazetteer's answer per point (about 11 m). */
const inUsByPoint = new WeightedLru<string, boolean>(20_000);

export interface ParsedSearch {
  diagnosis: { id: number } | { slug: string };
  /** Rounded to 4 decimals (about 11 m): the search centre, the cache key and the change test agree. */
  lat: number;
  lng: number;
  radiusKm: number;
  limit: number;
  page: number;
}

/** Points are kept to 4 decimals (about 11 m): the search key's precision. */
export const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

function num(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : NaN;
}

/** Checks a search; a bad value is a BAD_USER_INPUT error naming the field. */
export function parseSearchInput(input: SearchInput): ParsedSearch {
  const fields: Record<string, string> = {};
  const lat = num(input?.lat);
  const lng = num(input?.lng);
  if (lat === null || Number.isNaN(lat) || Math.abs(lat) > 90)
    fields.lat = 'Latitude must be a number from -90 to 90.';
  if (lng === null || Number.isNaN(lng) || Math.abs(lng) > 180)
    fields.lng = 'Longitude must be a number from -180 to 180.';
  const radius = num(input?.radiusKm) ?? SEARCH_RADIUS_KM;
  if (Number.isNaN(radius) || radius <= 0 || radius > MAX_RADIUS_KM)
    fields.radiusKm = `The radius must be above 0 and at most ${MAX_RADIUS_KM} km.`;
  const limit = num(input?.limit) ?? MAX_SEARCH_RESULTS;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SEARCH_RESULTS)
    fields.limit = `The page size must be a whole number from 1 to ${MAX_SEARCH_RESULTS}.`;
  const page = num(input?.page) ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_SEARCH_RESULTS)
    fields.page = `The page must be a whole number from 1 to ${MAX_SEARCH_RESULTS}.`;

  let diagnosis: ParsedSearch['diagnosis'] | null = null;
  const id = num(input?.diagnosisId);
  const slug = typeof input?.diagnosisSlug === 'string' ? input.diagnosisSlug.trim().toLowerCase() : '';
  if (id !== null) {
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
      fields.diagnosisId = 'Choose a condition from the list.';
    else diagnosis = { id };
  } else if (slug) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 120)
      fields.diagnosisSlug = 'Choose a condition from the list.';
    else diagnosis = { slug };
  } else {
    fields.diagnosisId = 'Choose a condition.';
  }
  if (Object.keys(fields).length || !diagnosis || lat === null || lng === null)
    throw badInput('Some search values are not valid.', fields);
  if (!isInUnitedStates(lat, lng))
    throw badInput(OUTSIDE_US_MESSAGE, { lat: OUTSIDE_US_MESSAGE, lng: OUTSIDE_US_MESSAGE });
  return { diagnosis, lat: round4(lat), lng: round4(lng), radiusKm: radius, limit, page };
}
