/**
 * Price map resolvers: the search, the provider detail, the geo session and the city look-ups. Thin:
 * each calls one method of the pricing or geo-session service (@fp/pricing), which apply the access
 * rules; prices a viewer may not see never reach this layer.
 */
import { noMedicareFiguresReason } from '@fp/catalog-lists';
import type { AccessDecision } from '@fp/domain';
import type { ProviderView } from '@fp/pricing';
import type { AccessPrompt, Resolvers, ResolversParentTypes } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';

const PROMPTS: Record<AccessDecision['prompt'], AccessPrompt> = {
  none: 'NONE',
  pay: 'PAY',
  sign_up: 'SIGN_UP',
};

const accessInfo = (a: AccessDecision) => ({
  listPrices: a.listPrices,
  detailPrices: a.detailPrices,
  prompt: PROMPTS[a.prompt],
});

/**
 * The session and the client's address (req.ip honours TRUST_PROXY), which the allowance counts on; a
 * look (GraphQLContext.look) counts nothing.
 */
const viewer = (ctx: GraphQLContext) => ({
  session: ctx.session,
  address: ctx.req.ip ?? null,
  look: ctx.look,
});

/**
 * A Provider parent: the service's ProviderView from a search or detail, or a provider another
 * capability resolved (an event's provider), which carries no prices of its own.
 */
type ProviderParent = ResolversParentTypes['Provider'] & Partial<Pick<ProviderView, 'diagnosisId'>>;

/**
 * A directory provider (another capability's entity: id, lat and lng, no prices) as a Provider parent:
 * its CCN is its id, its map point its coordinates, with no distance and no prices of its own (its
 * priceRange is looked up for the condition asked).
 */
export function directoryProvider<T extends { id: string; lat: number | null; lng: number | null }>(
  entity: T,
): T & { ccn: string; location: { lat: number; lng: number } | null; distanceKm: null } {
  return {
    ...entity,
    ccn: entity.id,
    location: entity.lat != null && entity.lng != null ? { lat: entity.lat, lng: entity.lng } : null,
    distanceKm: null,
  };
}

/** True when the parent already holds the prices for the requested condition. */
const holds = (p: ProviderParent, diagnosisId: number | null | undefined) =>
  p.diagnosisId !== undefined && (diagnosisId == null || diagnosisId === p.diagnosisId);

export const pricingResolvers: Resolvers = {
  Query: {
    searchProviders: async (_p, { input }, ctx) => {
      const r = await ctx.services.pricing.search(viewer(ctx), input);
      return { ...r, access: accessInfo(r.access) };
    },
    provider: async (_p, { id, diagnosisId, lat, lng }, ctx) => {
      const r = await ctx.services.pricing.detail(viewer(ctx), id, diagnosisId, { lat, lng });
      return (
        r && {
          provider: r.provider,
          access: accessInfo(r.access),
          estimate: r.estimate,
          searchCount: r.searchCount,
        }
      );
    },
    cities: (_p, { prefix, limit }, ctx) => ctx.services.geo.cities(prefix, limit),
    nearestCity: (_p, { lat, lng }, ctx) => ctx.services.geo.nearestCity(lat, lng),
    geoSession: (_p, _a, ctx) => ctx.services.geo.read(viewer(ctx)),
  },

  Mutation: {
    setGeoSession: (_p, { input }, ctx) => ctx.services.geo.save(viewer(ctx), input),
  },

  Diagnosis: {
    // Hospitals with prices per condition: precomputed when the data changes, held in memory.
    pricedHospitals: async (d, _a, ctx) => (await ctx.services.pricing.coverage()).get(d.id) ?? 0,
    hasPrices: async (d, _a, ctx) => ((await ctx.services.pricing.coverage()).get(d.id) ?? 0) > 0,
    pricedHospitalsNear: (d, { lat, lng }, ctx) => ctx.loaders.pricedNear.load(`${d.id}|${lat}|${lng}`),
    // Why there is nothing to show: the catalogue's one sentence, only for a condition without figures.
    noFiguresReason: async (d, _a, ctx) =>
      ((await ctx.services.pricing.coverage()).get(d.id) ?? 0) > 0 ? null : noMedicareFiguresReason(d),
  },

  // ccn, location, distanceKm and each year's sourceLabel are properties of every Provider parent (the
  // service's views, and directoryProvider below), read by the compiled executor without a resolver call:
  // a resolver call allocates its info and path per hit, which the map search's answer felt (issue 29).
  Provider: {
    priceRange: (parent, { diagnosisId }, ctx) => {
      const p = parent as ProviderParent;
      if (holds(p, diagnosisId)) return p.priceRange ?? null;
      if (diagnosisId == null) return null;
      return ctx.loaders.priceRange.load(`${p.id}:${diagnosisId}`);
    },
    // Per-DRG figures only ever come from a counted detail opening (the provider query), never here.
    prices: (parent, { diagnosisId }) => {
      const p = parent as ProviderParent;
      return holds(p, diagnosisId) ? (p.prices ?? []) : [];
    },
  },
};
