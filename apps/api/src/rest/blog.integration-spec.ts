/**
 * The blog API end to end (REST shim and GraphQL) on a fresh database: blog reads, admin writing,
 * comments and their moderation, and the image search. The catalogue's reads: catalog.integration-spec.ts.
 */
import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { ARTICLES } from '@fp/site-text';
import { UserEntity } from '@fp/db';
import { seedBlog } from '@fp/blog';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';

/** A browser signed in as a user: a session row made directly, as the sign-in flow would leave it. */
async function signedIn(app: TestApp, userId: string) {
  const sid = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  await app.db.dataSource.query(
    `INSERT INTO session (sid, data, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
    [createHash('sha256').update(sid).digest('base64url'), JSON.stringify({ csrf, userId }), userId],
  );
  const cookie = `fp_sid=${sid}`;
  return {
    get: (path: string) => request(app.app).get(path).set('Cookie', cookie),
    async gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
      const r = await request(app.app)
        .post('/graphql')
        .set('Cookie', cookie)
        .set('x-csrf-token', csrf)
        .send({ query, variables });
      return r.body as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
    },
  };
}

describe(`blog API (${testDbKind()})`, () => {
  let app: TestApp;
  let adminId: string;
  let readerId: string;

  beforeAll(async () => {
    app = await createTestApp();
    await seedBlog(app.db.dataSource);
    const users = app.db.dataSource.getRepository(UserEntity);
    adminId = (await users.save(users.create({ email: 'ed@example.com', reference: 'edref', isAdmin: true })))
      .id;
    readerId = (
      await users.save(users.create({ email: 'ray@example.com', reference: 'rayref', firstName: 'Ray' }))
    ).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('blog over REST', () => {
    it('GET /api/crud/search/blog/ lists published posts, newest first', async () => {
      const res = await request(app.app).get('/api/crud/search/blog/').expect(200);
      expect(res.body.count).toBe(ARTICLES.length);
      const dates = res.body.hits.map((h: { published: string }) => h.published);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(res.body.hits[0]).toMatchObject({
        title: expect.any(String),
        desc: expect.any(String),
        image: expect.stringMatching(/^\/images\/blog\//),
        url: expect.stringMatching(/^\/blog\/post\//),
      });
      expect(res.body.hits[0].body).toBeUndefined();
    });

    it('POST /api/crud/search/blog/3 gives the 3 latest, and a help filter', async () => {
      const agent = await app.agent();
      const res = await agent.post('/api/crud/search/blog/3').expect(200);
      expect(res.body.hits).toHaveLength(3);
      const help = await agent.post('/api/crud/search/blog/1', { filters: { help: 1 } }).expect(200);
      expect(help.body.hits).toHaveLength(1);
      expect(help.body.hits[0].help).toBe(true);
      await agent.post('/api/crud/search/blog/abc').expect(400);
    });

    it('GET /api/crud/get/blog/{slug}/slug and /api/crud/get/blog/{id} give one post with safe HTML', async () => {
      const bySlug = await request(app.app).get('/api/crud/get/blog/what-is-an-ms-drg/slug').expect(200);
      expect(bySlug.body.title).toMatch(/MS-DRG/);
      expect(bySlug.body.bodyHtml).toContain('<h2>');
      const byId = await request(app.app).get(`/api/crud/get/blog/${bySlug.body.id}`).expect(200);
      expect(byId.body.slug).toBe('what-is-an-ms-drg');
      await request(app.app).get('/api/crud/get/blog/no-such-post/slug').expect(404);
      await request(app.app).get('/api/crud/get/blog/99999').expect(404);
      await request(app.app).get('/api/crud/get/blog/nonsense').expect(404);
    });
  });

  describe('image search', () => {
    it('GET /api/local/search/{query}/{orientation} returns items with url and thumb at 1200 px', async () => {
      const res = await request(app.app).get('/api/local/search/hospital/landscape').expect(200);
      expect(res.body.count).toBeGreaterThan(0);
      expect(res.body.items[0]).toMatchObject({
        url: expect.stringMatching(/\?w=1200$/),
        thumb: expect.stringMatching(/\?w=400$/),
        title: expect.any(String),
        width: 1200,
        height: 800,
        orientation: 'landscape',
      });
      const sized = await request(app.app).get('/api/local/search/hospital/landscape?w=600').expect(200);
      expect(sized.body.items[0].url).toMatch(/\?w=600$/);
    });

    it('answers 400 for a site that is not configured or a bad orientation', async () => {
      const res = await request(app.app).get('/api/pixabay/search/hospital/landscape').expect(400);
      expect(res.body.message).toMatch(/not set up/);
      await request(app.app).get('/api/local/search/hospital/diagonal').expect(400);
    });
  });

  describe('GraphQL', () => {
    it('searches images', async () => {
      const r = await (
        await app.agent()
      ).gql<{ images: { url: string; orientation: string }[] }>(
        `{ images(site: "local", query: "doctor", orientation: PORTRAIT, maxWidth: 500) { url thumb title width height orientation } }`,
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.images[0]).toMatchObject({
        url: expect.stringMatching(/\?w=500$/),
        orientation: 'PORTRAIT',
      });
    });

    it('lets admins write posts and refuses everyone else', async () => {
      const mutation = `mutation($input: BlogInput!) { saveBlog(input: $input) { id slug isPublished published bodyHtml } }`;
      const anon = await (await app.agent()).gql(mutation, { input: { title: 'Hi' } });
      expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const reader = await signedIn(app, readerId);
      expect((await reader.gql(mutation, { input: { title: 'Hi' } })).errors?.[0].extensions?.code).toBe(
        'FORBIDDEN',
      );

      const admin = await signedIn(app, adminId);
      const saved = await admin.gql<{
        saveBlog: { id: number; slug: string; isPublished: boolean; bodyHtml: string };
      }>(mutation, {
        input: {
          title: 'Paying over time',
          body: 'Ask for a **payment plan**. <img src=x onerror=alert(1)>',
          isPublished: true,
        },
      });
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.saveBlog).toMatchObject({ slug: 'paying-over-time', isPublished: true });
      expect(saved.data!.saveBlog.bodyHtml).toContain('<strong>payment plan</strong>');
      expect(saved.data!.saveBlog.bodyHtml).not.toMatch(/onerror/);

      const latest = await request(app.app).get('/api/crud/search/blog/').expect(200);
      expect(latest.body.hits[0].slug).toBe('paying-over-time');
    });

    it('takes comments from signed-in readers; admins hide them', async () => {
      const post = (await request(app.app).get('/api/crud/get/blog/what-is-an-ms-drg/slug')).body as {
        id: number;
      };
      const add = `mutation($id: Int!, $body: String!) { addComment(blogId: $id, body: $body) { id body authorName hidden } }`;
      const anon = await (await app.agent()).gql(add, { id: post.id, body: 'Hi' });
      expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

      const reader = await signedIn(app, readerId);
      const added = await reader.gql<{ addComment: { id: string; body: string; authorName: string } }>(add, {
        id: post.id,
        body: '<script>alert(1)</script> Thanks!',
      });
      expect(added.data!.addComment).toMatchObject({
        body: '<script>alert(1)</script> Thanks!',
        authorName: 'Ray',
      });

      const read = `query($slug: String) { blog(slug: $slug) { comments { id hidden } } }`;
      const visible = await (
        await app.agent()
      ).gql<{ blog: { comments: { id: string }[] } }>(read, { slug: 'what-is-an-ms-drg' });
      expect(visible.data!.blog.comments.map((c) => c.id)).toContain(added.data!.addComment.id);

      const hide = `mutation($id: ID!) { hideComment(id: $id) { id hidden } }`;
      expect((await reader.gql(hide, { id: added.data!.addComment.id })).errors?.[0].extensions?.code).toBe(
        'FORBIDDEN',
      );
      const admin = await signedIn(app, adminId);
      const hidden = await admin.gql<{ hideComment: { hidden: boolean } }>(hide, {
        id: added.data!.addComment.id,
      });
      expect(hidden.data!.hideComment.hidden).toBe(true);

      const after = await (
        await app.agent()
      ).gql<{ blog: { comments: { id: string }[] } }>(read, { slug: 'what-is-an-ms-drg' });
      expect(after.data!.blog.comments.map((c) => c.id)).not.toContain(added.data!.addComment.id);
      const adminView = await admin.gql<{ blog: { comments: { id: string; hidden: boolean }[] } }>(read, {
        slug: 'what-is-an-ms-drg',
      });
      expect(adminView.data!.blog.comments).toContainEqual({ id: added.data!.addComment.id, hidden: true });
    });
  });
});
