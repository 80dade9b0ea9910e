// Runs CMS's validator (@cmsgov/hpt-validator, an ES module) on one file in its own process and
// prints the result as JSON on stdout. Arguments: <file> <json|csv> <version> <maxErrors>.
import { createReadStream } from 'node:fs';
import { validateCsv, validateJson } from '@cmsgov/hpt-validator';

const [file, kind, version, maxErrors] = process.argv.slice(2);
const options = { maxErrors: Number(maxErrors) || 1000 };
const input = createReadStream(file);
const result =
  kind === 'json' ? await validateJson(input, version, options) : await validateCsv(input, version, options);
const out = {
  valid: result.valid,
  errors: result.errors.map((e) => ({ path: e.path, field: e.field ?? null, message: e.message })),
  alerts: result.alerts.length,
  // Peak resident memory of this process, in kB, for the benchmark.
  maxRssKb: process.resourceUsage().maxRSS,
};
process.stdout.write(JSON.stringify(out), () => process.exit(0));
