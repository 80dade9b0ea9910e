/**
 * Blog resolvers: posts, their comments and the image library. Thin: each field calls the blog service
 * (@fp/blog) with the viewer read once per request.
 */
import type { Request } from 'express';
import type { Viewer } from '@fp/blog';
import type { BlogEntity } from '@fp/db';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';

const viewerCache = new WeakMap<Request, Promise<Viewer>>();

/** The signed-in user and their admin flag, read once per request. */
function viewer(ctx: GraphQLContext): Promise<Viewer> {
  let v = viewerCache.get(ctx.req);
  if (!v) {
    v = ctx.services.blog.posts.viewer(ctx.session.userId);
    viewerCache.set(ctx.req, v);
  }
  return v;
}

export const blogResolvers: Resolvers = {
  Query: {
    blogs: async (_p, { limit, help, includeDrafts }, ctx) =>
      ctx.services.blog.posts.list({ limit, help, includeDrafts }, await viewer(ctx)),
    blog: async (_p, { slug, id }, ctx) => ctx.services.blog.posts.get({ slug, id }, await viewer(ctx)),
    images: async (_p, { site, query, orientation, maxWidth }, ctx) => {
      const hits = await ctx.services.blog.images.search({
        site,
        query,
        orientation: orientation?.toLowerCase() ?? null,
        width: maxWidth ?? null,
      });
      return hits.map((h) => ({
        ...h,
        orientation: h.orientation.toUpperCase() as 'LANDSCAPE' | 'PORTRAIT' | 'SQUARE',
      }));
    },
  },

  Mutation: {
    saveBlog: async (_p, { input }, ctx) => ctx.services.blog.posts.save(input, await viewer(ctx)),
    addComment: async (_p, { blogId, body }, ctx) =>
      ctx.services.blog.posts.addComment(blogId, body, await viewer(ctx)),
    hideComment: async (_p, { id, hidden }, ctx) =>
      ctx.services.blog.posts.hideComment(id, hidden ?? true, await viewer(ctx)),
  },

  Blog: {
    published: (b: BlogEntity) => b.publishedAt,
    bodyHtml: (b, _a, ctx) => ctx.services.blog.posts.bodyHtml(b),
    comments: async (b, _a, ctx) => ctx.services.blog.posts.comments(b.id, await viewer(ctx)),
  },
};
