/** The search requests bench:search and bench:search-cpu send: the map's GraphQL query, or the REST shim. */
import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
// The app's own generated document: the bench must send exactly what the map sends.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { MapSearchDocument } from '../apps/web/src/__generated__/graphql';
import type { Search } from './bench-search-mix';

export type Transport = 'graphql' | 'rest';

/**
 * The map screen's list query, exactly as the app sends it (apps/web/src/routes/map: MapSearch with the
 * MapProviderItem fragment, printed from the generated document so the bench cannot drift from it), with
 * the `__typename` Apollo Client's cache adds to every selection set before the request goes out.
 */
export const SEARCH_QUERY = print(addTypenameToDocument(MapSearchDocument));

export const SEARCH_PATHS: Record<Transport, string> = {
  graphql: '/graphql',
  rest: '/api/crud/search/provider/1000/1',
};

/** One search's body: the map's GraphQL query, or the REST shim with the older body. */
export function searchBody(transport: Transport, c: Search): string {
  if (transport === 'graphql') {
    const input = { diagnosisId: c.diagnosisId, lat: c.lat, lng: c.lng };
    return JSON.stringify({ query: SEARCH_QUERY, variables: { input } });
  }
  return JSON.stringify({
    diagnosis: c.diagnosisId,
    geo: { field: 'location', distance: '75km', value: `${c.lat},${c.lng}` },
  });
}
