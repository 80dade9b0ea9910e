/**
 * The REST shim's reads (blog, systems, option lists, the condition type-ahead) and the image search,
 * answered as the older site expects.
 */
import { test, expect } from '@playwright/test';
import { csrfToken, publishedPosts, type BlogHit } from './support/site-api';

test.describe('REST shim and image search', () => {
  test('blog, systems, option lists and the condition type-ahead answer as the older site expects', async ({
    request,
  }) => {
    const token = await csrfToken(request);
    const all = await publishedPosts(request);
    const dates = all.map((p) => p.published);
    expect([...dates].sort().reverse()).toEqual(dates);

    const three = await request.post('/api/crud/search/blog/3', { headers: { 'x-csrf-token': token } });
    expect(((await three.json()) as { hits: BlogHit[] }).hits.map((h) => h.id)).toEqual(
      all.slice(0, 3).map((h) => h.id),
    );

    const bySlug = await request.get(`/api/crud/get/blog/${all[0].slug}/slug`);
    expect(((await bySlug.json()) as { title: string }).title).toBe(all[0].title);
    const byId = await request.get(`/api/crud/get/blog/${all[0].id}`);
    expect(((await byId.json()) as { slug: string }).slug).toBe(all[0].slug);
    expect((await request.get('/api/crud/get/blog/no-such-post/slug')).status()).toBe(404);

    const systems = await request.post('/api/crud/search/system/20', {
      headers: { 'x-csrf-token': token },
      data: { filters: { active: 1 } },
    });
    const sys = (await systems.json()) as { hits: { id: number; name: string; image: string }[] };
    expect(sys.hits.length).toBeGreaterThan(0);
    expect(sys.hits.length).toBeLessThanOrEqual(20);

    for (const kind of ['diagnosis', 'procedure', 'condition', 'billType']) {
      const res = await request.get(`/api/crud/select/${kind}`);
      expect(res.status()).toBe(200);
      const list = (await res.json()) as { id: string; text: string }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list[0]).toEqual({ id: expect.any(String), text: expect.any(String) });
    }

    const q = await request.post('/api/json/crud/query/diagnosis', {
      headers: { 'x-csrf-token': token },
      data: { query: 'pneumonia' },
    });
    const hits = ((await q.json()) as { hits: { text: string }[] }).hits;
    expect(hits[0].text).toMatch(/pneumonia/i);
  });

  test('GET /api/{site}/search/{query}/{orientation} returns images with url and thumb', async ({
    request,
  }) => {
    const res = await request.get('/api/local/search/hospital/landscape');
    expect(res.status()).toBe(200);
    const { items } = (await res.json()) as { items: { url: string; thumb: string; orientation: string }[] };
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.url).toMatch(/\?w=1200$/);
      expect(item.thumb).toMatch(/^\/images\/library\//);
      expect(item.orientation).toBe('landscape');
      // The file itself is served.
      expect((await request.get(item.url)).status()).toBe(200);
    }
    const other = await request.get('/api/unsplash/search/hospital/landscape');
    expect(other.status()).toBe(400);
    expect(((await other.json()) as { message: string }).message).toMatch(/not set up/);
  });
});
