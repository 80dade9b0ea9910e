/**
 * The offline base map's state outlines (base-map.ts) around a point, as SVG path data in pixels from the
 * map's centre at a zoom (projection.ts), for the static first view (StaticMap.tsx). Computed on the
 * server (src/ssr.tsx): the browser then needs neither the outlines' data nor the map library to draw it.
 * Points far outside the drawn area are pulled onto its edge and repeats dropped, which keeps the path a
 * few kilobytes whatever the state's size, and the fill inside the area as it was.
 */
import type { Position } from 'geojson';
import type { MapPoint } from './base-map';
import { statesGeoJson } from './outlines';
import { offsetFromCentre } from './projection';
import { STATIC_HALF_HEIGHT, STATIC_HALF_WIDTH } from './StaticMap';

const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));

export function staticOutline(center: MapPoint, zoom: number): string {
  // A margin beyond the drawn area, so an edge between two pulled-in points stays out of sight.
  const limitX = STATIC_HALF_WIDTH + 200;
  const limitY = STATIC_HALF_HEIGHT + 200;
  const parts: string[] = [];
  const ring = (coords: Position[]) => {
    const pts: [number, number][] = [];
    let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const [lng, lat] of coords) {
      const [dx, dy] = offsetFromCentre(center, { lat, lng }, zoom);
      [left, right, top, bottom] = [
        Math.min(left, dx),
        Math.max(right, dx),
        Math.min(top, dy),
        Math.max(bottom, dy),
      ];
      const pt: [number, number] = [Math.round(clamp(dx, limitX)), Math.round(clamp(dy, limitY))];
      const [a, b] = [pts[pts.length - 2], pts[pts.length - 1]];
      if (b && b[0] === pt[0] && b[1] === pt[1]) continue;
      // Three points in a row on one edge of the area: the middle one adds nothing to the fill.
      const onEdge = (i: 0 | 1, limit: number) =>
        Math.abs(pt[i]) === limit && a?.[i] === pt[i] && b?.[i] === pt[i];
      if (onEdge(0, limitX) || onEdge(1, limitY)) pts[pts.length - 1] = pt;
      else pts.push(pt);
    }
    // A ring whose bounds miss the area would only draw along its edges (one around it still fills it).
    if (left < limitX && right > -limitX && top < limitY && bottom > -limitY && pts.length > 2)
      parts.push(`M${pts.map(([x, y]) => `${x} ${y}`).join('L')}Z`);
  };
  for (const f of statesGeoJson().features) {
    const g = f.geometry;
    if (g.type === 'Polygon') g.coordinates.forEach(ring);
    else if (g.type === 'MultiPolygon') g.coordinates.forEach((p) => p.forEach(ring));
  }
  return parts.join('');
}
