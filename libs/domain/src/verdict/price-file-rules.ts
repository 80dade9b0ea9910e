/**
 * Estimates from a hospital's price file (45 CFR 180), done right:
 * - a plan with two (or more) different rates for one item gets both, as a range, and is told so, not
 *   silently the lower one;
 * - a blank plan name matches every rate of the payer, and rates that agree are one rate, not "not
 *   published";
 * - a per-visit copay is added once per visit, never to each item;
 * - a tall CSV item's negotiated min/max is taken across ALL its rows, not the first row's.
 */
import {
  insuranceEstimate,
  type InsuranceEstimateValue,
  type InsurancePlanValue,
} from '../bill-check/insurance';
import { usd } from '../money/usd';

/** One negotiated rate as the file publishes it. */
export interface PublishedRate {
  payerKey: string;
  planName: string;
  /** Negotiated dollar amount, whole cents; null when the file gives a percentage or algorithm only. */
  cents: number | null;
}

export type PlanRate =
  | { kind: 'one'; cents: number }
  | { kind: 'range'; lowCents: number; highCents: number; count: number; note: string }
  | { kind: 'not_published' };

/** The rate(s) of the user's plan for one item: their payer, and their plan name unless it is blank. */
export function planRateOf(
  rates: readonly PublishedRate[],
  plan: { payerKey: string; planName: string },
): PlanRate {
  const name = plan.planName.trim().toLowerCase();
  const values = [
    ...new Set(
      rates
        .filter(
          (r) => r.payerKey === plan.payerKey && (name === '' || r.planName.trim().toLowerCase() === name),
        )
        .map((r) => r.cents)
        .filter((c): c is number => c !== null),
    ),
  ].sort((a, b) => a - b);
  if (values.length === 0) return { kind: 'not_published' };
  if (values.length === 1) return { kind: 'one', cents: values[0] };
  const low = values[0];
  const high = values[values.length - 1];
  return {
    kind: 'range',
    lowCents: low,
    highCents: high,
    count: values.length,
    note: `The price file publishes ${values.length} different rates for your plan for this item, from ${usd(low)} to ${usd(high)}; both ends are shown because the file does not say which one applies.`,
  };
}

/** One item's share by the plan WITHOUT the copay: the copay is counted once per visit (visitEstimate). */
export function itemEstimate(
  negotiatedCents: number | null,
  plan: InsurancePlanValue,
): InsuranceEstimateValue {
  return insuranceEstimate(negotiatedCents, { ...plan, copayCents: 0 });
}

/**
 * What a visit costs the patient by the plan: the allowed amounts of all its items together, the
 * deductible and coinsurance over the sum, the copay ONCE, capped by the out-of-pocket maximum left.
 * Not published when any item has no rate for the plan.
 */
export function visitEstimate(
  allowedCents: readonly (number | null)[],
  plan: InsurancePlanValue,
): InsuranceEstimateValue {
  const sum = allowedCents.every((c) => c !== null)
    ? allowedCents.reduce<number>((s, c) => s + (c ?? 0), 0)
    : null;
  return insuranceEstimate(allowedCents.length ? sum : null, plan);
}

/** The visit estimate at both ends when an item has a range of rates for the plan. */
export function visitEstimateRange(
  rates: readonly PlanRate[],
  plan: InsurancePlanValue,
): { low: InsuranceEstimateValue; high: InsuranceEstimateValue; isRange: boolean } {
  const end = (pick: 'low' | 'high') =>
    rates.map((r) =>
      r.kind === 'one' ? r.cents : r.kind === 'range' ? (pick === 'low' ? r.lowCents : r.highCents) : null,
    );
  return {
    low: visitEstimate(end('low'), plan),
    high: visitEstimate(end('high'), plan),
    isRange: rates.some((r) => r.kind === 'range'),
  };
}

/** One row of a tall CSV item: its min/max columns and its negotiated dollar amount (cents or null). */
export interface TallRow {
  minCents: number | null;
  maxCents: number | null;
  negotiatedCents: number | null;
}

/** The item's negotiated min and max across ALL its rows (the min/max columns and the dollar rates). */
export function tallItemMinMax(rows: readonly TallRow[]): {
  minCents: number | null;
  maxCents: number | null;
} {
  const lows = rows.flatMap((r) => [r.minCents, r.negotiatedCents]).filter((c): c is number => c !== null);
  const highs = rows.flatMap((r) => [r.maxCents, r.negotiatedCents]).filter((c): c is number => c !== null);
  return {
    minCents: lows.length ? Math.min(...lows) : null,
    maxCents: highs.length ? Math.max(...highs) : null,
  };
}
