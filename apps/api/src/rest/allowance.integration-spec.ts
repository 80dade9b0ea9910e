/**
 * The free allowance through HTTP, as an attacker and as a newcomer would use it (issue 9): one counted
 * rule, atomic in the database, that dropping the cookie, parallel requests or signing out and in again
 * cannot get around; counted queries guarded by the session's token like mutations; and a session that
 * cannot be saved answers 503 instead of a 200 that silently lost it.
 */
import request from 'supertest';
import { hashPassword } from '@fp/accounts';
import { pricingTestData } from '@fp/pricing';
import { ADDRESS_FREE_DETAILS_PER_DAY } from '@fp/domain';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';
import { pruneSessions } from '../http/session-pruning';
import { testBrowser, type TestBrowser } from './test-browser';

const { AUSTIN, FIXTURE_DIAGNOSES, FIXTURE_PROVIDERS, insertFixtures } = pricingTestData;
const PNEUMONIA = FIXTURE_DIAGNOSES.pneumonia.id;
const CENTRAL = FIXTURE_PROVIDERS.central.id;

const DETAIL = `query Detail($id: ID!, $diagnosisId: Int, $lat: Float, $lng: Float) {
  provider(id: $id, diagnosisId: $diagnosisId, lat: $lat, lng: $lng) {
    searchCount access { detailPrices prompt } provider { prices { averageTotalPaymentCents } }
  }
}`;
interface DetailData {
  provider: {
    searchCount: number;
    access: { detailPrices: boolean; prompt: string };
    provider: { prices: unknown[] };
  };
}

const PASSWORD = 'Str0ng!pass';

describe(`the free allowance through HTTP (${testDbKind()})`, () => {
  let t: TestApp;
  let ip = 0;
  /** Each test speaks from its own address (TRUST_PROXY is on: the app reads X-Forwarded-For). */
  let address = '';

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', LOGIN_RATE_LIMIT: '1000' });
    await insertFixtures(t.db.dataSource);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    address = `203.0.113.${++ip}`;
  });

  /** A browser that keeps its cookie, from the test's address. */
  async function browser(): Promise<TestBrowser> {
    const b = await testBrowser(t.app);
    const { raw } = b;
    return {
      ...b,
      gql: async (query, variables) => {
        const csrf = (await raw.get('/api/csrf').set('x-forwarded-for', address)).body.csrfToken as string;
        const res = await raw
          .post('/graphql')
          .set('x-forwarded-for', address)
          .set('x-csrf-token', csrf)
          .send({ query, variables });
        return res.body;
      },
    };
  }

  /**
   * A hospital's details opened from a search at a new point each time: each opening is then a new search
   * (issue 41: details opened again within one search spend nothing).
   */
  let lat = 30;
  const open = async (b: TestBrowser) =>
    (
      await b.gql<DetailData>(DETAIL, {
        id: CENTRAL,
        diagnosisId: PNEUMONIA,
        lat: (lat = Math.round((lat + 0.01) * 100) / 100),
        lng: AUSTIN.lng,
      })
    ).data!.provider;

  async function account(): Promise<string> {
    const email = `u${Math.random().toString(36).slice(2)}@example.com`;
    await t.db.dataSource.query(
      `INSERT INTO app_user (email, reference, password_hash, email_verified_at) VALUES ($1, $2, $3, now())`,
      [email, email.slice(0, 12), await hashPassword(PASSWORD)],
    );
    return email;
  }

  async function logIn(b: TestBrowser, email: string) {
    await b.refresh();
    await b.post('/api/auth/login', { email, password: PASSWORD }).expect(200);
    await b.refresh();
  }

  it('20 cookieless clients from one address: detail prices at most 30 times a day in all', async () => {
    let withPrices = 0;
    for (let client = 0; client < 20; client++) {
      // Each client drops its cookie: a new session, fetched the only way a token can be had.
      const agent = request.agent(t.app);
      const csrf = (await agent.get('/api/csrf').set('x-forwarded-for', address)).body.csrfToken as string;
      for (let i = 0; i < 2; i++) {
        const res = await agent
          .get(`/api/crud/get/provider/${CENTRAL}?diagnosis=${PNEUMONIA}`)
          .set('x-forwarded-for', address)
          .set('x-csrf-token', csrf)
          .expect(200);
        if (res.body.provider.prices.length > 0) withPrices++;
      }
    }
    expect(withPrices).toBe(ADDRESS_FREE_DETAILS_PER_DAY);
    // Another address (another office) still has its own.
    address = '198.51.100.99';
    expect((await open(await browser())).access.detailPrices).toBe(true);
  });

  it('requests without a cookie are refused for counted views and write no session rows', async () => {
    const rows = async () =>
      Number((await t.db.dataSource.query('SELECT count(*)::int AS n FROM session'))[0].n);
    const before = await rows();
    for (let i = 0; i < 10; i++) {
      const gql = await request(t.app)
        .post('/graphql')
        .set('x-forwarded-for', address)
        .send({ query: DETAIL, variables: { id: CENTRAL, diagnosisId: PNEUMONIA } })
        .expect(403);
      expect(gql.body.message).toMatch(/x-csrf-token/);
      await request(t.app)
        .get(`/api/crud/get/provider/${CENTRAL}`)
        .set('x-forwarded-for', address)
        .expect(403);
      await request(t.app)
        .post('/api/crud/search/provider/10/1')
        .send({ diagnosisId: PNEUMONIA, ...AUSTIN })
        .expect(403);
      await request(t.app)
        .post('/graphql')
        .send({ query: '{ geoSession { city searchCount } }' })
        .expect(200);
    }
    expect(await rows()).toBe(before);
  });

  it('40 parallel detail openings of 40 searches on one session: prices within the allowance only, all counted', async () => {
    const b = await browser();
    const csrf = (await b.raw.get('/api/csrf')).body.csrfToken as string;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        b.raw
          .post('/graphql')
          .set('x-forwarded-for', address)
          .set('x-csrf-token', csrf)
          .send({
            query: DETAIL,
            variables: { id: CENTRAL, diagnosisId: PNEUMONIA, lat: 29.8 + i / 100, lng: AUSTIN.lng },
          })
          .then((r) => (r.body as { data: DetailData }).data.provider),
      ),
    );
    const withPrices = answers.filter((a) => a.provider.prices.length > 0).length;
    expect(withPrices).toBe(3);
    const counts = answers.map((a) => a.searchCount).sort((x, y) => x - y);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const geo = await b.raw.get('/api/crud/getSession/geo').expect(200);
    expect(geo.body.search_count).toBe(40);
  });

  it('an account gets its own 3 free searches once: signing out and in does not reset them', async () => {
    const email = await account();
    const b = await browser();
    await logIn(b, email);
    const seen: boolean[] = [];
    for (let cycle = 0; cycle < 3; cycle++) {
      seen.push((await open(b)).access.detailPrices, (await open(b)).access.detailPrices);
      await b.post('/api/auth/logout').expect(200);
      await logIn(b, email);
    }
    expect(seen).toEqual([true, true, true, false, false, false]);
    const last = await open(b);
    expect(last).toMatchObject({ searchCount: 7, access: { detailPrices: false, prompt: 'PAY' } });
    const token = await b.gql<{ token: { freeUsed: boolean } }>('{ token { freeUsed } }');
    expect(token.data?.token.freeUsed).toBe(true);
  });

  it('a visitor who used the anonymous searches, then signs in, gets the account’s 3 free searches', async () => {
    const b = await browser();
    for (let i = 0; i < 3; i++) await open(b);
    expect((await open(b)).access).toEqual({ detailPrices: false, prompt: 'SIGN_UP' });
    await logIn(b, await account());
    const first = await open(b);
    expect(first).toMatchObject({ searchCount: 1, access: { detailPrices: true, prompt: 'NONE' } });
    expect(first.provider.prices.length).toBeGreaterThan(0);
  });
});

describe(`GraphQL requests that count or hide their document need the token (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertFixtures(t.db.dataSource);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses searchProviders and provider without x-csrf-token, with a message saying how to get it', async () => {
    const b = await testBrowser(t.app);
    const queries = [
      { query: DETAIL, variables: { id: CENTRAL, diagnosisId: PNEUMONIA } },
      {
        query: `query($i: ProviderSearchInput!) { searchProviders(input: $i) { count } }`,
        variables: { i: { diagnosisId: PNEUMONIA, ...AUSTIN } },
      },
      // Hidden in a fragment or an inline fragment, or behind a GET.
      { query: `query { ...F } fragment F on Query { provider(id: "${CENTRAL}") { searchCount } }` },
      { query: `query { ... on Query { provider(id: "${CENTRAL}") { searchCount } } }` },
    ];
    for (const body of queries) {
      const res = await b.raw.post('/graphql').send(body).expect(403);
      expect(res.body.message).toMatch(/GET \/api\/csrf.*x-csrf-token/);
    }
    await b.raw
      .get('/graphql')
      .query({ query: `{ provider(id: "${CENTRAL}") { searchCount } }` })
      .set('apollo-require-preflight', 'true')
      .expect(403);
    // Nothing was counted.
    const geo = await b.raw.get('/api/crud/getSession/geo').expect(200);
    expect(geo.body.search_count).toBe(0);
    // With the token they run; read-only queries need none.
    const ok = await b.gql<DetailData>(DETAIL, { id: CENTRAL, diagnosisId: PNEUMONIA });
    expect(ok.data?.provider.searchCount).toBe(1);
    await b.raw.post('/graphql').send({ query: '{ __typename }' }).expect(200);
  });

  it('refuses a persisted query (hash only, no query text) without the token', async () => {
    const b = await testBrowser(t.app);
    const body = {
      operationName: 'LogOut',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
    };
    const res = await b.raw.post('/graphql').send(body).expect(403);
    expect(res.body.message).toMatch(/persisted query/);
    const get = await b.raw
      .get('/graphql')
      .query({ extensions: JSON.stringify(body.extensions) })
      .set('apollo-require-preflight', 'true')
      .expect(403);
    expect(get.body.message).toMatch(/security token/);
    // With the token the request reaches Apollo (which then does not know the hash).
    const withToken = await b.raw
      .post('/graphql')
      .set('x-csrf-token', await csrfOf(b))
      .send(body);
    expect(withToken.status).not.toBe(403);
  });

  it('the housekeeping prune drops ended counters and keeps running ones and accounts’ counts', async () => {
    const db = t.db.dataSource;
    await db.query(`INSERT INTO usage_counter (subject, kind, window_start, count, expires_at) VALUES
      ('ip:old', 'free-detail', now() - interval '2 days', 9, now() - interval '1 day'),
      ('ip:now', 'free-detail', now(), 1, now() + interval '1 day'),
      ('user:forever', 'search', 'epoch', 3, NULL)`);
    await pruneSessions(db);
    const rows: { subject: string }[] = await db.query(
      `SELECT subject FROM usage_counter WHERE subject IN ('ip:old', 'ip:now', 'user:forever') ORDER BY subject`,
    );
    expect(rows.map((r) => r.subject)).toEqual(['ip:now', 'user:forever']);
  });

  it('the token query writes nothing and sends no e-mail, even for a pass past its end', async () => {
    const [u] = await t.db.dataSource.query(
      `INSERT INTO app_user (email, reference, password_hash, email_verified_at, pass_active, pass_expires_at)
       VALUES ('ended@example.com', 'endedref', $1, now(), true, now() - interval '1 day') RETURNING id`,
      [await hashPassword(PASSWORD)],
    );
    const b = await testBrowser(t.app);
    await b.post('/api/auth/login', { email: 'ended@example.com', password: PASSWORD }).expect(200);
    const token = await b.raw.post('/graphql').send({ query: '{ token { passActive } }' }).expect(200);
    expect(token.body.data.token.passActive).toBe(false);
    const [row] = await t.db.dataSource.query('SELECT pass_active FROM app_user WHERE id = $1', [u.id]);
    expect(row.pass_active).toBe(true);
    const mail = await t.db.dataSource.query(
      `SELECT 1 FROM email_outbox WHERE to_address = 'ended@example.com'`,
    );
    expect(mail).toHaveLength(0);
  });

  it('a session that cannot be saved answers 503 “please try again”, never a 200 that lost it', async () => {
    const db = t.db.dataSource;
    await db.query(`CREATE FUNCTION refuse_session_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'session table unwritable (test)'; END $$`);
    await db.query(`CREATE TRIGGER refuse_session_write BEFORE INSERT OR UPDATE ON session
      FOR EACH ROW EXECUTE FUNCTION refuse_session_write()`);
    try {
      const res = await request(t.app).get('/api/csrf').expect(503);
      expect(res.body).toMatchObject({
        error: true,
        code: 'UNAVAILABLE',
        message: expect.stringMatching(/try again/),
      });
      expect(res.headers['set-cookie']).toBeUndefined();
      const gql = await request(t.app)
        .post('/graphql')
        .send({ query: 'mutation { rememberReference(reference: "abc123") }' });
      // No session: the token check refuses first; with one, the save failure is a 503 GraphQL error.
      expect(gql.status).toBe(403);
    } finally {
      await db.query('DROP TRIGGER refuse_session_write ON session');
      await db.query('DROP FUNCTION refuse_session_write()');
    }
    const b = await testBrowser(t.app);
    await db.query(`CREATE FUNCTION refuse_session_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'session table unwritable (test)'; END $$`);
    await db.query(`CREATE TRIGGER refuse_session_write BEFORE UPDATE ON session
      FOR EACH ROW EXECUTE FUNCTION refuse_session_write()`);
    try {
      const res = await b.raw
        .post('/graphql')
        .set('x-csrf-token', await csrfOf(b))
        .send({ query: 'mutation { rememberReference(reference: "abc123") }' })
        .expect(503);
      expect(res.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/try again/),
        extensions: { code: 'UNAVAILABLE' },
      });
    } finally {
      await db.query('DROP TRIGGER refuse_session_write ON session');
      await db.query('DROP FUNCTION refuse_session_write()');
    }
  });
});

async function csrfOf(b: TestBrowser): Promise<string> {
  return (await b.raw.get('/api/csrf')).body.csrfToken as string;
}
