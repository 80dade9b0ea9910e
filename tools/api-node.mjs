// How the API runs wherever it is started as deployed: `npm start` (tools/start.mjs) and the benchmarks
// (bench-support.ts startBenchApi). Cluster workers (WEB_CONCURRENCY) inherit the flags.
import path from 'node:path';

// --max-semi-space-size: a search allocates its answer's objects, the GraphQL result and the JSON text,
// all dead once sent. With V8's default young generation (16 MiB semi-spaces at most on 64-bit) the
// scavenger runs every few hundred searches and copies what is still in flight; larger semi-spaces make
// it run less often for the same work. Measured with bench:search-cpu and bench:search (docs/BENCHMARKS.md).
export const API_NODE_ARGS = ['--max-semi-space-size=32'];

/** The built API (tools/build-api.mjs), relative to the checkout. */
export const API_BUILD = 'dist/apps/api/main.cjs';

/**
 * The node arguments that run the API of the checkout at `root`: the built JavaScript, with no TypeScript
 * loader (build it first: tools/build-api.mjs). `extra` are more node flags (a benchmark's).
 */
export function apiCommand(root, extra = []) {
  return [...API_NODE_ARGS, ...extra, path.join(root, API_BUILD)];
}
