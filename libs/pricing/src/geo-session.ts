/**
 * The visitor's map state kept in the server session (spec: geo session): the chosen location and
 * condition, and the last search (so that repeating or paging a search does not count). Everything lives
 * under one session key, so the map never collides with other features' session values.
 *
 * The search count is not in the session: it is kept in the shared database counters (AllowanceService),
 * written only by the server; a client cannot set it. The geo session answers it alongside.
 */
import { badInput } from '@fp/domain';
import { findCity, nearestCity, searchCities, searchZips, zipPlace, type City, type ZipPlace } from '@fp/geo';
import type { AllowanceService } from './allowance';
import type { SessionStore, Viewer } from './types';

export const GEO_SESSION_KEY = 'geo';

/** What is stored in the session (snake_case like the older site's geo session). */
interface StoredGeo {
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  lat?: number | null;
  lng?: number | null;
  address?: string | null;
  diagnosis?: { id: string; text: string } | null;
  /** The condition and location of the last search, to count only changes. */
  last_search?: string;
}

export interface GeoSessionView {
  city: string | null;
  state: string | null;
  zip: string | null;
  lat: number | null;
  lng: number | null;
  address: string | null;
  diagnosis: { id: string; text: string } | null;
  /** The viewer's search count (the account's when signed in, else the session's). */
  searchCount: number;
}

/** The geo session as stored, without the count. */
export type StoredGeoView = Omit<GeoSessionView, 'searchCount'>;

/** New values from the client (GraphQL GeoSessionInput, REST body). */
export interface GeoSessionInput {
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  lat?: number | null;
  lng?: number | null;
  address?: string | null;
  diagnosis?: { id: string | number; text: string } | null;
}

export const US_CITY_MESSAGE = 'Please choose a US city from the list.';

function stored(session: SessionStore): StoredGeo {
  const value = session.get<StoredGeo>(GEO_SESSION_KEY);
  return value && typeof value === 'object' ? value : {};
}

function save(session: SessionStore, next: StoredGeo): void {
  session.set(GEO_SESSION_KEY, next);
}

export function readGeoSession(session: SessionStore): StoredGeoView {
  const g = stored(session);
  return {
    city: g.city ?? null,
    state: g.state ?? null,
    zip: g.zip ?? null,
    lat: typeof g.lat === 'number' ? g.lat : null,
    lng: typeof g.lng === 'number' ? g.lng : null,
    address: g.address ?? null,
    diagnosis: g.diagnosis ?? null,
  };
}

/**
 * Whether a search's condition or location differs from the previous search of this session (paging
 * through the same search, or repeating it, does not count), remembering it as the last search. A
 * request without a stored session is always new and writes nothing (no session row per cookieless
 * request).
 */
export function isNewSearch(session: SessionStore, searchKey: string): boolean {
  const g = stored(session);
  if (g.last_search === searchKey) return false;
  if (session.key) save(session, { ...g, last_search: searchKey });
  return true;
}

/** The condition id of the last search, or of the saved geo session. */
export function lastDiagnosisId(session: SessionStore): number | null {
  const g = stored(session);
  const fromSearch = g.last_search ? Number(g.last_search.split('|')[0]) : NaN;
  if (Number.isInteger(fromSearch) && fromSearch > 0) return fromSearch;
  const saved = Number(g.diagnosis?.id);
  return Number.isInteger(saved) && saved > 0 ? saved : null;
}

function text(value: unknown, field: string, max: number, fields: Record<string, string>): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    fields[field] = 'Must be text.';
    return null;
  }
  const t = value.trim();
  if (t.length > max) fields[field] = `Must be at most ${max} characters.`;
  return t || null;
}

function coordinate(
  value: unknown,
  field: string,
  limit: number,
  fields: Record<string, string>,
): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > limit) {
    fields[field] = `Must be a number from -${limit} to ${limit}.`;
    return null;
  }
  return n;
}

/**
 * Saves the visitor's location and condition. A location must be a US city: given coordinates must lie
 * within reach of a US ZIP code; a text location without coordinates must name a US city. When any
 * location value is given the whole location is replaced (no stale ZIP from a previous city). A
 * condition given replaces the saved one; null clears it. Returns the saved geo session.
 */
export function writeGeoSession(session: SessionStore, input: GeoSessionInput): StoredGeoView {
  const fields: Record<string, string> = {};
  const city = text(input.city, 'city', 100, fields);
  const state = text(input.state, 'state', 20, fields);
  const zip = text(input.zip, 'zip', 10, fields);
  const address = text(input.address, 'address', 200, fields);
  const lat = coordinate(input.lat, 'lat', 90, fields);
  const lng = coordinate(input.lng, 'lng', 180, fields);
  if ((lat === null) !== (lng === null) && !fields.lat && !fields.lng) {
    fields[lat === null ? 'lat' : 'lng'] = 'Give both latitude and longitude.';
  }
  if (zip && !/^\d{5}$/.test(zip)) fields.zip = 'Must be a 5-digit ZIP code.';
  let diagnosis: StoredGeo['diagnosis'] | undefined;
  if (input.diagnosis === null) diagnosis = null;
  else if (input.diagnosis !== undefined) {
    const id = String(input.diagnosis.id ?? '').trim();
    const label = typeof input.diagnosis.text === 'string' ? input.diagnosis.text.trim() : '';
    if (!id || id.length > 50) fields.diagnosis = 'Choose a condition from the list.';
    else if (label.length > 200) fields.diagnosis = 'Must be at most 200 characters.';
    diagnosis = { id, text: label };
  }
  if (Object.keys(fields).length) throw badInput('Some location values are not valid.', fields);

  const g = stored(session);
  const next: StoredGeo = { ...g };
  const locationGiven = [city, state, zip, address, lat, lng].some((v) => v !== null);
  if (locationGiven) {
    let place: { city: string; state: string; lat: number; lng: number; label: string } | null;
    const typedZip = lat === null ? zipPlace(address ?? zip ?? '') : null;
    if (typedZip) {
      // A ZIP without coordinates: its centroid, labelled 'ZIP 10001 (New York, NY)'.
      place = typedZip;
    } else if (lat !== null && lng !== null) {
      // The point must be in the US; its city fills in names the client left out.
      const near = nearestCity(lat, lng);
      if (!near) throw badInput(US_CITY_MESSAGE, { address: US_CITY_MESSAGE });
      place = { city: city ?? near.name, state: state ?? near.state, lat, lng, label: address ?? near.label };
    } else {
      const query = address ?? ([city, state].filter(Boolean).join(', ') || zip || '');
      const found = findCity(query);
      if (!found) throw badInput(US_CITY_MESSAGE, { address: US_CITY_MESSAGE });
      place = { city: found.name, state: found.state, lat: found.lat, lng: found.lng, label: found.label };
    }
    next.city = place.city;
    next.state = place.state.toUpperCase();
    next.zip = zip ?? (address ? (zipPlace(address)?.zip ?? null) : null);
    next.lat = place.lat;
    next.lng = place.lng;
    next.address = place.label;
  }
  if (diagnosis !== undefined) next.diagnosis = diagnosis;
  save(session, next);
  return readGeoSession(session);
}

/** A city for the location box, as the API returns it. */
export interface CityView {
  name: string;
  state: string;
  lat: number;
  lng: number;
  label: string;
}

const zipView = (z: ZipPlace): CityView => ({
  name: z.city,
  state: z.state,
  lat: z.lat,
  lng: z.lng,
  label: z.label,
});

const cityView = (c: City): CityView => ({
  name: c.name,
  state: c.state,
  lat: c.lat,
  lng: c.lng,
  label: c.label,
});

/**
 * Location box autocomplete from the offline gazetteer: US cities, or for digits ('100', '10001') the ZIP
 * codes they start, each at its centroid and labelled 'ZIP 10001 (New York, NY)'.
 */
export function suggestCities(prefix: string, limit = 10): CityView[] {
  if (typeof prefix !== 'string' || prefix.trim().length === 0) return [];
  if (prefix.length > 100)
    throw badInput('The city text is too long.', { prefix: 'At most 100 characters.' });
  const max = Math.min(50, Math.max(1, Math.floor(Number.isFinite(limit) ? limit : 10)));
  const zips = searchZips(prefix, max);
  if (zips.length) return zips.map(zipView);
  return searchCities(prefix, max).map(cityView);
}

/** 'Use my location': the nearest US city to a point, or null outside the US. */
export function cityNear(lat: number, lng: number): CityView | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    throw badInput('The location is not a valid point.', {
      lat: 'Latitude -90 to 90.',
      lng: 'Longitude -180 to 180.',
    });
  }
  const c = nearestCity(lat, lng);
  return c ? cityView(c) : null;
}

/** The geo-session operations as one service, for the API's service container. */
export class GeoSessionService {
  constructor(private readonly allowance: AllowanceService) {}

  async read(viewer: Viewer): Promise<GeoSessionView> {
    const { searchCount } = await this.allowance.peek(viewer);
    return { ...readGeoSession(viewer.session), searchCount };
  }

  async save(viewer: Viewer, input: GeoSessionInput): Promise<GeoSessionView> {
    const saved = writeGeoSession(viewer.session, input);
    const { searchCount } = await this.allowance.peek(viewer);
    return { ...saved, searchCount };
  }

  cities(prefix: string, limit?: number | null): CityView[] {
    return suggestCities(prefix, limit ?? 10);
  }

  nearestCity(lat: number, lng: number): CityView | null {
    return cityNear(lat, lng);
  }
}
