import type { RequestHandler } from 'express';
import type { PaymentsService } from './payments.service';

/**
 * Express handler for POST /api/stripe/webhook. It must be mounted with a raw body parser and before the
 * session and CSRF middleware: the Stripe signature over the raw body is the authentication.
 */
export function stripeWebhookHandler(payments: PaymentsService): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      res.status(405).json({ error: true, code: 'METHOD_NOT_ALLOWED', message: 'Send webhooks with POST.' });
      return;
    }
    try {
      const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const result = await payments.handleWebhook(body, req.get('stripe-signature'));
      res.json({ received: true, duplicate: result.duplicate });
    } catch (err) {
      next(err);
    }
  };
}
