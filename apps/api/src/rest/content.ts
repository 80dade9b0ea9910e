/**
 * REST shim for the content reads of the older site (spec part 1 §7, part 2 §7): blog lists and posts,
 * active body systems, picker option lists, the condition type-ahead and the image search. Each handler
 * parses the request and calls one content-service method; errors go to the shared error handler.
 */
import { Router, type Request } from 'express';
import type { BlogEntity, DiagnosisEntity, SystemEntity } from '@fp/db';
import { OPTION_KINDS, type CatalogReadService, type OptionKindName } from '@fp/catalog-service';
import type { ContentService } from '@fp/publishing';
import { badInput, notFound } from '@fp/domain';

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

const systemJson = (s: SystemEntity) => ({ id: s.id, name: s.name, image: s.image, active: s.active });
const diagnosisHit = (d: DiagnosisEntity) => ({ id: d.id, text: d.name, name: d.name, slug: d.slug });

/** A positive whole number from a path segment, or a 400 naming it. */
function positiveInt(raw: string | undefined, what: string, max: number): number {
  const n = Number(raw);
  if (!raw || !/^\d{1,6}$/.test(raw) || n < 1) throw badInput(`${what} must be a positive whole number.`);
  return Math.min(n, max);
}

/** help filter from ?help=1, a body {help: 1} or the generic {filters|filter: {help: 1}}. */
function helpFilter(req: Request): boolean | undefined {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const nested = (body.filters ?? body.filter) as Record<string, unknown> | undefined;
  const raw = req.query.help ?? body.help ?? nested?.help;
  if (raw === undefined || raw === null || raw === '') return undefined;
  return raw === true || raw === 1 || raw === '1' || raw === 'true';
}

const isOptionKind = (k: string): k is OptionKindName => (OPTION_KINDS as readonly string[]).includes(k);

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

export function contentRouter(content: ContentService, catalog: CatalogReadService): Router {
  const router = Router();

  // ---- blog ----------------------------------------------------------------------------------------
  router.get('/crud/search/blog', async (req, res) => {
    const viewer = await content.blog.viewer(req.session.userId);
    const limit = req.query.limit ? positiveInt(String(req.query.limit), 'The limit', 100) : 100;
    const hits = await content.blog.list({ limit, help: helpFilter(req) }, viewer);
    res.json({ count: hits.length, hits: hits.map((p) => blogJson(p)) });
  });

  router.post('/crud/search/blog/:max', async (req, res) => {
    const viewer = await content.blog.viewer(req.session.userId);
    const limit = positiveInt(req.params.max, 'The number of posts', 100);
    const hits = await content.blog.list({ limit, help: helpFilter(req) }, viewer);
    res.json({ count: hits.length, hits: hits.map((p) => blogJson(p)) });
  });

  router.get('/crud/get/blog/:slug/slug', async (req, res) => {
    const post = await content.blog.get(
      { slug: req.params.slug },
      await content.blog.viewer(req.session.userId),
    );
    if (!post) throw notFound('The post');
    res.json(blogJson(post, content.blog.bodyHtml(post)));
  });

  router.get('/crud/get/blog/:id', async (req, res) => {
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : null;
    const post = id ? await content.blog.get({ id }, await content.blog.viewer(req.session.userId)) : null;
    if (!post) throw notFound('The post');
    res.json(blogJson(post, content.blog.bodyHtml(post)));
  });

  // ---- catalogue -----------------------------------------------------------------------------------
  router.post('/crud/search/system/:max', async (req, res) => {
    const limit = positiveInt(req.params.max, 'The number of systems', 100);
    const hits = await catalog.systems({ activeOnly: true, limit });
    res.json({ count: hits.length, hits: hits.map(systemJson) });
  });

  const select = async (
    req: Request<{ kind: string }>,
    res: import('express').Response,
    next: () => void,
  ) => {
    const kind = req.params.kind;
    if (!isOptionKind(kind)) return next();
    const q =
      typeof req.query.q === 'string'
        ? req.query.q
        : typeof req.query.query === 'string'
          ? req.query.query
          : null;
    res.json(await catalog.options(kind, q));
  };
  router.get('/crud/select/:kind', select);
  router.get('/json/crud/select/:kind', select);

  router.post('/json/crud/query/diagnosis', async (req, res) => {
    const raw = (req.body as { query?: unknown } | undefined)?.query;
    if (raw !== undefined && raw !== null && typeof raw !== 'string')
      throw badInput('The query must be text.');
    const hits = await catalog.searchDiagnoses(raw ?? '');
    res.json({ count: hits.length, hits: hits.map(diagnosisHit) });
  });

  // ---- image library ------------------------------------------------------------------------------
  router.get('/:site/search/:query/:orientation', async (req, res, next) => {
    if (NOT_IMAGE_SITES.has(req.params.site)) return next();
    const rawWidth = req.query.w ?? req.query.width;
    const items = await content.images.search({
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
    const items = await content.images.search({
      site: req.params.site,
      query: req.params.query,
      orientation: null,
      width: typeof rawWidth === 'string' ? rawWidth : null,
    });
    res.json({ count: items.length, items });
  });

  return router;
}
