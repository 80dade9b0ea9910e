/**
 * REST shim for the blog reads of the older site (spec part 1 §7, part 2 §7): blog lists and posts and the
 * image search. Each handler parses the request and calls one blog-service method; errors go to the shared
 * error handler. The catalogue's reads are rest/catalog.ts.
 */
import { Router, type Request } from 'express';
import type { BlogEntity } from '@fp/db';
import type { BlogService } from '@fp/blog';
import { notFound } from '@fp/domain';
import { positiveInt } from './path-params';

/** A post as the older site's screens read it (desc, setUrl and setDate are its field names). */
export function blogJson(post: BlogEntity, html?: string) {
  const published = post.publishedAt ? post.publishedAt.toISOString() : null;
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    setUrl: post.slug,
    image: post.image,
    desc: post.description,
    description: post.description,
    published,
    setDate: published,
    isPublished: post.isPublished,
    help: post.help,
    url: post.slug ? `/blog/post/${post.slug}` : `/blog/post/${post.id}/id`,
    ...(html === undefined ? {} : { body: post.body, bodyHtml: html }),
  };
}

/** help filter from ?help=1, a body {help: 1} or the generic {filters|filter: {help: 1}}. */
function helpFilter(req: Request): boolean | undefined {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const nested = (body.filters ?? body.filter) as Record<string, unknown> | undefined;
  const raw = req.query.help ?? body.help ?? nested?.help;
  if (raw === undefined || raw === null || raw === '') return undefined;
  return raw === true || raw === 1 || raw === '1' || raw === 'true';
}

/** Segments other route groups own: the image search's catch-all pattern must not answer for them. */
const NOT_IMAGE_SITES = new Set([
  'crud',
  'json',
  'auth',
  'stripe',
  'user',
  'session',
  'bill',
  'files',
  'upload',
]);

export function blogRouter(blog: BlogService): Router {
  const router = Router();

  // ---- blog ----------------------------------------------------------------------------------------
  router.get('/crud/search/blog', async (req, res) => {
    const viewer = await blog.posts.viewer(req.session.userId);
    const limit = req.query.limit ? positiveInt(String(req.query.limit), 'The limit', 100) : 100;
    const hits = await blog.posts.list({ limit, help: helpFilter(req) }, viewer);
    res.json({ count: hits.length, hits: hits.map((p) => blogJson(p)) });
  });

  router.post('/crud/search/blog/:max', async (req, res) => {
    const viewer = await blog.posts.viewer(req.session.userId);
    const limit = positiveInt(req.params.max, 'The number of posts', 100);
    const hits = await blog.posts.list({ limit, help: helpFilter(req) }, viewer);
    res.json({ count: hits.length, hits: hits.map((p) => blogJson(p)) });
  });

  router.get('/crud/get/blog/:slug/slug', async (req, res) => {
    const post = await blog.posts.get({ slug: req.params.slug }, await blog.posts.viewer(req.session.userId));
    if (!post) throw notFound('The post');
    res.json(blogJson(post, blog.posts.bodyHtml(post)));
  });

  router.get('/crud/get/blog/:id', async (req, res) => {
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : null;
    const post = id ? await blog.posts.get({ id }, await blog.posts.viewer(req.session.userId)) : null;
    if (!post) throw notFound('The post');
    res.json(blogJson(post, blog.posts.bodyHtml(post)));
  });

  // ---- image library ------------------------------------------------------------------------------
  router.get('/:site/search/:query/:orientation', async (req, res, next) => {
    if (NOT_IMAGE_SITES.has(req.params.site)) return next();
    const rawWidth = req.query.w ?? req.query.width;
    const items = await blog.images.search({
      site: req.params.site,
      query: req.params.query,
      orientation: req.params.orientation,
      width: typeof rawWidth === 'string' ? rawWidth : null,
    });
    res.json({ count: items.length, items });
  });
  // Without an orientation: any orientation.
  router.get('/:site/search/:query', async (req, res, next) => {
    if (NOT_IMAGE_SITES.has(req.params.site)) return next();
    const rawWidth = req.query.w ?? req.query.width;
    const items = await blog.images.search({
      site: req.params.site,
      query: req.params.query,
      orientation: null,
      width: typeof rawWidth === 'string' ? rawWidth : null,
    });
    res.json({ count: items.length, items });
  });

  return router;
}
