import { EARTH_RADIUS_KM, earthDistanceKm } from './earth';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The one Earth radius of the project (earth.ts: PostgreSQL's earth(), so TS and SQL agree at 75 km). */
export { EARTH_RADIUS_KM };

/** Great-circle (haversine) distance in km between two points given in decimal degrees. */
export function distanceKm(a: LatLng, b: LatLng): number {
  return haversineKm(a.lat, a.lng, b.lat, b.lng);
}

/** Same as distanceKm without allocating objects: used in the hot loop of the reverse look-up. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return earthDistanceKm(lat1, lng1, lat2, lng2);
}

export function isValidLatLng(lat: number, lng: number): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= -90 &&
    lat <= 90 &&
    lng >= -180 &&
    lng <= 180
  );
}
