/**
 * Several API processes on one database share every count (issue 9): two apps built with buildApp, each
 * with its own services (own rate limiters, own counters, own caches), on two connection pools to the
 * same PostgreSQL database (on PGlite, which one process owns, on one pool). Requests alternate between
 * them: the login limit and the anonymous allowance end at the same total as on one process, and a
 * session made on one is valid on the other.
 */
import request from 'supertest';
import pino from 'pino';
import { openDatabase, type Database } from '@fp/db';
import { hashPassword } from '@fp/accounts';
import { pricingTestData } from '@fp/pricing';
import { buildApp, type BuiltApp } from '../app';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';
import { sessionCookie } from './test-browser';
import { startWithWindowLeft } from '../testing/counting-window';

const { FIXTURE_DIAGNOSES, FIXTURE_PROVIDERS, insertFixtures } = pricingTestData;
const PASSWORD = 'Str0ng!pass';
const LOGIN_LIMIT = 6;

describe(`two API processes on one database (${testDbKind()})`, () => {
  let a: TestApp;
  let b: BuiltApp;
  let second: Database | null = null;

  beforeAll(async () => {
    a = await createTestApp({ LOGIN_RATE_LIMIT: String(LOGIN_LIMIT) });
    await insertFixtures(a.db.dataSource);
    const url = (a.db.dataSource.options as { url?: string }).url;
    // A second pool to the same PostgreSQL database, as a second process would have.
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

  const apps = () => [a.app, b.app];

  it('runs two separate service containers (nothing shared in memory)', () => {
    expect(b.services).not.toBe(a.services);
    expect(b.services.rateLimits).not.toBe(a.services.rateLimits);
    expect(b.services.counters).not.toBe(a.services.counters);
  });

  it('the login rate limit holds at the same total when attempts alternate between the processes', async () => {
    await startWithWindowLeft(a.config.rateLimits.login.windowMs, 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 4; i++) {
      const app = apps()[i % 2]!;
      const agent = request.agent(app);
      const csrf = (await agent.get('/api/csrf')).body.csrfToken as string;
      const res = await agent
        .post('/api/auth/login')
        .set('x-csrf-token', csrf)
        .send({ email: 'nobody@example.com', password: 'Wrong!pass1' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([
      ...Array.from({ length: LOGIN_LIMIT }, () => 401),
      ...Array.from({ length: 4 }, () => 429),
    ]);
  });

  it('a session made on one process is valid on the other, and the allowance is counted across both', async () => {
    const start = await request(a.app).get('/api/csrf').expect(200);
    const cookie = `fp_sid=${sessionCookie(start)!}`;
    const csrf = start.body.csrfToken as string;
    const results: { count: number; details: boolean }[] = [];
    // Seven searches, each a new point (one search is one condition at one place), on the two processes
    // in turn: one count, seen by both.
    for (let i = 0; i < 7; i++) {
      const res = await request(apps()[i % 2]!)
        .post('/api/crud/search/provider/10/1')
        .set('cookie', cookie)
        .set('x-csrf-token', csrf)
        .send({ diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, lat: 30.2 + i * 0.01, lng: -97.74 })
        .expect(200);
      expect(res.body.count).toBeGreaterThan(0);
      results.push({ count: res.body.search_count, details: res.body.access.detail_prices });
    }
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // A visitor's 3 free searches (issue 41), whichever process answered them.
    expect(results.map((r) => r.details)).toEqual([true, true, true, false, false, false, false]);
    // The provider's details on the other process: no prices past the allowance.
    const detail = await request(b.app)
      .get(
        `/api/crud/get/provider/${FIXTURE_PROVIDERS.central.id}?diagnosis=${FIXTURE_DIAGNOSES.pneumonia.id}`,
      )
      .set('cookie', cookie)
      .set('x-csrf-token', csrf)
      .expect(200);
    expect(detail.body.provider.prices).toHaveLength(0);
  });

  it('signing in on one process is seen by the other', async () => {
    await a.db.dataSource.query(
      `INSERT INTO app_user (email, reference, password_hash, email_verified_at)
       VALUES ('shared@example.com', 'sharedref', $1, now())`,
      [await hashPassword(PASSWORD)],
    );
    // The login limit of this address was used up above; its window ends (as the timer would prune it).
    await a.db.dataSource.query(`DELETE FROM usage_counter WHERE kind = 'rl:login'`);
    const start = await request(b.app).get('/api/csrf').expect(200);
    const login = await request(b.app)
      .post('/api/auth/login')
      .set('cookie', `fp_sid=${sessionCookie(start)!}`)
      .set('x-csrf-token', start.body.csrfToken as string)
      .send({ email: 'shared@example.com', password: PASSWORD })
      .expect(200);
    const token = await request(a.app)
      .post('/graphql')
      .set('cookie', `fp_sid=${sessionCookie(login)!}`)
      .send({ query: '{ token { email } }' })
      .expect(200);
    expect(token.body.data.token).toEqual({ email: 'shared@example.com' });
  });
});
