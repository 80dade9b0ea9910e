/**
 * Configuration from environment variables, with safe defaults for a laptop. Every variable read here is
 * listed in .env.example and the README. A malformed value is a ConfigError with one clear sentence.
 */
import path from 'node:path';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host?: string;
  publicUrl: string;
  /** CHECKOUT_RETURN_HOSTS: other host[:port] names a checkout may return to (PUBLIC_URL's host always may). */
  checkoutReturnHosts: string[];
  databaseUrl?: string;
  /**
   * DATABASE_REPLICA_URL: a PostgreSQL replica (a streaming standby) the public data is read from: the
   * price data, the map search, the catalogue, the hospital directory and price files. Writes and a
   * signed-in person's own data stay on DATABASE_URL; while the replica does not answer those reads go
   * there too. Ignored without DATABASE_URL (PGlite has no replica).
   */
  databaseReplicaUrl?: string;
  databasePoolSize: number;
  /**
   * API processes serving the one port (node:cluster), WEB_CONCURRENCY; 1 without DATABASE_URL (the
   * embedded database belongs to one process). Sessions, counters and limits live in the database, so
   * the processes behave as one site.
   */
  webConcurrency: number;
  /** PostgreSQL statement_timeout per pooled connection (ms; 0 = off). */
  dbStatementTimeoutMs: number;
  /** How many pool connections one HTTP request may hold at once. */
  dbRequestConnections: number;
  pgliteDir: string;
  logLevel: string;
  trustProxy: boolean;
  webDist: string;
  routerMode: 'history' | 'hash';
  /**
   * What an empty database gets at start: the shipped CMS snapshot (data/cms, loaded in the background),
   * the generated demo hospitals (tests, offline demos) or nothing.
   */
  seed: 'snapshot' | 'demo' | 'none';
  /** Folder of the shipped snapshot files (default data/cms of the repository). */
  snapshotDir?: string;
  /** HPT_FILES (not in production): hospital price files imported at start, `<file>[=<CCN>]` each. */
  hptFiles: StartupPriceFile[];
  smtpUrl?: string;
  mailFrom: string;
  /** Where contact form messages and access requests are sent. */
  staffEmail: string;
  /** Per-client limits on sign-in attempts (per 15 minutes) and on requests that send e-mail (per hour). */
  rateLimits: {
    login: { limit: number; windowMs: number };
    email: { limit: number; windowMs: number };
  };
  /** Per-client requests to the API as a whole (/api and /graphql) per minute; 0 = off. */
  apiRateLimit: { limit: number; windowMs: number };
  /** Bill reading per account: files queued or being read at once, and pages read per UTC day. */
  /** READ_MAX_QUEUED, READ_PAGES_PER_DAY, READ_TIMEOUT_SECONDS (a reading's time limit; its job expires a minute later). */
  readLimits: { maxQueued: number; pagesPerDay: number; timeoutSeconds: number };
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  stripeApiBase?: string;
  stripePriceIds: string[];
  mapboxToken?: string;
  mapStyleUrl?: string;
  billHelpUrl: string;
  filesDir: string;
  /**
   * Where this process keeps the map search's read model between starts, keyed by the data's fingerprint
   * (libs/pricing search-index-file.ts); null (READ_MODEL_FILE=none, and by default in tests): not kept.
   */
  readModelFile: string | null;
  s3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    /** Bucket in the path rather than the host name (most self-hosted S3 servers). */
    forcePathStyle: boolean;
  };
  /** Upload limits: one file, and all of one user's files (bytes). */
  files: {
    maxFileBytes: number;
    quotaBytes: number;
    /** S3 only: downloads redirect to a signed URL valid this long; 0 streams through the API. */
    signedUrlSeconds: number;
  };
  /** FILES_SWEEP_MINUTES: the API sweeps stored files this often (one process per period); 0 turns it off. */
  filesSweepMinutes: number;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** WEB_CONCURRENCY: 1 to 16 API processes; more than one needs PostgreSQL (DATABASE_URL). */
function webConcurrency(env: Env): number {
  const n = int(env, 'WEB_CONCURRENCY', 1, 1, 16);
  if (n > 1 && !env.DATABASE_URL?.trim()) {
    throw new ConfigError(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database (PGlite) serves one process only.',
    );
  }
  return n;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}".`);
  }
  return Number(raw);
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false; got "${env[name]}".`);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')}); got a malformed value.`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}; got ${parsed.protocol}//.`);
  }
  return raw;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!allowed.includes(raw as T))
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}; got "${raw}".`);
  return raw as T;
}

/** A hospital price file imported at start (HPT_FILES). */
export interface StartupPriceFile {
  file: string;
  /** The hospital's CCN; for a .jsonl file it may come from the file's name. */
  ccn?: string;
  /** For a .jsonl file: the date its prices are from (YYYY-MM-DD), when known. */
  date?: string;
}

/**
 * HPT_FILES: comma-separated `<file>[=<CCN>][@<YYYY-MM-DD>]`, paths relative to the working folder; the
 * date (for a normalized .jsonl file) is the date its prices are from.
 */
function hptFiles(env: Env, cwd: string, isProduction: boolean): StartupPriceFile[] {
  const raw = env.HPT_FILES?.trim();
  if (!raw) return [];
  if (isProduction)
    throw new ConfigError(
      'HPT_FILES is for development and tests; in production use npm run import -- --hpt <file>.',
    );
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      // The date follows the file's name (and CCN), so an "@" inside a folder name stays in the path.
      const m = /^(.*?\.(?:jsonl|json|csv)(?:\.gz)?(?:\s*=[^@]*)?)\s*@(.*)$/i.exec(entry);
      const rawDate = m ? m[2].trim() : undefined;
      const [file, ccn] = (m ? m[1] : entry).split('=').map((s) => s.trim());
      const realDate = (d: string) => {
        const t = /^\d{4}-\d{2}-\d{2}$/.test(d) ? Date.parse(`${d}T00:00:00Z`) : NaN;
        return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
      };
      if (rawDate !== undefined && !realDate(rawDate))
        throw new ConfigError(`HPT_FILES: "${rawDate}" is not a date written YYYY-MM-DD.`);
      if (rawDate !== undefined && !/\.jsonl(\.gz)?$/i.test(file))
        throw new ConfigError(
          `HPT_FILES: a date (@${rawDate}) is for a normalized .jsonl file; "${file}" carries its own last_updated_on.`,
        );
      // A CCN (5 digits get their leading zero back), or a provider id such as a demo hospital's DEMO01.
      if (ccn !== undefined && !/^[A-Z0-9]{5,6}$/i.test(ccn))
        throw new ConfigError(`HPT_FILES: "${ccn}" is not a CMS Certification Number (6 digits).`);
      return {
        file: path.resolve(cwd, file),
        ccn: ccn && /^\d{5}$/.test(ccn) ? `0${ccn}` : ccn?.toUpperCase(),
        ...(rawDate !== undefined ? { date: rawDate } : {}),
      };
    });
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const isProduction = nodeEnv === 'production';
  const port = int(env, 'PORT', 3000, 0, 65535);
  // No SESSION_SECRET: session ids are 256-bit random values stored only as SHA-256 hashes, so there is
  // nothing to sign. A leftover SESSION_SECRET in an environment is ignored.
  const stripeSecretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const databasePoolSize = int(env, 'DATABASE_POOL_SIZE', 20, 1, 500);
  if (isProduction && !stripeSecretKey) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY must be set when NODE_ENV=production (the local test checkout is refused there).',
    );
  }
  const live = stripeSecretKey?.startsWith('sk_live_') ?? false;
  const priceIds = (live ? env.STRIPE_PRICE_IDS_LIVE : env.STRIPE_PRICE_IDS_TEST) ?? '';
  const bucket = env.S3_BUCKET?.trim();

  return {
    env: nodeEnv,
    isProduction,
    port,
    host: env.HOST?.trim() || undefined,
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    checkoutReturnHosts: (env.CHECKOUT_RETURN_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseReplicaUrl: url(env, 'DATABASE_REPLICA_URL', ['postgres:', 'postgresql:']),
    databasePoolSize,
    webConcurrency: webConcurrency(env),
    dbStatementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 5000, 0, 600_000),
    // A quarter of the pool by default: one request can never take the connections other visitors need.
    dbRequestConnections: int(
      env,
      'DB_REQUEST_CONNECTIONS',
      Math.max(1, Math.floor(databasePoolSize / 4)),
      1,
      databasePoolSize,
    ),
    pgliteDir: path.resolve(cwd, env.PGLITE_DIR?.trim() || 'data/pg'),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'warn' : 'info'),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    webDist: path.resolve(cwd, env.WEB_DIST?.trim() || 'dist/apps/web'),
    routerMode: oneOf(env, 'ROUTER_MODE', ['history', 'hash'] as const, 'history'),
    // SEED_DEMO=false (older setting, still used by tests and the search benchmark) means SEED=none.
    seed: env.SEED?.trim()
      ? oneOf(env, 'SEED', ['snapshot', 'demo', 'none'] as const, 'snapshot')
      : bool(env, 'SEED_DEMO', true)
        ? 'snapshot'
        : 'none',
    snapshotDir: env.SNAPSHOT_DIR?.trim() ? path.resolve(cwd, env.SNAPSHOT_DIR.trim()) : undefined,
    hptFiles: hptFiles(env, cwd, isProduction),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM?.trim() || 'FairPrice Health <no-reply@localhost>',
    staffEmail: env.STAFF_EMAIL?.trim() || 'staff@localhost',
    rateLimits: {
      login: { limit: int(env, 'LOGIN_RATE_LIMIT', 10, 1, 100000), windowMs: 15 * 60_000 },
      email: { limit: int(env, 'EMAIL_RATE_LIMIT', 20, 1, 100000), windowMs: 60 * 60_000 },
    },
    apiRateLimit: { limit: int(env, 'API_RATE_LIMIT', 600, 0, 1_000_000), windowMs: 60_000 },
    readLimits: {
      maxQueued: int(env, 'READ_MAX_QUEUED', 10, 1, 1000),
      pagesPerDay: int(env, 'READ_PAGES_PER_DAY', 100, 1, 100_000),
      timeoutSeconds: int(env, 'READ_TIMEOUT_SECONDS', 300, 10, 3600),
    },
    stripeSecretKey,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
    stripeApiBase: url(env, 'STRIPE_API_BASE', ['http:', 'https:']),
    stripePriceIds: priceIds
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    mapboxToken: env.MAPBOX_TOKEN?.trim() || undefined,
    mapStyleUrl: url(env, 'MAP_STYLE_URL', ['http:', 'https:']),
    billHelpUrl:
      url(env, 'BILL_HELP_URL', ['http:', 'https:']) ??
      'https://www.consumerfinance.gov/consumer-tools/medical-debt/',
    filesDir: path.resolve(cwd, env.FILES_DIR?.trim() || 'data/files'),
    readModelFile: readModelFile(env, cwd, nodeEnv),
    s3: bucket
      ? {
          bucket,
          region: env.S3_REGION?.trim() || 'us-east-1',
          endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
          accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
          forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
        }
      : undefined,
    files: {
      maxFileBytes: int(env, 'FILE_MAX_BYTES', 1_048_576_000, 1, Number.MAX_SAFE_INTEGER),
      quotaBytes: int(env, 'FILE_QUOTA_BYTES', 5 * 1024 ** 3, 1, Number.MAX_SAFE_INTEGER),
      signedUrlSeconds: int(env, 'S3_SIGNED_URL_SECONDS', 0, 0, 7 * 24 * 3600),
    },
    filesSweepMinutes: int(env, 'FILES_SWEEP_MINUTES', 60, 0, 7 * 24 * 60),
  };
}

/** The subset of configuration the browser needs; nothing secret. */
export function clientConfig(cfg: AppConfig) {
  return {
    routerMode: cfg.routerMode,
    mapboxToken: cfg.mapboxToken ?? null,
    mapStyleUrl: cfg.mapStyleUrl ?? null,
    billHelpUrl: cfg.billHelpUrl,
    testCheckout: !cfg.stripeSecretKey,
    devPages: !cfg.isProduction,
  };
}

/** READ_MODEL_FILE: a path, or `none`; by default data/cache/read-model.bin (none in tests). */
function readModelFile(env: Env, cwd: string, nodeEnv: string): string | null {
  const set = env.READ_MODEL_FILE?.trim();
  if (set === 'none' || (!set && nodeEnv === 'test')) return null;
  return path.resolve(cwd, set || 'data/cache/read-model.bin');
}
