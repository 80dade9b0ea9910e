/**
 * The hospital directory look-up (HospitalDirectoryService, @fp/hospitals) and patients' own prices:
 * thin resolvers over SharedPricesService (@fp/records), which scopes every user row to the session's owner. The REST paths beside the bill
 * check's (rest/shared-prices.ts) call the same service.
 */
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';

const owner = (ctx: GraphQLContext) => ctx.session.userId;
const viewer = (ctx: GraphQLContext) => ({ session: ctx.session, address: ctx.req.ip ?? null });

export const sharedPricesResolvers: Resolvers = {
  Query: {
    hospitals: (_p, { query, limit }, ctx) => ctx.services.hospitals.lookup(query, limit),
    priceSharing: (_p, _a, ctx) => ctx.services.sharedPrices.status(owner(ctx)),
    billSharing: (_p, { billId }, ctx) => ctx.services.sharedPrices.billSharing(owner(ctx), billId),
    // Authorize like the map's price ranges (not counted), then ask the service.
    patientPrices: async (_p, { providerId, diagnosisId }, ctx) =>
      (await ctx.services.pricing.access(viewer(ctx))).listPrices
        ? ctx.services.sharedPrices.patientPrices(providerId, diagnosisId)
        : null,
  },
  Mutation: {
    setPriceSharing: (_p, { consent }, ctx) => ctx.services.sharedPrices.setConsent(owner(ctx), consent),
    shareBillPrice: (_p, { billId }, ctx) => ctx.services.sharedPrices.shareBill(owner(ctx), billId),
    unshareBillPrice: (_p, { billId }, ctx) => ctx.services.sharedPrices.unshareBill(owner(ctx), billId),
  },
};
