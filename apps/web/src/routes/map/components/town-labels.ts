/**
 * Town names on the offline base map, as it zooms in: the gazetteer's towns near the search (the
 * townsNear query, from @fp/geo), drawn by MapLibre as a symbol layer. MapLibre draws the letters itself
 * with the browser's fonts (a style without a `glyphs` address renders glyphs locally), so nothing is
 * downloaded from elsewhere. Labels that would collide are dropped, larger towns first; the markers'
 * footprints are a collision layer above them, so a marker or a group never sits on a town's name.
 *
 * MapLibre draws a name that crosses the map's edge cut in two (it places names up to 100 px beyond the
 * screen, so that they do not pop in while the map pans; no style property changes that, see
 * mapbox/mapbox-gl-js#6432). The maintainers' remedy is used: invisible boxes just outside each edge
 * (`mapEdges`, a collision layer moved with the view), so a name that would cross an edge collides and
 * MapLibre tries its other anchors (`text-variable-anchor`: beside its town, towards the inside) or
 * leaves it out.
 */
import type { ApolloClient } from '@apollo/client';
import type { FeatureCollection, Point } from 'geojson';
import type { Map as MapLibreMap, SymbolLayerSpecification } from 'maplibre-gl';
import type { MapMarker } from './map-view';
import type { MarkerOrGroup } from './clusters';
import { namedByMajorCity } from './MarkerButton';
import { graphql } from '../../../__generated__';

const TownsNear = graphql(`
  query TownsNear($lat: Float!, $lng: Float!) {
    townsNear(lat: $lat, lng: $lng) {
      name
      lat
      lng
      minZoom
    }
  }
`);

/** The zooms from which towns are named (see @fp/geo townMinZoom): one layer per step. */
export const TOWN_ZOOMS = [4, 6, 7, 8, 9, 10] as const;

/**
 * Where few towns are named at a zoom (the plains, the desert), the towns of the next steps are named
 * too, from this many zoom levels before their own, where they have this much room around them (px):
 * below every other town layer, so they only fill the room the others leave.
 */
export const MORE_TOWNS_ZOOMS_BEFORE = 2;
export const MORE_TOWNS_PADDING = 24;

/**
 * Farther out than that, where a search's hospitals lie far apart (Jordan, MT: the map opens at zoom 5,
 * 3.5 on a phone, over Montana and the Dakotas, where no town has the 40 ZIP codes of the first step and
 * the hospitals' markers cover the larger towns), every step's towns may be named, up to FAR_TOWNS_MAX_ZOOM
 * (closer in, the steps above name enough towns; a busy city's map at zoom 7.9 kept its 19 names rather
 * than 28), larger and then nearer ones first (the gazetteer's order), with the same room around them.
 * Below every other town layer.
 */
export const FAR_TOWNS_PADDING = MORE_TOWNS_PADDING;
export const FAR_TOWNS_MAX_ZOOM = 7;

/** The zoom from which a step's towns are named by the layers above (their own, or the step's "more"). */
export function namedFromZoom(step: (typeof TOWN_ZOOMS)[number]): number {
  return Math.max(TOWN_ZOOMS[0], step - MORE_TOWNS_ZOOMS_BEFORE);
}

/** Up to which zoom the far layer of a step names its towns (before the layers above take over). */
export function farUntilZoom(step: (typeof TOWN_ZOOMS)[number]): number {
  return Math.min(namedFromZoom(step), FAR_TOWNS_MAX_ZOOM);
}

/** The font the site uses, for the map's letters too. */
export const TOWN_FONT = ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial'];

export const TOWN_LAYOUT: SymbolLayerSpecification['layout'] = {
  'text-field': ['get', 'name'],
  'text-font': TOWN_FONT,
  'text-size': 12,
  'text-padding': 4,
  'text-max-width': 8,
  // Centred on its town; where that would cross the map's edge (or another name), beside it.
  'text-variable-anchor': ['center', 'left', 'right', 'top', 'bottom'],
  // The larger town keeps its name where two collide (features come largest first).
  'symbol-sort-key': ['get', 'rank'],
};

export const TOWN_PAINT: SymbolLayerSpecification['paint'] = {
  'text-color': '#3d4b5c',
  'text-halo-color': '#ffffff',
  'text-halo-width': 1.5,
};

/** The towns near a point as GeoJSON (properties: name, minZoom, rank), without the major-city labels. */
export async function loadTowns(
  client: ApolloClient,
  lat: number,
  lng: number,
): Promise<FeatureCollection<Point>> {
  // Rounded as the server rounds, so nearby searches share one cached answer.
  const round = (n: number) => Math.round(n * 10) / 10;
  const { data } = await client.query({ query: TownsNear, variables: { lat: round(lat), lng: round(lng) } });
  if (!data) throw new Error('towns: no answer');
  return {
    type: 'FeatureCollection',
    features: data.townsNear
      .filter(({ name, lat: y, lng: x }) => !namedByMajorCity(name, { lat: y, lng: x }))
      .map(({ name, lng: x, lat: y, minZoom }, rank) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [x, y] },
        properties: { name, minZoom, rank },
      })),
  };
}

/**
 * Room the HTML markers take on screen (px), to keep town names from under them: a pin with its price
 * to its right, a group's badge with its price, the searched point with its name below it.
 */
export const PIN_BOX = { width: 72, height: 34 };
export const GROUP_BOX = { width: 100, height: 42 };
export const CENTRE_BOX = { width: 150, height: 40 };

const FOOTPRINT = {
  pin: { box: 'fp-pin-box', anchor: 'bottom-left', offset: [-12, 0] },
  group: { box: 'fp-group-box', anchor: 'left', offset: [-20, 0] },
  centre: { box: 'fp-centre-box', anchor: 'top', offset: [0, -10] },
} as const;

/** The searched point and the shown markers and groups, as points for the collision layer. */
export function markerFootprints(
  shown: readonly MarkerOrGroup[],
  center: MapMarker['location'],
): FeatureCollection<Point> {
  const point = (at: MapMarker['location'], kind: keyof typeof FOOTPRINT) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [at.lng, at.lat] },
    properties: { ...FOOTPRINT[kind], offset: [...FOOTPRINT[kind].offset] },
  });
  return {
    type: 'FeatureCollection',
    features: [
      point(center, 'centre'),
      ...shown.map((item) =>
        item.kind === 'group' ? point(item.group, 'group') : point(item.marker.location, 'pin'),
      ),
    ],
  };
}

/**
 * The images of the edge boxes: thin strips, scaled per edge with `icon-size` (at most 255, MapLibre's
 * limit, so up to 16,000 px of edge).
 */
export const EDGE_IMAGES = { 'fp-edge-h': { width: 64, height: 4 }, 'fp-edge-v': { width: 4, height: 64 } };
const EDGE_IMAGE_LENGTH = 64;
/** How far beyond the corners a strip reaches (MapLibre places names up to 100 px off screen). */
const EDGE_OVERHANG = 100;

/**
 * Four points, the middles of the map's edges, each with a strip lying just outside its edge and as
 * long as the edge: a name that would cross the edge collides with it. Recomputed as the view moves.
 */
export function mapEdges(map: Pick<MapLibreMap, 'getCanvas' | 'unproject'>): FeatureCollection<Point> {
  const { clientWidth: w, clientHeight: h } = map.getCanvas();
  const edge = (x: number, y: number, box: keyof typeof EDGE_IMAGES, anchor: string, length: number) => {
    const at = map.unproject([x, y]);
    return {
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [at.lng, at.lat] },
      properties: { box, anchor, size: Math.min(255, (length + 2 * EDGE_OVERHANG) / EDGE_IMAGE_LENGTH) },
    };
  };
  return {
    type: 'FeatureCollection',
    features: [
      edge(w / 2, 0, 'fp-edge-h', 'bottom', w),
      edge(w / 2, h, 'fp-edge-h', 'top', w),
      edge(0, h / 2, 'fp-edge-v', 'right', h),
      edge(w, h / 2, 'fp-edge-v', 'left', h),
    ],
  };
}

/** A box on screen (px from the map's top left corner). */
interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The edge strips and, as boxes of their own size, what MapLibre's names must leave clear although it
 * does not draw them: the HTML names (major cities, the searched point, as label-fit.ts placed them) and
 * the buttons over the map. Each box is a transparent image of its size (made on first use), centred on
 * the point under its centre. Recomputed after every placement of the HTML names.
 */
export function screenObstacles(
  map: Pick<MapLibreMap, 'getCanvas' | 'unproject' | 'hasImage' | 'addImage'>,
  boxes: readonly ScreenBox[],
): FeatureCollection<Point> {
  const edges = mapEdges(map);
  for (const b of boxes) {
    const width = Math.max(1, Math.ceil(b.right - b.left));
    const height = Math.max(1, Math.ceil(b.bottom - b.top));
    const box = `fp-box-${width}x${height}`;
    if (!map.hasImage(box)) map.addImage(box, { width, height, data: new Uint8Array(width * height * 4) });
    const at = map.unproject([(b.left + b.right) / 2, (b.top + b.bottom) / 2]);
    edges.features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [at.lng, at.lat] },
      properties: { box, anchor: 'center', size: 1 },
    });
  }
  return edges;
}

/** The edge strips' layer: always placed, invisible, and in the way of every name. */
export const EDGE_LAYOUT: SymbolLayerSpecification['layout'] = {
  'icon-image': ['get', 'box'],
  'icon-anchor': ['get', 'anchor'],
  'icon-size': ['get', 'size'],
  'icon-padding': 0,
  'icon-allow-overlap': true,
  'icon-ignore-placement': false,
  'icon-rotation-alignment': 'viewport',
  'icon-pitch-alignment': 'viewport',
};
