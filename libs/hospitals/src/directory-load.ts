/**
 * Loads the shipped hospital directory into `provider` at start: phone, web site, type, ownership,
 * emergency services, star rating, birthing-friendly mark and beds for every hospital already in the
 * table (by CCN; the directory adds no hospitals, so the map and the search list what they listed), and
 * the building point where the hospital still sits at its ZIP centroid. One UPDATE; rows already written
 * by this version of the file are left alone, so a second start changes nothing (and reads one row).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { DataSource } from 'typeorm';
import { DEFAULT_DIRECTORY_FILE, parseHospitalDirectory } from './directory-file';

export interface DirectoryLoadResult {
  /** The directory version written into provider.directory_source. */
  version: string;
  /** Hospitals in the file; null when it was not read (every provider current already). */
  hospitals: number | null;
  /** Providers whose directory facts were written now (0 when already current). */
  updated: number;
  /** Of those, providers moved from their ZIP centroid to their building. */
  moved: number;
  ms: number;
}

/** Writes the directory file's facts into `provider`; see the file comment. */
export async function loadHospitalDirectory(
  db: DataSource,
  file: string = DEFAULT_DIRECTORY_FILE,
): Promise<DirectoryLoadResult> {
  const started = Date.now();
  const gz = await readFile(file);
  const version = `hospital-directory:${createHash('sha256').update(gz).digest('hex').slice(0, 16)}`;
  // Fast path of every start after the first: nothing to write, and the file is not even parsed.
  const stale: unknown[] = await db.query(
    `SELECT 1 FROM provider WHERE NOT is_demo AND directory_source IS DISTINCT FROM $1 LIMIT 1`,
    [version],
  );
  if (stale.length === 0) return { version, hospitals: null, updated: 0, moved: 0, ms: Date.now() - started };
  const { records } = parseHospitalDirectory(gz);
  const rows = records.map((r) => ({
    ccn: r.ccn,
    zip: r.zip,
    phone: r.phone,
    website: r.website,
    type: r.type || null,
    ownership: r.ownership || null,
    emergency: r.emergency,
    stars: r.starRating,
    stars_as_of: r.starRatingAsOf,
    birthing: r.birthingFriendly,
    beds: r.beds,
    // Only a HIFLD point is better than what the table holds; a ZIP centroid it has already.
    lat: r.coordinateSource === 'hifld' ? r.lat : null,
    lng: r.coordinateSource === 'hifld' ? r.lon : null,
  }));
  // The UPDATE sits in a CTE so that both databases answer a plain row of counts.
  const [counts]: { updated: number; moved: number }[] = await db.query(
    `WITH x AS (
       SELECT * FROM json_to_recordset($1::json) AS x(ccn text, zip text, phone text, website text, type text,
         ownership text, emergency boolean, stars smallint, stars_as_of date, birthing boolean, beds integer,
         lat double precision, lng double precision)
     ), moves AS (
       -- A building point replaces a ZIP centroid (or no point), never a geocoded address, and only for the
       -- same ZIP (a provider whose address changed since the directory was built keeps its own).
       SELECT p.id, (x.lat IS NOT NULL AND p.zip = x.zip
         AND (p.location_precision IS NULL OR p.location_precision = 'zip')) AS moves
       FROM provider p JOIN x ON x.ccn = p.id
     ), u AS (
     UPDATE provider p SET
       phone = COALESCE(x.phone, p.phone),
       website = x.website,
       hospital_type = x.type,
       ownership = x.ownership,
       emergency_services = x.emergency,
       star_rating = x.stars,
       star_rating_as_of = x.stars_as_of,
       birthing_friendly = x.birthing,
       beds = x.beds,
       lat = CASE WHEN m.moves THEN x.lat ELSE p.lat END,
       lng = CASE WHEN m.moves THEN x.lng ELSE p.lng END,
       location_precision = CASE WHEN m.moves THEN 'building' ELSE p.location_precision END,
       directory_source = $2,
       updated_at = now()
     FROM x JOIN moves m ON m.id = x.ccn
     WHERE p.id = x.ccn AND NOT p.is_demo AND p.directory_source IS DISTINCT FROM $2
     RETURNING m.moves AS moved
     )
     SELECT count(*)::int AS updated, (count(*) FILTER (WHERE moved))::int AS moved FROM u`,
    [JSON.stringify(rows), version],
  );
  // Providers the directory does not list are marked too, so that the next start takes the fast path.
  await db.query(
    `UPDATE provider SET directory_source = $1 WHERE NOT is_demo AND directory_source IS DISTINCT FROM $1`,
    [version],
  );
  return {
    version,
    hospitals: records.length,
    updated: counts?.updated ?? 0,
    moved: counts?.moved ?? 0,
    ms: Date.now() - started,
  };
}
