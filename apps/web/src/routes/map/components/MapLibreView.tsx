/**
 * The map with MapLibre GL (react-map-gl/maplibre): the offline US base map by default, or any MapLibre
 * style given by MAP_STYLE_URL. Loaded on demand, only on the map screen.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import MapGL, { AttributionControl, Marker, NavigationControl, type MapRef } from 'react-map-gl/maplibre';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { config } from '../../../lib/config';
import {
  BASE_MAP_ATTRIBUTION,
  INITIAL_ZOOM,
  FIT_MAX_ZOOM,
  offlineFitMaxZoom,
  OFFLINE_STYLE,
} from './base-map';
import { useGroupedMarkers } from './clusters';
import { useLabelsInsideMap, type PlacedNames } from './label-fit';
import {
  addFootprintImages,
  EdgeLayer,
  FootprintLayer,
  StateLayers,
  TownLayers,
  useOfflineOverlays,
} from './MapLibreLayers';
import { useCameraFollow, zoomIntoGroup, zoomWhileZooming, type Camera, type MapViewProps } from './map-view';
import { CityLabels, SearchMarkers } from './MarkerButton';
import { mapEdges, markerFootprints, screenObstacles } from './town-labels';

// Vite bundles the worker as a file of its own; MapLibre must be told where (otherwise "Worker failed to load").
maplibregl.setWorkerUrl(workerUrl);

export default function MapLibreView(props: MapViewProps) {
  const { center, markers, selectedId, onSelect, onFail } = props;
  const ref = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  // The zoom the markers are grouped for: every quarter level during a zoom, and where a zoom ends.
  const [zoom, setZoom] = useState(INITIAL_ZOOM);
  const offline = !config.mapStyleUrl;
  const { counties, towns } = useOfflineOverlays(offline, loaded, center);
  const shown = useGroupedMarkers(markers, selectedId, zoom);
  const footprints = useMemo(() => markerFootprints(shown, center), [shown, center]);

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
      {offline ? <StateLayers counties={counties} /> : null}
      {offline && towns ? <TownLayers towns={towns} /> : null}
      {offline && loaded ? (
        // Above the towns: placed first, so no town name is drawn where a marker, a group or the
        // searched point's label sits (the HTML markers would cover it).
        <FootprintLayer footprints={footprints} />
      ) : null}
      {offline && firstEdges ? (
        // Above the towns, like the footprints: the strips just outside the map's edges.
        <EdgeLayer edges={firstEdges} />
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
