import { loadConfig, ConfigError } from './config';

describe('configuration from the environment', () => {
  it('has laptop defaults: port 3000, embedded database under ./data/pg', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.pgliteDir).toBe('/srv/app/data/pg');
    expect(c.isProduction).toBe(false);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL must start with postgres:/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a URL/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO must be true or false/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ SEED: 'real' }, /SEED must be one of snapshot, demo, none/],
  ])('refuses a malformed value with a message naming the variable (%o)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('requires real payments in production, and no session secret (sessions are hashed random ids)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY/);
    const c = loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_abc' });
    expect(c.isProduction).toBe(true);
  });

  it('caps one request at a quarter of the pool and times statements out after 5 s by default', () => {
    expect(loadConfig({})).toMatchObject({ dbRequestConnections: 5, dbStatementTimeoutMs: 5000 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '2' }).dbRequestConnections).toBe(1);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '4', DB_REQUEST_CONNECTIONS: '5' })).toThrow(
      /DB_REQUEST_CONNECTIONS must be a whole number from 1 to 4/,
    );
  });

  it('runs one API process unless WEB_CONCURRENCY asks for more, which needs PostgreSQL', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(
      loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://root@127.0.0.1:5432/fp' }).webConcurrency,
    ).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://h/fp' })).toThrow(
      /WEB_CONCURRENCY must be a whole number from 1 to 16/,
    );
  });

  it('picks the live price ids only with a live key', () => {
    const env = { STRIPE_PRICE_IDS_TEST: 'price_t1,price_t2', STRIPE_PRICE_IDS_LIVE: 'price_l1' };
    expect(loadConfig({ ...env, STRIPE_SECRET_KEY: 'sk_test_1' }).stripePriceIds).toEqual([
      'price_t1',
      'price_t2',
    ]);
    expect(loadConfig({ ...env, STRIPE_SECRET_KEY: 'sk_live_1' }).stripePriceIds).toEqual(['price_l1']);
  });

  it('loads the shipped CMS snapshot into an empty database unless told otherwise', () => {
    expect(loadConfig({}, '/srv/app')).toMatchObject({ seed: 'snapshot', snapshotDir: undefined });
    expect(loadConfig({ SEED: 'demo' }).seed).toBe('demo');
    expect(loadConfig({ SEED: 'none' }).seed).toBe('none');
    // The older switch: SEED_DEMO=false means no seed at all; SEED wins when both are set.
    expect(loadConfig({ SEED_DEMO: 'false' }).seed).toBe('none');
    expect(loadConfig({ SEED_DEMO: 'false', SEED: 'demo' }).seed).toBe('demo');
    expect(loadConfig({ SNAPSHOT_DIR: 'snap' }, '/srv/app').snapshotDir).toBe('/srv/app/snap');
  });
});
