/**
 * The offline US base map: state and county outlines from the us-atlas package (US Census Bureau
 * cartographic boundaries), drawn as GeoJSON fill and line layers. No tiles and no text labels, so the
 * map works without any network access (labels would need glyph files).
 *
 * The outlines' data itself is in outlines.ts: this module is imported by the static first view
 * (StaticMap.tsx) too, and the states' topology (~117 KB of script) would otherwise be loaded, parsed and
 * run on every map page before the interactive map is asked for (bench:lighthouse, issue 42).
 */

export const BASE_MAP_ATTRIBUTION = 'Boundaries: US Census Bureau, via us-atlas';

/** A style with only a background; the outlines are added as sources by the map component. */
export const OFFLINE_STYLE = {
  version: 8 as const,
  sources: {},
  layers: [{ id: 'water', type: 'background' as const, paint: { 'background-color': '#d6e6f2' } }],
};

export const STATE_FILL = { 'fill-color': '#f5f3ee' };
export const STATE_LINE = { 'line-color': '#7d8894', 'line-width': 1.4 };
export const COUNTY_LINE = { 'line-color': '#b9c1c9', 'line-width': 0.6 };

/** Zoom levels of the spec (§9): first view, reset, and the cap after fitting to the results. */
export const INITIAL_ZOOM = 10;
export const RESET_ZOOM = 8;
export const FIT_MAX_ZOOM = 15;
/**
 * The cap on the offline base map, which has no streets: its first zoom, where every gazetteer town is
 * named, two less on a narrow map (a phone's, under NARROW_MAP_PX, with the buttons over half its top). Closer in,
 * a fit to a lone town's hospitals showed a blank plain with no name but the searched one (Billings, MT,
 * at zoom 15; its nearest towns are 18-20 km away).
 */
export const NARROW_MAP_PX = 600;
export function offlineFitMaxZoom(mapWidthPx: number): number {
  return mapWidthPx < NARROW_MAP_PX ? INITIAL_ZOOM - 2 : INITIAL_ZOOM;
}

export interface MapPoint {
  lat: number;
  lng: number;
}

/** [[west, south], [east, north]] around the points, or null without points. */
export function boundsOf(points: readonly MapPoint[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const p of points) {
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}
