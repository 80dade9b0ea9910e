import 'reflect-metadata';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { ARTICLES, IMAGE_LIBRARY } from '@fp/site-text';
import { UserEntity } from '@fp/db';
import { ANONYMOUS, BlogPostService, type Viewer } from './posts';
import { COMMENT_RATE } from './text';
import { ImageLibraryService } from './images';
import { seedBlog } from './seed';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

describe(`blog, comments and image library (${kind})`, () => {
  let db: TestDatabase;
  let blog: BlogPostService;
  let images: ImageLibraryService;
  let admin: Viewer;
  let reader: Viewer;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    blog = new BlogPostService(db.dataSource);
    images = new ImageLibraryService(db.dataSource);
    const users = db.dataSource.getRepository(UserEntity);
    const a = await users.save(
      users.create({ email: 'editor@example.com', reference: 'ed1', isAdmin: true, firstName: 'Edna' }),
    );
    const r = await users.save(
      users.create({ email: 'reader@example.com', reference: 'rd1', firstName: 'Ray', lastName: 'smith' }),
    );
    admin = await blog.viewer(a.id);
    reader = await blog.viewer(r.id);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('seeds the shipped articles and image library once, and adds only what is missing later', async () => {
    const first = await seedBlog(db.dataSource);
    expect(first).toEqual({ postsAdded: ARTICLES.length, imagesAdded: IMAGE_LIBRARY.length });
    expect(await seedBlog(db.dataSource)).toEqual({ postsAdded: 0, imagesAdded: 0 });
  });

  it('knows who is an admin', () => {
    expect(admin.isAdmin).toBe(true);
    expect(reader).toMatchObject({ isAdmin: false, displayName: 'Ray S.' });
  });

  it('lists published posts newest first, with the help filter', async () => {
    const all = await blog.list({ limit: 100 });
    expect(all.length).toBe(ARTICLES.length);
    const dates = all.map((p) => p.publishedAt!.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const latest = await blog.list({ limit: 3 });
    expect(latest.map((p) => p.slug)).toEqual(all.slice(0, 3).map((p) => p.slug));
    const help = await blog.list({ help: true });
    expect(help.length).toBe(ARTICLES.filter((a) => a.help).length);
    expect(help.every((p) => p.help)).toBe(true);
  });

  it('renders bodies to safe HTML', async () => {
    const post = await blog.get({ slug: 'what-is-an-ms-drg' });
    expect(post).not.toBeNull();
    const html = blog.bodyHtml(post!);
    expect(html).toContain('<h2>');
    expect(html).not.toContain('<script');
  });

  it('lets only admins write posts; drafts stay hidden from readers', async () => {
    await expect(blog.save({ title: 'Nope' }, ANONYMOUS)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(blog.save({ title: 'Nope' }, reader)).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const draft = await blog.save(
      {
        title: 'Reading an EOB',
        body: 'An **explanation of benefits** is not a bill.\n\n<script>alert(1)</script>',
      },
      admin,
    );
    expect(draft).toMatchObject({ slug: 'reading-an-eob', isPublished: false, publishedAt: null });
    expect(draft.description).toBe('An explanation of benefits is not a bill.');
    expect(blog.bodyHtml(draft)).not.toContain('script');
    expect(await blog.get({ slug: 'reading-an-eob' })).toBeNull();
    expect(await blog.get({ slug: 'reading-an-eob' }, admin)).not.toBeNull();
    expect((await blog.list({ includeDrafts: true }, reader)).some((p) => p.id === draft.id)).toBe(false);
    expect((await blog.list({ includeDrafts: true }, admin))[0].id).toBe(draft.id);

    const published = await blog.save(
      { id: draft.id, title: 'Reading an EOB', isPublished: true, help: true },
      admin,
    );
    expect(published.isPublished).toBe(true);
    expect(published.publishedAt).toBeInstanceOf(Date);
    expect((await blog.list({ limit: 1 }))[0].id).toBe(draft.id);
  });

  it('checks slugs, titles and images and refuses a slug already in use', async () => {
    await expect(blog.save({ title: '  ' }, admin)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(blog.save({ title: 'X', slug: 'Bad Slug' }, admin)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { slug: expect.any(String) },
    });
    await expect(blog.save({ title: 'X', image: 'javascript:alert(1)' }, admin)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(blog.save({ title: 'Copy', slug: 'what-is-an-ms-drg' }, admin)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(blog.save({ id: 999999, title: 'Ghost' }, admin)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('links a post without a slug by id', async () => {
    const post = await blog.write({ title: 'No address', slug: '', body: 'Text', isPublished: true });
    expect(post.slug).toBeNull();
    expect((await blog.get({ id: post.id }))?.title).toBe('No address');
    expect(await blog.get({ id: -1 })).toBeNull();
  });

  it('takes plain-text comments from signed-in readers and lets admins hide them', async () => {
    const post = (await blog.get({ slug: 'what-is-an-ms-drg' }))!;
    await expect(blog.addComment(post.id, 'Hi', ANONYMOUS)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(blog.addComment(post.id, '   ', reader)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(blog.addComment(post.id, 'x'.repeat(2001), reader)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });

    const c = await blog.addComment(post.id, '  Very useful <b>thanks</b>  ', reader);
    expect(c).toMatchObject({ body: 'Very useful <b>thanks</b>', authorName: 'Ray S.', hidden: false });
    expect((await blog.comments(post.id)).map((x) => x.id)).toContain(c.id);

    await expect(blog.hideComment(c.id, true, reader)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(blog.hideComment('not-a-uuid', true, admin)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const hidden = await blog.hideComment(c.id, true, admin);
    expect(hidden.hidden).toBe(true);
    expect((await blog.comments(post.id)).map((x) => x.id)).not.toContain(c.id);
    expect((await blog.comments(post.id, admin)).map((x) => x.id)).toContain(c.id);
  });

  it('takes at most COMMENT_RATE.limit comments an hour from one account, on every post together; others still comment', async () => {
    const users = db.dataSource.getRepository(UserEntity);
    const [busy, other] = await Promise.all(
      ['busy', 'calm'].map(async (n) =>
        blog.viewer((await users.save(users.create({ email: `${n}@example.com`, reference: n }))).id),
      ),
    );
    const posts = await Promise.all(
      ['Rate one', 'Rate two'].map((title) => blog.save({ title, isPublished: true }, admin)),
    );
    for (let i = 0; i < COMMENT_RATE.limit; i++) await blog.addComment(posts[i % 2].id, `Comment ${i}`, busy);
    await expect(blog.addComment(posts[1].id, 'One more', busy)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/at most \d+ comments an hour/),
    });
    await expect(blog.addComment(posts[1].id, 'Hello', other)).resolves.toMatchObject({ body: 'Hello' });
    // An hour later the account may comment again (the window slides with the comments' times).
    await db.dataSource.query(
      `UPDATE blog_comment SET created_at = created_at - interval '61 minutes' WHERE user_id = $1`,
      [busy.userId],
    );
    await expect(blog.addComment(posts[1].id, 'Back again', busy)).resolves.toMatchObject({
      body: 'Back again',
    });
  });

  it('holds the comment limit when one account posts many comments at once', async () => {
    const users = db.dataSource.getRepository(UserEntity);
    const flood = await blog.viewer(
      (await users.save(users.create({ email: 'flood@example.com', reference: 'fl' }))).id,
    );
    const post = await blog.save({ title: 'Parallel', isPublished: true }, admin);
    const results = await Promise.allSettled(
      Array.from({ length: COMMENT_RATE.limit + 5 }, (_, i) =>
        blog.addComment(post.id, `Parallel ${i}`, flood),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(COMMENT_RATE.limit);
    expect(
      results.filter(
        (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'RATE_LIMITED',
      ),
    ).toHaveLength(5);
  });

  it('refuses comments on drafts readers cannot see', async () => {
    const draft = await blog.save({ title: 'Secret draft' }, admin);
    await expect(blog.addComment(draft.id, 'Hello', reader)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('searches the local image library by words and orientation, with a max width of 1200', async () => {
    const hits = await images.search({ site: 'local', query: 'hospital', orientation: 'landscape' });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.orientation === 'landscape')).toBe(true);
    expect(hits[0].title.toLowerCase()).toContain('hospital');
    expect(hits[0].url).toMatch(/^\/images\/library\/[a-z-]+\.svg\?w=1200$/);
    expect(hits[0].thumb).toMatch(/\?w=400$/);
    expect(hits[0]).toMatchObject({ width: 1200, height: 800 });

    const small = await images.search({
      site: 'local',
      query: 'hospital',
      orientation: 'landscape',
      width: '600',
    });
    expect(small[0]).toMatchObject({ width: 600, height: 400 });
    expect(small[0].url).toMatch(/\?w=600$/);

    const everything = await images.search({ site: 'local', query: 'all', orientation: 'all' });
    expect(everything.length).toBe(IMAGE_LIBRARY.length);
    expect(await images.search({ site: 'local', query: 'zebra', orientation: null })).toEqual([]);
  });

  it('answers a clear 400 for sites that are not configured and for bad orientations', async () => {
    await expect(images.search({ site: 'unsplash', query: 'x' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('not set up'),
    });
    await expect(images.search({ site: 'local', query: 'x', orientation: 'round' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });
});
