/**
 * Runs sign-up, activation, log-in (REST and GraphQL), a wrong password, a reset, a one-time link, a
 * checkout and signed webhooks through the app with the production logger at its most talkative level,
 * then checks that no password, key, session id, forgery token, webhook signature or card number was
 * written.
 */
import { Writable } from 'node:stream';
import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { buildApp, type BuiltApp } from '../app';
import { startFakeStripe, signStripePayload, stripeEvent, type FakeStripe } from '@fp/payments/testing';
import { testDbKind } from '../testing/test-app';
import { linkIn, sessionCookie, testBrowser } from './test-browser';

const PASSWORD = 'Secr3t!Pw-for-logs';
const NEW_PASSWORD = 'Other#Pw-for-logs9';
const CARD = '4242424242424242';
const WEBHOOK_SECRET = 'whsec_log_test_secret';

describe(`no secrets in the logs (${testDbKind()})`, () => {
  let db: TestDatabase;
  let built: BuiltApp;
  let stripe: FakeStripe;
  const lines: string[] = [];

  beforeAll(async () => {
    db = await openTestDatabase(testDbKind());
    stripe = await startFakeStripe({ prices: { price_a: 999, price_b: 2999, price_c: 4999 } });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_IDS_TEST: 'price_a,price_b,price_c',
    });
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(chunk.toString('utf8'));
        cb();
      },
    });
    built = await buildApp({ config, db: db.dataSource, log: createLogger('trace', sink) });
  });
  afterAll(async () => {
    await built?.apollo.stop();
    await db?.drop();
    await stripe?.close();
  });

  it('keeps passwords, keys, session ids, tokens, signatures and card numbers out', async () => {
    const secrets: string[] = [PASSWORD, NEW_PASSWORD, CARD, WEBHOOK_SECRET, stripe.secretKey];
    const app = built.app;
    const outbox = async (kind: string) =>
      (await built.services.mail.outbox()).filter((m) => m.kind === kind);

    const first = request.agent(app);
    const csrfRes = await first.get('/api/csrf');
    secrets.push(csrfRes.body.csrfToken, sessionCookie(csrfRes)!);
    await first
      .post('/api/auth/reset')
      .set('x-csrf-token', csrfRes.body.csrfToken)
      .send({ email: 'none@example.com' });
    const b = await testBrowser(app);
    await b.post('/api/auth/signup', { email: 'logs@example.com' }).expect(200);
    const activation = linkIn((await outbox('activate'))[0]!.text);
    const key = activation.pathname.split('/')[3]!;
    secrets.push(key);
    await b.raw.get(activation.pathname).expect(503); // the page itself (web app not built here): its URL is logged
    await b.gql('mutation($k: String!, $p: String!) { setPassword(key: $k, password: $p) { ok } }', {
      k: key,
      p: PASSWORD,
    });
    await b.refresh(); // signed in by the key: a new session

    // A wrong password, then the right one, over both transports.
    await b.post('/api/auth/login', { email: 'logs@example.com', password: `${PASSWORD}x` }).expect(401);
    const login = await b
      .post('/api/auth/login', { email: 'logs@example.com', password: PASSWORD })
      .expect(200);
    secrets.push(sessionCookie(login)!);
    await b.refresh();
    const gqlLogin = await b.raw
      .post('/graphql')
      .set('x-csrf-token', (await b.raw.get('/api/csrf')).body.csrfToken)
      .send({
        query: 'mutation($e: String!, $p: String!) { logIn(email: $e, password: $p) { email } }',
        variables: { e: 'logs@example.com', p: PASSWORD },
      });
    secrets.push(sessionCookie(gqlLogin)!);

    // Reset by e-mail and a one-time sign-in link.
    await b.refresh();
    await b.post('/api/auth/reset', { email: 'logs@example.com' }).expect(200);
    const resetKey = linkIn((await outbox('reset'))[0]!.text).pathname.split('/')[3]!;
    secrets.push(resetKey);
    await b
      .post('/api/auth/set', { key: resetKey, email: 'logs@example.com', password: NEW_PASSWORD })
      .expect(200);
    await b.refresh(); // a new password ends every session of the account, this one included
    await b.post('/api/auth/set', { key: resetKey, password: NEW_PASSWORD }).expect(400); // used key
    await b.post('/api/auth/access', { email: 'logs@example.com' }).expect(200);
    const access = linkIn((await outbox('access'))[0]!.text);
    secrets.push(access.searchParams.get('key')!);
    await b.raw.get(`${access.pathname}${access.search}`);
    const keyLogin = await b.post('/api/auth/access/login', {
      key: access.searchParams.get('key'),
      email: 'logs@example.com',
    });
    secrets.push(sessionCookie(keyLogin)!);
    await b.refresh();

    // Checkout, purchase page and webhooks (one forged), with a card number smuggled into metadata.
    const checkout = await b.get('/api/stripe/checkout/price_b/logs%40example.com').expect(200);
    const sessionId = /(cs_test_\w+)/.exec(checkout.body.url)![1]!;
    const session = stripe.completeSession(sessionId);
    session.metadata = { ...(session.metadata as object), plan_id: 'family', note: CARD };
    const payload = stripeEvent('checkout.session.completed', session);
    const signature = signStripePayload(payload, WEBHOOK_SECRET);
    secrets.push(signature);
    const hook = (sig: string) =>
      request(app)
        .post('/api/stripe/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', sig)
        .send(payload);
    await hook(signature).expect(200);
    await hook(signature).expect(200);
    await hook(signStripePayload(payload, 'whsec_wrong')).expect(400);
    await b.raw.get(`/account/purchase/${sessionId}`);
    await b.get(`/api/auth/updateSub?charge_id=${sessionId}&email=logs%40example.com`).expect(200);
    await b.raw.get('/api/auth/getToken').expect(200);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20); // the logger really was writing
    expect(log).toContain('"url":"/api/auth/login"');
    for (const s of secrets) {
      expect(s.length).toBeGreaterThan(8);
      if (log.includes(s)) throw new Error(`a secret appears in the logs: ${s.slice(0, 4)}…`);
    }
    expect(log).not.toMatch(/fp_sid=/);
  });
});
