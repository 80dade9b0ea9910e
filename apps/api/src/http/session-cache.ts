/**
 * Sessions kept in memory after they are read, so that most requests cost no session query (the map
 * search and the dashboard read one session row per request otherwise: a round trip each).
 *
 * Several API processes share one database, so a process must hear what another one changed. The
 * `session` table announces every change itself (migration SessionChangeNotify: a trigger sends the row's
 * id on `fp_session_changed` for each update or delete, "*" for a truncate), and each process LISTENs on a
 * connection of its own (@fp/db listenForNotifications). The rules that keep the cache right:
 *
 * - It is used only while LISTEN holds. When the connection drops the cache is emptied and turned off
 *   (notices sent meanwhile are lost); it turns back on, empty, once LISTEN holds again.
 * - A read that raced with a change is not kept: a read takes a ticket before its query, and its row is
 *   stored only if no notice for that id (nor "*") came in between. A notice that arrives later evicts
 *   the row then.
 * - A process that writes a session evicts it at once, without waiting for its own notice.
 * - An entry lives at most MAX_AGE_MS and never past the session's expiry, whatever happens.
 * - What a request may read from the cache is decided by the session middleware: only requests that
 *   change nothing of value (see cacheableRequest in session.ts). A request that changes something always
 *   reads the row, so a session just signed out in one process cannot act in another one even for the
 *   moment a notice takes to arrive.
 *
 * Only PostgreSQL has a cache: the embedded database (PGlite) serves one process, reads in-process, and
 * gains nothing from it.
 */
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { listenForNotifications, postgresUrlOf, type NotificationListener } from '@fp/db';
import { WeightedLru } from '@fp/pricing';

export const SESSION_CHANNEL = 'fp_session_changed';
const MAX_ENTRIES = 50_000;
const MAX_AGE_MS = 60_000;
/** Recent per-id notices remembered for the tickets of reads in flight; past this, all reads start over. */
const MAX_NOTICES = 10_000;

interface Entry {
  /** The session's data as JSON: each request gets its own copy to change. */
  json: string;
  /** Epoch ms: the row's expires_at, or MAX_AGE_MS after caching, whichever is first. */
  validUntil: number;
}

/** Taken before a session query; store() keeps the row only if nothing changed that id since. */
export interface ReadTicket {
  readonly epoch: number;
  readonly seq: number;
}

export class SessionCache {
  private readonly entries = new WeightedLru<string, Entry>(MAX_ENTRIES);
  /** Bumped by "*", by turning on or off and when `notices` overflows: every ticket before it is void. */
  private epoch = 0;
  private seq = 0;
  /** id → seq of its last notice. */
  private readonly notices = new Map<string, number>();
  private on = false;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {}

  get active(): boolean {
    return this.on;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Turns the cache on (LISTEN holds) or off (connection lost); either way it starts empty. */
  setActive(on: boolean): void {
    this.forgetAll();
    this.on = on;
  }

  /** A copy of the cached data for a session id (the SHA-256 of the cookie), or undefined. */
  get(id: string): Record<string, unknown> | undefined {
    if (!this.on) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.validUntil <= this.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return JSON.parse(entry.json) as Record<string, unknown>;
  }

  ticket(): ReadTicket {
    return { epoch: this.epoch, seq: this.seq };
  }

  /** Keeps a row read with `ticket`, unless a notice for it (or "*") came in since. */
  store(id: string, data: unknown, expiresAt: Date, ticket: ReadTicket): void {
    if (!this.on || ticket.epoch !== this.epoch || (this.notices.get(id) ?? -1) > ticket.seq) return;
    const validUntil = Math.min(expiresAt.getTime(), this.now() + this.maxAgeMs);
    if (validUntil <= this.now()) return;
    this.entries.set(id, { json: JSON.stringify(data ?? {}), validUntil });
  }

  /** A change to one session (a notice, or this process's own write). */
  forget(id: string): void {
    this.entries.delete(id);
    if (this.notices.size >= MAX_NOTICES) {
      this.forgetAll();
      return;
    }
    this.notices.delete(id);
    this.notices.set(id, ++this.seq);
  }

  /** Every session may have changed. */
  forgetAll(): void {
    this.entries.clear();
    this.notices.clear();
    this.epoch++;
  }

  /** What a notice on SESSION_CHANNEL says. */
  onNotice(payload: string): void {
    if (payload === '*' || payload === '') this.forgetAll();
    else this.forget(payload);
  }
}

export interface ListeningSessionCache {
  cache: SessionCache;
  listener: NotificationListener;
}

/** A cache kept right by LISTEN, for a PostgreSQL database; null for the embedded one. */
export function listeningSessionCache(db: DataSource, log: Logger): ListeningSessionCache | null {
  const url = postgresUrlOf(db);
  if (!url) return null;
  const cache = new SessionCache();
  const listener = listenForNotifications(url, SESSION_CHANNEL, {
    onNotify: (payload) => cache.onNotice(payload),
    onState: (on) => {
      cache.setActive(on);
      if (on) log.debug('session cache on (listening for session changes)');
      else log.warn('session cache off until the database connection for session changes is back');
    },
    onError: (err) => log.warn({ err }, 'session change listener: connection failed, retrying'),
  });
  return { cache, listener };
}
