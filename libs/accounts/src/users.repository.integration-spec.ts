/**
 * The account repository on a real database: the pass rule in SQL (PASS_ACTIVE_SQL, what access
 * decisions read) and in TypeScript (isPassActive, what the account screens show) give the same answer
 * for every kind of account, at the database's own clock; the repository's writes do what they say.
 */
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { isPassActive, PASS_ACTIVE_SQL } from './pass';
import { users } from './users.repository';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

describe(`users repository on ${kind}`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('agrees with isPassActive on the pass rule for every kind of account', async () => {
    // Pass on or off × no end, ended long ago, a second ago, a millisecond ago, exactly now, in a
    // millisecond, in a second, in a year. now() is the transaction's time, fixed for every row.
    const ends = [
      null,
      `-1 year`,
      `-1 second`,
      `-1 millisecond`,
      `0 seconds`,
      `1 millisecond`,
      `1 second`,
      `1 year`,
    ];
    const cases = ends.flatMap((end) => [true, false].map((on) => ({ on, end })));
    const rows = await db.dataSource.transaction(async (em) => {
      for (const [i, c] of cases.entries()) {
        await em.query(
          `INSERT INTO app_user (email, reference, pass_active, pass_expires_at)
           VALUES ($1, $2, $3, CASE WHEN $4::text IS NULL THEN NULL ELSE now() + $4::interval END)`,
          [`pass${i}@example.com`, `pass${String(i).padStart(3, '0')}x`, c.on, c.end],
        );
      }
      return (await em.query(
        `SELECT u.email, u.pass_active, u.pass_expires_at, ${PASS_ACTIVE_SQL} AS by_sql, now() AS db_now
         FROM app_user u WHERE u.email LIKE 'pass%@example.com' ORDER BY u.email`,
      )) as {
        email: string;
        pass_active: boolean;
        pass_expires_at: Date | null;
        by_sql: boolean;
        db_now: Date;
      }[];
    });
    expect(rows).toHaveLength(cases.length);
    const answers = rows.map((r) => ({
      email: r.email,
      sql: r.by_sql,
      ts: isPassActive({ passActive: r.pass_active, passExpiresAt: r.pass_expires_at }, r.db_now),
    }));
    for (const a of answers) expect(a.ts).toBe(a.sql);
    // The cases really cover both answers: on with no end or a future end, off otherwise.
    expect(answers.filter((a) => a.sql)).toHaveLength(4);

    // The access read (allowanceOf) and the entity read (findById → isPassActive) agree as well.
    for (const r of rows) {
      const entity = (await users.findByEmail(db.dataSource.manager, r.email))!;
      const allowance = (await users.allowanceOf(db.dataSource.manager, entity.id))!;
      if (r.pass_expires_at && Math.abs(r.pass_expires_at.getTime() - Date.now()) < 5000) continue;
      expect(allowance.passActive).toBe(isPassActive(entity));
    }
  });

  it('writes the account through one place', async () => {
    const q = db.dataSource.manager;
    const id = (await users.insert(q, {
      email: 'repo@example.com',
      reference: 'repo0001',
      passwordHash: null,
      referredBy: null,
    }))!;
    expect(
      await users.insert(q, {
        email: 'repo@example.com',
        reference: 'repo0002',
        passwordHash: null,
        referredBy: null,
      }),
    ).toBeUndefined();
    expect(await users.idByReferralCode(q, 'repo0001')).toBe(id);

    await users.setPasswordHash(q, id, 'hash-1');
    expect((await users.findById(q, id))!.emailVerifiedAt).toBeNull();
    await users.setPasswordHash(q, id, 'hash-2', { verified: true });
    const verified = (await users.findById(q, id))!;
    expect(verified).toMatchObject({ passwordHash: 'hash-2' });
    expect(verified.emailVerifiedAt).not.toBeNull();

    expect(await users.markFreeUsed(q, id)).toBe(true);
    expect(await users.markFreeUsed(q, id)).toBe(false);

    const end = new Date(Date.now() + 86_400_000);
    await users.grantPass(q, id, end, 'cus_1');
    expect(await users.allowanceOf(q, id)).toEqual({ id, passActive: true, freeUsed: true });
    expect(await users.lock(q, id)).toEqual({ passActive: true, passExpiresAt: end });
    expect(await users.expirePasses(q, id)).toEqual([]); // not past its end yet
    await q.query(`UPDATE app_user SET pass_expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    expect((await users.allowanceOf(q, id))!.passActive).toBe(false);
    expect(await users.expirePasses(q, id)).toEqual(['repo@example.com']);

    await users.setEmail(q, id, 'new@example.com');
    expect(await users.findByEmail(q, ' NEW@example.com ')).toMatchObject({ id });
    await users.delete(q, id);
    expect(await users.findById(q, id)).toBeNull();
  });
});
