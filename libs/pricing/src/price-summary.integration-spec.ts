/**
 * The rebuild of the precomputed ranges (price-summary.ts): on PGlite it drops the table's keys and
 * indexes around the bulk insert and makes them again (issue 29). The table must come out with the rows
 * the rebuild computed and the keys, indexes and foreign keys the migrations made, every time; and the
 * search's read model built from those rows (SearchIndex.fromRows) must answer as the one read back from
 * the table (SearchIndex.load).
 */
import 'reflect-metadata';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { rebuildPriceSummary, refreshPriceSummary } from './price-summary';
import { SearchIndex } from './search-index';
import { AUSTIN, DALLAS, DENVER, FIXTURE_DIAGNOSES, insertFixtures } from './testing/fixtures';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** The table's indexes and constraints as the database states them. */
async function schemaOf(db: TestDatabase): Promise<string[]> {
  const indexes: { d: string }[] = await db.dataSource.query(
    `SELECT pg_get_indexdef(indexrelid) AS d FROM pg_index
     WHERE indrelid = 'provider_condition_range'::regclass`,
  );
  const constraints: { d: string }[] = await db.dataSource.query(
    `SELECT conname || ': ' || pg_get_constraintdef(oid) || ' valid=' || convalidated AS d FROM pg_constraint
     WHERE conrelid = 'provider_condition_range'::regclass`,
  );
  return [...indexes, ...constraints].map((r) => r.d).sort();
}

/** Every row of the table, in key order, as plain values. */
async function dump(db: TestDatabase): Promise<unknown[]> {
  const rows: Record<string, unknown>[] = await db.dataSource.query(
    `SELECT diagnosis_id, provider_id, lowest_cents, highest_cents, average_cents, amount, single_value, year,
       oldest_year, dataset_id, current_lowest_cents, current_highest_cents, current_average_cents, cpi_year,
       by_year::text AS by_year, lat, lng
     FROM provider_condition_range ORDER BY diagnosis_id, provider_id`,
  );
  return rows.map((r) => ({
    ...r,
    diagnosis_id: Number(r.diagnosis_id),
    by_year: JSON.parse(r.by_year as string),
  }));
}

describe(`the precomputed ranges' rebuild (${kind})`, () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await insertFixtures(db.dataSource);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('writes exactly the rows it computed and leaves the keys, indexes and foreign keys as they were', async () => {
    const before = await schemaOf(db);
    expect(before.some((d) => d.startsWith('fk_provider_condition_range_provider'))).toBe(true);
    expect(before.some((d) => d.includes('idx_provider_condition_range_lat'))).toBe(true);

    const first = await rebuildPriceSummary(db.dataSource, true);
    expect(first?.rows.length).toBeGreaterThan(0);
    const written = await dump(db);
    const computed = [...(first?.rows ?? [])].sort(
      (a, b) => a.diagnosis_id - b.diagnosis_id || a.provider_id.localeCompare(b.provider_id),
    );
    expect(written).toEqual(computed);
    expect(await schemaOf(db)).toEqual(before);

    // Again over a full table: the same rows, the same schema; unchanged data is not rebuilt.
    expect(await refreshPriceSummary(db.dataSource, true)).toBe(computed.length);
    expect(await dump(db)).toEqual(written);
    expect(await schemaOf(db)).toEqual(before);
    expect(await rebuildPriceSummary(db.dataSource)).toBeNull();

    // The keys made again are enforced.
    const [row] = written as { diagnosis_id: number; provider_id: string }[];
    const insert = (diagnosisId: number, providerId: string) =>
      db.dataSource.query(
        `INSERT INTO provider_condition_range (diagnosis_id, provider_id, lowest_cents, highest_cents,
           average_cents, amount, single_value, year, oldest_year, dataset_id, lat, lng)
         SELECT $1, $2, 1, 1, 1, 1, true, 2011, 2011, id, 0, 0 FROM dataset LIMIT 1`,
        [diagnosisId, providerId],
      );
    await expect(insert(row.diagnosis_id, row.provider_id)).rejects.toThrow(/pk_provider_condition_range/);
    await expect(insert(row.diagnosis_id, 'NOPE')).rejects.toThrow(/fk_provider_condition_range_provider/);
    await expect(insert(999_999, row.provider_id)).rejects.toThrow(/fk_provider_condition_range_diagnosis/);
  });

  it("the read model made from a rebuild's rows answers as the one read from the table", async () => {
    const rebuilt = await rebuildPriceSummary(db.dataSource, true);
    const fromRows = await SearchIndex.fromRows(db.dataSource, rebuilt?.rows ?? []);
    const loaded = await SearchIndex.load(db.dataSource);
    expect(fromRows.rangeCount).toBe(loaded.rangeCount);
    expect(fromRows.bytes).toBe(loaded.bytes);
    const ids = [...Object.values(FIXTURE_DIAGNOSES).map((d) => d.id), 999];
    let hits = 0;
    for (const id of ids)
      for (const at of [AUSTIN, DALLAS, DENVER])
        for (const km of [10, 75, 500]) {
          const answer = await fromRows.nearby(id, at.lat, at.lng, km, 50);
          hits += answer.length;
          expect(answer).toEqual(await loaded.nearby(id, at.lat, at.lng, km, 50));
          expect(await fromRows.nearest(id, at.lat, at.lng)).toEqual(await loaded.nearest(id, at.lat, at.lng));
        }
    expect(hits).toBeGreaterThan(5);
  });
});
