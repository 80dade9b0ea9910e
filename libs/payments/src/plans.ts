/**
 * The three paid plans: copy and prices from @fp/site-text, price ids from configuration (the test or the
 * live set, in plan order), or local ids when the local test checkout stands in for Stripe.
 */
import { PLANS_COPY, type PlanId } from '@fp/site-text';

export interface Plan {
  id: PlanId;
  name: string;
  priceCents: number;
  months: number;
  /** "month", "year" or e.g. "6 months". */
  interval: string;
  /** Shown under the price, e.g. "for 1 month". */
  intervalText: string;
  features: string[];
  highlighted: boolean;
  /** The payment provider's price id; null when payments are not configured for this plan. */
  priceId: string | null;
}

/** Price ids of the local test checkout, in plan order. */
export const TEST_CHECKOUT_PRICE_IDS: readonly string[] = PLANS_COPY.map((p) => `test_${p.id}`);

const intervalOf = (months: number) => (months === 1 ? 'month' : months === 12 ? 'year' : `${months} months`);

export function buildPlans(priceIds: readonly string[]): Plan[] {
  return PLANS_COPY.map((p, i) => ({
    id: p.id,
    name: p.name,
    priceCents: p.priceCents,
    months: p.months,
    interval: intervalOf(p.months),
    intervalText: p.intervalText,
    features: [...p.features],
    highlighted: p.highlighted,
    priceId: priceIds[i] ?? null,
  }));
}

/** The plan named by a checkout's plan id or price id (either may be missing). */
export function findPlan(
  plans: readonly Plan[],
  planId: string | null,
  priceId: string | null,
): Plan | undefined {
  return plans.find((p) => p.id === planId || (priceId !== null && p.priceId === priceId));
}
