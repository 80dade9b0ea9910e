import type { DataSource } from 'typeorm';
import { isDomainError } from '@fp/domain';
import { OwnerData } from './owner-data';

const OWNER = '5b0c4c36-8c1f-4a55-9df4-0f1a4c1b2c3d';

/** A stand-in data source that records what would reach the database. */
function fakeDb(answer: unknown = []) {
  const calls: { sql: string; params: unknown[] }[] = [];
  const db = {
    query: async (sql: string, params: unknown[]) => {
      calls.push({ sql, params });
      return answer;
    },
  } as unknown as DataSource;
  return { db, calls };
}

describe('OwnerData', () => {
  it('refuses to exist without a signed-in owner', () => {
    const { db } = fakeDb();
    for (const owner of [undefined, null, '', 'not-a-uuid']) {
      let err: unknown;
      try {
        OwnerData.of(db, owner);
      } catch (e) {
        err = e;
      }
      expect(isDomainError(err) && err.code).toBe('UNAUTHENTICATED');
    }
  });

  it('always sends the owner as $1 and refuses SQL that does not use it', async () => {
    const { db, calls } = fakeDb([{ id: 'x' }]);
    const data = OwnerData.of(db, OWNER);
    await expect(data.rows('SELECT id FROM event WHERE owner_id = $1 AND id = $2', ['e1'])).resolves.toEqual([
      { id: 'x' },
    ]);
    expect(calls).toEqual([
      { sql: 'SELECT id FROM event WHERE owner_id = $1 AND id = $2', params: [OWNER, 'e1'] },
    ]);
    await expect(data.rows('SELECT id FROM event')).rejects.toThrow(/\$1/);
    await expect(data.rows('SELECT id FROM event WHERE id = $12')).rejects.toThrow(/\$1/);
    expect(calls).toHaveLength(1);
  });

  it("reads the rows out of TypeORM's [rows, count] answer to UPDATE and DELETE", async () => {
    const { db } = fakeDb([[{ id: 'a' }], 1]);
    await expect(
      OwnerData.of(db, OWNER).one('DELETE FROM bill WHERE owner_id = $1 RETURNING id'),
    ).resolves.toEqual({
      id: 'a',
    });
  });
});
