/**
 * One Earth radius for every distance in the project, TypeScript and SQL alike. The SQL radius search
 * uses PostgreSQL's earthdistance module, whose `earth()` is 6,378,168 m and whose `earth_distance` is
 * the great-circle distance on that sphere; the TypeScript used the mean radius (6,371.0088 km), so
 * hospitals 74.92–75.00 km apart were near in one and far in the other. The TypeScript now uses the SQL's
 * radius, which keeps the GiST index on ll_to_earth(lat, lng) (an explicit haversine in SQL could not
 * use it). An integration test checks `SELECT earth()` equals EARTH_RADIUS_M.
 */

/** PostgreSQL earthdistance's `earth()`, in metres. */
export const EARTH_RADIUS_M = 6_378_168;
export const EARTH_RADIUS_KM = EARTH_RADIUS_M / 1000;

const RAD = Math.PI / 180;

/** Great-circle (haversine) distance in km on the sphere of radius EARTH_RADIUS_KM, as earth_distance. */
export function earthDistanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether two points are within `km` (strictly closer, as the SQL's `earth_distance(...) < r`). */
export function withinKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
  km: number,
): boolean {
  return earthDistanceKm(a.lat, a.lng, b.lat, b.lng) < km;
}
