/**
 * All resolvers, merged. Each capability keeps its resolvers in its own file; the maps are combined here
 * type by type, so several files may add fields to Query and Mutation.
 *
 * A Query or Mutation field of the schema that no file answers yet gets a fallback that fails with a typed
 * NOT_IMPLEMENTED error (instead of graphql-js's default resolver returning null, which breaks non-null
 * fields with a masked 500). Real resolvers always win: the fallback only fills gaps.
 */
import { GraphQLError, Kind, parse } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { DateScalar, DateTimeScalar } from '../scalars';
import { typeDefs } from '../schema';
import { accountsResolvers } from './accounts';
import { baseResolvers } from './base';
import { blogResolvers } from './blog';
import { catalogResolvers } from './catalog';
import { dataStatusResolvers } from './data-status';
import { filesResolvers } from './files';
import { hospitalsResolvers } from './hospitals';
import { insuranceResolvers } from './insurance';
import { priceFilesResolvers } from './price-files';
import { pricingResolvers } from './pricing';
import { recordsResolvers } from './records';
import { sessionValuesResolvers } from './session-values';
import { settingsResolvers } from './settings';
import { tasksResolvers } from './tasks';
import { billCheckResolvers } from './bill-check';
import { assistanceResolvers } from './assistance';
import { sharedPricesResolvers } from './shared-prices';
import { readingsResolvers } from './readings';
import { webReadsResolvers } from './web-reads';

type FieldMap = Record<string, Record<string, unknown>>;

function merge(...maps: Resolvers[]): Resolvers {
  const out: FieldMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map))
      out[type] = { ...(out[type] ?? {}), ...(fields as Record<string, unknown>) };
  }
  return out as Resolvers;
}

export const NOT_IMPLEMENTED_MESSAGE = 'This operation is not available yet.';

/** Marks the fallback so tests (and tools) can tell it from a real resolver. */
export const NOT_IMPLEMENTED = Symbol('notImplemented');

function notImplemented(type: string, field: string) {
  const resolve = () => {
    throw new GraphQLError(NOT_IMPLEMENTED_MESSAGE, {
      extensions: { code: 'NOT_IMPLEMENTED', operation: `${type}.${field}` },
    });
  };
  return Object.assign(resolve, { [NOT_IMPLEMENTED]: true });
}

/** Query and Mutation field names, read from the schema (extensions included). */
export function rootFields(sdl: string): Record<'Query' | 'Mutation', string[]> {
  const out: Record<'Query' | 'Mutation', string[]> = { Query: [], Mutation: [] };
  for (const def of parse(sdl).definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const type = def.name.value;
    if (type === 'Query' || type === 'Mutation')
      out[type].push(...(def.fields ?? []).map((f) => f.name.value));
  }
  return out;
}

/** Fills every Query and Mutation field of `sdl` that `map` does not answer with the typed fallback. */
export function withFallbacks(map: Resolvers, sdl: string): Resolvers {
  const out = { ...(map as FieldMap) };
  for (const [type, fields] of Object.entries(rootFields(sdl))) {
    const given = out[type] ?? {};
    const filled: Record<string, unknown> = {};
    for (const field of fields) if (!(field in given)) filled[field] = notImplemented(type, field);
    out[type] = { ...filled, ...given };
  }
  return out as Resolvers;
}

export const resolvers: Resolvers = {
  ...withFallbacks(
    merge(
      baseResolvers,
      catalogResolvers,
      blogResolvers,
      pricingResolvers,
      hospitalsResolvers,
      accountsResolvers,
      filesResolvers,
      sessionValuesResolvers,
      recordsResolvers,
      dataStatusResolvers,
      priceFilesResolvers,
      insuranceResolvers,
      settingsResolvers,
      tasksResolvers,
      billCheckResolvers,
      assistanceResolvers,
      sharedPricesResolvers,
      readingsResolvers,
      webReadsResolvers,
    ),
    typeDefs,
  ),
  DateTime: DateTimeScalar,
  Date: DateScalar,
};
