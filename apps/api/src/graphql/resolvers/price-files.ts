/**
 * Hospital price files: thin resolvers over PriceFilesService (@fp/price-files), which prices each item
 * with the plan of the session's user.
 */
import { findCondition } from '@fp/catalog-lists';
import { badInput } from '@fp/domain';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { itemOut } from '../../views/estimate';

const viewer = (ctx: GraphQLContext) => ({ userId: ctx.session.userId });

export const priceFilesResolvers: Resolvers = {
  Query: {
    searchProcedures: async (_p, { input }, ctx) => {
      const r = await ctx.services.priceFiles.searchProcedures(viewer(ctx), input);
      return {
        codes: r.codes,
        filesNearby: r.filesNearby,
        hits: r.hits.map((h) => ({
          ...h,
          location: { lat: h.lat, lng: h.lng },
          items: h.items.map(itemOut),
        })),
      };
    },
    priceFileCoverage: (_p, _a, ctx) => ctx.services.priceFiles.coverage(),
    hospitalPrices: async (_p, { providerId, code, drgs }, ctx) => {
      const r = await ctx.services.priceFiles.hospitalPrices(viewer(ctx), providerId, { code, drgs });
      return r && { ...r, items: r.items.map(itemOut) };
    },
    priceFileSummaries: async (_p, { providerIds, diagnosisId }, ctx) => {
      if (providerIds.length > 100) throw badInput('At most 100 hospitals at a time.');
      const drgs = findCondition(diagnosisId)?.drgs ?? [];
      const found = await ctx.services.priceFiles.priceFileSummaries(viewer(ctx), providerIds, drgs);
      return providerIds.flatMap((id) => found.get(id) ?? []);
    },
  },
};
