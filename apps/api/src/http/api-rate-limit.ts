/**
 * A per-client rate limit on the API as a whole (/api and /graphql; API_RATE_LIMIT requests a minute):
 * one client must not be able to keep the server busy for everyone else with a flood of cheap-to-send
 * requests (issue 24). It is generous: a person using the site never comes near it; a script or a flood
 * does, and gets a 429 that says when to try again.
 *
 * Like the sign-in and e-mail limits (@fp/accounts RateLimits), it is express-rate-limit keyed by the
 * client address (IPv6 by its /56 network: one household or office has many addresses), and its counts
 * live in the shared `usage_counter` table, so every API process on one database enforces one total.
 * Unlike them it is hit by every request, so a database write per request would double the API's writes:
 * each process counts in memory and adds its hits to the shared counter in one statement per client per
 * second (BatchedCounterStore). A process thus sees the other processes' hits up to a second late, and a
 * client spread over N processes can go over the limit by what N processes let through in that second.
 */
import type { RequestHandler } from 'express';
import {
  rateLimit,
  type ClientRateLimitInfo,
  type IncrementResponse,
  type Options,
  type Store,
} from 'express-rate-limit';
import type { UsageCounters } from '@fp/accounts';

export interface ApiRateLimitSettings {
  /** Requests per client per window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
}

export const apiRateLimitMessage = (s: ApiRateLimitSettings) =>
  `Too many requests from your network: at most ${s.limit.toLocaleString('en-US')} a minute are answered. ` +
  'Please wait a minute and try again.';

interface Entry {
  /** Start of the fixed window the counts belong to (aligned like UsageCounters' windows). */
  windowStart: number;
  /** Everyone's count as the shared counter last answered it (this process's flushed hits included). */
  shared: number;
  /** This process's hits not yet added to the shared counter. */
  pending: number;
}

/**
 * express-rate-limit's Store: counts in memory, adds them to the shared counter every `flushMs`. A hit's
 * total is the shared count last seen plus this process's hits since.
 */
export class BatchedCounterStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly counters: UsageCounters,
    kind: string,
    private readonly flushMs = 1000,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    this.prefix = `rl:${kind}`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private windowStart(now = Date.now()) {
    return Math.floor(now / this.windowMs) * this.windowMs;
  }

  private entry(key: string): Entry {
    const start = this.windowStart();
    let e = this.entries.get(key);
    if (!e || e.windowStart !== start) {
      e = { windowStart: start, shared: 0, pending: 0 };
      this.entries.set(key, e);
    }
    return e;
  }

  private info(e: Entry): ClientRateLimitInfo {
    return { totalHits: e.shared + e.pending, resetTime: new Date(e.windowStart + this.windowMs) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const e = this.entries.get(key);
    return e && e.windowStart === this.windowStart() ? this.info(e) : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const e = this.entry(key);
    e.pending++;
    this.schedule();
    return this.info(e);
  }

  async decrement(key: string): Promise<void> {
    const e = this.entries.get(key);
    if (e && e.pending > 0) e.pending--;
  }

  async resetKey(key: string): Promise<void> {
    this.entries.delete(key);
    const subject = await this.counters.addressKey(key);
    if (subject) await this.counters.reset(subject, this.prefix, this.windowMs);
  }

  private schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.flushMs);
    // Pending counts never keep a process alive (a process that stops loses at most a second of hits).
    this.timer.unref();
  }

  /** Adds every client's pending hits to the shared counters and learns everyone's totals. */
  flush(): Promise<void> {
    this.flushing ??= this.flushNow().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async flushNow(): Promise<void> {
    const current = this.windowStart();
    const work: Promise<void>[] = [];
    for (const [key, e] of this.entries) {
      if (e.windowStart !== current) {
        // A past window: its last hits no longer decide anything.
        this.entries.delete(key);
        continue;
      }
      if (e.pending === 0) continue;
      const n = e.pending;
      e.pending = 0;
      work.push(
        (async () => {
          try {
            const subject = (await this.counters.addressKey(key)) ?? 'ip:unknown';
            const hit = await this.counters.add(subject, this.prefix, this.windowMs, n);
            if (e.windowStart === this.windowStart() && this.entries.get(key) === e) e.shared = hit.count;
          } catch (err) {
            e.pending += n; // tried again with the next batch
            this.onError(err);
            this.schedule();
          }
        })(),
      );
    }
    await Promise.all(work);
  }

  shutdown(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** The limiter in front of /api and /graphql; a pass-through when the limit is 0. */
export function apiRateLimit(
  settings: ApiRateLimitSettings,
  counters: UsageCounters | null,
  opts: { flushMs?: number; onError?: (err: unknown) => void } = {},
): RequestHandler & { store?: BatchedCounterStore } {
  if (settings.limit <= 0) return (_req, _res, next) => next();
  const store = counters ? new BatchedCounterStore(counters, 'api', opts.flushMs, opts.onError) : undefined;
  const limiter = rateLimit({
    store,
    windowMs: settings.windowMs,
    limit: settings.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // A 429 in the shape each side's clients read (GraphQL errors, or the REST error body).
    handler: (req, res) => {
      const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : 60;
      const message = apiRateLimitMessage(settings);
      res.setHeader('Retry-After', String(seconds));
      res.status(429);
      if (req.baseUrl === '/graphql')
        res.json({ errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] });
      else res.json({ error: true, code: 'RATE_LIMITED', message });
    },
  });
  return Object.assign(limiter, { store });
}
