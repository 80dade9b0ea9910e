import type { Resolvers } from '../../__generated__/resolvers-types';

/** dataStatus: read from memory, so it answers at once even while the load keeps the database busy. */
export const dataStatusResolvers: Resolvers = {
  Query: {
    dataStatus: (_root, _args, { services }) => {
      const s = services.dataStatus.get();
      return {
        state: s.state === 'ready' ? 'READY' : s.state === 'loading' ? 'LOADING' : 'FAILED',
        percent: s.percent,
        message: s.message,
      };
    },
  },
};
