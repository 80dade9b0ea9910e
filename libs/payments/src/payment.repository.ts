/**
 * The one writer of the `payment` table (as users.repository.ts is for app_user): a row per checkout,
 * unique on its checkout session id, that goes open → paid (or held for the owner of an address) → ended.
 * Every function runs on the caller's connection or transaction.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { rowsOf } from '@fp/mail';
import type { TestCheckoutRow } from './checkout-view';

type Q = Pick<DataSource | EntityManager, 'query'>;

/** A paid checkout to record (see paymentRows.recordPaid). */
export interface PaidCheckout {
  checkoutId: string;
  /** The account it belongs to; null: held for the owner of `email`. */
  userId: string | null;
  email: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  priceId: string | null;
  amountTotalCents: number;
  /** Kept on a held row until its owner confirms; null on a paid one (the pass is on the account). */
  passEnd: Date | null;
}

export const paymentRows = {
  /** A checkout just started (status open), bound to the buying browser's hash and account if any. */
  async insertOpen(
    q: Q,
    row: { checkoutId: string; userId: string | null; email: string; priceId: string; amountCents: number },
    buyerHash: string | null,
    opts: { ignoreExisting: boolean },
  ): Promise<void> {
    await q.query(
      `INSERT INTO payment (checkout_session_id, user_id, customer_email, price_id, amount_total_cents, status, buyer_hash)
       VALUES ($1, $2, $3, $4, $5, 'open', $6) ${opts.ignoreExisting ? 'ON CONFLICT (checkout_session_id) DO NOTHING' : ''}`,
      [row.checkoutId, row.userId, row.email, row.priceId, row.amountCents, buyerHash],
    );
  },

  /** Whether the browser (by its buyer hash) or the signed-in account started this checkout. */
  async isBuyer(q: Q, checkoutId: string, buyerHash: string | null, userId: string | null): Promise<boolean> {
    const rows: unknown[] = await q.query(
      `SELECT 1 FROM payment WHERE checkout_session_id = $1
          AND ((buyer_hash IS NOT NULL AND buyer_hash = $2::text) OR (user_id IS NOT NULL AND user_id = $3::uuid))`,
      [checkoutId, buyerHash, userId],
    );
    return rows.length > 0;
  },

  /** The row the local test checkout reads its view from. */
  async testCheckout(q: Q, checkoutId: string): Promise<TestCheckoutRow | undefined> {
    const rows: TestCheckoutRow[] = await q.query(
      'SELECT customer_email, amount_total_cents, status, price_id FROM payment WHERE checkout_session_id = $1',
      [checkoutId],
    );
    return rows[0];
  },

  /** Locks the checkout's row (if it was started here) and gives the account that started it. */
  async lockStarter(em: EntityManager, checkoutId: string): Promise<{ user_id: string | null } | undefined> {
    return rowsOf<{ user_id: string | null }>(
      await em.query('SELECT user_id FROM payment WHERE checkout_session_id = $1 FOR UPDATE', [checkoutId]),
    )[0];
  },

  /**
   * Records a paid checkout: status paid (with an account) or held (without). Only the first recording
   * changes anything: true when this call did, false when the checkout was already recorded.
   */
  async recordPaid(em: EntityManager, p: PaidCheckout): Promise<boolean> {
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
          p.userId,
          p.checkoutId,
          p.email,
          p.stripeCustomerId,
          p.stripeSubscriptionId,
          p.priceId,
          p.amountTotalCents,
          p.userId ? 'paid' : 'held',
          p.userId ? null : p.passEnd,
        ],
      ),
    );
    return changed.length > 0;
  },

  /** Where a recorded checkout stands: its status, account and address. */
  async outcome(
    em: EntityManager,
    checkoutId: string,
  ): Promise<{ status: string; user_id: string | null; customer_email: string | null } | undefined> {
    return rowsOf<{ status: string; user_id: string | null; customer_email: string | null }>(
      await em.query('SELECT status, user_id, customer_email FROM payment WHERE checkout_session_id = $1', [
        checkoutId,
      ]),
    )[0];
  },

  /** True when the account has paid purchases and every one of them is cancelled. */
  async allCanceled(q: Q, userId: string): Promise<boolean> {
    const [row] = rowsOf<{ n: number; running: number }>(
      await q.query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE canceled_at IS NULL)::int AS running
           FROM payment WHERE user_id = $1 AND status = 'paid'`,
        [userId],
      ),
    );
    return Number(row?.n ?? 0) > 0 && Number(row?.running ?? 0) === 0;
  },

  /** The account's paid purchases not cancelled yet. */
  async running(q: Q, userId: string): Promise<{ id: string; stripe_subscription_id: string | null }[]> {
    return rowsOf<{ id: string; stripe_subscription_id: string | null }>(
      await q.query(
        `SELECT id, stripe_subscription_id FROM payment
          WHERE user_id = $1 AND status = 'paid' AND canceled_at IS NULL`,
        [userId],
      ),
    );
  },

  /** Marks these purchases of the account cancelled (they run to their end). */
  async markCanceled(q: Q, userId: string, ids: string[]): Promise<void> {
    await q.query(
      `UPDATE payment SET canceled_at = now(), updated_at = now()
        WHERE user_id = $1 AND status = 'paid' AND canceled_at IS NULL AND id = ANY($2::uuid[])`,
      [userId, ids],
    );
  },

  /** Attaches the purchases held for the address to the account (now paid); returns what they bought. */
  async claimHeld(
    em: EntityManager,
    user: { id: string; email: string },
  ): Promise<{ price_id: string | null; pass_end: Date | null; stripe_customer_id: string | null }[]> {
    return rowsOf<{ price_id: string | null; pass_end: Date | null; stripe_customer_id: string | null }>(
      await em.query(
        `UPDATE payment SET user_id = $1, status = 'paid', updated_at = now()
          WHERE status = 'held' AND user_id IS NULL AND customer_email = $2
          RETURNING price_id, pass_end, stripe_customer_id`,
        [user.id, user.email],
      ),
    );
  },

  /** Unlinks the person's payments: no account, no e-mail address, no browser binding. */
  async unlink(em: EntityManager, user: { id: string; email: string }): Promise<void> {
    await em.query(
      `UPDATE payment SET user_id = NULL, customer_email = NULL, buyer_hash = NULL, updated_at = now()
        WHERE user_id = $1 OR customer_email = $2`,
      [user.id, user.email],
    );
  },

  /** Marks the subscription's payments ended; returns the accounts they belonged to (each once). */
  async endSubscription(em: EntityManager, subscriptionId: string): Promise<string[]> {
    const owners = rowsOf<{ user_id: string | null }>(
      await em.query(
        `UPDATE payment SET status = 'ended', updated_at = now()
          WHERE stripe_subscription_id = $1 AND status <> 'ended' RETURNING user_id`,
        [subscriptionId],
      ),
    );
    return [...new Set(owners.map((o) => o.user_id).filter((v): v is string => Boolean(v)))];
  },

  /** Moves the end of the subscription's held purchases (they run to it once confirmed). */
  async renewHeld(em: EntityManager, subscriptionId: string, passEnd: Date | null): Promise<void> {
    await em.query(
      `UPDATE payment SET pass_end = $2, updated_at = now() WHERE stripe_subscription_id = $1 AND status = 'held'`,
      [subscriptionId, passEnd],
    );
  },
};
