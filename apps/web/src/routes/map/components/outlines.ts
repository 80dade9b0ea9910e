/**
 * The offline base map's outline data (us-atlas, US Census Bureau cartographic boundaries; see
 * base-map.ts): the states as polygons, the county lines on demand. Only the interactive map
 * (MapLibreView.tsx, loaded when the visitor asks for it) and the server's static outline
 * (static-outline.ts) import it, so the map page's first script does not carry the states' topology.
 */
import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-10m.json';

let states: FeatureCollection | null = null;

/** US states as polygons (computed once). */
export function statesGeoJson(): FeatureCollection {
  if (!states) {
    const topology = statesTopology as unknown as Topology<{ states: GeometryCollection }>;
    states = feature(topology, topology.objects.states) as FeatureCollection;
  }
  return states;
}

/** Lines between counties, loaded on demand (about 800 kB, so after the map is up). */
export async function countyLines(): Promise<MultiLineString> {
  const mod = (await import('us-atlas/counties-10m.json')) as unknown as {
    default: Topology<{ counties: GeometryCollection }>;
  };
  const topology = mod.default;
  return mesh(topology, topology.objects.counties, (a, b) => a !== b);
}
