/**
 * Reads that may be answered by a PostgreSQL replica (DATABASE_REPLICA_URL): a second DataSource whose
 * pool hands out replica connections while the replica answers, and the primary's connections when it
 * does not, so the services given it (the price data, the map search, the catalogue) keep answering.
 *
 * - A connection the replica refuses (or does not give within `connectTimeoutMs`) is taken from the
 *   primary instead, in the same request; the replica is then left alone for `retryMs` (every read goes
 *   to the primary meanwhile), and tried again by the next read after that.
 * - A statement that fails on a replica connection because of the connection or the server (the
 *   connection closed, the server shutting down or in recovery conflict; not an error of the statement
 *   itself) is run again on the primary at once, and the replica is left alone likewise.
 * - Writes never go through it: only read-only services are given it. On a hot standby a write would fail.
 */
import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';

export interface ReplicaLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface ReplicaConfig {
  url: string;
  poolSize?: number;
  /** How long to wait for a replica connection before reading from the primary. Default 2000 ms. */
  connectTimeoutMs?: number;
  /** After a failure, how long every read goes to the primary before the replica is tried again. Default 5000 ms. */
  retryMs?: number;
  statementTimeoutMs?: number;
}

export interface Replica {
  /** The DataSource read-only services are given. */
  dataSource: DataSource;
  /** False while reads go to the primary because the replica failed. */
  readonly healthy: boolean;
  /**
   * Since the start: statements the replica answered, and reads the primary took instead (a connection
   * given in its place, or a statement run again).
   */
  readonly counts: { replica: number; primary: number };
  close(): Promise<void>;
}

type ConnectCallback = (
  err: Error | undefined,
  client?: pg.PoolClient,
  release?: (err?: Error | boolean) => void,
) => void;

/**
 * Errors that say the replica cannot answer now, as opposed to the statement's own (syntax, data, a
 * statement timeout): no SQLSTATE (the socket), connection exceptions (08), operator intervention (57,
 * except 57014 query_canceled), insufficient resources (53), system errors (58), a recovery conflict
 * (40001 on a standby), an unknown database (3D000) or refused credentials (28).
 */
export function replicaCannotAnswer(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  if (code === '57014') return false;
  return /^(08|57|53|58|3D|28)/.test(code) || code === '40001';
}

class Health {
  private downUntil = 0;
  readonly counts = { replica: 0, primary: 0 };

  constructor(
    private readonly retryMs: number,
    private readonly log: ReplicaLog,
  ) {}

  get healthy(): boolean {
    return Date.now() >= this.downUntil;
  }

  failed(err: unknown): void {
    const wasHealthy = this.downUntil === 0;
    this.downUntil = Date.now() + this.retryMs;
    if (wasHealthy)
      this.log.warn(
        { err, retryMs: this.retryMs },
        'database replica not answering; its reads go to the primary, the replica is tried again every few seconds',
      );
  }

  answered(): void {
    if (this.downUntil === 0) return;
    this.downUntil = 0;
    this.log.info({}, 'database replica answering again; reads go back to it');
  }
}

const WRAPPED = Symbol('fp.replicaClient');

/**
 * A replica client whose failed statements (replicaCannotAnswer) run again on the primary. Only the
 * promise form with a text and values is taken over (what TypeORM sends); streams pass through.
 */
function withFallback(client: pg.PoolClient, primary: pg.Pool, health: Health): pg.PoolClient {
  const tagged = client as pg.PoolClient & { [WRAPPED]?: true };
  if (tagged[WRAPPED]) return client;
  tagged[WRAPPED] = true;
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const plain = typeof text === 'string' && args.length <= 2 && typeof values !== 'function';
    if (!plain) return original(...args);
    return (original(text, values) as Promise<pg.QueryResult>).then(
      (result) => {
        health.counts.replica++;
        health.answered();
        return result;
      },
      (err: unknown) => {
        if (!replicaCannotAnswer(err)) throw err;
        health.failed(err);
        health.counts.primary++;
        return primary.query(text, values as unknown[]);
      },
    );
  };
  return client;
}

/** The replica's pool: replica connections while it answers, the primary's otherwise. */
function replicaPoolClass(primary: () => pg.Pool, health: Health) {
  return class ReplicaPool extends pg.Pool {
    // @ts-expect-error -- pg's overloads (promise and callback forms) cannot be restated in one signature.
    override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
      if (!callback) return super.connect();
      if (!health.healthy) {
        health.counts.primary++;
        return void primary().connect(callback as never);
      }
      super.connect((err, client, release) => {
        if (err || !client) {
          health.failed(err);
          health.counts.primary++;
          primary().connect(callback as never);
          return;
        }
        callback(undefined, withFallback(client, primary(), health), release);
      });
    }
  };
}

/** Opens the replica's DataSource beside an open primary one (PostgreSQL). Never fails on the replica's account. */
export async function openReplica(
  primary: DataSource,
  cfg: ReplicaConfig,
  log: ReplicaLog,
): Promise<Replica> {
  const health = new Health(cfg.retryMs ?? 5000, log);
  const primaryPool = () => (primary.driver as unknown as { master: pg.Pool }).master;
  const connectTimeoutMs = cfg.connectTimeoutMs ?? 2000;
  const statementTimeoutMs = cfg.statementTimeoutMs ?? 5000;
  const base = primary.options as DataSourceOptions & { extra?: Record<string, unknown> };
  const driver = Object.create(pg, { Pool: { value: replicaPoolClass(primaryPool, health) } }) as typeof pg;
  const dataSource = new DataSource({
    ...base,
    url: cfg.url,
    driver,
    applicationName: 'fairprice-replica',
    connectTimeoutMS: connectTimeoutMs,
    migrationsRun: false,
    extra: {
      ...base.extra,
      max: cfg.poolSize ?? 10,
      connectionTimeoutMillis: connectTimeoutMs,
      ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    },
  } as DataSourceOptions);
  // The pool's first connection checks the server; an unreachable replica gives the primary's.
  await dataSource.initialize();
  return {
    dataSource,
    get healthy() {
      return health.healthy;
    },
    counts: health.counts,
    close: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}
