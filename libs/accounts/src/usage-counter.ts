/**
 * Counters shared by every API process, in the `usage_counter` table: the free allowance (per session,
 * per client address, per account) and the rate limits. Each hit is one atomic
 * `INSERT ... ON CONFLICT DO UPDATE SET count = count + 1 RETURNING count`, so parallel requests, on one
 * process or several, never lose an update and each sees its own place in the count.
 *
 * Windows are fixed (UTC, aligned to the epoch): a counter for a one-day window starts at 00:00 UTC.
 * A counter without a window (an account's free searches) never resets and is never pruned.
 *
 * Client addresses are never stored: they are hashed with a random salt kept in the database (the same
 * for every process) and the UTC day, so one day's keys cannot be linked to the next day's.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { PASS_ACTIVE_SQL } from './pass';
import {
  ipKeyGenerator,
  type ClientRateLimitInfo,
  type IncrementResponse,
  type Options,
  type Store,
} from 'express-rate-limit';

export interface CounterHit {
  /** The count after this hit (or the current count, for peek). */
  count: number;
  /** When the window ends; null for a counter that never resets. */
  resetAt: Date | null;
}

const DAY_MS = 24 * 3_600_000;

/**
 * What the free-allowance rule needs of an account: the pass as stored (flag and end, so that a cached
 * copy can tell when it ends: see isPassActive), free use, and the account's search count.
 */
export interface AccountAllowanceState {
  passActive: boolean;
  /** ISO time the pass ends, or null (no end). */
  passExpiresAt: string | null;
  freeUsed: boolean;
  searchCount: number;
}

interface AccountStateRow {
  pass_active: boolean;
  pass_expires_at: Date | null;
  free_used: boolean;
}

const stateOf = (r: AccountStateRow, searchCount: number): AccountAllowanceState => ({
  passActive: r.pass_active,
  passExpiresAt: r.pass_expires_at ? r.pass_expires_at.toISOString() : null,
  freeUsed: r.free_used,
  searchCount,
});
const EPOCH = new Date(0);

/** The fixed window `now` falls in; the epoch for a counter without a window. */
function windowOf(windowMs: number | null, now = Date.now()): { start: Date; end: Date | null } {
  if (windowMs === null) return { start: EPOCH, end: null };
  const start = Math.floor(now / windowMs) * windowMs;
  return { start: new Date(start), end: new Date(start + windowMs) };
}

export class UsageCounters {
  private salt: Promise<string> | null = null;

  constructor(private readonly db: DataSource) {}

  /**
   * Adds one to a counter and returns the count after it. A counter without a window may be given a
   * time to live after its last hit (`ttlMs`), after which it is pruned.
   */
  async hit(subject: string, kind: string, windowMs: number | null, ttlMs?: number): Promise<CounterHit> {
    return this.add(subject, kind, windowMs, 1, ttlMs);
  }

  /**
   * Adds `n` hits at once (a process that counts in memory and writes its hits in batches: the API-wide
   * rate limit) and returns the count after them, everyone's.
   */
  async add(
    subject: string,
    kind: string,
    windowMs: number | null,
    n: number,
    ttlMs?: number,
  ): Promise<CounterHit> {
    const w = windowOf(windowMs);
    const expires = w.end ?? (ttlMs ? new Date(Date.now() + ttlMs) : null);
    const rows: { count: number }[] = await this.db.query(
      `INSERT INTO usage_counter (subject, kind, window_start, count, expires_at) VALUES ($1, $2, $3, $5, $4)
       ON CONFLICT (subject, kind, window_start)
       DO UPDATE SET count = usage_counter.count + EXCLUDED.count, expires_at = EXCLUDED.expires_at
       RETURNING count`,
      [subject, kind, w.start, expires, n],
    );
    return { count: Number(rows[0]?.count ?? 0), resetAt: w.end };
  }

  /**
   * Adds one to a counter unless `key` was counted on it before (a map search of a condition at a point
   * already searched, in any order: issue 41), in one statement. Each counted key is kept as its own row
   * (kind `{kind}~{key}`, same subject and window, same time to live), so the test and the increment
   * cannot interleave with another request's: a second request with the same key finds the key's row (or
   * waits on its insert) and counts nothing. `last_key` keeps the latest counted key (the detail popup's
   * condition when none is named). Answers the count after it and whether it was counted.
   */
  async hitIfNew(
    subject: string,
    kind: string,
    windowMs: number | null,
    key: string,
    ttlMs?: number,
  ): Promise<CounterHit & { counted: boolean }> {
    const w = windowOf(windowMs);
    const expires = w.end ?? (ttlMs ? new Date(Date.now() + ttlMs) : null);
    // A key seen before is found in the snapshot first and then touches nothing (no row lock, no
    // transaction id): one read.
    const rows: { hit_count: number | null; old_count: number | null }[] = await this.db.query(
      `WITH seen AS (
         INSERT INTO usage_counter (subject, kind, window_start, count, expires_at)
         SELECT $1, $6, $3, 1, $4
          WHERE NOT EXISTS (SELECT 1 FROM usage_counter WHERE subject = $1 AND kind = $6 AND window_start = $3)
         ON CONFLICT (subject, kind, window_start) DO NOTHING
         RETURNING 1
       ), hit AS (
         INSERT INTO usage_counter (subject, kind, window_start, count, expires_at, last_key)
         SELECT $1, $2, $3, 1, $4, $5 WHERE EXISTS (SELECT 1 FROM seen)
         ON CONFLICT (subject, kind, window_start)
         DO UPDATE SET count = usage_counter.count + 1, expires_at = EXCLUDED.expires_at, last_key = EXCLUDED.last_key
         RETURNING count
       )
       SELECT (SELECT count FROM hit) AS hit_count,
         (SELECT count FROM usage_counter WHERE subject = $1 AND kind = $2 AND window_start = $3) AS old_count`,
      [subject, kind, w.start, expires, key, `${kind}~${key}`],
    );
    const r = rows[0];
    if (r && r.hit_count !== null) return { count: Number(r.hit_count), resetAt: w.end, counted: true };
    if (r?.old_count === null || r?.old_count === undefined) {
      // The key was counted by a statement that committed while this one waited on it: its counter row
      // is not in this statement's snapshot, so it is read again in a new one.
      const again: { count: number }[] = await this.db.query(
        `SELECT count FROM usage_counter WHERE subject = $1 AND kind = $2 AND window_start = $3`,
        [subject, kind, w.start],
      );
      return { count: Number(again[0]?.count ?? 0), resetAt: w.end, counted: false };
    }
    return { count: Number(r.old_count), resetAt: w.end, counted: false };
  }

  /**
   * `hitIfNew` on a signed-in account's counter (subject `user:{id}`, never expiring) together with what
   * the access rule needs of the account, in one round trip. An account with an active pass is not
   * counted: the counter measures the free allowance, which a pass holder is not using. Null when there
   * is no such account (nothing is counted then).
   */
  async hitAccountIfNew(
    userId: string,
    kind: string,
    key: string,
  ): Promise<(AccountAllowanceState & { passOn: boolean; count: number; counted: boolean }) | null> {
    const w = windowOf(null);
    const rows: (AccountStateRow & {
      pass_on: boolean;
      hit_count: number | null;
      old_count: number | null;
    })[] = await this.db.query(
      `WITH u AS (
         SELECT u.id, ${PASS_ACTIVE_SQL} AS pass_on, u.pass_active, u.pass_expires_at, u.free_used
           FROM app_user u WHERE u.id = $1
       ), seen AS (
         -- A pass holder is not counted; a key counted before touches nothing (see hitIfNew): one read.
         INSERT INTO usage_counter (subject, kind, window_start, count, expires_at)
         SELECT 'user:' || u.id, $5, $3, 1, NULL FROM u
          WHERE NOT u.pass_on AND NOT EXISTS (SELECT 1 FROM usage_counter c
            WHERE c.subject = 'user:' || u.id AND c.kind = $5 AND c.window_start = $3)
         ON CONFLICT (subject, kind, window_start) DO NOTHING
         RETURNING 1
       ), hit AS (
         INSERT INTO usage_counter (subject, kind, window_start, count, expires_at, last_key)
         SELECT 'user:' || u.id, $2, $3, 1, NULL, $4 FROM u WHERE EXISTS (SELECT 1 FROM seen)
         ON CONFLICT (subject, kind, window_start)
         DO UPDATE SET count = usage_counter.count + 1, expires_at = EXCLUDED.expires_at,
           last_key = EXCLUDED.last_key
         RETURNING count
       )
       SELECT u.pass_on, u.pass_active, u.pass_expires_at, u.free_used, (SELECT count FROM hit) AS hit_count,
         (SELECT c.count FROM usage_counter c
           WHERE c.subject = 'user:' || u.id AND c.kind = $2 AND c.window_start = $3) AS old_count
       FROM u`,
      [userId, kind, w.start, key, `${kind}~${key}`],
    );
    const r = rows[0];
    if (!r) return null;
    // Both sub-selects see the snapshot before the insert: old_count is the count when nothing was added.
    const counted = r.hit_count !== null;
    const count = Number(counted ? r.hit_count : (r.old_count ?? 0));
    // The pass as the statement saw it (the database's clock), which decided whether to count.
    return { ...stateOf(r, count), passOn: r.pass_on, count, counted };
  }

  /** What the access rule needs of an account, with its never-resetting count of `kind`; null if none. */
  async accountState(userId: string, kind: string): Promise<AccountAllowanceState | null> {
    const rows: (AccountStateRow & { count: number | null })[] = await this.db.query(
      `SELECT u.pass_active, u.pass_expires_at, u.free_used,
         (SELECT c.count FROM usage_counter c
           WHERE c.subject = 'user:' || u.id AND c.kind = $2 AND c.window_start = $3) AS count
       FROM app_user u WHERE u.id = $1`,
      [userId, kind, windowOf(null).start],
    );
    const r = rows[0];
    return r ? stateOf(r, Number(r.count ?? 0)) : null;
  }

  /** The key of the last hit that went through `hitIfNew` (null when none). */
  async lastKey(subject: string, kind: string, windowMs: number | null): Promise<string | null> {
    const w = windowOf(windowMs);
    const rows: { last_key: string | null }[] = await this.db.query(
      'SELECT last_key FROM usage_counter WHERE subject = $1 AND kind = $2 AND window_start = $3',
      [subject, kind, w.start],
    );
    return rows[0]?.last_key ?? null;
  }

  /** The current count, without adding to it. */
  async peek(subject: string, kind: string, windowMs: number | null): Promise<CounterHit> {
    const w = windowOf(windowMs);
    const rows: { count: number }[] = await this.db.query(
      'SELECT count FROM usage_counter WHERE subject = $1 AND kind = $2 AND window_start = $3',
      [subject, kind, w.start],
    );
    return { count: Number(rows[0]?.count ?? 0), resetAt: w.end };
  }

  /** Takes one back (a rate-limited request that should not count after all). */
  async decrement(subject: string, kind: string, windowMs: number | null): Promise<void> {
    await this.db.query(
      `UPDATE usage_counter SET count = greatest(count - 1, 0)
        WHERE subject = $1 AND kind = $2 AND window_start = $3`,
      [subject, kind, windowOf(windowMs).start],
    );
  }

  /** Forgets a counter's current window. */
  async reset(subject: string, kind: string, windowMs: number | null): Promise<void> {
    await this.db.query('DELETE FROM usage_counter WHERE subject = $1 AND kind = $2 AND window_start = $3', [
      subject,
      kind,
      windowOf(windowMs).start,
    ]);
  }

  /** Deletes counters whose window has ended; called by the housekeeping timer. */
  async prune(): Promise<number> {
    const res = await this.db.query('DELETE FROM usage_counter WHERE expires_at <= now()');
    return Array.isArray(res) ? Number(res[1] ?? 0) : 0;
  }

  /**
   * The stored form of a client address: SHA-256 of the server's salt, the UTC day and the address, an
   * IPv6 address by its /56 network (one household or office is given a whole block, and picking a new
   * address in it must not reset a count), as the rate limits key it (express-rate-limit's
   * ipKeyGenerator, which also reads an IPv4-mapped address as IPv4). Null without an address.
   */
  async addressKey(address: string | null | undefined, now = Date.now()): Promise<string | null> {
    if (!address) return null;
    const salt = await this.addressSalt();
    const day = new Date(Math.floor(now / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
    const client = ipKeyGenerator(address, 56);
    return `ip:${createHash('sha256').update(`${salt}|${day}|${client}`).digest('base64url')}`;
  }

  /** A rate-limit store over these counters (express-rate-limit's Store), one per limit. */
  store(kind: string): CounterStore {
    return new CounterStore(this, kind);
  }

  private addressSalt(): Promise<string> {
    if (!this.salt) {
      const loading = (async () => {
        // The first process to start makes the salt; every other process reads the same one.
        await this.db.query(
          `INSERT INTO app_secret (name, value) VALUES ('address_salt', $1) ON CONFLICT (name) DO NOTHING`,
          [randomBytes(32).toString('base64url')],
        );
        const rows: { value: string }[] = await this.db.query(
          `SELECT value FROM app_secret WHERE name = 'address_salt'`,
        );
        if (!rows[0]) throw new Error('the address salt is missing');
        return rows[0].value;
      })();
      this.salt = loading;
      loading.catch(() => {
        if (this.salt === loading) this.salt = null;
      });
    }
    return this.salt;
  }
}

/**
 * express-rate-limit's Store over the shared counters, so a limit holds across API processes. The
 * limiter's key (the client address) is hashed like every stored address.
 */
export class CounterStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;

  constructor(
    private readonly counters: UsageCounters,
    private readonly kind: string,
  ) {
    this.prefix = `rl:${kind}`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private async subject(key: string): Promise<string> {
    return (await this.counters.addressKey(key)) ?? 'ip:unknown';
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const h = await this.counters.peek(await this.subject(key), this.prefix, this.windowMs);
    return h.count ? { totalHits: h.count, resetTime: h.resetAt ?? undefined } : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const h = await this.counters.hit(await this.subject(key), this.prefix, this.windowMs);
    return { totalHits: h.count, resetTime: h.resetAt ?? undefined };
  }

  async decrement(key: string): Promise<void> {
    await this.counters.decrement(await this.subject(key), this.prefix, this.windowMs);
  }

  async resetKey(key: string): Promise<void> {
    await this.counters.reset(await this.subject(key), this.prefix, this.windowMs);
  }
}
