/**
 * A checkout session as the purchase page reads it, made from Stripe's object, from the local test
 * checkout's payment row, or taken as is from a test event; and the subscription period it pays for.
 */
import type Stripe from 'stripe';
import { notFound } from '@fp/domain';
import { findPlan, type Plan } from './plans';

/** A checkout session as the purchase page reads it (the spec's "checkout result"). */
export interface CheckoutView {
  id: string;
  customer: string | null;
  customerEmail: string | null;
  subscription: string | null;
  amountTotalCents: number;
  /** open, complete or expired. */
  status: string;
  /** paid, unpaid or no_payment_required. */
  paymentStatus: string;
  paid: boolean;
  planId: string | null;
  planName: string | null;
  priceId: string | null;
}

/** Grace after a subscription period ends before the pass lapses, for a renewal's webhook to arrive. */
const PERIOD_GRACE_MS = 2 * 24 * 3_600_000;
const SESSION_ID = /^cs_[A-Za-z0-9_-]{1,200}$/;
export const ACTIVE_SUBSCRIPTION = new Set(['active', 'trialing', 'past_due']);
export const ENDED_SUBSCRIPTION = new Set(['canceled', 'unpaid', 'incomplete_expired']);

/** The checkout id, or NOT_FOUND for anything not shaped like one. */
export function checkSessionId(sessionId: unknown): string {
  if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) throw notFound('That checkout');
  return sessionId;
}

export function isView(v: unknown): v is CheckoutView {
  return typeof v === 'object' && v !== null && 'paid' in v && 'customerEmail' in v;
}

/** The view of a Stripe checkout session; its plan is found by the metadata's plan or price id. */
export function viewOfSession(session: Stripe.Checkout.Session, plans: readonly Plan[]): CheckoutView {
  const idOf = (v: string | { id: string } | null | undefined) =>
    typeof v === 'string' ? v : (v?.id ?? null);
  const planId = session.metadata?.plan_id ?? null;
  const priceId = session.metadata?.price_id ?? null;
  const plan = findPlan(plans, planId, priceId);
  const paymentStatus = session.payment_status ?? 'unpaid';
  return {
    id: session.id,
    customer: idOf(session.customer),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    subscription: idOf(session.subscription),
    amountTotalCents: session.amount_total ?? 0,
    status: session.status ?? 'open',
    paymentStatus,
    paid:
      session.status === 'complete' && (paymentStatus === 'paid' || paymentStatus === 'no_payment_required'),
    planId: plan?.id ?? planId,
    planName: plan?.name ?? null,
    priceId,
  };
}

/** The payment row of a local test checkout, as the columns viewOfTestRow reads. */
export interface TestCheckoutRow {
  customer_email: string | null;
  amount_total_cents: number;
  status: string;
  price_id: string | null;
}

/** The view of a local test checkout from its payment row: paid once recorded (paid, held or ended). */
export function viewOfTestRow(id: string, row: TestCheckoutRow, plans: readonly Plan[]): CheckoutView {
  const paid = row.status === 'paid' || row.status === 'held' || row.status === 'ended';
  const plan = plans.find((p) => p.priceId === row.price_id);
  return {
    id,
    customer: null,
    customerEmail: row.customer_email,
    subscription: null,
    amountTotalCents: Number(row.amount_total_cents),
    status: paid ? 'complete' : 'open',
    paymentStatus: paid ? 'paid' : 'unpaid',
    paid,
    planId: plan?.id ?? null,
    planName: plan?.name ?? null,
    priceId: row.price_id,
  };
}

/** The end of the subscription's current period plus grace (newer API versions keep it on the items). */
export function periodEndOf(sub: Stripe.Subscription): Date | null {
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  const ends = (sub.items?.data ?? [])
    .map((i) => i.current_period_end)
    .filter((n): n is number => typeof n === 'number');
  const end = ends.length ? Math.max(...ends) : legacy;
  return typeof end === 'number' ? new Date(end * 1000 + PERIOD_GRACE_MS) : null;
}
