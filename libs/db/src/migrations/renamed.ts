import type { DataSource } from 'typeorm';

/**
 * Migrations given a new name after databases had applied them under the old one. Six were dated in 2027
 * when written, so every migration written after them sorted, and ran, before them on a fresh database
 * while an older database had run them first. Issue 44 dated them when they were committed (the git
 * author time of the commit that added each), so a fresh database applies every migration in the order
 * they were written, as older databases did. A database that knows a migration by its old name is told
 * its new one before migrations run (`recordRenamedMigrations`); its SQL is unchanged, so it is not run
 * again.
 */
export const RENAMED_MIGRATIONS: readonly { from: string; to: string }[] = [
  { from: 'SharedPrices1800000200000', to: 'SharedPrices1795483416000' },
  { from: 'EventStatusTotals1800000300000', to: 'EventStatusTotals1795483708000' },
  { from: 'HptProvenanceAndPayerNames1800000700000', to: 'HptProvenanceAndPayerNames1795485866000' },
  { from: 'ChangeNotify1800002000000', to: 'ChangeNotify1795493984000' },
  { from: 'RecordsChangeNotify1800002100000', to: 'RecordsChangeNotify1795496608000' },
  { from: 'DropRecordsChangeNotify1800002200000', to: 'DropRecordsChangeNotify1795703840000' },
];

const timestampOf = (name: string) => Number(/(\d{13})$/.exec(name)![1]);

/**
 * Gives the renamed migrations their new names and timestamps in the database's migrations table, if it
 * has one. Runs on every open, before any migration: a no-op once done; several hosts opening at once
 * write the same values.
 */
export async function recordRenamedMigrations(dataSource: DataSource, table = 'migrations'): Promise<void> {
  const [{ present }] = await dataSource.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [table]);
  if (!present) return;
  for (const { from, to } of RENAMED_MIGRATIONS) {
    await dataSource.query(`UPDATE "${table}" SET name = $2, timestamp = $3 WHERE name = $1`, [
      from,
      to,
      timestampOf(to),
    ]);
  }
}
