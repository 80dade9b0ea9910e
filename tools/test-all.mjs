#!/usr/bin/env node
// `npm test`: every tier in turn: unit (jest), integration (jest, on PGlite and on the PostgreSQL server),
// browser (Playwright in Chromium). Ends with one plain line: `N passed, N failed[, N skipped]`, summed
// over every run; the line before it says how many distinct tests those runs were.
// The node24 tier (tools/node24-check.mjs: npm ci --dry-run, the unit tier and a start with a search on
// Node 24) runs when asked by name or with FP_TEST_NODE24=1, as CI does; it needs the npm registry.
// FP_TEST_SIDE_BY_SIDE=1 runs the tiers in two lanes: integration beside e2e, then unit and node24 (see runInLanes).
//
// Green means something ran: a tier whose runner did not report (no result file, a database missing
// from the integration results) fails, and so does a tier that ran fewer tests than its floor below (a
// stray `.only`, a pattern or a skip that hides most of a tier). Raise a floor when a tier grows.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-web.mjs';
import { failureLines } from './failure-lines.mjs';

// A little under the counts of 2026-11-29 (CI of that day): unit 1,273; integration 446 per database, a few
// of them on PostgreSQL only (892 runs over both); e2e 155. A tier that loses more than a few tests fails.
const FLOORS = { unit: 1250, integrationPerDatabase: 430, e2e: 150 };
const DATABASES = ['pglite', 'postgres'];

if (process.argv.includes('--help')) {
  console.log(`usage: node tools/test-all.mjs [unit|integration|e2e|node24 ...]
Runs the named tiers (default: unit, integration, e2e; node24 too with FP_TEST_NODE24=1).
The integration tier always runs on both databases (${DATABASES.join(' and ')}); TEST_DB is ignored here.
FP_TEST_SIDE_BY_SIDE=1 runs the tiers in two lanes: integration beside e2e, unit and node24 in the lane
that ends first (output printed per tier).
A tier fails when its runner gives no result or it ran fewer tests than its floor:
  unit ${FLOORS.unit}, integration ${FLOORS.integrationPerDatabase} per database, e2e ${FLOORS.e2e}.`);
  process.exit(0);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-test-'));
const only = process.argv.slice(2);
const tiers = [
  {
    name: 'unit',
    cmd: ['node_modules/jest/bin/jest.js', '-c', 'jest.config.js', '--json', `--outputFile=${tmp}/unit.json`],
    parse: (file) => withFloor(jestResult(file), FLOORS.unit, 'unit'),
    file: 'unit.json',
  },
  {
    name: 'integration',
    cmd: ['tools/run-integration.mjs', `--json=${tmp}/integration`],
    parse: integrationResult,
    file: 'integration',
    // npm test answers for both databases: a TEST_DB left in the shell must not quietly drop one.
    env: { TEST_DB: 'both' },
  },
  {
    name: 'e2e',
    cmd: ['node_modules/@playwright/test/cli.js', 'test', '-c', 'apps/web-e2e/playwright.config.ts'],
    parse: (file) => withFloor(e2eResult(file), FLOORS.e2e, 'e2e'),
    file: 'e2e.json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/e2e.json` },
  },
  {
    name: 'node24',
    cmd: ['tools/node24-check.mjs', `--json=${tmp}/node24.json`],
    parse: node24Result,
    file: 'node24.json',
    optional: true,
  },
].filter((t) =>
  only.length === 0 ? !t.optional || process.env.FP_TEST_NODE24 === '1' : only.includes(t.name),
);
const unknown = only.filter((name) => !tiers.some((t) => t.name === name));
if (unknown.length > 0) {
  console.error(`Unknown tier ${unknown.join(', ')} (see --help)`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
if (process.env.TEST_DB && process.env.TEST_DB !== 'both' && tiers.some((t) => t.name === 'integration')) {
  console.log(
    `\n!!! TEST_DB=${process.env.TEST_DB} is ignored: npm test runs the integration tier on ${DATABASES.join(' and ')}.` +
      `\n!!! For one database use: TEST_DB=${process.env.TEST_DB} node tools/run-integration.mjs [pattern]`,
  );
}

/**
 * A tier's result: `counts` (runs, summed into the closing line), `distinct` (how many different tests
 * those runs were) and `problems` (reasons the tier fails although no test did).
 */
function jestResult(file) {
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  // A suite that failed to run at all (syntax error, missing module) counts as one failure.
  const broken = j.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  const counts = {
    passed: j.numPassedTests,
    failed: j.numFailedTests + broken,
    skipped: j.numPendingTests + j.numTodoTests,
  };
  // The same test on two databases has the database's name in its title: one distinct test.
  const ids = j.testResults.flatMap((r) =>
    r.assertionResults.map((a) =>
      `${path.relative(process.cwd(), r.name)} ${a.fullName}`.replace(
        /\b(pglite|postgres|PGlite|PostgreSQL)\b/g,
        'db',
      ),
    ),
  );
  return { counts, ids: new Set(ids), ran: counts.passed + counts.failed, problems: [] };
}

function withFloor(result, floor, label) {
  if (result.ran < floor)
    result.problems.push(`${label} ran ${result.ran} tests, fewer than its floor of ${floor}`);
  return result;
}

function integrationResult(dir) {
  const total = { counts: { passed: 0, failed: 0, skipped: 0 }, ids: new Set(), ran: 0, problems: [] };
  for (const kind of DATABASES) {
    const file = path.join(dir, `${kind}.json`);
    if (!fs.existsSync(file)) {
      total.problems.push(`no integration results for ${kind}`);
      continue;
    }
    const r = withFloor(jestResult(file), FLOORS.integrationPerDatabase, `integration on ${kind}`);
    for (const k of Object.keys(total.counts)) total.counts[k] += r.counts[k];
    for (const id of r.ids) total.ids.add(id);
    total.ran += r.ran;
    total.problems.push(...r.problems);
  }
  return total;
}

function e2eResult(file) {
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
  const counts = {
    passed: s.expected ?? 0,
    failed: (s.unexpected ?? 0) + (s.flaky ?? 0),
    skipped: s.skipped ?? 0,
  };
  const ran = counts.passed + counts.failed;
  // Playwright runs each test once here (retries: 0): runs and distinct tests are the same.
  return { counts, distinct: ran + counts.skipped, ran, problems: [] };
}

// The node24 tier reruns the unit tests (counted as runs, not as new tests) plus its own checks.
function node24Result(file) {
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  const counts = { passed: j.passed, failed: j.failed, skipped: j.skipped };
  const unitRuns = j.unit ? j.unit.passed + j.unit.failed + j.unit.skipped : 0;
  const own = counts.passed + counts.failed + counts.skipped - unitRuns;
  const result = { counts, distinct: own, ran: own, problems: [] };
  const unitRan = j.unit ? j.unit.passed + j.unit.failed : 0;
  if (unitRan < FLOORS.unit)
    result.problems.push(`node24 unit tier ran ${unitRan} tests, fewer than ${FLOORS.unit}`);
  return result;
}

const total = { passed: 0, failed: 0, skipped: 0 };
/** Tiers that failed, with why, repeated at the end of the output. */
const failures = [];
const distinctIds = new Set();
let distinctOthers = 0;
let runs = 0;
let exit = 0;
/** Runs a tier's command; with `log`, its output goes there instead of the terminal. Answers the exit status. */
function runTier(t, log) {
  return new Promise((resolve) => {
    const out = log ? fs.openSync(log, 'w') : undefined;
    const child = spawn(process.execPath, t.cmd, {
      stdio: out === undefined ? 'inherit' : ['ignore', out, out],
      env: { ...process.env, ...(t.env ?? {}) },
    });
    child.on('close', (code) => {
      if (out !== undefined) fs.closeSync(out);
      resolve(code ?? 1);
    });
  });
}

// FP_TEST_SIDE_BY_SIDE=1 (set by .ci/run; see docs/benchmarks/ci-time.md): the tiers run in two lanes.
// Each lane takes the next tier of LANE_ORDER when its last one ends, so the integration tier (its PGlite
// run keeps one core busy, its PostgreSQL run mostly waits on the server) runs beside the browser tier
// (which mostly waits on Chromium and the server), and the short unit and node24 tiers follow in whichever
// lane ends first. Each tier writes its own log, printed whole in tier order at the end, with one line
// as each tier ends. The web build the browser tier and the integration tier's server rendering use is
// brought up to date first, so `npm start` does not rebuild it under the other lane.
const LANE_ORDER = ['integration', 'e2e', 'unit', 'node24'];
// FP_TEST_LANES=3 (not set by CI; untried) would start unit and node24 at once beside the other two.
const LANES = Math.max(2, Number.parseInt(process.env.FP_TEST_LANES ?? '2', 10) || 2);
const sideBySide = process.env.FP_TEST_SIDE_BY_SIDE === '1';
const statuses = new Map();
const seconds = new Map();
const started = Date.now();
const since = (t0) => Math.round((Date.now() - t0) / 1000);
async function runInLanes() {
  if (tiers.some((t) => t.name === 'e2e') && buildIfStale() !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  const queue = LANE_ORDER.flatMap((n) => tiers.filter((t) => t.name === n));
  console.log(`\n=== ${queue.map((t) => t.name).join(', ')} tests, in ${LANES} lanes side by side ===`);
  const lane = async () => {
    for (let t = queue.shift(); t; t = queue.shift()) {
      const t0 = Date.now();
      console.log(`--- ${t.name} tier started at ${since(started)} s`);
      const code = await runTier(t, path.join(tmp, `${t.name}.log`));
      statuses.set(t.name, code);
      seconds.set(t.name, since(t0));
      console.log(`--- ${t.name} tier ended at ${since(started)} s (${since(t0)} s, exit ${code})`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(LANES, queue.length) }, lane));
}
if (sideBySide && tiers.length > 1) await runInLanes();

for (const t of tiers) {
  console.log(`\n=== ${t.name} tests ===`);
  let status = statuses.get(t.name);
  if (status === undefined) {
    const t0 = Date.now();
    status = await runTier(t);
    seconds.set(t.name, since(t0));
  } else process.stdout.write(fs.readFileSync(path.join(tmp, `${t.name}.log`)));
  const r = { status };
  let result;
  const file = path.join(tmp, t.file);
  try {
    result = t.parse(file);
  } catch {
    // The runner failed before reporting: no result is a failure, never zero tests passed.
    result = {
      counts: { passed: 0, failed: 0, skipped: 0 },
      distinct: 0,
      problems: [`no result at ${file}`],
    };
  }
  const { counts } = result;
  runs += counts.passed + counts.failed + counts.skipped; // before the failures that stand for problems
  if (result.problems.length > 0) counts.failed += 1;
  for (const p of result.problems) console.log(`!!! ${t.name} tier failed: ${p}`);
  if (r.status !== 0 && counts.failed === 0) counts.failed = 1;
  if (r.status !== 0 || counts.failed > 0) exit = 1;
  console.log(`${t.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  if (r.status !== 0 || counts.failed > 0) failures.push({ tier: t.name, status, problems: result.problems });
  console.log(`${t.name} took ${seconds.get(t.name)} s`);
  for (const k of Object.keys(total)) total[k] += counts[k];
  if (result.ids) for (const id of result.ids) distinctIds.add(`${t.name} ${id}`);
  else distinctOthers += result.distinct;
}
// What failed, said again at the end: CI's log may be shortened to its last lines, and a tier's own report
// of a failure may lie far above them (the integration tier's is printed before the browser tier's).
if (failures.length > 0) {
  console.log('\n=== what failed (said again here) ===');
  for (const f of failures) {
    console.log(`${f.tier}: exit ${f.status}${f.problems.length ? `; ${f.problems.join('; ')}` : ''}`);
    const log = path.join(tmp, `${f.tier}.log`);
    if (!fs.existsSync(log)) continue;
    const lines = fs.readFileSync(log, 'utf8').split('\n');
    // jest names each failure twice (as it happens and in its summary): each once, with its message.
    const said = failureLines(lines);
    for (const l of said) console.log(`  ${l}`);
    if (said.length === 0) for (const l of lines.slice(-20)) console.log(`  ${l.trimEnd()}`);
  }
}
console.log(
  `\nThe tests took ${since(started)} s${sideBySide && tiers.length > 1 ? ` in ${LANES} lanes` : ''}.`,
);
const fmt = (n) => n.toLocaleString('en-US');
const repeats = [
  tiers.some((t) => t.name === 'integration') && 'the integration tests once per database',
  tiers.some((t) => t.name === 'node24') &&
    `the unit tests on Node ${process.versions.node.split('.')[0]} and Node 24`,
].filter(Boolean);
console.log(
  `\n${fmt(distinctIds.size + distinctOthers)} distinct tests, ${fmt(runs)} runs` +
    (repeats.length > 0 ? ` (${repeats.join('; ')})` : ''),
);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(exit);
