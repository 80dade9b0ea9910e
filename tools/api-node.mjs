// How the API runs wherever it is started as deployed: `npm start` (tools/start.mjs) and the benchmarks
// (bench-support.ts startBenchApi). Cluster workers (WEB_CONCURRENCY) inherit the flags.
import path from 'node:path';

// --max-semi-space-size: a search allocates its answer's objects, the GraphQL result and the JSON text,
// all dead once sent. With V8's default young generation (16 MiB semi-spaces at most on 64-bit) the
// scavenger runs every few hundred searches and copies what is still in flight; larger semi-spaces make
// it run less often for the same work. Measured with bench:search-cpu and bench:search (docs/BENCHMARKS.md).
export const API_NODE_ARGS = ['--max-semi-space-size=32'];

/**
 * The flags for a given node version (`process.version` of the binary that runs the API). Every request runs
 * in an AsyncLocalStorage scope (libs/db request-limit.ts: the request's share of the database connections).
 * Node 24 keeps that context in V8's continuation data (AsyncContextFrame, its default); Node 22 keeps it
 * with async hooks on every promise unless `--experimental-async-context-frame` (22.7 and later) says
 * otherwise: with it, 3–9 % less CPU per search on Node 22.23 (bench:search-cpu, random mix, two runs each
 * way, docs/benchmarks/api-build.md). Node 20 has no such flag.
 */
export function apiNodeArgsFor(version = process.version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  const frames = (major === 22 && minor >= 7) || major === 23;
  return frames ? [...API_NODE_ARGS, '--experimental-async-context-frame'] : API_NODE_ARGS;
}

/** The built API (tools/build-api.mjs), relative to the checkout. */
export const API_BUILD = 'dist/apps/api/main.cjs';

/**
 * The node arguments that run the API of the checkout at `root`: the built JavaScript, with no TypeScript
 * loader (build it first: tools/build-api.mjs). `extra` are more node flags (a benchmark's).
 */
export function apiCommand(root, extra = [], version = process.version) {
  return [...apiNodeArgsFor(version), ...extra, path.join(root, API_BUILD)];
}
