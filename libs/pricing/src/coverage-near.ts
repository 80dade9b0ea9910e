/**
 * The condition picker's "near you" counts: for some conditions, how many hospitals have a precomputed
 * range (provider_condition_range) within the search radius of a point. One indexed range scan per
 * condition on (diagnosis_id, lat), like the map search itself; never the price table.
 */
import { SEARCH_RADIUS_KM } from '@fp/domain';
import type { DataSource } from 'typeorm';
import { summaryParams } from './search-sql';

/** $3 the conditions (int[]); $4-$7 the latitude and longitude band; $8 the radius in metres. */
export const PRICED_COUNT_NEAR_SQL = `SELECT r.diagnosis_id, count(*)::int AS hospitals
FROM provider_condition_range r
WHERE r.diagnosis_id = ANY($3::int[])
  AND r.lat BETWEEN $4::float8 AND $5::float8 AND r.lng BETWEEN $6::float8 AND $7::float8
  AND earth_distance(ll_to_earth($1::float8, $2::float8), ll_to_earth(r.lat, r.lng)) <= $8::float8
GROUP BY r.diagnosis_id`;

/** Hospitals with prices within SEARCH_RADIUS_KM of the point, per condition id (absent: none). */
export async function pricedHospitalsNear(
  db: DataSource,
  diagnosisIds: readonly number[],
  lat: number,
  lng: number,
): Promise<Map<number, number>> {
  const ids = [...new Set(diagnosisIds.filter((id) => Number.isInteger(id) && id > 0))];
  if (!ids.length || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90) return new Map();
  const rows: { diagnosis_id: number; hospitals: number }[] = await db.query(
    PRICED_COUNT_NEAR_SQL,
    summaryParams(lat, lng, SEARCH_RADIUS_KM, ids),
  );
  return new Map(rows.map((r) => [Number(r.diagnosis_id), Number(r.hospitals)]));
}
