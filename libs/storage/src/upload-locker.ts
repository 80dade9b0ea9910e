/**
 * The lock every tus request takes on its upload (@tus/server's Locker), held across API hosts: a
 * PostgreSQL advisory lock per upload, on one connection per process kept for it. @tus/server's default
 * (MemoryLocker) holds only within one process, so two hosts, or two processes of WEB_CONCURRENCY, could
 * write the same upload at once (with @tus/s3-store, two parts under one number).
 *
 * - One connection per process holds every lock this process has, and listens on one channel: a request
 *   that finds an upload locked elsewhere asks the holder to let go (NOTIFY with the upload id), as
 *   MemoryLocker asks within a process; the holder's request then stops within @tus/server's drain time
 *   (3 s) and unlocks.
 * - Advisory locks belong to the connection's session: when a process dies its connection closes and
 *   PostgreSQL frees its locks at once, so another host resumes the upload without waiting for a lease.
 * - If that connection is lost, its locks are gone: every request holding one is asked to stop, and the
 *   next lock opens a new connection.
 * - Within the process, locks are kept in a map first (one session may take an advisory lock twice).
 */
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Lock, Locker, RequestRelease } from '@tus/server';

const CHANNEL = 'fp_upload_lock';
/** First key of the two-part advisory lock (the second is hashtext(upload id)): 0x7475, "tu". */
const LOCK_SPACE = 29813;

/** Answered when the lock stays held elsewhere: tus clients try again after a 423. */
export const UPLOAD_BUSY = {
  status_code: 423,
  body: 'This upload is being written by another request. Try again in a few seconds.\n',
};

export interface UploadLockerOptions {
  /** How long a request waits for the lock before answering 423. Default 10 s. */
  acquireTimeoutMs?: number;
  /** How often it tries again meanwhile. Default 100 ms. */
  retryMs?: number;
  onError?: (err: Error) => void;
}

interface Held {
  release: RequestRelease;
  /** The connection the advisory lock was taken on (null while it is being taken). */
  client: pg.Client | null;
}

export class PgUploadLocker implements Locker {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly held = new Map<string, Held>();
  private closed = false;
  readonly acquireTimeoutMs: number;
  readonly retryMs: number;

  constructor(
    private readonly url: string,
    private readonly opts: UploadLockerOptions = {},
  ) {
    this.acquireTimeoutMs = opts.acquireTimeoutMs ?? 10_000;
    this.retryMs = opts.retryMs ?? 100;
  }

  newLock(id: string): Lock {
    return new PgUploadLock(id, this);
  }

  /** Uploads locked by this process now (for tests and logs). */
  get heldCount(): number {
    return this.held.size;
  }

  private connection(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('The upload locker is closed.'));
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const c = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: 5000,
      application_name: 'fairprice-upload-locks',
      // Idle between uploads: keep-alive lets a dead peer be noticed.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    c.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      const held = this.held.get(n.payload);
      if (held?.client === c) void held.release();
    });
    c.on('error', (err) => this.lost(c, err));
    c.on('end', () => this.lost(c, null));
    try {
      await c.connect();
      // The server's side too: a host lost without closing its connection (power, network) holds its
      // uploads' locks until PostgreSQL sees the peer is gone, by default after two hours of TCP
      // keep-alive (the topology test's power loss: every resume got 423). Here after about 25 s.
      await c.query(
        'SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 3',
      );
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      c.removeAllListeners();
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
      throw err;
    }
    this.client = c;
    return c;
  }

  /** The connection is gone and its locks with it: the requests holding them are asked to stop. */
  private lost(c: pg.Client, err: Error | null) {
    if (this.client !== c) return;
    this.client = null;
    c.removeAllListeners();
    c.on('error', () => undefined);
    c.end().catch(() => undefined);
    if (err && !this.closed) this.opts.onError?.(err);
    for (const [id, held] of this.held)
      if (held.client === c) {
        this.held.delete(id);
        void held.release();
      }
  }

  /**
   * One attempt: true when this request now holds the upload. Otherwise the holder is asked to let go (in
   * this process directly, elsewhere by a notice when `ask`).
   */
  async tryLock(id: string, release: RequestRelease, ask: boolean): Promise<Held | null> {
    const local = this.held.get(id);
    if (local) {
      await local.release();
      return null;
    }
    // Taken in the map before the first await, so two requests of this process never both get it.
    const mine: Held = { release, client: null };
    this.held.set(id, mine);
    try {
      const c = await this.connection();
      const { rows } = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [
        LOCK_SPACE,
        id,
      ]);
      if (rows[0]?.ok && this.held.get(id) === mine && this.client === c) {
        mine.client = c;
        return mine;
      }
      if (rows[0]?.ok) await c.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, id]);
      else if (ask) await c.query('SELECT pg_notify($1, $2)', [CHANNEL, id]);
    } catch (err) {
      if (this.held.get(id) === mine) this.held.delete(id);
      throw err;
    }
    if (this.held.get(id) === mine) this.held.delete(id);
    return null;
  }

  async unlock(id: string, mine: Held): Promise<void> {
    if (this.held.get(id) !== mine) return; // lost with its connection; nothing is held any more
    this.held.delete(id);
    const c = mine.client;
    if (c && c === this.client)
      await c.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, id]).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    const c = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    for (const held of this.held.values()) void held.release();
    this.held.clear();
    if (c) {
      c.removeAllListeners();
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
    }
  }
}

class PgUploadLock implements Lock {
  private mine: Held | null = null;

  constructor(
    private readonly id: string,
    private readonly locker: PgUploadLocker,
  ) {}

  async lock(stop: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    for (let attempt = 0; ; attempt++) {
      if (stop.aborted) throw UPLOAD_BUSY;
      // The holder is asked once a second, not at every attempt.
      const ask = attempt % Math.max(1, Math.round(1000 / this.locker.retryMs)) === 0;
      this.mine = await this.locker.tryLock(this.id, requestRelease, ask);
      if (this.mine) return;
      if (Date.now() >= deadline) throw UPLOAD_BUSY;
      await sleep(this.locker.retryMs, undefined, { signal: stop }).catch(() => undefined);
    }
  }

  async unlock(): Promise<void> {
    const mine = this.mine;
    this.mine = null;
    if (mine) await this.locker.unlock(this.id, mine);
  }
}
