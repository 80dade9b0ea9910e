/**
 * The offline base map's layers for MapLibreView: the states and counties, the town names, and the
 * invisible footprints and edge strips that keep the town names clear of the markers and the frame.
 */
import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { FeatureCollection, MultiLineString, Point } from 'geojson';
import { COUNTY_LINE, STATE_FILL, STATE_LINE, type MapPoint } from './base-map';
import { countyLines, statesGeoJson } from './outlines';
import {
  CENTRE_BOX,
  EDGE_IMAGES,
  EDGE_LAYOUT,
  farUntilZoom,
  FAR_TOWNS_PADDING,
  GROUP_BOX,
  loadTowns,
  MORE_TOWNS_PADDING,
  namedFromZoom,
  PIN_BOX,
  TOWN_LAYOUT,
  TOWN_PAINT,
  TOWN_ZOOMS,
} from './town-labels';
import type * as maplibregl from 'maplibre-gl';

/** The county lines and the towns around the search, loaded once the map is up (offline map only). */
export function useOfflineOverlays(offline: boolean, loaded: boolean, center: MapPoint) {
  const [counties, setCounties] = useState<MultiLineString | null>(null);
  const [towns, setTowns] = useState<FeatureCollection<Point> | null>(null);
  const client = useApolloClient();
  useEffect(() => {
    // The towns around the search, once the map is up (the list and markers need the network first).
    if (!offline || !loaded) return;
    let live = true;
    loadTowns(client, center.lat, center.lng)
      .then((t) => live && setTowns(t))
      .catch(() => undefined); // the map stays usable without town names
    return () => {
      live = false;
    };
  }, [client, offline, loaded, center.lat, center.lng]);

  useEffect(() => {
    // After the map is up: the county lines are large and the map and its markers need the network first.
    if (!offline || !loaded) return;
    let live = true;
    countyLines()
      .then((lines) => live && setCounties(lines))
      .catch(() => undefined); // the states alone still make a usable map
    return () => {
      live = false;
    };
  }, [offline, loaded]);
  return { counties, towns };
}

/** The states, and the county lines once loaded. */
export function StateLayers({ counties }: { counties: MultiLineString | null }) {
  return (
    <>
      <Source id="states" type="geojson" data={statesGeoJson()}>
        <Layer id="states-fill" type="fill" paint={STATE_FILL} />
        <Layer id="states-line" type="line" paint={STATE_LINE} />
      </Source>
      {counties ? (
        <Source id="counties" type="geojson" data={counties}>
          <Layer id="county-lines" type="line" minzoom={5} paint={COUNTY_LINE} beforeId="states-line" />
        </Source>
      ) : null}
    </>
  );
}

/** The town names, by the zoom from which each is named. */
export function TownLayers({ towns }: { towns: FeatureCollection<Point> }) {
  return (
    <Source id="towns" type="geojson" data={towns}>
      {/* Each added just below the footprints, so the last added is placed first: far out, any
          town where there is very much room; the towns of later steps only where there is much
          room, then every step from the smallest towns up, so that a larger town keeps its name
          where two collide. */}
      {[...TOWN_ZOOMS].reverse().map((z) => (
        <Layer
          key={`far-${z}`}
          id={`towns-far-${z}`}
          type="symbol"
          maxzoom={farUntilZoom(z)}
          filter={['==', ['get', 'minZoom'], z]}
          beforeId="marker-footprints"
          layout={{ ...TOWN_LAYOUT, 'text-padding': FAR_TOWNS_PADDING }}
          paint={TOWN_PAINT}
        />
      ))}
      {[...TOWN_ZOOMS]
        .reverse()
        .filter((z) => z > TOWN_ZOOMS[0])
        .map((z) => (
          <Layer
            key={`more-${z}`}
            id={`towns-more-${z}`}
            type="symbol"
            minzoom={namedFromZoom(z)}
            maxzoom={z}
            filter={['==', ['get', 'minZoom'], z]}
            beforeId="marker-footprints"
            layout={{ ...TOWN_LAYOUT, 'text-padding': MORE_TOWNS_PADDING }}
            paint={TOWN_PAINT}
          />
        ))}
      {[...TOWN_ZOOMS].reverse().map((z) => (
        <Layer
          key={z}
          id={`towns-${z}`}
          type="symbol"
          minzoom={z}
          filter={['==', ['get', 'minZoom'], z]}
          // Below the footprints: MapLibre places the upper layer's symbols first, so the towns
          // give way to the markers (the towns arrive after the footprints, and would go on top).
          beforeId="marker-footprints"
          layout={TOWN_LAYOUT}
          paint={TOWN_PAINT}
        />
      ))}
    </Source>
  );
}

/** The markers' footprints: placed before the towns, so no town name is drawn under a marker. */
export function FootprintLayer({ footprints }: { footprints: FeatureCollection }) {
  return (
    <Source id="marker-footprints" type="geojson" data={footprints}>
      <Layer
        id="marker-footprints"
        type="symbol"
        layout={{
          'icon-image': ['get', 'box'],
          'icon-anchor': ['get', 'anchor'],
          'icon-offset': ['get', 'offset'],
          'icon-allow-overlap': true,
          'icon-ignore-placement': false,
        }}
        paint={{ 'icon-opacity': 0 }}
      />
    </Source>
  );
}

/** The strips just outside the map's edges (their data follows the view, see MapLibreView). */
export function EdgeLayer({ edges }: { edges: FeatureCollection }) {
  return (
    <Source id="map-edges" type="geojson" data={edges}>
      <Layer id="map-edges" type="symbol" layout={EDGE_LAYOUT} paint={{ 'icon-opacity': 0 }} />
    </Source>
  );
}

/** Transparent images the size of each kind of HTML marker (the footprints' collision boxes), and the edge strips. */
export function addFootprintImages(map: maplibregl.Map): void {
  for (const [id, box] of [
    ['fp-pin-box', PIN_BOX],
    ['fp-group-box', GROUP_BOX],
    ['fp-centre-box', CENTRE_BOX],
    ...Object.entries(EDGE_IMAGES),
  ] as const) {
    if (!map.hasImage(id)) {
      map.addImage(id, {
        width: box.width,
        height: box.height,
        data: new Uint8Array(box.width * box.height * 4),
      });
    }
  }
}
