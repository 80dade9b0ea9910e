/**
 * Calls to our own server (GraphQL, and the tus uploads): every state-changing request carries the
 * session's forgery-protection token.
 */
let csrfPromise: Promise<string> | null = null;
let knownToken: string | null = null;

/** Asked of GraphQL without the token (a plain query); GET /api/csrf gives the same for the older site. */
const SECURITY_TOKEN_QUERY = JSON.stringify({ query: 'query SecurityToken { securityToken }' });

async function askToken(): Promise<string> {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: SECURITY_TOKEN_QUERY,
  });
  const json = (await res.json()) as { data?: { securityToken?: string } };
  const token = json.data?.securityToken;
  if (!token) throw new Error(`security token: HTTP ${res.status}`);
  return token;
}

export function csrfToken(): Promise<string> {
  if (!csrfPromise) {
    csrfPromise = askToken()
      .then((token) => (knownToken = token))
      .catch((err) => {
        csrfPromise = null;
        throw err;
      });
  }
  return csrfPromise;
}

/** After sign-in or sign-out the server issues a new session and token. */
export function resetCsrfToken() {
  csrfPromise = null;
  knownToken = null;
}

/**
 * The token once it has arrived, else null: for a request sent while the page goes (pagehide), when
 * there is no time to wait for it.
 */
export const knownCsrfToken = (): string | null => knownToken;

const WRITES_OR_COUNTED = /\b(mutation|subscription|searchProviders|provider)\b/;

/**
 * True for a GraphQL request the server answers without the token (apps/api/src/http/session.ts,
 * graphqlCsrfGuard): one query, with its text, selecting neither searchProviders nor provider (which
 * count toward the free allowance). Such reads go out at once instead of waiting for the token: one
 * round trip less before a page's first answers (bench:web). Anything else, or anything unsure, waits
 * for the token; a wrong guess is refused and then retried with the token by secureFetch.
 */
export function isTokenFreeGraphqlRead(input: RequestInfo | URL, body: unknown): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (new URL(url, 'http://x').pathname !== '/graphql' || typeof body !== 'string') return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return false;
  // With its text the server reads the document itself (extensions, such as Apollo's client name, aside).
  const { query } = parsed as { query?: unknown };
  return typeof query === 'string' && /\bquery\b/.test(query) && !WRITES_OR_COUNTED.test(query);
}

/** fetch() that adds the token to POST/PUT/PATCH/DELETE and retries once if the token went stale. */
export async function secureFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return fetch(input, { credentials: 'same-origin', ...init });
  let tokenFree = isTokenFreeGraphqlRead(input, init.body);
  const send = async () => {
    if (tokenFree) return fetch(input, { credentials: 'same-origin', ...init });
    const headers = new Headers(init.headers);
    headers.set('x-csrf-token', await csrfToken());
    return fetch(input, { credentials: 'same-origin', ...init, headers });
  };
  const res = await send();
  if (res.status === 403 && res.headers.get('content-type')?.includes('json')) {
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as { message?: string } | null;
    if (body?.message?.includes('security token')) {
      // A read guessed token-free that the server wanted the token for keeps the session's token.
      if (tokenFree) tokenFree = false;
      else resetCsrfToken();
      return send();
    }
  }
  return res;
}
