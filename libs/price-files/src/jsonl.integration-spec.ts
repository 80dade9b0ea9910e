/**
 * The normalized-jsonl loader on the real Brattleboro (VT, CCN 470011) prices, on a fresh database of
 * each kind (TEST_DB): the stored prices equal the source lines, a reload replaces the file, and the
 * file's date comes from the importer's option or its lines, never from the disk.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import 'reflect-metadata';
import { PriceFileImportError } from './import';
import { importNormalizedJsonl } from './jsonl';
import { PriceFilesService } from './price-files.service';
import { TEST_DB_KINDS, type TestDatabase } from '@fp/db/testing';
import { closeImportTestDatabase, count, file, openImportTestDatabase } from './testing';

describe.each(TEST_DB_KINDS)('normalized price-file import on %s', (kind) => {
  let db: TestDatabase;
  let tmp: string;

  beforeAll(async () => {
    ({ db, tmp } = await openImportTestDatabase(kind));
  });

  afterAll(() => closeImportTestDatabase({ db, tmp }));

  it('loads the Brattleboro normalized prices for CCN 470011, equal to the source lines', async () => {
    const name = 'hpt_normalized_cpt_prices_vt_470011.jsonl';
    const lines = readFileSync(file(name), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const codes = new Set(lines.map((l: { cpt: string }) => l.cpt));
    const s = await importNormalizedJsonl(db.dataSource, file(name));
    expect(s.match).toEqual({ by: 'ccn', providerId: '470011' });
    expect(s.items).toBe(codes.size);
    const cash = lines.find((l: { cpt: string; type: string }) => l.cpt === '70551' && l.type === 'cash');
    const [row] = await db.dataSource.query(
      `SELECT i.cash_cents, i.gross_cents FROM hpt_item i JOIN hpt_item_code c USING (file_id, item_no)
        JOIN hpt_file f ON f.id = i.file_id WHERE f.provider_id = '470011' AND c.code = '70551'`,
    );
    expect(row.cash_cents).toBe(Math.round(cash.price * 100));
    // A second load replaces the first.
    const copy = path.join(tmp, name);
    copyFileSync(file(name), copy);
    const again = await importNormalizedJsonl(db.dataSource, copy);
    expect(again.replacedPrevious).toBe(true);
    expect(await count(db, `SELECT count(*) AS n FROM hpt_file WHERE provider_id = '470011'`)).toBe(1);
  });

  const storedDate = async (fileId: string): Promise<string | null> => {
    const [f] = await db.dataSource.query(`SELECT last_updated_on FROM hpt_file WHERE id = $1`, [fileId]);
    return f.last_updated_on;
  };

  it('gives the Brattleboro file no date, since neither its lines nor the importer give one', async () => {
    const name = 'hpt_normalized_cpt_prices_vt_470011.jsonl';
    // A copy written just now: a date taken from the disk would be today's.
    const copy = path.join(tmp, name);
    copyFileSync(file(name), copy);
    const s = await importNormalizedJsonl(db.dataSource, copy);
    expect({ fileDate: s.fileDate, dateFrom: s.dateFrom }).toEqual({ fileDate: null, dateFrom: 'none' });
    expect(await storedDate(s.fileId)).toBeNull();
    const service = new PriceFilesService(db.dataSource);
    const prices = await service.hospitalPrices({}, '470011', { code: '70551' });
    expect(prices!.items[0].source.lastUpdatedOn).toBeNull();
  });

  it('dates a normalized file by the date its importer gives, or by last_updated_on in its lines', async () => {
    const name = 'hpt_normalized_cpt_prices_vt_470011.jsonl';
    const given = await importNormalizedJsonl(db.dataSource, file(name), { date: '2024-05-01' });
    expect({ fileDate: given.fileDate, dateFrom: given.dateFrom }).toEqual({
      fileDate: '2024-05-01',
      dateFrom: 'option',
    });
    expect(await storedDate(given.fileId)).toBe('2024-05-01');

    const dated = path.join(tmp, 'dated_470011.jsonl');
    writeFileSync(
      dated,
      [
        '{"cpt":"70551","type":"cash","price":100.5,"last_updated_on":"2025-01-15"}',
        '{"cpt":"70551","type":"gross","price":200,"last_updated_on":"2025-03-02"}',
        '{"cpt":"G0121","type":"cash","price":50}',
      ].join('\n'),
    );
    const fromLines = await importNormalizedJsonl(db.dataSource, dated);
    expect({ fileDate: fromLines.fileDate, dateFrom: fromLines.dateFrom, items: fromLines.items }).toEqual({
      fileDate: '2025-03-02',
      dateFrom: 'lines',
      items: 2,
    });
    expect(await storedDate(fromLines.fileId)).toBe('2025-03-02');
    // The importer's date wins over the lines'.
    const both = await importNormalizedJsonl(db.dataSource, dated, { date: '2025-02-01' });
    expect(await storedDate(both.fileId)).toBe('2025-02-01');
  });

  it('refuses a date that is not one, and keeps the previous file', async () => {
    const before = await count(db, `SELECT count(*) AS n FROM hpt_file WHERE provider_id = '470011'`);
    for (const date of ['2024-02-30', '05/01/2024', 'yesterday']) {
      const err = await importNormalizedJsonl(
        db.dataSource,
        file('hpt_normalized_cpt_prices_vt_470011.jsonl'),
        {
          date,
        },
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PriceFileImportError);
      expect((err as Error).message).toContain(`the date "${date}" is not a date written YYYY-MM-DD`);
    }
    expect(await count(db, `SELECT count(*) AS n FROM hpt_file WHERE provider_id = '470011'`)).toBe(before);
  });
});
