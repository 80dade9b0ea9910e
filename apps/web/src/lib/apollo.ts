import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { secureFetch } from './api';

/** The app's client; `restore`: a cache the server filled for the page (lib/first-answer.tsx). */
export function createApolloClient(restore?: Record<string, unknown>) {
  const cache = new InMemoryCache();
  if (restore) cache.restore(restore as NormalizedCacheObject);
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', fetch: secureFetch, credentials: 'same-origin' }),
    cache,
  });
}
