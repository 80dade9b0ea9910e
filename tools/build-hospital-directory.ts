/**
 * `npx tsx tools/build-hospital-directory.ts [--shared ../shared/data] [--out data/hospitals]`
 *
 * Builds the hospital directory shipped with the product (issue 28): every hospital of CMS "Hospital
 * General Information" (CCN, name, address, phone, type, ownership, emergency services, overall star
 * rating, birthing-friendly) with a point, web site and bed count from the HIFLD hospitals layer where
 * the two can be joined (HIFLD has no CCN; see tools/hospital-directory-match.ts for the rules), and
 * the ZIP centroid otherwise. Writes hospital-directory.json.gz (read by libs/hospitals/src/directory-file.ts)
 * and README.md, the match report, which is also printed.
 *
 * The output is deterministic (no build time inside), so rebuilding from the same inputs gives the
 * same bytes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { distanceKm, zipLocation } from '@fp/geo';
import { DIRECTORY_FIELDS, type DirectoryFile, type DirectoryMeta } from '@fp/hospitals';
import { indexHifld, matchOne, phoneDigits, type CmsSide, type HifldSide, type Match } from './hospital-directory-match';
import { renderReport, type PricedCoverage, type ReportInput } from './hospital-directory-report';

const CMS_FILE = 'cms_hospital_general_information.csv';
const HIFLD_FILE = 'hifld_hospitals.csv';

type Row = Record<string, string>;

function readCsv(file: string): { rows: Row[]; sha256: string } {
  const bytes = readFileSync(file);
  const rows = parse(bytes, { columns: true, bom: true, skip_empty_lines: true }) as Row[];
  return { rows, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** CMS lost the CCN's and the ZIP's leading zeros ('10001' is CCN 010001). */
const pad = (value: string, width: number): string => value.trim().padStart(width, '0');

const notAvailable = (value: string | undefined): boolean =>
  value === undefined || value.trim() === '' || /^NOT AVAILABLE$/i.test(value.trim());

function cmsSide(r: Row): CmsSide {
  return {
    ccn: pad(r['Facility ID'], 6),
    name: r['Facility Name'].trim(),
    address: r['Address'].trim(),
    city: r['City/Town'].trim(),
    state: r['State'].trim(),
    zip: pad(r['ZIP Code'], 5),
    phone: r['Telephone Number'].trim(),
  };
}

function hifldSide(r: Row, index: number): HifldSide {
  return {
    index,
    name: r['NAME'],
    altName: r['ALT_NAME'],
    address: r['ADDRESS'],
    city: r['CITY'],
    state: r['STATE'],
    zip: pad(r['ZIP'], 5),
    phone: r['TELEPHONE'],
    open: r['STATUS'] === 'OPEN',
  };
}

/** HIFLD dates look like '2021/10/19 00:00:00+00'; the day is enough. */
const day = (value: string): string | null => (notAvailable(value) ? null : value.slice(0, 10).replace(/\//g, '-'));

function dateRange(values: Array<string | null>): { from: string | null; to: string | null } {
  const days = values.filter((v): v is string => v !== null).sort();
  return { from: days[0] ?? null, to: days[days.length - 1] ?? null };
}

const round5 = (n: number): number => Math.round(n * 1e5) / 1e5;

/** How a joined HIFLD point is used for one CCN. */
export interface Placement {
  point: Row | null;
  /** The point lies near the hospital's ZIP (some HIFLD points are hundreds of km off). */
  coordinates: boolean;
  /** Web site and beds belong to this CCN (not to another hospital at the same address). */
  extras: boolean;
}

/** A HIFLD point farther than this from both its own and the CMS ZIP centroid is taken as misplaced. */
const MAX_POINT_KM_FROM_ZIP = 30;
/** Name similarity above which a matched point's web site and beds are taken without a phone check. */
const EXTRAS_NAME_MIN = 0.5;

function pointNearZip(point: Row, zips: readonly string[]): boolean {
  const at = { lat: Number(point['LATITUDE']), lng: Number(point['LONGITUDE']) };
  const centroids = zips.map((z) => zipLocation(z)).filter((c) => c !== null);
  return centroids.length === 0 || centroids.some((c) => distanceKm(c, at) <= MAX_POINT_KM_FROM_ZIP);
}

/**
 * Decides per CCN whether its match's coordinates and extras are used. When several CCNs share a
 * point, only the most similar name gets the point's web site and bed count.
 */
function placements(matches: ReadonlyArray<Match | null>, sides: readonly CmsSide[], hifldRows: readonly Row[]): Placement[] {
  const owner = new Map<number, number>();
  matches.forEach((m, i) => {
    if (!m) return;
    const current = owner.get(m.hifld);
    if (current === undefined || (matches[current] as Match).similarity < m.similarity) owner.set(m.hifld, i);
  });
  return matches.map((m, i) => {
    if (!m) return { point: null, coordinates: false, extras: false };
    const point = hifldRows[m.hifld];
    const coordinates = pointNearZip(point, [sides[i].zip, pad(point['ZIP'], 5)]);
    // At a shared address the point may be another hospital's (a reused building): its web site and
    // beds are taken only from an open point whose name or phone agrees.
    const samePhone = phoneDigits(sides[i].phone) !== '' && phoneDigits(sides[i].phone) === phoneDigits(point['TELEPHONE']);
    const agrees = m.similarity >= EXTRAS_NAME_MIN || samePhone;
    return { point, coordinates, extras: owner.get(m.hifld) === i && point['STATUS'] === 'OPEN' && agrees };
  });
}

/** One directory row, in DIRECTORY_FIELDS order. */
function directoryRow(cms: Row, side: CmsSide, place: Placement): Array<string | number | boolean | null> {
  const centroid = zipLocation(side.zip);
  const point = place.coordinates ? place.point : null;
  const extras = place.extras ? place.point : null;
  const lat = point ? round5(Number(point['LATITUDE'])) : centroid ? round5(centroid.lat) : null;
  const lon = point ? round5(Number(point['LONGITUDE'])) : centroid ? round5(centroid.lng) : null;
  const rating = Number(cms['Hospital overall rating']);
  const beds = extras ? Number(extras['BEDS']) : NaN;
  const website = extras && !notAvailable(extras['WEBSITE']) ? extras['WEBSITE'].trim() : null;
  const fields: Record<(typeof DIRECTORY_FIELDS)[number], string | number | boolean | null> = {
    ccn: side.ccn,
    name: side.name,
    address: side.address,
    city: side.city,
    state: side.state,
    zip: side.zip,
    phone: notAvailable(side.phone) ? null : side.phone,
    type: cms['Hospital Type'].trim(),
    ownership: cms['Hospital Ownership'].trim(),
    emergency: cms['Emergency Services'].trim() === 'Yes',
    starRating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    birthingFriendly: cms['Meets criteria for birthing friendly designation'].trim() === 'Y',
    lat,
    lon,
    coordinateSource: point ? 'hifld' : 'zip-centroid',
    website,
    beds: Number.isInteger(beds) && beds > 0 ? beds : null,
    hifldSourceDate: place.point ? day(place.point['SOURCEDATE']) : null,
  };
  return DIRECTORY_FIELDS.map((f) => fields[f]);
}

/** Distinct CCNs of the shipped CMS price files (data/cms/*.csv.gz), for the coverage table. */
function pricedProviders(cmsDir: string): PricedCoverage[] {
  return readdirSync(cmsDir)
    .filter((f) => f.endsWith('.csv.gz'))
    .sort()
    .map((f) => {
      const rows = parse(gunzipSync(readFileSync(path.join(cmsDir, f))), { columns: true, bom: true }) as Row[];
      const ids = new Set(rows.map((r) => pad(r['Provider Id'] ?? r['provider_id'] ?? '', 6)));
      return { file: `data/cms/${f}`, providers: [...ids].sort() };
    });
}

function parseArgs(argv: readonly string[]): { shared: string; out: string } {
  const value = (flag: string, fallback: string): string => {
    const i = argv.indexOf(flag);
    return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
  };
  const root = path.resolve(__dirname, '..');
  return {
    shared: path.resolve(value('--shared', path.join(root, '../shared/data'))),
    out: path.resolve(value('--out', path.join(root, 'data/hospitals'))),
  };
}

function main(): void {
  const { shared, out } = parseArgs(process.argv.slice(2));
  const cms = readCsv(path.join(shared, CMS_FILE));
  const hifld = readCsv(path.join(shared, HIFLD_FILE));
  const points = hifld.rows.map(hifldSide);
  const index = indexHifld(points);

  const sides = cms.rows.map(cmsSide);
  const matches: Array<Match | null> = sides.map((s) => matchOne(s, index));
  const places = placements(matches, sides, hifld.rows);
  const rows = cms.rows.map((r, i) => directoryRow(r, sides[i], places[i]));

  const meta: DirectoryMeta = {
    cms: {
      file: CMS_FILE,
      title: 'CMS Care Compare, Hospital General Information',
      origin: 'GitHub Arthi9688/Access-to-Care-Analytics, Hospital_General_Information.csv, commit 2923e69ee37af2f4305aadadc599d1dc879a455b',
      sha256: cms.sha256,
      rows: cms.rows.length,
      // The file carries no release date. Its layout (birthing-friendly column, "Rural Emergency
      // Hospital" type, which CMS created in 2023) dates it to a 2024 or 2025 release.
      release: 'not stated in the file; 2024/2025 layout',
    },
    hifld: {
      file: HIFLD_FILE,
      title: 'HIFLD Hospitals (DHS Homeland Infrastructure Foundation-Level Data)',
      origin: 'GitHub yianzhang14/cybergis_hospitals, data/Hospitals.csv, commit 83f6d29c38aeb4c73142740db33e04b6ec9b9109',
      sha256: hifld.sha256,
      rows: hifld.rows.length,
      sourceDates: dateRange(hifld.rows.map((r) => day(r['SOURCEDATE']))),
    },
    starRatingSource: 'CMS Hospital overall star rating (Care Compare)',
    starRatingAsOf: null,
  };
  const file: DirectoryFile = { meta, fields: [...DIRECTORY_FIELDS], rows };
  const gz = gzipSync(JSON.stringify(file), { level: zlibConstants.Z_BEST_COMPRESSION });
  mkdirSync(out, { recursive: true });
  const gzPath = path.join(out, 'hospital-directory.json.gz');
  writeFileSync(gzPath, gz);

  const distances = matches.map((m, i) => {
    const c = zipLocation(sides[i].zip);
    if (!m || !c) return null;
    const p = hifld.rows[m.hifld];
    return distanceKm(c, { lat: Number(p['LATITUDE']), lng: Number(p['LONGITUDE']) });
  });
  const report: ReportInput = { sides, matches, places, points, hifldRows: hifld.rows, cmsRows: cms.rows, distances, gzBytes: gz.length, meta,
    priced: pricedProviders(path.resolve(__dirname, '../data/cms')) };
  const text = renderReport(report);
  writeFileSync(path.join(out, 'README.md'), text);
  process.stdout.write(text);
}

if (require.main === module) main();
