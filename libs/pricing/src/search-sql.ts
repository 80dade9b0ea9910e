/**
 * The map search in SQL. Both statements run unchanged on PostgreSQL and PGlite (cube + earthdistance).
 *
 * RADIUS_SEARCH_SQL finds providers through the GiST index `idx_provider_earth` on ll_to_earth(lat, lng):
 * `earth_box(centre, r) @> ll_to_earth(...)` is the indexed bounding-cube test, and the exact
 * `earth_distance(...) < r` removes the box's corners. Each candidate must have a figure for one of the
 * condition's DRGs (an index probe on `idx_price_drg_provider`). The nearest `limit` providers are then
 * joined to their figures for those DRGs, nearest first.
 *
 * WIDE_SEARCH_SQL is the fallback when nothing is within the radius: the providers that have a figure for
 * the condition, found through the price index (never a scan of the price table), nearest first.
 *
 * Parameters: $1 lat, $2 lng, $3 radius in metres (radius search only), then the DRG list and the limit.
 * One row per (provider, DRG, year); the caller groups them.
 */
import type { StoredYearRange } from './price-summary';

/** A provider's own columns (ProviderRow), read by every statement that answers providers. */
const PROVIDER_COLUMNS = 'p.id, p.name, p.address, p.city, p.state, p.zip, p.phone, p.lat, p.lng, p.is_demo';

/** One provider by id ($1), for the detail popup. */
export const PROVIDER_SQL = `SELECT ${PROVIDER_COLUMNS} FROM provider p WHERE p.id = $1`;

/** A provider row as every statement here returns it. */
export interface ProviderRow {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  lat: number | null;
  lng: number | null;
  is_demo: boolean;
}

const PICKED_COLUMNS = `${PROVIDER_COLUMNS},
         earth_distance(c.e, ll_to_earth(p.lat, p.lng)) AS dist_m`;

const FIGURES = `SELECT n.*, pr.drg, pr.year, pr.discharges, pr.avg_covered_charge_cents, pr.avg_total_payment_cents,
       pr.avg_medicare_payment_cents, pr.dataset_id
FROM near n
JOIN price pr ON pr.provider_id = n.id AND pr.drg = ANY($DRGS::varchar[])
ORDER BY n.dist_m, n.id, pr.drg, pr.year DESC`;

export const RADIUS_SEARCH_SQL = `WITH c AS (SELECT ll_to_earth($1::float8, $2::float8) AS e),
near AS (
  SELECT ${PICKED_COLUMNS}
  FROM provider p, c
  WHERE p.lat IS NOT NULL AND p.lng IS NOT NULL
    AND earth_box(c.e, $3::float8) @> ll_to_earth(p.lat, p.lng)
    AND earth_distance(c.e, ll_to_earth(p.lat, p.lng)) < $3::float8
    AND EXISTS (SELECT 1 FROM price x WHERE x.drg = ANY($4::varchar[]) AND x.provider_id = p.id)
  ORDER BY dist_m, p.id
  LIMIT $5
)
${FIGURES.replace('$DRGS', '$4')}`;

export const WIDE_SEARCH_SQL = `WITH c AS (SELECT ll_to_earth($1::float8, $2::float8) AS e),
priced AS (SELECT DISTINCT x.provider_id FROM price x WHERE x.drg = ANY($3::varchar[])),
near AS (
  SELECT ${PICKED_COLUMNS}
  FROM priced h JOIN provider p ON p.id = h.provider_id, c
  WHERE p.lat IS NOT NULL AND p.lng IS NOT NULL
  ORDER BY dist_m, p.id
  LIMIT $4
)
${FIGURES.replace('$DRGS', '$3')}`;

/** The figures of one provider for a DRG list (one condition's DRGs: never all of a provider's figures). */
export const PROVIDER_FIGURES_SQL = `SELECT pr.drg, pr.year, pr.discharges, pr.avg_covered_charge_cents, pr.avg_total_payment_cents,
       pr.avg_medicare_payment_cents, pr.dataset_id
FROM price pr
WHERE pr.provider_id = $1 AND pr.drg = ANY($2::varchar[])
ORDER BY pr.drg, pr.year DESC`;

/** PROVIDER_FIGURES_SQL for many providers and DRGs at once ($1 provider ids, $2 DRGs), with provider_id. */
export const PROVIDERS_FIGURES_SQL = `SELECT pr.provider_id, pr.drg, pr.year, pr.discharges, pr.avg_covered_charge_cents,
       pr.avg_total_payment_cents, pr.avg_medicare_payment_cents, pr.dataset_id
FROM price pr
WHERE pr.provider_id = ANY($1::varchar[]) AND pr.drg = ANY($2::varchar[])
ORDER BY pr.provider_id, pr.drg, pr.year DESC`;

/** One row of RADIUS_SEARCH_SQL / WIDE_SEARCH_SQL as the drivers return it (int8 as number). */
export interface SearchRow extends FigureRow, ProviderRow {
  /** Never null here: the search only finds providers with a location. */
  lat: number;
  lng: number;
  dist_m: number;
}

/** One row of PROVIDER_FIGURES_SQL. */
export interface FigureRow {
  drg: string;
  year: number;
  discharges: number;
  avg_covered_charge_cents: number | string;
  avg_total_payment_cents: number | string;
  avg_medicare_payment_cents: number | string;
  dataset_id: string;
}

/** Parameters of RADIUS_SEARCH_SQL. */
export function radiusParams(
  lat: number,
  lng: number,
  radiusKm: number,
  drgs: readonly string[],
  limit: number,
) {
  return [lat, lng, radiusKm * 1000, drgs, limit];
}

/** Parameters of WIDE_SEARCH_SQL. */
export function wideParams(lat: number, lng: number, drgs: readonly string[], limit: number) {
  return [lat, lng, drgs, limit];
}

// ---- the precomputed ranges (provider_condition_range, see price-summary.ts) -------------------------

const SUMMARY_COLUMNS = `${PROVIDER_COLUMNS},
  r.lowest_cents, r.highest_cents, r.average_cents, r.amount, r.single_value, r.year, r.oldest_year,
  r.dataset_id, r.current_lowest_cents, r.current_highest_cents, r.current_average_cents, r.cpi_year, r.by_year,
  earth_distance(ll_to_earth($1::float8, $2::float8), ll_to_earth(r.lat, r.lng)) AS dist_m`;

/** The box test on idx_provider_condition_range_lat ($4-$7), then the exact distance ($8, metres). */
const IN_BOX = `r.lat BETWEEN $4::float8 AND $5::float8 AND r.lng BETWEEN $6::float8 AND $7::float8
  AND earth_distance(ll_to_earth($1::float8, $2::float8), ll_to_earth(r.lat, r.lng)) <= $8::float8`;

/**
 * The map search on the precomputed ranges: the providers with a range for condition $3 within $8
 * metres of ($1, $2), nearest first, at most $9. An index range scan on (diagnosis_id, lat) inside the
 * latitude band, the longitude band and the exact distance filter the rest; one row per provider.
 */
export const SUMMARY_SEARCH_SQL = `SELECT ${SUMMARY_COLUMNS}
FROM provider_condition_range r JOIN provider p ON p.id = r.provider_id
WHERE r.diagnosis_id = $3 AND ${IN_BOX}
ORDER BY dist_m, p.id
LIMIT $9`;

/** The nearest provider with a range for condition $3 from ($1, $2), at any distance (the "no prices near" answer). */
export const NEAREST_PRICED_SQL = `SELECT ${SUMMARY_COLUMNS}
FROM provider_condition_range r JOIN provider p ON p.id = r.provider_id
WHERE r.diagnosis_id = $3
ORDER BY dist_m, p.id
LIMIT 1`;

/** Which of the conditions $3 (int[]) have a range within $8 metres of ($1, $2). */
export const PRICED_NEAR_SQL = `SELECT DISTINCT r.diagnosis_id
FROM provider_condition_range r
WHERE r.diagnosis_id = ANY($3::int[]) AND ${IN_BOX}`;

/** Hospitals with a range per condition (the condition picker's coverage). */
export const COVERAGE_SQL = `SELECT diagnosis_id, count(*)::int AS hospitals
FROM provider_condition_range GROUP BY diagnosis_id`;

const KM_PER_DEGREE = 111.195;

/**
 * Parameters of SUMMARY_SEARCH_SQL / PRICED_NEAR_SQL: the point, the condition (or condition list), the
 * latitude and longitude band around the point (1 % wider than the radius), the radius in metres and the
 * limit. Points near the 180th meridian are not in the US search area (see search-input.ts).
 */
export function summaryParams(
  lat: number,
  lng: number,
  radiusKm: number,
  diagnosis: number | readonly number[],
  limit?: number,
) {
  const dLat = (radiusKm * 1.01) / KM_PER_DEGREE;
  const widest = Math.min(89, Math.abs(lat) + dLat);
  const dLng = Math.min(180, dLat / Math.cos((widest * Math.PI) / 180));
  const params: unknown[] = [
    lat,
    lng,
    diagnosis,
    lat - dLat,
    lat + dLat,
    lng - dLng,
    lng + dLng,
    radiusKm * 1000,
  ];
  if (limit !== undefined) params.push(limit);
  return params;
}

/** A range's figures as provider_condition_range stores them (bigint columns may come back as strings). */
export interface RangeFigures {
  lowest_cents: number | string;
  highest_cents: number | string;
  average_cents: number | string;
  amount: number;
  single_value: boolean;
  year: number;
  oldest_year: number;
  dataset_id: string;
  current_lowest_cents: number | string | null;
  current_highest_cents: number | string | null;
  current_average_cents: number | string | null;
  cpi_year: number | null;
}

/** One row of SUMMARY_SEARCH_SQL / NEAREST_PRICED_SQL. */
export interface SummaryRow extends ProviderRow, RangeFigures {
  /** Never null here: ranges are kept only for providers with a location. */
  lat: number;
  lng: number;
  /** The published figures per data year (price-summary.ts StoredYearRange[]; json, or its text). */
  by_year?: unknown;
  dist_m: number;
}

// ---- the search's read model (search-index.ts) reads the whole table ----------------------------------

/** The priced conditions (the read model reads their ranges a few conditions at a time). */
export const CONDITIONS_SQL =
  'SELECT DISTINCT diagnosis_id FROM provider_condition_range ORDER BY diagnosis_id';

/** The range rows of some conditions ($1, int[]). */
export const RANGES_SQL = `SELECT r.diagnosis_id, r.provider_id, r.lat, r.lng, r.lowest_cents, r.highest_cents,
  r.average_cents, r.amount, r.single_value, r.year, r.oldest_year, r.dataset_id, r.current_lowest_cents,
  r.current_highest_cents, r.current_average_cents, r.cpi_year, r.by_year::text AS by_year
FROM provider_condition_range r
WHERE r.diagnosis_id = ANY($1::int[])`;

/** One row of RANGES_SQL, or one a rebuild has just written (price-summary.ts, SearchIndex.fromRows). */
export interface RangeRow extends RangeFigures {
  diagnosis_id: number;
  provider_id: string;
  lat: number;
  lng: number;
  /** JSON text as read from the table, or the entries themselves (a rebuild's rows, fromRows). */
  by_year: string | StoredYearRange[] | null;
}

/** The hospitals with ranges (ProviderRow), in the database's order of their ids (the order ties are broken in). */
export const PROVIDERS_SQL = `SELECT ${PROVIDER_COLUMNS}
FROM provider p WHERE p.id IN (SELECT DISTINCT provider_id FROM provider_condition_range)
ORDER BY p.id`;

/** PROVIDERS_SQL for the ids given ($1, varchar[]). */
export const PROVIDERS_OF_SQL = `SELECT ${PROVIDER_COLUMNS}
FROM provider p WHERE p.id = ANY($1::varchar[])
ORDER BY p.id`;
