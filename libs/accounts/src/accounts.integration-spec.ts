import pino from 'pino';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { MailService } from '@fp/mail';
import { AccountsService } from './accounts.service';
import { MAX_KEYS_PER_HOUR } from './auth-keys';
import { hashKey } from './keys';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

describe(`accounts service on ${kind}`, () => {
  let db: TestDatabase;
  let accounts: AccountsService;
  let mail: MailService;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const log = pino({ level: 'silent' });
    mail = new MailService(db.dataSource, { from: 'test <t@site.test>', log });
    accounts = new AccountsService(db.dataSource, mail, {
      publicUrl: 'http://site.test',
      staffEmail: 'staff@site.test',
      log,
    });
  });
  afterAll(async () => {
    await db?.drop();
  });

  async function resetKeyFor(email: string): Promise<string> {
    await accounts.requestPasswordReset({ email });
    const [m] = (await mail.outbox()).filter((x) => x.to === email && x.kind === 'reset');
    return /\/account\/set\/([\w-]+)\//.exec(m!.text)![1]!;
  }

  it('lets only one of many simultaneous uses of a key succeed', async () => {
    await accounts.signUp({ email: 'race@example.com' });
    const key = await resetKeyFor('race@example.com');
    // Each attempt on its own pooled connection (PostgreSQL): a real race on one row.
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        db.dataSource.transaction((em) => accounts.consumeKey(em, key, ['reset'], 'race@example.com')),
      ),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
    const rows: { used_at: Date | null }[] = await db.dataSource.query(
      'SELECT used_at FROM auth_key WHERE key_hash = $1',
      [hashKey(key)],
    );
    expect(rows[0]!.used_at).not.toBeNull();
  });

  it('lets only one of two simultaneous password settings with one key through', async () => {
    await accounts.signUp({ email: 'race2@example.com' });
    const key = await resetKeyFor('race2@example.com');
    const results = await Promise.allSettled([
      accounts.setPassword({ key, password: 'First!pass1' }),
      accounts.setPassword({ key, password: 'Second!pass2' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
  });

  it('a newer link of the same kind replaces the older one', async () => {
    await accounts.signUp({ email: 'newer@example.com' });
    const first = await resetKeyFor('newer@example.com');
    await accounts.requestPasswordReset({ email: 'newer@example.com' });
    const all = (await mail.outbox()).filter((x) => x.to === 'newer@example.com' && x.kind === 'reset');
    const second = /\/account\/set\/([\w-]+)\//.exec(all[0]!.text)![1]!;
    expect(second).not.toBe(first);
    await expect(accounts.setPassword({ key: first, password: 'First!pass1' })).rejects.toThrow(
      /expired or was already used/,
    );
    await expect(accounts.setPassword({ key: second, password: 'First!pass1' })).resolves.toMatchObject({
      ok: true,
    });
  });

  it(`sends at most ${MAX_KEYS_PER_HOUR} links of one kind per account per hour`, async () => {
    await accounts.signUp({ email: 'flood@example.com' });
    for (let i = 0; i < MAX_KEYS_PER_HOUR + 3; i++)
      await accounts.requestPasswordReset({ email: 'flood@example.com' });
    const resets = (await mail.outbox()).filter((x) => x.to === 'flood@example.com' && x.kind === 'reset');
    expect(resets).toHaveLength(MAX_KEYS_PER_HOUR);
  });

  it('two simultaneous creations of one address make one account', async () => {
    const make = () =>
      db.dataSource.transaction((em) => accounts.findOrCreateByEmail('twice@example.com', em));
    const [a, b] = await Promise.all([make(), make()]);
    expect(a.user.id).toBe(b.user.id);
    expect([a.created, b.created].filter(Boolean)).toHaveLength(1);
  });

  it('reads a pass past its end date as off without writing; housekeeping switches it off and tells its owner', async () => {
    await accounts.signUp({ email: 'lapsed@example.com' });
    await db.dataSource.query(
      `UPDATE app_user SET pass_active = true, pass_expires_at = now() - interval '1 minute' WHERE email = 'lapsed@example.com'`,
    );
    const user = await accounts.findByEmail('lapsed@example.com');
    const stored = async () =>
      (
        (await db.dataSource.query(
          `SELECT pass_active FROM app_user WHERE email = 'lapsed@example.com'`,
        )) as {
          pass_active: boolean;
        }[]
      )[0]!.pass_active;
    // The token (a query) only reads.
    expect((await accounts.token(user!.id))?.passActive).toBe(false);
    expect(await stored()).toBe(true);
    expect(
      (await mail.outbox()).filter((x) => x.to === 'lapsed@example.com' && x.kind === 'passEnded'),
    ).toHaveLength(0);
    // The housekeeping timer's expirePass does the write and the e-mail, once.
    expect(await accounts.expirePass()).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(false);
    expect(
      (await mail.outbox()).filter((x) => x.to === 'lapsed@example.com' && x.kind === 'passEnded'),
    ).toHaveLength(1);
  });
});
