/**
 * What a Stripe event asks for, read before its transaction (network calls never run inside one): a paid
 * checkout to record, a subscription that ended or renewed, or nothing we act on.
 */
import type Stripe from 'stripe';
import {
  ACTIVE_SUBSCRIPTION,
  ENDED_SUBSCRIPTION,
  isView,
  periodEndOf,
  viewOfSession,
  type CheckoutView,
} from './checkout-view';
import type { Plan } from './plans';

/** An event from Stripe's webhook or the local test checkout (whose object is already a view). */
export interface NormalizedEvent {
  id: string;
  type: string;
  object: unknown;
}

export type PreparedEvent =
  | { kind: 'checkout'; view: CheckoutView; passEnd: Date | null }
  | { kind: 'subscription'; id: string; ended: boolean; passEnd: Date | null }
  | { kind: 'ignored' };

/** Classifies the event; `passEndFor` reads a paid checkout's subscription period (from Stripe). */
export async function prepareEvent(
  evt: NormalizedEvent,
  plans: readonly Plan[],
  passEndFor: (view: CheckoutView) => Promise<Date | null>,
): Promise<PreparedEvent> {
  switch (evt.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const view = isView(evt.object)
        ? evt.object
        : viewOfSession(evt.object as Stripe.Checkout.Session, plans);
      return { kind: 'checkout', view, passEnd: view.paid ? await passEndFor(view) : null };
    }
    case 'customer.subscription.deleted':
    case 'customer.subscription.updated': {
      const sub = evt.object as Stripe.Subscription;
      const ended = evt.type === 'customer.subscription.deleted' || ENDED_SUBSCRIPTION.has(sub.status);
      if (!ended && !ACTIVE_SUBSCRIPTION.has(sub.status)) return { kind: 'ignored' };
      return { kind: 'subscription', id: sub.id, ended, passEnd: ended ? null : periodEndOf(sub) };
    }
    default:
      return { kind: 'ignored' };
  }
}
