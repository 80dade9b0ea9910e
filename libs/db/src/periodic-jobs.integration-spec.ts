/**
 * Periodic jobs (issue 43): a job scheduled by two hosts, each asking several times in one period, runs
 * once in that period; a new period runs it again, once; hosts starting together make the queues once,
 * without failing. The two hosts are two job queues on the database, as two API hosts would have.
 */
import 'reflect-metadata';
import { defineQueues, openJobQueue, LONGEST_PERIOD_SECONDS, type JobQueue } from './job-queue';
import { startPeriodicJobs, type PeriodicJobs } from './periodic-jobs';
import { openTestDatabase, type TestDatabase } from './testing';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`periodic jobs on several hosts (${kind})`, () => {
  let db: TestDatabase;
  const queues: JobQueue[] = [];
  const started: PeriodicJobs[] = [];

  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  let stoppedAt = 0;
  afterEach(async () => {
    for (const p of started.splice(0)) await p.stop();
    for (const q of queues.splice(0)) await q.stop({ graceful: false, close: false });
    stoppedAt = Date.now();
  });
  afterAll(async () => {
    // pg-boss 10's offWork (PeriodicJobs.stop, the queue's stop) leaves a loop behind that looks again
    // every second until a worker busy fetching has stopped (manager.js offWork: setImmediate, delay(1000)).
    // Closing the database and ending the file before its next look let that look run after Jest had
    // torn the file down: its lazy require threw and ended the whole PostgreSQL run (CI, 2026-12-01). Each
    // loop has looked once more, with the database still open, 1.5 s after the last stop.
    await sleep(Math.max(0, stoppedAt + 1_500 - Date.now()));
    await db?.close();
  });

  /** Two hosts running the job `name` every `periodMs`; `runs` counts its runs on both. */
  async function twoHosts(name: string, periodMs: number) {
    const runs: number[] = [];
    const hosts: PeriodicJobs[] = [];
    for (const h of [0, 1]) {
      const boss = await openJobQueue(db.dataSource);
      queues.push(boss);
      const jobs = await startPeriodicJobs(
        boss,
        [{ name, periodMs, run: async () => void runs.push(h) }],
        // The test sends; the hosts' timers stay out of the way.
        { checkMs: 3_600_000, pollSeconds: 0.5 },
      );
      started.push(jobs);
      hosts.push(jobs);
    }
    return { runs, hosts };
  }

  const states = async (name: string) =>
    (
      (await db.dataSource.query(`SELECT state, singleton_on FROM pgboss.job WHERE name = $1`, [name])) as {
        state: string;
        singleton_on: Date;
      }[]
    ).map((r) => r.state);

  it('two hosts starting at once make their queues without failing', async () => {
    const hosts = [await openJobQueue(db.dataSource), await openJobQueue(db.dataSource)];
    queues.push(...hosts);
    const wanted = Object.fromEntries(['q1', 'q2', 'q3', 'q4', 'q5'].map((n) => [n, { retryLimit: 0 }]));
    // Each host makes them in its own order, both at once (on PostgreSQL this deadlocked without a retry).
    await Promise.all([
      defineQueues(hosts[0]!, wanted),
      defineQueues(hosts[1]!, Object.fromEntries(Object.entries(wanted).reverse())),
    ]);
    const names = (await hosts[0]!.getQueues()).map((q) => q.name).filter((n) => /^q\d$/.test(n));
    expect(names.sort()).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
  });

  it('runs once in its period however many times either host sends it', async () => {
    const { runs, hosts } = await twoHosts('sweep-week', LONGEST_PERIOD_SECONDS * 1000);
    const sent = (await Promise.all([...hosts, ...hosts, ...hosts].map((h) => h.sendDue()))).flat();
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 200 && (await states('sweep-week')).join() !== 'completed'; i++) await sleep(100);
    expect(await states('sweep-week')).toEqual(['completed']);
    expect(runs).toHaveLength(1);
    // Later in the same period, still nothing new.
    expect((await Promise.all(hosts.map((h) => h.sendDue()))).flat()).toEqual([]);
    expect(runs).toHaveLength(1);
  });

  it('runs again in the next period, once', async () => {
    const { runs, hosts } = await twoHosts('sweep-2s', 2_000);
    // Both hosts send every 200 ms until three periods have had their job.
    const sent: string[] = [];
    while (sent.length < 3) {
      sent.push(...(await Promise.all(hosts.map((h) => h.sendDue()))).flat());
      await sleep(200);
    }
    for (let i = 0; i < 200 && runs.length < sent.length; i++) await sleep(100);
    const rows: { singleton_on: Date }[] = await db.dataSource.query(
      `SELECT singleton_on FROM pgboss.job WHERE name = 'sweep-2s'`,
    );
    // One job per period, each run once.
    expect(new Set(rows.map((r) => new Date(r.singleton_on).getTime())).size).toBe(rows.length);
    expect(rows.length).toBe(sent.length);
    expect(runs).toHaveLength(sent.length);
  });
});
