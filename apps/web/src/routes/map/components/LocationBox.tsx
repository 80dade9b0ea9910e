import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { SPACE } from '../../../components/text';
import { graphql } from '../../../__generated__';
import { useDebounced } from '../hooks';
import { Combobox } from './Combobox';

/** A chosen US city. */
export interface Place {
  label: string;
  city: string | null;
  state: string | null;
  lat: number;
  lng: number;
}

const CitySuggestions = graphql(`
  query MapCitySuggestions($prefix: String!) {
    cities(prefix: $prefix, limit: 8) {
      name
      state
      lat
      lng
      label
    }
  }
`);

const NearestCity = graphql(`
  query MapNearestCity($lat: Float!, $lng: Float!) {
    nearestCity(lat: $lat, lng: $lng) {
      name
      state
      lat
      lng
      label
    }
  }
`);

const M = defineMessages({
  usCity: { id: 'map.location.usCity', defaultMessage: 'Please choose a US city from the list.' },
  noGeolocation: {
    id: 'map.location.noGeolocation',
    defaultMessage: 'This browser cannot share your location. Type a city instead.',
  },
  denied: {
    id: 'map.location.denied',
    defaultMessage: 'Your browser did not allow us to use your location. Type a city instead.',
  },
  unavailable: {
    id: 'map.location.unavailable',
    defaultMessage: 'Your location could not be found just now. Type a city instead.',
  },
  notUs: {
    id: 'map.location.notUs',
    defaultMessage: 'Your location is not in the US. Type a US city instead.',
  },
  failed: {
    id: 'map.location.failed',
    defaultMessage: 'Your location could not be found. Type a city instead.',
  },
  label: { id: 'map.location.label', defaultMessage: 'Location' },
  placeholder: { id: 'map.location.placeholder', defaultMessage: 'Enter a city' },
  empty: { id: 'map.location.empty', defaultMessage: 'No US city by that name.' },
  locating: { id: 'map.location.locating', defaultMessage: 'Finding your location…' },
  useMine: { id: 'map.location.useMine', defaultMessage: 'Use my location' },
});

/** A failure to locate the browser, with the message (in the page's language) a person can act on. */
export class PositionError extends Error {
  constructor(readonly why: MessageDescriptor) {
    super(why.defaultMessage as string);
  }
}

/** Looks up the nearest US city to a browser position (offline gazetteer, on the server). */
export function useNearestCity() {
  const client = useApolloClient();
  return async (lat: number, lng: number): Promise<Place | null> => {
    const { data } = await client.query({
      query: NearestCity,
      variables: { lat, lng },
      fetchPolicy: 'network-only',
    });
    const c = data?.nearestCity;
    return c ? { label: c.label, city: c.name, state: c.state, lat: c.lat, lng: c.lng } : null;
  };
}

/** Asks the browser for the position; rejects with a PositionError saying what a person can do. */
export function browserPosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new PositionError(M.noGeolocation));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (err) => reject(new PositionError(err.code === err.PERMISSION_DENIED ? M.denied : M.unavailable)),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}

/**
 * The location box: US cities only, with autocomplete from the offline gazetteer, and a "use my
 * location" button (browser geolocation, then the nearest US city).
 */
export function LocationBox({ value, onChange }: { value: Place | null; onChange: (p: Place) => void }) {
  const intl = useIntl();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const nearest = useNearestCity();
  const shown = text ?? value?.label ?? '';
  const prefix = useDebounced(text?.trim() ?? '', 120);
  const { data, loading } = useQuery(CitySuggestions, {
    variables: { prefix },
    skip: prefix.length < 2,
  });
  const options = prefix.length >= 2 ? (data?.cities ?? []) : [];

  const locateMe = async () => {
    setError(null);
    setLocating(true);
    try {
      const pos = await browserPosition();
      const place = await nearest(pos.lat, pos.lng);
      if (!place) setError(intl.formatMessage(M.notUs));
      else {
        setText(null);
        onChange(place);
      }
    } catch (e) {
      setError(e instanceof PositionError ? intl.formatMessage(e.why) : intl.formatMessage(M.failed));
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="location-box">
      <Combobox
        label={intl.formatMessage(M.label)}
        value={shown}
        placeholder={intl.formatMessage(M.placeholder)}
        onInputChange={(t) => {
          setText(t);
          setError(null);
        }}
        options={options}
        optionKey={(c) => `${c.name}|${c.state}`}
        optionText={(c) => c.label}
        onSelect={(c) => {
          setText(null);
          setError(null);
          onChange({ label: c.label, city: c.name, state: c.state, lat: c.lat, lng: c.lng });
        }}
        onEnterWithoutOption={() => setError(intl.formatMessage(M.usCity))}
        onAbandon={() => {
          // The box always shows the active location; a half-typed place is dropped.
          if (text !== null && text.trim() && text !== value?.label && !options.length)
            setError(intl.formatMessage(M.usCity));
          setText(null);
        }}
        loading={loading}
        error={error}
        emptyText={intl.formatMessage(M.empty)}
        inputTestId="location-input"
      />
      <button
        type="button"
        className="link-button locate-button"
        onClick={() => void locateMe()}
        disabled={locating}
      >
        <svg className="locate-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="2.5" fill="currentColor" />
          <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" />
        </svg>
        {SPACE}
        {intl.formatMessage(locating ? M.locating : M.useMine)}
      </button>
    </div>
  );
}
