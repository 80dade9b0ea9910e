/**
 * The user's insurance and the insurer list: thin resolvers over InsuranceService (@fp/insurance),
 * which scopes the plan to the session's user.
 */
import type { InsuranceView } from '@fp/insurance';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';

const viewer = (ctx: GraphQLContext) => ({ userId: ctx.session.userId });
const insuranceOut = (i: InsuranceView | null) => i && { ...i, planName: i.planName ?? '' };

export const insuranceResolvers: Resolvers = {
  Query: {
    payers: (_p, _a, ctx) => ctx.services.insurance.payers(),
    myInsurance: async (_p, _a, ctx) => insuranceOut(await ctx.services.insurance.myInsurance(viewer(ctx))),
  },
  Mutation: {
    saveInsurance: async (_p, { input }, ctx) =>
      insuranceOut(await ctx.services.insurance.saveInsurance(viewer(ctx), input))!,
    deleteInsurance: (_p, _a, ctx) => ctx.services.insurance.deleteInsurance(viewer(ctx)),
  },
};
