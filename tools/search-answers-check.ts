/**
 * `npm run check:search-answers`: the price search answers exactly as another checkout's API does (issue
 * 42: what a search costs may change, its answer may not). Two APIs run side by side on one PostgreSQL
 * database with the national data: BENCH_ROOTS (two checkouts separated by a comma, default: this one
 * twice), the first run from its TypeScript sources through tsx (as every start ran before the production
 * build) and the second built, as `npm start` runs it. Both are sent the same seeded sample of searches
 * from both mixes (bench-search-mix.ts: the long tail and BENCH_MIX=random), the map's GraphQL query and the
 * REST shim, one signed-in pass holder; every answer's body must be byte for byte the same. Prints the
 * count compared per mix and transport and the first differences; exits 1 on any.
 *
 * Environment: BENCH_DATABASE (a PostgreSQL database bench:search-cpu kept; otherwise one is made with
 * the data and kept, its name printed), BENCH_ADMIN_URL, BENCH_PORT (3361; the second API on the next
 * port), CHECK_SAMPLE (searches per mix, 400), CHECK_SEED (4242: not the benches' seed, so the sample is
 * not the searches the benches were tuned on).
 */
import 'reflect-metadata';
import path from 'node:path';
import { openDatabase } from '@fp/db';
import { startBenchApi, stopBenchChild } from './bench-support';
import {
  benchSearchDatabase,
  longTailMix,
  makeSessions,
  type MixKind,
  type Search,
} from './bench-search-mix';
import { searchBody, SEARCH_PATHS, type Transport } from './bench-search-requests';

const root = path.resolve(__dirname, '..');
const DATA_FILE = path.resolve(root, '../shared/data/ipps_drg100_fy2011.csv');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3361);
const SAMPLE = Number(process.env.CHECK_SAMPLE ?? 400);
const SEED = Number(process.env.CHECK_SEED ?? 4242);

const log = (msg: string) => process.stdout.write(`${msg}\n`);

async function ask(port: number, transport: Transport, s: Search, cookie: string, csrf: string) {
  const res = await fetch(`http://127.0.0.1:${port}${SEARCH_PATHS[transport]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
    body: searchBody(transport, s),
  });
  return `${res.status} ${await res.text()}`;
}

async function main() {
  const roots = (process.env.BENCH_ROOTS ?? `${root},${root}`).split(',').map((r) => path.resolve(r));
  if (roots.length !== 2) throw new Error('BENCH_ROOTS is two checkouts separated by a comma');
  const url = await benchSearchDatabase(ADMIN_URL, DATA_FILE);
  const db = await openDatabase({ url, poolSize: 2 });
  const mixes: [MixKind, Search[]][] = [];
  try {
    for (const kind of ['default', 'random'] as const)
      mixes.push([kind, await longTailMix(db, SAMPLE, SEED, kind)]);
  } finally {
    await db.close();
  }
  const [session] = await makeSessions({ url }, 1);
  const modes = ['source', 'built'];
  const apis = [];
  try {
    for (let i = 0; i < 2; i++) {
      process.env.BENCH_API = modes[i];
      apis.push(await startBenchApi({ DATABASE_URL: url }, PORT + i, roots[i]));
    }
    log(`comparing ${roots[0]} (${modes[0]}) with ${roots[1]} (${modes[1]}), seed ${SEED}`);
    let differ = 0;
    for (const [kind, mix] of mixes) {
      for (const transport of ['graphql', 'rest'] as const) {
        let same = 0;
        let priced = 0;
        for (const s of mix) {
          const [a, b] = await Promise.all(
            [PORT, PORT + 1].map((p) => ask(p, transport, s, session!.cookie, session!.csrf)),
          );
          if (!a.startsWith('200 ')) throw new Error(`${transport} answered ${a.slice(0, 300)}`);
          if (a === b) same++;
          else if (differ++ < 5)
            log(`  differs (${kind} ${transport} ${s.key}):\n    ${a.slice(0, 300)}\n    ${b.slice(0, 300)}`);
          // An answer with hospitals in it (not only "no prices near here"): GraphQL's count.
          if (/"count":[1-9]/.test(a)) priced++;
        }
        const found = transport === 'graphql' ? ` (${priced} finding hospitals)` : '';
        log(`  ${kind.padEnd(8)} ${transport.padEnd(8)} ${same}/${mix.length} identical${found}`);
      }
    }
    if (differ > 0) {
      log(`${differ} answers differ`);
      process.exitCode = 1;
    } else log('every answer identical');
  } finally {
    for (const a of apis) await stopBenchChild(a);
  }
}

main().catch((err) => {
  process.stderr.write(`check:search-answers failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
