/**
 * Reads the shipped hospital directory (data/hospitals/hospital-directory.json.gz, built by
 * tools/build-hospital-directory.ts) into typed records. The file is one gzip-compressed JSON object:
 * `meta` (sources, their checksums and dates), `fields` (column names) and `rows` (one array per
 * hospital, in `fields` order), which keeps 5,400 hospitals small. Loaded into `provider` at start
 * (directory-load.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** data/hospitals/hospital-directory.json.gz at the repository root (found from this file). */
export const DEFAULT_DIRECTORY_FILE = path.resolve(
  __dirname,
  '../../../data/hospitals/hospital-directory.json.gz',
);

/** Column order of the file's rows. */
export const DIRECTORY_FIELDS = [
  'ccn',
  'name',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'type',
  'ownership',
  'emergency',
  'starRating',
  'birthingFriendly',
  'lat',
  'lon',
  'coordinateSource',
  'website',
  'beds',
  'hifldSourceDate',
] as const;

/** Where a hospital's point comes from: a HIFLD building point, or the centroid of its ZIP code. */
export type CoordinateSource = 'hifld' | 'zip-centroid';

export interface HospitalDirectoryRecord {
  /** CMS Certification Number, 6 characters, zero-padded ('010001', '01014F'). */
  ccn: string;
  name: string;
  address: string;
  city: string;
  /** USPS state code. */
  state: string;
  /** 5-digit ZIP, zero-padded. */
  zip: string;
  /** As CMS prints it, e.g. '(334) 793-8701'; null when CMS has none. */
  phone: string | null;
  /** CMS hospital type, e.g. 'Acute Care Hospitals', 'Critical Access Hospitals'. */
  type: string;
  /** CMS ownership, e.g. 'Voluntary non-profit - Private'. */
  ownership: string;
  /** CMS "Emergency Services": the hospital runs an emergency department. */
  emergency: boolean;
  /** CMS overall star rating 1..5; null when CMS publishes none ("Not Available"). */
  starRating: number | null;
  /** Date the rating was published, when the source file says so (the current file does not). */
  starRatingAsOf: string | null;
  /** CMS "Meets criteria for birthing friendly designation". */
  birthingFriendly: boolean;
  /** Null only when neither a HIFLD point nor a known ZIP centroid exists. */
  lat: number | null;
  lon: number | null;
  coordinateSource: CoordinateSource;
  /** Web site from HIFLD (only for hospitals joined to a HIFLD point). */
  website: string | null;
  /** Bed count from HIFLD (only for joined hospitals). */
  beds: number | null;
  /** HIFLD's source date of the joined point (YYYY-MM-DD), for the detail's "as of". */
  hifldSourceDate: string | null;
}

export interface SourceMeta {
  file: string;
  title: string;
  origin: string;
  sha256: string;
  rows: number;
}

export interface DirectoryMeta {
  cms: SourceMeta & { release: string };
  hifld: SourceMeta & { sourceDates: { from: string | null; to: string | null } };
  starRatingSource: string;
  starRatingAsOf: string | null;
}

export type DirectoryCell = string | number | boolean | null;

/** The file's JSON shape. */
export interface DirectoryFile {
  meta: DirectoryMeta;
  fields: string[];
  rows: DirectoryCell[][];
}

export interface HospitalDirectory {
  meta: DirectoryMeta;
  records: HospitalDirectoryRecord[];
}

const str = (v: DirectoryCell): string => (typeof v === 'string' ? v : String(v ?? ''));
const strOrNull = (v: DirectoryCell): string | null => (typeof v === 'string' && v !== '' ? v : null);
const numOrNull = (v: DirectoryCell): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

function toRecord(row: readonly DirectoryCell[], meta: DirectoryMeta): HospitalDirectoryRecord {
  const cell = (field: (typeof DIRECTORY_FIELDS)[number]): DirectoryCell =>
    row[DIRECTORY_FIELDS.indexOf(field)] ?? null;
  return {
    ccn: str(cell('ccn')),
    name: str(cell('name')),
    address: str(cell('address')),
    city: str(cell('city')),
    state: str(cell('state')),
    zip: str(cell('zip')),
    phone: strOrNull(cell('phone')),
    type: str(cell('type')),
    ownership: str(cell('ownership')),
    emergency: cell('emergency') === true,
    starRating: numOrNull(cell('starRating')),
    starRatingAsOf: meta.starRatingAsOf,
    birthingFriendly: cell('birthingFriendly') === true,
    lat: numOrNull(cell('lat')),
    lon: numOrNull(cell('lon')),
    coordinateSource: cell('coordinateSource') === 'hifld' ? 'hifld' : 'zip-centroid',
    website: strOrNull(cell('website')),
    beds: numOrNull(cell('beds')),
    hifldSourceDate: strOrNull(cell('hifldSourceDate')),
  };
}

/** Parses the compressed file's bytes; throws when its columns are not the ones this code reads. */
export function parseHospitalDirectory(gz: Buffer): HospitalDirectory {
  const file = JSON.parse(gunzipSync(gz).toString('utf8')) as DirectoryFile;
  const expected = DIRECTORY_FIELDS.join(',');
  if (!Array.isArray(file.fields) || file.fields.join(',') !== expected) {
    throw new Error(`hospital directory columns are [${String(file.fields)}], expected [${expected}]`);
  }
  return { meta: file.meta, records: file.rows.map((row) => toRecord(row, file.meta)) };
}

/** Reads the directory file (default: the one shipped in data/hospitals). */
export function readHospitalDirectory(file: string = DEFAULT_DIRECTORY_FILE): HospitalDirectory {
  return parseHospitalDirectory(readFileSync(file));
}
