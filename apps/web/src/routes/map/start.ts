/**
 * Where the price map starts: the condition from the URL, the session or the default, and the place the
 * session saved or the default one; also the page's first search, which src/ssr.tsx answers on the server.
 */
import { DEFAULT_LOCATION } from '@fp/domain';
import type { MapFirstAnswer } from '../../lib/first-answer';
import type { ConditionChoice } from './components/ConditionPicker';
import type { Place } from './components/LocationBox';

/**
 * The default condition: one priced at the default place (issue 28; spec §9's Upper Respiratory
 * Infection has Medicare figures only in New York). The catalogue's DEFAULT_CONDITION_SLUG, written out
 * because importing @fp/catalog-lists would pull the whole condition list into this page (start.spec checks
 * they agree).
 */
export const DEFAULT_CONDITION_SLUG = 'pneumonia';
/** Its name, for the note shown when an unknown condition is replaced by it. */
export const DEFAULT_CONDITION_NAME = 'Pneumonia';

/**
 * Where the map opens without a saved or shared location (spec §9): @fp/domain's DEFAULT_LOCATION, the
 * point the API's free-search rule and the gazetteer's "Austin, TX" use too (issue 41: one centre).
 */
export const DEFAULT_PLACE: Place = {
  label: DEFAULT_LOCATION.label,
  city: DEFAULT_LOCATION.city,
  state: DEFAULT_LOCATION.state,
  lat: DEFAULT_LOCATION.lat,
  lng: DEFAULT_LOCATION.lng,
};

export type ConditionRef = { id: number } | { slug: string };

/** The default condition as the page starts with it (one object: "not chosen" is this very object). */
export const DEFAULT_CONDITION_REF: ConditionRef = Object.freeze({ slug: DEFAULT_CONDITION_SLUG });

/** What a condition's slug looks like to the API (@fp/pricing parseSearchInput). */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Which condition the page starts with: the URL, then the session, then the default. */
export function startingCondition(
  params: string[],
  query: Record<string, string>,
  sessionId: string | null,
): ConditionRef {
  const fromQuery = Number(query.diagnosis);
  if (Number.isInteger(fromQuery) && fromQuery > 0) return { id: fromQuery };
  if (params[0] && /^[a-z0-9-]{1,120}$/i.test(params[0])) return { slug: params[0].toLowerCase() };
  const fromSession = Number(sessionId);
  if (Number.isInteger(fromSession) && fromSession > 0) return { id: fromSession };
  return DEFAULT_CONDITION_REF;
}

/**
 * Whether the starting condition is the visitor's choice (the URL names it, or the session saved an
 * earlier pick) rather than the default: a search counts only when the visitor chose both the condition
 * and the place (issue 41).
 */
export function conditionChosenAtStart(
  params: string[],
  query: Record<string, string>,
  sessionId: string | null,
): boolean {
  return startingCondition(params, query, sessionId) !== DEFAULT_CONDITION_REF;
}

/** True when the browser already lets this site read the location (no prompt would appear). */
export async function locationAlreadyAllowed(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}

/**
 * The place a shared link names (issue 41: `/map/heart-failure?near=Lander%2C%20WY%2C%20USA&lat=…&lng=…`),
 * or null. Only a point on Earth with a name is taken; the search checks it is in the United States.
 */
export function urlPlace(query: Record<string, string>): Place | null {
  const label = query.near?.trim();
  const lat = Number(query.lat);
  const lng = Number(query.lng);
  if (!label || label.length > 120 || !query.lat || !query.lng) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  const m = /^(.+?), ([A-Z]{2})(, USA)?$/.exec(label);
  return { label, city: m ? m[1] : null, state: m ? m[2] : null, lat, lng };
}

/** The map's address for a condition at a place: the place is kept in it, so a shared link keeps it. */
export function mapPath(slug: string, place: Place | null): string {
  if (!place || place === DEFAULT_PLACE) return `/map/${slug}`;
  const q = new URLSearchParams({ near: place.label, lat: String(place.lat), lng: String(place.lng) });
  return `/map/${slug}?${q.toString()}`;
}

/** The place the session saved, if any. */
export function savedPlace(geo: MapFirstAnswer['geoSession'] | undefined): Place | null {
  if (!geo || geo.lat == null || geo.lng == null) return null;
  return {
    label: geo.address ?? `${geo.city}, ${geo.state}, USA`,
    city: geo.city,
    state: geo.state,
    lat: geo.lat,
    lng: geo.lng,
  };
}

/**
 * The page's first search (src/ssr.tsx answers it on the server): the starting condition at the saved
 * place, or at the default place when none is saved (the browser's location is only known in the browser).
 */
export function firstSearchInput(
  params: string[],
  query: Record<string, string>,
  geo: MapFirstAnswer['geoSession'] | undefined,
): MapFirstAnswer['search']['input'] {
  const ref = startingCondition(params, query, geo?.diagnosis?.id ?? null);
  const saved = urlPlace(query) ?? savedPlace(geo);
  const place = saved ?? DEFAULT_PLACE;
  return {
    ...('slug' in ref ? { diagnosisSlug: ref.slug } : { diagnosisId: ref.id }),
    lat: place.lat,
    lng: place.lng,
    // Counted only when the visitor chose both, as the page decides (MapScreen).
    chosen: ref !== DEFAULT_CONDITION_REF && saved !== null,
  };
}

/** The page's starting state from its first answer; null without one or when it found no condition. */
export function seedOf(answer: MapFirstAnswer | null, query: Record<string, string> = {}) {
  const found = answer?.search.data.searchProviders.diagnosis;
  if (!answer || !found?.active) return null;
  const input = answer.search.input;
  const conditionRef: ConditionRef =
    input.diagnosisSlug !== undefined ? { slug: input.diagnosisSlug } : { id: input.diagnosisId ?? 0 };
  const saved = urlPlace(query) ?? savedPlace(answer.geoSession);
  const place = saved ?? DEFAULT_PLACE;
  // An answer for another place than the one the page starts at is not this page's.
  if (place.lat !== input.lat || place.lng !== input.lng) return null;
  return {
    answer,
    conditionRef,
    place,
    saved: Boolean(saved),
    condition: { id: found.id, name: found.name, slug: found.slug } as ConditionChoice,
  };
}

/** The session's saved place, as the API takes it. */
export function placeInput(p: Place) {
  return { address: p.label, city: p.city, state: p.state, lat: p.lat, lng: p.lng };
}

/** The seed of a page that starts from the server's first answer. */
export type MapSeed = NonNullable<ReturnType<typeof seedOf>>;

/** The session's saved place and condition, as the page got them. */
export type MapFirstGeo = MapFirstAnswer['geoSession'];

/** The searched place's name on the map, under its point: 'ZIP 10001' for a ZIP, else the city. */
export function placeShortName(p: Place): string {
  const zip = /^ZIP (\d{5})\b/.exec(p.label);
  if (zip) return `ZIP ${zip[1]}`;
  return p.city ?? p.label.replace(/, USA$/, '');
}
