/** The free session values (sessionValues, setSessionValues): the same rules as /api/session/... */
import type { Resolvers } from '../../__generated__/resolvers-types';
import { readSessionValues, setSessionValues } from '../../services/session-values';

export const sessionValuesResolvers: Resolvers = {
  Query: {
    sessionValues: (_p, _a, ctx) => readSessionValues(ctx.session),
  },
  Mutation: {
    setSessionValues: (_p, { input }, ctx) => setSessionValues(ctx.session, input),
  },
};
