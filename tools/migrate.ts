/**
 * `npm run migration:run` / `npm run migration:revert`: applies every pending migration, or reverts the
 * last applied one, on PostgreSQL (DATABASE_URL) or the embedded PGlite database (PGLITE_DIR, default
 * ./data/pg). The server also applies pending migrations when it starts; this is for doing it on purpose.
 */
import 'reflect-metadata';
import { openDatabase, recordRenamedMigrations } from '@fp/db';

async function main(): Promise<number> {
  const command = process.argv[2];
  if (command !== 'up' && command !== 'down') {
    console.error('Usage: tsx tools/migrate.ts up|down   (DATABASE_URL or PGLITE_DIR picks the database)');
    return 2;
  }
  const url = process.env.DATABASE_URL?.trim() || undefined;
  const pgliteDir = process.env.PGLITE_DIR?.trim() || 'data/pg';
  const db = await openDatabase({ url, pgliteDir, runMigrations: false });
  const where = db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${pgliteDir}`;
  try {
    await recordRenamedMigrations(db.dataSource);
    if (command === 'up') {
      const applied = await db.dataSource.runMigrations({ transaction: 'each' });
      if (applied.length === 0) console.log(`${where}: no pending migrations.`);
      for (const m of applied) console.log(`${where}: applied ${m.name}`);
    } else {
      const executed: { name: string }[] = await db.dataSource
        .query(`SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1`)
        .catch(() => []);
      if (executed.length === 0) {
        console.log(`${where}: no migration to revert.`);
      } else {
        await db.dataSource.undoLastMigration({ transaction: 'each' });
        console.log(`${where}: reverted ${executed[0].name}`);
      }
    }
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
