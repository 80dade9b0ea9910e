import { DEFAULT_LOCATION } from './default-location';
import { EARTH_RADIUS_KM, haversineKm } from './distance';
import { stateCode, stateCodesByPrefix, US_STATES } from './states';
import { cityKey, cityKeyFromTokens, foldText } from './text';
import { getZipPoints, zipPointIndex, type ZipPoints } from './zip-data';

/**
 * A US city (one per city name and state), located at the mean of its ZIP centroids; the default place's
 * city (Austin, TX) at DEFAULT_LOCATION.
 */
export interface City {
  /** Display name, e.g. 'Austin'. */
  name: string;
  /** USPS state code, e.g. 'TX'. */
  state: string;
  /** e.g. 'Texas'. */
  stateName: string;
  lat: number;
  lng: number;
  /** 'Austin, TX, USA': the text the location box shows and findCity reads back. */
  label: string;
  /** Number of ZIP codes of the city: a proxy for its size. */
  zipCount: number;
}

export type NearbyCity = City & {
  /** Distance in km from the given point to the city's centroid (lat, lng above). */
  distanceKm: number;
};

/** Reverse look-ups farther than this from every US ZIP centroid give null (ocean, Canada, Europe). */
export const NEAREST_CITY_MAX_KM = 100;

const MAX_LIMIT = 50;
const DEFAULT_CITY_KEY = cityKey(DEFAULT_LOCATION.city);
// A ZIP farther than this from the median of its city's ZIPs is left out of the city's centroid.
const CENTROID_OUTLIER_KM = 100;
export const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;
export const RAD = Math.PI / 180;
const GRID_ROWS = 180;
export const GRID_COLS = 360;

// Unique ZIPs of companies and agencies ('Citicorp Services Inc', 'Shell Oil Box 150') are not cities.
// Checked against the package data so real towns (Telephone TX, Electric City WA, Box Elder SD) stay.
const NOT_A_PLACE =
  /[0-9&/@#]|\b(inc|corp|co|llc|ltd|natl|insurance|ins|services?|svc|banks? of|national bank|internal revenue|company|dept|department|dhs|fac|firms|mail|lottery|lending|sears roebuck|gen electric|elect of|fund of|macys)\b|\w+ telephone\b|\b(first|us|nat|union)\b.*\bbank\b/i;

interface CityIndex {
  readonly count: number;
  readonly name: readonly string[];
  readonly key: readonly string[];
  readonly stateIndex: Uint8Array;
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  readonly zipCount: Int32Array;
  /** 1 when at least one ZIP of the city has precise coordinates (see ZipPoints.precise). */
  readonly precise: Uint8Array;
  /** City indices sorted by key, then by size (largest first): prefix search is a binary search. */
  readonly byKey: Int32Array;
  /** ZIP point index -> city index, or -1 for ZIPs that are not a city (company ZIPs). */
  readonly pointCity: Int32Array;
  /** 1°x1° buckets of ZIP points (compressed rows): points of cell c are gridPoints[gridStart[c]..gridStart[c+1]). */
  readonly gridStart: Int32Array;
  readonly gridPoints: Int32Array;
}

let cityIndex: CityIndex | null = null;

export function getCityIndex(): CityIndex {
  cityIndex ??= buildCityIndex(getZipPoints());
  return cityIndex;
}

export interface GazetteerStats {
  zips: number;
  cities: number;
  buildMs: number;
}

/** Builds the ZIP table and city index now (call at server start) instead of on the first look-up. */
export function warmGazetteer(): GazetteerStats {
  const started = performance.now();
  const points = getZipPoints();
  const cities = getCityIndex();
  return { zips: points.count, cities: cities.count, buildMs: Math.round(performance.now() - started) };
}

function buildCityIndex(p: ZipPoints): CityIndex {
  const groups = new Map<string, { key: string; members: number[] }>();
  const keyOfName = new Map<string, string>();
  for (let i = 0; i < p.count; i++) {
    const name = p.cityName[i];
    let key = keyOfName.get(name);
    if (key === undefined) {
      key = NOT_A_PLACE.test(name) ? '' : cityKey(name);
      keyOfName.set(name, key);
    }
    if (!key) continue;
    const groupId = `${key}|${p.stateIndex[i]}`;
    const group = groups.get(groupId);
    if (group) group.members.push(i);
    else groups.set(groupId, { key, members: [i] });
  }

  const count = groups.size;
  const name: string[] = new Array<string>(count);
  const key: string[] = new Array<string>(count);
  const stateIndex = new Uint8Array(count);
  const lat = new Float64Array(count);
  const lng = new Float64Array(count);
  const zipCount = new Int32Array(count);
  const precise = new Uint8Array(count);
  const pointCity = new Int32Array(p.count).fill(-1);
  let c = 0;
  for (const group of groups.values()) {
    const first = group.members[0];
    name[c] = p.cityName[first];
    key[c] = group.key;
    stateIndex[c] = p.stateIndex[first];
    const preciseMembers = group.members.filter((m) => p.precise[m] === 1);
    precise[c] = preciseMembers.length > 0 ? 1 : 0;
    // The map's default place is one point (issue 41): its city is found at DEFAULT_LOCATION, where the map
    // opens, not at the mean of its ZIPs (Austin's lies 4.5 km north-west, so one city had two centres).
    const centre =
      group.key === DEFAULT_CITY_KEY && US_STATES[stateIndex[c]].code === DEFAULT_LOCATION.state
        ? DEFAULT_LOCATION
        : robustCentroid(p, preciseMembers.length > 0 ? preciseMembers : group.members);
    lat[c] = Math.round(centre.lat * 1e4) / 1e4;
    lng[c] = Math.round(centre.lng * 1e4) / 1e4;
    zipCount[c] = group.members.length;
    for (const m of group.members) pointCity[m] = c;
    c++;
  }

  const byKey = Int32Array.from({ length: count }, (_, i) => i).sort((a, b) =>
    key[a] < key[b] ? -1 : key[a] > key[b] ? 1 : zipCount[b] - zipCount[a] || stateIndex[a] - stateIndex[b],
  );

  const gridStart = new Int32Array(GRID_ROWS * GRID_COLS + 1);
  for (let i = 0; i < p.count; i++) if (pointCity[i] >= 0) gridStart[cellOf(p.lat[i], p.lng[i]) + 1]++;
  for (let cell = 0; cell < GRID_ROWS * GRID_COLS; cell++) gridStart[cell + 1] += gridStart[cell];
  const fill = gridStart.slice(0, GRID_ROWS * GRID_COLS);
  const gridPoints = new Int32Array(gridStart[GRID_ROWS * GRID_COLS]);
  for (let i = 0; i < p.count; i++) if (pointCity[i] >= 0) gridPoints[fill[cellOf(p.lat[i], p.lng[i])]++] = i;

  return {
    count,
    name,
    key,
    stateIndex,
    lat,
    lng,
    zipCount,
    precise,
    byKey,
    pointCity,
    gridStart,
    gridPoints,
  };
}

/** Mean of the city's ZIP centroids, ignoring a ZIP misplaced far from the others (bad source coordinates). */
function robustCentroid(p: ZipPoints, members: readonly number[]): { lat: number; lng: number } {
  let kept = members;
  if (members.length >= 3) {
    const medLat = median(members.map((m) => p.lat[m]));
    const medLng = median(members.map((m) => p.lng[m]));
    const near = members.filter(
      (m) => haversineKm(medLat, medLng, p.lat[m], p.lng[m]) <= CENTROID_OUTLIER_KM,
    );
    if (near.length > 0) kept = near;
  }
  let sumLat = 0;
  let sumLng = 0;
  for (const m of kept) {
    sumLat += p.lat[m];
    sumLng += p.lng[m];
  }
  return { lat: sumLat / kept.length, lng: sumLng / kept.length };
}

function median(values: number[]): number {
  values.sort((a, b) => a - b);
  const mid = values.length >> 1;
  return values.length % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

function cellOf(lat: number, lng: number): number {
  return gridRow(lat) * GRID_COLS + gridCol(Math.floor(lng));
}

export function gridRow(lat: number): number {
  return Math.min(GRID_ROWS - 1, Math.max(0, Math.floor(lat) + 90));
}

/** Column of a whole-degree longitude, wrapping around the antimeridian. */
export function gridCol(lngDegree: number): number {
  return (((lngDegree + 180) % GRID_COLS) + GRID_COLS) % GRID_COLS;
}

export function makeCity(idx: CityIndex, c: number): City {
  const st = US_STATES[idx.stateIndex[c]];
  return {
    name: idx.name[c],
    state: st.code,
    stateName: st.name,
    lat: idx.lat[c],
    lng: idx.lng[c],
    label: `${idx.name[c]}, ${st.code}, USA`,
    zipCount: idx.zipCount[c],
  };
}

/** Every city of the gazetteer with precise coordinates (see ZipPoints.precise), e.g. for map labels. */
export function preciseCities(): City[] {
  const idx = getCityIndex();
  const out: City[] = [];
  for (let c = 0; c < idx.count; c++) if (idx.precise[c] === 1) out.push(makeCity(idx, c));
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Reading a query: 'austin', 'Austin, TX', 'austin tx', 'Austin, Texas', 'Austin, TX, USA', 'st louis mo'.

interface Reading {
  /** City key prefix (search) or whole key (find). */
  cityKey: string;
  /** State indices the city must be in; null for any state. */
  states: ReadonlySet<number> | null;
}

interface ParsedQuery {
  readings: Reading[];
  /** Search only: readings tried when the others find nothing ('austin te' -> Austin in TN or TX). */
  fallback: Reading[];
}

const STATE_INDEX = new Map<string, number>(US_STATES.map((s, i) => [s.code, i]));
const COUNTRY_PHRASES: readonly string[][] = [
  ['united', 'states', 'of', 'america'],
  ['united', 'states'],
  ['usa'],
  ['us'],
  ['u', 's', 'a'],
  ['u', 's'],
];
const COUNTRY_PARTS = new Set(COUNTRY_PHRASES.map((words) => words.join(' ')).concat('america'));

function statesOf(codes: readonly string[]): ReadonlySet<number> {
  return new Set(codes.map((code) => STATE_INDEX.get(code)).filter((i): i is number => i !== undefined));
}

function parseQuery(query: string, mode: 'search' | 'find'): ParsedQuery {
  const none: ParsedQuery = { readings: [], fallback: [] };
  const [first = '', ...rest] = query.split(',').map(foldText);
  // The city part may be empty (', TX' lists Texas cities); empty later parts are stray commas.
  const parts = [first, ...rest.filter(Boolean)];
  const hadComma = parts.length > 1 || query.includes(',');
  while (parts.length > 1 && COUNTRY_PARTS.has(parts[parts.length - 1])) parts.pop();
  if (parts.length > 2) return none; // 'Paris, Ile-de-France, France': a third part is not a US label.
  if (parts.length === 1) return parseWords(parts[0].split(' '), hadComma || /\s$/.test(query), mode);

  const city = cityKeyFromTokens(parts[0].split(' '), true);
  const exact = stateCode(parts[1]);
  if (exact) return { readings: [{ cityKey: city, states: statesOf([exact]) }], fallback: [] };
  if (mode === 'find') return none; // 'Paris, France', 'Toronto, ON'
  const partial = stateCodesByPrefix(parts[1]);
  return partial.length ? { readings: [{ cityKey: city, states: statesOf(partial) }], fallback: [] } : none;
}

/** Query without a comma: the state, if any, is in the trailing words ('austin tx', 'kansas city kansas'). */
function parseWords(words: string[], lastComplete: boolean, mode: 'search' | 'find'): ParsedQuery {
  let tokens = words.filter(Boolean);
  for (const phrase of COUNTRY_PHRASES) {
    if (
      tokens.length > phrase.length &&
      phrase.every((w, i) => tokens[tokens.length - phrase.length + i] === w)
    ) {
      tokens = tokens.slice(0, tokens.length - phrase.length);
      lastComplete = true;
      break;
    }
  }
  if (tokens.length === 0) return { readings: [], fallback: [] };

  const whole: Reading = {
    cityKey: cityKeyFromTokens(tokens, mode === 'find' || lastComplete),
    states: null,
  };
  const withState: Reading[] = [];
  for (const n of [3, 2, 1]) {
    if (tokens.length <= n) continue;
    const code = stateCode(tokens.slice(-n).join(' '));
    if (code)
      withState.push({ cityKey: cityKeyFromTokens(tokens.slice(0, -n), true), states: statesOf([code]) });
  }
  if (mode === 'find') return { readings: [...withState, whole], fallback: [] };

  // Search: a real city-name prefix ('lake in' -> Lake In The Hills, IL) beats reading 'in' as Indiana.
  const fallback: Reading[] = [];
  if (tokens.length > 1) {
    const partial = stateCodesByPrefix(tokens[tokens.length - 1]);
    if (partial.length) {
      fallback.push({ cityKey: cityKeyFromTokens(tokens.slice(0, -1), true), states: statesOf(partial) });
    }
  }
  return { readings: [whole, ...withState], fallback };
}

// ---------------------------------------------------------------------------------------------------------
// Look-ups

/** First position in byKey whose key is >= target. */
function lowerBound(idx: CityIndex, target: string): number {
  let lo = 0;
  let hi = idx.count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (idx.key[idx.byKey[mid]] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Exact name first, then size (ZIP count), then real places before company ZIPs that only have
 * low-precision coordinates ('Philip Morris, NY'), then name, then state. Negative when a ranks before b.
 */
function compareRank(idx: CityIndex, prefix: string, a: number, b: number): number {
  const exactA = idx.key[a] === prefix ? 0 : 1;
  const exactB = idx.key[b] === prefix ? 0 : 1;
  if (exactA !== exactB) return exactA - exactB;
  if (idx.zipCount[a] !== idx.zipCount[b]) return idx.zipCount[b] - idx.zipCount[a];
  if (idx.precise[a] !== idx.precise[b]) return idx.precise[b] - idx.precise[a];
  if (idx.key[a] !== idx.key[b]) return idx.key[a] < idx.key[b] ? -1 : 1;
  return idx.stateIndex[a] - idx.stateIndex[b];
}

/** The best `max` cities matching one reading, not already in `seen`, in rank order. */
function topMatches(idx: CityIndex, reading: Reading, max: number, seen: ReadonlySet<number>): number[] {
  const top: number[] = [];
  const prefix = reading.cityKey;
  for (let pos = lowerBound(idx, prefix); pos < idx.count; pos++) {
    const c = idx.byKey[pos];
    if (!idx.key[c].startsWith(prefix)) break;
    if (reading.states && !reading.states.has(idx.stateIndex[c])) continue;
    if (seen.has(c)) continue;
    if (top.length === max && compareRank(idx, prefix, c, top[max - 1]) >= 0) continue;
    let at = top.length < max ? top.length : max - 1;
    top[at] = c;
    while (at > 0 && compareRank(idx, prefix, top[at], top[at - 1]) < 0) {
      [top[at - 1], top[at]] = [top[at], top[at - 1]];
      at--;
    }
  }
  return top;
}

/**
 * City autocomplete: US cities whose name starts with the query (case- and accent-insensitive), optionally
 * narrowed by a state ('austin, tx', 'Austin TX', 'Austin, Texas', 'Austin, T'). Exact names first, then
 * larger cities (more ZIPs), then by name. At most `limit` (max 50) results; [] for a non-US place.
 */
export function searchCities(prefix: string, limit = 10): City[] {
  if (typeof prefix !== 'string') return [];
  const max = Math.min(MAX_LIMIT, Math.floor(Number.isFinite(limit) ? limit : 0));
  if (max <= 0) return [];
  const parsed = parseQuery(prefix, 'search');
  if (parsed.readings.length === 0 && parsed.fallback.length === 0) return [];
  const idx = getCityIndex();
  const found: number[] = [];
  const seen = new Set<number>();
  const run = (readings: readonly Reading[]): void => {
    for (const reading of readings) {
      if (found.length >= max) return;
      // An empty city key with no state would list every city: not a useful answer.
      if (!reading.cityKey && !reading.states) continue;
      for (const c of topMatches(idx, reading, max - found.length, seen)) {
        found.push(c);
        seen.add(c);
      }
    }
  };
  run(parsed.readings);
  if (found.length === 0) run(parsed.fallback);
  return found.map((c) => makeCity(idx, c));
}

/**
 * The city a label or typed text names: 'Austin, TX, USA', 'Austin, TX', 'austin tx', 'Austin, Texas', or a
 * 5-digit ZIP. A name without a state gives the largest city of that name. Null when it is not a US city.
 */
export function findCity(query: string): City | null {
  if (typeof query !== 'string') return null;
  const idx = getCityIndex();
  if (/^\s*\d{5}(-?\d{4})?\s*$/.test(query)) {
    const point = zipPointIndex(query.replace(/\s/g, ''));
    const c = point >= 0 ? idx.pointCity[point] : -1;
    return c >= 0 ? makeCity(idx, c) : null;
  }
  for (const reading of parseQuery(query, 'find').readings) {
    if (!reading.cityKey) continue;
    // byKey orders equal keys largest first, so the first one in an allowed state is the answer.
    for (let pos = lowerBound(idx, reading.cityKey); pos < idx.count; pos++) {
      const c = idx.byKey[pos];
      if (idx.key[c] !== reading.cityKey) break;
      if (!reading.states || reading.states.has(idx.stateIndex[c])) return makeCity(idx, c);
    }
  }
  return null;
}
