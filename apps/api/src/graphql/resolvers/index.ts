/**
 * All resolvers, merged. Each capability keeps its resolvers in its own file; the maps are combined here
 * type by type, so several files may add fields to Query and Mutation.
 */
import type { Resolvers } from '../../__generated__/resolvers-types';
import { DateScalar, DateTimeScalar } from '../scalars';
import { accountsResolvers } from './accounts';
import { baseResolvers } from './base';
import { contentResolvers } from './content';
import { hptResolvers } from './hpt';
import { pricingResolvers } from './pricing';

function merge(...maps: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map))
      out[type] = { ...(out[type] ?? {}), ...(fields as Record<string, unknown>) };
  }
  return out as Resolvers;
}

export const resolvers: Resolvers = {
  ...merge(baseResolvers, contentResolvers, pricingResolvers, accountsResolvers),
  DateTime: DateTimeScalar,
  Date: DateScalar,
};

// Hospital price files and the user's insurance (@fp/hpt), merged type by type like the others.
for (const [type, fields] of Object.entries(hptResolvers)) {
  const map = resolvers as Record<string, object>;
  map[type] = { ...(map[type] ?? {}), ...(fields as object) };
}
