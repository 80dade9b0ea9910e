/**
 * Sessions and pass holders' allowance state cached in memory stay right across API processes: two apps
 * on one database (each with its own caches and its own LISTEN connection, as two processes have) see
 * each other's log-outs, changes made to the tables by anything else, and a pass switched off. On PGlite
 * (one process owns the database) the same notices are heard within its session, and the caches are on
 * too: the two apps there stand for two parts of one process.
 */
import pino from 'pino';
import request from 'supertest';
import { pricingTestData } from '@fp/pricing';
import { buildApp, type BuiltApp } from '../app';
import { countStatements } from '../testing/statements';
import { createTestApp, signedInAgent, testDbKind, type TestApp } from '../testing/test-app';

const { AUSTIN, FIXTURE_DIAGNOSES, insertFixtures } = pricingTestData;
const SEARCH = `query Search($input: ProviderSearchInput!) {
  searchProviders(input: $input) { count searchCount access { listPrices prompt } }
}`;

const onPostgres = testDbKind() === 'postgres';
const ME = '{ me { email } }';

describe(`sessions and accounts cached across processes (${testDbKind()})`, () => {
  let a: TestApp;
  let b: BuiltApp;
  let sessionReads = 0;
  let accountStatements = 0;
  let overviewStatements = 0;
  let eventCounts = 0;
  let eventReads = 0;
  let fileReads = 0;
  let statements: ReturnType<typeof countStatements>;

  beforeAll(async () => {
    a = await createTestApp();
    await insertFixtures(a.db.dataSource);
    // Two processes need PostgreSQL; on PGlite (one process by design) the second app shares the first's
    // services, whose price-summary refresh would otherwise wait on the other's transaction.
    b = await buildApp({
      config: a.config,
      db: a.db.dataSource,
      log: pino({ level: 'silent' }),
      services: onPostgres ? undefined : a.services,
    });
    // Counts the statements that read a session or an account (every argument passed on: inside a
    // transaction the third is its query runner).
    const query = a.db.dataSource.query.bind(a.db.dataSource);
    a.db.dataSource.query = ((...args: Parameters<typeof query>) => {
      const sql = args[0];
      if (/FROM session WHERE sid = \$1/.test(sql)) sessionReads++;
      if (/FROM app_user u WHERE u\.id = \$1/.test(sql)) accountStatements++;
      if (/FROM event WHERE owner_id = \$1 AND NOT draft\)/.test(sql)) overviewStatements++;
      if (/count\(\*\)::int AS __n FROM \(SELECT 1 FROM event e/.test(sql)) eventCounts++;
      if (/FROM event e WHERE e\.owner_id = \$1 AND e\.id = \$2/.test(sql)) eventReads++;
      if (/FROM file_item f WHERE f\.owner_id = \$1 AND f\.event_id/.test(sql)) fileReads++;
      return query(...args);
    }) as typeof query;
    statements = countStatements(a.db.dataSource);
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
      search: async () =>
        (
          await request(b.app)
            .post('/graphql')
            .set('cookie', header)
            .set('x-csrf-token', agent.csrf)
            .send({
              query: SEARCH,
              variables: {
                input: { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, lat: AUSTIN.lat, lng: AUSTIN.lng },
              },
            })
        ).body as {
          data: {
            searchProviders: {
              count: number;
              searchCount: number;
              access: { listPrices: boolean; prompt: string };
            };
          };
        },
      eventCount: async () =>
        (
          (
            await request(b.app)
              .post('/graphql')
              .set('cookie', header)
              .send({ query: '{ events(page: 1, limit: 10) { count hits { id } } }' })
          ).body as { data: { events: { count: number; hits: unknown[] } } }
        ).data.events,
      overview: async () =>
        (
          (
            await request(b.app)
              .post('/graphql')
              .set('cookie', header)
              .send({ query: '{ dashboard { eventCount dueSoonCount } }' })
          ).body as { data: { dashboard: { eventCount: number; dueSoonCount: number } } }
        ).data.dashboard,
      me: async () =>
        (await request(b.app).post('/graphql').set('cookie', header).send({ query: ME })).body as {
          data: { me: { email: string } | null };
        },
      post: (path: string, body: object) =>
        request(b.app).post(path).set('cookie', header).set('x-csrf-token', agent.csrf).send(body),
    };
  };

  it('is on, with PostgreSQL and on the embedded database', async () => {
    await eventually(async () => Boolean(a.caches.session.active && b.caches.account.active));
  });

  it('reads a session row once, then answers from memory', async () => {
    await eventually(async () => b.caches.session.active);
    const { agent, userId } = await signedInAgent(a);
    const [{ email }] = await a.db.dataSource.query('SELECT email FROM app_user WHERE id = $1', [userId]);
    const other = onB(agent);
    // The sign-in's writes to the session row announce themselves to B: heard before counting, or a
    // notice still on its way (a busy machine: CI, 1 of 958) evicts the row B has just read.
    await b.syncChanges();
    const before = sessionReads;
    for (let i = 0; i < 3; i++) expect((await other.me()).data.me).toEqual({ email });
    expect(sessionReads - before).toBe(1);
  });

  it("sees another process's log-out: a change at once, a read as soon as the notice is in", async () => {
    await eventually(async () => b.caches.session.active);
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
    await eventually(async () => b.caches.session.active);
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

  it("answers a pass holder's searches from memory, uncounted, and hears the pass switched off elsewhere", async () => {
    await eventually(async () => b.caches.account.active);
    const { agent, userId } = await signedInAgent(a);
    await a.db.dataSource.query(
      `UPDATE app_user SET pass_active = true, pass_expires_at = now() + interval '30 days' WHERE id = $1`,
      [userId],
    );
    const other = onB(agent);
    const before = accountStatements;
    const firstSent = statements.count();
    for (let i = 0; i < 3; i++) {
      const r = (await other.search()).data.searchProviders;
      expect(r.count).toBeGreaterThan(0);
      expect(r.access).toEqual({ listPrices: true, prompt: 'NONE' });
      // A pass holder's searches are not counted against the free allowance.
      expect(r.searchCount).toBe(0);
    }
    // One read of the account, then memory.
    expect(accountStatements - before).toBe(1);
    expect(statements.count()).toBeGreaterThan(firstSent);
    // Once the session and the pass are in memory a search sends no statement at all, on both databases.
    const sent = statements.count();
    for (let i = 0; i < 2; i++) expect((await other.search()).data.searchProviders.searchCount).toBe(0);
    expect(statements.count() - sent).toBe(0);

    // The pass is switched off by another process (here: SQL, as the expiry job or a refund would).
    await a.db.dataSource.query(`UPDATE app_user SET pass_active = false WHERE id = $1`, [userId]);
    // Counted again as soon as the notice is in.
    await eventually(async () => (await other.search()).data.searchProviders.searchCount === 1);
  });

  it('does not answer from memory once the cached pass has ended by its date', async () => {
    await eventually(async () => b.caches.account.active);
    const { agent, userId } = await signedInAgent(a);
    await a.db.dataSource.query(
      `UPDATE app_user SET pass_active = true, pass_expires_at = now() + interval '1 second' WHERE id = $1`,
      [userId],
    );
    const other = onB(agent);
    expect((await other.search()).data.searchProviders.searchCount).toBe(0);
    await new Promise((r) => setTimeout(r, 1100));
    // No notice: the row did not change. The end date alone makes it count again.
    const r = (await other.search()).data.searchProviders;
    expect(r.searchCount).toBe(1);
    const [{ n }] = await a.db.dataSource.query(
      `SELECT count(*)::int AS n FROM usage_counter WHERE subject = 'user:' || $1 AND kind = 'search'`,
      [userId],
    );
    expect(n).toBe(1);
  });

  it("reads an owner's dashboard overview and event count on every request: another process's changes show at once", async () => {
    const { agent, userId } = await signedInAgent(a);
    const other = onB(agent);
    const before = overviewStatements;
    for (let i = 0; i < 3; i++) expect(await other.overview()).toEqual({ eventCount: 0, dueSoonCount: 0 });
    expect(overviewStatements - before).toBe(3);
    // Nothing of the tracker is kept per process (user data is not cached): each list counts again.
    const countsBefore = eventCounts;
    for (let i = 0; i < 3; i++) expect(await other.eventCount()).toEqual({ count: 0, hits: [] });
    expect(eventCounts - countsBefore).toBe(3);

    // An event saved through the first process: the second one's next overview has it.
    const saved = await agent.gql<{ saveEvent: { event: { id: string } } }>(
      'mutation($input: EventInput!) { saveEvent(input: $input) { event { id } } }',
      { input: { name: 'Knee surgery' } },
    );
    expect(saved.errors).toBeUndefined();
    expect((await other.overview()).eventCount).toBe(1);
    expect((await other.eventCount()).count).toBe(1);
    expect((await other.eventCount()).hits).toHaveLength(1);

    // A bill written by anything else (here, SQL) is seen too: "due soon" reads the bills themselves.
    await a.db.dataSource.query(
      `INSERT INTO bill (owner_id, event_id, total_cents, self_cents, due)
       VALUES ($1, $2, 5000, 1200, (now() AT TIME ZONE 'UTC')::date + 5)`,
      [userId, saved.data!.saveEvent.event.id],
    );
    expect((await other.overview()).dueSoonCount).toBe(1);
  });

  it('reads an event and its files on every request: answered only to its owner, dates kept, changes shown at once', async () => {
    const { agent } = await signedInAgent(a);
    const saved = await agent.gql<{ saveEvent: { event: { id: string } } }>(
      'mutation($input: EventInput!) { saveEvent(input: $input) { event { id } } }',
      { input: { name: 'Ankle X-ray' } },
    );
    const id = saved.data!.saveEvent.event.id;
    const cookieOf = (x: typeof agent) =>
      `fp_sid=${x.raw.jar.getCookie('fp_sid', { path: '/', domain: '127.0.0.1', secure: false, script: false })?.value}`;
    const read = async (x: typeof agent) =>
      (
        await request(b.app).post('/graphql').set('cookie', cookieOf(x)).send({
          query: 'query($id: ID!) { event(id: $id) { name createdAt files { id } } }',
          variables: { id },
        })
      ).body as {
        data: { event: { name: string; createdAt: string; files: { id: string }[] } } | null;
        errors?: { extensions: { code: string } }[];
      };
    const before = eventReads;
    const filesBefore = fileReads;
    const first = await read(agent);
    for (let i = 0; i < 2; i++) expect(await read(agent)).toEqual(first);
    expect(first.data!.event).toMatchObject({ name: 'Ankle X-ray', files: [] });
    expect(eventReads - before).toBe(3);
    // Its files (none yet) are read each time too.
    expect(fileReads - filesBefore).toBe(3);
    // The REST shim formats the instants itself: they are dates.
    const rest = await request(b.app)
      .get(`/api/crud/get/event/${id}`)
      .set('cookie', cookieOf(agent))
      .expect(200);
    expect(rest.body.created).toBe(first.data!.event.createdAt);

    // Someone else asking for the id: not found.
    const stranger = await signedInAgent(a);
    const theirs = await read(stranger.agent);
    expect(theirs.errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    // A file stored on the event by anything else (here, SQL) is seen on the next read.
    const [userRow] = await a.db.dataSource.query('SELECT owner_id FROM event WHERE id = $1', [id]);
    await a.db.dataSource.query(
      `INSERT INTO file_item (owner_id, event_id, name, storage_key, ext, size, content_type)
       VALUES ($1, $2, 'scan', $3, 'pdf', 10, 'application/pdf')`,
      [userRow.owner_id, id, `k-${id}`],
    );
    expect((await read(agent)).data?.event.files.length).toBe(1);
    expect((await read(stranger.agent)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    // Renamed through the first process: the second one's next read has the new name.
    const renamed = await agent.gql(
      'mutation($input: EventInput!) { saveEvent(input: $input) { event { id } } }',
      {
        input: { id, name: 'Ankle MRI' },
      },
    );
    expect(renamed.errors).toBeUndefined();
    expect((await read(agent)).data?.event.name).toBe('Ankle MRI');
  });

  // eslint-disable-next-line no-restricted-syntax -- PostgreSQL only: PGlite runs in this process and has no connection to lose.
  (onPostgres ? it : it.skip)(
    'turns itself off while its connection is lost, and back on, empty, when it returns',
    async () => {
      await eventually(async () => b.caches.session.active);
      const { agent } = await signedInAgent(a);
      const other = onB(agent);
      await other.me();
      expect(b.caches.session.size).toBeGreaterThan(0);
      await a.db.dataSource.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'fairprice-listen' AND datname = current_database()`,
      );
      await eventually(async () => !b.caches.session.active && !a.caches.session.active);
      expect(b.caches.session.size).toBe(0);
      // Meanwhile every request reads its row.
      const before = sessionReads;
      await other.me();
      await other.me();
      expect(sessionReads - before).toBe(2);
      await eventually(async () => b.caches.session.active && a.caches.session.active);
      expect(b.caches.session.size).toBe(0);
    },
  );
});
