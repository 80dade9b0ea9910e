/**
 * Reads that go to a replica (DATABASE_REPLICA_URL, issue 43). The "replica" here is a copy of the primary
 * database (CREATE DATABASE … TEMPLATE) in which one hospital's price range and figure and one condition's
 * name were then changed, so an answer shows which database it was read from: the map search, a
 * hospital's figures and the catalogue come from the copy; a signed-in person's write and the read of it
 * (their insurance plan), their session and the free-search count stay on the primary. A replica that
 * refuses connections, or stops accepting them, leaves the searches answering from the primary.
 * PGlite has no replica: the setting is ignored there, with a log line.
 */
import 'reflect-metadata';
import pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import { openDatabase, openReplica, type Database, type Replica } from '@fp/db';
import { openTestDatabase, DEFAULT_TEST_DATABASE_URL } from '@fp/db/testing';
import { PricingService, pricingTestData } from '@fp/pricing';
import { buildApp, type BuiltApp } from './app';
import { loadConfig } from './config';
import { openReplicaIfSet } from './server';
import { PLATFORM_PPO_PLAN, testDbKind } from './testing/test-app';

const { FIXTURE_DIAGNOSES, FIXTURE_PROVIDERS, insertFixtures } = pricingTestData;
const CENTRAL = FIXTURE_PROVIDERS.central!;
const PNEUMONIA = FIXTURE_DIAGNOSES.pneumonia;
/** The copy's lowest price of Central Austin for pneumonia (the primary's is 600,000). */
const REPLICA_LOWEST = 123_400;

// eslint-disable-next-line no-restricted-syntax -- PostgreSQL only: PGlite is one process and has no replica.
const onPostgres = testDbKind() === 'postgres' ? describe : describe.skip;
// eslint-disable-next-line no-restricted-syntax -- PGlite only: what the setting does there.
const onPglite = testDbKind() === 'pglite' ? it : it.skip;

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST: '/nonexistent',
  API_RATE_LIMIT: '0',
});
const silent = pino({ level: 'silent' });

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A browser: its session cookie and security token, on whichever app it is sent to. */
async function browser(app: BuiltApp['app']) {
  const agent = request.agent(app);
  const csrf = (await agent.get('/api/csrf').expect(200)).body.csrfToken as string;
  return { agent, csrf };
}

async function searchCentral(app: BuiltApp['app']) {
  const { agent, csrf } = await browser(app);
  const res = await agent
    .post('/api/crud/search/provider/10/1')
    .set('x-csrf-token', csrf)
    .send({ diagnosisId: PNEUMONIA.id, lat: CENTRAL.lat, lng: CENTRAL.lng })
    .expect(200);
  return (res.body.hits as { id: string; lowest: number | null }[]).find((h) => h.id === CENTRAL.id);
}

async function diagnosisNames(app: BuiltApp['app']): Promise<string[]> {
  const res = await request(app).get('/api/crud/select/diagnosis').expect(200);
  return (res.body as { text: string }[]).map((o) => o.text);
}

onPostgres('reads from a replica (DATABASE_REPLICA_URL)', () => {
  let primary: Database;
  let primaryName: string;
  let replicaName: string;
  let replicaUrl: string;
  let replica: Replica;
  let app: BuiltApp;

  beforeAll(async () => {
    const made = await openTestDatabase('postgres');
    await insertFixtures(made.dataSource);
    // The precomputed ranges, as the primary's first search would build them.
    await new PricingService(made.dataSource).warm();
    const url = new URL((made.dataSource.options as { url: string }).url);
    primaryName = url.pathname.slice(1);
    replicaName = `${primaryName}_r`;
    await made.close();
    await admin((c) => c.query(`CREATE DATABASE ${replicaName} TEMPLATE ${primaryName}`));
    primary = await openDatabase({ url: url.toString(), poolSize: 5 });
    url.pathname = `/${replicaName}`;
    replicaUrl = url.toString();
    await admin(async () => {
      const c = new pg.Client({ connectionString: replicaUrl });
      await c.connect();
      await c.query(
        `UPDATE provider_condition_range SET lowest_cents = $1 WHERE provider_id = $2 AND diagnosis_id = $3`,
        [REPLICA_LOWEST, CENTRAL.id, PNEUMONIA.id],
      );
      await c.query(`UPDATE diagnosis SET name = 'Pneumonia (replica)' WHERE id = $1`, [PNEUMONIA.id]);
      await c.end();
    });
    replica = await openReplica(primary.dataSource, { url: replicaUrl, poolSize: 3 }, silent);
    app = await buildApp({ config, db: primary.dataSource, readDb: replica.dataSource, log: silent });
  });
  afterAll(async () => {
    await app?.apollo.stop();
    await replica?.close();
    await primary?.close();
    await admin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${replicaName} WITH (FORCE)`);
      await c.query(`DROP DATABASE IF EXISTS ${primaryName} WITH (FORCE)`);
    });
  });

  it('answers the map search and the catalogue from the replica', async () => {
    expect((await searchCentral(app.app))?.lowest).toBe(REPLICA_LOWEST);
    expect(await diagnosisNames(app.app)).toContain('Pneumonia (replica)');
    expect(replica.healthy).toBe(true);
    expect(replica.counts.replica).toBeGreaterThan(0);
  });

  it('keeps a signed-in person’s write and the read of it, their session and their count on the primary', async () => {
    const { agent, csrf } = await browser(app.app);
    const [u] = await primary.dataSource.query(
      `INSERT INTO app_user (email, reference) VALUES ('replica@example.com', 'replicaref') RETURNING id`,
    );
    await primary.dataSource.query(
      `UPDATE session SET data = data || jsonb_build_object('userId', $1::text), user_id = $1::uuid WHERE data->>'csrf' = $2`,
      [u.id, csrf],
    );
    const gql = (query: string, variables?: object) =>
      agent.post('/graphql').set('x-csrf-token', csrf).send({ query, variables }).expect(200);
    const saved = await gql(
      `mutation($input: InsuranceInput!) { saveInsurance(input: $input) { planName } }`,
      {
        input: PLATFORM_PPO_PLAN,
      },
    );
    expect(saved.body.errors).toBeUndefined();
    // Read at once, in the next request: the person's own data is read where it was written.
    const read = await gql('{ myInsurance { planName } }');
    expect(read.body.data.myInsurance).toEqual({ planName: 'PPO' });
    await agent
      .post('/api/crud/search/provider/10/1')
      .set('x-csrf-token', csrf)
      .send({ diagnosisId: PNEUMONIA.id, lat: CENTRAL.lat, lng: CENTRAL.lng })
      .expect(200);
    const where = async (sql: string, db: 'primary' | 'replica') => {
      const c = new pg.Client({
        connectionString: db === 'replica' ? replicaUrl : (primary.dataSource.options as { url: string }).url,
      });
      await c.connect();
      try {
        return Number((await c.query(sql, [u.id])).rows[0].n);
      } finally {
        await c.end();
      }
    };
    for (const sql of [
      'SELECT count(*) AS n FROM user_insurance WHERE user_id = $1',
      'SELECT count(*) AS n FROM session WHERE user_id = $1',
      `SELECT count(*) AS n FROM usage_counter WHERE subject = 'user:' || $1 AND kind = 'search'`,
    ]) {
      expect({ sql, n: await where(sql, 'primary') }).toEqual({ sql, n: 1 });
      expect({ sql, n: await where(sql, 'replica') }).toEqual({ sql, n: 0 });
    }
  });

  it('reads from the primary while the replica does not accept connections, and from the replica once it does', async () => {
    const shy = await openReplica(primary.dataSource, { url: replicaUrl, poolSize: 2, retryMs: 0 }, silent);
    const other = await buildApp({ config, db: primary.dataSource, readDb: shy.dataSource, log: silent });
    try {
      expect(await diagnosisNames(other.app)).toContain('Pneumonia (replica)');
      await admin(async (c) => {
        await c.query(`ALTER DATABASE ${replicaName} ALLOW_CONNECTIONS false`);
        await c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [
          replicaName,
        ]);
      });
      const before = shy.counts.primary;
      expect(await diagnosisNames(other.app)).toContain('Pneumonia');
      expect(await diagnosisNames(other.app)).not.toContain('Pneumonia (replica)');
      expect(shy.counts.primary).toBeGreaterThan(before);
      await admin((c) => c.query(`ALTER DATABASE ${replicaName} ALLOW_CONNECTIONS true`));
      expect(await diagnosisNames(other.app)).toContain('Pneumonia (replica)');
    } finally {
      await admin((c) => c.query(`ALTER DATABASE ${replicaName} ALLOW_CONNECTIONS true`));
      await other.apollo.stop();
      await shy.close();
    }
  });

  it('answers searches from the primary when the replica URL points at a closed port', async () => {
    const closed = await openReplica(
      primary.dataSource,
      { url: 'postgres://root@127.0.0.1:1/nowhere', poolSize: 2 },
      silent,
    );
    const other = await buildApp({ config, db: primary.dataSource, readDb: closed.dataSource, log: silent });
    try {
      const hit = await searchCentral(other.app);
      expect(hit?.lowest).toBe(EXPECTED_LOWEST_ON_PRIMARY);
      expect(await diagnosisNames(other.app)).toContain('Pneumonia');
      expect(closed.healthy).toBe(false);
      expect(closed.counts.replica).toBe(0);
    } finally {
      await other.apollo.stop();
      await closed.close();
    }
  });
});

const EXPECTED_LOWEST_ON_PRIMARY = pricingTestData.EXPECTED_PNEUMONIA_AUSTIN[0]!.lowestCents;

describe(`DATABASE_REPLICA_URL on the embedded database (${testDbKind()})`, () => {
  onPglite('is ignored, with a log line, and every read goes to PGlite', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const cfg = loadConfig({ NODE_ENV: 'test', DATABASE_REPLICA_URL: 'postgres://root@127.0.0.1:1/nowhere' });
    const db = await openTestDatabase('pglite');
    try {
      expect(await openReplicaIfSet(cfg, 'pglite', db.dataSource, log)).toBeNull();
      expect(lines.join('')).toContain('DATABASE_REPLICA_URL ignored');
    } finally {
      await db.drop();
    }
  });
  it('is read from the environment as a PostgreSQL address', () => {
    expect(loadConfig({ DATABASE_REPLICA_URL: 'postgres://r@replica:5432/fp' }).databaseReplicaUrl).toBe(
      'postgres://r@replica:5432/fp',
    );
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'mysql://r@replica/fp' })).toThrow(
      /DATABASE_REPLICA_URL must start with/,
    );
  });
});
