/**
 * Sessions cached in memory stay right across API processes: two apps on one database (each with its own
 * cache and its own LISTEN connection, as two processes have) see each other's log-outs and changes.
 * On PGlite (one process) there is no cache: every request reads its row.
 */
import pino from 'pino';
import request from 'supertest';
import { buildApp, type BuiltApp } from '../app';
import { createTestApp, signedInAgent, testDbKind, type TestApp } from '../testing/test-app';

const onPostgres = testDbKind() === 'postgres';
const ME = '{ me { email } }';

describe('session cache', () => {
  let a: TestApp;
  let b: BuiltApp;
  let sessionReads = 0;

  beforeAll(async () => {
    a = await createTestApp();
    b = await buildApp({ config: a.config, db: a.db.dataSource, log: pino({ level: 'silent' }) });
    const query = a.db.dataSource.query.bind(a.db.dataSource);
    a.db.dataSource.query = ((sql: string, params?: unknown[]) => {
      if (/FROM session WHERE sid = \$1/.test(sql)) sessionReads++;
      return query(sql, params);
    }) as typeof query;
  });
  afterAll(async () => {
    await b?.apollo.stop();
    await a?.close();
  });

  /** Until `check` holds (a notice is on its way), at most 3 s. */
  async function eventually(check: () => Promise<boolean>) {
    const end = Date.now() + 3000;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('not within 3 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** The same browser (cookie and token) talking to the other process. */
  const onB = (agent: Awaited<ReturnType<typeof signedInAgent>>['agent']) => {
    const cookie = agent.raw.jar.getCookie('fp_sid', {
      path: '/',
      domain: '127.0.0.1',
      secure: false,
      script: false,
    });
    const header = `fp_sid=${cookie?.value}`;
    return {
      me: async () =>
        (await request(b.app).post('/graphql').set('cookie', header).send({ query: ME })).body as {
          data: { me: { email: string } | null };
        },
      post: (path: string, body: object) =>
        request(b.app).post(path).set('cookie', header).set('x-csrf-token', agent.csrf).send(body),
    };
  };

  it('is listening on PostgreSQL, and not there on the embedded database', async () => {
    if (onPostgres) await eventually(async () => Boolean(a.sessionCache?.active && b.sessionCache?.active));
    else expect([a.sessionCache, b.sessionCache]).toEqual([null, null]);
  });

  it('reads a session row once, then answers from memory (PostgreSQL) or reads it each time (PGlite)', async () => {
    await eventually(async () => !onPostgres || Boolean(b.sessionCache?.active));
    const { agent, userId } = await signedInAgent(a);
    const [{ email }] = await a.db.dataSource.query('SELECT email FROM app_user WHERE id = $1', [userId]);
    const other = onB(agent);
    const before = sessionReads;
    for (let i = 0; i < 3; i++) expect((await other.me()).data.me).toEqual({ email });
    expect(sessionReads - before).toBe(onPostgres ? 1 : 3);
  });

  it("sees another process's log-out: a change at once, a read as soon as the notice is in", async () => {
    await eventually(async () => !onPostgres || Boolean(b.sessionCache?.active));
    const { agent, userId } = await signedInAgent(a);
    const [{ email }] = await a.db.dataSource.query('SELECT email FROM app_user WHERE id = $1', [userId]);
    const other = onB(agent);
    expect((await other.me()).data.me).toEqual({ email }); // now cached on B
    await agent.post('/api/auth/logout').expect(200); // on A

    // A change reads the row, so the signed-out session cannot act on B even before the notice is in.
    const save = await other.post('/api/crud/save/event', { name: 'after log-out' });
    expect(save.status).toBe(403);
    const [{ n }] = await a.db.dataSource.query('SELECT count(*)::int AS n FROM event WHERE owner_id = $1', [
      userId,
    ]);
    expect(n).toBe(0);
    await eventually(async () => (await other.me()).data.me === null);
  });

  it('sees a change made to the table by anything else (here, SQL), and a session deleted with its account', async () => {
    await eventually(async () => !onPostgres || Boolean(b.sessionCache?.active));
    const { agent, userId } = await signedInAgent(a);
    const other = onB(agent);
    expect((await other.me()).data.me).not.toBeNull();
    await a.db.dataSource.query(
      `UPDATE session SET data = data - 'userId', user_id = NULL WHERE user_id = $1`,
      [userId],
    );
    await eventually(async () => (await other.me()).data.me === null);

    const second = await signedInAgent(a);
    const again = onB(second.agent);
    expect((await again.me()).data.me).not.toBeNull();
    await a.db.dataSource.query('DELETE FROM app_user WHERE id = $1', [second.userId]);
    await eventually(async () => (await again.me()).data.me === null);
  });

  (onPostgres ? it : it.skip)(
    'turns itself off while its connection is lost, and back on, empty, when it returns',
    async () => {
      await eventually(async () => Boolean(b.sessionCache?.active));
      const { agent } = await signedInAgent(a);
      const other = onB(agent);
      await other.me();
      expect(b.sessionCache?.size).toBeGreaterThan(0);
      await a.db.dataSource.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'fairprice-listen' AND datname = current_database()`,
      );
      await eventually(async () => !b.sessionCache?.active && !a.sessionCache?.active);
      expect(b.sessionCache?.size).toBe(0);
      // Meanwhile every request reads its row.
      const before = sessionReads;
      await other.me();
      await other.me();
      expect(sessionReads - before).toBe(2);
      await eventually(async () => Boolean(b.sessionCache?.active && a.sessionCache?.active));
      expect(b.sessionCache?.size).toBe(0);
    },
  );
});
