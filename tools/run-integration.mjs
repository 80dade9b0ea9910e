#!/usr/bin/env node
// Integration tests run once per database: embedded PGlite and the real PostgreSQL server
// (TEST_DATABASE_URL, default postgres://root@127.0.0.1:5432/test). Each suite makes its own fresh
// database. `TEST_DB=pglite` or `TEST_DB=postgres` runs one of them (said on the first line, so a
// TEST_DB left in the shell is seen). A pattern that matches no test fails: jest exits 1 on no tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { SSR_ENTRY, viteBuild } from './build-web.mjs';

const jsonArg = process.argv.find((a) => a.startsWith('--json='));
const jsonDir = jsonArg?.slice('--json='.length);
const rest = process.argv.slice(2).filter((a) => !a.startsWith('--json='));
if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
const kinds = (process.env.TEST_DB ?? 'both') === 'both' ? ['pglite', 'postgres'] : [process.env.TEST_DB];
if (kinds.some((k) => k !== 'pglite' && k !== 'postgres')) {
  console.error(`TEST_DB must be pglite, postgres or both, not ${process.env.TEST_DB}`);
  process.exit(1);
}
if (kinds.length === 1) console.log(`Integration tests on ${kinds[0]} only (TEST_DB=${kinds[0]}).`);

// The two databases run at the same time (PGlite works in this process's CPU, PostgreSQL mostly in the
// server's), each writing to a log that is printed whole when it ends, so the outputs do not interleave.
// FP_INTEGRATION_SERIAL=1 runs them one after the other with live output.
const serial = process.env.FP_INTEGRATION_SERIAL === '1' || kinds.length < 2;

function argsFor(kind) {
  const args = [
    '--experimental-vm-modules',
    '--no-warnings=ExperimentalWarning',
    'node_modules/jest/bin/jest.js',
    '-c',
    'jest.integration.config.js',
    ...rest,
  ];
  if (jsonDir) args.push('--json', `--outputFile=${path.join(jsonDir, `${kind}.json`)}`);
  // FP_PGLITE_WORKERS=2: the PGlite run's suites on two jest workers (each suite has its own database in
  // its own process), for when its one core is the long pole and the PostgreSQL run leaves CPU free.
  const workers = Number(process.env.FP_PGLITE_WORKERS ?? 1);
  if (kind === 'pglite' && Number.isInteger(workers) && workers > 1) args.push(`--maxWorkers=${workers}`);
  return args;
}

// Each suite's database is a copy of one migrated per run (libs/db/src/testing.ts), not initdb and every
// migration again: the PGlite run's first test database leaves a copy of its data folder in this folder,
// and on PostgreSQL the first one makes fp_tpl_<run>. Both are per run (removed at the end), never stale.
const runTag = randomBytes(4).toString('hex');
const pgliteTemplateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-pglite-template-'));
process.on('exit', () => fs.rmSync(pgliteTemplateDir, { recursive: true, force: true }));

/**
 * The run's PostgreSQL databases (fp_tpl_<run>, fp_test_<run>_*), deleted together after the run: the
 * suites leave them, as each DROP DATABASE waits for a checkpoint and several at once share one.
 */
async function dropRunDatabases() {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
  const admin = async (fn) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  const { rows } = await admin((c) =>
    c.query(`SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR starts_with(datname, $2)`, [
      `fp_test_${runTag}_`,
      `fp_tpl_${runTag}`,
    ]),
  );
  const queue = rows.map((r) => r.datname);
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  };
  await Promise.all([1, 2, 3, 4].map(worker));
  return rows.length;
}

// Ctrl-C or a kill: the runs end (the signal is passed on) and the normal end still deletes this run's
// databases and template folder.
const children = new Set();
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => children.forEach((c) => c.kill(sig)));

/**
 * A run that ends on a signal or without its results (jest killed, out of memory, a crash outside a test)
 * says so in a line of its own: the runner above (tools/test-all.mjs) repeats such lines at the end of
 * its output, where CI's shortened log still shows them.
 */
function saidHowItEnded(kind, code, signal, output = '') {
  const missing = jsonDir && !fs.existsSync(path.join(jsonDir, `${kind}.json`));
  if (!signal && !missing) return;
  console.log(
    `!!! integration tests on ${kind} ended with ${signal ? `signal ${signal}` : `exit code ${code}`}` +
      (missing ? ', without writing their results' : ''),
  );
  // What it printed last (an out-of-memory report, a crash's stack): said with the same mark.
  const last = output.trimEnd().split('\n').slice(-15);
  if (output) for (const line of last) console.log(`!!!   ${line}`);
}

function runKind(kind) {
  return new Promise((resolve) => {
    // Tests that use no database (the bill reader's) run once: in the PostgreSQL run when there is one,
    // because the PGlite run (the database in the test's own process) is the longer of the two.
    const databaseFree = kinds.includes('postgres') ? 'postgres' : kinds[0];
    const env = {
      ...process.env,
      TEST_DB: kind,
      FP_DATABASE_FREE: kind === databaseFree ? 'run' : 'skip',
      FP_PGLITE_TEMPLATE_DIR: pgliteTemplateDir,
      FP_TEST_RUN: runTag,
    };
    const finish = async (code) => {
      if (kind === 'postgres') {
        try {
          await dropRunDatabases();
        } catch (err) {
          console.log(`Could not delete this run's test databases (fp_test_${runTag}_*): ${err.message}`);
        }
      }
      resolve(code ?? 1);
    };
    if (serial) {
      console.log(`\n--- integration tests on ${kind} ---`);
      const child = spawn(process.execPath, argsFor(kind), { stdio: 'inherit', env });
      children.add(child);
      child.on('close', (code, signal) => {
        saidHowItEnded(kind, code, signal);
        finish(code);
      });
      return;
    }
    const log = path.join(os.tmpdir(), `fp-integration-${process.pid}-${kind}.log`);
    const out = fs.openSync(log, 'w');
    const child = spawn(process.execPath, argsFor(kind), { stdio: ['ignore', out, out], env });
    children.add(child);
    child.on('close', (code, signal) => {
      fs.closeSync(out);
      console.log(`\n--- integration tests on ${kind} ---`);
      const output = fs.readFileSync(log, 'utf8');
      process.stdout.write(output);
      fs.rmSync(log, { force: true });
      saidHowItEnded(kind, code, signal, output);
      finish(code);
    });
  });
}

// The first-view spec renders with the real server build of the web app: made once here, before the two
// databases run side by side (two builds into one folder at once would spoil each other).
if (!fs.existsSync(SSR_ENTRY)) {
  console.log('Building the server rendering of the web app for the first-view tests…');
  if (viteBuild({ ssr: true }) !== 0) process.exit(1);
}

let status = 0;
if (serial) {
  for (const kind of kinds) {
    const code = await runKind(kind);
    if (code !== 0) status = code;
  }
} else {
  const codes = await Promise.all(kinds.map(runKind));
  status = codes.find((c) => c !== 0) ?? 0;
}
process.exit(status);
