/**
 * REST shim for plans and checkout: GET /api/stripe/checkout/{priceId}/{email} answers the checkout URL
 * the browser goes to; GET /api/stripe/getCheckout/{sessionId} reads a finished checkout for the purchase
 * page (only for the browser that started it, or the account it belongs to). The webhook (POST /api/stripe/webhook) is mounted in app.ts before sessions, with the raw body.
 */
import { Router, type Request } from 'express';
import { buyerNonce, existingBuyerNonce, type CheckoutView } from '@fp/payments';
import type { Services } from '../services';
import { requireCsrfHeader } from '../http/csrf';

/** A checkout in the older site's (and Stripe's) field names. */
const checkoutJson = (v: CheckoutView) => ({
  id: v.id,
  customer: v.customer,
  customer_details: { email: v.customerEmail },
  subscription: v.subscription,
  amount_total: v.amountTotalCents,
  status: v.status,
  payment_status: v.paymentStatus,
});

/** Who asks about a checkout: this browser's buyer nonce and its signed-in account. */
export const checkoutViewer = (req: Request) => ({
  buyerNonce: existingBuyerNonce(req.session),
  userId: req.session.userId ?? null,
});

export function paymentsRouter(services: Services): Router {
  const { payments } = services;
  const r = Router();

  r.get('/stripe/plans', (_req, res) => {
    res.json(payments.plans());
  });

  // Creates a checkout session at the provider, so it carries the forgery-protection header too.
  r.get('/stripe/checkout/:priceId/:email', requireCsrfHeader, async (req, res) => {
    const { url } = await payments.createCheckout(
      { priceId: req.params.priceId, email: req.params.email },
      {
        buyerNonce: buyerNonce(req.session),
        userId: req.session.userId ?? null,
        host: req.get('host') ?? null,
      },
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json({ url });
  });

  r.get('/stripe/getCheckout/:sessionId', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(checkoutJson(await payments.getCheckout(req.params.sessionId, checkoutViewer(req))));
  });

  /** The local test checkout's "Pay (test)" (refused unless the test checkout is in use). */
  r.post('/stripe/test/complete/:sessionId', async (req, res) => {
    res.json(checkoutJson(await payments.completeTestCheckout(req.params.sessionId, checkoutViewer(req))));
  });

  return r;
}
