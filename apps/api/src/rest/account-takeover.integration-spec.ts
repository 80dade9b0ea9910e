/**
 * Security review (issue 24): ways to become someone else's account, each tried as an attacker would,
 * and the legitimate owner's way through each flow. Runs with the local test checkout (no Stripe key).
 */
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';
import { startWithWindowLeft } from '../testing/counting-window';
import { linkIn, testBrowser, type TestBrowser } from './test-browser';

const PASSWORD = 'Str0ng!pass';
const ATTACKER_PASSWORD = 'Att4cker!pass';
const TOKEN = '{ token { email passActive } }';
const SIGN_UP =
  'mutation($email: String!, $password: String) { signUp(email: $email, password: $password) { ok } }';
const LOG_IN =
  'mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { email } }';

async function outbox(t: TestApp, to: string, kind?: string) {
  const all = await t.services.mail.outbox(500);
  return all.filter((m) => m.to === to && (!kind || m.kind === kind));
}

async function tokenOf(b: TestBrowser): Promise<{ email: string; passActive: boolean } | null> {
  const res = await b.gql<{ token: { email: string; passActive: boolean } | null }>(TOKEN);
  return res.data?.token ?? null;
}

async function passActive(t: TestApp, email: string): Promise<boolean | undefined> {
  const rows: { pass_active: boolean }[] = await t.db.dataSource.query(
    'SELECT pass_active FROM app_user WHERE email = $1',
    [email],
  );
  return rows[0]?.pass_active;
}

/** A checkout started and paid (test checkout) in browser `b` for `email`; returns its id. */
async function buy(b: TestBrowser, email: string): Promise<string> {
  const created = await b.gql<{ createCheckout: { url: string } }>(
    'mutation($email: String!) { createCheckout(priceId: "test_single", email: $email) { url } }',
    { email },
  );
  expect(created.errors).toBeUndefined();
  const id = new URL(created.data!.createCheckout.url).pathname.split('/')[3]!;
  const paid = await b.gql('mutation($id: ID!) { completeTestCheckout(sessionId: $id) { paid } }', { id });
  expect(paid.errors).toBeUndefined();
  return id;
}

/** Everything the attacker's browser gets back from the purchase page's second step, REST and GraphQL. */
async function attackerFinishes(b: TestBrowser, id: string): Promise<string> {
  const rest = await b.get(`/api/auth/updateSub?charge_id=${id}`);
  const gql = await b.gql(
    'mutation($id: ID!) { updateSubscription(checkoutSessionId: $id) { awaitingConfirmation token { email reference } } }',
    { id },
  );
  expect(gql.errors).toBeUndefined();
  return JSON.stringify([rest.body, gql]);
}

/** The owner of `email` follows the newest link in their mailbox and ends up signed in. */
async function ownerFollowsLatestLink(t: TestApp, b: TestBrowser, email: string): Promise<void> {
  const mails = await outbox(t, email);
  const link = linkIn(mails[0]!.text);
  if (link.pathname.startsWith('/account/set/')) {
    const key = link.pathname.split('/')[3];
    await b.post('/api/auth/set', { key, email, password: PASSWORD }).expect(200);
  } else if (link.pathname === '/account/access') {
    await b
      .post('/api/auth/access/login', {
        key: link.searchParams.get('key'),
        email: link.searchParams.get('email'),
      })
      .expect(200);
  } else {
    throw new Error(`unexpected link ${link.pathname}`);
  }
  await b.refresh();
}

describe(`account takeover through a purchase (${testDbKind()})`, () => {
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

  it('buying with an address that has no account hands out no key; the owner confirms by e-mail', async () => {
    const attacker = await testBrowser(t.app);
    const id = await buy(attacker, 'nobody-yet@example.com');
    const answers = await attackerFinishes(attacker, id);
    expect(answers).not.toMatch(/account\/set|set_password_path":"|setPasswordPath":"|reference/);
    expect(await tokenOf(attacker)).toBeNull();
    // The pass waits for the owner of the address; nothing is on an account yet.
    expect(await passActive(t, 'nobody-yet@example.com')).not.toBe(true);

    const owner = await testBrowser(t.app);
    await ownerFollowsLatestLink(t, owner, 'nobody-yet@example.com');
    expect(await tokenOf(owner)).toEqual({ email: 'nobody-yet@example.com', passActive: true });
    expect(await tokenOf(attacker)).toBeNull();
  });

  it('buying with the address of an account without a password signs nobody in', async () => {
    const owner = await testBrowser(t.app);
    expect((await owner.gql(SIGN_UP, { email: 'nopass@example.com' })).errors).toBeUndefined();
    const attacker = await testBrowser(t.app);
    const id = await buy(attacker, 'nopass@example.com');
    const answers = await attackerFinishes(attacker, id);
    expect(answers).not.toMatch(/account\/set|set_password_path":"|setPasswordPath":"/);
    expect(await tokenOf(attacker)).toBeNull();
    expect(await passActive(t, 'nopass@example.com')).toBe(false);
  });

  it('buying with the address of an account that signs in by e-mailed links signs nobody in', async () => {
    const owner = await testBrowser(t.app);
    expect((await owner.gql(SIGN_UP, { email: 'linker@example.com' })).errors).toBeUndefined();
    await owner.post('/api/auth/access', { email: 'linker@example.com' }).expect(200);
    await ownerFollowsLatestLink(t, owner, 'linker@example.com');
    expect(await tokenOf(owner)).toMatchObject({ email: 'linker@example.com' });

    const attacker = await testBrowser(t.app);
    const id = await buy(attacker, 'linker@example.com');
    const answers = await attackerFinishes(attacker, id);
    expect(answers).not.toMatch(/account\/set|set_password_path":"|setPasswordPath":"/);
    expect(await tokenOf(attacker)).toBeNull();
    const me = await attacker.gql<{ me: unknown }>('{ me { email } }');
    expect(me.data?.me ?? null).toBeNull();
    // The owner then confirms by the link in their mailbox, and the pass is theirs.
    await ownerFollowsLatestLink(t, owner, 'linker@example.com');
    expect(await tokenOf(owner)).toEqual({ email: 'linker@example.com', passActive: true });
  });

  it("links asked for an address by someone else do not keep a purchase's confirmation from its owner", async () => {
    const owner = await testBrowser(t.app);
    expect((await owner.gql(SIGN_UP, { email: 'flooded@example.com' })).errors).toBeUndefined();
    // Anyone may ask links for an address: enough to use up the account's hourly budget of links.
    const stranger = await testBrowser(t.app);
    for (let i = 0; i < 6; i++) await stranger.post('/api/auth/resend', { email: 'flooded@example.com' });
    for (let i = 0; i < 6; i++) await stranger.post('/api/auth/reset', { email: 'flooded@example.com' });
    const buyer = await testBrowser(t.app);
    await buy(buyer, 'flooded@example.com');
    const confirmations = await outbox(t, 'flooded@example.com', 'confirmPurchase');
    expect(confirmations).toHaveLength(1);
    await ownerFollowsLatestLink(t, owner, 'flooded@example.com');
    expect(await tokenOf(owner)).toEqual({ email: 'flooded@example.com', passActive: true });
  });

  it("a signed-in buyer's purchase goes to their own account, whatever address is typed", async () => {
    const b = await testBrowser(t.app);
    expect((await b.gql(SIGN_UP, { email: 'member@example.com' })).errors).toBeUndefined();
    await ownerFollowsLatestLink(t, b, 'member@example.com');
    const id = await buy(b, 'someone-else@example.com');
    const upd = await b.gql<{ updateSubscription: { awaitingConfirmation: boolean } }>(
      'mutation($id: ID!) { updateSubscription(checkoutSessionId: $id) { awaitingConfirmation } }',
      { id },
    );
    expect(upd.data?.updateSubscription).toEqual({ awaitingConfirmation: false });
    expect(await tokenOf(b)).toEqual({ email: 'member@example.com', passActive: true });
    expect(await passActive(t, 'someone-else@example.com')).toBeUndefined();
  });

  it('a checkout id tells another browser nothing and makes the site send nothing', async () => {
    const buyer = await testBrowser(t.app);
    const id = await buy(buyer, 'private-buyer@example.com');
    await buyer.get(`/api/auth/updateSub?charge_id=${id}`).expect(200);
    const before = (await outbox(t, 'private-buyer@example.com')).length;

    const other = await testBrowser(t.app);
    const rest = await other.raw.get(`/api/stripe/getCheckout/${id}`);
    expect(rest.status).toBe(404);
    const gql = await other.gql('query($id: ID!) { checkout(sessionId: $id) { customerEmail } }', { id });
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const again = await other.get(`/api/auth/updateSub?charge_id=${id}`);
    expect(again.status).toBe(404);
    const pay = await other.post(`/api/stripe/test/complete/${id}`);
    expect(pay.status).toBe(404);
    const everything = JSON.stringify([rest.body, gql, again.body, pay.body]);
    expect(everything).not.toContain('private-buyer');
    expect((await outbox(t, 'private-buyer@example.com')).length).toBe(before);
  });
});

describe(`pre-registration takeover (${testDbKind()})`, () => {
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

  it("an attacker's password chosen before the owner verified does not survive the owner's sign-up", async () => {
    const attacker = await testBrowser(t.app);
    expect(
      (await attacker.gql(SIGN_UP, { email: 'early@example.com', password: ATTACKER_PASSWORD })).errors,
    ).toBeUndefined();
    const owner = await testBrowser(t.app);
    expect(
      (await owner.gql(SIGN_UP, { email: 'early@example.com', password: PASSWORD })).errors,
    ).toBeUndefined();
    const link = linkIn((await outbox(t, 'early@example.com', 'activate'))[0]!.text);
    expect(link.pathname).toBe('/account/verify');
    await owner
      .post('/api/auth/verify', { key: link.searchParams.get('key'), email: link.searchParams.get('email') })
      .expect(200);
    await owner.refresh();
    expect(await tokenOf(owner)).toMatchObject({ email: 'early@example.com' });

    const tryAttacker = await attacker.gql(LOG_IN, {
      email: 'early@example.com',
      password: ATTACKER_PASSWORD,
    });
    expect(tryAttacker.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const ownerLogIn = await (
      await testBrowser(t.app)
    ).gql(LOG_IN, {
      email: 'early@example.com',
      password: PASSWORD,
    });
    expect(ownerLogIn.errors).toBeUndefined();
  });

  it('a password typed at sign-up in a shared browser is forgotten when someone signs in there', async () => {
    const shared = await testBrowser(t.app);
    expect(
      (await shared.gql(SIGN_UP, { email: 'shared-pc@example.com', password: ATTACKER_PASSWORD })).errors,
    ).toBeUndefined();
    // Someone else signs in on the same browser, then the owner of the address opens the link there.
    expect((await shared.gql(SIGN_UP, { email: 'next-user@example.com' })).errors).toBeUndefined();
    await ownerFollowsLatestLink(t, shared, 'next-user@example.com');
    expect(await tokenOf(shared)).toMatchObject({ email: 'next-user@example.com' });
    const link = linkIn((await outbox(t, 'shared-pc@example.com', 'activate'))[0]!.text);
    const opened = await shared.post('/api/auth/verify', {
      key: link.searchParams.get('key'),
      email: link.searchParams.get('email'),
    });
    // The opener is asked to choose a password: the one typed before is not set.
    expect(opened.status).toBe(400);
    const tryOld = await (
      await testBrowser(t.app)
    ).gql(LOG_IN, { email: 'shared-pc@example.com', password: ATTACKER_PASSWORD });
    expect(tryOld.errors).toBeDefined();
  });

  it('an activation link opened in another browser than the sign-up asks its opener to choose the password', async () => {
    const attacker = await testBrowser(t.app);
    await attacker.gql(SIGN_UP, { email: 'elsewhere@example.com', password: ATTACKER_PASSWORD });
    // The owner finds the attacker's activation e-mail in their mailbox and opens it.
    const link = linkIn((await outbox(t, 'elsewhere@example.com', 'activate'))[0]!.text);
    const owner = await testBrowser(t.app);
    const key = link.searchParams.get('key');
    const res = await owner.post('/api/auth/verify', { key, email: 'elsewhere@example.com' }).expect(400);
    expect(res.body.fields).toHaveProperty('password');
    // The key is not spent: the set-password form takes it, and the owner's password is the one kept.
    await owner
      .post('/api/auth/set', { key, email: 'elsewhere@example.com', password: PASSWORD })
      .expect(200);
    await owner.refresh();
    expect(await tokenOf(owner)).toMatchObject({ email: 'elsewhere@example.com' });
    const tryAttacker = await attacker.gql(LOG_IN, {
      email: 'elsewhere@example.com',
      password: ATTACKER_PASSWORD,
    });
    expect(tryAttacker.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("an attacker's password does not survive the owner signing in by an e-mailed link", async () => {
    const attacker = await testBrowser(t.app);
    await attacker.gql(SIGN_UP, { email: 'early2@example.com', password: ATTACKER_PASSWORD });
    const owner = await testBrowser(t.app);
    await owner.post('/api/auth/access', { email: 'early2@example.com' }).expect(200);
    await ownerFollowsLatestLink(t, owner, 'early2@example.com');
    expect(await tokenOf(owner)).toMatchObject({ email: 'early2@example.com' });
    const tryAttacker = await attacker.gql(LOG_IN, {
      email: 'early2@example.com',
      password: ATTACKER_PASSWORD,
    });
    expect(tryAttacker.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('someone who signed up with a password and has not verified is told to activate, not that it is wrong', async () => {
    const b = await testBrowser(t.app);
    await b.gql(SIGN_UP, { email: 'patient@example.com', password: PASSWORD });
    const res = await b.gql(LOG_IN, { email: 'patient@example.com', password: PASSWORD });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe(`old keys end with the change they belong to (${testDbKind()})`, () => {
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

  async function member(email: string): Promise<TestBrowser> {
    const b = await testBrowser(t.app);
    await b.gql(SIGN_UP, { email });
    await ownerFollowsLatestLink(t, b, email);
    return b;
  }
  async function resetKey(email: string): Promise<string> {
    await (await testBrowser(t.app)).post('/api/auth/reset', { email }).expect(200);
    return linkIn((await outbox(t, email, 'reset'))[0]!.text).pathname.split('/')[3]!;
  }

  it('a reset key mailed before an e-mail change no longer sets the password afterwards', async () => {
    const b = await member('mover@example.com');
    const key = await resetKey('mover@example.com');
    const UPDATE = `mutation($input: SettingsInput!) { updateSettings(input: $input) { email } }`;
    expect(
      (await b.gql(UPDATE, { input: { email: 'moved@example.com', currentPassword: PASSWORD } })).errors,
    ).toBeUndefined();
    const change = linkIn((await outbox(t, 'moved@example.com', 'emailChange'))[0]!.text);
    const confirmed = await b.gql('mutation($key: String!) { confirmEmailChange(key: $key) { ok } }', {
      key: change.searchParams.get('key'),
    });
    expect(confirmed.errors).toBeUndefined();

    const thief = await testBrowser(t.app);
    const res = await thief.post('/api/auth/set', { key, password: ATTACKER_PASSWORD });
    expect(res.status).toBe(400);
    expect(await tokenOf(thief)).toBeNull();
  });

  it('a reset key mailed before a password change no longer works afterwards', async () => {
    const b = await member('changer@example.com');
    const key = await resetKey('changer@example.com');
    const UPDATE = `mutation($input: SettingsInput!) { updateSettings(input: $input) { email } }`;
    expect(
      (await b.gql(UPDATE, { input: { password: 'N3w!password', currentPassword: PASSWORD } })).errors,
    ).toBeUndefined();
    const thief = await testBrowser(t.app);
    await thief.post('/api/auth/set', { key, password: ATTACKER_PASSWORD }).expect(400);
    expect(await tokenOf(thief)).toBeNull();
  });

  it('a reset key mailed before a password reset by another key no longer works afterwards', async () => {
    await member('twice@example.com');
    await (await testBrowser(t.app)).post('/api/auth/access', { email: 'twice@example.com' }).expect(200);
    const access = linkIn((await outbox(t, 'twice@example.com', 'access'))[0]!.text);
    const key = await resetKey('twice@example.com');
    const owner = await testBrowser(t.app);
    await owner.post('/api/auth/set', { key, password: 'N3w!password' }).expect(200);
    const thief = await testBrowser(t.app);
    await thief
      .post('/api/auth/access/login', {
        key: access.searchParams.get('key'),
        email: access.searchParams.get('email'),
      })
      .expect(400);
  });
});

const limitedGql = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.some((e) => e.extensions?.code === 'RATE_LIMITED') ?? false;

describe(`every check of a key is rate-limited (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_RATE_LIMIT: '3',
      EMAIL_RATE_LIMIT: '1000',
      PUBLIC_URL: 'http://site.test',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('set-password, verify, sign-in-link and e-mail-change keys share one budget per client', async () => {
    await startWithWindowLeft(t.config.rateLimits.login.windowMs, 60_000);
    const b = await testBrowser(t.app);
    for (let i = 0; i < 3; i++)
      await b.post('/api/auth/set', { key: `guess${i}`, password: ATTACKER_PASSWORD }).expect(400);
    const refused = [
      (await b.post('/api/auth/set', { key: 'guess', password: ATTACKER_PASSWORD })).status === 429,
      limitedGql(await b.gql('mutation { setPassword(key: "guess", password: "Att4cker!pass") { ok } }')),
      (await b.post('/api/auth/verify', { key: 'guess', email: 'v@example.com' })).status === 429,
      limitedGql(await b.gql('mutation { verify(key: "guess", email: "v@example.com") { ok } }')),
      (await b.post('/api/auth/access/login', { key: 'guess', email: 'v@example.com' })).status === 429,
      limitedGql(await b.gql('mutation { confirmEmailChange(key: "guess") { ok } }')),
    ];
    expect(refused).toEqual([true, true, true, true, true, true]);
  });
});

describe(`guesses of the current password are rate-limited (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_RATE_LIMIT: '3',
      EMAIL_RATE_LIMIT: '1000',
      PUBLIC_URL: 'http://site.test',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('in settings and in account deletion', async () => {
    await startWithWindowLeft(t.config.rateLimits.login.windowMs, 60_000);
    // The account is made through the service, so only the guesses below count against the client.
    await t.services.accounts.signUp({ email: 'guessed@example.com' });
    const key = linkIn((await outbox(t, 'guessed@example.com', 'activate'))[0]!.text).pathname.split('/')[3];
    await t.services.accounts.setPassword({ key, password: PASSWORD });
    const b = await testBrowser(t.app);
    await b.post('/api/auth/login', { email: 'guessed@example.com', password: PASSWORD }).expect(200);
    await b.refresh();
    const UPDATE = `mutation($input: SettingsInput!) { updateSettings(input: $input) { email } }`;
    const wrong = { password: 'N3w!password', currentPassword: 'not-it-1' };
    for (let i = 0; i < 2; i++) {
      const r = await b.gql(UPDATE, { input: wrong });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const refused = [
      limitedGql(await b.gql(UPDATE, { input: wrong })),
      limitedGql(await b.gql('mutation { deleteAccount(confirm: "not-it-2") { ok } }')),
      (await b.post('/api/user/delete', { confirm: 'not-it-3' })).status === 429,
    ];
    expect(refused).toEqual([true, true, true]);
    // A change of name needs no password and is not limited.
    const named = await b.gql(UPDATE, { input: { firstName: 'Gus' } });
    expect(named.errors).toBeUndefined();
  });
});
