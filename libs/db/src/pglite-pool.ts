/**
 * A minimal `pg`-compatible driver module over one PGlite instance, for TypeORM's postgres driver
 * (`driver: pgliteDriverModule(db)`).
 *
 * Why not `typeorm-pglite`: its PGliteDriver keeps the PGlite instance in a process-wide static, so two
 * open databases in one process (two test databases, an app and a tool) silently share one instance,
 * and closing one closes the other. This module binds each TypeORM pool to the instance it was given.
 *
 * PGlite is a single session. TypeORM hands out several "connections" from the pool; to keep one
 * connection's transaction from swallowing another connection's statements, a gate lets only the
 * connection that owns the open transaction run until it commits or rolls back. Others queue. A
 * statement that waits longer than `lockTimeoutMs` fails with a DbBusyError instead of hanging: under load
 * the API answers it as any overloaded database (503, "try again"); when it keeps happening it is almost
 * always code running a query outside a transaction's own EntityManager while it is open.
 */
import { EventEmitter } from 'node:events';
import type { PGlite, Results } from '@electric-sql/pglite';
import type { DataSource } from 'typeorm';
import { DbBusyError } from './request-limit';

/** The subset of a node-postgres result that TypeORM reads. */
export interface PgLikeResult {
  command: string;
  rowCount: number;
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
}

type QueryCallback = (err: Error | null, result?: PgLikeResult) => void;
type ConnectCallback = (err: Error | null, client?: PGliteClient, release?: (err?: unknown) => void) => void;

interface Waiter {
  client: PGliteClient;
  resolve: () => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/** Serializes statements and keeps an open transaction to the connection that began it. */
class TransactionGate {
  private busy = false;
  private owner: PGliteClient | null = null;
  private readonly waiters: Waiter[] = [];

  constructor(
    private readonly db: PGlite,
    private readonly lockTimeoutMs: number,
  ) {}

  async run<T>(client: PGliteClient, fn: () => Promise<T>): Promise<T> {
    await this.acquire(client);
    try {
      return await fn();
    } finally {
      // The server knows best whether a transaction is open (BEGIN, COMMIT, errors, savepoints...).
      this.owner = !this.db.closed && this.db.isInTransaction() ? client : null;
      this.busy = false;
      this.pump();
    }
  }

  ownedBy(client: PGliteClient): boolean {
    return this.owner === client;
  }

  private canRun(client: PGliteClient): boolean {
    return !this.busy && (this.owner === null || this.owner === client);
  }

  private acquire(client: PGliteClient): Promise<void> {
    if (this.canRun(client)) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        client,
        resolve,
        reject,
        timer: setTimeout(() => {
          const i = this.waiters.indexOf(waiter);
          if (i >= 0) this.waiters.splice(i, 1);
          reject(
            new DbBusyError(
              `PGlite: a statement waited more than ${Math.round(this.lockTimeoutMs / 1000)} s for another ` +
                `connection's open transaction; inside a transaction, run every query through that ` +
                `transaction's EntityManager.`,
            ),
          );
        }, this.lockTimeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  private pump(): void {
    if (this.busy) return;
    const i = this.waiters.findIndex((w) => this.owner === null || w.client === this.owner);
    if (i < 0) return;
    const [next] = this.waiters.splice(i, 1);
    clearTimeout(next.timer);
    this.busy = true;
    next.resolve();
  }
}

function toPgResult(r: Results | undefined, sql: string): PgLikeResult {
  const rows = (r?.rows ?? []) as unknown[];
  return {
    command: r?.command ?? sql.trim().split(/\s+/, 1)[0]?.toUpperCase() ?? '',
    rowCount: r?.rowCount ?? r?.affectedRows ?? rows.length,
    rows,
    fields: r?.fields ?? [],
  };
}

/** One pool "connection": all of them share the PGlite session through the gate. */
export class PGliteClient extends EventEmitter {
  constructor(
    private readonly db: PGlite,
    private readonly gate: TransactionGate,
  ) {
    super();
  }

  query(text: string, params?: unknown[] | QueryCallback, callback?: QueryCallback): Promise<PgLikeResult> {
    const cb = typeof params === 'function' ? params : callback;
    const values = typeof params === 'function' ? undefined : params;
    const run = this.gate.run(this, async () => {
      if (values && values.length > 0) return toPgResult(await this.db.query(text, values), text);
      // Without parameters use the simple protocol, which accepts several statements (migrations);
      // like pg, answer with the last statement's result.
      const all = await this.db.exec(text);
      return toPgResult(all[all.length - 1], text);
    });
    if (cb) {
      run.then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      );
    }
    return run;
  }

  /** Called when TypeORM releases the connection; never leave a transaction open behind it. */
  async releaseConnection(): Promise<void> {
    if (this.gate.ownedBy(this) && !this.db.closed) {
      await this.query('ROLLBACK').catch(() => undefined);
    }
  }
}

/** pg.Pool look-alike. `end()` closes the PGlite instance: the pool owns it. */
export class PGlitePool extends EventEmitter {
  private readonly gate: TransactionGate;

  constructor(
    private readonly db: PGlite,
    lockTimeoutMs: number,
  ) {
    super();
    this.gate = new TransactionGate(db, lockTimeoutMs);
  }

  connect(callback?: ConnectCallback): Promise<PGliteClient> {
    const client = new PGliteClient(this.db, this.gate);
    const release = (): void => {
      void client.releaseConnection();
    };
    if (this.db.closed) {
      const err = new Error('PGlite: the database is closed.');
      callback?.(err);
      return Promise.reject(err);
    }
    callback?.(null, client, release);
    return Promise.resolve(client);
  }

  query(text: string, params?: unknown[] | QueryCallback, callback?: QueryCallback): Promise<PgLikeResult> {
    return new PGliteClient(this.db, this.gate).query(text, params, callback);
  }

  end(callback?: (err?: Error | null) => void): Promise<void> {
    const done = this.db.closed ? Promise.resolve() : this.db.close();
    return done.then(
      () => callback?.(null),
      (err: Error) => {
        if (callback) callback(err);
        else throw err;
      },
    );
  }
}

/** Each driver module made below → its instance (see pgliteOf). */
const INSTANCES = new WeakMap<object, PGlite>();

/**
 * The object TypeORM expects as `driver` (a stand-in for the `pg` module): it only uses `Pool`.
 * `lockTimeoutMs` bounds how long a statement waits for another connection's transaction.
 */
export function pgliteDriverModule(db: PGlite, lockTimeoutMs = 15_000): { Pool: new () => PGlitePool } {
  const driver = {
    Pool: class extends PGlitePool {
      constructor() {
        super(db, lockTimeoutMs);
      }
    },
  };
  INSTANCES.set(driver, db);
  return driver;
}

/** The embedded instance behind a data source opened on PGlite; undefined for PostgreSQL. */
export function pgliteOf(dataSource: DataSource): PGlite | undefined {
  const driver = (dataSource.options as { driver?: unknown }).driver;
  return typeof driver === 'object' && driver !== null ? INSTANCES.get(driver) : undefined;
}
