/**
 * Content resolvers: body systems, categories, conditions, datasets, the blog, the image library and the
 * picker option lists. Thin: the catalogue's fields call @fp/catalog-service (nested ones through
 * per-request DataLoaders), the blog and images the content service (@fp/publishing).
 */
import type { Request } from 'express';
import {
  categoryIconUrl,
  systemDescription,
  type OptionKindName,
} from '@fp/catalog-service';
import type { Viewer } from '@fp/publishing';
import { hospitalizationLabel } from '@fp/catalog';
import type { BlogEntity } from '@fp/db';
import type { OptionKind, Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';

const viewerCache = new WeakMap<Request, Promise<Viewer>>();

/** The signed-in user and their admin flag, read once per request. */
function viewer(ctx: GraphQLContext): Promise<Viewer> {
  let v = viewerCache.get(ctx.req);
  if (!v) {
    v = ctx.services.content.blog.viewer(ctx.session.userId);
    viewerCache.set(ctx.req, v);
  }
  return v;
}

const OPTION_KINDS: Record<OptionKind, OptionKindName> = {
  DIAGNOSIS: 'diagnosis',
  PROCEDURE: 'procedure',
  CONDITION: 'condition',
  BILL_TYPE: 'billType',
  CLINIC: 'clinic',
  INSURANCE: 'insurance',
};

const upper = <T extends string>(v: string) => v.toUpperCase() as T;

export const contentResolvers: Resolvers = {
  Query: {
    systems: (_p, { activeOnly, limit }, ctx) =>
      ctx.services.catalog.systems({ activeOnly: activeOnly ?? true, limit }),
    system: (_p, { id }, ctx) => ctx.services.catalog.system(id),
    categories: (_p, _a, ctx) => ctx.services.catalog.categories(),
    category: (_p, { id }, ctx) => ctx.services.catalog.category(id),
    diagnoses: (_p, { systemId, query, limit }, ctx) =>
      ctx.services.catalog.diagnoses({ systemId, query, limit }),
    diagnosis: (_p, { id, slug }, ctx) => ctx.services.catalog.diagnosis({ id, slug }),
    datasets: (_p, _a, ctx) => ctx.services.catalog.datasets(),
    blogs: async (_p, { limit, help, includeDrafts }, ctx) =>
      ctx.services.content.blog.list({ limit, help, includeDrafts }, await viewer(ctx)),
    blog: async (_p, { slug, id }, ctx) => ctx.services.content.blog.get({ slug, id }, await viewer(ctx)),
    images: async (_p, { site, query, orientation, maxWidth }, ctx) => {
      const hits = await ctx.services.content.images.search({
        site,
        query,
        orientation: orientation?.toLowerCase() ?? null,
        width: maxWidth ?? null,
      });
      return hits.map((h) => ({
        ...h,
        orientation: upper<'LANDSCAPE' | 'PORTRAIT' | 'SQUARE'>(h.orientation),
      }));
    },
    options: (_p, { kind, query }, ctx) => ctx.services.catalog.options(OPTION_KINDS[kind], query),
  },

  Mutation: {
    saveBlog: async (_p, { input }, ctx) => ctx.services.content.blog.save(input, await viewer(ctx)),
    addComment: async (_p, { blogId, body }, ctx) =>
      ctx.services.content.blog.addComment(blogId, body, await viewer(ctx)),
    hideComment: async (_p, { id, hidden }, ctx) =>
      ctx.services.content.blog.hideComment(id, hidden ?? true, await viewer(ctx)),
  },

  System: {
    description: (s) => systemDescription(s.id),
    diagnoses: async (s, { activeOnly }, ctx) => {
      const all = await ctx.loaders.catalog.systemDiagnoses.load(s.id);
      return activeOnly === false ? all : all.filter((d) => d.active);
    },
  },

  Category: {
    id: (c) => c.slug,
    slug: (c) => c.slug,
    icon: (c) => categoryIconUrl(c.icon),
    diagnoses: (c, _a, ctx) => ctx.loaders.catalog.categoryDiagnoses.load(c.slug),
  },

  Diagnosis: {
    system: (d, _a, ctx) => (d.systemId === null ? null : ctx.loaders.catalog.system.load(d.systemId)),
    categories: (d, _a, ctx) => ctx.loaders.catalog.diagnosisCategories.load(d.id),
    specialties: (d) => d.specialties ?? [],
    work: (d) =>
      (d.work ?? []).map((w) => ({
        name: w.name,
        likelihood: upper<'LIKELY' | 'UNLIKELY' | 'RARE'>(w.likelihood),
      })),
    hospitalizationLabel: (d) => hospitalizationLabel(d.hospitalization),
    cmsCodes: (d, _a, ctx) => ctx.loaders.catalog.diagnosisCodes.load(d.id),
    icdCodes: (d) => d.icdCodes ?? [],
  },

  Code: {
    id: (c) => c.drg,
    system: (c, _a, ctx) => (c.mdc === null ? null : ctx.loaders.catalog.system.load(c.mdc)),
    type: (c) => upper<'MEDICAL' | 'SURGICAL'>(c.type),
    complication: (c) => upper(c.complication),
    hasComplication: (c) => c.complication.startsWith('with_'),
  },

  Blog: {
    published: (b: BlogEntity) => b.publishedAt,
    bodyHtml: (b, _a, ctx) => ctx.services.content.blog.bodyHtml(b),
    comments: async (b, _a, ctx) => ctx.services.content.blog.comments(b.id, await viewer(ctx)),
  },
};
