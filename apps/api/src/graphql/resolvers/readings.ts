/** Reading an uploaded bill (issue 30): readFile starts it, fileReading answers its progress and result. */
import { unauthenticated } from '@fp/domain';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';

const userOf = (ctx: GraphQLContext) => {
  if (!ctx.session.userId) throw unauthenticated();
  return ctx.session.userId;
};

export const readingsResolvers: Resolvers = {
  FileReading: {
    bill: (r) => r.reading,
    updated: (r) => r.updatedAt,
  },
  Query: {
    fileReading: (_p, { fileId }, ctx) => ctx.services.readings.get(userOf(ctx), fileId, ctx.language),
  },
  Mutation: {
    readFile: (_p, { fileId, again }, ctx) =>
      ctx.services.readings.start(userOf(ctx), fileId, again ?? false),
  },
};
