/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite (on disk, or in
 * memory for tests). Either way the same entities and hand-written migrations are used, and pending
 * migrations run before `openDatabase` resolves.
 *
 * Both drivers are set to return the same JS values: int8 as number (counts, bigserial ids and cents
 * stay far below 2^53) and `date` as the "YYYY-MM-DD" string (no time-zone shift); numeric stays a
 * string (columns that need a number use numberTransformer); timestamptz is a Date.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import {
  AccessRequestEntity,
  AuthKeyEntity,
  BillEntity,
  BillStatusChangeEntity,
  BlogCommentEntity,
  BlogEntity,
  CategoryEntity,
  CodeEntity,
  ContactMessageEntity,
  DatasetEntity,
  DiagnosisEntity,
  EmailOutboxEntity,
  EventEntity,
  FileItemEntity,
  FileReadingEntity,
  ImageItemEntity,
  PaymentEntity,
  PriceEntity,
  ProviderEntity,
  SessionEntity,
  StripeEventEntity,
  SystemEntity,
  TaskEntity,
  UserEntity,
  PriceSharingConsentEntity,
  SharedPriceEntity,
  SharedPriceOwnerEntity,
} from './entities';
import { MIGRATIONS } from './migrations';
import { recordRenamedMigrations } from './migrations/renamed';
import { pgliteDriverModule } from './pglite-pool';
import { currentRequestDbLimit } from './request-limit';

/** Every entity class, for the DataSource. */
export const ENTITIES = [
  SystemEntity,
  CodeEntity,
  CategoryEntity,
  DiagnosisEntity,
  DatasetEntity,
  ProviderEntity,
  PriceEntity,
  UserEntity,
  AuthKeyEntity,
  SessionEntity,
  EmailOutboxEntity,
  PaymentEntity,
  StripeEventEntity,
  ContactMessageEntity,
  AccessRequestEntity,
  BlogEntity,
  BlogCommentEntity,
  ImageItemEntity,
  EventEntity,
  BillEntity,
  BillStatusChangeEntity,
  FileItemEntity,
  FileReadingEntity,
  TaskEntity,
  PriceSharingConsentEntity,
  SharedPriceOwnerEntity,
  SharedPriceEntity,
];

export interface DbConfig {
  /** postgres://user:password@host:port/database. When set, PostgreSQL is used. */
  url?: string;
  /** PGlite data folder (created if missing). Default ./data/pg, resolved from the working directory. */
  pgliteDir?: string;
  /** PGlite in memory (tests); ignored when url is set. */
  memory?: boolean;
  /**
   * PGlite only: start from this data folder (a `dumpDataDir()` tarball) instead of a new one, e.g. a
   * migrated copy shared by the integration tests. Pending migrations still run.
   */
  pgliteLoadDataDir?: Blob;
  /** Log every SQL statement. */
  logging?: boolean;
  /** PostgreSQL pool size (pg `max`). Default 10. */
  poolSize?: number;
  /** How long to wait for PostgreSQL to accept a connection (or for a free one in the pool). Default 5000 ms. */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL `statement_timeout` of every pooled connection, in ms; 0 turns it off. Default 5000.
   * PGlite runs in this process and has no such timer: there the limit does not apply.
   */
  statementTimeoutMs?: number;
  /**
   * PGlite only: how long a statement waits for another connection's open transaction before it fails
   * as "database busy" (DbBusyError, answered 503 by the API). Default 15000 ms.
   */
  pgliteLockTimeoutMs?: number;
  /** Run pending migrations while opening. Default true; tools that revert migrations pass false. */
  runMigrations?: boolean;
}

export interface Database {
  dataSource: DataSource;
  kind: 'postgres' | 'pglite';
  /** The embedded instance, for tools (dumps, a socket server); undefined for PostgreSQL. */
  pglite?: PGlite;
  /** Closes the pool (PostgreSQL) or the embedded instance (PGlite). Safe to call twice. */
  close(): Promise<void>;
}

const OID_INT8 = 20;
const OID_DATE = 1082;
const OID_BOOL = 16;

const COMMON_OPTIONS = {
  type: 'postgres',
  entities: ENTITIES,
  migrations: MIGRATIONS,
  migrationsTableName: 'migrations',
  migrationsTransactionMode: 'each',
  synchronize: false,
  migrationsRun: false,
  // The migration creates the extensions it needs; uuid defaults are gen_random_uuid() (core since
  // PG 13), so TypeORM must not try to install uuid-ossp.
  installExtensions: false,
  uuidExtension: 'pgcrypto',
} as const;

/** pg type parsers for this pool only (pg's global `types` stay untouched). */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): unknown {
    if (oid === OID_INT8) return (value: string) => Number(value);
    if (oid === OID_DATE) return (value: string) => value;
    // pg's own typings overload on the format literal; the default parsers are what we want.
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

type PoolConnectCallback = (
  err: Error | undefined,
  client?: pg.PoolClient,
  release?: (err?: unknown) => void,
) => void;

/**
 * pg.Pool that honours the per-request connection cap (request-limit.ts): inside a request scope a
 * connection is only taken once the request holds a permit, and the permit returns with the connection.
 * TypeORM always connects with a callback and releases through the callback's `release`.
 */
class RequestLimitedPool extends pg.Pool {
  constructor(
    options: pg.PoolConfig,
    private readonly permitTimeoutMs: number,
  ) {
    super(options);
  }

  // @ts-expect-error -- pg's overloads (promise and callback forms) cannot be restated in one signature.
  override connect(callback?: PoolConnectCallback): Promise<pg.PoolClient> | void {
    const limit = currentRequestDbLimit();
    if (!limit || !callback) return callback ? super.connect(callback as never) : super.connect();
    limit.acquire(this.permitTimeoutMs).then(
      (permit) => {
        super.connect((err, client, release) => {
          if (err) {
            permit();
            callback(err);
            return;
          }
          callback(undefined, client, (e?: unknown) => {
            permit();
            release(e as Error | boolean | undefined);
          });
        });
      },
      (err: Error) => callback(err),
    );
  }
}

/** Host and port from a postgres URL, for messages (never the password). */
export function describePostgresTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}`;
  } catch {
    return 'the configured address';
  }
}

/** One clear sentence for a failed PostgreSQL connection. */
export function connectErrorMessage(url: string, err: unknown, timeoutMs = 5000): string {
  const first = err instanceof AggregateError && err.errors.length > 0 ? err.errors[0] : err;
  const e = (first ?? {}) as { code?: string; message?: string };
  const code = e.code ?? (err as { code?: string }).code;
  const message = (e.message || String(err)).replace(/\.$/, '');
  let reason: string;
  switch (code) {
    case 'ECONNREFUSED':
      reason = 'connection refused';
      break;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      reason = 'host not found';
      break;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      reason = 'host unreachable';
      break;
    case 'ETIMEDOUT':
      reason = `no answer within ${Math.round(timeoutMs / 1000)} s`;
      break;
    case '28P01':
      reason = 'password authentication failed';
      break;
    default:
      if (/timeout/i.test(message)) reason = `no answer within ${Math.round(timeoutMs / 1000)} s`;
      else if (/terminated unexpectedly/i.test(message))
        reason = 'the connection closed before the server answered';
      else reason = message;
  }
  return `Cannot connect to PostgreSQL at ${describePostgresTarget(url)}: ${reason}.`;
}

async function runPendingMigrations(dataSource: DataSource): Promise<void> {
  try {
    await recordRenamedMigrations(dataSource);
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (err) {
    await dataSource.destroy().catch(() => undefined);
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`Database migrations failed: ${message}`, { cause: err });
  }
}

/** The advisory lock key under which one process of the whole site migrates the database at a time. */
export const MIGRATION_LOCK_ID = 4_300_431;

/**
 * Runs `fn` (the migrations) holding a session advisory lock, on a connection of its own (outside the
 * pool, which may have a single connection): several hosts starting at once on one database migrate one
 * after the other, and each after the first finds nothing left to run. Without it two hosts ran the same
 * migration at once and one failed to start (issue 43's topology). A host that dies holding the lock
 * loses it with its connection.
 */
export async function withMigrationLock<T>(url: string, timeoutMs: number, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    application_name: 'fairprice-migrations',
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    throw new Error(connectErrorMessage(url, err, timeoutMs), { cause: err });
  }
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    return await fn();
  } finally {
    await client.end().catch(() => undefined);
  }
}

function closer(dataSource: DataSource): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= dataSource.isInitialized ? dataSource.destroy() : Promise.resolve();
    return closing;
  };
}

async function openPostgres(cfg: DbConfig & { url: string }): Promise<Database> {
  const timeoutMs = cfg.connectTimeoutMs ?? 5000;
  const statementTimeoutMs = cfg.statementTimeoutMs ?? 5000;
  // TypeORM builds its pool with `new driver.Pool(options)`; everything else comes from pg itself.
  const driver = Object.create(pg, {
    Pool: {
      value: class extends RequestLimitedPool {
        constructor(options: pg.PoolConfig) {
          super(options, timeoutMs);
        }
      },
    },
  }) as typeof pg;
  const options: DataSourceOptions = {
    ...COMMON_OPTIONS,
    url: cfg.url,
    driver,
    logging: cfg.logging ? 'all' : ['warn'],
    connectTimeoutMS: timeoutMs,
    applicationName: 'fairprice',
    extra: {
      max: cfg.poolSize ?? 10,
      connectionTimeoutMillis: timeoutMs,
      idleTimeoutMillis: 30_000,
      // One slow statement (a huge search, a lock wait) fails after this instead of holding a connection.
      ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
      types: pgTypes,
    },
  };
  const dataSource = new DataSource(options);
  try {
    await dataSource.initialize();
  } catch (err) {
    throw new Error(connectErrorMessage(cfg.url, err, timeoutMs), { cause: err });
  }
  if (cfg.runMigrations !== false)
    await withMigrationLock(cfg.url, timeoutMs, () => runPendingMigrations(dataSource)).catch(async (err) => {
      await dataSource.destroy().catch(() => undefined);
      throw err;
    });
  return { dataSource, kind: 'postgres', close: closer(dataSource) };
}

/**
 * PGlite's buffer cache, inside its WebAssembly memory (which never shrinks): 32 MB, not PostgreSQL's
 * 128 MB. Its pages are the embedded database's files, which the operating system caches anyway; the
 * smaller cache took the API's RSS at READY on the shipped data from 508 to 390 MB with the same start and
 * load times (docs/benchmarks/api-build.md). FP_PGLITE_SHARED_BUFFERS overrides it (for that bench).
 */
const PGLITE_SHARED_BUFFERS = process.env.FP_PGLITE_SHARED_BUFFERS ?? '32MB';

/** Loads PGlite and the contrib extensions (ESM-only typings, hence dynamic import). */
async function createPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  // PGlite loads Node built-ins with import(); jest's module sandbox only allows that with the flag.
  // Without it the process dies with an uncaught error from inside PGlite, so refuse clearly first.
  const nodeFlags = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`;
  if (process.env.JEST_WORKER_ID !== undefined && !nodeFlags.includes('--experimental-vm-modules')) {
    throw new Error('under jest, PGlite needs NODE_OPTIONS=--experimental-vm-modules');
  }
  const [{ PGlite }, { cube }, { earthdistance }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/cube'),
    import('@electric-sql/pglite/contrib/earthdistance'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({
    dataDir,
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    extensions: { cube, earthdistance, pg_trgm },
    parsers: {
      [OID_INT8]: (value: string) => Number(value),
      [OID_DATE]: (value: string) => value,
    },
    serializers: {
      // As typeorm-pglite does: send booleans as SQL literals PGlite always accepts.
      [OID_BOOL]: (value: unknown) => (value === true ? 'TRUE' : value === false ? 'FALSE' : String(value)),
    },
  });
}

async function openPglite(cfg: DbConfig): Promise<Database> {
  const dataDir = cfg.memory ? undefined : path.resolve(cfg.pgliteDir ?? './data/pg');
  let pglite: PGlite;
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    pglite = await createPglite(dataDir, cfg.pgliteLoadDataDir);
  } catch (err) {
    const where = dataDir ?? 'memory';
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`Cannot open the embedded database (PGlite) at ${where}: ${message}`, { cause: err });
  }
  const dataSource = new DataSource({
    ...COMMON_OPTIONS,
    driver: pgliteDriverModule(pglite, cfg.pgliteLockTimeoutMs),
    logging: cfg.logging ? 'all' : ['warn'],
  });
  try {
    await dataSource.initialize();
  } catch (err) {
    await pglite.close().catch(() => undefined);
    throw err;
  }
  if (cfg.runMigrations !== false) await runPendingMigrations(dataSource);
  const close = closer(dataSource);
  return {
    dataSource,
    kind: 'pglite',
    pglite,
    async close() {
      await close();
      // destroy() ends the pool, which closes PGlite; make sure even if TypeORM skipped it.
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Opens PostgreSQL (cfg.url) or PGlite and applies pending migrations. Rejects with one clear
 * sentence when the server cannot be reached (within connectTimeoutMs, default 5 s).
 */
export async function openDatabase(cfg: DbConfig = {}): Promise<Database> {
  if (cfg.url) return openPostgres({ ...cfg, url: cfg.url });
  return openPglite(cfg);
}
