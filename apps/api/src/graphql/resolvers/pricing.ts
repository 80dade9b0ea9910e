/**
 * Price map resolvers: the search, the provider detail, the geo session and the city look-ups. Thin:
 * each calls one method of the pricing or geo-session service (@fp/pricing), which apply the access
 * rules; prices a viewer may not see never reach this layer.
 */
import { noMedicareFiguresReason } from '@fp/catalog';
import { priceSourceLabel, type AccessDecision } from '@fp/domain';
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
/**
 * A source's label, made once per source object: the views share one object per dataset, and the label's
 * rule compiles a pattern per call (a search answer asks it for every per-year figure of every hit).
 */
const sourceLabels = new WeakMap<object, string>();
function sourceLabelOf(source: Parameters<typeof priceSourceLabel>[0]): string {
  let label = sourceLabels.get(source);
  if (label === undefined) {
    label = priceSourceLabel(source);
    sourceLabels.set(source, label);
  }
  return label;
}

const viewer = (ctx: GraphQLContext) => ({
  session: ctx.session,
  address: ctx.req.ip ?? null,
  look: ctx.look,
});

/**
 * A Provider parent: the service's ProviderView from a search or detail, or a provider another
 * capability resolved (an event's provider), which carries no prices of its own.
 */
type ProviderParent = ResolversParentTypes['Provider'] &
  Partial<Pick<ProviderView, 'diagnosisId'>> & { lat?: number | null; lng?: number | null };

/** True when the parent already holds the prices for the requested condition. */
const holds = (p: ProviderParent, diagnosisId: number | null | undefined) =>
  p.diagnosisId !== undefined && (diagnosisId == null || diagnosisId === p.diagnosisId);

export const pricingResolvers: Resolvers = {
  Query: {
    searchProviders: async (_p, { input }, ctx) => {
      const r = await ctx.services.pricing.search(viewer(ctx), input);
      return { ...r, access: accessInfo(r.access) };
    },
    provider: async (_p, { id, diagnosisId }, ctx) => {
      const r = await ctx.services.pricing.detail(viewer(ctx), id, diagnosisId);
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

  PriceYearRange: {
    sourceLabel: (y) => sourceLabelOf(y.source),
  },

  Provider: {
    // A provider entity (from another capability) has id, lat and lng instead of ccn and location.
    ccn: (parent) => (parent as ProviderParent).ccn ?? parent.id,
    location: (parent) => {
      const p = parent as ProviderParent;
      if (p.location !== undefined) return p.location;
      return p.lat != null && p.lng != null ? { lat: p.lat, lng: p.lng } : null;
    },
    distanceKm: (parent) => parent.distanceKm ?? null,
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
