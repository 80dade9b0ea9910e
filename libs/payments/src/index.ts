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
