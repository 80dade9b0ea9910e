/**
 * Where the map opens when the visitor has no saved or browser location (spec: Austin, Texas). The one
 * source of the default place (issue 41): the web app opens on it, the API's free-search rule knows it
 * (@fp/pricing), and the gazetteer answers "Austin, TX" with this same point (@fp/geo), so the default
 * search and a search of the city picked by name measure distances from one centre.
 */
export const DEFAULT_LOCATION = Object.freeze({
  city: 'Austin',
  state: 'TX',
  label: 'Austin, TX, USA',
  lat: 30.28,
  lng: -97.73,
});

export type DefaultLocation = typeof DEFAULT_LOCATION;
