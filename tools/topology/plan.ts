/**
 * The topology's layout (tools/topology, `npm run topology`): which network namespace holds what, at which
 * address, and where each part keeps its files. Everything lives under one folder (TOPOLOGY_DIR) and in
 * namespaces whose names start with `fp-`, so `down` can find and remove all of it.
 */
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
/** Every file of a running topology: data directories, logs, the balancer's config and socket. */
export const DIR = process.env.TOPOLOGY_DIR?.trim() || '/tmp/fp-topology';
export const LOGS = path.join(DIR, 'logs');
export const BRIDGE = 'fp-br0';
export const SUBNET = '10.77.0';
/** Debian's PostgreSQL 15 binaries. */
export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const PG_DB = 'fairprice';
export const S3_BUCKET = 'bills';
export const API_PORT = 3000;
export const HAPROXY_SOCKET = path.join(DIR, 'haproxy.sock');

export type Role = 'client' | 'balancer' | 'api' | 'pg-primary' | 'pg-replica' | 's3';

export interface Host {
  /** Network namespace, also the host's name in logs. */
  ns: string;
  ip: string;
  role: Role;
  /** The root namespace's end of the host's veth pair (15 characters at most). */
  veth: string;
}

const host = (ns: string, last: number, role: Role): Host => ({
  ns,
  ip: `${SUBNET}.${last}`,
  role,
  veth: `fpv-${ns.slice(3)}`,
});

export const CLIENT = host('fp-client', 100, 'client');
export const BALANCER = host('fp-lb', 10, 'balancer');
export const APIS = [host('fp-api1', 11, 'api'), host('fp-api2', 12, 'api'), host('fp-api3', 13, 'api')];
export const PG_PRIMARY = host('fp-pg1', 21, 'pg-primary');
export const PG_REPLICA = host('fp-pg2', 22, 'pg-replica');
export const S3 = host('fp-s3', 30, 's3');

/** In the order `up` starts them; `down` stops them in the reverse order. */
export const HOSTS: Host[] = [PG_PRIMARY, PG_REPLICA, S3, ...APIS, BALANCER, CLIENT];

export const SITE_URL = `http://${BALANCER.ip}`;
export const PRIMARY_URL = `postgres://postgres@${PG_PRIMARY.ip}:5432/${PG_DB}`;
export const REPLICA_URL = `postgres://postgres@${PG_REPLICA.ip}:5432/${PG_DB}`;
export const S3_ENDPOINT = `http://${S3.ip}:9000`;

export const pgDataDir = (h: Host) => path.join(DIR, h.ns.slice(3));
export const apiDir = (h: Host) => path.join(DIR, h.ns.slice(3));
/** The API server's name in the balancer's configuration (api1, api2, api3). */
export const apiName = (h: Host) => h.ns.slice(3);

/**
 * What every API host runs with: the same settings and secrets, its own address and working folder.
 * NODE_ENV=development because the site is served over plain http inside the namespaces: production sets
 * the session cookie `Secure`, which a browser would not send back over http. The abuse limits are raised:
 * the load driver is one client address behind the balancer.
 */
export function apiEnv(h: Host): Record<string, string> {
  const dir = apiDir(h);
  return {
    NODE_ENV: 'development',
    PORT: String(API_PORT),
    HOST: h.ip,
    PUBLIC_URL: SITE_URL,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: PRIMARY_URL,
    // Read by the API once reads can go to a replica (issue 43); ignored before.
    DATABASE_REPLICA_URL: REPLICA_URL,
    DATABASE_POOL_SIZE: '10',
    WEB_DIST: path.join(ROOT, 'dist/apps/web'),
    SEED: 'demo',
    READ_MODEL_FILE: 'none',
    // A bill reading's time limit; with the reading on a job queue, a lost host's reading is retried once
    // it has run out (a one-page bill reads in seconds), so the test need not wait the default 5 minutes.
    READ_TIMEOUT_SECONDS: '60',
    FILES_DIR: path.join(dir, 'files'),
    S3_BUCKET,
    S3_ENDPOINT,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    STRIPE_WEBHOOK_SECRET: 'whsec_topology_shared',
    LOGIN_RATE_LIMIT: '100000',
    EMAIL_RATE_LIMIT: '100000',
    API_RATE_LIMIT: '1000000',
  };
}
