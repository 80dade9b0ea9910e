// The node flags the API runs with, wherever it is started as deployed: `npm start` (tools/start.mjs) and
// the benchmarks (bench-support.ts startBenchApi). Cluster workers (WEB_CONCURRENCY) inherit them.
//
// --max-semi-space-size: a search allocates its answer's objects, the GraphQL result and the JSON text,
// all dead once sent. With V8's default young generation (16 MiB semi-spaces at most on 64-bit) the
// scavenger runs every few hundred searches and copies what is still in flight; larger semi-spaces make
// it run less often for the same work. Measured with bench:search-cpu and bench:search (docs/BENCHMARKS.md).
export const API_NODE_ARGS = ['--max-semi-space-size=32'];
