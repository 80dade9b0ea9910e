// How the API runs wherever it is started as deployed: `npm start` (tools/start.mjs) and the benchmarks
// (bench-support.ts startBenchApi). Cluster workers (WEB_CONCURRENCY) inherit the flags.
import path from 'node:path';

// --max-semi-space-size: a search allocates its answer's objects, the GraphQL result and the JSON text,
// all dead once sent. The young generation they are allocated in is two semi-spaces, resident once used.
// - Node 20 and 22 (V8 11–12): at most 16 MiB semi-spaces by default; 32 makes the scavenger run half as
//   often for the same work: 16 costs Node 22.23 20 % more CPU a GraphQL search (bench:search-cpu, random
//   mix, 583/586 against 713/695 µs).
// - Node 24 (V8 13.6) makes them 32 MiB on a machine with 24 GiB, and 16 costs it no more than the noise
//   between rounds (472 µs a GraphQL search with 16 against 456 with 32, 475 against 448 REST, where one
//   setting's two rounds differ by up to 150 µs; 16, 32 and 64 within the noise in an earlier session),
//   while a process holds 32 MiB less from its start: 222 against 254 MB once ready, 441 against 485 MB
//   under load (docs/benchmarks/api-build.md, "Memory once ready").
// So 16 on Node 24 and later, 32 before.
export const API_NODE_ARGS = ['--max-semi-space-size=16'];
const OLDER_NODE_ARGS = ['--max-semi-space-size=32'];

/**
 * The flags for a given node version (`process.version` of the binary that runs the API): the young
 * generation's size above, and on Node 22 AsyncLocalStorage as Node 24 keeps it. Every request runs
 * in an AsyncLocalStorage scope (libs/db request-limit.ts: the request's share of the database connections).
 * Node 24 keeps that context in V8's continuation data (AsyncContextFrame, its default); Node 22 keeps it
 * with async hooks on every promise unless `--experimental-async-context-frame` (22.7 and later) says
 * otherwise: with it, 3–9 % less CPU per search on Node 22.23 (bench:search-cpu, random mix, two runs each
 * way, docs/benchmarks/api-build.md). Node 20 has no such flag.
 */
export function apiNodeArgsFor(version = process.version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if (major >= 24) return API_NODE_ARGS;
  const frames = (major === 22 && minor >= 7) || major === 23;
  return frames ? [...OLDER_NODE_ARGS, '--experimental-async-context-frame'] : OLDER_NODE_ARGS;
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
