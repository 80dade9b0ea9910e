import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { secureFetch } from './api';

export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', fetch: secureFetch, credentials: 'same-origin' }),
    cache: new InMemoryCache(),
  });
}
