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
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type Stripe from 'stripe';
import { emailsIn } from '@fp/site-text';
import {
  DomainError,
  badInput,
  checkoutSchema,
  notFound,
  validateInput,
  type CheckoutInput,
} from '@fp/domain';
import type { MailService } from '@fp/mail';
import type { AccountsService, TokenView } from '@fp/accounts';
import { isPassActive, isReferralCode, users } from '@fp/accounts';
import { buildPlans, findPlan, TEST_CHECKOUT_PRICE_IDS, type Plan } from './plans';
import { createStripeClient } from './stripe-client';
import { buyerHash } from './buyer-session';
import {
  ENDED_SUBSCRIPTION,
  checkSessionId,
  periodEndOf,
  viewOfSession,
  viewOfTestRow,
  type CheckoutView,
} from './checkout-view';
import { paymentRows } from './payment.repository';
import { prepareEvent, type NormalizedEvent } from './stripe-events';
import { checkoutReturnBase } from './return-base';

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

export const NO_PASS_TO_CANCEL_MESSAGE = 'You have no active pass to cancel.';
export const ALREADY_CANCELED_MESSAGE =
  'Your pass is already cancelled: it stays active until its end date and is not charged again.';

export class PaymentsService {
  private stripeClient?: Stripe;
  private readonly planList: Plan[];

  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly mail: MailService,
    private readonly opts: PaymentsOptions,
  ) {
    this.planList = buildPlans(this.testMode ? TEST_CHECKOUT_PRICE_IDS : opts.stripePriceIds);
    // Opening any link sent to an address (activation, set password, sign-in) confirms what was bought for it.
    accounts.onAddressProven((em, user) => this.claimHeldPurchases(em, user));
  }

  /** Stripe's client when a secret key is set, made on first use (the SDK is loaded then). */
  private get stripe(): Stripe | undefined {
    const key = this.opts.stripeSecretKey;
    return key ? (this.stripeClient ??= createStripeClient(key, this.opts.stripeApiBase)) : undefined;
  }

  /** True when the local test checkout stands in for Stripe (no secret key; refused in production). */
  get testMode(): boolean {
    return !this.opts.stripeSecretKey;
  }

  /** True when signed Stripe webhooks can be received. */
  get webhooksEnabled(): boolean {
    return Boolean(this.opts.stripeSecretKey && this.opts.stripeWebhookSecret);
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
    const record = (checkoutId: string, amountCents: number, ignoreExisting: boolean) =>
      paymentRows.insertOpen(
        this.db,
        { checkoutId, userId: owner?.id ?? null, email, priceId, amountCents },
        buyerHash(opts.buyerNonce),
        { ignoreExisting },
      );

    if (this.testMode) {
      this.assertTestCheckoutAllowed();
      const id = `cs_local_${randomBytes(24).toString('base64url')}`;
      await record(id, plan.priceCents, false);
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
    await record(session.id, session.amount_total ?? plan.priceCents, true);
    return { id: session.id, url: session.url };
  }

  /** Where a checkout returns to (return-base.ts): the visitor's host within the allow-list. */
  returnBase(host: string | null | undefined): string {
    return checkoutReturnBase(this.opts.publicUrl, this.opts.returnHosts ?? [], host);
  }

  /**
   * Reads a checkout for the browser that started it (or the account it belongs to); to anyone else it
   * does not exist (NOT_FOUND), whatever the id.
   */
  async getCheckout(sessionId: unknown, viewer: CheckoutViewer): Promise<CheckoutView> {
    const id = checkSessionId(sessionId);
    await this.assertBuyer(id, viewer);
    return this.readCheckout(id);
  }

  /** NOT_FOUND unless `viewer` started the checkout or is signed in as the account it belongs to. */
  private async assertBuyer(id: string, viewer: CheckoutViewer): Promise<void> {
    if (!(await paymentRows.isBuyer(this.db, id, buyerHash(viewer.buyerNonce), viewer.userId ?? null)))
      throw notFound('That checkout');
  }

  /** Reads a checkout session (from Stripe, or the local test checkout); no access check. */
  private async readCheckout(id: string): Promise<CheckoutView> {
    if (this.testMode) {
      const row = await paymentRows.testCheckout(this.db, id);
      if (!row || !id.startsWith('cs_local_')) throw notFound('That checkout');
      return viewOfTestRow(id, row, this.planList);
    }
    const session = await this.callStripe(() => this.stripe!.checkout.sessions.retrieve(id));
    return viewOfSession(session, this.planList);
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
      const row = await paymentRows.outcome(em, view.id);
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
    return paymentRows.allCanceled(this.db, userId);
  }

  /**
   * Cancels the signed-in owner's pass: its subscriptions end at the close of the paid period (Stripe:
   * cancel_at_period_end; the pass then ends by webhook) and nothing more is charged; a pass from the
   * local test checkout, which never renews, is marked cancelled. The pass stays active until its end.
   */
  async cancelPass(userId: string | undefined): Promise<void> {
    const user = await this.accounts.requireUser(userId);
    if (!isPassActive(user)) throw badInput(NO_PASS_TO_CANCEL_MESSAGE);
    const running = await paymentRows.running(this.db, user.id);
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
    await paymentRows.markCanceled(
      this.db,
      user.id,
      running.map((p) => p.id),
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
    const prepared = await prepareEvent(evt, this.planList, (view) => this.passEndFor(view));
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
    const started = await paymentRows.lockStarter(em, view.id);
    const owner = started?.user_id ? await this.accounts.findById(started.user_id, em) : null;
    const email = owner?.email ?? view.customerEmail?.trim().toLowerCase();
    if (!email) throw badInput('The checkout has no e-mail address.');
    const changed = await paymentRows.recordPaid(em, {
      checkoutId: view.id,
      userId: owner?.id ?? null,
      email,
      stripeCustomerId: view.customer,
      stripeSubscriptionId: view.subscription,
      priceId: view.priceId,
      amountTotalCents: view.amountTotalCents,
      passEnd,
    });
    if (!changed) return { queued: [] };
    const plan = findPlan(this.planList, view.planId, view.priceId);
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
    const held = await paymentRows.claimHeld(em, user);
    const queued: string[] = [];
    for (const p of held) {
      const end = p.pass_end ? new Date(p.pass_end) : null;
      const plan = findPlan(this.planList, null, p.price_id);
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
    const welcome = emailsIn(await users.languageOf(em, user.email)).welcomePurchase(plan?.name ?? 'paid');
    return [await this.accounts.queue(em, user.email, 'welcomePurchase', welcome)];
  }

  /**
   * Before an account is deleted: its payment records stay (payment and tax law), unlinked from the
   * person: no account, no e-mail address, no browser binding. Checkouts started with the address but
   * never matched to the account are unlinked too.
   */
  async unlinkPayments(user: { id: string; email: string }, em: EntityManager): Promise<void> {
    await paymentRows.unlink(em, user);
  }

  /** The subscription ended: its payments are marked ended and their owners' passes turned off. */
  private async endSubscription(subscriptionId: string, em: EntityManager): Promise<string[]> {
    const queued: string[] = [];
    for (const userId of await paymentRows.endSubscription(em, subscriptionId)) {
      // Another subscription of the same account may still be paid for.
      const ended = await users.endPassUnlessPaid(em, userId);
      if (ended)
        queued.push(
          await this.accounts.queue(
            em,
            ended,
            'passEnded',
            emailsIn(await users.languageOf(em, ended)).passEnded(),
          ),
        );
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
    await paymentRows.renewHeld(em, subscriptionId, passEnd);
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

function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}
