/**
 * Settings and "your data" through the real API (GraphQL and REST) on the test database: e-mail change
 * by link, password change, signed-in sessions, the export archive and account deletion.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXPORT_KINDS, hashPassword, NOT_EXPORTED } from '@fp/accounts';
import { readZip } from '@fp/cms-import/testing';
import { createTestApp, testDbKind, type TestAgent, type TestApp } from '../testing/test-app';

const PASSWORD = 'Old!pass1';
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n${' '.repeat(200)}`);

describe(`settings and your data (${testDbKind()})`, () => {
  let t: TestApp;
  let tmp: string;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-settings-'));
    t = await createTestApp({
      FILES_DIR: path.join(tmp, 'files'),
      LOGIN_RATE_LIMIT: '1000',
      EMAIL_RATE_LIMIT: '1000',
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const q = <T>(sql: string, params: unknown[] = []) => t.db.dataSource.query(sql, params) as Promise<T[]>;

  /** A verified account with a password, and a browser signed in to it. */
  async function account(name: string): Promise<{ id: string; email: string; browser: TestAgent }> {
    const email = `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const [u] = await q<{ id: string }>(
      `INSERT INTO app_user (email, reference, password_hash, email_verified_at) VALUES ($1, $2, $3, now())
       RETURNING id`,
      [email, `ref${Math.random().toString(36).slice(2, 10)}`, await hashPassword(PASSWORD)],
    );
    return { id: u!.id, email, browser: await signIn(email, PASSWORD) };
  }

  /** Signs in a new browser; signing in starts a new session, so its security token is read again. */
  async function signIn(email: string, password: string): Promise<TestAgent> {
    const first = await t.agent();
    await first.post('/api/auth/login', { email, password }).expect(200);
    const raw = first.raw;
    const csrf = (await raw.get('/api/csrf').expect(200)).body.csrfToken as string;
    return {
      raw,
      csrf,
      get: (p) => raw.get(p),
      post: (p, b) =>
        raw
          .post(p)
          .set('x-csrf-token', csrf)
          .send(b ?? {}),
      async gql(query, variables) {
        return (await raw.post('/graphql').set('x-csrf-token', csrf).send({ query, variables })).body;
      },
    };
  }

  const me = async (b: TestAgent) =>
    (
      await b.gql<{ me: { email: string; pendingEmail: string | null } | null }>(
        '{ me { email pendingEmail } }',
      )
    ).data?.me ?? null;

  const outbox = async (to: string, kind: string) =>
    (await t.services.mail.outbox(500)).filter((m) => m.to === to && m.kind === kind);

  const UPDATE = `mutation($input: SettingsInput!) { updateSettings(input: $input) { email firstName lastName pendingEmail } }`;

  it('changes the names at once', async () => {
    const a = await account('names');
    const r = await a.browser.gql<{ updateSettings: { firstName: string; lastName: string } }>(UPDATE, {
      input: { firstName: ' Ann ', lastName: 'Lee' },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateSettings).toMatchObject({ firstName: 'Ann', lastName: 'Lee' });
  });

  it('changes the e-mail address only when the link sent to the new address is used, and tells the old one', async () => {
    const a = await account('mover');
    const newEmail = `moved-${Math.random().toString(36).slice(2, 8)}@example.com`;

    const noPassword = await a.browser.gql(UPDATE, { input: { email: newEmail } });
    expect(noPassword.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const wrong = await a.browser.gql(UPDATE, { input: { email: newEmail, currentPassword: 'Wrong!pass1' } });
    expect(wrong.errors?.[0]?.message).toMatch(/current password is not correct/);
    expect(await outbox(newEmail, 'emailChange')).toHaveLength(0);

    const asked = await a.browser.gql<{ updateSettings: { email: string; pendingEmail: string } }>(UPDATE, {
      input: { email: newEmail.toUpperCase(), currentPassword: PASSWORD },
    });
    expect(asked.errors).toBeUndefined();
    // Nothing changed yet: the address is only pending.
    expect(asked.data!.updateSettings).toEqual(
      expect.objectContaining({ email: a.email, pendingEmail: newEmail }),
    );
    expect(await me(a.browser)).toEqual({ email: a.email, pendingEmail: newEmail });
    expect(await outbox(a.email, 'emailChangeNotice')).toHaveLength(1);

    const [link] = await outbox(newEmail, 'emailChange');
    const key = /\/account\/email\?key=([\w-]+)/.exec(link!.text)![1]!;
    // The key is stored only as its hash.
    expect(await q(`SELECT 1 FROM auth_key WHERE key_hash = $1`, [key])).toHaveLength(0);

    const bad = await a.browser.gql(`mutation { confirmEmailChange(key: "nope") { ok } }`);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const stranger = await t.agent(); // the link works in any browser: it proves the new address
    const used = await stranger.gql<{ confirmEmailChange: { ok: boolean } }>(
      `mutation($key: String!) { confirmEmailChange(key: $key) { ok message } }`,
      { key },
    );
    expect(used.errors).toBeUndefined();
    expect(await me(a.browser)).toEqual({ email: newEmail, pendingEmail: null });
    // The old address is told the change was made.
    const notices = await outbox(a.email, 'emailChangeNotice');
    expect(notices).toHaveLength(2);
    expect(notices.map((n) => n.subject)).toContain('Your e-mail address was changed');
    // Single use.
    const again = await stranger.gql(`mutation($key: String!) { confirmEmailChange(key: $key) { ok } }`, {
      key,
    });
    expect(again.errors?.[0]?.message).toMatch(/no longer valid/);
    await signIn(newEmail, PASSWORD);
  });

  it('changes the password only with the current one, and signs out every other browser but this one', async () => {
    const a = await account('pw');
    const other = await signIn(a.email, PASSWORD);
    const sessions = await a.browser.gql<{ signedInSessions: { current: boolean; createdAt: string }[] }>(
      '{ signedInSessions { current createdAt expiresAt } }',
    );
    expect(sessions.data!.signedInSessions).toHaveLength(2);
    expect(sessions.data!.signedInSessions.filter((s) => s.current)).toHaveLength(1);

    const wrong = await a.browser.gql(UPDATE, { input: { password: 'New!pass22', currentPassword: 'x' } });
    expect(wrong.errors?.[0]?.message).toMatch(/current password is not correct/);
    expect(await me(other)).not.toBeNull();

    const ok = await a.browser.gql(UPDATE, { input: { password: 'New!pass22', currentPassword: PASSWORD } });
    expect(ok.errors).toBeUndefined();
    expect(await me(a.browser)).not.toBeNull();
    expect(await me(other)).toBeNull();
    expect(await outbox(a.email, 'passwordChanged')).toHaveLength(1);
    await (await t.agent()).post('/api/auth/login', { email: a.email, password: PASSWORD }).expect(401);
    await signIn(a.email, 'New!pass22');
  });

  it('signs out everywhere: the others, then every browser including this one', async () => {
    const a = await account('everywhere');
    const other = await signIn(a.email, PASSWORD);
    const kept = await a.browser.gql<{ signOutEverywhere: number }>('mutation { signOutEverywhere }');
    expect(kept.data!.signOutEverywhere).toBe(1);
    expect(await me(other)).toBeNull();
    expect(await me(a.browser)).not.toBeNull();
    const all = await a.browser.gql<{ signOutEverywhere: number }>(
      'mutation { signOutEverywhere(keepThisOne: false) }',
    );
    expect(all.data!.signOutEverywhere).toBe(1);
    expect(await me(a.browser)).toBeNull();
    expect(await q(`SELECT 1 FROM session WHERE user_id = $1`, [a.id])).toHaveLength(0);
  });

  /** An account with a visit, a bill, a task, a payment and an uploaded file. */
  async function withRecords(name: string) {
    const a = await account(name);
    const [ev] = await q<{ id: string }>(`INSERT INTO event (owner_id, name) VALUES ($1, $2) RETURNING id`, [
      a.id,
      `${name} ER visit`,
    ]);
    const [bill] = await q<{ id: string }>(
      `INSERT INTO bill (owner_id, event_id, total_cents, note) VALUES ($1, $2, 12345, $3) RETURNING id`,
      [a.id, ev!.id, `${name} bill note`],
    );
    await q(`INSERT INTO task (owner_id, text) VALUES ($1, $2)`, [a.id, `${name} call the hospital`]);
    await q(
      `INSERT INTO payment (user_id, checkout_session_id, customer_email, amount_total_cents, status)
       VALUES ($1, $2, $3, 999, 'paid')`,
      [a.id, `cs_${name}_${Math.random().toString(36).slice(2)}`, a.email],
    );
    const content = pdf(`${name} scan`);
    const up = await a.browser.raw
      .post('/api/json/s3/upload')
      .set('x-csrf-token', a.browser.csrf)
      .field('id', ev!.id)
      .attach('file', content, `${name} bill.pdf`)
      .expect(201);
    return { ...a, eventId: ev!.id, billId: bill!.id, fileId: up.body.id as string, content };
  }

  const download = async (b: TestAgent) => {
    const res = await b.raw
      .get('/api/user/export')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="fairprice-data-[\d-]+\.zip"/);
    return readZip(res.body as Buffer);
  };

  it('exports exactly the account’s records and files, and nobody else’s', async () => {
    const ann = await withRecords('ann');
    const bob = await withRecords('bob');
    await (await t.agent()).get('/api/user/export').expect(401);
    for (const [who, plan] of [
      [ann, 'ann gold plan'],
      [bob, 'bob silver plan'],
    ] as const)
      await q(
        `INSERT INTO user_insurance (user_id, payer_key, plan_name, deductible_cents, coinsurance_percent)
         VALUES ($1, 'aetna', $2, 150000, 20)`,
        [who.id, plan],
      );

    // What they sent through the site's forms under their addresses is theirs too.
    const anon = await t.agent();
    for (const who of [ann, bob]) {
      const first = who === ann ? 'Ann' : 'Bob';
      await anon
        .post('/api/bill/contact', {
          firstName: first,
          lastName: 'Doe',
          email: who.email,
          message: `${first.toLowerCase()} asks about a bill`,
        })
        .expect(200);
      await anon.post('/api/json/crud/save/user', { firstName: first, lastName: 'Doe', email: who.email });
    }

    const entries = await download(ann.browser);
    const names = [...entries.keys()];
    for (const kind of ['settings', 'events', 'bills', 'tasks', 'files', 'payments', 'sessions'])
      expect(names).toEqual(expect.arrayContaining([`${kind}.json`, `${kind}.csv`]));
    const json = (n: string) => JSON.parse(entries.get(`${n}.json`)!.toString()) as Record<string, unknown>[];
    expect(json('events').map((e) => e.id)).toEqual([ann.eventId]);
    expect(json('bills').map((b) => b.id)).toEqual([ann.billId]);
    expect(json('tasks').map((x) => x.text)).toEqual(['ann call the hospital']);
    expect(json('settings')).toEqual([expect.objectContaining({ id: ann.id, email: ann.email })]);
    expect(json('settings')[0]).not.toHaveProperty('password_hash');
    expect(json('sessions')[0]).toEqual({ created_at: expect.any(String), expires_at: expect.any(String) });
    expect(entries.get('events.csv')!.toString()).toContain('ann ER visit');
    const plans = json('insurance-plan');
    expect(plans).toEqual([expect.objectContaining({ payer_key: 'aetna', plan_name: 'ann gold plan' })]);
    expect(Number(plans[0]!.deductible_cents)).toBe(150000);
    expect(entries.get('insurance-plan.csv')!.toString()).toContain('ann gold plan');
    expect(json('contact-messages')).toEqual([
      expect.objectContaining({ email: ann.email, message: 'ann asks about a bill' }),
    ]);
    expect(json('access-requests')).toEqual([expect.objectContaining({ email: ann.email })]);

    const [file] = json('files');
    expect(file).toMatchObject({ id: ann.fileId, name: 'ann bill.pdf', archive_path: expect.any(String) });
    expect(file).not.toHaveProperty('storage_key');
    const fileEntries = names.filter((n) => n.startsWith('files/'));
    expect(fileEntries).toEqual([file!.archive_path]);
    expect(entries.get(fileEntries[0]!)!.equals(ann.content)).toBe(true);

    // Nothing of Bob's anywhere in the archive.
    for (const [n, data] of entries) {
      const text = data.toString('latin1');
      for (const secret of [bob.id, bob.email, bob.eventId, bob.billId, bob.fileId, 'bob ', 'silver']) {
        if (text.includes(secret)) throw new Error(`${n} holds ${secret}`);
      }
      expect(text).not.toContain('scrypt');
    }
  });

  /**
   * Owner columns of every table, read from the database itself: each foreign key to app_user, and every
   * owner_id/user_id column (some name the user without a constraint).
   */
  async function ownerColumns(): Promise<{ table: string; column: string }[]> {
    const fks = await q<{ table: string; column: string }>(
      `SELECT c.conrelid::regclass::text AS table, a.attname AS column
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'app_user'::regclass`,
    );
    const named = await q<{ table: string; column: string }>(
      `SELECT table_name AS table, column_name AS column FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name IN ('owner_id', 'user_id')`,
    );
    const out = [{ table: 'app_user', column: 'id' }];
    for (const c of [...fks, ...named])
      if (!out.some((o) => o.table === c.table && o.column === c.column)) out.push(c);
    return out;
  }

  it('exports or deliberately leaves out every table that holds a user’s rows', async () => {
    const covered = new Set([
      ...EXPORT_KINDS.map((k) => `${k.table}.${k.ownerColumn}`),
      ...Object.keys(NOT_EXPORTED),
    ]);
    const missing = (await ownerColumns())
      .map((c) => `${c.table}.${c.column}`)
      .filter((c) => !covered.has(c));
    expect(missing).toEqual([]);
  });

  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const o of t.services.files.store.list()) keys.push(o.key);
    return keys;
  };

  it('deletes the account: no row or stored file of the user is left, payments stay unlinked', async () => {
    const carl = await withRecords('carl');
    const dora = await withRecords('dora');
    const other = await signIn(carl.email, PASSWORD);
    await q(
      `INSERT INTO usage_counter (subject, kind, window_start, count) VALUES ($1, 'searches', now(), 1)`,
      [`user:${carl.id}`],
    );
    await q(`INSERT INTO user_insurance (user_id, payer_key, plan_name) VALUES ($1, 'aetna', 'carl plan')`, [
      carl.id,
    ]);
    // Mail that names Carl without being addressed to him: his contact message and access request as
    // forwarded to staff, and the link sent to the new address he asked for.
    const anon = await t.agent();
    await anon
      .post('/api/bill/contact', {
        firstName: 'Carl',
        lastName: 'Cee',
        email: carl.email,
        message: 'carl message about my bill',
      })
      .expect(200);
    await anon.post('/api/json/crud/save/user', { firstName: 'Carl', lastName: 'Cee', email: carl.email });
    const carlNew = `carl-new-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const asked = await carl.browser.gql(UPDATE, { input: { email: carlNew, currentPassword: PASSWORD } });
    expect(asked.errors).toBeUndefined();
    const naming = async () =>
      (await t.services.mail.outbox(1000)).filter((m) =>
        [m.to, m.subject, m.text, m.html ?? ''].some((x) => x.includes(carl.email) || x.includes(carlNew)),
      );
    expect((await naming()).map((m) => m.kind).sort()).toEqual(
      expect.arrayContaining(['accessRequest', 'contactToStaff', 'emailChange']),
    );
    const doraMail = (await t.services.mail.outbox(1000)).filter((m) => m.to === dora.email).length;
    // An unfinished resumable upload of Carl's, holding his id.
    const started = await carl.browser.raw
      .post('/api/files/tus')
      .set('x-csrf-token', carl.browser.csrf)
      .set('tus-resumable', '1.0.0')
      .set('upload-length', '5000')
      .expect(201);
    const uploadId = String(started.headers.location).split('/').pop()!;
    const tusDir = path.join(tmp, 'files', '.tus');
    expect(fs.readdirSync(tusDir)).toContain(uploadId);
    const carlKeys = (
      await q<{ storage_key: string }>(`SELECT storage_key FROM file_item WHERE owner_id = $1`, [carl.id])
    ).map((r) => r.storage_key);
    expect(carlKeys).toHaveLength(1);
    const columns = await ownerColumns();
    // Every table with a user/owner column is either exported or listed as deliberately not exported.
    expect(columns.map((c) => c.table)).toEqual(
      expect.arrayContaining([
        'event',
        'bill',
        'task',
        'file_item',
        'session',
        'payment',
        'auth_key',
        'user_insurance',
        'upload_reservation',
      ]),
    );

    const refused = await carl.browser.gql(`mutation { deleteAccount(confirm: "not it") { ok } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await me(carl.browser)).not.toBeNull();

    const done = await carl.browser
      .post('/api/user/delete', { confirm: carl.email.toUpperCase() })
      .expect(200);
    expect(done.body).toMatchObject({ ok: true });

    for (const { table, column } of columns) {
      const left = await q(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [carl.id]);
      if (left.length) throw new Error(`${table}.${column} still holds ${left.length} row(s) of the user`);
    }
    expect(await q(`SELECT 1 FROM usage_counter WHERE subject = $1`, [`user:${carl.id}`])).toHaveLength(0);
    // No mail names Carl any more but the notice that his account was deleted, sent to his address.
    const stillNaming = await naming();
    expect(stillNaming.map((m) => ({ to: m.to, kind: m.kind }))).toEqual([
      { to: carl.email, kind: 'accountDeleted' },
    ]);
    expect(stillNaming[0]!.subject).toBe('Your FairPrice Health account was deleted');
    expect(stillNaming[0]!.text).toContain('deleted');
    expect((await t.services.mail.outbox(1000)).filter((m) => m.to === dora.email)).toHaveLength(doraMail);
    // His unfinished upload is gone too.
    expect(fs.readdirSync(tusDir).filter((n) => n.startsWith(uploadId))).toEqual([]);
    // The payment record stays, without the person.
    const payments = await q<{ user_id: string | null; customer_email: string | null }>(
      `SELECT user_id, customer_email FROM payment WHERE checkout_session_id LIKE 'cs_carl_%'`,
    );
    expect(payments).toEqual([{ user_id: null, customer_email: null }]);
    // Stored files: Carl's gone, Dora's kept.
    const keys = await storedKeys();
    for (const k of carlKeys) expect(keys).not.toContain(k);
    expect(fs.readdirSync(path.join(tmp, 'files'), { recursive: true }).join('\n')).not.toContain(
      carlKeys[0],
    );
    expect(await q(`SELECT 1 FROM file_item WHERE owner_id = $1`, [dora.id])).toHaveLength(1);

    // Signed out everywhere, and cannot sign in again.
    expect(await me(carl.browser)).toBeNull();
    expect(await me(other)).toBeNull();
    await (await t.agent()).post('/api/auth/login', { email: carl.email, password: PASSWORD }).expect(401);
    expect(await me(dora.browser)).not.toBeNull();
  });
});
