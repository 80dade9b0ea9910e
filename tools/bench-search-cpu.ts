/**
 * `npm run bench:search-cpu`: what one search costs the API process in CPU time, on a machine too busy
 * for throughput figures to mean much. The API (bench-support.ts startBenchApi) gets the long-tail mix of
 * bench:search at a fixed rate it can keep up with (BENCH_RATE requests/s over 50 connections), and the
 * process's own CPU time (user + system, /proc/<pid>/stat) is divided by the answers it gave: CPU µs per
 * request, which other processes on the machine barely move. Its RSS and the latencies are printed beside.
 *
 * BENCH_ROOTS (checkouts separated by commas, default this one) runs each checkout's API in turn, ABAB…
 * (BENCH_ROUNDS rounds, default 2), on the same database and the same searches, so a change is measured
 * side by side with what it replaces in one run: e.g. `git archive <commit> | tar -x -C /tmp/base`,
 * `ln -s $PWD/node_modules /tmp/base/`, then BENCH_ROOTS=/tmp/base,.
 *
 * Environment: BENCH_DATABASE (a PostgreSQL database an earlier run kept; otherwise one is made with the
 * data and kept, its name printed), BENCH_ADMIN_URL, BENCH_PORT (3321), BENCH_RATE (300), BENCH_SECONDS
 * (15 per transport), BENCH_TRANSPORTS (graphql,rest), BENCH_WARM (5 s of GraphQL first, not counted), BENCH_SEED,
 * BENCH_MIX (default or random, as for bench:search), BENCH_API (built or source, bench-support.ts), BENCH_NODE and
 * BENCH_NODE_ARGS (as for bench:search: e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"), BENCH_ACCEPT_ENCODING (as
 * for bench:search: `browser` to have the answers compressed, as for every visitor; the process's CPU time
 * includes the threads that compress).
 */
import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '@fp/db';
import { benchNode, cpuUsOf, rssOf, startBenchApi, stopBenchChild } from './bench-support';
import {
  longTailMix,
  makeSessions,
  mixKind,
  type Search,
  type Session,
  benchSearchDatabase,
} from './bench-search-mix';
import {
  acceptEncoding,
  isErrorAnswer,
  logCompressedChecks,
  searchBody,
  searchHeaders,
  SEARCH_PATHS,
  type Transport,
} from './bench-search-requests';
import { load } from './bench-search-report';

const root = path.resolve(__dirname, '..');
const DATA_FILE = path.resolve(root, '../shared/data/ipps_drg100_fy2011.csv');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3321);
const RATE = Number(process.env.BENCH_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARM = Number(process.env.BENCH_WARM ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SEED = Number(process.env.BENCH_SEED ?? 29);
const CONNECTIONS = 50;
/** The transports measured, in this order (BENCH_TRANSPORTS, default both): e.g. `graphql` alone for a profile. */
const TRANSPORTS = (process.env.BENCH_TRANSPORTS ?? 'graphql,rest')
  .split(',')
  .filter((t): t is Transport => t === 'graphql' || t === 'rest');

const log = (msg: string) => process.stdout.write(`${msg}\n`);

interface Phase {
  requests: number;
  errors: number;
  cpuUsPerRequest: number;
  p50: number;
  p99: number;
}

/** Sends the mix at RATE for `seconds`; the API's CPU time over the phase divided by its answers. */
async function phase(
  pid: number,
  transport: Transport,
  mix: Search[],
  start: number,
  sessions: Session[],
  seconds: number,
): Promise<Phase> {
  let next = start;
  let client = 0;
  let errors = 0;
  const cpuBefore = cpuUsOf(pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: seconds,
    setupClient: (c: autocannon.Client) => {
      const session = sessions[client++ % sessions.length];
      c.setRequests([
        {
          method: 'POST',
          path: SEARCH_PATHS[transport],
          headers: searchHeaders(session),
          setupRequest: (req) => ({ ...req, body: searchBody(transport, mix[next++ % mix.length]) }),
          onResponse: (status, body, _context, headers) => {
            if (isErrorAnswer(status, body, headers)) {
              if (errors++ === 0) log(`  first ${transport} error: ${status} ${body.slice(0, 300)}`);
            }
          },
        },
      ]);
    },
  });
  const cpu = cpuUsOf(pid) - cpuBefore;
  const requests = result.requests.total;
  return {
    requests,
    errors: errors + result.errors + result.timeouts,
    cpuUsPerRequest: cpu / Math.max(1, requests),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function main() {
  const roots = (process.env.BENCH_ROOTS ?? '.').split(',').map((r) => path.resolve(r));
  log(
    `bench:search-cpu: ${RATE} req/s over ${CONNECTIONS} connections, ${SECONDS} s per transport, Accept-Encoding ${acceptEncoding() ?? 'none'}, Node ${benchNode().version.slice(1)}, ${os.cpus().length} cores, load ${load()}`,
  );
  const url = await benchSearchDatabase(ADMIN_URL, DATA_FILE);
  const db = await openDatabase({ url, poolSize: 2 });
  const mix = await longTailMix(db, 200_000, SEED, mixKind()).finally(() => db.close());
  const sessions = await makeSessions({ url }, CONNECTIONS);
  const rows: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const checkout of roots) {
      const api = await startBenchApi({ DATABASE_URL: url }, PORT, checkout);
      const pid = api.pid as number;
      try {
        const rssReady = rssOf(pid);
        // Every run sends the same searches: the same mix from the same place.
        await phase(pid, 'graphql', mix, 0, sessions, WARM);
        if (round === 0 && checkout === roots[0])
          await logCompressedChecks(
            `http://127.0.0.1:${PORT}`,
            TRANSPORTS,
            sessions[0],
            mix.slice(-200),
            log,
          );
        const out: string[] = [];
        let offset = 100_000;
        for (const transport of TRANSPORTS) {
          const p = await phase(pid, transport, mix, offset, sessions, SECONDS);
          offset += 40_000;
          out.push(
            `${transport.padEnd(8)}${String(p.requests).padStart(7)}${String(p.errors).padStart(5)}${p.cpuUsPerRequest.toFixed(0).padStart(9)}${p.p50.toFixed(1).padStart(8)}${p.p99.toFixed(1).padStart(8)}`,
          );
        }
        const rssAfter = rssOf(pid);
        for (const o of out)
          rows.push(
            `${path.relative(process.cwd(), checkout).padEnd(18).slice(0, 18)} ${round + 1} ${o}${(rssReady / 1e6).toFixed(0).padStart(7)}${(rssAfter / 1e6).toFixed(0).padStart(7)}  ${load()}`,
          );
        log(rows.slice(-TRANSPORTS.length).join('\n'));
      } finally {
        await stopBenchChild(api);
      }
    }
  }
  log(
    `\n${'checkout'.padEnd(18)} r what      reqs  err  CPU µs/req  p50 ms  p99 ms  RSS ready/after MB  load 1/5/15`,
  );
  for (const r of rows) log(r);
}

main().catch((err) => {
  process.stderr.write(`bench:search-cpu failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
