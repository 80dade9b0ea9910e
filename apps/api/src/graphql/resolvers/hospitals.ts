/**
 * The hospital directory's fields of Provider (phone aside, which every provider answer carries): web
 * site, type, ownership, star rating, beds and where the map point comes from. Each is read through the
 * request's `hospitalFacts` loader, so a list of providers costs one query (HospitalDirectoryService).
 */
import type { HospitalFacts, LocationSource } from '@fp/hospitals';
import type { LocationSource as LocationSourceEnum, Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';

const LOCATION_SOURCES: Record<LocationSource, LocationSourceEnum> = {
  building: 'BUILDING',
  address: 'ADDRESS',
  'zip-centroid': 'ZIP_CENTROID',
};

const facts = (parent: { id: string }, ctx: GraphQLContext): Promise<HospitalFacts | null> =>
  ctx.loaders.hospitalFacts.load(parent.id);

export const hospitalsResolvers: Resolvers = {
  Provider: {
    website: async (p, _a, ctx) => (await facts(p, ctx))?.website ?? null,
    hospitalType: async (p, _a, ctx) => (await facts(p, ctx))?.hospitalType ?? null,
    ownership: async (p, _a, ctx) => (await facts(p, ctx))?.ownership ?? null,
    emergencyServices: async (p, _a, ctx) => (await facts(p, ctx))?.emergencyServices ?? null,
    starRating: async (p, _a, ctx) => (await facts(p, ctx))?.starRating ?? null,
    birthingFriendly: async (p, _a, ctx) => (await facts(p, ctx))?.birthingFriendly ?? null,
    beds: async (p, _a, ctx) => (await facts(p, ctx))?.beds ?? null,
    locationSource: async (p, _a, ctx) => {
      const source = (await facts(p, ctx))?.locationSource;
      return source ? LOCATION_SOURCES[source] : null;
    },
  },
};
