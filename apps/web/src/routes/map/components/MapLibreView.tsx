/**
 * The map with MapLibre GL (react-map-gl/maplibre): the offline US base map by default, or any MapLibre
 * style given by MAP_STYLE_URL. Loaded on demand, only on the map screen.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import MapGL, {
  AttributionControl,
  Layer,
  Marker,
  NavigationControl,
  Source,
  type MapRef,
} from 'react-map-gl/maplibre';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { FeatureCollection, MultiLineString, Point } from 'geojson';
import 'maplibre-gl/dist/maplibre-gl.css';
import { config } from '../../../lib/config';
import {
  BASE_MAP_ATTRIBUTION,
  COUNTY_LINE,
  INITIAL_ZOOM,
  FIT_MAX_ZOOM,
  offlineFitMaxZoom,
  OFFLINE_STYLE,
  STATE_FILL,
  STATE_LINE,
} from './base-map';
import { countyLines, statesGeoJson } from './outlines';
import { useGroupedMarkers } from './clusters';
import { useLabelsInsideMap, type PlacedNames } from './label-fit';
import { useCameraFollow, zoomIntoGroup, zoomWhileZooming, type Camera, type MapViewProps } from './map-view';
import { CityLabels, SearchMarkers } from './MarkerButton';
import {
  CENTRE_BOX,
  EDGE_IMAGES,
  EDGE_LAYOUT,
  farUntilZoom,
  FAR_TOWNS_PADDING,
  GROUP_BOX,
  loadTowns,
  mapEdges,
  markerFootprints,
  MORE_TOWNS_PADDING,
  namedFromZoom,
  PIN_BOX,
  screenObstacles,
  TOWN_LAYOUT,
  TOWN_PAINT,
  TOWN_ZOOMS,
} from './town-labels';

// Vite bundles the worker as a file of its own; MapLibre must be told where (otherwise "Worker failed to load").
maplibregl.setWorkerUrl(workerUrl);

export default function MapLibreView(props: MapViewProps) {
  const { center, markers, selectedId, onSelect, onFail } = props;
  const ref = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  // The zoom the markers are grouped for: every quarter level during a zoom, and where a zoom ends.
  const [zoom, setZoom] = useState(INITIAL_ZOOM);
  const [counties, setCounties] = useState<MultiLineString | null>(null);
  const [towns, setTowns] = useState<FeatureCollection<Point> | null>(null);
  const offline = !config.mapStyleUrl;
  const shown = useGroupedMarkers(markers, selectedId, zoom);
  const footprints = useMemo(() => markerFootprints(shown, center), [shown, center]);

  useEffect(() => {
    // The towns around the search, once the map is up (the list and markers need the network first).
    if (!offline || !loaded) return;
    let live = true;
    loadTowns(center.lat, center.lng)
      .then((t) => live && setTowns(t))
      .catch(() => undefined); // the map stays usable without town names
    return () => {
      live = false;
    };
  }, [offline, loaded, center.lat, center.lng]);

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

  const firstEdges = useMemo(() => (map ? mapEdges(map) : null), [map]);

  useCameraFollow(
    loaded && ref.current ? (ref.current as unknown as Camera) : null,
    props,
    offline && map ? offlineFitMaxZoom(map.getContainer().clientWidth) : FIT_MAX_ZOOM,
  );
  // The HTML names (major cities, the searched point's) are kept inside the frame and clear of the
  // markers and buttons (label-fit.ts); after each placement (every frame of a move too) the edge strips
  // follow the view, and the names', buttons' and markers' boxes are obstacles for the town names
  // (town-labels.ts screenObstacles): no town name is cut by the edge, nor under a name or a button.
  const afterNames = useCallback(
    (placed: PlacedNames) => {
      if (!offline || !map) return;
      const source = map.getSource('map-edges') as maplibregl.GeoJSONSource | undefined;
      source?.setData(screenObstacles(map, [...placed.names, ...placed.controls, ...placed.markers]));
    },
    [offline, map],
  );
  useLabelsInsideMap(map, shown, afterNames);

  return (
    <MapGL
      ref={ref}
      mapLib={maplibregl}
      initialViewState={{ latitude: center.lat, longitude: center.lng, zoom: INITIAL_ZOOM }}
      mapStyle={config.mapStyleUrl ?? OFFLINE_STYLE}
      attributionControl={false}
      style={{ width: '100%', height: '100%' }}
      onLoad={(e) => {
        addFootprintImages(e.target);
        setZoom(e.target.getZoom());
        setLoaded(true);
        setMap(e.target);
        props.onReady?.();
      }}
      onZoom={(e) => setZoom((grouped) => zoomWhileZooming(grouped, e.target.getZoom()))}
      onZoomEnd={(e) => setZoom(e.target.getZoom())}
      onError={(e) => {
        if (!loaded) onFail(e.error?.message ?? 'The map could not start.');
      }}
    >
      <NavigationControl position="top-right" showCompass={false} />
      <AttributionControl
        position="bottom-right"
        compact
        customAttribution={offline ? BASE_MAP_ATTRIBUTION : undefined}
      />
      {offline ? (
        <Source id="states" type="geojson" data={statesGeoJson()}>
          <Layer id="states-fill" type="fill" paint={STATE_FILL} />
          <Layer id="states-line" type="line" paint={STATE_LINE} />
        </Source>
      ) : null}
      {offline && counties ? (
        <Source id="counties" type="geojson" data={counties}>
          <Layer id="county-lines" type="line" minzoom={5} paint={COUNTY_LINE} beforeId="states-line" />
        </Source>
      ) : null}
      {offline && towns ? (
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
      ) : null}
      {offline && loaded ? (
        // Above the towns: placed first, so no town name is drawn where a marker, a group or the
        // searched point's label sits (the HTML markers would cover it).
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
      ) : null}
      {offline && firstEdges ? (
        // Above the towns, like the footprints: the strips just outside the map's edges.
        <Source id="map-edges" type="geojson" data={firstEdges}>
          <Layer id="map-edges" type="symbol" layout={EDGE_LAYOUT} paint={{ 'icon-opacity': 0 }} />
        </Source>
      ) : null}
      {offline ? <CityLabels Marker={Marker} /> : null}
      <SearchMarkers
        Marker={Marker}
        center={center}
        centerLabel={props.centerLabel}
        shown={shown}
        markers={markers}
        selectedId={selectedId}
        onSelect={onSelect}
        zoom={zoom}
        onZoomIn={(group) => {
          if (ref.current) zoomIntoGroup(ref.current as unknown as Camera, group, zoom);
        }}
      />
    </MapGL>
  );
}

/** Transparent images the size of each kind of HTML marker (the footprints' collision boxes), and the edge strips. */
function addFootprintImages(map: maplibregl.Map): void {
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
