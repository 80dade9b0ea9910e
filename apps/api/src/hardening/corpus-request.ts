/** One request of the bad-input corpus (corpus.ts), as plain data. */
export interface CorpusRequest {
  label: string;
  method: 'GET' | 'POST';
  /** Path and query, already percent-encoded where needed. */
  path: string;
  contentType?: string;
  body?: string | FormData;
  /** Sent from a signed-in session (the bill tracker's routes answer 401 otherwise). */
  signedIn?: boolean;
}

/** A GraphQL request of the corpus. */
export function gql(label: string, query: unknown, variables?: unknown): CorpusRequest {
  return {
    label: `GraphQL ${label}`,
    method: 'POST',
    path: '/graphql',
    contentType: 'application/json',
    body: JSON.stringify({ query, variables }),
  };
}
