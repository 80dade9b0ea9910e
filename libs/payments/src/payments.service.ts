/**
 * Plans and the paid pass: Stripe Checkout (or, without STRIPE_SECRET_KEY and never in production, a
 * local test checkout), the purchase page's "read the checkout, then update the subscription", and the
 * Stripe webhook that turns the pass on at checkout completion and off when the subscription ends, so
 * the pass is right even if the browser never comes back.
 *
 * Every way a payment gets recorded (webhook, purchase page, test checkout) goes through
 * recordCompletedCheckout, which is idempotent: the payment row is unique on the checkout session id and
 * only its first change to "paid" turns the pass on and sends the welcome e-mail. Webhook events are
 * recorded in stripe_event in the same transaction as their effect, so a replayed event changes nothing.
 *
 * A checkout id grants nothing by itself (it lands in browser history, proxies and referrers): the
 * set-password step after a purchase is handed only to the browser session that started the checkout
 * (the payment row keeps the SHA-256 of a random nonce kept in that session, see buyerNonce); anyone
 * else holding the id only makes the server e-mail the set-password link to the buyer's own address.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type Stripe from 'stripe';
import { EMAILS } from '@fp/content';
import {
  DomainError,
  badInput,
  checkoutSchema,
  notFound,
  validateInput,
  type CheckoutInput,
} from '@fp/domain';
import { rowsOf, type MailService } from '@fp/mail';
import type { AccountsService, TokenView } from '@fp/accounts';
import { isReferenceCode, users } from '@fp/accounts';
import { buildPlans, TEST_CHECKOUT_PRICE_IDS, type Plan } from './plans';
import { createStripeClient } from './stripe-client';

export interface PaymentsOptions {
  publicUrl: string;
  isProduction: boolean;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Tests only: a local server answering like Stripe's API. */
  stripeApiBase?: string;
  /** The three plans' price ids (the test or live set), in plan order. */
  stripePriceIds: readonly string[];
  log: Logger;
}

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

export interface SubscriptionUpdateResult {
  /** The buyer's account has no password yet. */
  newUser: boolean;
  token: TokenView;
  /** Only for the browser that bought; null otherwise (the link then went to the buyer by e-mail). */
  setPasswordPath: string | null;
}

/** The part of a browser session the checkout binding uses. */
export interface BuyerSession {
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown): void;
}

const BUYER_SESSION_KEY = 'buyer_nonce';

/** The session's random buyer nonce, made when first needed (at checkout); it never leaves the server. */
export function buyerNonce(session: BuyerSession): string {
  const existing = session.get<string>(BUYER_SESSION_KEY);
  if (typeof existing === 'string' && existing.length >= 32) return existing;
  const nonce = randomBytes(32).toString('base64url');
  session.set(BUYER_SESSION_KEY, nonce);
  return nonce;
}

/** The session's buyer nonce if it has one (never creates it). */
export function existingBuyerNonce(session: BuyerSession): string | null {
  const existing = session.get<string>(BUYER_SESSION_KEY);
  return typeof existing === 'string' && existing.length >= 32 ? existing : null;
}

const buyerHash = (nonce: string) => createHash('sha256').update(`buyer|${nonce}`).digest('hex');

/** Grace after a subscription period ends before the pass lapses, for a renewal's webhook to arrive. */
const PERIOD_GRACE_MS = 2 * 24 * 3_600_000;
const SESSION_ID = /^cs_[A-Za-z0-9_-]{1,200}$/;
const ACTIVE_SUBSCRIPTION = new Set(['active', 'trialing', 'past_due']);
const ENDED_SUBSCRIPTION = new Set(['canceled', 'unpaid', 'incomplete_expired']);

interface NormalizedEvent {
  id: string;
  type: string;
  object: unknown;
}

export class PaymentsService {
  private readonly stripe?: Stripe;
  private readonly planList: Plan[];

  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly mail: MailService,
    private readonly opts: PaymentsOptions,
  ) {
    if (opts.stripeSecretKey) this.stripe = createStripeClient(opts.stripeSecretKey, opts.stripeApiBase);
    this.planList = buildPlans(this.testMode ? TEST_CHECKOUT_PRICE_IDS : opts.stripePriceIds);
  }

  /** True when the local test checkout stands in for Stripe (no secret key; refused in production). */
  get testMode(): boolean {
    return !this.opts.stripeSecretKey;
  }

  /** True when signed Stripe webhooks can be received. */
  get webhooksEnabled(): boolean {
    return Boolean(this.stripe && this.opts.stripeWebhookSecret);
  }

  plans(): Plan[] {
    return this.planList.map((p) => ({ ...p, features: [...p.features] }));
  }

  // ------------------------------------------------------------------------------------------ checkout

  /**
   * Starts a checkout for a plan; the browser goes to the returned URL. `buyerNonce` (from the buying
   * browser's session) binds the checkout to that browser for the set-password step.
   */
  async createCheckout(
    input: { priceId: unknown; email: unknown },
    opts: { buyerNonce?: string | null } = {},
  ): Promise<{ id: string; url: string }> {
    const { priceId, email } = validateInput<CheckoutInput>(checkoutSchema, input);
    const plan = this.planList.find((p) => p.priceId !== null && p.priceId === priceId);
    if (!plan)
      throw badInput('Please choose one of the plans.', { priceId: 'Please choose one of the plans.' });

    if (this.testMode) {
      this.assertTestCheckoutAllowed();
      const id = `cs_local_${randomBytes(24).toString('base64url')}`;
      await this.db.query(
        `INSERT INTO payment (checkout_session_id, customer_email, price_id, amount_total_cents, status, buyer_hash)
         VALUES ($1, $2, $3, $4, 'open', $5)`,
        [id, email, priceId, plan.priceCents, opts.buyerNonce ? buyerHash(opts.buyerNonce) : null],
      );
      return { id, url: `${this.opts.publicUrl}/checkout/test/${id}` };
    }

    const session = await this.callStripe(() =>
      this.stripe!.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: priceId, quantity: 1 }],
        customer_email: email,
        success_url: `${this.opts.publicUrl}/account/purchase/{CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.opts.publicUrl}/account/welcome`,
        metadata: { plan_id: plan.id, price_id: priceId },
        subscription_data: { metadata: { plan_id: plan.id } },
      }),
    );
    if (!session.url)
      throw new DomainError('UNAVAILABLE', 'The payment service gave no checkout page. Please try again.');
    await this.db.query(
      `INSERT INTO payment (checkout_session_id, customer_email, price_id, amount_total_cents, status, buyer_hash)
       VALUES ($1, $2, $3, $4, 'open', $5) ON CONFLICT (checkout_session_id) DO NOTHING`,
      [
        session.id,
        email,
        priceId,
        session.amount_total ?? plan.priceCents,
        opts.buyerNonce ? buyerHash(opts.buyerNonce) : null,
      ],
    );
    return { id: session.id, url: session.url };
  }

  /** Reads a checkout session (from Stripe, or the local test checkout). */
  async getCheckout(sessionId: unknown): Promise<CheckoutView> {
    const id = this.checkSessionId(sessionId);
    if (this.testMode) {
      const rows: {
        customer_email: string | null;
        amount_total_cents: number;
        status: string;
        price_id: string | null;
      }[] = await this.db.query(
        'SELECT customer_email, amount_total_cents, status, price_id FROM payment WHERE checkout_session_id = $1',
        [id],
      );
      const row = rows[0];
      if (!row || !id.startsWith('cs_local_')) throw notFound('That checkout');
      const paid = row.status === 'paid' || row.status === 'ended';
      const plan = this.planList.find((p) => p.priceId === row.price_id);
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
    const session = await this.callStripe(() => this.stripe!.checkout.sessions.retrieve(id));
    return this.viewOf(session);
  }

  /** The local test checkout's "Pay (test)": records the payment the same way the webhook would. */
  async completeTestCheckout(sessionId: unknown): Promise<CheckoutView> {
    this.assertTestCheckoutAllowed();
    const view = await this.getCheckout(sessionId);
    if (!view.paid) {
      const paidView: CheckoutView = { ...view, status: 'complete', paymentStatus: 'paid', paid: true };
      await this.applyEvent({
        id: `evt_local_${view.id}`,
        type: 'checkout.session.completed',
        object: paidView,
      });
    }
    return this.getCheckout(view.id);
  }

  /**
   * The purchase page: records the finished checkout on the buyer's account (creating it when needed).
   * A buyer whose account has no password yet gets a set-password path, but only in the browser session
   * that started the checkout (`buyerNonce`) and within a day; any other caller holding the checkout id
   * gets no path: the set-password link goes by e-mail to the buyer's address instead.
   */
  async updateSubscription(
    sessionId: unknown,
    opts: { referenceCode?: unknown; buyerNonce?: string | null } = {},
  ): Promise<SubscriptionUpdateResult> {
    const view = await this.getCheckout(sessionId);
    if (!view.paid) throw new DomainError('PAYMENT_REQUIRED', 'This checkout has not been paid yet.');
    const expiresAt = await this.passEndFor(view);
    const { result, queued } = await this.db.transaction(async (em) => {
      const referrerId = isReferenceCode(opts.referenceCode)
        ? await users.idByReference(em, opts.referenceCode)
        : undefined;
      const recorded = await this.recordCompletedCheckout(view, em, expiresAt, referrerId ?? null);
      const user = (await this.accounts.findById(recorded.userId, em))!;
      let setPasswordPath: string | null = null;
      const queued = [...recorded.queued];
      if (!user.passwordHash) {
        // The buying browser's session is the proof, not the checkout id; it opens the form for a day.
        const buyer: unknown[] = opts.buyerNonce
          ? await em.query(
              `SELECT 1 FROM payment WHERE checkout_session_id = $1 AND buyer_hash = $2
                  AND created_at > now() - interval '1 day'`,
              [view.id, buyerHash(opts.buyerNonce)],
            )
          : [];
        if (buyer.length)
          setPasswordPath = await this.accounts.purchaseSetPasswordPath(user.id, user.email, em);
        else queued.push(...(await this.accounts.emailSetPasswordLink(user, em)));
      }
      return {
        result: { newUser: !user.passwordHash, token: this.accounts.toToken(user), setPasswordPath },
        queued,
      };
    });
    this.mail.deliver(queued);
    return result;
  }

  // ------------------------------------------------------------------------------------------ webhooks

  /**
   * A Stripe webhook: the signature is checked with the SDK against the raw body; a bad one changes
   * nothing. Returns duplicate=true for an event already handled.
   */
  async handleWebhook(
    rawBody: Buffer | string,
    signature: string | undefined,
  ): Promise<{ duplicate: boolean; type: string }> {
    if (!this.stripe || !this.opts.stripeWebhookSecret) {
      throw new DomainError('UNAVAILABLE', 'Payment webhooks are not configured on this server.');
    }
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.opts.stripeWebhookSecret);
    } catch {
      throw badInput('The webhook signature is not valid.');
    }
    const duplicate = await this.applyEvent({ id: event.id, type: event.type, object: event.data.object });
    this.opts.log.info({ eventId: event.id, type: event.type, duplicate }, 'payment webhook handled');
    return { duplicate, type: event.type };
  }

  /** Applies an event once: the stripe_event row and the effect commit together or not at all. */
  private async applyEvent(evt: NormalizedEvent): Promise<boolean> {
    // Network calls (subscription period) happen before the transaction, never inside it.
    const prepared = await this.prepare(evt);
    const { duplicate, queued } = await this.db.transaction(async (em) => {
      const fresh: unknown[] = await em.query(
        'INSERT INTO stripe_event (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
        [evt.id, evt.type],
      );
      if (!fresh.length) return { duplicate: true, queued: [] as string[] };
      let queued: string[] = [];
      if (prepared.kind === 'checkout' && prepared.view.paid) {
        queued = (await this.recordCompletedCheckout(prepared.view, em, prepared.passEnd, null)).queued;
      } else if (prepared.kind === 'subscription') {
        queued = prepared.ended
          ? await this.endSubscription(prepared.id, em)
          : await this.renewSubscription(prepared.id, prepared.passEnd, em);
      }
      await em.query('UPDATE stripe_event SET processed_at = now() WHERE id = $1', [evt.id]);
      return { duplicate: false, queued };
    });
    this.mail.deliver(queued);
    return duplicate;
  }

  private async prepare(
    evt: NormalizedEvent,
  ): Promise<
    | { kind: 'checkout'; view: CheckoutView; passEnd: Date | null }
    | { kind: 'subscription'; id: string; ended: boolean; passEnd: Date | null }
    | { kind: 'ignored' }
  > {
    switch (evt.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const view = isView(evt.object) ? evt.object : this.viewOf(evt.object as Stripe.Checkout.Session);
        return { kind: 'checkout', view, passEnd: view.paid ? await this.passEndFor(view) : null };
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

  /**
   * Records a paid checkout: payment row, account (created when missing), pass on, welcome e-mail. Only
   * the first recording of a checkout changes the account; later ones (webhook after purchase page, or
   * the other way round) find the payment already paid and do nothing.
   */
  private async recordCompletedCheckout(
    view: CheckoutView,
    em: EntityManager,
    passEnd: Date | null,
    referredById: string | null,
  ): Promise<{ userId: string; queued: string[] }> {
    const email = view.customerEmail?.trim().toLowerCase();
    if (!email) throw badInput('The checkout has no e-mail address.');
    const { user } = await this.accounts.findOrCreateByEmail(email, em, { referredById });
    const changed: unknown[] = await em.query(
      `INSERT INTO payment (user_id, checkout_session_id, customer_email, stripe_customer_id, stripe_subscription_id,
                            price_id, amount_total_cents, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'paid')
       ON CONFLICT (checkout_session_id) DO UPDATE
          SET user_id = EXCLUDED.user_id, customer_email = EXCLUDED.customer_email,
              stripe_customer_id = EXCLUDED.stripe_customer_id,
              stripe_subscription_id = EXCLUDED.stripe_subscription_id,
              price_id = coalesce(EXCLUDED.price_id, payment.price_id),
              amount_total_cents = EXCLUDED.amount_total_cents, status = 'paid', updated_at = now()
        WHERE payment.status = 'open'
       RETURNING id`,
      [user.id, view.id, email, view.customer, view.subscription, view.priceId, view.amountTotalCents],
    );
    if (!changed.length) return { userId: user.id, queued: [] };

    const plan = this.planList.find(
      (p) => p.id === view.planId || (view.priceId && p.priceId === view.priceId),
    );
    const current = await users.lock(em, user.id);
    let end = passEnd;
    if (this.testMode && plan) {
      // A fixed-length pass; a second purchase extends a pass that is still running.
      const from =
        current?.passActive && current.passExpiresAt && current.passExpiresAt > new Date()
          ? current.passExpiresAt
          : new Date();
      end = addMonths(from, plan.months);
    }
    await users.grantPass(em, user.id, end, view.customer);
    const welcome = EMAILS.welcomePurchase(plan?.name ?? view.planName ?? 'paid');
    const queued = [await this.accounts.queue(em, email, 'welcomePurchase', welcome)];
    return { userId: user.id, queued };
  }

  /**
   * Before an account is deleted: its payment records stay (payment and tax law), unlinked from the
   * person: no account, no e-mail address, no browser binding. Checkouts started with the address but
   * never matched to the account are unlinked too.
   */
  async unlinkPayments(user: { id: string; email: string }, em: EntityManager): Promise<void> {
    await em.query(
      `UPDATE payment SET user_id = NULL, customer_email = NULL, buyer_hash = NULL, updated_at = now()
        WHERE user_id = $1 OR customer_email = $2`,
      [user.id, user.email],
    );
  }

  /** The subscription ended: its payments are marked ended and their owners' passes turned off. */
  private async endSubscription(subscriptionId: string, em: EntityManager): Promise<string[]> {
    const owners = rowsOf<{ user_id: string | null }>(
      await em.query(
        `UPDATE payment SET status = 'ended', updated_at = now()
          WHERE stripe_subscription_id = $1 AND status <> 'ended' RETURNING user_id`,
        [subscriptionId],
      ),
    );
    const queued: string[] = [];
    for (const userId of new Set(owners.map((o) => o.user_id).filter((v): v is string => Boolean(v)))) {
      // Another subscription of the same account may still be paid for.
      const ended = await users.endPassUnlessPaid(em, userId);
      if (ended) queued.push(await this.accounts.queue(em, ended, 'passEnded', EMAILS.passEnded()));
    }
    return queued;
  }

  /** A renewal (or any update leaving the subscription active) moves the pass's end date. */
  private async renewSubscription(
    subscriptionId: string,
    passEnd: Date | null,
    em: EntityManager,
  ): Promise<string[]> {
    await users.renewPassesOfSubscription(em, subscriptionId, passEnd);
    return [];
  }

  // ------------------------------------------------------------------------------------------ helpers

  /** The pass's end for a paid checkout: the subscription's period end plus grace (Stripe), else none. */
  private async passEndFor(view: CheckoutView): Promise<Date | null> {
    if (this.testMode || !view.subscription) return null;
    try {
      const sub = await this.stripe!.subscriptions.retrieve(view.subscription);
      if (ENDED_SUBSCRIPTION.has(sub.status)) return new Date();
      return periodEndOf(sub);
    } catch (err) {
      // Without the period the pass runs until the subscription's end is reported by webhook.
      this.opts.log.warn({ error: (err as Error).message }, 'could not read the subscription period');
      return null;
    }
  }

  private viewOf(session: Stripe.Checkout.Session): CheckoutView {
    const idOf = (v: string | { id: string } | null | undefined) =>
      typeof v === 'string' ? v : (v?.id ?? null);
    const planId = session.metadata?.plan_id ?? null;
    const priceId = session.metadata?.price_id ?? null;
    const plan = this.planList.find((p) => p.id === planId || (priceId !== null && p.priceId === priceId));
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
        session.status === 'complete' &&
        (paymentStatus === 'paid' || paymentStatus === 'no_payment_required'),
      planId: plan?.id ?? planId,
      planName: plan?.name ?? null,
      priceId,
    };
  }

  private checkSessionId(sessionId: unknown): string {
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) throw notFound('That checkout');
    return sessionId;
  }

  private assertTestCheckoutAllowed(): void {
    if (!this.testMode || this.opts.isProduction) {
      throw new DomainError('FORBIDDEN', 'The test checkout is not available on this server.');
    }
  }

  private async callStripe<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      const e = err as { statusCode?: number; type?: string; message?: string };
      if (e.statusCode === 404) throw notFound('That checkout');
      this.opts.log.error(
        { stripeError: e.type, status: e.statusCode, error: e.message },
        'payment service call failed',
      );
      throw new DomainError(
        'UNAVAILABLE',
        'The payment service is not reachable right now. Please try again in a moment.',
      );
    }
  }
}

function isView(v: unknown): v is CheckoutView {
  return typeof v === 'object' && v !== null && 'paid' in v && 'customerEmail' in v;
}

/** The end of the subscription's current period plus grace (newer API versions keep it on the items). */
function periodEndOf(sub: Stripe.Subscription): Date | null {
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  const ends = (sub.items?.data ?? [])
    .map((i) => i.current_period_end)
    .filter((n): n is number => typeof n === 'number');
  const end = ends.length ? Math.max(...ends) : legacy;
  return typeof end === 'number' ? new Date(end * 1000 + PERIOD_GRACE_MS) : null;
}

function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}
