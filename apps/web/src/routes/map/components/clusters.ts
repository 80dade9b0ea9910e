/**
 * Markers that group when they overlap, with supercluster (the point clustering MapLibre and Mapbox GL
 * use inside their clustered GeoJSON sources). It runs here rather than as a clustered source because
 * the markers are HTML (a price beside each pin, buttons a keyboard reaches) and the offline base map
 * has no glyphs to draw a count or a price as map text; the same code serves both map libraries.
 *
 * The selected hospital is never inside a group: it stays on the map as its own, highlighted marker.
 */
import { useMemo } from 'react';
import Supercluster from 'supercluster';
import type { MapMarker } from './map-view';

/** Pins closer than this many screen pixels (at 512 px tiles) are grouped; a pin with its price is ~60 px wide. */
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
      // The selected hospital last, so it is drawn over its neighbours.
      if (selected) out.push({ kind: 'marker', marker: selected });
      return out;
    },
  };
}

/** groupMarkers for a component: the index is kept while the markers and the selection stay the same. */
export function useGroupedMarkers(
  markers: readonly MapMarker[],
  selectedId: string | null,
  zoom: number,
): MarkerOrGroup[] {
  const index = useMemo(() => buildIndex(markers, selectedId), [markers, selectedId]);
  const level = Math.floor(zoom);
  return useMemo(() => index.at(level), [index, level]);
}
