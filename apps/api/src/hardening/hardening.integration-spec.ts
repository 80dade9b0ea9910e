/**
 * Issue 9, part A, through HTTP: documents that once took the server down are refused fast with a clear
 * 400; invalid text is refused at one gate; a busy database answers 503 "try again"; unfinished operations
 * answer a typed error; headers and compression are on. Each case was first reproduced failing.
 */
import request from 'supertest';
import { withRequestDbLimit } from '@fp/db';
import { pricingTestData } from '@fp/pricing';
import { createTestApp, testDbKind, type TestAgent, type TestApp } from '../testing/test-app';
import { DEEP_QUERY, aliasedSearches } from './corpus';

const { AUSTIN, FIXTURE_DIAGNOSES, insertFixtures } = pricingTestData;
const SEARCH = `query S($input: ProviderSearchInput!) { searchProviders(input: $input) { count hits { id name } } }`;
const pneumonia = { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, ...AUSTIN };

describe(`hardening (${testDbKind()})`, () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp({ DB_REQUEST_CONNECTIONS: '2' });
    await insertFixtures(t.db.dataSource);
    agent = await t.agent();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function post(query: string, variables?: object) {
    const started = performance.now();
    const res = await agent.raw.post('/graphql').set('x-csrf-token', agent.csrf).send({ query, variables });
    return { res, ms: performance.now() - started };
  }

  describe('GraphQL limits', () => {
    it('refuses the deep query and 200 aliases before running them while a concurrent search still answers', async () => {
      const visitor = await t.agent();
      const [deep, aliases, normal] = await Promise.all([
        post(DEEP_QUERY),
        post(aliasedSearches(200)),
        visitor.gql<{ searchProviders: { count: number } }>(SEARCH, { input: pneumonia }),
      ]);
      for (const { res } of [deep, aliases]) {
        expect(res.status).toBe(400);
        expect(res.body.data).toBeUndefined();
      }
      // Timings are printed, not asserted (a loaded CI machine is no stopwatch); npm run bench:corpus measures.
      console.info(
        `refused in ${Math.round(deep.ms)} ms (deep) and ${Math.round(aliases.ms)} ms (200 aliases)`,
      );
      expect(deep.res.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/too complex: it is nested more than \d+ levels deep/),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
      expect(aliases.res.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/more th\w+ \d+ tokens/),
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      });
      expect(normal.errors).toBeUndefined();
      expect(normal.data!.searchProviders.count).toBeGreaterThan(0);
      await request(t.app).get('/healthz').expect(200);
    });

    it('lets a heavy request (10 aliased searches) run without failing another visitor', async () => {
      const visitor = await t.agent();
      const [heavy, normal] = await Promise.all([
        post(
          `query H($input: ProviderSearchInput!) { ${Array.from({ length: 10 }, (_, i) => `s${i}: searchProviders(input: $input) { count }`).join(' ')} }`,
          { input: pneumonia },
        ),
        visitor.gql<{ searchProviders: { count: number } }>(SEARCH, { input: pneumonia }),
      ]);
      expect(heavy.res.status).toBe(200);
      expect(normal.errors).toBeUndefined();
      expect(normal.data!.searchProviders.count).toBeGreaterThan(0);
    });
  });

  describe('database protection (PostgreSQL server; PGlite runs one statement at a time anyway)', () => {
    // eslint-disable-next-line no-restricted-syntax -- PostgreSQL only: PGlite runs one statement at a time and has no statement timer.
    const onPostgres = testDbKind() === 'postgres' ? it : it.skip;
    const active = async (sql: string) => {
      const [{ n }] = await t.db.dataSource.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query = $1`,
        [sql],
      );
      return n as number;
    };

    onPostgres('sets a statement timeout on pooled connections', async () => {
      const [row] = await t.db.dataSource.query('SHOW statement_timeout');
      expect(row.statement_timeout).toBe('5s');
    });

    onPostgres('lets one request hold at most its cap of connections; others still get theirs', async () => {
      const sql = 'SELECT pg_sleep(0.4) AS heavy';
      const heavy = withRequestDbLimit(2, () =>
        Promise.all(Array.from({ length: 6 }, () => t.db.dataSource.query(sql))),
      );
      await new Promise((r) => setTimeout(r, 200));
      // This query is another visitor's: it is answered while the heavy request is still running.
      expect(await active(sql)).toBe(2);
      await heavy;
    });

    onPostgres('answers 503 "busy, try again" when the pool stays full, never a 500', async () => {
      const held = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const qr = t.db.dataSource.createQueryRunner();
          await qr.connect();
          return qr;
        }),
      );
      try {
        const [rest, gql] = await Promise.all([
          agent.post('/api/json/crud/query/diagnosis', { query: 'pneu' }),
          agent.raw.post('/graphql').set('x-csrf-token', agent.csrf).send({ query: '{ systems { id } }' }),
        ]);
        for (const res of [rest, gql]) {
          expect(res.status).toBe(503);
          expect(res.body.message ?? res.body.errors?.[0]?.message).toMatch(
            /busy right now\. Please try again/,
          );
        }
      } finally {
        await Promise.all(held.map((qr) => qr.release()));
      }
      await request(t.app).get('/readyz').expect(200);
    });
  });

  describe('database protection (PGlite: one session, a gate keeps an open transaction to its connection)', () => {
    // eslint-disable-next-line no-restricted-syntax -- PGlite only: the gate exists only for the embedded database (PostgreSQL has a pool).
    const onPglite = testDbKind() === 'pglite' ? it : it.skip;

    onPglite(
      'answers 503 "busy, try again" when a statement waits too long at the gate, never a 500',
      async () => {
        // Its own app, whose gate gives up after 300 ms instead of 15 s.
        const busy = await createTestApp({}, { pglite: { pgliteLockTimeoutMs: 300 } });
        const qr = busy.db.dataSource.createQueryRunner();
        try {
          const visitor = await busy.agent();
          await qr.connect();
          await qr.startTransaction();
          await qr.query('SELECT 1');
          const rest = await visitor.post('/api/json/crud/query/diagnosis', { query: 'pneu' });
          expect(rest.status).toBe(503);
          expect(rest.body).toMatchObject({
            code: 'UNAVAILABLE',
            message: expect.stringMatching(/busy right now\. Please try again/),
          });
          // Without a session cookie, so that the statement waiting is the resolver's, not the session read.
          const gql = await request(busy.app).post('/graphql').send({ query: '{ systems { id } }' });
          expect(gql.status).toBe(503);
          expect(gql.body.errors[0]).toMatchObject({
            message: expect.stringMatching(/busy right now\. Please try again/),
            extensions: { code: 'UNAVAILABLE' },
          });
          await qr.rollbackTransaction();
          await request(busy.app).get('/readyz').expect(200);
        } finally {
          await qr.release();
          await busy.close();
        }
      },
    );
  });

  describe('invalid text', () => {
    const nul = 'pneu\u0000monia';
    it.each([
      ['REST JSON body', () => agent.post('/api/json/crud/query/diagnosis', { query: nul })],
      [
        'REST contact form',
        () => agent.post('/api/bill/contact', { name: nul, email: 'a@example.com', message: 'hi' }),
      ],
      [
        'REST urlencoded body',
        () =>
          agent.raw
            .post('/api/bill/contact')
            .set('x-csrf-token', agent.csrf)
            .type('form')
            .send('name=a%00b&email=a%40example.com&message=hi'),
      ],
      ['REST path parameter', () => agent.get('/api/crud/get/blog/abc%00def/slug')],
      ['REST query string', () => agent.get('/api/crud/search/blog?q=a%00b')],
      ['REST lone surrogate', () => agent.post('/api/json/crud/query/diagnosis', { query: 'a\uD800b' })],
      [
        'GraphQL diagnoses(query) variable',
        () =>
          agent.raw
            .post('/graphql')
            .set('x-csrf-token', agent.csrf)
            .send({ query: 'query Q($q: String!) { diagnoses(query: $q) { id } }', variables: { q: nul } }),
      ],
      [
        'GraphQL diagnosis(slug) inline literal',
        () =>
          agent.raw
            .post('/graphql')
            .set('x-csrf-token', agent.csrf)
            .send({ query: '{ diagnosis(slug: "a\\u0000b") { id } }' }),
      ],
      [
        'GraphQL category(id) raw NUL in literal',
        () =>
          agent.raw
            .post('/graphql')
            .set('x-csrf-token', agent.csrf)
            .send({ query: `{ category(id: "a${'\u0000'}b") { id } }` }),
      ],
      [
        'GraphQL GET query string',
        () =>
          agent
            .get('/graphql?query=%7B%20category(id%3A%20%22a%00%22)%20%7B%20id%20%7D%20%7D')
            .set('apollo-require-preflight', 'true'),
      ],
    ])('refuses NUL or broken text in %s with a 400 and a clear message', async (_name, send) => {
      const res = await send();
      expect(res.status).toBe(400);
      const message = res.body.message ?? res.body.errors?.[0]?.message;
      expect(message).toMatch(/Invalid text in .*NUL byte or a broken Unicode character/);
    });

    it('still accepts ordinary non-ASCII text (accents, emoji)', async () => {
      const res = await agent.post('/api/json/crud/query/diagnosis', { query: 'neumonía 😷' });
      expect(res.status).toBe(200);
    });

    it('answers malformed JSON with a 400 and a clear message, on REST and GraphQL', async () => {
      for (const path of ['/api/json/crud/query/diagnosis', '/graphql']) {
        const res = await agent.raw
          .post(path)
          .set('x-csrf-token', agent.csrf)
          .set('content-type', 'application/json')
          .send('{"query": ');
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('The request body is not valid JSON.');
      }
    });
  });

  describe('claims made true', () => {
    it('answers every schema operation with a real resolver: none is left to the NOT_IMPLEMENTED fallback', async () => {
      // Asking for a tracker list signed out is refused as "sign in", not "not available yet".
      const res = await agent.gql('{ bills { count } }');
      expect(res.errors?.[0]?.extensions?.code).not.toBe('NOT_IMPLEMENTED');
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('shows the app version but not the database version', async () => {
      const res = await request(t.app).get('/api/version').expect(200);
      expect(res.body).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
      expect(JSON.stringify(res.body)).not.toMatch(/postgres/i);
    });
  });

  describe('headers and transport', () => {
    it("sends the site's CSP and the other helmet headers outside the API, and no HSTS outside production", async () => {
      // The test app has no built pages (`/` answers 503 here); the browser tier checks a page's headers.
      const res = await request(t.app).get('/healthz').expect(200);
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.headers['content-security-policy']).toMatch(/worker-src 'self' blob:/);
      expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it("sends an API answer the API's headers (OWASP's REST set): it loads nothing and no page may frame it", async () => {
      const answers = [
        await request(t.app).get('/api/version').expect(200),
        await request(t.app).post('/graphql').send({ query: '{ ping }' }).expect(200),
        await request(t.app).get('/api/no-such-endpoint').expect(404),
        await request(t.app).post('/graphql').send('{"query": ').set('content-type', 'application/json'),
      ];
      for (const res of answers) {
        expect(res.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
        expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['strict-transport-security']).toBeUndefined();
        // The page headers are not on data.
        for (const page of [
          'cross-origin-opener-policy',
          'origin-agent-cluster',
          'x-xss-protection',
          'referrer-policy',
        ])
          expect(res.headers[page]).toBeUndefined();
      }
    });

    it("puts no ETag on the app's own answers (GraphQL and REST)", async () => {
      const search = await request(t.app)
        .post('/graphql')
        .send({ query: '{ __schema { queryType { name } } }' });
      expect(search.status).toBe(200);
      const config = await request(t.app).get('/api/config');
      expect(config.status).toBe(200);
      for (const res of [search, config]) expect(res.headers.etag).toBeUndefined();
    });

    it('compresses a large JSON answer with brotli or gzip, and leaves a small one alone', async () => {
      const introspect = { query: '{ __schema { types { name description fields { name description } } } }' };
      for (const encoding of ['br', 'gzip']) {
        const res = await request(t.app).post('/graphql').set('accept-encoding', encoding).send(introspect);
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        // Compressed whole, at once (http/compression.ts): a length, not a chunked stream.
        expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
        expect(res.headers['transfer-encoding']).toBeUndefined();
        expect(res.body.data.__schema.types.length).toBeGreaterThan(10);
      }
      const small = await request(t.app).get('/healthz').set('accept-encoding', 'br');
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('gives Apollo Sandbox (development only) a policy for its CDN, and the API none of that', async () => {
      const page = await request(t.app).get('/graphql').set('accept', 'text/html');
      expect(page.status).toBe(200);
      expect(page.headers['content-security-policy']).toContain(
        'https://embeddable-sandbox.cdn.apollographql.com',
      );
      const api = await request(t.app).post('/graphql').send({ query: '{ ping }' });
      expect(api.headers['content-security-policy']).not.toContain('apollographql');
    });

    it('sends HSTS in production', async () => {
      const prod = await createTestApp({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x' });
      try {
        const res = await request(prod.app).get('/healthz').expect(200);
        expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
        expect(res.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
        const api = await request(prod.app).get('/api/version').expect(200);
        expect(api.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
      } finally {
        await prod.close();
      }
    });
  });
});
