/**
 * Calls to our own server. Every state-changing request carries the session's forgery-protection token.
 * As the specification asks: an answer that is not JSON gives an error flag with 'Server Error'; a
 * network failure gives an error flag plus the failure object.
 */
export type ApiResult<T> =
  | { error: false; data: T }
  | {
      error: true;
      message: string;
      code?: string;
      fields?: Record<string, string>;
      status?: number;
      failure?: unknown;
    };

let csrfPromise: Promise<string> | null = null;

export function csrfToken(): Promise<string> {
  if (!csrfPromise) {
    csrfPromise = fetch('/api/csrf', { credentials: 'same-origin' })
      .then((r) => r.json() as Promise<{ csrfToken: string }>)
      .then((j) => j.csrfToken)
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
}

/** fetch() that adds the token to POST/PUT/PATCH/DELETE and retries once if the token went stale. */
export async function secureFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return fetch(input, { credentials: 'same-origin', ...init });
  const send = async () => {
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
      resetCsrfToken();
      return send();
    }
  }
  return res;
}

export async function api<T>(path: string, body?: unknown, method?: string): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await secureFetch(path, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (failure) {
    return { error: true, message: 'Network error: please check your connection and try again.', failure };
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    return { error: true, message: 'Server Error', status: res.status };
  }
  if (!res.ok) {
    const e = json as { message?: string; code?: string; fields?: Record<string, string> };
    return {
      error: true,
      message: e.message ?? 'Server Error',
      code: e.code,
      fields: e.fields,
      status: res.status,
    };
  }
  return { error: false, data: json as T };
}
