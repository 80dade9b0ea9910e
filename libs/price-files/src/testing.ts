/**
 * Shared setup of the price-file import suites: the CMS examples and the Brattleboro (VT, CCN 470011)
 * normalized prices in ../shared/data/hpt, a fresh database of one kind with Brattleboro in its
 * provider directory, and a temporary folder for files written by a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase, type TestDbKind } from '@fp/db/testing';

export const DATA = path.resolve(__dirname, '../../..', '../shared/data/hpt');
export const file = (name: string) => path.join(DATA, name);

export const count = async (db: TestDatabase, sql: string, params: unknown[] = []): Promise<number> => {
  const rows: { n: number }[] = await db.dataSource.query(sql, params);
  return Number(rows[0]?.n ?? 0);
};

export interface ImportTestDatabase {
  db: TestDatabase;
  tmp: string;
}

export async function openImportTestDatabase(kind: TestDbKind): Promise<ImportTestDatabase> {
  const db = await openTestDatabase(kind);
  const tmp = mkdtempSync(path.join(tmpdir(), 'fp-hpt-'));
  await db.dataSource.query(
    `INSERT INTO provider (id, name, address, city, state, zip, lat, lng)
     VALUES ('470011', 'BRATTLEBORO MEMORIAL HOSPITAL', '17 BELMONT AVENUE', 'BRATTLEBORO', 'VT', '05301', 42.8596, -72.5690)`,
  );
  return { db, tmp };
}

export async function closeImportTestDatabase(t: Partial<ImportTestDatabase>): Promise<void> {
  await t.db?.drop();
  if (t.tmp) rmSync(t.tmp, { recursive: true, force: true });
}
