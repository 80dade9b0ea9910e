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
 * A purchase never signs anyone in as an address (issue 24). A signed-in buyer's checkout belongs to
 * their own account from the start (payment.user_id), whatever address is typed. A checkout started by a
 * browser that is not signed in is "held" when paid: its pass waits for the owner of the address, who is
 * e-mailed a link (AccountsService.queuePurchaseConfirmation); opening it proves the mailbox, and the
 * held purchases of that address attach to the account (claimHeldPurchases, run on onAddressProven).
 *
 * A checkout id grants nothing by itself (it lands in browser history, proxies and referrers): only the
 * browser session that started the checkout (the payment row keeps the SHA-256 of a random nonce kept
 * in that session, see buyerNonce), or the account it belongs to, may read it or record it; anyone else
 * is told it does not exist, and nothing is sent.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type Stripe from 'stripe';
import { EMAILS } from '@fp/site-text';
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
import { isPassActive, isReferralCode, users } from '@fp/accounts';
import { buildPlans, TEST_CHECKOUT_PRICE_IDS, type Plan } from './plans';
import { createStripeClient } from './stripe-client';

export interface PaymentsOptions {
  publicUrl: string;
  /**
   * Other host names (host[:port]) the site answers on; a checkout started on one of them returns there
   * (with PUBLIC_URL's scheme), so the visitor's session cookie is still theirs. PUBLIC_URL's host is
   * always allowed; any other host returns to PUBLIC_URL.
   */
  returnHosts?: readonly string[];
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
  /** The pass waits for the owner of the address to open the link e-mailed to `confirmationSentTo`. */
  awaitingConfirmation: boolean;
  /** The address the confirmation link went to (the buyer typed it); null when nothing waits. */
  confirmationSentTo: string | null;
  /** The token, only when this browser is signed in as the account that now holds the pass. */
  token: TokenView | null;
}

/** Who is asking about a checkout: the browser's buyer nonce and its signed-in account. */
export interface CheckoutViewer {
  buyerNonce?: string | null;
  userId?: string | null;
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

export const NO_PASS_TO_CANCEL_MESSAGE = 'You have no active pass to cancel.';
export const ALREADY_CANCELED_MESSAGE =
  'Your pass is already cancelled: it stays active until its end date and is not charged again.';

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
    // Opening any link sent to an address (activation, set password, sign-in) confirms what was bought for it.
    accounts.onAddressProven((em, user) => this.claimHeldPurchases(em, user));
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
    opts: { buyerNonce?: string | null; userId?: string | null; host?: string | null } = {},
  ): Promise<{ id: string; url: string }> {
    const { priceId, email: typed } = validateInput<CheckoutInput>(checkoutSchema, input);
    const plan = this.planList.find((p) => p.priceId !== null && p.priceId === priceId);
    if (!plan)
      throw badInput('Please choose one of the plans.', { priceId: 'Please choose one of the plans.' });
    // A signed-in buyer buys for their own account, whatever address was typed.
    const owner = opts.userId ? await this.accounts.findById(opts.userId) : null;
    const email = owner ? owner.email : typed;
    const base = this.returnBase(opts.host);
    const record = (id: string, amountCents: number, conflict: string) =>
      this.db.query(
        `INSERT INTO payment (checkout_session_id, user_id, customer_email, price_id, amount_total_cents, status, buyer_hash)
         VALUES ($1, $2, $3, $4, $5, 'open', $6) ${conflict}`,
        [
          id,
          owner?.id ?? null,
          email,
          priceId,
          amountCents,
          opts.buyerNonce ? buyerHash(opts.buyerNonce) : null,
        ],
      );

    if (this.testMode) {
      this.assertTestCheckoutAllowed();
      const id = `cs_local_${randomBytes(24).toString('base64url')}`;
      await record(id, plan.priceCents, '');
      return { id, url: `${base}/checkout/test/${id}` };
    }

    const session = await this.callStripe(() =>
      this.stripe!.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: priceId, quantity: 1 }],
        customer_email: email,
        success_url: `${base}/account/purchase/{CHECKOUT_SESSION_ID}`,
        cancel_url: `${base}/account/welcome`,
        metadata: { plan_id: plan.id, price_id: priceId },
        subscription_data: { metadata: { plan_id: plan.id } },
      }),
    );
    if (!session.url)
      throw new DomainError('UNAVAILABLE', 'The payment service gave no checkout page. Please try again.');
    await record(
      session.id,
      session.amount_total ?? plan.priceCents,
      'ON CONFLICT (checkout_session_id) DO NOTHING',
    );
    return { id: session.id, url: session.url };
  }

  /**
   * Where a checkout returns to: the host the visitor is on when it is PUBLIC_URL's or one of
   * `returnHosts`, with PUBLIC_URL's scheme; otherwise PUBLIC_URL.
   */
  returnBase(host: string | null | undefined): string {
    const publicUrl = new URL(this.opts.publicUrl);
    const wanted = host?.trim().toLowerCase();
    if (!wanted) return this.opts.publicUrl;
    const allowed = new Set([
      publicUrl.host.toLowerCase(),
      ...(this.opts.returnHosts ?? []).map((h) => h.toLowerCase()),
    ]);
    return allowed.has(wanted) ? `${publicUrl.protocol}//${wanted}` : this.opts.publicUrl;
  }

  /**
   * Reads a checkout for the browser that started it (or the account it belongs to); to anyone else it
   * does not exist (NOT_FOUND), whatever the id.
   */
  async getCheckout(sessionId: unknown, viewer: CheckoutViewer): Promise<CheckoutView> {
    const id = this.checkSessionId(sessionId);
    await this.assertBuyer(id, viewer);
    return this.readCheckout(id);
  }

  /** NOT_FOUND unless `viewer` started the checkout or is signed in as the account it belongs to. */
  private async assertBuyer(id: string, viewer: CheckoutViewer): Promise<void> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM payment WHERE checkout_session_id = $1
          AND ((buyer_hash IS NOT NULL AND buyer_hash = $2::text) OR (user_id IS NOT NULL AND user_id = $3::uuid))`,
      [id, viewer.buyerNonce ? buyerHash(viewer.buyerNonce) : null, viewer.userId ?? null],
    );
    if (!rows.length) throw notFound('That checkout');
  }

  /** Reads a checkout session (from Stripe, or the local test checkout); no access check. */
  private async readCheckout(id: string): Promise<CheckoutView> {
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
      const paid = row.status === 'paid' || row.status === 'held' || row.status === 'ended';
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
  async completeTestCheckout(sessionId: unknown, viewer: CheckoutViewer): Promise<CheckoutView> {
    this.assertTestCheckoutAllowed();
    const view = await this.getCheckout(sessionId, viewer);
    if (!view.paid) {
      const paidView: CheckoutView = { ...view, status: 'complete', paymentStatus: 'paid', paid: true };
      await this.applyEvent({
        id: `evt_local_${view.id}`,
        type: 'checkout.session.completed',
        object: paidView,
      });
    }
    return this.readCheckout(view.id);
  }

  /**
   * The purchase page: records the finished checkout (idempotent; the webhook may have done it) and says
   * where the pass is. Only the browser that started the checkout (or the account it belongs to) may ask;
   * it learns no more than it typed: a pass bought while signed in is on that account (token answered),
   * otherwise it waits for the owner of the address, who was e-mailed the confirmation link.
   */
  async updateSubscription(
    sessionId: unknown,
    opts: { referralCode?: unknown } & CheckoutViewer = {},
  ): Promise<SubscriptionUpdateResult> {
    const view = await this.getCheckout(sessionId, opts);
    if (!view.paid) throw new DomainError('PAYMENT_REQUIRED', 'This checkout has not been paid yet.');
    const expiresAt = await this.passEndFor(view);
    const { result, queued } = await this.db.transaction(async (em) => {
      const referrerId = isReferralCode(opts.referralCode)
        ? await users.idByReferralCode(em, opts.referralCode)
        : undefined;
      const { queued } = await this.recordCompletedCheckout(view, em, expiresAt, referrerId ?? null);
      const row = rowsOf<{ status: string; user_id: string | null; customer_email: string | null }>(
        await em.query('SELECT status, user_id, customer_email FROM payment WHERE checkout_session_id = $1', [
          view.id,
        ]),
      )[0];
      const held = row?.status === 'held';
      const owner =
        row?.user_id && opts.userId && row.user_id === opts.userId
          ? await this.accounts.findById(row.user_id, em)
          : null;
      const result: SubscriptionUpdateResult = {
        awaitingConfirmation: held,
        confirmationSentTo: held ? (row?.customer_email ?? null) : null,
        token: owner ? this.accounts.toToken(owner) : null,
      };
      return { result, queued };
    });
    this.mail.deliver(queued);
    return result;
  }

  // ------------------------------------------------------------------------------------------ cancelling

  /** True when the owner cancelled: every purchase behind the pass is cancelled (it runs to its end). */
  async passCanceled(userId: string): Promise<boolean> {
    const [row] = rowsOf<{ n: number; running: number }>(
      await this.db.query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE canceled_at IS NULL)::int AS running
           FROM payment WHERE user_id = $1 AND status = 'paid'`,
        [userId],
      ),
    );
    return Number(row?.n ?? 0) > 0 && Number(row?.running ?? 0) === 0;
  }

  /**
   * Cancels the signed-in owner's pass: its subscriptions end at the close of the paid period (Stripe:
   * cancel_at_period_end; the pass then ends by webhook) and nothing more is charged; a pass from the
   * local test checkout, which never renews, is marked cancelled. The pass stays active until its end.
   */
  async cancelPass(userId: string | undefined): Promise<void> {
    const user = await this.accounts.requireUser(userId);
    if (!isPassActive(user)) throw badInput(NO_PASS_TO_CANCEL_MESSAGE);
    const running = rowsOf<{ id: string; stripe_subscription_id: string | null }>(
      await this.db.query(
        `SELECT id, stripe_subscription_id FROM payment
          WHERE user_id = $1 AND status = 'paid' AND canceled_at IS NULL`,
        [user.id],
      ),
    );
    if (!running.length) throw badInput(ALREADY_CANCELED_MESSAGE);
    // The provider first: a pass is marked cancelled only once its renewal is really stopped.
    for (const p of running) {
      if (p.stripe_subscription_id && this.stripe) {
        const sub = p.stripe_subscription_id;
        await this.callStripe(
          () => this.stripe!.subscriptions.update(sub, { cancel_at_period_end: true }),
          'That subscription',
        );
      }
    }
    await this.db.query(
      `UPDATE payment SET canceled_at = now(), updated_at = now()
        WHERE user_id = $1 AND status = 'paid' AND canceled_at IS NULL AND id = ANY($2::uuid[])`,
      [user.id, running.map((p) => p.id)],
    );
    this.opts.log.info({ payments: running.length }, 'pass cancelled by its owner');
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
   * Records a paid checkout. A checkout started by a signed-in buyer turns that account's pass on (and
   * sends the receipt); any other is held for the owner of its address, who is e-mailed the confirmation
   * link (the account is made, without password, when the address has none). Only the first recording of
   * a checkout does anything; later ones (webhook after purchase page, or the other way round) find it
   * already recorded.
   */
  private async recordCompletedCheckout(
    view: CheckoutView,
    em: EntityManager,
    passEnd: Date | null,
    referredById: string | null,
  ): Promise<{ queued: string[] }> {
    const started = rowsOf<{ user_id: string | null }>(
      await em.query('SELECT user_id FROM payment WHERE checkout_session_id = $1 FOR UPDATE', [view.id]),
    )[0];
    const owner = started?.user_id ? await this.accounts.findById(started.user_id, em) : null;
    const email = owner?.email ?? view.customerEmail?.trim().toLowerCase();
    if (!email) throw badInput('The checkout has no e-mail address.');
    const changed = rowsOf<{ id: string }>(
      await em.query(
        `INSERT INTO payment (user_id, checkout_session_id, customer_email, stripe_customer_id, stripe_subscription_id,
                              price_id, amount_total_cents, status, pass_end)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (checkout_session_id) DO UPDATE
            SET user_id = EXCLUDED.user_id, customer_email = EXCLUDED.customer_email,
                stripe_customer_id = EXCLUDED.stripe_customer_id,
                stripe_subscription_id = EXCLUDED.stripe_subscription_id,
                price_id = coalesce(EXCLUDED.price_id, payment.price_id),
                amount_total_cents = EXCLUDED.amount_total_cents, status = EXCLUDED.status,
                pass_end = EXCLUDED.pass_end, updated_at = now()
          WHERE payment.status = 'open'
         RETURNING id`,
        [
          owner?.id ?? null,
          view.id,
          email,
          view.customer,
          view.subscription,
          view.priceId,
          view.amountTotalCents,
          owner ? 'paid' : 'held',
          owner ? null : passEnd,
        ],
      ),
    );
    if (!changed.length) return { queued: [] };
    const plan = this.planOf(view.planId, view.priceId);
    if (owner) return { queued: await this.grantAndThank(em, owner, plan, passEnd, view.customer) };

    const { user } = await this.accounts.findOrCreateByEmail(email, em, { referredById });
    const planName = plan?.name ?? view.planName ?? 'paid';
    return { queued: await this.accounts.queuePurchaseConfirmation(user, em, planName) };
  }

  /**
   * The owner of an address proved it (a link was opened): the purchases held for that address attach
   * to the account and its pass turns on. Runs in the caller's transaction; returns queued e-mail ids.
   */
  async claimHeldPurchases(em: EntityManager, user: { id: string; email: string }): Promise<string[]> {
    const held = rowsOf<{
      price_id: string | null;
      pass_end: Date | null;
      stripe_customer_id: string | null;
    }>(
      await em.query(
        `UPDATE payment SET user_id = $1, status = 'paid', updated_at = now()
          WHERE status = 'held' AND user_id IS NULL AND customer_email = $2
          RETURNING price_id, pass_end, stripe_customer_id`,
        [user.id, user.email],
      ),
    );
    const queued: string[] = [];
    for (const p of held) {
      const end = p.pass_end ? new Date(p.pass_end) : null;
      const plan = this.planOf(null, p.price_id);
      queued.push(...(await this.grantAndThank(em, user, plan, end, p.stripe_customer_id)));
    }
    return queued;
  }

  /** Turns the account's pass on for a paid plan and queues the receipt. */
  private async grantAndThank(
    em: EntityManager,
    user: { id: string; email: string },
    plan: Plan | undefined,
    passEnd: Date | null,
    stripeCustomerId: string | null,
  ): Promise<string[]> {
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
    await users.grantPass(em, user.id, end, stripeCustomerId);
    const welcome = EMAILS.welcomePurchase(plan?.name ?? 'paid');
    return [await this.accounts.queue(em, user.email, 'welcomePurchase', welcome)];
  }

  private planOf(planId: string | null, priceId: string | null): Plan | undefined {
    return this.planList.find((p) => p.id === planId || (priceId !== null && p.priceId === priceId));
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
    // A purchase still waiting for its owner's confirmation runs to the new end once it is confirmed.
    await em.query(
      `UPDATE payment SET pass_end = $2, updated_at = now() WHERE stripe_subscription_id = $1 AND status = 'held'`,
      [subscriptionId, passEnd],
    );
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

  private async callStripe<T>(call: () => Promise<T>, what = 'That checkout'): Promise<T> {
    try {
      return await call();
    } catch (err) {
      const e = err as { statusCode?: number; type?: string; message?: string };
      if (e.statusCode === 404) throw notFound(what);
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
