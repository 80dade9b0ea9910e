import type { Resolvers } from '../../__generated__/resolvers-types';

export const baseResolvers: Resolvers = {
  Query: {
    ping: () => 'ok',
  },
};
