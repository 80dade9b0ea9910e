/**
 * A small local HTTP server that answers like Stripe's API for the calls this site makes
 * (checkout.sessions.create / retrieve, subscriptions.retrieve / update), so tests drive the real `stripe` SDK
 * (STRIPE_API_BASE points it here). Also builds webhook events and signs them with the SDK's test helper.
 * Test code only: imported as `@fp/payments/testing`, so the API's own entry never loads the SDK at start.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import Stripe from 'stripe';

type Obj = Record<string, unknown>;

export interface FakeStripe {
  /** Base URL for STRIPE_API_BASE, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The secret key the server accepts. */
  secretKey: string;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** Every request received: method, path and whether it carried the right key. */
  requests: { method: string; path: string; authorized: boolean }[];
  /** What a buyer finishing the payment page does: the session becomes complete and paid. */
  completeSession(id: string, opts?: { email?: string; periodEnd?: Date }): Obj;
  /** A subscription ends (cancelled or unpaid). */
  endSubscription(id: string): Obj;
  close(): Promise<void>;
}

const rand = (n = 14) => randomBytes(n).toString('hex').slice(0, n);
const now = () => Math.floor(Date.now() / 1000);

function stripeError(res: Response, status: number, message: string, code?: string) {
  res.status(status).json({ error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } });
}

export async function startFakeStripe(opts: {
  secretKey?: string;
  /** Price id → amount in cents. */
  prices: Record<string, number>;
}): Promise<FakeStripe> {
  const secretKey = opts.secretKey ?? `sk_test_fake_${rand(24)}`;
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const requests: FakeStripe['requests'] = [];
  const app = express();
  app.use(express.urlencoded({ extended: true }));

  app.use((req: Request, res: Response, next) => {
    const authorized = req.get('authorization') === `Bearer ${secretKey}`;
    requests.push({ method: req.method, path: req.path, authorized });
    if (!authorized) {
      res
        .status(401)
        .json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    next();
  });

  app.post('/v1/checkout/sessions', (req, res) => {
    const body = req.body as Obj;
    const items = (body.line_items as Obj[] | undefined) ?? [];
    const price = items[0]?.price as string | undefined;
    if (!price || !(price in opts.prices))
      return stripeError(res, 400, `No such price: '${price}'`, 'resource_missing');
    const id = `cs_test_${rand(24)}`;
    const session: Obj = {
      id,
      object: 'checkout.session',
      mode: body.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: opts.prices[price],
      currency: 'usd',
      customer: null,
      customer_email: body.customer_email ?? null,
      customer_details: null,
      subscription: null,
      metadata: body.metadata ?? {},
      success_url: String(body.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: body.cancel_url ?? null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      created: now(),
      livemode: false,
    };
    sessions.set(id, session);
    res.json(session);
  });

  app.get('/v1/checkout/sessions/:id', (req, res) => {
    const s = sessions.get(String(req.params.id));
    if (!s)
      return stripeError(
        res,
        404,
        `No such checkout.session: '${String(req.params.id)}'`,
        'resource_missing',
      );
    res.json(s);
  });

  app.get('/v1/subscriptions/:id', (req, res) => {
    const s = subscriptions.get(String(req.params.id));
    if (!s)
      return stripeError(res, 404, `No such subscription: '${String(req.params.id)}'`, 'resource_missing');
    res.json(s);
  });

  app.post('/v1/subscriptions/:id', (req, res) => {
    const s = subscriptions.get(String(req.params.id));
    if (!s)
      return stripeError(res, 404, `No such subscription: '${String(req.params.id)}'`, 'resource_missing');
    const body = req.body as Obj;
    if (body.cancel_at_period_end !== undefined)
      s.cancel_at_period_end = body.cancel_at_period_end === 'true';
    res.json(s);
  });

  app.use((req, res) => stripeError(res, 404, `Unrecognized request URL (${req.method}: ${req.path}).`));

  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    sessions,
    subscriptions,
    requests,
    completeSession(id, o = {}) {
      const s = sessions.get(id);
      if (!s) throw new Error(`no session ${id}`);
      const customer = `cus_${rand()}`;
      const subId = `sub_${rand()}`;
      const periodEnd = Math.floor((o.periodEnd?.getTime() ?? Date.now() + 30 * 86_400_000) / 1000);
      subscriptions.set(subId, {
        id: subId,
        object: 'subscription',
        status: 'active',
        customer,
        metadata: (s.metadata as Obj) ?? {},
        items: {
          object: 'list',
          data: [{ id: `si_${rand()}`, object: 'subscription_item', current_period_end: periodEnd }],
        },
      });
      Object.assign(s, {
        status: 'complete',
        payment_status: 'paid',
        customer,
        subscription: subId,
        customer_details: { email: o.email ?? s.customer_email, name: null },
      });
      return s;
    },
    endSubscription(id) {
      const s = subscriptions.get(id);
      if (!s) throw new Error(`no subscription ${id}`);
      s.status = 'canceled';
      return s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook event body as Stripe sends it. */
export function stripeEvent(type: string, object: Obj, id = `evt_${rand(24)}`): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

/** The Stripe-Signature header for a body, made with the SDK's own test helper. */
export function signStripePayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
