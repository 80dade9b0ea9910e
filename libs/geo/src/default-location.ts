/** Where the map opens when the visitor has no saved or browser location (spec: Austin, Texas). */
export const DEFAULT_LOCATION = Object.freeze({
  city: 'Austin',
  state: 'TX',
  label: 'Austin, TX, USA',
  lat: 30.28,
  lng: -97.73,
});

export type DefaultLocation = typeof DEFAULT_LOCATION;
