/**
 * The signed-in user's token for any screen: `useToken()` answers null when signed out. Signing in or
 * out starts a new server session (new forgery token), after which every cached answer is refetched,
 * since what a visitor may see depends on who they are.
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { graphql } from '../__generated__';
import { resetCsrfToken } from './api';
import { useFirstAnswerToken } from './first-answer';
import { useHere } from '../router/Router';

export const TokenQuery = graphql(`
  query Token {
    token {
      email
      reference
      passActive
      freeUsed
    }
  }
`);

const LogOut = graphql(`
  mutation LogOut {
    logOut
  }
`);

/** Apollo clients whose cache has been given the page's token (once each: never again after a sign-out). */
const seeded = new WeakSet<ApolloClient>();

/**
 * The path the page was loaded at, until the visitor moves to another one (then null, for good). While the
 * page's first screen shows, the token the server put in the page is current (the page is drawn per request
 * and never stored: `private, no-cache`), and asking for it again cost a phone a 100–225 ms task at the
 * page's first idle moment (bench:lighthouse, map 84 → 93: docs/benchmarks/api-build.md). A screen reached
 * after that (a purchase, a sign-in in another screen) asks again on mounting, as before.
 */
let firstScreenPath: string | null = typeof window === 'undefined' ? null : window.location.pathname;

export function useToken() {
  const client = useApolloClient();
  const fromPage = useFirstAnswerToken();
  if (fromPage !== undefined && !seeded.has(client)) {
    // The token as the server answered it with the page (lib/first-answer.tsx): the first screen to ask
    // shows the account state the server drew at once. Written here by the first reader rather than when
    // the client is made, so that a page whose first drawing reads no token (the categories, adopted
    // from the server's markup while the account menu shows the page's token) does not pay for it then.
    seeded.add(client);
    client.writeQuery({ query: TokenQuery, data: { token: fromPage } });
  }
  const path = useHere().split('?')[0];
  if (firstScreenPath !== null && path !== firstScreenPath) firstScreenPath = null;
  const current = fromPage !== undefined && firstScreenPath !== null;
  const { data, loading, error } = useQuery(TokenQuery, {
    fetchPolicy: current ? 'cache-first' : 'cache-and-network',
  });
  return { token: data?.token ?? null, loading: loading && !data, error };
}

/** Call after a sign-in or sign-out finished on the server. */
export function useSessionChanged() {
  const client = useApolloClient();
  return useCallback(async () => {
    resetCsrfToken();
    await client.resetStore();
  }, [client]);
}

export function useLogOut() {
  const [logOut] = useMutation(LogOut);
  const changed = useSessionChanged();
  return useCallback(async () => {
    await logOut();
    await changed();
  }, [logOut, changed]);
}

/** The message and per-field messages of a failed GraphQL call. */
export function problemOf(err: unknown, fallback = 'Something went wrong. Please try again.') {
  if (CombinedGraphQLErrors.is(err)) {
    const first = err.errors[0];
    return {
      message: first?.message ?? fallback,
      code: (first?.extensions?.code as string | undefined) ?? undefined,
      fields: (first?.extensions?.fields as Record<string, string> | undefined) ?? {},
    };
  }
  return { message: fallback, code: undefined, fields: {} as Record<string, string> };
}
