/**
 * Hospital price files and the user's insurance: thin resolvers over HptService (@fp/price-files), which
 * scopes the plan to the session's user.
 */
import { findCondition } from '@fp/catalog';
import { badInput } from '@fp/domain';
import type { EstimateView, HptItemView, InsuranceView } from '@fp/price-files';
import type { EstimateKind, Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';

const viewer = (ctx: GraphQLContext) => ({ userId: ctx.session.userId });

const KINDS: Record<EstimateView['kind'], EstimateKind> = {
  estimate: 'ESTIMATE',
  not_published: 'NOT_PUBLISHED',
  no_plan: 'NO_PLAN',
};

/** The estimate in the schema's shape: fields a kind does not have are null. */
export function estimateOut(e: EstimateView) {
  const base = {
    kind: KINDS[e.kind],
    patientCents: null,
    basisCents: null,
    deductiblePartCents: null,
    coinsurancePartCents: null,
    copayCents: null,
    cappedByOopMax: null,
    formula: null,
    message: null,
  };
  if (e.kind === 'not_published') return { ...base, message: e.message };
  if (e.kind === 'no_plan')
    return { ...base, patientCents: e.patientCents, basisCents: e.basisCents, formula: e.formula };
  return {
    ...base,
    patientCents: e.patientCents,
    basisCents: e.negotiatedCents,
    deductiblePartCents: e.deductiblePartCents,
    coinsurancePartCents: e.coinsurancePartCents,
    copayCents: e.copayCents,
    cappedByOopMax: e.cappedByOopMax,
    formula: e.formula,
  };
}

const itemOut = (i: HptItemView) => ({ ...i, estimate: estimateOut(i.estimate) });
const insuranceOut = (i: InsuranceView | null) => i && { ...i, planName: i.planName ?? '' };

export const hptResolvers: Resolvers = {
  Query: {
    payers: (_p, _a, ctx) => ctx.services.hpt.payers(),
    searchProcedures: async (_p, { input }, ctx) => {
      const r = await ctx.services.hpt.searchProcedures(viewer(ctx), input);
      return {
        codes: r.codes,
        hits: r.hits.map((h) => ({
          ...h,
          location: { lat: h.lat, lng: h.lng },
          items: h.items.map(itemOut),
        })),
      };
    },
    hospitalPrices: async (_p, { providerId, code, drgs }, ctx) => {
      const r = await ctx.services.hpt.hospitalPrices(viewer(ctx), providerId, { code, drgs });
      return r && { ...r, items: r.items.map(itemOut) };
    },
    priceFileSummaries: async (_p, { providerIds, diagnosisId }, ctx) => {
      if (providerIds.length > 100) throw badInput('At most 100 hospitals at a time.');
      const drgs = findCondition(diagnosisId)?.drgs ?? [];
      const found = await ctx.services.hpt.priceFileSummaries(viewer(ctx), providerIds, drgs);
      return providerIds.flatMap((id) => found.get(id) ?? []);
    },
    myInsurance: async (_p, _a, ctx) => insuranceOut(await ctx.services.hpt.myInsurance(viewer(ctx))),
  },
  Mutation: {
    saveInsurance: async (_p, { input }, ctx) =>
      insuranceOut(await ctx.services.hpt.saveInsurance(viewer(ctx), input))!,
    deleteInsurance: (_p, _a, ctx) => ctx.services.hpt.deleteInsurance(viewer(ctx)),
  },
};
