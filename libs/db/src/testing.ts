/**
 * Fresh databases for integration tests (import from '@fp/db/testing'). Each call gives an empty,
 * fully migrated database of its own; `drop()` throws it away.
 *
 * TEST_DB picks the kinds a suite runs against: pglite, postgres or both (default).
 * TEST_DATABASE_URL is an admin connection to the PostgreSQL server (default
 * postgres://root@127.0.0.1:5432/test); a database fp_test_<random> is created next to it.
 *
 * FP_PGLITE_TEMPLATE_DIR (set per run by tools/run-integration.mjs): a folder where the first PGlite test
 * database of the run, made by initdb and every migration, leaves a copy of its data folder; later ones
 * start from that copy (PGlite's `loadDataDir`) instead of running initdb and the migrations again, which
 * was most of a suite's set-up time. Without it every database is made from scratch.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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

/**
 * FP_TEST_RUN (lower-case hex, set per run by tools/run-integration.mjs) names this run's PostgreSQL
 * databases: fp_tpl_<run>, migrated once by the first test database of the run, which every other one is
 * copied from (CREATE DATABASE … TEMPLATE, instead of every migration again), and fp_test_<run>_<random>,
 * which drop() leaves for the runner to delete together at the end (each DROP DATABASE waits for a
 * checkpoint). Without it each database is migrated on its own and deleted by drop().
 */
const RUN_TAG = /^[0-9a-f]{1,16}$/.test(process.env.FP_TEST_RUN ?? '') ? process.env.FP_TEST_RUN : undefined;

/** The run's migrated template database, made by the first caller (an advisory lock keeps it to one). */
async function postgresTemplate(adminUrl: string, tag: string): Promise<string> {
  const name = `fp_tpl_${tag}`;
  await withAdmin(adminUrl, async (c) => {
    await c.query(`SELECT pg_advisory_lock(hashtext($1))`, [name]);
    try {
      const found = await c.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
      if (found.rowCount) return;
      const building = `${name}_new`;
      await c.query(`DROP DATABASE IF EXISTS ${building}`);
      await c.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const db = await openDatabase({ url: url.toString(), poolSize: 1 });
      await db.close();
      // Only a completely migrated database takes the template's name.
      await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await c.query(`SELECT pg_advisory_unlock(hashtext($1))`, [name]);
    }
  });
  return name;
}

async function openPostgresTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  // Lower-case hex only, so the name needs no quoting.
  const random = randomBytes(6).toString('hex');
  const name = RUN_TAG ? `fp_test_${RUN_TAG}_${random}` : `fp_test_${random}`;
  const template = RUN_TAG ? await postgresTemplate(adminUrl, RUN_TAG) : undefined;
  await withAdmin(adminUrl, async (c) => {
    await c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    // A test database need not survive a crash: commits do not wait for the disk.
    await c.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
  const dropDatabase = () =>
    withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let db: Database;
  try {
    // A statement may wait for one of the five connections longer than production's 5 s on a busy test
    // machine: the national data's first search holds two for tens of seconds there (the precomputed
    // ranges' rebuild and the search index's read), and CI runs the browser tier beside this one. The
    // wait failed a search once ("timeout exceeded when trying to connect", CI 2026-11-27 10:00).
    db = await openDatabase({ url: url.toString(), poolSize: 5, connectTimeoutMs: 30_000 });
  } catch (err) {
    await dropDatabase().catch(() => undefined);
    throw err;
  }
  let dropping: Promise<void> | undefined;
  return {
    ...db,
    drop() {
      dropping ??= db.close().then(async () => {
        if (!RUN_TAG) await dropDatabase();
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
  const templateDir = process.env.FP_PGLITE_TEMPLATE_DIR;
  const templateFile = templateDir ? path.join(templateDir, 'pglite-migrated.tar') : undefined;
  const template = templateFile && fs.existsSync(templateFile) ? fs.readFileSync(templateFile) : undefined;
  const db = await openDatabase({
    memory: true,
    ...pglite,
    ...(template ? { pgliteLoadDataDir: new Blob([template]) } : {}),
  });
  if (templateFile && !template) {
    try {
      await saveTemplate(db, templateFile);
    } catch (err) {
      await db.close();
      throw err;
    }
  }
  return { ...db, drop: () => db.close() };
}

/**
 * Leaves a copy of a freshly migrated PGlite database's data folder for the next test databases of the
 * run. Written under another name and renamed, so a run beside this one never reads half a file.
 */
async function saveTemplate(db: Database, file: string): Promise<void> {
  const dump = await db.pglite!.dumpDataDir('none');
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
}
