import request from 'supertest';
import { hashKey } from '@fp/accounts';
import { MESSAGES } from '@fp/domain';
import { startSmtpCapture, type SmtpCapture } from '@fp/mail/testing';
import { THANK_YOU } from '@fp/site-text';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';
import { startWithWindowLeft } from '../testing/counting-window';
import { linkIn, sessionCookie, testBrowser, type TestBrowser } from './test-browser';

const PASSWORD = 'Str0ng!pass';
const SIGN_UP =
  'mutation($email: String!, $password: String) { signUp(email: $email, password: $password) { ok message } }';
const SET_PASSWORD =
  'mutation($key: String!, $email: String, $password: String!) { setPassword(key: $key, email: $email, password: $password) { ok message } }';
const LOG_IN =
  'mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { email reference passActive freeUsed } }';
const TOKEN = '{ token { email reference passActive freeUsed } }';

async function outbox(t: TestApp, to: string, kind?: string) {
  const all = await t.services.mail.outbox(500);
  return all.filter((m) => m.to === to && (!kind || m.kind === kind));
}

/** Signs up, follows the activation link's set-password form; returns the browser (signed out). */
async function activatedAccount(t: TestApp, email: string): Promise<TestBrowser> {
  const b = await testBrowser(t.app);
  expect((await b.gql(SIGN_UP, { email })).errors).toBeUndefined();
  const [mail] = await outbox(t, email, 'activate');
  const [, , , key, addr] = linkIn(mail!.text).pathname.split('/');
  const set = await b.gql(SET_PASSWORD, { key, email: decodeURIComponent(addr!), password: PASSWORD });
  expect(set.errors).toBeUndefined();
  await b.refresh(); // the one-time key signed this browser in: a new session, a new token
  return b;
}

describe(`accounts over GraphQL and REST (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_RATE_LIMIT: '1000',
      EMAIL_RATE_LIMIT: '1000',
      PUBLIC_URL: 'http://site.test',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs up, e-mails an activation link, sets a password, logs in with a new session id and logs out', async () => {
    const b = await testBrowser(t.app);
    const first = sessionCookie(await b.raw.get('/api/csrf'));
    const signUp = await b.gql<{ signUp: { ok: boolean; message: string } }>(SIGN_UP, {
      email: 'Ann@Example.com',
    });
    expect(signUp.data?.signUp).toEqual({ ok: true, message: THANK_YOU.new.body });

    const [mail] = await outbox(t, 'ann@example.com', 'activate');
    expect(mail?.subject).toMatch(/Activate/);
    const link = linkIn(mail!.text);
    expect(link.origin).toBe('http://site.test');
    const [, account, set, key, email] = link.pathname.split('/');
    expect([account, set, decodeURIComponent(email!)]).toEqual(['account', 'set', 'ann@example.com']);

    // Only the key's SHA-256 is stored.
    const keys: { key_hash: string; kind: string }[] = await t.db.dataSource.query(
      'SELECT key_hash, kind FROM auth_key',
    );
    expect(keys).toEqual([{ key_hash: hashKey(key!), kind: 'activate' }]);
    expect(JSON.stringify(keys)).not.toContain(key);

    // Not active yet: no password, so no way to log in.
    const early = await b.gql(LOG_IN, { email: 'ann@example.com', password: PASSWORD });
    expect(early.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const setRes = await b.gql(SET_PASSWORD, { key, email: 'ann@example.com', password: PASSWORD });
    expect(setRes.data).toEqual({ setPassword: { ok: true, message: THANK_YOU.set.body } });
    // The one-time key signed in the browser that used it (and no other).
    await b.refresh();
    expect((await b.gql(TOKEN)).data?.token).toMatchObject({ email: 'ann@example.com' });
    const other = await testBrowser(t.app);
    expect((await other.gql(TOKEN)).data?.token).toBeNull();
    const stored: { password_hash: string; email_verified_at: Date | null }[] = await t.db.dataSource.query(
      `SELECT password_hash, email_verified_at FROM app_user WHERE email = 'ann@example.com'`,
    );
    expect(stored[0]!.password_hash).toMatch(/^scrypt\$1\$/);
    expect(stored[0]!.password_hash).not.toContain(PASSWORD);
    expect(stored[0]!.email_verified_at).not.toBeNull();

    const login = await b.raw
      .post('/graphql')
      .set('x-csrf-token', (await b.raw.get('/api/csrf')).body.csrfToken)
      .send({ query: LOG_IN, variables: { email: 'ann@example.com', password: PASSWORD } });
    expect(login.body.errors).toBeUndefined();
    expect(login.body.data.logIn).toMatchObject({
      email: 'ann@example.com',
      passActive: false,
      freeUsed: false,
    });
    expect(login.body.data.logIn.reference).toMatch(/^[a-z0-9]{10}$/);
    const second = sessionCookie(login);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const cookieHeader = ([] as string[]).concat(login.headers['set-cookie'] ?? []).join(';');
    expect(cookieHeader).toMatch(/HttpOnly/);
    expect(cookieHeader).toMatch(/SameSite=Lax/);

    await b.refresh();
    expect((await b.gql(TOKEN)).data?.token).toMatchObject({ email: 'ann@example.com' });
    const rest = await b.raw.get('/api/auth/getToken').expect(200);
    expect(rest.body).toEqual({
      email: 'ann@example.com',
      reference: login.body.data.logIn.reference,
      pass_active: false,
      free_used: false,
    });

    // The free allowance: GET /api/auth/updateFree, with the forgery-protection header.
    const free = await b.get('/api/auth/updateFree').expect(200);
    expect(free.body.free_used).toBe(true);

    await b.gql('mutation { logOut }');
    await b.refresh();
    expect((await b.gql(TOKEN)).data?.token).toBeNull();
    await b.raw.get('/api/auth/getToken').expect(401);
  });

  it('refuses a used key and an expired key', async () => {
    const b = await testBrowser(t.app);
    await b.gql(SIGN_UP, { email: 'bo@example.com' });
    const [mail] = await outbox(t, 'bo@example.com', 'activate');
    const key = linkIn(mail!.text).pathname.split('/')[3]!;
    expect((await b.gql(SET_PASSWORD, { key, password: PASSWORD })).errors).toBeUndefined();
    await b.refresh(); // signed in by the key: a new session
    const again = await b.gql(SET_PASSWORD, { key, password: 'An0ther!pass' });
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0]?.message).toMatch(/expired or was already used/);

    // A reset key that has expired.
    await b.gql('mutation($email: String!) { requestPasswordReset(email: $email) { ok } }', {
      email: 'bo@example.com',
    });
    const [reset] = await outbox(t, 'bo@example.com', 'reset');
    const resetKey = linkIn(reset!.text).pathname.split('/')[3]!;
    await t.db.dataSource.query(
      `UPDATE auth_key SET expires_at = now() - interval '1 second' WHERE key_hash = $1`,
      [hashKey(resetKey)],
    );
    const expired = await b.post('/api/auth/set', { key: resetKey, password: 'An0ther!pass' }).expect(400);
    expect(expired.body.message).toMatch(/expired or was already used/);
    // The password did not change.
    await b.post('/api/auth/login', { email: 'bo@example.com', password: PASSWORD }).expect(200);
  });

  it("a key works only with its own account's e-mail address, and a wrong one does not use it up", async () => {
    const b = await activatedAccount(t, 'cy@example.com');
    await b.gql('mutation($email: String!) { requestPasswordReset(email: $email) { ok } }', {
      email: 'cy@example.com',
    });
    const [reset] = await outbox(t, 'cy@example.com', 'reset');
    const key = linkIn(reset!.text).pathname.split('/')[3]!;
    const wrong = await b.gql(SET_PASSWORD, { key, email: 'someone@example.com', password: 'New!pass123' });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(
      (await b.gql(SET_PASSWORD, { key, email: 'cy@example.com', password: 'New!pass123' })).errors,
    ).toBeUndefined();
    await b.refresh(); // signed in by the key: a new session
    await b.post('/api/auth/login', { email: 'cy@example.com', password: 'New!pass123' }).expect(200);
  });

  it('answers reset, resend, sign-in link and sign-up the same whether or not an account exists', async () => {
    await activatedAccount(t, 'dee@example.com');
    const b = await testBrowser(t.app);
    for (const path of ['/api/auth/reset', '/api/auth/resend', '/api/auth/access', '/api/auth/signup']) {
      const known = await b.post(path, { email: 'dee@example.com' }).expect(200);
      const unknown = await b.post(path, { email: `nobody-${path.length}@example.com` }).expect(200);
      expect(unknown.body).toEqual(known.body);
    }
    expect((await outbox(t, 'nobody-15@example.com')).length).toBe(0); // reset: no e-mail without an account
    // A verified account gets a reset link and a sign-in link, but no second activation link.
    expect((await outbox(t, 'dee@example.com', 'reset')).length).toBe(1);
    expect((await outbox(t, 'dee@example.com', 'activate')).length).toBe(1);
  });

  it('signs in once with an e-mailed one-time link', async () => {
    await activatedAccount(t, 'eve@example.com');
    const b = await testBrowser(t.app);
    const ack = await b.gql<{ requestAccessLink: { message: string } }>(
      'mutation($email: String!) { requestAccessLink(email: $email) { ok message } }',
      { email: 'eve@example.com' },
    );
    expect(ack.data?.requestAccessLink.message).toBe(THANK_YOU.access.body);
    const [mail] = await outbox(t, 'eve@example.com', 'access');
    const link = linkIn(mail!.text);
    expect(link.pathname).toBe('/account/access');
    const vars = { key: link.searchParams.get('key'), email: link.searchParams.get('email') };
    const q = 'mutation($key: String!, $email: String!) { logInWithKey(key: $key, email: $email) { email } }';
    expect((await b.gql(q, vars)).data).toEqual({ logInWithKey: { email: 'eve@example.com' } });
    await b.refresh();
    expect((await b.gql(TOKEN)).data?.token).toMatchObject({ email: 'eve@example.com' });
    const other = await testBrowser(t.app);
    expect((await other.gql(q, vars)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("access form: an empty address gives 'Please provide valid email.'", async () => {
    const b = await testBrowser(t.app);
    const res = await b.post('/api/auth/access', { email: '' }).expect(400);
    expect(res.body.fields).toEqual({ email: MESSAGES.provideEmail });
  });

  it('welcome sign-up with a password: the link only verifies, and log-in waits for it', async () => {
    const b = await testBrowser(t.app);
    const weak = await b.gql(SIGN_UP, { email: 'fay@example.com', password: 'weakpass' });
    expect(weak.errors?.[0]?.extensions?.fields).toEqual({ password: MESSAGES.password });
    expect((await b.gql(SIGN_UP, { email: 'fay@example.com', password: PASSWORD })).errors).toBeUndefined();
    const before = await b.gql(LOG_IN, { email: 'fay@example.com', password: PASSWORD });
    expect(before.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [mail] = await outbox(t, 'fay@example.com', 'activate');
    const link = linkIn(mail!.text);
    expect(link.pathname).toBe('/account/verify');
    const verified = await b.gql<{ verify: { message: string } }>(
      'mutation($key: String!, $email: String!) { verify(key: $key, email: $email) { ok message } }',
      { key: link.searchParams.get('key'), email: link.searchParams.get('email') },
    );
    expect(verified.data?.verify.message).toBe(THANK_YOU.verify.body);
    expect((await b.gql(LOG_IN, { email: 'fay@example.com', password: PASSWORD })).errors).toBeUndefined();
  });

  it('checks every form on the server with the specification messages', async () => {
    const b = await testBrowser(t.app);
    const reset = await b.post('/api/auth/reset', { email: 'not-an-address' }).expect(400);
    expect(reset.body).toMatchObject({
      message: MESSAGES.validEmail,
      fields: { email: MESSAGES.validEmail },
    });
    const set = await b.post('/api/auth/set', { key: '', password: PASSWORD }).expect(400);
    expect(set.body.fields).toEqual({ key: 'There was an error' });
    const contact = await b
      .post('/api/bill/contact', { firstName: 'Gil', email: 'gil@example.com' })
      .expect(400);
    expect(contact.body.message).toBe('Please provide your full name and email.');
    expect(Object.keys(contact.body.fields).sort()).toEqual(['lastName', 'message']);
    const weak = await b.gql(SET_PASSWORD, { key: 'x', password: 'abc' });
    expect(weak.errors?.[0]?.extensions?.fields).toEqual({ password: MESSAGES.password });

    const signedIn = await activatedAccount(t, 'gil@example.com');
    await signedIn.post('/api/auth/login', { email: 'gil@example.com', password: PASSWORD }).expect(200);
    await signedIn.refresh();
    const address = await signedIn
      .post('/api/user/update', { first_name: 'Gil', city: 'Austin' })
      .expect(400);
    expect(address.body.message).toBe('please fill out all fields');
    const saved = await signedIn
      .post('/api/user/update', {
        first_name: 'Gil',
        last_name: 'Moss',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      })
      .expect(200);
    expect(saved.body).toMatchObject({ first_name: 'Gil', address_2: null, zip: '78701' });
  });

  it('contact form: stores the message, confirms it to the sender and forwards it to staff', async () => {
    const b = await testBrowser(t.app);
    const res = await b
      .post('/api/bill/contact', {
        firstName: 'Hal',
        lastName: 'Ng',
        email: 'hal@example.com',
        message: 'Hello <b>there</b>',
      })
      .expect(200);
    expect(res.body).toEqual({ ok: true, message: THANK_YOU.contact.body });
    expect((await outbox(t, 'hal@example.com', 'contactReceived')).length).toBe(1);
    const [staff] = await outbox(t, t.config.staffEmail, 'contactToStaff');
    expect(staff?.text).toContain('Hello <b>there</b>');
    expect(staff?.html).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    const access = await b.post('/api/json/crud/save/user', {
      firstName: 'Hal',
      lastName: 'Ng',
      email: 'hal@example.com',
    });
    expect(access.status).toBe(200);
    expect(access.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('credits the affiliate code saved in the session at sign-up', async () => {
    const referrer = await activatedAccount(t, 'ivy@example.com');
    await referrer.post('/api/auth/login', { email: 'ivy@example.com', password: PASSWORD }).expect(200);
    await referrer.refresh();
    const reference = (await referrer.gql<{ token: { reference: string } }>(TOKEN)).data!.token.reference;

    const friend = await testBrowser(t.app);
    expect(
      (await friend.gql('mutation($r: String!) { rememberReference(reference: $r) }', { r: reference })).data,
    ).toEqual({
      rememberReference: true,
    });
    await friend.gql(SIGN_UP, { email: 'jay@example.com' });
    const rows: { referred_by: string | null; ref_email: string }[] = await t.db.dataSource.query(
      `SELECT u.referred_by, r.email AS ref_email FROM app_user u JOIN app_user r ON r.id = u.referred_by
        WHERE u.email = 'jay@example.com'`,
    );
    expect(rows).toEqual([expect.objectContaining({ ref_email: 'ivy@example.com' })]);
  });

  it('refuses state-changing requests without the forgery-protection token, changing nothing', async () => {
    const b = await activatedAccount(t, 'kim@example.com');
    await b.post('/api/auth/login', { email: 'kim@example.com', password: PASSWORD }).expect(200);
    await b.refresh();
    // No header: POST to REST, a GraphQL mutation, and the older site's state-changing GETs.
    await b.raw.post('/api/user/update').send({ first_name: 'X' }).expect(403);
    await b.raw.post('/api/auth/signup').send({ email: 'zed@example.com' }).expect(403);
    await b.raw.post('/graphql').send({ query: 'mutation { updateFree { freeUsed } }' }).expect(403);
    await b.raw.get('/api/auth/updateFree').expect(403);
    await b.raw.get('/api/auth/updateSub?charge_id=cs_local_x').expect(403);
    await b.raw
      .post('/api/auth/logout')
      .set('x-csrf-token', 'a-token-from-another-site-xxxxxxxx')
      .expect(403);
    const rows: { free_used: boolean }[] = await t.db.dataSource.query(
      `SELECT free_used FROM app_user WHERE email = 'kim@example.com'`,
    );
    expect(rows[0]!.free_used).toBe(false);
    expect((await outbox(t, 'zed@example.com')).length).toBe(0);
    expect((await b.gql(TOKEN)).data?.token).toMatchObject({ email: 'kim@example.com' }); // still signed in
  });

  it('serves the development outbox page and its JSON', async () => {
    const page = await request(t.app).get('/api/dev/outbox').expect(200);
    expect(page.text).toContain('<h1>Outbox</h1>');
    expect(page.text).toMatch(/<a href="http:\/\/site\.test\/account\/set\//);
    const json = await request(t.app).get('/api/dev/outbox.json?to=ann@example.com').expect(200);
    expect(json.body[0]).toMatchObject({ to: 'ann@example.com', kind: 'activate' });
  });
});

describe(`rate limits (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3', EMAIL_RATE_LIMIT: '2' });
  });
  // Each test counts to a limit: all of its attempts in one window of the limit's counter.
  beforeEach(async () => {
    const { login, email } = t.config.rateLimits;
    await startWithWindowLeft(Math.min(login.windowMs, email.windowMs), 60_000);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limits sign-in attempts across REST and GraphQL together', async () => {
    const b = await testBrowser(t.app);
    await b.post('/api/auth/login', { email: 'x@example.com', password: 'wrong' }).expect(401);
    expect(
      (await b.gql(LOG_IN, { email: 'x@example.com', password: 'wrong' })).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    await b.post('/api/auth/login', { email: 'x@example.com', password: 'wrong' }).expect(401);
    const limited = await b
      .post('/api/auth/login', { email: 'x@example.com', password: 'wrong' })
      .expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    const gql = await b.gql(LOG_IN, { email: 'x@example.com', password: 'wrong' });
    expect(gql.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Aliasing many sign-ins into one GraphQL request counts each one.
    const q = `mutation { a: logIn(email: "x@example.com", password: "w") { email } b: logIn(email: "x@example.com", password: "w") { email } }`;
    expect((await b.gql(q)).errors?.every((e) => e.extensions?.code === 'RATE_LIMITED')).toBe(true);
  });

  it('limits the requests that send e-mail', async () => {
    const b = await testBrowser(t.app);
    await b.post('/api/auth/reset', { email: 'y@example.com' }).expect(200);
    await b.gql('mutation { resendActivation(email: "y@example.com") { ok } }');
    await b.post('/api/auth/access', { email: 'y@example.com' }).expect(429);
    const res = await b.gql('mutation { signUp(email: "y@example.com") { ok } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await t.services.mail.outbox()).filter((m) => m.to === 'y@example.com')).toEqual([]);
  });
});

describe(`e-mail over SMTP (${testDbKind()})`, () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'FairPrice Health <no-reply@site.test>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the activation e-mail through a real SMTP server and marks it sent', async () => {
    const b = await testBrowser(t.app);
    await b.gql(SIGN_UP, { email: 'lou@example.com' });
    await t.services.mail.idle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      to: ['lou@example.com'],
      subject: 'Activate your FairPrice Health account',
    });
    expect(smtp.received[0]!.text).toMatch(/\/account\/set\/[A-Za-z0-9_-]{43}\/lou%40example\.com/);
    const [row] = await outbox(t, 'lou@example.com');
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});
