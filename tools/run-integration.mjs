#!/usr/bin/env node
// Integration tests run once per database: embedded PGlite and the real PostgreSQL server
// (TEST_DATABASE_URL, default postgres://root@127.0.0.1:5432/test). Each suite makes its own fresh
// database. `TEST_DB=pglite` or `TEST_DB=postgres` runs one of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const jsonArg = process.argv.find((a) => a.startsWith('--json='));
const jsonDir = jsonArg?.slice('--json='.length);
const rest = process.argv.slice(2).filter((a) => !a.startsWith('--json='));
if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
const kinds = (process.env.TEST_DB ?? 'both') === 'both' ? ['pglite', 'postgres'] : [process.env.TEST_DB];

let status = 0;
for (const kind of kinds) {
  console.log(`\n--- integration tests on ${kind} ---`);
  const args = [
    '--experimental-vm-modules',
    '--no-warnings=ExperimentalWarning',
    'node_modules/jest/bin/jest.js',
    '-c',
    'jest.integration.config.js',
    '--passWithNoTests',
    ...rest,
  ];
  if (jsonDir) args.push('--json', `--outputFile=${path.join(jsonDir, `${kind}.json`)}`);
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, TEST_DB: kind } });
  if (r.status !== 0) status = r.status ?? 1;
}
process.exit(status);
