/**
 * A ZIP code typed in the location box: '10001', '10001-1234', 'zip 10001', or the label this module gives
 * back, 'ZIP 10001 (New York, NY)'. The place is the ZIP's centroid (not its city's), so a search from a
 * ZIP starts where the visitor is.
 */
import { getZipPoints, zipPointIndex } from './zip-data';
import { US_STATES } from './states';

export interface ZipPlace {
  /** The 5-digit ZIP. */
  zip: string;
  /** USPS city of the ZIP, e.g. 'New York'. */
  city: string;
  /** USPS state code, e.g. 'NY'. */
  state: string;
  lat: number;
  lng: number;
  /** 'ZIP 10001 (New York, NY)': what the location box shows and zipPlace reads back. */
  label: string;
}

// 'ZIP 10001', '10001-1234', '100011234', optionally followed by the label's '(City, ST)'.
const ZIP_TEXT = /^\s*(?:zip(?:\s*code)?\s*:?\s*)?(\d{5})(?:-?\d{4})?\s*(?:\([^)]*\)\s*)?$/i;
// The start of a ZIP being typed: 3 to 5 digits, with or without 'ZIP '.
const ZIP_PREFIX = /^\s*(?:zip(?:\s*code)?\s*:?\s*)?(\d{3,5})\s*$/i;

/** The 5-digit ZIP a text names ('10001', 'ZIP 10001 (New York, NY)'), or null when it names none. */
export function parseZipQuery(text: string): string | null {
  if (typeof text !== 'string') return null;
  return ZIP_TEXT.exec(text)?.[1] ?? null;
}

/** The label of a ZIP place: 'ZIP 10001 (New York, NY)'. */
export function zipLabel(zip: string, city: string, state: string): string {
  return `ZIP ${zip} (${city}, ${state})`;
}

function placeAt(index: number): ZipPlace {
  const p = getZipPoints();
  const zip = String(p.zip[index]).padStart(5, '0');
  const city = p.cityName[index];
  const state = US_STATES[p.stateIndex[index]].code;
  return { zip, city, state, lat: p.lat[index], lng: p.lng[index], label: zipLabel(zip, city, state) };
}

/** The place of a ZIP the text names, at the ZIP's centroid; null for text that is not a known US ZIP. */
export function zipPlace(text: string): ZipPlace | null {
  const zip = parseZipQuery(text);
  if (zip === null) return null;
  const index = zipPointIndex(zip);
  return index >= 0 ? placeAt(index) : null;
}

/**
 * Location box suggestions for a ZIP being typed ('100' -> ZIPs 10001, 10002, …): the ZIPs that start with
 * the digits, in order, at most `limit`. Empty for text that is not 3 to 5 digits.
 */
export function searchZips(prefix: string, limit = 10): ZipPlace[] {
  const digits = typeof prefix === 'string' ? ZIP_PREFIX.exec(prefix)?.[1] : undefined;
  if (!digits || limit <= 0) return [];
  const scale = 10 ** (5 - digits.length);
  const first = Number(digits) * scale;
  const byZip = getZipPoints().byZip;
  const found: ZipPlace[] = [];
  for (let zip = first; zip < first + scale && found.length < limit; zip++) {
    if (byZip[zip] >= 0) found.push(placeAt(byZip[zip]));
  }
  return found;
}
