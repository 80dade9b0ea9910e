/**
 * The change feed on each database kind: the session table's trigger notices reach the cache, and sync()
 * keeps its promise (every notice committed before the call has been heard when it resolves). On PGlite
 * the notices are heard within its one session, before the committing statement's promise settles.
 */
import { openChangeFeed, type ChangeFeed } from './change-feed';
import { NotifiedCache } from './notified-cache';
import { openTestDatabase, TEST_DB_KINDS, type TestDatabase } from './testing';

const silent = { debug: () => undefined, warn: () => undefined };

async function eventually(check: () => boolean): Promise<void> {
  const end = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > end) throw new Error('not within 3 s');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.each(TEST_DB_KINDS.map((k) => [k]))('change feed (%s)', (kind) => {
  let db: TestDatabase;
  let cache: NotifiedCache<{ n: number }>;
  let feed: ChangeFeed | null;
  let sid = 0;

  /** A new session row, read into the cache. */
  async function cachedRow(): Promise<string> {
    const id = `s${++sid}`;
    await db.dataSource.query(
      `INSERT INTO session (sid, data, expires_at) VALUES ($1, '{"n":1}', now() + interval '1 day')`,
      [id],
    );
    cache.store(id, { n: 1 }, cache.ticket());
    expect(cache.get(id)).toEqual({ n: 1 });
    return id;
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    cache = new NotifiedCache();
    feed = openChangeFeed(db.dataSource, { session: cache }, silent);
  });
  afterAll(async () => {
    await feed?.close();
    await db?.drop();
  });

  it('turns the cache on once it listens, and off when closed', async () => {
    expect(feed).not.toBeNull();
    await eventually(() => cache.active);
    const other = new NotifiedCache();
    const second = openChangeFeed(db.dataSource, { session: other }, silent);
    await eventually(() => other.active);
    await second?.close();
    expect(other.active).toBe(false);
    // Closing one feed leaves another on the same database listening.
    const id = await cachedRow();
    await db.dataSource.query(`UPDATE session SET data = '{"n":2}' WHERE sid = $1`, [id]);
    await feed?.sync();
    expect(cache.get(id)).toBeUndefined();
  });

  it('has heard a change made by SQL once sync() resolves', async () => {
    await eventually(() => cache.active);
    const id = await cachedRow();
    await db.dataSource.query('DELETE FROM session WHERE sid = $1', [id]);
    await feed?.sync();
    expect(cache.get(id)).toBeUndefined();
  });

  it('hears a change made in a transaction at its commit, not before', async () => {
    await eventually(() => cache.active);
    const id = await cachedRow();
    await db.dataSource.transaction(async (m) => {
      await m.query(`UPDATE session SET data = '{"n":3}' WHERE sid = $1`, [id]);
      // Not committed: other readers still see the old row, and so may the cache.
      expect(cache.get(id)).toEqual({ n: 1 });
    });
    await feed?.sync();
    expect(cache.get(id)).toBeUndefined();
  });

  it('keeps an entry when a transaction that changed it rolls back', async () => {
    await eventually(() => cache.active);
    const id = await cachedRow();
    await expect(
      db.dataSource.transaction(async (m) => {
        await m.query(`UPDATE session SET data = '{"n":4}' WHERE sid = $1`, [id]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await feed?.sync();
    expect(cache.get(id)).toEqual({ n: 1 });
  });

  // eslint-disable-next-line no-restricted-syntax -- PGlite only: PostgreSQL's notices come over another connection, later.
  (kind === 'pglite' ? it : it.skip)(
    'on PGlite, hears a change before the statement that made it returns',
    async () => {
      await eventually(() => cache.active);
      const id = await cachedRow();
      await db.dataSource.query(`UPDATE session SET data = '{"n":5}' WHERE sid = $1`, [id]);
      expect(cache.get(id)).toBeUndefined();
      const all = await cachedRow();
      await db.dataSource.query('TRUNCATE session');
      expect(cache.get(all)).toBeUndefined();
    },
  );
});
