/**
 * Web Mercator as MapLibre and Mapbox GL draw it (512 px tiles): where a point lies, in screen pixels,
 * from the centre of a map showing `center` at `zoom`. The static first view (StaticMap.tsx) places its
 * outlines and markers with it, exactly where the interactive map will put them.
 */
import type { MapPoint } from './base-map';

const TILE_PX = 512;

/** The point in world pixels at `zoom`. */
export function worldPx(p: MapPoint, zoom: number): [number, number] {
  const size = TILE_PX * 2 ** zoom;
  const lat = Math.max(-85.05112878, Math.min(85.05112878, p.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = ((p.lng + 180) / 360) * size;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size;
  return [x, y];
}

/** The point at world pixels [x, y] at `zoom` (worldPx's inverse). */
export function pointAtWorldPx(x: number, y: number, zoom: number): MapPoint {
  const size = TILE_PX * 2 ** zoom;
  const n = Math.PI * (1 - (2 * y) / size);
  return { lng: (x / size) * 360 - 180, lat: (Math.atan(Math.sinh(n)) * 180) / Math.PI };
}

/** [dx, dy]: how far right and down of the map's centre the point is drawn. */
export function offsetFromCentre(center: MapPoint, p: MapPoint, zoom: number): [number, number] {
  const [cx, cy] = worldPx(center, zoom);
  const [x, y] = worldPx(p, zoom);
  return [x - cx, y - cy];
}
