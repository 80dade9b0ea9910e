#!/usr/bin/env node
// Fails when the committed generated code differs from what schema.graphql and the documents produce.
import { execSync } from 'node:child_process';

execSync('npm run --silent codegen', { stdio: 'inherit' });
const changed = execSync('git status --porcelain -- "*__generated__*"', { encoding: 'utf8' }).trim();
if (changed) {
  console.error(`Generated code is out of date; run \`npm run codegen\` and commit:\n${changed}`);
  process.exit(1);
}
console.log('codegen: generated code matches schema.graphql and the documents');
