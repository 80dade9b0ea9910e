import request from 'supertest';
import pino from 'pino';
import { ALREADY_CANCELED_MESSAGE, NO_PASS_TO_CANCEL_MESSAGE, PaymentsService } from '@fp/payments';
import { startFakeStripe, signStripePayload, stripeEvent, type FakeStripe } from '@fp/payments/testing';
import { AccountsService } from '@fp/accounts';
import { MailService } from '@fp/mail';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';
import { linkIn, testBrowser, type TestBrowser } from './test-browser';

const WEBHOOK_SECRET = 'whsec_test_secret_for_tests';
const PRICES = { price_single: 999, price_family: 2999, price_annual: 4999 };
const PASSWORD = 'Str0ng!pass';

async function passOf(t: TestApp, email: string) {
  const rows: { pass_active: boolean; pass_expires_at: Date | null; stripe_customer_id: string | null }[] =
    await t.db.dataSource.query(
      'SELECT pass_active, pass_expires_at, stripe_customer_id FROM app_user WHERE email = $1',
      [email],
    );
  return rows[0];
}
/** The owner of `email` opens the newest confirmation link mailed there (choosing a password when asked). */
async function confirmByMail(t: TestApp, email: string, b?: TestBrowser): Promise<TestBrowser> {
  const browser = b ?? (await testBrowser(t.app));
  const mail = (await t.services.mail.outbox()).find((m) => m.to === email && m.kind === 'confirmPurchase');
  const link = linkIn(mail!.text);
  if (link.pathname.startsWith('/account/set/')) {
    const key = link.pathname.split('/')[3];
    await browser.post('/api/auth/set', { key, email, password: PASSWORD }).expect(200);
  } else {
    await browser
      .post('/api/auth/access/login', {
        key: link.searchParams.get('key'),
        email: link.searchParams.get('email'),
      })
      .expect(200);
  }
  await browser.refresh(); // signed in by the key: a new session
  return browser;
}
/** A signed-in browser of a new account with a password. */
async function member(t: TestApp, email: string): Promise<TestBrowser> {
  const b = await testBrowser(t.app);
  await b.post('/api/auth/signup', { email }).expect(200);
  const mail = (await t.services.mail.outbox()).find((m) => m.to === email)!;
  const key = linkIn(mail.text).pathname.split('/')[3];
  await b.post('/api/auth/set', { key, password: PASSWORD }).expect(200);
  await b.refresh(); // signed in by the key: a new session
  return b;
}
const CANCEL = 'mutation { cancelPass { passActive passCanceled passEndsAt } }';
const count = async (t: TestApp, sql: string, params: unknown[] = []) =>
  Number(((await t.db.dataSource.query(sql, params)) as { n: number }[])[0]!.n);

function postWebhook(t: TestApp, payload: string, signature: string) {
  return request(t.app)
    .post('/api/stripe/webhook')
    .set('content-type', 'application/json')
    .set('stripe-signature', signature)
    .send(payload);
}

describe(`Stripe checkout and webhooks through the real SDK (${testDbKind()})`, () => {
  let t: TestApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe({ prices: PRICES });
    t = await createTestApp({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      LOGIN_RATE_LIMIT: '1000',
      STRIPE_PRICE_IDS_TEST: Object.keys(PRICES).join(','),
      PUBLIC_URL: 'http://site.test',
      CHECKOUT_RETURN_HOSTS: 'www.site.test',
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  /** A buyer (a new browser, or `browser`) starts a checkout through the API, and pays on (fake) Stripe's page. */
  async function paidSession(email: string, priceId = 'price_family', browser?: TestBrowser) {
    const b = browser ?? (await testBrowser(t.app));
    const res = await b.get(`/api/stripe/checkout/${priceId}/${encodeURIComponent(email)}`).expect(200);
    const id = /\/c\/pay\/(cs_test_\w+)/.exec(res.body.url)![1]!;
    return { b, id, session: stripe.completeSession(id) };
  }

  it('lists the three plans with the configured price ids', async () => {
    const b = await testBrowser(t.app);
    const res = await b.gql<{ plans: { id: string; priceId: string; priceCents: number }[] }>(
      '{ plans { id priceId priceCents months intervalText highlighted } }',
    );
    expect(res.data?.plans.map((p) => [p.id, p.priceId])).toEqual([
      ['single', 'price_single'],
      ['family', 'price_family'],
      ['annual', 'price_annual'],
    ]);
  });

  it('creates a Stripe Checkout session and answers its URL', async () => {
    const b = await testBrowser(t.app);
    await b.raw.get('/api/stripe/checkout/price_single/ann%40example.com').expect(403); // no forgery token
    const res = await b.get('/api/stripe/checkout/price_single/ann%40example.com').expect(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const created = [...stripe.sessions.values()].at(-1)!;
    expect(created).toMatchObject({
      customer_email: 'ann@example.com',
      mode: 'subscription',
      metadata: { plan_id: 'single', price_id: 'price_single' },
    });
    expect(created.success_url).toBe(`http://site.test/account/purchase/${String(created.id)}`);
    expect(stripe.requests.every((r) => r.authorized)).toBe(true);
    const unknown = await b.get('/api/stripe/checkout/price_nope/ann%40example.com').expect(400);
    expect(unknown.body.message).toBe('Please choose one of the plans.');
    const bad = await b.get('/api/stripe/checkout/price_single/not-an-email').expect(400);
    expect(bad.body.fields).toEqual({ email: 'Please enter a valid email.' });
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const { session } = await paidSession('bad-sig@example.com');
    const payload = stripeEvent('checkout.session.completed', session);
    const forged = signStripePayload(payload, 'whsec_not_the_right_secret');
    const res = await postWebhook(t, payload, forged).expect(400);
    expect(res.body.message).toBe('The webhook signature is not valid.');
    await postWebhook(t, payload, 't=1,v1=deadbeef').expect(400);
    await request(t.app)
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .send(payload)
      .expect(400);
    // A correctly signed body that was altered afterwards is refused too.
    const signed = signStripePayload(payload, WEBHOOK_SECRET);
    await postWebhook(t, payload.replace('bad-sig@example.com', 'thief@example.com'), signed).expect(400);

    expect(await count(t, 'SELECT count(*)::int AS n FROM stripe_event')).toBe(0);
    expect(await passOf(t, 'bad-sig@example.com')).toBeUndefined();
    expect(await passOf(t, 'thief@example.com')).toBeUndefined();
    expect(await count(t, `SELECT count(*)::int AS n FROM payment WHERE status = 'paid'`)).toBe(0);
  });

  it('the webhook alone records the payment and mails the confirmation link, which turns the pass on; a replayed event changes nothing', async () => {
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    const { id } = await paidSession('hook@example.com');
    const session = stripe.completeSession(id, { periodEnd });
    const payload = stripeEvent('checkout.session.completed', session);
    const first = await postWebhook(t, payload, signStripePayload(payload, WEBHOOK_SECRET)).expect(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    // Bought without signing in: nothing is on any account until the owner of the address confirms.
    expect((await passOf(t, 'hook@example.com'))?.pass_active).toBe(false);
    expect(
      (await t.services.mail.outbox()).filter((m) => m.to === 'hook@example.com').map((m) => m.kind),
    ).toEqual(['confirmPurchase']);
    await confirmByMail(t, 'hook@example.com');

    const pass = await passOf(t, 'hook@example.com');
    expect(pass?.pass_active).toBe(true);
    expect(pass?.stripe_customer_id).toBe(session.customer);
    // The pass runs to the end of the paid period plus two days' grace for the renewal to arrive.
    const expectedEnd = Math.floor(periodEnd.getTime() / 1000) * 1000 + 2 * 86_400_000;
    expect(new Date(pass!.pass_expires_at!).getTime()).toBe(expectedEnd);
    const mails = (await t.services.mail.outbox()).filter((m) => m.to === 'hook@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['welcomePurchase', 'confirmPurchase']);

    // The same event again (Stripe retries): acknowledged, nothing changes.
    await t.db.dataSource.query(`UPDATE app_user SET pass_active = false WHERE email = 'hook@example.com'`);
    const replay = await postWebhook(t, payload, signStripePayload(payload, WEBHOOK_SECRET)).expect(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect((await passOf(t, 'hook@example.com'))?.pass_active).toBe(false);
    expect((await t.services.mail.outbox()).filter((m) => m.to === 'hook@example.com')).toHaveLength(2);
    expect(await count(t, 'SELECT count(*)::int AS n FROM stripe_event')).toBe(1);
    await t.db.dataSource.query(`UPDATE app_user SET pass_active = true WHERE email = 'hook@example.com'`);

    // A different event for the same checkout (e.g. sent twice under two ids) does not double either.
    const other = stripeEvent('checkout.session.completed', session);
    expect(
      (await postWebhook(t, other, signStripePayload(other, WEBHOOK_SECRET)).expect(200)).body.duplicate,
    ).toBe(false);
    expect((await t.services.mail.outbox()).filter((m) => m.to === 'hook@example.com')).toHaveLength(2);
  });

  it('two simultaneous deliveries of one event take effect once', async () => {
    const { session } = await paidSession('twice@example.com');
    const payload = stripeEvent('checkout.session.completed', session);
    const sig = signStripePayload(payload, WEBHOOK_SECRET);
    const [a, b] = await Promise.all([postWebhook(t, payload, sig), postWebhook(t, payload, sig)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.duplicate, b.body.duplicate].sort()).toEqual([false, true]);
    expect((await t.services.mail.outbox()).filter((m) => m.to === 'twice@example.com')).toHaveLength(1);
  });

  it('turns the pass off when the subscription ends, once', async () => {
    const { id } = await paidSession('ends@example.com');
    const session = stripe.completeSession(id);
    const done = stripeEvent('checkout.session.completed', session);
    await postWebhook(t, done, signStripePayload(done, WEBHOOK_SECRET)).expect(200);
    await confirmByMail(t, 'ends@example.com');
    expect((await passOf(t, 'ends@example.com'))?.pass_active).toBe(true);

    const sub = stripe.endSubscription(String(session.subscription));
    const ended = stripeEvent('customer.subscription.deleted', sub);
    await postWebhook(t, ended, signStripePayload(ended, WEBHOOK_SECRET)).expect(200);
    expect((await passOf(t, 'ends@example.com'))?.pass_active).toBe(false);
    const again = await postWebhook(t, ended, signStripePayload(ended, WEBHOOK_SECRET)).expect(200);
    expect(again.body.duplicate).toBe(true);
    const kinds = (await t.services.mail.outbox())
      .filter((m) => m.to === 'ends@example.com')
      .map((m) => m.kind);
    expect(kinds.sort()).toEqual(['confirmPurchase', 'passEnded', 'welcomePurchase']);
  });

  it('purchase page: the buyer reads the checkout and is told to check their e-mail; the link turns the pass on', async () => {
    const { b, id } = await paidSession('newbuyer@example.com', 'price_annual');
    const checkout = await b.raw.get(`/api/stripe/getCheckout/${id}`).expect(200);
    expect(checkout.body).toMatchObject({
      id,
      customer_details: { email: 'newbuyer@example.com' },
      amount_total: 4999,
      status: 'complete',
      payment_status: 'paid',
    });
    expect(checkout.body.subscription).toMatch(/^sub_/);

    const upd = await b
      .get(`/api/auth/updateSub?charge_id=${id}&email=ignored%40example.com&amount_total=1`)
      .expect(200);
    expect(upd.body).toEqual({
      awaiting_confirmation: true,
      confirmation_sent_to: 'newbuyer@example.com',
      token: null,
    });
    expect((await passOf(t, 'newbuyer@example.com'))?.pass_active).toBe(false);
    await confirmByMail(t, 'newbuyer@example.com', b);
    const login = await b
      .post('/api/auth/login', { email: 'newbuyer@example.com', password: PASSWORD })
      .expect(200);
    expect(login.body.pass_active).toBe(true);

    // The webhook arriving after the browser changes nothing more.
    const session = stripe.sessions.get(id)!;
    const late = stripeEvent('checkout.session.completed', session);
    await postWebhook(t, late, signStripePayload(late, WEBHOOK_SECRET)).expect(200);
    const mails = (await t.services.mail.outbox()).filter((m) => m.to === 'newbuyer@example.com');
    expect(mails.filter((m) => m.kind === 'welcomePurchase')).toHaveLength(1);
    expect(mails.filter((m) => m.kind === 'confirmPurchase')).toHaveLength(1);
  });

  it('a second browser holding the checkout id learns nothing, records nothing and makes the site send nothing', async () => {
    const { b: buyer, id } = await paidSession('victim@example.com', 'price_single');
    // The thief has the URL (/account/purchase/{id}) from history, a proxy log or a referrer.
    const thief = await testBrowser(t.app);
    await thief.raw.get(`/api/stripe/getCheckout/${id}`).expect(404);
    const viaRest = await thief.get(`/api/auth/updateSub?charge_id=${id}`).expect(404);
    const viaGql = await thief.gql(
      'mutation($id: ID!) { updateSubscription(checkoutSessionId: $id) { awaitingConfirmation confirmationSentTo } }',
      { id },
    );
    expect(viaGql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify([viaRest.body, viaGql])).not.toContain('victim');
    expect((await thief.gql<{ token: unknown }>('{ token { email } }')).data?.token).toBeNull();
    expect((await t.services.mail.outbox()).filter((m) => m.to === 'victim@example.com')).toEqual([]);

    // The browser that bought records it and is told where the link went.
    const own = await buyer.get(`/api/auth/updateSub?charge_id=${id}`).expect(200);
    expect(own.body).toMatchObject({
      awaiting_confirmation: true,
      confirmation_sent_to: 'victim@example.com',
    });
    await confirmByMail(t, 'victim@example.com', buyer);
    await buyer.post('/api/auth/login', { email: 'victim@example.com', password: PASSWORD }).expect(200);
  });

  it("purchase page: a signed-in member's purchase is on their account at once", async () => {
    const b = await testBrowser(t.app);
    await b.post('/api/auth/signup', { email: 'member@example.com' }).expect(200);
    const mail = (await t.services.mail.outbox()).find((m) => m.to === 'member@example.com')!;
    const key = linkIn(mail.text).pathname.split('/')[3];
    await b.post('/api/auth/set', { key, password: PASSWORD }).expect(200);
    await b.refresh(); // signed in by the key: a new session
    const { id } = await paidSession('member@example.com', 'price_single', b);
    const res = await b.gql<{
      updateSubscription: { awaitingConfirmation: boolean; token: { passActive: boolean } };
    }>(
      'mutation($id: ID!) { updateSubscription(checkoutSessionId: $id) { awaitingConfirmation token { passActive } } }',
      { id },
    );
    expect(res.data?.updateSubscription).toEqual({
      awaitingConfirmation: false,
      token: { passActive: true },
    });
  });

  it('settings: the owner cancels the pass; the subscription stops renewing and the pass stays until its end', async () => {
    const b = await member(t, 'canceller@example.com');
    const none = await b.gql(CANCEL);
    expect(none.errors?.[0]).toMatchObject({
      message: NO_PASS_TO_CANCEL_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const { id, session } = await paidSession('canceller@example.com', 'price_single', b);
    await b.gql(
      'mutation($id: ID!) { updateSubscription(checkoutSessionId: $id) { awaitingConfirmation } }',
      {
        id,
      },
    );
    const before = await b.gql<{ me: { passActive: boolean; passCanceled: boolean; passEndsAt: string } }>(
      '{ me { passActive passCanceled passEndsAt } }',
    );
    expect(before.data?.me).toMatchObject({ passActive: true, passCanceled: false });
    expect(stripe.subscriptions.get(String(session.subscription))!.cancel_at_period_end).toBeUndefined();

    const res = await b.gql<{
      cancelPass: { passActive: boolean; passCanceled: boolean; passEndsAt: string };
    }>(CANCEL);
    expect(res.data?.cancelPass).toEqual({
      passActive: true,
      passCanceled: true,
      passEndsAt: before.data!.me.passEndsAt,
    });
    expect(stripe.subscriptions.get(String(session.subscription))!.cancel_at_period_end).toBe(true);
    const again = await b.gql(CANCEL);
    expect(again.errors?.[0]?.message).toBe(ALREADY_CANCELED_MESSAGE);
    // Signed out, there is nothing to cancel.
    const stranger = await testBrowser(t.app);
    expect((await stranger.gql(CANCEL)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a checkout returns to the host the visitor is on when it is allowed, else to PUBLIC_URL', async () => {
    const b = await testBrowser(t.app);
    await b
      .get('/api/stripe/checkout/price_single/host%40example.com')
      .set('host', 'www.site.test')
      .expect(200);
    expect([...stripe.sessions.values()].at(-1)!.success_url).toMatch(
      /^http:\/\/www\.site\.test\/account\/purchase\//,
    );
    await b.get('/api/stripe/checkout/price_single/host%40example.com').set('host', 'evil.test').expect(200);
    expect([...stripe.sessions.values()].at(-1)!.success_url).toMatch(
      /^http:\/\/site\.test\/account\/purchase\//,
    );
    expect([...stripe.sessions.values()].at(-1)!.cancel_url).toBe('http://site.test/account/welcome');
  });

  it('refuses to record a checkout that is not paid', async () => {
    const b = await testBrowser(t.app);
    const res = await b.get('/api/stripe/checkout/price_single/unpaid%40example.com').expect(200);
    const id = /(cs_test_\w+)/.exec(res.body.url)![1];
    const upd = await b.get(`/api/auth/updateSub?charge_id=${id}`).expect(402);
    expect(upd.body.code).toBe('PAYMENT_REQUIRED');
    await b.raw.get('/api/stripe/getCheckout/cs_test_doesnotexist').expect(404);
    expect(await passOf(t, 'unpaid@example.com')).toBeUndefined();
  });

  it('refuses the local test checkout when Stripe is configured', async () => {
    const b = await testBrowser(t.app);
    await b.post('/api/stripe/test/complete/cs_local_abc').expect(403);
  });
});

describe(`local test checkout (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://site.test', LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stands in for Stripe without a key: local price ids, a local page, and a pass for the plan length', async () => {
    const b = await testBrowser(t.app);
    const plans = await b.gql<{ plans: { priceId: string }[] }>('{ plans { priceId } }');
    expect(plans.data?.plans.map((p) => p.priceId)).toEqual(['test_single', 'test_family', 'test_annual']);
    const created = await b.gql<{ createCheckout: { url: string } }>(
      'mutation { createCheckout(priceId: "test_family", email: "local@example.com") { url } }',
    );
    const url = new URL(created.data!.createCheckout.url);
    expect(url.origin + url.pathname).toMatch(/^http:\/\/site\.test\/checkout\/test\/cs_local_[\w-]+$/);
    const id = url.pathname.split('/')[3]!;

    const early = await b.gql(
      'mutation($id: ID!) { updateSubscription(checkoutSessionId: $id) { awaitingConfirmation } }',
      { id },
    );
    expect(early.errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');

    const paid = await b.gql<{
      completeTestCheckout: { paid: boolean; planName: string; amountTotalCents: number };
    }>(
      'mutation($id: ID!) { completeTestCheckout(sessionId: $id) { paid planName amountTotalCents customerEmail } }',
      { id },
    );
    expect(paid.data?.completeTestCheckout).toMatchObject({
      paid: true,
      planName: 'Family',
      amountTotalCents: 2999,
    });
    // Paying twice records once.
    await b.post(`/api/stripe/test/complete/${id}`).expect(200);

    const upd = await b.gql<{
      updateSubscription: { awaitingConfirmation: boolean; confirmationSentTo: string };
    }>(
      'mutation($id: ID!) { updateSubscription(checkoutSessionId: $id) { awaitingConfirmation confirmationSentTo token { passActive } } }',
      { id },
    );
    expect(upd.data?.updateSubscription).toMatchObject({
      awaitingConfirmation: true,
      confirmationSentTo: 'local@example.com',
    });
    expect((await passOf(t, 'local@example.com'))?.pass_active).toBe(false);
    await confirmByMail(t, 'local@example.com', b);
    const pass = await passOf(t, 'local@example.com');
    expect(pass?.pass_active).toBe(true);
    const months = (new Date(pass!.pass_expires_at!).getTime() - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(5.8);
    expect(months).toBeLessThan(6.2);
    expect((await t.services.mail.outbox()).filter((m) => m.kind === 'welcomePurchase')).toHaveLength(1);
  });

  it('settings: a test-checkout pass is cancelled too, and stays active until its end', async () => {
    const b = await member(t, 'local-cancel@example.com');
    const created = await b.gql<{ createCheckout: { url: string } }>(
      'mutation { createCheckout(priceId: "test_single", email: "local-cancel@example.com") { url } }',
    );
    const id = new URL(created.data!.createCheckout.url).pathname.split('/')[3]!;
    await b.post(`/api/stripe/test/complete/${id}`).expect(200);
    const res = await b.gql<{
      cancelPass: { passActive: boolean; passCanceled: boolean; passEndsAt: string };
    }>(CANCEL);
    expect(res.errors).toBeUndefined();
    expect(res.data?.cancelPass).toMatchObject({ passActive: true, passCanceled: true });
    expect(new Date(res.data!.cancelPass.passEndsAt).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
  });

  it('is never available in production', async () => {
    const log = pino({ level: 'silent' });
    const mail = new MailService(t.db.dataSource, { from: 'x <x@site.test>', log });
    const accounts = new AccountsService(t.db.dataSource, mail, {
      publicUrl: 'http://site.test',
      staffEmail: 's@site.test',
      log,
    });
    const payments = new PaymentsService(t.db.dataSource, accounts, mail, {
      publicUrl: 'http://site.test',
      isProduction: true,
      stripePriceIds: [],
      log,
    });
    await expect(
      payments.createCheckout({ priceId: 'test_single', email: 'p@example.com' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(payments.completeTestCheckout('cs_local_x', {})).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
