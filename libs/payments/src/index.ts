export {
  PaymentsService,
  ALREADY_CANCELED_MESSAGE,
  NO_PASS_TO_CANCEL_MESSAGE,
  type CheckoutViewer,
  type PaymentsOptions,
  type SubscriptionUpdateResult,
} from './payments.service';
export { buyerNonce, existingBuyerNonce, type BuyerSession } from './buyer-session';
export type { CheckoutView } from './checkout-view';
export { buildPlans, TEST_CHECKOUT_PRICE_IDS, type Plan } from './plans';
export { createStripeClient } from './stripe-client';
export { stripeWebhookHandler } from './webhook-handler';
// Test support (integration tests drive the real SDK against this local stand-in for Stripe's API).
// Exported here because test files may only import libraries by their @fp/ name; an `@fp/payments/testing`
// alias (like @fp/db/testing) would keep it out of the main entry.
export { startFakeStripe, stripeEvent, signStripePayload, type FakeStripe } from './testing/fake-stripe';
