import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { displayName } from './ProviderList';
import type { MapMarker } from './map-view';

/**
 * A provider's marker. Pointer users pick a provider here; keyboard and screen-reader users use the list,
 * which has the same providers in the same order, so the markers stay out of the tab order.
 */
export function MarkerButton({
  marker,
  selected,
  onSelect,
}: {
  marker: MapMarker;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      className={selected ? 'map-marker selected' : 'map-marker'}
      title={marker.priceText ? `${displayName(marker.name)}: ${marker.priceText}` : displayName(marker.name)}
      data-testid="map-marker"
      onClick={(e) => {
        e.stopPropagation();
        onSelect(marker.id);
      }}
    >
      <svg viewBox="0 0 24 32" width={selected ? 30 : 22} height={selected ? 40 : 30} aria-hidden="true">
        <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" />
        <circle cx="12" cy="12" r="4.5" fill="#fff" />
      </svg>
    </button>
  );
}

/** The searched point. */
export function SearchCentre() {
  return <span className="search-centre" aria-hidden="true" title="Searched location" />;
}

/** The Marker component of either map library (react-map-gl/maplibre or react-map-gl/mapbox). */
type MarkerComponent = ComponentType<{
  latitude: number;
  longitude: number;
  anchor: 'center' | 'bottom';
  style?: CSSProperties;
  children: ReactNode;
}>;

/** The searched point and one marker per provider, the selected one on top; shared by both map views. */
export function SearchMarkers({
  Marker,
  center,
  markers,
  selectedId,
  onSelect,
}: {
  Marker: MarkerComponent;
  center: { lat: number; lng: number };
  markers: readonly MapMarker[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <>
      <Marker latitude={center.lat} longitude={center.lng} anchor="center">
        <SearchCentre />
      </Marker>
      {markers.map((m) => (
        <Marker
          key={m.id}
          latitude={m.location.lat}
          longitude={m.location.lng}
          anchor="bottom"
          style={{ zIndex: m.id === selectedId ? 2 : 1 }}
        >
          <MarkerButton marker={m} selected={m.id === selectedId} onSelect={onSelect} />
        </Marker>
      ))}
    </>
  );
}
