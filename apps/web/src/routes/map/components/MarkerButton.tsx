import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCents } from '@fp/domain';
import { displayFacilityName } from '@fp/domain';
import { compactUsd } from '../compact-usd';
import { groupPriceText, useGroupedMarkers, type MarkerGroup, type MarkerOrGroup } from './clusters';
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
  const intl = useIntl();
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      className={selected ? 'map-marker selected' : 'map-marker'}
      title={
        marker.priceText
          ? intl.formatMessage(
              { id: 'map.marker.title', defaultMessage: '{name}: {price}' },
              { name: displayFacilityName(marker.name), price: marker.priceText },
            )
          : displayFacilityName(marker.name)
      }
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
      {marker.priceLabel ? (
        <span className="marker-price" data-testid="marker-price">
          {marker.priceLabel}
        </span>
      ) : null}
    </button>
  );
}

/** The searched point. */
export function SearchCentre() {
  const title = useIntl().formatMessage({ id: 'map.marker.searched', defaultMessage: 'Searched location' });
  return <span className="search-centre" aria-hidden="true" title={title} />;
}

/**
 * The searched point's name ("Billings", "ZIP 10001"), under the point: a marker of its own, over every
 * marker and group, laid out around an invisible copy of the point (the point itself is below the groups,
 * so that it never hides a group's count).
 */
export function SearchLabel({ label }: { label: string }) {
  return (
    <span className="search-centre-wrap" aria-hidden="true">
      <span className="search-centre search-centre-spacer" />
      <span className="search-centre-label" data-testid="search-point-label" data-fit-label data-search-label>
        {label}
      </span>
    </span>
  );
}

/**
 * Over every marker and group (z-index 4): names are never hidden under a marker. They take no pointer
 * events, so the markers under them stay clickable.
 */
const LABEL_LAYER = { zIndex: 4 };

/** The Marker component of either map library (react-map-gl/maplibre or react-map-gl/mapbox). */
type MarkerComponent = ComponentType<{
  latitude: number;
  longitude: number;
  anchor: 'center' | 'bottom';
  style?: CSSProperties;
  children: ReactNode;
}>;

/**
 * Hospitals that overlap at this zoom, as one round badge with their number and lowest price. Unlike a
 * single marker it is in the tab order (Enter or a click zooms in until the group falls apart), and it
 * says in words what it holds.
 */
export function ClusterButton({
  group,
  onZoomIn,
}: {
  group: MarkerGroup;
  onZoomIn: (group: MarkerGroup) => void;
}) {
  const intl = useIntl();
  // The tag's English text (groupPriceText) is what clusters.ts measures; the word "from" is said in the
  // page's language ("desde" is one letter longer: within the gap the layout keeps around a tag).
  const price =
    groupPriceText(group.lowestCents) &&
    intl.formatMessage(
      { id: 'map.marker.groupFrom', defaultMessage: 'from {price}' },
      { price: compactUsd((group.lowestCents ?? 0) / 100) },
    );
  return (
    <button
      type="button"
      className="map-cluster"
      data-testid="map-cluster"
      data-count={group.count}
      onClick={(e) => {
        e.stopPropagation();
        onZoomIn(group);
      }}
    >
      <span className="cluster-count" aria-hidden="true">
        {group.count}
      </span>
      {price ? (
        <span className="cluster-price" aria-hidden="true">
          {price}
        </span>
      ) : null}
      {/* The name a screen reader hears, in words (the badge's short figures are hidden from it). Not an
          aria-label: a label must contain the visible text, and "8 from $5.7K" says less than this. */}
      <span className="visually-hidden">
        <FormattedMessage
          id="map.marker.group"
          defaultMessage="{count} hospitals here{priced, select, yes {, lowest price {price}} other {}}. Zoom in to see them."
          values={{
            count: group.count,
            priced: group.lowestCents === null ? 'no' : 'yes',
            price: group.lowestCents === null ? '' : formatCents(group.lowestCents),
          }}
        />
      </span>
    </button>
  );
}

/**
 * The searched point and the providers, shared by both map views: one marker per provider, or a group
 * where markers would overlap at this zoom (see clusters.ts); the selected one on top, never grouped.
 */
export function SearchMarkers({
  Marker,
  center,
  centerLabel,
  shown: grouped,
  markers,
  selectedId,
  onSelect,
  zoom,
  onZoomIn,
}: {
  Marker: MarkerComponent;
  center: { lat: number; lng: number };
  /** The searched place's short name, shown under its point. */
  centerLabel?: string | null;
  /** The markers as already grouped by the caller (MapLibreView needs them for its collision layer). */
  shown?: readonly MarkerOrGroup[];
  markers: readonly MapMarker[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The map's current zoom. */
  zoom: number;
  /** Moves the map to where a group falls apart. */
  onZoomIn: (group: MarkerGroup) => void;
}) {
  const ownGrouping = useGroupedMarkers(markers, selectedId, zoom);
  const shown = grouped ?? ownGrouping;
  return (
    <>
      {/* Over the pins (the selected one too), under the groups. */}
      <Marker latitude={center.lat} longitude={center.lng} anchor="center" style={{ zIndex: 2 }}>
        <SearchCentre />
      </Marker>
      {centerLabel && !namedByMajorCity(centerLabel, center) ? (
        <Marker latitude={center.lat} longitude={center.lng} anchor="center" style={LABEL_LAYER}>
          <SearchLabel label={centerLabel} />
        </Marker>
      ) : null}
      {shown.map((item) =>
        item.kind === 'group' ? (
          <Marker
            key={`group-${item.group.id}`}
            latitude={item.group.lat}
            longitude={item.group.lng}
            anchor="center"
            // Over the pins, the selected one too: its head stays visible above the badge, the count does not hide.
            style={{ zIndex: 3 }}
          >
            <ClusterButton group={item.group} onZoomIn={onZoomIn} />
          </Marker>
        ) : (
          <Marker
            key={item.marker.id}
            latitude={item.marker.location.lat}
            longitude={item.marker.location.lng}
            anchor="bottom"
            style={{ zIndex: item.marker.id === selectedId ? 2 : 1 }}
          >
            <MarkerButton marker={item.marker} selected={item.marker.id === selectedId} onSelect={onSelect} />
          </Marker>
        ),
      )}
    </>
  );
}

/**
 * The larger cities' names on the offline base map (it has no glyphs for map text, so these are HTML
 * labels): the 40 largest US cities, which orient a visitor at any zoom. They take no pointer events.
 */
export const MAJOR_CITIES: readonly { name: string; lat: number; lng: number }[] = [
  { name: 'New York', lat: 40.71, lng: -74.01 },
  { name: 'Los Angeles', lat: 34.05, lng: -118.24 },
  { name: 'Chicago', lat: 41.88, lng: -87.63 },
  { name: 'Houston', lat: 29.76, lng: -95.37 },
  { name: 'Phoenix', lat: 33.45, lng: -112.07 },
  { name: 'Philadelphia', lat: 39.95, lng: -75.17 },
  { name: 'San Antonio', lat: 29.42, lng: -98.49 },
  { name: 'San Diego', lat: 32.72, lng: -117.16 },
  { name: 'Dallas', lat: 32.78, lng: -96.8 },
  { name: 'Jacksonville', lat: 30.33, lng: -81.66 },
  { name: 'Austin', lat: 30.27, lng: -97.74 },
  { name: 'Fort Worth', lat: 32.76, lng: -97.33 },
  { name: 'San Jose', lat: 37.34, lng: -121.89 },
  { name: 'Columbus', lat: 39.96, lng: -83.0 },
  { name: 'Charlotte', lat: 35.23, lng: -80.84 },
  { name: 'Indianapolis', lat: 39.77, lng: -86.16 },
  { name: 'San Francisco', lat: 37.77, lng: -122.42 },
  { name: 'Seattle', lat: 47.61, lng: -122.33 },
  { name: 'Denver', lat: 39.74, lng: -104.99 },
  { name: 'Oklahoma City', lat: 35.47, lng: -97.52 },
  { name: 'Nashville', lat: 36.16, lng: -86.78 },
  { name: 'Washington', lat: 38.9, lng: -77.04 },
  { name: 'El Paso', lat: 31.76, lng: -106.49 },
  { name: 'Las Vegas', lat: 36.17, lng: -115.14 },
  { name: 'Boston', lat: 42.36, lng: -71.06 },
  { name: 'Detroit', lat: 42.33, lng: -83.05 },
  { name: 'Portland', lat: 45.52, lng: -122.68 },
  { name: 'Louisville', lat: 38.25, lng: -85.76 },
  { name: 'Memphis', lat: 35.15, lng: -90.05 },
  { name: 'Baltimore', lat: 39.29, lng: -76.61 },
  { name: 'Milwaukee', lat: 43.04, lng: -87.91 },
  { name: 'Albuquerque', lat: 35.08, lng: -106.65 },
  { name: 'Atlanta', lat: 33.75, lng: -84.39 },
  { name: 'Miami', lat: 25.76, lng: -80.19 },
  { name: 'Minneapolis', lat: 44.98, lng: -93.27 },
  { name: 'Salt Lake City', lat: 40.76, lng: -111.89 },
  { name: 'New Orleans', lat: 29.95, lng: -90.07 },
  { name: 'Kansas City', lat: 39.1, lng: -94.58 },
  { name: 'St. Louis', lat: 38.63, lng: -90.2 },
  { name: 'Pittsburgh', lat: 40.44, lng: -80.0 },
];

/**
 * True when a major city's label (CityLabels) already names the searched point: its own label would
 * repeat the name on the same spot ("Austin" twice).
 */
export function namedByMajorCity(name: string, at: { lat: number; lng: number }): boolean {
  return MAJOR_CITIES.some(
    (c) => c.name === name && Math.abs(c.lat - at.lat) < 0.3 && Math.abs(c.lng - at.lng) < 0.3,
  );
}

export function CityLabels({ Marker }: { Marker: MarkerComponent }) {
  return (
    <>
      {MAJOR_CITIES.map((c) => (
        <Marker key={c.name} latitude={c.lat} longitude={c.lng} anchor="center" style={LABEL_LAYER}>
          <span className="city-label" aria-hidden="true" data-testid="city-label" data-fit-label>
            {c.name}
          </span>
        </Marker>
      ))}
    </>
  );
}
