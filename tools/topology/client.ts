/**
 * The load driver's browser: one session cookie, the session's security token, GraphQL and plain requests
 * through the balancer. Every request is written to one shared log (time, kind, outcome) from which the
 * summary counts requests and the errors around the failover.
 */
import { SITE_URL } from './plan';

export type Kind = 'search' | 'signup' | 'save' | 'visit' | 'upload' | 'reading' | 'token' | 'check';

export interface Sent {
  /** When it was sent and when it ended (ms since the epoch). */
  at: number;
  end: number;
  kind: Kind;
  /** HTTP status, 0 when the request failed without one (connection reset, timeout). */
  status: number;
  /** A failure the site should not give: no answer, a 5xx, or a GraphQL error it did not mean. */
  error: string | null;
}

export const sentLog: Sent[] = [];

/** An answer's outcome for a caller that must tell "refused" from "unknown" (a save that may have landed). */
export type Outcome<T> = { ok: true; data: T } | { ok: false; known: boolean; message: string };

interface GqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** GraphQL error codes that say the site refused the operation (nothing was written). */
const REFUSALS = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED']);

export class Browser {
  private cookie = '';
  private csrf = '';

  /** A request through the balancer, logged; answers the response or throws what failed. */
  async fetch(kind: Kind, path: string, init: RequestInit = {}, timeoutMs = 30_000): Promise<Response> {
    const at = Date.now();
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set('cookie', this.cookie);
    try {
      const res = await fetch(`${SITE_URL}${path}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const set = res.headers.getSetCookie().find((c) => c.startsWith('fp_sid='));
      if (set) this.cookie = set.split(';')[0];
      sentLog.push({
        at,
        end: Date.now(),
        kind,
        status: res.status,
        error: res.status >= 500 ? `HTTP ${res.status}` : null,
      });
      return res;
    } catch (err) {
      sentLog.push({ at, end: Date.now(), kind, status: 0, error: (err as Error).message });
      throw err;
    }
  }

  /** The session's security token (asked once per session; again after a sign-in changes the session). */
  async token(): Promise<string> {
    if (!this.csrf)
      this.csrf = (
        (await (await this.fetch('token', '/api/csrf')).json()) as { csrfToken: string }
      ).csrfToken;
    return this.csrf;
  }

  forgetToken() {
    this.csrf = '';
  }

  get cookieHeader(): string {
    return this.cookie;
  }

  /**
   * A GraphQL operation. `known: false` when it cannot be told whether it ran (no answer, or a 5xx): a
   * write then may or may not have landed.
   */
  async gql<T>(kind: Kind, query: string, variables: Record<string, unknown> = {}): Promise<Outcome<T>> {
    let res: Response;
    try {
      const csrf = await this.token();
      res = await this.fetch(kind, '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ query, variables }),
      });
    } catch (err) {
      return { ok: false, known: false, message: (err as Error).message };
    }
    if (res.status === 403) this.forgetToken();
    const body = (await res.json().catch(() => ({}))) as GqlAnswer<T>;
    if (body.data && !body.errors?.length) return { ok: true, data: body.data };
    const code = body.errors?.[0]?.extensions?.code ?? '';
    const known = res.status < 500 && REFUSALS.has(code);
    const message = body.errors?.[0]?.message ?? `HTTP ${res.status}`;
    // A refusal is an answer; anything else (INTERNAL_SERVER_ERROR, busy) counts as an error of the site.
    if (!known) {
      const last = sentLog[sentLog.length - 1];
      if (last && !last.error) last.error = `GraphQL ${code || res.status}: ${message}`;
    }
    return { ok: false, known, message };
  }
}
