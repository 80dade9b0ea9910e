/**
 * The signed-in user's token for any screen: `useToken()` answers null when signed out. Signing in or
 * out starts a new server session (new forgery token), after which every cached answer is refetched,
 * since what a visitor may see depends on who they are.
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { graphql } from '../__generated__';
import { resetCsrfToken } from './api';

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

export function useToken() {
  const { data, loading, error } = useQuery(TokenQuery, { fetchPolicy: 'cache-and-network' });
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
