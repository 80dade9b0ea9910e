import 'reflect-metadata';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { openDatabase } from '@fp/db';
import { startBenchApi, stopBenchChild } from './bench-support';
import { longTailMix, makeSessions } from './bench-search-mix';
import { searchBody, SEARCH_PATHS } from './bench-search-requests';
const url = 'postgres://root@127.0.0.1:5432/fp_bench_search_2d514b24';
const PORT = Number(process.env.BENCH_PORT ?? 3331);
const rss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function main() {
  const db = await openDatabase({ url, poolSize: 2 });
  const mix = await longTailMix(db, 200_000, 29).finally(() => db.close());
  const sessions = await makeSessions({ url }, 50);
  const api = await startBenchApi({ DATABASE_URL: url }, PORT, process.env.ROOT ?? undefined);
  const pid = api.pid!;
  console.log('ready rss', rss(pid).toFixed(0));
  if (process.env.SNAP) { api.kill('SIGUSR2'); await sleep(Number(process.env.SNAP_WAIT ?? 20000)); console.log('after snapshot 1 rss', rss(pid).toFixed(0)); }
  let next = 0, client = 0;
  const transport = (process.env.T ?? 'graphql') as 'graphql' | 'rest';
  for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++) {
    const r = await autocannon({
      url: `http://127.0.0.1:${PORT}`, connections: 50, overallRate: Number(process.env.RATE ?? 100), duration: Number(process.env.SECS ?? 15),
      setupClient: (c: autocannon.Client) => {
        const s = sessions[client++ % 50];
        c.setRequests([{ method: 'POST', path: SEARCH_PATHS[transport], headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-csrf-token': s.csrf },
          setupRequest: (req) => ({ ...req, body: searchBody(transport, mix[next++ % mix.length]) }) }]);
      },
    });
    console.log('round', round, 'reqs', r.requests.total, 'rss', rss(pid).toFixed(0));
  }
  if (process.env.SNAP) { api.kill('SIGUSR2'); await sleep(Number(process.env.SNAP_WAIT ?? 20000)); console.log('after snapshot 2 rss', rss(pid).toFixed(0)); }
  await sleep(3000);
  console.log('idle 3 s rss', rss(pid).toFixed(0));
  await stopBenchChild(api);
}
main();
