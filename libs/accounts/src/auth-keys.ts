/**
 * The table auth_key: every e-mailed link carries a random key whose SHA-256 is stored here with its kind,
 * expiry and the address it was mailed to. A key is used up by one atomic UPDATE ... WHERE used_at IS NULL
 * AND expires_at > now(), so two uses of one key succeed only once, even at the same moment; it works only
 * while its account still has the address it was mailed to.
 */
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthKeyKind } from '@fp/db';
import { rowsOf } from '@fp/mail';
import { hashKey, newKey } from './keys';

type Q = Pick<EntityManager | DataSource, 'query'>;

const HOUR = 3_600_000;
/** How long each kind of e-mailed link works. */
export const KEY_TTL_MS: Record<AuthKeyKind, number> = {
  activate: 7 * 24 * HOUR,
  reset: 2 * HOUR,
  access: HOUR / 2,
  email: 24 * HOUR,
};
/** At most this many links of one kind per account per hour, so an address cannot be flooded. */
export const MAX_KEYS_PER_HOUR = 5;

/** The kinds a sign-in or password link may be used as (an `email` key has its own path, in settings). */
type LinkKinds = readonly Exclude<AuthKeyKind, 'email'>[];

/** The WHERE clause shared by consume and isLive: live, mailed to the account's current address. */
function liveKeyParams(key: string, kinds: LinkKinds, email?: string) {
  return {
    kindList: kinds.map((_, i) => `$${i + 3}`).join(', '),
    params: [hashKey(key), email ? email.trim().toLowerCase() : null, ...kinds],
  };
}

export const authKeys = {
  /**
   * Stores a new key's hash and returns the key; earlier unused keys of the same kind stop working.
   * Null when the account already received MAX_KEYS_PER_HOUR links of this kind in the last hour.
   */
  async issue(
    em: EntityManager,
    userId: string,
    kind: AuthKeyKind,
    ttlMs: number,
    opts: { throttle?: boolean; newEmail?: string; log: Logger },
  ): Promise<string | null> {
    if (opts.throttle !== false) {
      const [{ n }] = (await em.query(
        `SELECT count(*)::int AS n FROM auth_key WHERE user_id = $1 AND kind = $2 AND created_at > now() - interval '1 hour'`,
        [userId, kind],
      )) as { n: number }[];
      if (Number(n) >= MAX_KEYS_PER_HOUR) {
        opts.log.warn({ kind }, 'e-mail link not sent: too many requested for one account this hour');
        return null;
      }
    }
    await em.query(
      `UPDATE auth_key SET expires_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()`,
      [userId, kind],
    );
    const { key, hash } = newKey();
    // Bound to the address it is mailed to: the account's own, or the new one for an `email` key.
    await em.query(
      `INSERT INTO auth_key (user_id, kind, key_hash, expires_at, new_email, sent_to)
       SELECT u.id, $2, $3, now() + ($4::int * interval '1 millisecond'), $5::text, coalesce($5::text, u.email)
         FROM app_user u WHERE u.id = $1`,
      [userId, kind, hash, Math.round(ttlMs), opts.newEmail ?? null],
    );
    return key;
  },

  /**
   * Uses up a key atomically: only an unused, unexpired key of the allowed kinds, whose account still has
   * the address the key was mailed to (and, when an e-mail address is given, that address), is marked
   * used, and only one caller gets the row back.
   */
  async consume(
    q: Q,
    key: string,
    kinds: LinkKinds,
    email?: string,
  ): Promise<{ userId: string; kind: AuthKeyKind; email: string } | null> {
    const { kindList, params } = liveKeyParams(key, kinds, email);
    const rows = rowsOf<{ user_id: string; kind: AuthKeyKind; email: string }>(
      await q.query(
        `UPDATE auth_key k SET used_at = now()
           FROM app_user u
          WHERE k.user_id = u.id AND k.key_hash = $1 AND k.used_at IS NULL AND k.expires_at > now()
            AND k.sent_to = u.email
            AND ($2::text IS NULL OR u.email = $2::text) AND k.kind IN (${kindList})
          RETURNING k.user_id, k.kind, u.email`,
        params,
      ),
    );
    const row = rows[0];
    return row ? { userId: row.user_id, kind: row.kind, email: row.email } : null;
  },

  /** Whether consume would accept the key now (read-only; used to refuse before any costly work). */
  async isLive(q: Q, key: string, kinds: LinkKinds, email?: string): Promise<boolean> {
    const { kindList, params } = liveKeyParams(key, kinds, email);
    const rows: unknown[] = await q.query(
      `SELECT 1 FROM auth_key k JOIN app_user u ON u.id = k.user_id
        WHERE k.key_hash = $1 AND k.used_at IS NULL AND k.expires_at > now() AND k.sent_to = u.email
          AND ($2::text IS NULL OR u.email = $2::text) AND k.kind IN (${kindList})`,
      params,
    );
    return rows.length > 0;
  },

  /**
   * Ends every outstanding key of the account (a new password or a new address): a link mailed before
   * the change must not outlive it.
   */
  async endAll(q: Q, userId: string): Promise<void> {
    await q.query(
      `UPDATE auth_key SET expires_at = now() WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()`,
      [userId],
    );
  },
};
