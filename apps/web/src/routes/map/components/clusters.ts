/**
 * Markers that group when they overlap, with supercluster (the point clustering MapLibre and Mapbox GL
 * use inside their clustered GeoJSON sources). It runs here rather than as a clustered source because
 * the markers are HTML (a price beside each pin, buttons a keyboard reaches) and the offline base map
 * has no glyphs to draw a count or a price as map text; the same code serves both map libraries.
 *
 * supercluster groups by distance between points, but what overlaps on screen is a pin or a badge with its
 * price tag to its right (up to ~110 px wide): two items just beyond its radius side by side still lay one
 * on the other's tag (a badge on the big New York group's price, on a phone). So, after supercluster, any
 * two items whose drawn boxes (footprints) would meet at that zoom are merged into one group, until none do.
 *
 * The selected hospital is never inside a group: it stays on the map as its own, highlighted marker.
 */
import { useMemo } from 'react';
import Supercluster from 'supercluster';
import type { MapMarker } from './map-view';
import { compactUsd } from '../compact-usd';
import { pointAtWorldPx, worldPx } from './projection';

/** Pins closer than this many screen pixels (at 512 px tiles) are grouped; then footprints that meet (below). */
const CLUSTER_RADIUS_PX = 56;
/** Above this zoom nothing is grouped (a street's width): hospitals in one building still show apart. */
const CLUSTER_MAX_ZOOM = 15;

export interface MarkerGroup {
  /** supercluster's cluster id (stable for one index). */
  id: number;
  lat: number;
  lng: number;
  /** How many hospitals the group holds. */
  count: number;
  /** The lowest price (cents) among them, when prices may be seen. */
  lowestCents: number | null;
  /** The zoom at which the group falls apart: where a click on it takes the map. */
  expansionZoom: number;
}

export type MarkerOrGroup = { kind: 'marker'; marker: MapMarker } | { kind: 'group'; group: MarkerGroup };

interface Props {
  id: string;
  lowest: number | null;
}
interface GroupProps {
  lowest: number | null;
}

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/** The lower of two optional prices. */
function lower(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/**
 * The markers as the map should draw them at `zoom`: single markers, and groups of overlapping ones
 * with their count and lowest price. The index is rebuilt only when the markers or the selection change.
 */
export function groupMarkers(
  markers: readonly MapMarker[],
  selectedId: string | null,
  zoom: number,
): MarkerOrGroup[] {
  return buildIndex(markers, selectedId).at(zoom);
}

function buildIndex(markers: readonly MapMarker[], selectedId: string | null) {
  const byId = new Map(markers.map((m) => [m.id, m]));
  const selected = selectedId ? byId.get(selectedId) : undefined;
  const index = new Supercluster<Props, GroupProps>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (p) => ({ lowest: p.lowest }),
    reduce: (acc, p) => {
      acc.lowest = lower(acc.lowest, p.lowest);
    },
  });
  index.load(
    markers
      .filter((m) => m !== selected)
      .map((m) => ({
        type: 'Feature' as const,
        properties: { id: m.id, lowest: m.lowestCents ?? null },
        geometry: { type: 'Point' as const, coordinates: [m.location.lng, m.location.lat] },
      })),
  );
  return {
    at(zoom: number): MarkerOrGroup[] {
      const out: MarkerOrGroup[] = [];
      for (const f of index.getClusters(WORLD, Math.floor(zoom))) {
        const [lng, lat] = f.geometry.coordinates;
        const p = f.properties;
        if ('cluster' in p && p.cluster) {
          const id = p.cluster_id;
          out.push({
            kind: 'group',
            group: {
              id,
              lat,
              lng,
              count: p.point_count,
              lowestCents: p.lowest,
              expansionZoom: index.getClusterExpansionZoom(id),
            },
          });
        } else {
          const m = byId.get((p as Props).id);
          if (m) out.push({ kind: 'marker', marker: m });
        }
      }
      const apart = separate(out, zoom);
      out.length = 0;
      out.push(...apart);
      // The selected hospital last, so it is drawn over its neighbours.
      if (selected) out.push({ kind: 'marker', marker: selected });
      return out;
    },
  };
}

/** A box on screen around an item's point (px; x to the right, y down). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The room a marker or a group takes on screen: its pin or badge, and its price tag. */
export type Footprint = readonly Box[];

/**
 * A price tag's width: 11 px bold figures (at most ~6.5 px a character, "$" and "." narrower), its
 * padding and border (map-markers.css).
 */
const tagWidth = (text: string) => Math.ceil(text.length * 6.5) + 10;

/** A pin: 22 × 30 px standing on its point; its price tag (18 px high) 2 px to its right, 2 px down. */
export function pinFootprint(priceLabel: string | null | undefined): Footprint {
  const pin = { left: -11, top: -30, right: 11, bottom: 0 };
  return priceLabel ? [pin, { left: 13, top: -28, right: 13 + tagWidth(priceLabel), bottom: -10 }] : [pin];
}

/** What a group's price tag says ("from $5.6K"), or null when prices may not be seen. */
export function groupPriceText(lowestCents: number | null): string | null {
  return lowestCents === null ? null : `from ${compactUsd(lowestCents / 100)}`;
}

/**
 * A group: a badge 36 px round (wider for a count of three digits or more) with its 2 px ring (a
 * box-shadow, drawn outside the badge's box), centred on its point; its price tag (18 px high) 1 px
 * right of the badge's box, centred on the point's height.
 */
export function groupFootprint(count: number, lowestCents: number | null): Footprint {
  const half = Math.max(36, String(count).length * 8 + 18) / 2;
  const badge = { left: -half - 2, top: -half - 2, right: half + 2, bottom: half + 2 };
  const price = groupPriceText(lowestCents);
  return price ? [badge, { left: half + 1, top: -9, right: half + 1 + tagWidth(price), bottom: 9 }] : [badge];
}

/** Room kept between two footprints (px). */
const FOOTPRINT_GAP = 2;

const at = ([x, y]: [number, number]) => ({ x, y });

interface Placed {
  item: MarkerOrGroup;
  x: number;
  y: number;
  box: Footprint;
}

function place(item: MarkerOrGroup, zoom: number): Placed {
  if (item.kind === 'marker') {
    const { lat, lng } = item.marker.location;
    return { item, ...at(worldPx({ lat, lng }, zoom)), box: pinFootprint(item.marker.priceLabel) };
  }
  const { lat, lng, count, lowestCents } = item.group;
  return { item, ...at(worldPx({ lat, lng }, zoom)), box: groupFootprint(count, lowestCents) };
}

const meet = (a: Placed, b: Placed) =>
  a.box.some((p) =>
    b.box.some(
      (q) =>
        a.x + p.left < b.x + q.right + FOOTPRINT_GAP &&
        b.x + q.left < a.x + p.right + FOOTPRINT_GAP &&
        a.y + p.top < b.y + q.bottom + FOOTPRINT_GAP &&
        b.y + q.top < a.y + p.bottom + FOOTPRINT_GAP,
    ),
  );

/** What an item holds, as a group's figures. */
function asGroup(item: MarkerOrGroup, zoom: number): Omit<MarkerGroup, 'lat' | 'lng'> {
  if (item.kind === 'group') return item.group;
  return {
    id: 0,
    count: 1,
    lowestCents: item.marker.lowestCents ?? null,
    expansionZoom: Math.floor(zoom) + 1,
  };
}

/**
 * The items with no two footprints meeting at `zoom`, the map's own (supercluster's levels are whole: at
 * 7.95 the items lie almost twice as far apart as at 7, where too many would meet): two that meet become one group at their weighted middle, its count theirs together,
 * its price the lower, falling apart where the first of them does; again until none meet.
 */
function separate(items: readonly MarkerOrGroup[], zoom: number): MarkerOrGroup[] {
  const placed = items.map((item) => place(item, zoom));
  let merged = 0;
  for (;;) {
    let pair: [number, number] | null = null;
    for (let i = 0; i < placed.length && !pair; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        if (meet(placed[i]!, placed[j]!)) {
          pair = [i, j];
          break;
        }
      }
    }
    if (!pair) return placed.map((p) => p.item);
    const [a, b] = [placed[pair[0]]!, placed[pair[1]]!];
    const [ga, gb] = [asGroup(a.item, zoom), asGroup(b.item, zoom)];
    const count = ga.count + gb.count;
    const x = (a.x * ga.count + b.x * gb.count) / count;
    const y = (a.y * ga.count + b.y * gb.count) / count;
    const larger = a.item.kind === 'group' && ga.count >= gb.count ? ga : b.item.kind === 'group' ? gb : ga;
    const group: MarkerGroup = {
      // The larger part's supercluster id, or one of its own (negative: supercluster's are not).
      id: larger.id > 0 ? larger.id : -++merged,
      ...pointAtWorldPx(x, y, zoom),
      count,
      lowestCents: lower(ga.lowestCents, gb.lowestCents),
      expansionZoom: Math.min(ga.expansionZoom, gb.expansionZoom),
    };
    placed.splice(pair[1], 1);
    placed[pair[0]] = place({ kind: 'group', group }, zoom);
  }
}

/** groupMarkers for a component: the index is kept while the markers and the selection stay the same. */
export function useGroupedMarkers(
  markers: readonly MapMarker[],
  selectedId: string | null,
  zoom: number,
): MarkerOrGroup[] {
  const index = useMemo(() => buildIndex(markers, selectedId), [markers, selectedId]);
  // The zoom as it was when a zoom ended (the caller's): the groups are made again for each.
  return useMemo(() => index.at(zoom), [index, zoom]);
}
