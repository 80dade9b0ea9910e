/**
 * Every write of `app_user` goes through here (sign-up, verification, passwords, profile, address,
 * e-mail change, the free allowance, the paid pass, deletion), and so do the raw reads other libraries
 * need (a referrer by code, the pass and allowance of a viewer). Callers pass their transaction's
 * EntityManager (or the DataSource) as `q`, so a write joins the caller's transaction and locks.
 *
 * The pass rule is PASS_ACTIVE_SQL (pass.ts); reads that decide access compute it in SQL here.
 */
import { UserEntity } from '@fp/db';
import { rowsOf } from '@fp/mail';
import type { DataSource, EntityManager } from 'typeorm';
import { PASS_ACTIVE_SQL } from './pass';

/** A DataSource or a transaction's EntityManager. */
export type Queryable = Pick<DataSource | EntityManager, 'query'> & {
  getRepository: EntityManager['getRepository'];
};

const one = <T>(result: unknown): T | undefined => rowsOf<T>(result)[0];

export const users = {
  // ---- reads ---------------------------------------------------------------------------------------

  /** The language of the account with this address (issue 45), for its e-mails; English when none. */
  async languageOf(q: Queryable, email: string): Promise<string> {
    const row = one<{ language: string }>(
      await q.query('SELECT language FROM app_user WHERE email = $1', [email.trim().toLowerCase()]),
    );
    return row?.language ?? 'en';
  },

  /** Sets the account's language ("en" or "es"; the table refuses any other). */
  async setLanguage(q: Queryable, id: string, language: string): Promise<void> {
    await q.query('UPDATE app_user SET language = $2, updated_at = now() WHERE id = $1', [id, language]);
  },

  findById(q: Queryable, id: string): Promise<UserEntity | null> {
    return q.getRepository(UserEntity).findOneBy({ id });
  },

  findByEmail(q: Queryable, email: string): Promise<UserEntity | null> {
    return q.getRepository(UserEntity).findOneBy({ email: email.trim().toLowerCase() });
  },

  /** The account whose referral (affiliate) code this is (stored in app_user.reference). */
  async idByReferralCode(q: Queryable, code: string): Promise<string | undefined> {
    return one<{ id: string }>(await q.query('SELECT id FROM app_user WHERE reference = $1', [code]))?.id;
  },

  /** Whether the pass is on now (by PASS_ACTIVE_SQL) and whether the free search was used. */
  async allowanceOf(
    q: Queryable,
    id: string,
  ): Promise<{ id: string; passActive: boolean; freeUsed: boolean } | undefined> {
    const row = one<{ id: string; pass_active: boolean; free_used: boolean }>(
      await q.query(
        `SELECT u.id, ${PASS_ACTIVE_SQL} AS pass_active, u.free_used FROM app_user u WHERE u.id = $1`,
        [id],
      ),
    );
    return row && { id: row.id, passActive: row.pass_active, freeUsed: row.free_used };
  },

  /** Locks the account row for the rest of the transaction; returns its stored pass fields. */
  async lock(
    q: Queryable,
    id: string,
  ): Promise<{ passActive: boolean; passExpiresAt: Date | null } | undefined> {
    const row = one<{ pass_active: boolean; pass_expires_at: Date | string | null }>(
      await q.query('SELECT pass_active, pass_expires_at FROM app_user WHERE id = $1 FOR UPDATE', [id]),
    );
    return (
      row && {
        passActive: row.pass_active,
        passExpiresAt: row.pass_expires_at === null ? null : new Date(row.pass_expires_at),
      }
    );
  },

  // ---- account -------------------------------------------------------------------------------------

  /** Inserts an account; undefined when the e-mail address or the referral code is taken. */
  async insert(
    q: Queryable,
    u: {
      email: string;
      reference: string;
      passwordHash: string | null;
      referredBy: string | null;
      language?: string;
    },
  ): Promise<string | undefined> {
    return one<{ id: string }>(
      await q.query(
        `INSERT INTO app_user (email, reference, password_hash, referred_by, language) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING id`,
        [u.email, u.reference, u.passwordHash, u.referredBy, u.language === 'es' ? 'es' : 'en'],
      ),
    )?.id;
  },

  /**
   * An e-mailed key was used: the address is proven (the first time counts). `passwordHash`, chosen by
   * whoever opened the link, becomes the password; without one, the first proof drops any password set
   * before it (an unproven sign-up may have been someone else's). True when the password changed.
   */
  async proveAddress(q: Queryable, id: string, passwordHash: string | null): Promise<boolean> {
    const rows = rowsOf<{ changed: boolean }>(
      await q.query(
        `UPDATE app_user u SET
                password_hash = CASE WHEN $2::text IS NOT NULL THEN $2::text
                                     WHEN u.email_verified_at IS NULL THEN NULL
                                     ELSE u.password_hash END,
                email_verified_at = coalesce(u.email_verified_at, now()), updated_at = now()
           FROM app_user old
          WHERE u.id = $1 AND old.id = u.id
          RETURNING (old.password_hash IS DISTINCT FROM u.password_hash) AS changed`,
        [id, passwordHash],
      ),
    );
    return rows[0]?.changed === true;
  },

  /** A new password hash; `verified` also marks the address proven (set with an e-mailed key). */
  async setPasswordHash(
    q: Queryable,
    id: string,
    hash: string,
    opts: { verified?: boolean } = {},
  ): Promise<void> {
    await q.query(
      `UPDATE app_user SET password_hash = $2,
              email_verified_at = CASE WHEN $3::boolean THEN coalesce(email_verified_at, now()) ELSE email_verified_at END,
              updated_at = now()
        WHERE id = $1`,
      [id, hash, opts.verified ?? false],
    );
  },

  /** Saves the name (a null part keeps what is stored). */
  async setName(q: Queryable, id: string, firstName: string | null, lastName: string | null): Promise<void> {
    await q.query(
      `UPDATE app_user SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
              updated_at = now()
        WHERE id = $1`,
      [id, firstName, lastName],
    );
  },

  async setAddress(
    q: Queryable,
    id: string,
    a: {
      firstName: string;
      lastName: string;
      address: string;
      address2: string | null;
      city: string;
      state: string;
      zip: string;
    },
  ): Promise<void> {
    await q.query(
      `UPDATE app_user SET first_name = $2, last_name = $3, address = $4, address_2 = $5, city = $6, state = $7,
              zip = $8, updated_at = now()
        WHERE id = $1`,
      [id, a.firstName, a.lastName, a.address, a.address2, a.city, a.state, a.zip],
    );
  },

  /** The e-mail change link was used: the new address is the account's, and proven. */
  async setEmail(q: Queryable, id: string, email: string): Promise<void> {
    await q.query(
      `UPDATE app_user SET email = $2, email_verified_at = now(), updated_at = now() WHERE id = $1`,
      [id, email],
    );
  },

  /** Marks the free search used; true when this call did it (it was unused). */
  async markFreeUsed(q: Queryable, id: string): Promise<boolean> {
    const rows = rowsOf(
      await q.query(
        'UPDATE app_user SET free_used = true, updated_at = now() WHERE id = $1 AND free_used = false RETURNING id',
        [id],
      ),
    );
    return rows.length > 0;
  },

  /** Deletes the account row (sessions, keys, records and files rows cascade). */
  async delete(q: Queryable, id: string): Promise<void> {
    await q.query('DELETE FROM app_user WHERE id = $1', [id]);
  },

  // ---- the paid pass -------------------------------------------------------------------------------

  /** Turns the pass on until `expiresAt` (null: until the subscription ends); keeps a known customer id. */
  async grantPass(
    q: Queryable,
    id: string,
    expiresAt: Date | null,
    stripeCustomerId?: string | null,
  ): Promise<void> {
    await q.query(
      `UPDATE app_user SET pass_active = true, pass_expires_at = $2,
              stripe_customer_id = coalesce($3, stripe_customer_id), updated_at = now()
        WHERE id = $1`,
      [id, expiresAt, stripeCustomerId ?? null],
    );
  },

  /** A renewal: the passes of the subscription's paying accounts run until `expiresAt`. */
  async renewPassesOfSubscription(
    q: Queryable,
    subscriptionId: string,
    expiresAt: Date | null,
  ): Promise<void> {
    await q.query(
      `UPDATE app_user SET pass_active = true, pass_expires_at = $2, updated_at = now()
        WHERE id IN (SELECT user_id FROM payment WHERE stripe_subscription_id = $1 AND status = 'paid')`,
      [subscriptionId, expiresAt],
    );
  },

  /**
   * The subscription ended: the account's pass ends now unless another paid subscription still runs.
   * Returns the e-mail address when a pass was ended (to tell its owner).
   */
  async endPassUnlessPaid(q: Queryable, id: string): Promise<string | undefined> {
    return one<{ email: string }>(
      await q.query(
        `UPDATE app_user SET pass_active = false, pass_expires_at = now(), updated_at = now()
          WHERE id = $1 AND pass_active
            AND NOT EXISTS (SELECT 1 FROM payment p WHERE p.user_id = $1 AND p.status = 'paid'
                               AND p.stripe_subscription_id IS NOT NULL)
          RETURNING email`,
        [id],
      ),
    )?.email;
  },

  /** Switches off passes past their end date (one account, or all); returns their owners' addresses. */
  async expirePasses(q: Queryable, id?: string): Promise<string[]> {
    return rowsOf<{ email: string }>(
      await q.query(
        `UPDATE app_user SET pass_active = false, updated_at = now()
          WHERE pass_active AND pass_expires_at IS NOT NULL AND pass_expires_at <= now()
            AND ($1::uuid IS NULL OR id = $1::uuid)
          RETURNING email`,
        [id ?? null],
      ),
    ).map((r) => r.email);
  },
};
