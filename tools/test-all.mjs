#!/usr/bin/env node
// `npm test`: every tier in turn: unit (jest), integration (jest, on PGlite and on the PostgreSQL server),
// browser (Playwright in Chromium). Ends with one plain line: `N passed, N failed[, N skipped]`.
// The node24 tier (tools/node24-check.mjs: npm ci --dry-run, the unit tier and a start with a search on
// Node 24) runs when asked by name or with FP_TEST_NODE24=1, as CI does; it needs the npm registry.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-test-'));
const only = process.argv.slice(2);
const tiers = [
  {
    name: 'unit',
    cmd: ['node_modules/jest/bin/jest.js', '-c', 'jest.config.js', '--json', `--outputFile=${tmp}/unit.json`],
    parse: jestCounts,
    file: 'unit.json',
  },
  {
    name: 'integration',
    cmd: ['tools/run-integration.mjs', `--json=${tmp}/integration`],
    parse: integrationCounts,
    file: 'integration',
  },
  {
    name: 'e2e',
    cmd: ['node_modules/@playwright/test/cli.js', 'test', '-c', 'apps/web-e2e/playwright.config.ts'],
    parse: e2eCounts,
    file: 'e2e.json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/e2e.json` },
  },
  {
    name: 'node24',
    cmd: ['tools/node24-check.mjs', `--json=${tmp}/node24.json`],
    parse: (file) => JSON.parse(fs.readFileSync(file, 'utf8')),
    file: 'node24.json',
    optional: true,
  },
].filter((t) =>
  only.length === 0 ? !t.optional || process.env.FP_TEST_NODE24 === '1' : only.includes(t.name),
);

function jestCounts(file) {
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  // A suite that failed to run at all (syntax error, missing module) counts as one failure.
  const broken = j.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  return {
    passed: j.numPassedTests,
    failed: j.numFailedTests + broken,
    skipped: j.numPendingTests + j.numTodoTests,
  };
}
function integrationCounts(dir) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const c = jestCounts(path.join(dir, f));
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  }
  return total;
}
function e2eCounts(file) {
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  const s = j.stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
}

const total = { passed: 0, failed: 0, skipped: 0 };
let exit = 0;
for (const t of tiers) {
  console.log(`\n=== ${t.name} tests ===`);
  const r = spawnSync(process.execPath, t.cmd, {
    stdio: 'inherit',
    env: { ...process.env, ...(t.env ?? {}) },
  });
  let counts;
  try {
    counts = t.parse(path.join(tmp, t.file));
  } catch {
    counts = { passed: 0, failed: 1, skipped: 0 }; // the runner itself failed before reporting
  }
  if (r.status !== 0 && counts.failed === 0) counts.failed = 1;
  if (r.status !== 0) exit = 1;
  console.log(`${t.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const k of Object.keys(total)) total[k] += counts[k];
}
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(exit);
