/**
 * `npm run bench:corpus`: the bad-input corpus (apps/api/src/hardening/corpus.ts) against a real started
 * server, to see that it refuses without 5xx and that its memory comes back.
 *
 * 1. Starts the API as a child process on BENCH_PORT (default 3322), production mode, on a fresh embedded
 *    database in a temp folder with demo prices (or on BENCH_DATABASE_URL, a PostgreSQL database).
 * 2. Warms it up with a few ordinary searches, then reads its resident memory (RSS, from /proc).
 * 3. Sends the corpus BENCH_ROUNDS times (default 3), printing the answers by status and the RSS after
 *    each round, and RSS again after 10 s of rest; checks /healthz at the end.
 * Exits 1 when any answer was a 5xx or the server stopped answering.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The corpus belongs to the API's tests; this benchmark is its only other user, so it reads it in place.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { badInputCorpus, runCorpus } from '../apps/api/src/hardening/corpus';

const root = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3322);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const base = `http://127.0.0.1:${PORT}`;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

async function startApi(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      PGLITE_DIR: path.join(dataDir, 'pg'),
      FILES_DIR: path.join(dataDir, 'files'),
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_bench_not_used',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
      LOG_LEVEL: 'fatal',
      SEED_DEMO: 'true',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the API did not become ready in 180 s');
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function warmUp(): Promise<void> {
  const search = JSON.stringify({
    query: 'query S($i: ProviderSearchInput!) { searchProviders(input: $i) { count hits { id name } } }',
    variables: { i: { diagnosisSlug: 'pneumonia', lat: 30.2672, lng: -97.7431 } },
  });
  for (let i = 0; i < 20; i++) {
    const r = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: search,
    });
    await r.arrayBuffer();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-bench-corpus-'));
  const api = await startApi(dataDir);
  let failed = false;
  try {
    await warmUp();
    const corpus = badInputCorpus();
    const before = rssMb(api.pid!);
    console.log(`corpus: ${corpus.length} requests per round, ${ROUNDS} rounds; RSS before ${before} MB`);
    const total: Record<number, number> = {};
    for (let round = 1; round <= ROUNDS; round++) {
      const started = performance.now();
      const r = await runCorpus(base, corpus);
      const ms = Math.round(performance.now() - started);
      for (const [s, n] of Object.entries(r.byStatus)) total[Number(s)] = (total[Number(s)] ?? 0) + n;
      const refused = Object.entries(r.byStatus)
        .filter(([s]) => Number(s) >= 400)
        .reduce((n, [, c]) => n + c, 0);
      console.log(
        `round ${round}: ${r.total} requests in ${ms} ms, ${refused} refused, by status ${JSON.stringify(r.byStatus)}; RSS ${rssMb(api.pid!)} MB`,
      );
      if (r.failures.length > 0) {
        failed = true;
        console.log(`  5xx or network errors: ${r.failures.join('; ')}`);
      }
    }
    await new Promise((r) => setTimeout(r, 10_000));
    const health = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    const after = rssMb(api.pid!);
    const fivexx = Object.entries(total)
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, c]) => n + c, 0);
    console.log(
      `total by status ${JSON.stringify(total)}; 5xx: ${fivexx}; /healthz ${health}; RSS before ${before} MB, after 10 s rest ${after} MB (${after >= before ? '+' : ''}${Math.round((after - before) * 10) / 10} MB)`,
    );
    if (health !== 200 || fivexx > 0) failed = true;
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => (api.exitCode !== null ? r(null) : api.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
