/** The price map's map column: the interactive map once wanted, the server's static map until then. */
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Place } from './LocationBox';
import type { MapMarker } from './map-view';
import { PriceMap } from './PriceMap';
import { StaticMap } from './StaticMap';
import { placeShortName, type MapSeed } from '../start';
import { MAP_LOADING } from './PriceMap';

export interface MapAreaProps {
  seed: MapSeed | null;
  place: Place | null;
  markers: MapMarker[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Changes when the search's answer does (the map fits its markers again). */
  resultKey: string;
  mapShown: boolean;
  mapWanted: boolean;
  wantMap: () => void;
}

export function MapArea({ seed, place, markers, selectedId, onSelect, resultKey, ...shown }: MapAreaProps) {
  const intl = useIntl();
  const [resetKey, setResetKey] = useState(0);
  // The hospitals found on the static base map, until the interactive map has drawn its own. Its outline
  // is the server's, for the page's first place: another place has none (another condition, at the same
  // place, keeps it).
  const staticMap: ReactNode =
    seed && place && place === seed.place ? (
      <StaticMap
        outline={seed.answer.outline}
        center={{ lat: place.lat, lng: place.lng }}
        centerLabel={placeShortName(place)}
        markers={markers}
        selectedId={selectedId}
        onSelect={onSelect}
      />
    ) : null;
  const { wantMap } = shown;
  return (
    <div
      className="map-area"
      role="region"
      aria-label={intl.formatMessage({ id: 'map.area.label', defaultMessage: 'Map of the hospitals found' })}
      onPointerDown={wantMap}
      onWheel={wantMap}
      onFocus={wantMap}
    >
      {place && shown.mapShown ? (
        <PriceMap
          center={{ lat: place.lat, lng: place.lng }}
          centerLabel={placeShortName(place)}
          markers={markers}
          selectedId={selectedId}
          onSelect={onSelect}
          resultKey={resultKey}
          resetKey={resetKey}
          onReset={() => setResetKey((k) => k + 1)}
          placeholder={staticMap}
        />
      ) : (
        <div className="map-frame">
          {staticMap ?? (
            <div className="map-loading">
              <FormattedMessage {...MAP_LOADING} />
            </div>
          )}
          {!shown.mapWanted ? (
            <button type="button" className="map-reset map-move button secondary" onClick={wantMap}>
              <FormattedMessage id="map.area.move" defaultMessage="Move and zoom the map" />
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
