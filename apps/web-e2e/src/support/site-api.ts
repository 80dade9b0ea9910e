/**
 * The site's API as the browser tests call it outside the page: GraphQL and the REST shim's blog search,
 * with the CSRF token the page's cookies need.
 */
import { expect, type APIRequestContext } from '@playwright/test';

export interface BlogHit {
  id: number;
  title: string;
  slug: string | null;
  image: string | null;
  desc: string;
  published: string;
  url: string;
}

/** The CSRF token for POSTs made with the test's request context (it shares the page's cookies). */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/csrf');
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const res = await request.post('/graphql', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    data: { query, variables },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

export async function publishedPosts(request: APIRequestContext): Promise<BlogHit[]> {
  const res = await request.get('/api/crud/search/blog/');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { hits: BlogHit[] }).hits;
}
