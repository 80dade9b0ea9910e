/**
 * The join of CMS "Hospital General Information" rows (keyed by CCN) to HIFLD hospital points
 * (no CCN): pure text normalization, name similarity and the ordered match rules. Used by
 * tools/build-hospital-directory.ts; kept apart so the rules can be read (and tested) alone.
 */

/** The CMS fields the join needs. */
export interface CmsSide {
  ccn: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/** The HIFLD fields the join needs. */
export interface HifldSide {
  index: number;
  name: string;
  altName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  open: boolean;
}

/** Rules in the order they are tried; the first that finds a point wins. */
export const MATCH_RULES = ['zip+address', 'zip+name', 'zip+phone', 'city+state+name', 'city+state+phone'] as const;
export type MatchRule = (typeof MATCH_RULES)[number];

export interface Match {
  rule: MatchRule;
  hifld: number;
  /** Name similarity (0..1) of the pair, kept for the report. */
  similarity: number;
}

/** Name similarity needed when the ZIP agrees (the ZIP already narrows to a handful of points). */
export const ZIP_NAME_MIN = 0.5;
/** Name similarity needed when only city and state agree. */
export const CITY_NAME_MIN = 0.75;
/** Name similarity above which a name match needs no same house number or phone. */
export const CORROBORATED_NAME_MIN = 0.8;
/** Name similarity needed when only city, state and the phone number agree. */
export const PHONE_NAME_MIN = 0.3;

const STREET_WORDS: Record<string, string> = {
  STREET: 'ST', AVENUE: 'AVE', AV: 'AVE', ROAD: 'RD', DRIVE: 'DR', BOULEVARD: 'BLVD', HIGHWAY: 'HWY',
  PARKWAY: 'PKWY', LANE: 'LN', COURT: 'CT', PLACE: 'PL', CIRCLE: 'CIR', SQUARE: 'SQ', TERRACE: 'TER',
  TRAIL: 'TRL', PIKE: 'PK', EXPRESSWAY: 'EXPY', FREEWAY: 'FWY', TURNPIKE: 'TPKE', ROUTE: 'RT', RTE: 'RT',
  NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W', NORTHEAST: 'NE', NORTHWEST: 'NW', SOUTHEAST: 'SE',
  SOUTHWEST: 'SW', ONE: '1', TWO: '2', THREE: '3', FOUR: '4', FIVE: '5', SIX: '6', SEVEN: '7', EIGHT: '8',
  NINE: '9', TEN: '10', FIRST: '1ST', SECOND: '2ND', THIRD: '3RD', FOURTH: '4TH', FIFTH: '5TH',
  SIXTH: '6TH', SEVENTH: '7TH', EIGHTH: '8TH', NINTH: '9TH', TENTH: '10TH', MOUNT: 'MT', FORT: 'FT',
  SAINT: 'ST', CENTER: 'CTR', CENTRE: 'CTR',
};

const NAME_WORDS: Record<string, string> = {
  SAINT: 'ST', STE: 'ST', MOUNT: 'MT', FORT: 'FT', MEDICAL: 'MED', CENTER: 'CTR', CENTRE: 'CTR',
  CENTERS: 'CTR', HOSPITAL: 'HOSP', HOSPITALS: 'HOSP', REGIONAL: 'REG', MEMORIAL: 'MEM',
  COMMUNITY: 'COMM', UNIVERSITY: 'UNIV', HEALTHCARE: 'HEALTH', HLTH: 'HEALTH', CHILDRENS: 'CHILDREN',
  CHILD: 'CHILDREN', GENERAL: 'GEN', COUNTY: 'CO', CNTY: 'CO', DEPARTMENT: 'DEPT', VETERANS: 'VA',
  AFFAIRS: 'VA', BEHAVIORAL: 'BEHAV', REHABILITATION: 'REHAB', INSTITUTE: 'INST', SYSTEM: 'SYS',
  NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W',
};

/**
 * Words shared by most hospital names: left out of the similarity when both names keep some other
 * word, so "DOCTORS HOSPITAL OF LAREDO" and "LAREDO REHABILITATION HOSPITAL" do not look alike.
 */
const NAME_GENERIC = new Set(['HOSP', 'MED', 'CTR', 'HEALTH', 'REG', 'COMM', 'GEN', 'SYS', 'CARE', 'SERVICES', 'CAMPUS', 'MEM', 'CLINIC', 'CLINICS']);

/** Words that say nothing about which hospital it is (legal forms, fillers). */
const NAME_STOP = new Set(['THE', 'OF', 'AND', 'AT', 'INC', 'LLC', 'LP', 'LTD', 'CORP', 'CORPORATION', 'DBA', 'A', 'FOR', 'IN']);

/** Upper case, '&' as AND, every other non-alphanumeric character a space, "U S" glued to "US". */
function words(text: string): string[] {
  const cleaned = text
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/'/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .replace(/\b([A-Z]) ([A-Z])\b/g, '$1$2')
    .trim();
  return cleaned === '' ? [] : cleaned.split(' ');
}

/**
 * The first street line, normalized: HIFLD often appends ", PO BOX 760" or ", SUITE 100", and both
 * sources spell street types and directions either way (STREET/ST, NORTH/N).
 */
export function addressKey(address: string): string {
  const firstPart = address.split(/,|\bP\.? ?O\.? BOX\b|\bSUITE\b|\bSTE\b/i)[0];
  return words(firstPart)
    .map((w) => STREET_WORDS[w] ?? w)
    .join(' ');
}

/** Name words after abbreviation, without fillers; a set for the similarity. */
export function nameTokens(name: string): string[] {
  return words(name)
    .map((w) => NAME_WORDS[w] ?? w)
    .filter((w) => !NAME_STOP.has(w));
}

function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/**
 * Dice coefficient of the two names' word sets, 0..1, on their distinctive words (without generic
 * words and the words of the city, `place`) when both have some, else on all words. A name equal to
 * the other once spaces are removed also counts (STMARYS vs ST MARYS).
 */
export function nameSimilarity(a: string, b: string, place = ''): number {
  const ta = new Set(nameTokens(a));
  const tb = new Set(nameTokens(b));
  const common = new Set([...NAME_GENERIC, ...nameTokens(place)]);
  const da = new Set([...ta].filter((t) => !common.has(t)));
  const db = new Set([...tb].filter((t) => !common.has(t)));
  // Only generic words on both sides ("DARDANELLE HOSPITAL" in Dardanelle): compare all words; on one
  // side only ("BAYAMON MEDICAL CENTER" vs "DOCTORS CENTER BAYAMON"): nothing distinctive is shared.
  const score = da.size > 0 && db.size > 0 ? dice(da, db) : da.size === 0 && db.size === 0 ? dice(ta, tb) : 0;
  const glued = ta.size > 0 && [...ta].join('') === [...tb].join('') ? 1 : 0;
  return Math.max(score, glued);
}

/** The leading house number of an address, or '' (rural routes, PO boxes, "7TH AND CLAYTON"). */
export function houseNumber(address: string): string {
  return /^\s*(\d+)\b/.exec(address)?.[1] ?? '';
}

/** The 10 digits of a US phone number, or '' when there are not 10. */
export function phoneDigits(phone: string): string {
  const d = phone.replace(/\D/g, '');
  const ten = d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
  return ten.length === 10 ? ten : '';
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === '') continue;
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Indexes of the HIFLD points by every key a rule looks up. */
export interface HifldIndex {
  byZipAddress: Map<string, HifldSide[]>;
  byZip: Map<string, HifldSide[]>;
  byCity: Map<string, HifldSide[]>;
  byPhone: Map<string, HifldSide[]>;
}

export function indexHifld(points: readonly HifldSide[]): HifldIndex {
  return {
    byZipAddress: groupBy(points, (p) => `${p.zip}|${addressKey(p.address)}`),
    byZip: groupBy(points, (p) => p.zip),
    byCity: groupBy(points, (p) => `${p.state}|${words(p.city).join(' ')}`),
    byPhone: groupBy(points, (p) => {
      const d = phoneDigits(p.phone);
      return d === '' ? '' : `${p.state}|${words(p.city).join(' ')}|${d}`;
    }),
  };
}

/** Best similarity of a CMS name to a point's name or its alternative name. */
export function similarityTo(cms: CmsSide, p: HifldSide): number {
  const alt = p.altName && p.altName !== 'NOT AVAILABLE' ? nameSimilarity(cms.name, p.altName, cms.city) : 0;
  return Math.max(nameSimilarity(cms.name, p.name, cms.city), alt);
}

/** Street types and directions: not what tells two streets apart. */
const STREET_GENERIC = new Set(['ST', 'AVE', 'RD', 'DR', 'BLVD', 'HWY', 'PKWY', 'LN', 'CT', 'PL', 'CIR', 'WAY', 'N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);

/** The distinctive words of the street after the house number. */
function streetWords(address: string): string[] {
  return addressKey(address)
    .split(' ')
    .slice(1)
    .filter((w) => w !== '' && !STREET_GENERIC.has(w));
}

/**
 * The two addresses are other buildings: both start with a house number, the numbers differ, and
 * they are not the same block of the same street (numbers within 10% and a street word shared,
 * which lets 6201/6161 HARRY HINES BLVD or a typo like 1101/1100 E MONROE pass).
 */
export function otherBuilding(cmsAddress: string, hifldAddress: string): boolean {
  const a = houseNumber(cmsAddress);
  const b = houseNumber(hifldAddress);
  if (a === '' || b === '' || a === b) return false;
  const [x, y] = [Number(a), Number(b)];
  const near = Math.abs(x - y) <= 0.1 * Math.max(x, y);
  const hifldStreet = new Set(streetWords(hifldAddress));
  return !(near && streetWords(cmsAddress).some((w) => hifldStreet.has(w)));
}

const samePhone = (cms: CmsSide, p: HifldSide): boolean => {
  const phone = phoneDigits(cms.phone);
  return phone !== '' && phone === phoneDigits(p.phone);
};

/**
 * Any match but the address rule is refused when the addresses are other buildings: in one town that
 * is a sister hospital, a rehab unit, a system's shared phone number, or a site the hospital has
 * left since HIFLD's survey (Bryce Hospital, Baptist Hospital Pensacola, Wrangell, AK).
 */
const sameBuilding = (cms: CmsSide, p: HifldSide): boolean => !otherBuilding(cms.address, p.address);

/**
 * A name match also needs a second sign: the same house number, the same phone, or a name nearly
 * the same (similarity ≥ CORROBORATED_NAME_MIN).
 */
function nameCorroborated(cms: CmsSide, p: HifldSide): boolean {
  if (!sameBuilding(cms, p)) return false;
  const a = houseNumber(cms.address);
  return samePhone(cms, p) || (a !== '' && a === houseNumber(p.address)) || similarityTo(cms, p) >= CORROBORATED_NAME_MIN;
}

/** A phone match (a renamed hospital) in a building that is not another one. */
const phoneCorroborated = (cms: CmsSide, p: HifldSide): boolean => samePhone(cms, p) && sameBuilding(cms, p);

/** The most similar candidate at or above min (an OPEN point first when CLOSED ones are candidates). */
function best(cms: CmsSide, candidates: readonly HifldSide[] | undefined, min: number): { p: HifldSide; s: number } | null {
  if (!candidates) return null;
  let top: { p: HifldSide; s: number } | null = null;
  for (const p of candidates) {
    const s = similarityTo(cms, p);
    if (s < min) continue;
    const better = !top || (p.open && !top.p.open) || (p.open === top.p.open && s > top.s);
    if (better) top = { p, s };
  }
  return top;
}

/** The first rule that finds a point for this CMS hospital, or null. */
export function matchOne(cms: CmsSide, index: HifldIndex): Match | null {
  const phone = phoneDigits(cms.phone);
  const city = `${cms.state}|${words(cms.city).join(' ')}`;
  // A CLOSED point only counts at the very address: elsewhere it is the hospital's former site.
  const open = (list: readonly HifldSide[] | undefined) => list?.filter((p) => p.open);
  const byName = (list: readonly HifldSide[] | undefined) => open(list)?.filter((p) => nameCorroborated(cms, p));
  const byPhone = (list: readonly HifldSide[] | undefined) => open(list)?.filter((p) => phoneCorroborated(cms, p));
  const tries: Array<[MatchRule, readonly HifldSide[] | undefined, number]> = [
    ['zip+address', index.byZipAddress.get(`${cms.zip}|${addressKey(cms.address)}`), 0],
    ['zip+name', byName(index.byZip.get(cms.zip)), ZIP_NAME_MIN],
    ['zip+phone', byPhone(index.byZip.get(cms.zip)), 0],
    ['city+state+name', byName(index.byCity.get(city)), CITY_NAME_MIN],
    ['city+state+phone', phone === '' ? undefined : byPhone(index.byPhone.get(`${city}|${phone}`)), PHONE_NAME_MIN],
  ];
  for (const [rule, candidates, min] of tries) {
    const found = best(cms, candidates, min);
    if (found) return { rule, hifld: found.p.index, similarity: found.s };
  }
  return null;
}
