/** What both map implementations (MapLibre, Mapbox GL) take and share. */
import { useEffect } from 'react';
import { prefersReducedMotion } from '../hooks';
import { boundsOf, FIT_MAX_ZOOM, INITIAL_ZOOM, RESET_ZOOM, type MapPoint } from './base-map';

export interface MapMarker {
  id: string;
  name: string;
  /** Short price text for the marker's label, when prices may be seen. */
  priceText: string | null;
  /** A compact price shown beside the pin ("$8.2K"), when prices may be seen. */
  priceLabel?: string | null;
  /** The lowest price (cents) of the provider's range, when prices may be seen: a group shows its lowest. */
  lowestCents?: number | null;
  location: MapPoint;
}

export interface MapViewProps {
  /** The searched point. */
  center: MapPoint;
  /** The searched place's short name, shown under its point ("Billings", "ZIP 10001"). */
  centerLabel?: string | null;
  markers: readonly MapMarker[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Changes when a new result set arrives: the view then fits the results. */
  resultKey: string;
  /** The map could not start (no WebGL, style failed): the page shows the list alone. */
  onFail: (message: string) => void;
  /** Bumped by the reset button: back to the searched point at zoom 8. */
  resetKey: number;
  /** The map has drawn its first view. */
  onReady?: () => void;
}

/** The camera calls the map behaviour needs; both libraries' map objects have them. */
export interface Camera {
  fitBounds(
    bounds: [[number, number], [number, number]],
    options: {
      padding: { top: number; bottom: number; left: number; right: number };
      maxZoom: number;
      duration: number;
    },
  ): unknown;
  easeTo(options: { center: [number, number]; zoom?: number; duration: number }): unknown;
  getBounds(): { contains(lngLat: [number, number]): boolean };
}

const duration = (ms: number) => (prefersReducedMotion() ? 0 : ms);

/**
 * Room kept around the results when the map fits them, so that nothing is cut at the map's edge: a pin
 * stands above its point (40 px) and its price sits to its right (~70 px), the searched point's name
 * below it, and the zoom buttons take the top right corner.
 */
export const FIT_PADDING = { top: 56, bottom: 48, left: 40, right: 88 };

/**
 * Fit to the results (capped at zoom 15, or `maxZoom`), or back to the searched point at zoom 10 when
 * there are none.
 */
export function fitResults(
  camera: Camera,
  center: MapPoint,
  markers: readonly MapMarker[],
  maxZoom = FIT_MAX_ZOOM,
): void {
  const bounds = boundsOf([center, ...markers.map((m) => m.location)]);
  if (!bounds || markers.length === 0) {
    camera.easeTo({ center: [center.lng, center.lat], zoom: INITIAL_ZOOM, duration: duration(500) });
    return;
  }
  camera.fitBounds(bounds, { padding: FIT_PADDING, maxZoom, duration: duration(600) });
}

/** How far the zoom moves during a zoom before the markers are grouped again for it (a quarter level). */
const REGROUP_STEP = 0.25;

/**
 * The zoom the markers are grouped for, while the map zooms: the zoom of the last grouping until the map
 * has moved a quarter level on from it. A fit flies across several levels, from the first view's zoom out to
 * a whole city: grouped only once it stops, its markers were drawn for the starting zoom all the way and
 * piled on each other as the map drew them closer (New York on a phone: some sixty pins and tags on one
 * spot for half a second). At the end of a zoom the groups are made for its exact zoom.
 */
export function zoomWhileZooming(grouped: number, now: number): number {
  return Math.abs(now - grouped) < REGROUP_STEP ? grouped : now;
}

/** A click on a group of markers: to the zoom where it falls apart (at least one step in). */
export function zoomIntoGroup(
  camera: Camera,
  group: { lat: number; lng: number; expansionZoom: number },
  zoom: number,
): void {
  camera.easeTo({
    center: [group.lng, group.lat],
    zoom: Math.max(group.expansionZoom, Math.floor(zoom) + 1),
    duration: duration(500),
  });
}

export function resetView(camera: Camera, center: MapPoint): void {
  camera.easeTo({ center: [center.lng, center.lat], zoom: RESET_ZOOM, duration: duration(500) });
}

/** Brings the selected marker into view when it is off screen. */
export function showMarker(camera: Camera, marker: MapMarker | undefined): void {
  if (!marker) return;
  const at: [number, number] = [marker.location.lng, marker.location.lat];
  if (!camera.getBounds().contains(at)) camera.easeTo({ center: at, duration: duration(400) });
}

/**
 * Keeps either map's camera on the search: fits a new result set (capped at FIT_MAX_ZOOM), resets on
 * request, and brings the selected marker into view. `camera` is null until the map has loaded.
 * `fitMaxZoom`: the cap of the fit (the offline base map has nothing closer in to show).
 */
export function useCameraFollow(camera: Camera | null, props: MapViewProps, fitMaxZoom = FIT_MAX_ZOOM): void {
  const { center, markers, selectedId, resultKey, resetKey } = props;
  useEffect(() => {
    if (camera) fitResults(camera, center, markers, fitMaxZoom);
    // Refit only for a new result set (or once the map is ready), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultKey, camera]);
  useEffect(() => {
    if (camera && resetKey > 0) resetView(camera, center);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey]);
  useEffect(() => {
    if (camera && selectedId)
      showMarker(
        camera,
        markers.find((m) => m.id === selectedId),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId]);
}
