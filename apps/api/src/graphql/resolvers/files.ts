/** Uploaded files: FileItem fields and deleteFile. Uploads themselves go over REST (rest/files.ts). */
import { unauthenticated } from '@fp/domain';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';

const userOf = (ctx: GraphQLContext) => {
  if (!ctx.session.userId) throw unauthenticated();
  return ctx.session.userId;
};

export const filesResolvers: Resolvers = {
  FileItem: {
    text: (f) => f.name,
    url: (f) => `/api/files/${f.id}`,
    created: (f) => f.createdAt,
  },
  Mutation: {
    deleteFile: (_p, { id }, ctx) => ctx.services.files.delete(userOf(ctx), id),
  },
};
