/**
 * Town names for the map (the offline base map has no labels of its own): the gazetteer's cities near a
 * point, each with the zoom from which it is named. The size measure is the number of ZIP codes a city has
 * (the gazetteer has no population): the larger a town, the farther out it is named.
 */
import { distanceKm } from './distance';
import { preciseCities } from './cities';

/** A town label: [name, lng, lat, min zoom]; arrays rather than objects keep the answer small. */
export type TownLabel = [name: string, lng: number, lat: number, minZoom: number];

/** Towns farther than this from the point are left out: the map opens at zoom 10 around it. */
export const TOWNS_RADIUS_KM = 350;

/** The zoom from which a town with this many ZIP codes is named. */
export function townMinZoom(zipCount: number): number {
  if (zipCount >= 40) return 4;
  if (zipCount >= 15) return 6;
  if (zipCount >= 6) return 7;
  if (zipCount >= 3) return 8;
  if (zipCount >= 2) return 9;
  return 10;
}

let all: { label: TownLabel; lat: number; lng: number; zipCount: number }[] | null = null;

/**
 * The towns within TOWNS_RADIUS_KM of a point, largest first (they win the room where labels collide),
 * and among towns of one size the nearest first: on the plains most towns have one ZIP code, and the
 * names nearest the searched place are the ones to find one's way by.
 */
export function townsNear(lat: number, lng: number, radiusKm = TOWNS_RADIUS_KM): TownLabel[] {
  all ??= preciseCities().map((c) => ({
    lat: c.lat,
    lng: c.lng,
    zipCount: c.zipCount,
    label: [c.name, c.lng, c.lat, townMinZoom(c.zipCount)],
  }));
  return all
    .map((t) => ({ t, km: distanceKm({ lat, lng }, t) }))
    .filter(({ km }) => km <= radiusKm)
    .sort((a, b) => b.t.zipCount - a.t.zipCount || a.km - b.km)
    .map(({ t }) => t.label);
}
