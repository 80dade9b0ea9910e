/**
 * The map beside the list. It loads on demand (its libraries are large), picks Mapbox GL when a token is
 * configured and MapLibre otherwise, and steps aside with a note when the browser cannot draw it (no
 * WebGL): the list next to it has every provider and stays fully usable.
 */
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { config } from '../../../lib/config';
import { webglAvailable } from '../hooks';
import type { MapViewProps } from './map-view';

const loadMapLibreView = () => import('./MapLibreView');
const loadMapboxView = () => import('./MapboxView');
const MapLibreView = lazy(loadMapLibreView);
const MapboxView = lazy(loadMapboxView);

/** Where the map sits beside the list (map.css). */
export const MAP_BESIDE_LIST = '(min-width: 900px)';

/** True on a wide screen, where the map is beside the list (map.css); on a phone it is above the list. */
export function mapBesideList(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(MAP_BESIDE_LIST).matches;
}

/**
 * Starts downloading the map's code as soon as the map page's own code runs, not once the page knows
 * where to search: the download (the largest on the page) then fills the network while the page waits for
 * its first answers, which are small, and the markers appear sooner (bench:web). The list never waits for
 * it. Nothing is fetched when the browser cannot draw the map, nor on a narrow screen (a phone), where
 * the server's static map stands until the visitor reaches for the map (MapScreen).
 */
export function preloadMapView() {
  if (typeof window === 'undefined' || !mapBesideList() || !webglAvailable()) return;
  void (config.mapboxToken ? loadMapboxView() : loadMapLibreView()).catch(() => undefined);
}

const M = defineMessages({
  noMap: {
    id: 'map.area.noMap',
    defaultMessage: 'The map cannot be shown in this browser, but the list has every hospital found.',
  },
  loading: { id: 'map.area.loading', defaultMessage: 'Loading the map…' },
});
/** "Loading the map…", also said by the map column before the map is wanted (MapArea). */
export const MAP_LOADING = M.loading;

class MapBoundary extends Component<
  { children: ReactNode; onFail: (m: string) => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onFail(error instanceof Error ? error.message : String(error));
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function PriceMap(
  props: Omit<MapViewProps, 'onFail' | 'onReady'> & {
    onReset: () => void;
    /** Shown over the map until it has drawn its first view (StaticMap), instead of a loading note. */
    placeholder?: ReactNode;
  },
) {
  const [failed, setFailed] = useState<string | null>(() => (webglAvailable() ? null : 'no WebGL'));
  const [ready, setReady] = useState(false);
  if (failed) {
    return (
      <div className="map-fallback" role="note" data-testid="map-unavailable">
        <p>
          <FormattedMessage {...M.noMap} />
        </p>
      </div>
    );
  }
  const View = config.mapboxToken ? MapboxView : MapLibreView;
  const { onReset, placeholder, ...view } = props;
  return (
    <div className="map-frame">
      <MapBoundary onFail={setFailed}>
        <Suspense
          fallback={
            placeholder ? null : (
              <div className="map-loading">
                <FormattedMessage {...M.loading} />
              </div>
            )
          }
        >
          <View {...view} onFail={setFailed} onReady={() => setReady(true)} />
        </Suspense>
      </MapBoundary>
      {placeholder && !ready ? placeholder : null}
      <button type="button" className="map-reset button secondary" onClick={onReset}>
        <FormattedMessage id="map.area.reset" defaultMessage="Reset map view" />
      </button>
    </div>
  );
}
