/**
 * A cap on how many pool connections one HTTP request may hold at once, so a single request (a GraphQL
 * document with several root fields, a REST handler that fans out) cannot take the whole pool and make
 * other visitors' queries time out (issue 9).
 *
 * The API opens a scope per request (`withRequestDbLimit`); the PostgreSQL pool consults it in
 * `connect()`. Code needs no change: the scope travels with the request's async context. Queries outside
 * any scope (start-up, housekeeping) are not limited.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** A waiting request gave up: the pool stayed busy with this request's own queries for too long. */
export class DbBusyError extends Error {
  override name = 'DbBusyError';
  readonly code = 'FP_DB_BUSY';
}

export class Semaphore {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(readonly limit: number) {}

  /** Resolves with a release function; rejects with DbBusyError after timeoutMs. */
  acquire(timeoutMs: number): Promise<() => void> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        this.active++;
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        const i = this.queue.indexOf(grant);
        if (i >= 0) this.queue.splice(i, 1);
        reject(new DbBusyError(`waited more than ${timeoutMs} ms for a database connection`));
      }, timeoutMs);
      this.queue.push(grant);
    });
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.active--;
      this.queue.shift()?.();
    };
  }
}

const scope = new AsyncLocalStorage<Semaphore>();

/** Runs fn (and everything it starts) with at most `limit` pool connections held at once. */
export function withRequestDbLimit<T>(limit: number, fn: () => T): T {
  return scope.run(new Semaphore(limit), fn);
}

/** The current request's semaphore, if any. */
export function currentRequestDbLimit(): Semaphore | undefined {
  return scope.getStore();
}
