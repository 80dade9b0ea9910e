/**
 * The CMS price import (and the catalogue, demo seed and geocoding around it) on the real CMS files in
 * ../shared/data, on a fresh database of each kind (TEST_DB). The national FY2011 file is imported once
 * per database (about 5-10 s); the other cases use the New York file and small files written to a
 * temporary folder.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import { openTestDatabase, TEST_DB_KINDS, type TestDatabase } from '@fp/db/testing';
import { CONDITIONS } from '@fp/catalog-lists';
import { DEFAULT_LOCATION } from '@fp/geo';
import { loadCatalog } from './catalog-loader';
import { DEMO_DATASET_NAME, seedDemoData } from './demo-seed';
import { geocodeProviders } from './geocode';
import { CMS_INPATIENT_SOURCE, ImportError, importPriceFile, type ImportSummary } from './price-import';
import { importHospitalInfo, importRelativeWeights } from './reference-files';

const DATA = path.resolve(__dirname, '../../..', '../shared/data');
const FY2011 = path.join(DATA, 'ipps_drg100_fy2011.csv');
const NY = path.join(DATA, 'medicare_inpatient_ny_sample_recent.csv');

const count = async (db: TestDatabase, sql: string, params: unknown[] = []): Promise<number> => {
  const rows: { n: number }[] = await db.dataSource.query(sql, params);
  return Number(rows[0]?.n ?? 0);
};

/** A fingerprint of every price row, to prove that a re-import changed nothing. */
const priceFingerprint = async (db: TestDatabase): Promise<string> => {
  const rows: { f: string }[] = await db.dataSource.query(
    `SELECT md5(string_agg(concat_ws('|', id, dataset_id, source, year, provider_id, drg, discharges,
       avg_covered_charge_cents, avg_total_payment_cents, avg_medicare_payment_cents, source_row), ',' ORDER BY id)) AS f
     FROM price`,
  );
  return rows[0].f;
};

describe.each(TEST_DB_KINDS)('price import on %s', (kind) => {
  let db: TestDatabase;
  let tmp: string;

  beforeAll(async () => {
    for (const file of [FY2011, NY]) {
      if (!existsSync(file))
        throw new Error(`Test data missing: ${file} (the CMS files live in ../shared/data).`);
    }
    db = await openTestDatabase(kind);
    tmp = mkdtempSync(path.join(tmpdir(), 'fp-import-'));
  });

  afterAll(async () => {
    await db?.drop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('loads the catalogue once and skips it when unchanged', async () => {
    const first = await loadCatalog(db.dataSource);
    expect(first.loaded).toBe(true);
    expect(await count(db, 'SELECT count(*) AS n FROM system')).toBe(25);
    expect(await count(db, 'SELECT count(*) AS n FROM diagnosis WHERE active')).toBeGreaterThanOrEqual(150);
    expect(await count(db, 'SELECT count(*) AS n FROM category')).toBeGreaterThanOrEqual(200);
    expect(await count(db, 'SELECT count(*) AS n FROM diagnosis_code')).toBeGreaterThan(0);
    const second = await loadCatalog(db.dataSource);
    expect(second.loaded).toBe(false);
  });

  it('seeds demo data on an empty database, labelled as demo', async () => {
    const demo = await seedDemoData(db.dataSource);
    expect(demo.seeded).toBe(true);
    const datasets: { name: string; is_demo: boolean }[] = await db.dataSource.query(
      'SELECT name, is_demo FROM dataset',
    );
    expect(datasets).toEqual([{ name: DEMO_DATASET_NAME, is_demo: true }]);
    // Several demo hospitals within the spec's 75 km of the default location.
    const near = await count(
      db,
      `SELECT count(*) AS n FROM provider WHERE is_demo
       AND earth_distance(ll_to_earth($1, $2), ll_to_earth(lat, lng)) < 75000`,
      [DEFAULT_LOCATION.lat, DEFAULT_LOCATION.lng],
    );
    expect(near).toBeGreaterThanOrEqual(5);
    expect((await seedDemoData(db.dataSource)).seeded).toBe(false);
  });

  let national: ImportSummary;

  it('imports the national FY2011 file: 163,065 prices, 3,337 providers, 100 DRGs, and removes the demo', async () => {
    national = await importPriceFile(db.dataSource, FY2011);
    expect(national).toMatchObject({
      layout: 'cms-fy2011-2017',
      year: 2011,
      yearFrom: 'file name',
      source: CMS_INPATIENT_SOURCE,
      name: 'CMS Medicare inpatient FY2011',
      rowsRead: 163_065,
      inserted: 163_065,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      reusedDataset: false,
      providers: { inserted: 3337, updated: 0, total: 3337 },
      unreachableDrgs: [],
    });
    expect(national.demoRemoved.datasets).toBe(1);
    expect(await count(db, 'SELECT count(*) AS n FROM price')).toBe(163_065);
    expect(await count(db, 'SELECT count(DISTINCT provider_id) AS n FROM price')).toBe(3337);
    expect(await count(db, 'SELECT count(DISTINCT drg) AS n FROM price')).toBe(100);
    expect(await count(db, 'SELECT count(*) AS n FROM provider')).toBe(3337);
    expect(await count(db, 'SELECT count(*) AS n FROM provider WHERE is_demo')).toBe(0);
    expect(await count(db, 'SELECT sum(discharges) AS n FROM price')).toBe(6_975_318);
    // Provenance on every row: its dataset and source line.
    expect(
      await count(db, 'SELECT count(*) AS n FROM price WHERE dataset_id <> $1 OR source_row IS NULL', [
        national.datasetId,
      ]),
    ).toBe(0);
    const dataset: { rows_read: number; rows_imported: number; checksum: string; year: number }[] =
      await db.dataSource.query('SELECT rows_read, rows_imported, checksum, year FROM dataset');
    expect(dataset).toEqual([
      { rows_read: 163_065, rows_imported: 163_065, checksum: national.checksum, year: 2011 },
    ]);
    // The first data row of the file, in cents, traceable to line 2.
    const first: Record<string, unknown>[] = await db.dataSource.query(
      `SELECT provider_id, drg, discharges, avg_covered_charge_cents, avg_total_payment_cents, avg_medicare_payment_cents
       FROM price WHERE source_row = 2`,
    );
    expect(first).toEqual([
      {
        provider_id: '010001',
        drg: '039',
        discharges: 91,
        avg_covered_charge_cents: 3296307,
        avg_total_payment_cents: 577724,
        avg_medicare_payment_cents: 476373,
      },
    ]);
    // Located from the ZIP centroid (3,335 of the file's ZIPs are in the gazetteer at least).
    expect(
      await count(db, 'SELECT count(*) AS n FROM provider WHERE lat IS NOT NULL'),
    ).toBeGreaterThanOrEqual(3300);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await priceFingerprint(db);
    const again = await importPriceFile(db.dataSource, FY2011);
    expect(again).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 163_065,
      skipped: 0,
      reusedDataset: true,
      datasetId: national.datasetId,
      providers: { inserted: 0, updated: 0, total: 3337 },
    });
    expect(await priceFingerprint(db)).toBe(before);
    expect(await count(db, 'SELECT count(*) AS n FROM dataset')).toBe(1);
  });

  it('imports the New York recent-layout file with --year: 8,499 prices across 131 providers', async () => {
    await expect(importPriceFile(db.dataSource, NY)).rejects.toThrow(/--year/);
    const ny = await importPriceFile(db.dataSource, NY, { year: 2022 });
    expect(ny).toMatchObject({
      layout: 'renamed-lowercase',
      year: 2022,
      yearFrom: 'option',
      rowsRead: 8499,
      inserted: 8499,
      skipped: 0,
      providers: { total: 131 },
    });
    // The import names exactly the file's DRGs that no active condition leads to.
    const active = new Set(CONDITIONS.filter((c) => c.active).flatMap((c) => c.drgs));
    const drgs: { drg: string }[] = await db.dataSource.query(
      'SELECT DISTINCT drg FROM price WHERE dataset_id = $1 ORDER BY drg',
      [ny.datasetId],
    );
    expect(ny.unreachableDrgs).toEqual(drgs.map((d) => d.drg).filter((d) => !active.has(d)));
    expect(await count(db, 'SELECT count(*) AS n FROM price WHERE dataset_id = $1', [ny.datasetId])).toBe(
      8499,
    );
    expect(
      await count(db, 'SELECT count(DISTINCT provider_id) AS n FROM price WHERE dataset_id = $1', [
        ny.datasetId,
      ]),
    ).toBe(131);
    // The FY2011 prices are still there, untouched.
    expect(await count(db, 'SELECT count(*) AS n FROM price WHERE year = 2011')).toBe(163_065);
    // Money with five decimals rounds to the cent: 727352.46154 -> 72735246.
    const ecmo: { c: number }[] = await db.dataSource.query(
      `SELECT avg_covered_charge_cents AS c FROM price WHERE year = 2022 AND provider_id = '330005' AND drg = '003'`,
    );
    expect(ecmo).toEqual([{ c: 72735246 }]);
    const again = await importPriceFile(db.dataSource, NY, { year: 2022 });
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 8499, reusedDataset: true });
  });

  it('imports the good rows of a damaged copy and reports each bad one by line number', async () => {
    const lines = readFileSync(NY, 'utf8').split('\n').slice(0, 41); // header + 40 rows
    // Columns: provider_id,provider_name,provider_city,provider_state,provider_zip_code,drg_id,
    // ms_drg_definition (may hold quoted commas),total_discharges,average_covered_charges,...; so
    // columns after the title are counted from the end of the line.
    const set = (line: number, column: number, value: string) => {
      const fields = lines[line - 1].split(',');
      fields[column < 0 ? fields.length + column : column] = value;
      lines[line - 1] = fields.join(',');
    };
    set(5, 0, ''); // blank CCN
    set(9, -3, 'abc'); // non-numeric average covered charges
    set(12, 5, '000'); // DRG 000
    set(20, 4, 'ABCDE'); // bad ZIP
    lines.push(lines[30]); // a duplicate of line 31, as line 42
    const file = path.join(tmp, 'damaged_DY19.csv');
    writeFileSync(file, `${lines.join('\n')}\n`);

    const result = await importPriceFile(db.dataSource, file);
    expect(result.year).toBe(2019);
    expect(result.rowsRead).toBe(41);
    expect(result.badRows).toEqual([
      { line: 5, reason: 'missing provider CCN' },
      { line: 9, reason: 'non-numeric average covered charges "abc"' },
      { line: 12, reason: 'unknown DRG "000"' },
      { line: 20, reason: 'bad ZIP "ABCDE"' },
      { line: 42, reason: expect.stringMatching(/^duplicate of line 31 /) },
    ]);
    expect(result).toMatchObject({ skipped: 5, inserted: 36 });
    expect(await count(db, 'SELECT count(*) AS n FROM price WHERE year = 2019')).toBe(36);
  });

  it('refuses an unknown header, listing the columns it needs, and changes nothing', async () => {
    const before = await count(db, 'SELECT count(*) AS n FROM price');
    const file = path.join(tmp, 'other_2020.csv');
    writeFileSync(file, 'hospital,procedure,price\nA,knee,100\n');
    const error = await importPriceFile(db.dataSource, file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toMatch(/Unknown header/);
    expect((error as Error).message).toContain('Rndrng_Prvdr_CCN');
    expect((error as Error).message).toContain('DRG Definition');
    expect(await count(db, 'SELECT count(*) AS n FROM price')).toBe(before);
  });

  it('fails, leaving no dataset behind, when no row can be imported', async () => {
    const datasets = await count(db, 'SELECT count(*) AS n FROM dataset');
    const lines = readFileSync(NY, 'utf8').split('\n').slice(0, 4);
    const file = path.join(tmp, 'all_bad_FY2018.csv');
    writeFileSync(file, [lines[0], ...lines.slice(2).map((l) => l.replace(/^\d+,/, ','))].join('\n'));
    const error = await importPriceFile(db.dataSource, file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).summary?.badRows).toEqual([
      { line: 2, reason: 'missing provider CCN' },
      { line: 3, reason: 'missing provider CCN' },
    ]);
    expect(await count(db, 'SELECT count(*) AS n FROM dataset')).toBe(datasets);
  });

  it('enriches codes with relative weights and providers with phone numbers', async () => {
    const weights = path.join(DATA, 'ms_drg_weights_fy2020_v37.csv');
    const hospitals = path.join(DATA, 'cms_hospital_general_information.csv');
    const w = await importRelativeWeights(db.dataSource, weights);
    expect(w.updated).toBeGreaterThan(500);
    const weight: { relative_weight: string }[] = await db.dataSource.query(
      `SELECT relative_weight FROM code WHERE drg = '470'`,
    );
    expect(Number(weight[0].relative_weight)).toBeGreaterThan(1);
    expect((await importRelativeWeights(db.dataSource, weights)).updated).toBe(0);
    const h = await importHospitalInfo(db.dataSource, hospitals);
    expect(h.matched).toBeGreaterThan(2500);
    expect(
      await count(db, `SELECT count(*) AS n FROM provider WHERE phone ~ '^\\(\\d{3}\\) \\d{3}-\\d{4}$'`),
    ).toBe(h.updated);
  });

  it('geocodes street addresses in batches with an injected geocoder, keeping them on re-import', async () => {
    const calls: number[] = [];
    const fakeFetch = (async (_url: string, init?: { body?: string }) => {
      const queries = JSON.parse(init?.body ?? '[]') as { postcode: string }[];
      calls.push(queries.length);
      return {
        ok: true,
        status: 200,
        json: async () => ({
          batch: queries.map(() => ({ features: [] })),
        }),
      };
    }) as unknown as typeof fetch;
    const none = await geocodeProviders(db.dataSource, {
      token: 't',
      fetch: fakeFetch,
      limit: 450,
      delayMs: 0,
    });
    expect(calls).toEqual([200, 200, 50]);
    expect(none).toMatchObject({ attempted: 450, updated: 0, noResult: 450 });

    const target: { id: string; lat: number; lng: number }[] = await db.dataSource.query(
      `SELECT id, lat, lng FROM provider WHERE id = '010001'`,
    );
    const moved = { lat: target[0].lat + 0.01, lng: target[0].lng + 0.01 };
    const oneFetch = (async () => ({
      ok: true,
      status: 200,
      json: async () => ({
        batch: [{ features: [{ geometry: { coordinates: [moved.lng, moved.lat] }, properties: {} }] }],
      }),
    })) as unknown as typeof fetch;
    const one = await geocodeProviders(db.dataSource, { token: 't', fetch: oneFetch, limit: 1 });
    expect(one.updated).toBe(1);
    await importPriceFile(db.dataSource, FY2011);
    const after: { lat: number; location_precision: string }[] = await db.dataSource.query(
      `SELECT lat, location_precision FROM provider WHERE id = '010001'`,
    );
    expect(after).toEqual([{ lat: moved.lat, location_precision: 'address' }]);
  });
});
