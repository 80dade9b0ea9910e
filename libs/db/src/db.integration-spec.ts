import { QueryFailedError } from 'typeorm';
import pg from 'pg';
import { MIGRATION_LOCK_ID, openDatabase, type Database } from './data-source';
import {
  BillEntity,
  CodeEntity,
  DatasetEntity,
  EventEntity,
  PriceEntity,
  ProviderEntity,
  UserEntity,
} from './entities';
import { MIGRATIONS } from './migrations';
import { openTestDatabase, TEST_DB_KINDS, type TestDatabase } from './testing';

const RADIUS_SQL = `SELECT id FROM provider
  WHERE earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(lat, lng)
    AND earth_distance(ll_to_earth($1, $2), ll_to_earth(lat, lng)) < $3`;

/** Austin, TX: the site's default location. */
const AUSTIN = { lat: 30.2672, lng: -97.7431 };

/** n providers spread over the continental US, deterministic (no Math.random). */
async function insertProviders(db: TestDatabase, n: number): Promise<void> {
  const batch = 500;
  for (let start = 0; start < n; start += batch) {
    const rows: Partial<ProviderEntity>[] = [];
    for (let i = start; i < Math.min(n, start + batch); i++) {
      rows.push({
        id: String(100000 + i),
        name: `Test Hospital ${i}`,
        address: `${i} Main St`,
        city: 'Testville',
        state: 'TX',
        zip: String(70000 + (i % 9999)).padStart(5, '0'),
        lat: 25 + ((i * 7919) % 2400) / 100, // 25..49
        lng: -124 + ((i * 104729) % 5700) / 100, // -124..-67
      });
    }
    await db.dataSource.getRepository(ProviderEntity).insert(rows);
  }
}

async function seedPrice(db: TestDatabase, cents: number): Promise<{ dataset: DatasetEntity }> {
  const ds = db.dataSource;
  await ds.getRepository(CodeEntity).insert({
    drg: '193',
    title: 'SIMPLE PNEUMONIA AND PLEURISY WITH MCC',
    mdc: null,
    type: 'medical',
    relativeWeight: 1.3476,
    complication: 'with_mcc',
  });
  await ds.getRepository(ProviderEntity).insert({
    id: '010001',
    name: 'Southeast Alabama Medical Center',
    address: '1108 Ross Clark Circle',
    city: 'Dothan',
    state: 'AL',
    zip: '36301',
    lat: 31.2149,
    lng: -85.3638,
  });
  const dataset = await ds.getRepository(DatasetEntity).save({
    source: 'cms-ipps',
    name: 'CMS IPPS',
    year: 2011,
    fileName: 'test.csv',
    checksum: 'x',
  });
  await ds.getRepository(PriceEntity).insert({
    datasetId: dataset.id,
    source: 'cms-ipps',
    year: 2011,
    providerId: '010001',
    drg: '193',
    discharges: 91,
    avgCoveredChargeCents: cents,
    avgTotalPaymentCents: 577724,
    avgMedicarePaymentCents: 476373,
    sourceRow: 1,
  });
  return { dataset };
}

describe.each(TEST_DB_KINDS.map((k) => [k]))('database (%s)', (kind) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('applies every migration on a fresh database', async () => {
    const applied: Array<{ name: string }> = await db.dataSource.query(
      `SELECT name FROM migrations ORDER BY id`,
    );
    expect(applied.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
    expect(await db.dataSource.showMigrations()).toBe(false);
  });

  it('has the cube, earthdistance and pg_trgm extensions', async () => {
    const rows: Array<{ extname: string }> = await db.dataSource.query(
      `SELECT extname FROM pg_extension WHERE extname IN ('cube', 'earthdistance', 'pg_trgm') ORDER BY extname`,
    );
    expect(rows.map((r) => r.extname)).toEqual(['cube', 'earthdistance', 'pg_trgm']);
  });

  it('rejects a second price for the same source, year, provider and DRG', async () => {
    const { dataset } = await seedPrice(db, 3296307);
    const duplicate = db.dataSource.getRepository(PriceEntity).insert({
      datasetId: dataset.id,
      source: 'cms-ipps',
      year: 2011,
      providerId: '010001',
      drg: '193',
      discharges: 1,
      avgCoveredChargeCents: 1,
      avgTotalPaymentCents: 1,
      avgMedicarePaymentCents: 1,
    });
    await expect(duplicate).rejects.toBeInstanceOf(QueryFailedError);
    await expect(duplicate).rejects.toMatchObject({
      driverError: { code: '23505', constraint: 'uq_price_source_year_provider_drg' },
    });
  });

  it('reads money back as a number of cents', async () => {
    const price = await db.dataSource
      .getRepository(PriceEntity)
      .findOneByOrFail({ providerId: '010001', drg: '193' });
    expect(price.avgCoveredChargeCents).toBe(3296307);
    expect(price.avgTotalPaymentCents).toBe(577724);
    expect(typeof price.id).toBe('number');

    // Beyond 2^31 (int4) to prove bigint is used, still exact as a JS number.
    const user = await db.dataSource
      .getRepository(UserEntity)
      .save({ email: 'money@example.com', reference: 'm1' });
    const event = await db.dataSource
      .getRepository(EventEntity)
      .save({ ownerId: user.id, name: 'Surgery', admitted: '2024-02-29', totalCents: 98_765_432_101 });
    const again = await db.dataSource.getRepository(EventEntity).findOneByOrFail({ id: event.id });
    expect(again.totalCents).toBe(98_765_432_101);
    expect(again.admitted).toBe('2024-02-29');
    expect(again.stars).toBeNull(); // not rated unless the user rates it (issue 41)
  });

  it('refuses fractional cents before they reach the database', async () => {
    const user = await db.dataSource
      .getRepository(UserEntity)
      .findOneByOrFail({ email: 'money@example.com' });
    const event = await db.dataSource.getRepository(EventEntity).findOneByOrFail({ ownerId: user.id });
    await expect(
      db.dataSource
        .getRepository(BillEntity)
        .insert({ ownerId: user.id, eventId: event.id, totalCents: 10.5 }),
    ).rejects.toThrow('whole number of cents');
  });

  it('uses the GiST index idx_provider_earth for a radius search', async () => {
    await insertProviders(db, 5000);
    await db.dataSource.query('ANALYZE provider');
    const plan: Array<{ 'QUERY PLAN': string }> = await db.dataSource.query(`EXPLAIN ${RADIUS_SQL}`, [
      AUSTIN.lat,
      AUSTIN.lng,
      75_000,
    ]);
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('idx_provider_earth');

    const hits: Array<{ id: string }> = await db.dataSource.query(RADIUS_SQL, [
      AUSTIN.lat,
      AUSTIN.lng,
      75_000,
    ]);
    const everywhere: Array<{ n: number }> = await db.dataSource.query(
      `SELECT count(*)::int AS n FROM provider WHERE earth_distance(ll_to_earth($1, $2), ll_to_earth(lat, lng)) < $3`,
      [AUSTIN.lat, AUSTIN.lng, 75_000],
    );
    expect(hits.length).toBe(everywhere[0].n);
    expect(hits.length).toBeGreaterThan(0);
  });

  it('ends every unused sign-in key issued before keys were bound to their address', async () => {
    const ds = db.dataSource;
    const at = MIGRATIONS.findIndex((m) => m.name === 'EndKeysFromBeforeBinding1795698230753');
    // Back to the schema just before it (TypeORM reverts the last applied first, in timestamp order).
    for (let i = at; i < MIGRATIONS.length; i++) await ds.undoLastMigration({ transaction: 'each' });
    const [user] = (await ds.query(
      `INSERT INTO app_user (email, reference) VALUES ('old-key@example.com', 'oldkey01') RETURNING id`,
    )) as { id: string }[];
    await ds.query(
      `INSERT INTO auth_key (user_id, kind, key_hash, expires_at, sent_to)
       VALUES ($1, 'reset', 'h-unused', now() + interval '1 day', 'old-key@example.com'),
              ($1, 'reset', 'h-used', now() + interval '1 day', 'old-key@example.com')`,
      [user!.id],
    );
    await ds.query(`UPDATE auth_key SET used_at = now() - interval '1 minute' WHERE key_hash = 'h-used'`);
    await ds.runMigrations({ transaction: 'each' });
    const keys = (await ds.query(
      `SELECT key_hash, expires_at <= now() AS ended, used_at IS NOT NULL AS used FROM auth_key ORDER BY key_hash`,
    )) as { key_hash: string; ended: boolean; used: boolean }[];
    expect(keys).toEqual([
      { key_hash: 'h-unused', ended: true, used: false },
      { key_hash: 'h-used', ended: false, used: true },
    ]);
    await ds.query(`DELETE FROM app_user WHERE id = $1`, [user!.id]);
  });

  it('reverts the migrations and applies them again', async () => {
    for (let i = 0; i < MIGRATIONS.length; i++)
      await db.dataSource.undoLastMigration({ transaction: 'each' });
    const tables: Array<{ n: number }> = await db.dataSource.query(
      `SELECT count(*)::int AS n FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name <> 'migrations'`,
    );
    expect(tables[0].n).toBe(0);

    await db.dataSource.runMigrations({ transaction: 'each' });
    expect(await db.dataSource.showMigrations()).toBe(false);
    expect(await db.dataSource.getRepository(ProviderEntity).count()).toBe(0);
  });
});

if (TEST_DB_KINDS.includes('postgres'))
  describe('openDatabase (postgres)', () => {
    // How long it takes is not asserted here (timing is for benchmarks): a refused connection fails at
    // once, and an unanswered one after connectTimeoutMs (connectErrorMessage's "no answer within").
    it('rejects with one clear sentence when PostgreSQL is unreachable', async () => {
      await expect(openDatabase({ url: 'postgres://root@127.0.0.1:5999/test' })).rejects.toThrow(
        'Cannot connect to PostgreSQL at 127.0.0.1:5999: connection refused.',
      );
    });

    // Several hosts starting at once on one database migrate it one at a time (issue 43): a start waits
    // while another process holds the migration lock, then finds nothing left to run.
    describe('migrations under one lock for the whole site', () => {
      let db: TestDatabase;
      let url: string;
      beforeAll(async () => {
        db = await openTestDatabase('postgres');
        url = (db.dataSource.options as { url: string }).url;
      });
      afterAll(async () => {
        await db?.drop();
      });

      it('a start waits for the host holding the lock, then opens the migrated database', async () => {
        const other = new pg.Client({ connectionString: url });
        await other.connect();
        let opened: Database | null = null;
        try {
          await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          const opening = openDatabase({ url, poolSize: 2 }).then((d) => (opened = d));
          // The start's own connection is seen waiting for the advisory lock, and it has not opened.
          for (let i = 0; i < 100; i++) {
            const { rows } = await other.query(
              `SELECT 1 FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = 'fairprice-migrations'
               AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
            );
            if (rows.length > 0) break;
            await new Promise((r) => setTimeout(r, 100));
          }
          const { rows: waiting } = await other.query(
            `SELECT 1 FROM pg_stat_activity WHERE application_name = 'fairprice-migrations' AND wait_event = 'advisory'
             AND datname = current_database()`,
          );
          expect(waiting).toHaveLength(1);
          expect(opened).toBeNull();
          await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
          await opening;
          expect(opened).not.toBeNull();
          const [{ n }] = await opened!.dataSource.query('SELECT count(*)::int AS n FROM migrations');
          expect(n).toBeGreaterThan(10);
        } finally {
          await (opened as Database | null)?.close();
          await other.end();
        }
      });
    });
  });

if (TEST_DB_KINDS.includes('pglite'))
  describe('PGlite connections', () => {
    it('keeps one transaction from swallowing another connection’s statements', async () => {
      const db = await openDatabase({ memory: true });
      try {
        const users = db.dataSource.getRepository(UserEntity);
        // Two transactions at once: the second waits for the first instead of joining it, so the
        // failing one rolls back alone.
        const ok = db.dataSource.transaction(async (m) => {
          await m.getRepository(UserEntity).insert({ email: 'first@example.com', reference: 'r-first' });
          await new Promise((r) => setTimeout(r, 50));
          await m.getRepository(UserEntity).insert({ email: 'second@example.com', reference: 'r-second' });
        });
        const failing = db.dataSource.transaction(async (m) => {
          await m.getRepository(UserEntity).insert({ email: 'third@example.com', reference: 'r-third' });
          throw new Error('boom');
        });
        await expect(ok).resolves.toBeUndefined();
        await expect(failing).rejects.toThrow('boom');
        const emails = (await users.find({ order: { email: 'ASC' } })).map((u) => u.email);
        expect(emails).toEqual(['first@example.com', 'second@example.com']);
      } finally {
        await db.close();
      }
    });
  });
