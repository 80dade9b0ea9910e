/**
 * Test helper (integration tests only): a browser-like client that keeps the session cookie and sends
 * the forgery-protection token, refreshing it after sign-in and sign-out (both start a new session).
 */
import request from 'supertest';
import type { Express } from 'express';

export interface TestBrowser {
  raw: ReturnType<typeof request.agent>;
  /** Fetches the current session's token again (call after logIn / logOut). */
  refresh(): Promise<void>;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  post(path: string, body?: object): request.Test;
  /** GET with the token header (the state-changing GETs need it). */
  get(path: string): request.Test;
}

export async function testBrowser(app: Express): Promise<TestBrowser> {
  const raw = request.agent(app);
  let csrf = '';
  const b: TestBrowser = {
    raw,
    async refresh() {
      const res = await raw.get('/api/csrf').expect(200);
      csrf = res.body.csrfToken as string;
    },
    async gql(query, variables) {
      const res = await raw.post('/graphql').set('x-csrf-token', csrf).send({ query, variables });
      return res.body;
    },
    post: (path, body) =>
      raw
        .post(path)
        .set('x-csrf-token', csrf)
        .send(body ?? {}),
    get: (path) => raw.get(path).set('x-csrf-token', csrf),
  };
  await b.refresh();
  return b;
}

/** The first web link in an e-mail's text. */
export function linkIn(text: string): URL {
  const m = /https?:\/\/\S+/.exec(text);
  if (!m) throw new Error('no link in the e-mail');
  return new URL(m[0]);
}

/** The session id a response sets, if any. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []);
  for (const c of cookies) {
    const m = /^fp_sid=([^;]+)/.exec(c);
    if (m) return m[1];
  }
  return undefined;
}
