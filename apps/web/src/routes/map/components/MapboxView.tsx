/**
 * The map with Mapbox GL (react-map-gl/mapbox), used when MAPBOX_TOKEN is set: Mapbox's light street
 * style, or MAP_STYLE_URL when given. Same behaviour as the MapLibre view; loaded only in that case.
 */
import { useRef, useState } from 'react';
import MapGL, { Marker, NavigationControl, type MapRef } from 'react-map-gl/mapbox';
import 'mapbox-gl/dist/mapbox-gl.css';
import { config } from '../../../lib/config';
import { INITIAL_ZOOM } from './base-map';
import { useLabelsInsideMap } from './label-fit';
import { useCameraFollow, zoomIntoGroup, zoomWhileZooming, type Camera, type MapViewProps } from './map-view';
import { SearchMarkers } from './MarkerButton';

export default function MapboxView(props: MapViewProps) {
  const { center, markers, selectedId, onSelect, onFail } = props;
  const ref = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const [map, setMap] = useState<Parameters<typeof useLabelsInsideMap>[0]>(null);
  // The zoom the markers are grouped for: every quarter level during a zoom, and where a zoom ends.
  const [zoom, setZoom] = useState(INITIAL_ZOOM);

  useCameraFollow(loaded && ref.current ? (ref.current as unknown as Camera) : null, props);
  // The searched point's name stays inside the frame (label-fit.ts).
  useLabelsInsideMap(map, `${markers.length},${zoom}`);

  return (
    <MapGL
      ref={ref}
      mapLib={import('mapbox-gl')}
      mapboxAccessToken={config.mapboxToken ?? undefined}
      initialViewState={{ latitude: center.lat, longitude: center.lng, zoom: INITIAL_ZOOM }}
      mapStyle={config.mapStyleUrl ?? 'mapbox://styles/mapbox/light-v11'}
      style={{ width: '100%', height: '100%' }}
      onLoad={(e) => {
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
      <SearchMarkers
        Marker={Marker}
        center={center}
        centerLabel={props.centerLabel}
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
