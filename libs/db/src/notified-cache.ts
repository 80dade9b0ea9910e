/**
 * Rows of a table kept in memory after they are read, right across API processes: the table announces
 * each change (a trigger sends the row's id with pg_notify, "*" for a truncate; see CHANGE_CHANNELS and
 * the migrations that create the triggers), and each process LISTENs on a connection of its own
 * (change-feed.ts). The rules that keep a cache right:
 *
 * - It is used only while LISTEN holds. When the connection drops the cache is emptied and turned off
 *   (notices sent meanwhile are lost); it turns back on, empty, once LISTEN holds again.
 * - A read that raced with a change is not kept: a read takes a ticket before its query, and its row is
 *   stored only if no notice for that id (nor "*") came in between. A notice that arrives later evicts
 *   the row then.
 * - A process that writes a row evicts it itself once written, without waiting for its own notice.
 * - An entry lives at most a maximum age (a minute by default) and never past the row's own expiry.
 *
 * What may be answered from a cache, and what must read the row, is the caller's decision (sessions:
 * apps/api/src/http/session.ts; accounts: libs/pricing/src/allowance.ts).
 */
import { WeightedLru } from './lru';

const MAX_ENTRIES = 50_000;
const MAX_AGE_MS = 60_000;
/** Recent per-id notices remembered for the tickets of reads in flight; past this, all reads start over. */
const MAX_NOTICES = 10_000;

interface Entry {
  /** The value as JSON: each reader gets its own copy to change. */
  json: string;
  /** Epoch ms: the row's own expiry, or the maximum age after caching, whichever is first. */
  validUntil: number;
}

/** Taken before a session query; store() keeps the row only if nothing changed that id since. */
export interface ReadTicket {
  readonly epoch: number;
  readonly seq: number;
}

export class NotifiedCache<V> {
  private readonly entries: WeightedLru<string, Entry>;
  /** Bumped by "*", by turning on or off and when `notices` overflows: every ticket before it is void. */
  private epoch = 0;
  private seq = 0;
  /** id → seq of its last notice. */
  private readonly notices = new Map<string, number>();
  private on = false;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs = MAX_AGE_MS,
    maxEntries = MAX_ENTRIES,
  ) {
    this.entries = new WeightedLru<string, Entry>(maxEntries);
  }

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

  /** A copy of the cached value, or undefined. */
  get(id: string): V | undefined {
    if (!this.on) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.validUntil <= this.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return JSON.parse(entry.json) as V;
  }

  ticket(): ReadTicket {
    return { epoch: this.epoch, seq: this.seq };
  }

  /**
   * Keeps a row read with `ticket`, unless a notice for it (or "*") came in since; never past `expiresAt`
   * (when the row itself stops being valid).
   */
  store(id: string, data: V, ticket: ReadTicket, expiresAt: Date | null = null): void {
    if (!this.on || ticket.epoch !== this.epoch || (this.notices.get(id) ?? -1) > ticket.seq) return;
    const validUntil = Math.min(expiresAt?.getTime() ?? Infinity, this.now() + this.maxAgeMs);
    if (validUntil <= this.now()) return;
    this.entries.set(id, { json: JSON.stringify(data ?? {}), validUntil });
  }

  /** A change to one row (a notice, or this process's own write). */
  forget(id: string): void {
    this.entries.delete(id);
    if (this.notices.size >= MAX_NOTICES) {
      this.forgetAll();
      return;
    }
    this.notices.delete(id);
    this.notices.set(id, ++this.seq);
  }

  /** Every row may have changed. */
  forgetAll(): void {
    this.entries.clear();
    this.notices.clear();
    this.epoch++;
  }

  /** What a notice on the table's channel says: a row's id, or "*" for all. */
  onNotice(payload: string): void {
    if (payload === '*' || payload === '') this.forgetAll();
    else this.forget(payload);
  }
}
