/**
 * Issue 24, through HTTP: input that once answered 500 (negative, 1e308 and "NaN" amounts, a NUL byte in a
 * multipart field, a 100,000-deep array) gets a 400 with a message a person can act on. Each case was
 * first reproduced failing.
 */
import request from 'supertest';
import pino from 'pino';
import { openDatabase, type Database } from '@fp/db';
import { buildApp, type BuiltApp } from '../app';
import { createTestApp, signedInAgent, testDbKind, type TestAgent, type TestApp } from '../testing/test-app';
import { startWithWindowLeft } from '../testing/counting-window';

describe(`request caps (${testDbKind()})`, () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    ({ agent } = await signedInAgent(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  const eventCount = async () =>
    Number((await t.db.dataSource.query(`SELECT count(*)::int AS n FROM event`))[0].n);

  describe('bad amounts, NUL bytes and deep arrays answer 400, never 500', () => {
    it.each([
      ['a negative amount', -1],
      ['1e308', 1e308],
      ['the text "NaN"', 'NaN'],
      ['the text "Infinity"', 'Infinity'],
      ['the text "1e308"', '1e308'],
    ])('POST /api/json/crud/save/visit with %s', async (_label, total) => {
      const before = await eventCount();
      const res = await agent.post('/api/json/crud/save/visit', { name: 'ER visit', total, pay: 0 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: true, code: 'BAD_USER_INPUT' });
      expect(res.body.message).toMatch(/amount/i);
      expect(await eventCount()).toBe(before);
    });

    it('a NUL byte in a multipart field', async () => {
      const res = await agent.raw
        .post('/api/json/crud/save/visit')
        .set('x-csrf-token', agent.csrf)
        .field('name', 'ER\u0000visit')
        .field('total', '10');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(res.body.message).toMatch(/NUL/);
    });

    it('a 100,000-deep array in a JSON body', async () => {
      const deep = `${'['.repeat(100_000)}"x"${']'.repeat(100_000)}`;
      const res = await agent.raw
        .post('/api/json/crud/save/visit')
        .set('x-csrf-token', agent.csrf)
        .set('content-type', 'application/json')
        .send(`{"name":${deep},"total":"10"}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(res.body.message).toMatch(/nested/);
    });
  });

  describe('text is capped where it enters, per field', () => {
    const SEARCH = `query P($input: ProcedureSearchInput!) { searchProcedures(input: $input) { codes } }`;
    const place = { lat: 30.27, lng: -97.74 };

    it('searchProcedures refuses a 100,000-character query (a variable) before it reaches the database', async () => {
      const r = await agent.gql(SEARCH, { input: { query: 'a'.repeat(100_000), ...place } });
      expect(r.errors?.[0]).toMatchObject({
        message:
          '"query" is too long: at most 200 characters are accepted (this has 100,000). Shorten it and try again.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('the same for an inline literal, and a search of ordinary length still runs', async () => {
      const literal = await agent.gql(
        `{ searchProcedures(input: { query: "${'x'.repeat(5_000)}", lat: 30.27, lng: -97.74 }) { codes } }`,
      );
      expect(literal.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(literal.errors?.[0]?.message).toMatch(/^"query" is too long: at most 200/);
      const ok = await agent.gql<{ searchProcedures: { codes: unknown[] } }>(SEARCH, {
        input: { query: 'MRI of brain', ...place },
      });
      expect(ok.errors).toBeUndefined();
      expect(Array.isArray(ok.data?.searchProcedures.codes)).toBe(true);
    });

    it('free text holds more than a line, an id less', async () => {
      const long = await agent.gql(
        `mutation($input: ContactMessageInput!) { contact(input: $input) { ok } }`,
        { input: { firstName: 'A', lastName: 'B', email: 'a@example.com', message: 'm'.repeat(30_000) } },
      );
      expect(long.errors?.[0]?.message).toMatch(/^"message" is too long: at most 20,000/);
      const id = await agent.gql(`query($id: ID!) { event(id: $id) { id } }`, { id: '1'.repeat(5_000) });
      expect(id.errors?.[0]?.message).toMatch(/^"id" is too long: at most 200/);
    });

    it('REST: the procedure search and the diagnosis picker refuse a search query past 200 characters', async () => {
      const hpt = await agent.get(`/api/hpt/procedures?q=${'a'.repeat(1_000)}&lat=30.27&lng=-97.74`);
      expect(hpt.status).toBe(400);
      expect(hpt.body.message).toMatch(/^"q" is too long: at most 200/);
      const picker = await agent.post('/api/json/crud/query/diagnosis', { query: 'a'.repeat(100_000) });
      expect(picker.status).toBe(400);
      expect(picker.body.message).toMatch(/^"query" is too long/);
    });
  });

  describe('the anonymous per-address allowance counts an IPv6 client by its /56 network, as the rate limits do', () => {
    it('addresses in one /56 share a key; another network, or an IPv4 client, does not', async () => {
      const key = (a: string) => t.services.counters.addressKey(a);
      expect(await key('2001:db8:0:12::1')).toBe(await key('2001:db8:0:ff:a:b:c:d'));
      expect(await key('2001:db8:0:12::1')).not.toBe(await key('2001:db8:0:100::1'));
      expect(await key('::ffff:192.0.2.1')).toBe(await key('192.0.2.1'));
      expect(await key('192.0.2.1')).not.toBe(await key('192.0.2.2'));
    });
  });

  describe('private answers are never stored (Cache-Control: no-store)', () => {
    it('every answer made for a signed-in user says no-store', async () => {
      const visit = await agent.post('/api/json/crud/save/visit', {
        name: 'Check-up',
        total: '120.50',
        pay: '20',
      });
      expect(visit.status).toBe(200);
      const eventId = visit.body.id as string;
      const billId = visit.body.bills[0].id as string;
      const paths = [
        `GET /api/crud/get/event/${eventId}`,
        `GET /api/crud/get/bill/${billId}`,
        `GET /api/json/crud/get/visit/${eventId}`,
        'POST /api/crud/search/event',
        'POST /api/crud/search/bill',
        `GET /api/crud/check/bill/${billId}`,
        'GET /api/user/price-sharing',
        'GET /api/crud/select/code/private_diagnosis',
        'POST /graphql { me }',
        'POST /graphql { event }',
      ];
      const answers = await Promise.all([
        agent.get(`/api/crud/get/event/${eventId}`),
        agent.get(`/api/crud/get/bill/${billId}`),
        agent.get(`/api/json/crud/get/visit/${eventId}`),
        agent.post('/api/crud/search/event', {}),
        agent.post('/api/crud/search/bill', {}),
        agent.get(`/api/crud/check/bill/${billId}`),
        agent.get('/api/user/price-sharing'),
        agent.get('/api/crud/select/code/private_diagnosis'),
        agent.post('/graphql', { query: '{ me { id } }' }),
        agent.post('/graphql', {
          query: `query($id: ID!) { event(id: $id) { id name } }`,
          variables: { id: eventId },
        }),
      ]);
      const notStored = answers
        .map((r, i) => `${paths[i]} ${r.status} "${r.headers['cache-control'] ?? ''}"`)
        .filter((line) => !/\bno-store\b/.test(line));
      expect(notStored).toEqual([]);
    });

    it("an anonymous visitor's search answer (their allowance) says no-store too", async () => {
      const anon = await t.agent();
      const res = await anon.post('/api/crud/search/provider/10/1', {
        diagnosisId: 1,
        lat: 30.27,
        lng: -97.74,
      });
      expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
    });
  });
});

describe(`per-client API rate limit (${testDbKind()})`, () => {
  const LIMIT = 5;
  let a: TestApp;
  let b: BuiltApp;
  let second: Database | null = null;
  beforeAll(async () => {
    a = await createTestApp({ API_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'true' });
    const url = (a.db.dataSource.options as { url?: string }).url;
    // A second API process on the same database (on PGlite, which one process owns, the same pool).
    second = a.db.kind === 'postgres' && url ? await openDatabase({ url, poolSize: 3 }) : null;
    b = await buildApp({
      config: a.config,
      db: second?.dataSource ?? a.db.dataSource,
      log: pino({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await b?.apollo.stop();
    await second?.close();
    await a?.close();
  });

  const from = (app: BuiltApp['app'], ip: string, path = '/api/version') =>
    request(app).get(path).set('x-forwarded-for', ip);
  /** Longer than the store's one-second batch: the hits are in the shared counter. */
  const afterBatch = () => new Promise((r) => setTimeout(r, 1300));
  /**
   * The counts are per fixed minute of the clock (the store's windows): a test whose requests straddle the
   * turn of a minute would see its count start again. Each test so starts with at least 10 s of its minute
   * left (it takes about 3 s), waiting for the next minute when fewer remain.
   */
  const WINDOW_MS = 60_000;
  beforeEach(() => startWithWindowLeft(WINDOW_MS, 10_000));

  it('answers 429 with a message and Retry-After past the limit, REST and GraphQL alike; another client is not affected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await from(a.app, '203.0.113.7')).status);
    expect(statuses).toEqual(Array.from({ length: LIMIT }, () => 200));
    const over = await from(a.app, '203.0.113.7');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Please wait a minute/),
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const gql = await request(a.app)
      .post('/graphql')
      .set('x-forwarded-for', '203.0.113.7')
      .send({ query: '{ __typename }' });
    expect(gql.status).toBe(429);
    expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await from(a.app, '198.51.100.9')).status).toBe(200);
  });

  it('counts an IPv6 client by its /56 network', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await from(a.app, `2001:db8:0:${i}::1`)).status).toBe(200);
    expect((await from(a.app, '2001:db8:0:ff::2')).status).toBe(429);
    expect((await from(a.app, '2001:db8:1::1')).status).toBe(200);
  });

  it('two API processes on one database enforce one total (each adds its hits once a second)', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 3; i++) expect((await from(a.app, ip)).status).toBe(200);
    await afterBatch();
    expect((await from(b.app, ip)).status).toBe(200); // 4th
    await afterBatch(); // b has added its hit and learnt the total of 4
    expect((await from(b.app, ip)).status).toBe(200); // 5th
    expect((await from(b.app, ip)).status).toBe(429); // 6th: refused, though b itself saw only 3
  });
});
