/**
 * The first view of the map, drawn as plain markup until MapLibre (or Mapbox GL), whose code is by far
 * the page's largest, has loaded and drawn its own: the offline base map's state outlines around the
 * searched point (an SVG path the server computed, static-outline.ts) and the same markers and groups as
 * the interactive map (SearchMarkers), at the same places (Web Mercator at the map's first zoom). The
 * server renders it into the page (src/ssr.tsx), so the hospitals are on the map before any script runs;
 * once the scripts run, a marker selects its hospital as on the interactive map.
 */
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { INITIAL_ZOOM, type MapPoint } from './base-map';
import { useLabelsInsideFrame } from './label-fit';
import { CityLabels, SearchMarkers } from './MarkerButton';
import type { MapMarker } from './map-view';
import { offsetFromCentre } from './projection';

/** The drawn area around the centre, in pixels: wider and taller than any map frame. */
export const STATIC_HALF_WIDTH = 1400;
export const STATIC_HALF_HEIGHT = 900;

export function StaticMap({
  outline,
  center,
  centerLabel,
  markers,
  selectedId,
  onSelect,
}: {
  /** The searched place's short name, under its point. */
  centerLabel?: string | null;
  /** SVG path data of the state outlines, in pixels from the centre (static-outline.ts). */
  outline: string;
  center: MapPoint;
  markers: readonly MapMarker[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  // A marker placed at its latitude and longitude, as the map libraries' Marker components place theirs.
  // Made once per point (not per render: a new component type would mount every marker anew).
  const { lat, lng } = center;
  const Marker = useMemo(() => staticMarker({ lat, lng }, false), [lat, lng]);
  // The city names beyond the drawn area (most of them at this zoom) are left out.
  const CityMarker = useMemo(() => staticMarker({ lat, lng }, true), [lat, lng]);
  // The names are kept inside the frame, whose size only the browser knows (label-fit.ts).
  const frame = useRef<HTMLDivElement>(null);
  useLabelsInsideFrame(frame, `${lat},${lng},${centerLabel},${markers.length}`);
  return (
    <div className="static-map" data-testid="static-map" ref={frame}>
      <svg
        className="static-map-outline"
        aria-hidden="true"
        viewBox={`${-STATIC_HALF_WIDTH} ${-STATIC_HALF_HEIGHT} ${2 * STATIC_HALF_WIDTH} ${2 * STATIC_HALF_HEIGHT}`}
        style={{
          width: 2 * STATIC_HALF_WIDTH,
          height: 2 * STATIC_HALF_HEIGHT,
          left: `calc(50% - ${STATIC_HALF_WIDTH}px)`,
          top: `calc(50% - ${STATIC_HALF_HEIGHT}px)`,
        }}
      >
        <path d={outline} />
      </svg>
      <CityLabels Marker={CityMarker} />
      <SearchMarkers
        Marker={Marker}
        center={center}
        centerLabel={centerLabel}
        markers={markers}
        selectedId={selectedId}
        onSelect={onSelect}
        zoom={INITIAL_ZOOM}
        // A group falls apart on the interactive map, which takes over in moments; this view cannot zoom.
        onZoomIn={() => undefined}
      />
    </div>
  );
}

/** A Marker component for the static view around `center`; `clip`: nothing beyond the drawn area. */
function staticMarker(center: MapPoint, clip: boolean) {
  return function StaticMarker({
    latitude,
    longitude,
    anchor,
    style,
    children,
  }: {
    latitude: number;
    longitude: number;
    anchor: 'center' | 'bottom';
    style?: CSSProperties;
    children: ReactNode;
  }) {
    const [dx, dy] = offsetFromCentre(center, { lat: latitude, lng: longitude }, INITIAL_ZOOM);
    if (clip && (Math.abs(dx) > STATIC_HALF_WIDTH || Math.abs(dy) > STATIC_HALF_HEIGHT)) return null;
    return (
      <div
        className={`static-marker static-marker-${anchor}`}
        style={{ ...style, left: `calc(50% + ${dx.toFixed(1)}px)`, top: `calc(50% + ${dy.toFixed(1)}px)` }}
      >
        {children}
      </div>
    );
  };
}
