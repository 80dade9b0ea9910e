/**
 * Web Mercator as MapLibre and Mapbox GL draw it (512 px tiles): where a point lies, in screen pixels,
 * from the centre of a map showing `center` at `zoom`. The static first view (StaticMap.tsx) places its
 * outlines and markers with it, exactly where the interactive map will put them.
 */
import type { MapPoint } from './base-map';

const TILE_PX = 512;

/** The point in world pixels at `zoom`. */
function worldPx(p: MapPoint, zoom: number): [number, number] {
  const size = TILE_PX * 2 ** zoom;
  const lat = Math.max(-85.05112878, Math.min(85.05112878, p.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = ((p.lng + 180) / 360) * size;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size;
  return [x, y];
}

/** [dx, dy]: how far right and down of the map's centre the point is drawn. */
export function offsetFromCentre(center: MapPoint, p: MapPoint, zoom: number): [number, number] {
  const [cx, cy] = worldPx(center, zoom);
  const [x, y] = worldPx(p, zoom);
  return [x - cx, y - cy];
}
