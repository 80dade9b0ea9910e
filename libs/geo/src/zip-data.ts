import { readFileSync } from 'node:fs';
import { isValidLatLng } from './distance';
import { US_STATES } from './states';
import { displayCityName } from './text';

/**
 * Credit line for the ZIP data, to show next to anything located with this gazetteer (map footer, about page).
 * The zipcodes package is BSD-licensed (its notice must travel with redistributions); its US table comes from
 * federalgovernmentzipcodes.us with coordinates from GeoNames (CC BY 4.0, attribution required).
 */
export const GAZETTEER_CREDIT =
  'ZIP code locations: zipcodes package, Copyright (c) 2007, Dav Glass (BSD License); ' +
  'US ZIP codes from federalgovernmentzipcodes.us; coordinates from GeoNames (geonames.org, CC BY 4.0).';

/** A ZIP record as the zipcodes package stores it. */
interface PackageZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

interface ZipcodesPackage {
  codes: Record<string, PackageZipRecord | undefined>;
}

/**
 * The US ZIPs that can be placed on a map, in flat columns (typed arrays) to keep the heap small:
 * point i is ZIP zip[i] at (lat[i], lng[i]) in US_STATES[stateIndex[i]].
 */
export interface ZipPoints {
  readonly count: number;
  readonly zip: Int32Array;
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  readonly stateIndex: Uint8Array;
  /**
   * 1 when the coordinates have GeoNames precision (4 decimals). The package's other ZIPs (about 950: PO box
   * and company ZIPs such as 'Philip Morris, NY') only carry the USPS list's 2-decimal coordinates.
   */
  readonly precise: Uint8Array;
  /** Display name of the USPS city of each ZIP. */
  readonly cityName: readonly string[];
  /** ZIP as a number (0..99999) -> point index, or -1. */
  readonly byZip: Int32Array;
}

// Pacific places east of the antimeridian legitimately have a positive longitude.
const EAST_LONGITUDE_STATES = new Set(['AK', 'HI', 'GU', 'MP', 'AS']);

let points: ZipPoints | null = null;

/** Points, built on first use from the zipcodes package (about 0.2 s) and kept for the process lifetime. */
export function getZipPoints(): ZipPoints {
  points ??= buildZipPoints(loadZipRecords());
  return points;
}

/**
 * The package's US table. Read as JSON from its data file rather than require()d: about 4x faster, and it
 * spares the process compiling 5 MB of JavaScript (require() grew RSS by ~80 MB, JSON.parse by ~20 MB);
 * the parsed object is garbage once the typed arrays are built. Falls back to the package's public API
 * should a future version lay the file out differently.
 */
function loadZipRecords(): ZipcodesPackage['codes'] {
  try {
    const source = readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8');
    const end = source.search(/;\s*exports\.stateMap\s*=/);
    if (source.startsWith('exports.codes = ') && end > 0) {
      const parsed: unknown = JSON.parse(source.slice('exports.codes = '.length, end));
      if (parsed !== null && typeof parsed === 'object') return parsed as ZipcodesPackage['codes'];
    }
  } catch {
    // Not laid out as in zipcodes 8.0.0: use require() below.
  }
  // Loaded lazily so that importing @fp/geo costs nothing until a look-up is made.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('zipcodes') as ZipcodesPackage).codes;
}

function buildZipPoints(codes: ZipcodesPackage['codes']): ZipPoints {
  const stateIndexByCode = new Map<string, number>(US_STATES.map((s, i) => [s.code, i]));
  const zips: number[] = [];
  const lats: number[] = [];
  const lngs: number[] = [];
  const states: number[] = [];
  const names: string[] = [];
  const precise: number[] = [];
  // One display string per distinct USPS name (30k) rather than per ZIP (42k).
  const displayNames = new Map<string, string>();

  for (const key of Object.keys(codes)) {
    const record = codes[key];
    // The package mixes in Canadian postal codes (country 'Canada'); military APO/FPO and the freely
    // associated states have no state in US_STATES and are skipped too.
    if (!record || record.country !== 'US') continue;
    const zip = String(record.zip);
    if (!/^\d{5}$/.test(zip)) continue;
    const stateIndex = stateIndexByCode.get(record.state);
    if (stateIndex === undefined) continue;
    const lat = Number(record.latitude);
    let lng = Number(record.longitude);
    if (!isValidLatLng(lat, lng) || (lat === 0 && lng === 0)) continue;
    // A few records lost the minus sign (10200 New York, NY is at +73.95); the mainland is all west.
    if (lng > 0 && !EAST_LONGITUDE_STATES.has(record.state)) lng = -lng;
    zips.push(Number(zip));
    lats.push(lat);
    lngs.push(lng);
    states.push(stateIndex);
    precise.push(hasFinePrecision(lat) || hasFinePrecision(lng) ? 1 : 0);
    const raw = String(record.city);
    let name = displayNames.get(raw);
    if (name === undefined) {
      name = displayCityName(raw);
      displayNames.set(raw, name);
    }
    names.push(name);
  }

  const byZip = new Int32Array(100_000).fill(-1);
  zips.forEach((zip, i) => {
    byZip[zip] = i;
  });
  return {
    count: zips.length,
    zip: Int32Array.from(zips),
    lat: Float64Array.from(lats),
    lng: Float64Array.from(lngs),
    stateIndex: Uint8Array.from(states),
    precise: Uint8Array.from(precise),
    cityName: names,
    byZip,
  };
}

/** True when a coordinate has more than 2 decimals. */
function hasFinePrecision(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) > 1e-6;
}

/**
 * Canonical 5-digit ZIP from what people and spreadsheets give: '78701', '78701-1234', '787011234',
 * ' 78701 ', and numbers or strings that lost their leading zeros (501 or '501' -> '00501'). Null otherwise.
 */
export function normalizeZip(zip: string | number): string | null {
  if (typeof zip === 'number') {
    return Number.isInteger(zip) && zip >= 0 && zip <= 99_999 ? String(zip).padStart(5, '0') : null;
  }
  if (typeof zip !== 'string') return null;
  const text = zip.trim();
  const match = /^(\d{1,5})(?:-\d{4})?$/.exec(text) ?? /^(\d{5})\d{4}$/.exec(text);
  return match ? match[1].padStart(5, '0') : null;
}

/** Index of a ZIP in the points, or -1 when the ZIP is invalid or not a placeable US ZIP. */
export function zipPointIndex(zip: string | number): number {
  const normalized = normalizeZip(zip);
  if (normalized === null) return -1;
  return getZipPoints().byZip[Number(normalized)];
}

export interface ZipLocation {
  lat: number;
  lng: number;
  /** USPS city name of the ZIP, e.g. 'Austin'. */
  city: string;
  /** USPS state code, e.g. 'TX'. */
  state: string;
}

/**
 * Centroid and city of a US ZIP ('78701', '78701-1234', '501' -> 00501). Null for malformed or unknown ZIPs,
 * and for ZIPs outside the 50 states, DC and the territories (military APO/FPO, freely associated states).
 */
export function zipLocation(zip: string | number): ZipLocation | null {
  const i = zipPointIndex(zip);
  if (i < 0) return null;
  const p = getZipPoints();
  return { lat: p.lat[i], lng: p.lng[i], city: p.cityName[i], state: US_STATES[p.stateIndex[i]].code };
}

/** True when zipLocation would place this ZIP (same rules). */
export function isValidZip(zip: string | number): boolean {
  return zipPointIndex(zip) >= 0;
}
