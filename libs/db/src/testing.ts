/**
 * Fresh databases for integration tests (import from '@fp/db/testing'). Each call gives an empty,
 * fully migrated database of its own; `drop()` throws it away.
 *
 * TEST_DB picks the kinds a suite runs against: pglite, postgres or both (default).
 * TEST_DATABASE_URL is an admin connection to the PostgreSQL server (default
 * postgres://root@127.0.0.1:5432/test); a database fp_test_<random> is created next to it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectErrorMessage, openDatabase, type Database, type DbConfig } from './data-source';

export type TestDbKind = 'pglite' | 'postgres';

export type TestDatabase = Database & {
  /** Closes the database and deletes it (PostgreSQL) or discards it (PGlite). Safe to call twice. */
  drop(): Promise<void>;
};

export const DEFAULT_TEST_DATABASE_URL = 'postgres://root@127.0.0.1:5432/test';

function parseKinds(raw: string | undefined): TestDbKind[] {
  const value = (raw ?? 'both').trim().toLowerCase();
  if (value === '' || value === 'both') return ['pglite', 'postgres'];
  if (value === 'pglite' || value === 'postgres') return [value];
  throw new Error(`TEST_DB must be pglite, postgres or both; got "${raw}".`);
}

/** The database kinds to test against, from TEST_DB. */
export const TEST_DB_KINDS: readonly TestDbKind[] = parseKinds(process.env.TEST_DB);

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(connectErrorMessage(adminUrl, err), { cause: err });
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function openPostgresTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  // Lower-case hex only, so the name needs no quoting.
  const name = `fp_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const dropDatabase = () =>
    withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let db: Database;
  try {
    db = await openDatabase({ url: url.toString(), poolSize: 5 });
  } catch (err) {
    await dropDatabase().catch(() => undefined);
    throw err;
  }
  let dropping: Promise<void> | undefined;
  return {
    ...db,
    drop() {
      dropping ??= db.close().then(async () => {
        await dropDatabase();
      });
      return dropping;
    },
  };
}

/**
 * A new, migrated, empty database of the given kind. Call drop() when done (afterAll). `pglite` settings
 * apply to PGlite only (a short lock wait drives its overload path quickly).
 */
export async function openTestDatabase(
  kind: TestDbKind,
  pglite: Pick<DbConfig, 'pgliteLockTimeoutMs'> = {},
): Promise<TestDatabase> {
  if (kind === 'postgres') return openPostgresTestDatabase();
  const db = await openDatabase({ memory: true, ...pglite });
  return { ...db, drop: () => db.close() };
}
