/**
 * The importer reads gzip and zip files directly, on a fresh database of each kind (TEST_DB). The files
 * are cut from the shipped New York snapshot (data/cms), so this needs nothing outside the repository.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import 'reflect-metadata';
import { openTestDatabase, TEST_DB_KINDS, type TestDatabase } from '@fp/db/testing';
import { loadCatalog } from './catalog-loader';
import { ImportError, importPriceFile } from './price-import';
import { DataLoadTracker, DEFAULT_SNAPSHOT_DIR, loadSnapshot, planSnapshotLoad } from './snapshot';
import { makeZip } from './testing/zip-writer';

const NY_LINES = gunzipSync(
  readFileSync(path.join(DEFAULT_SNAPSHOT_DIR, 'medicare_inpatient_ny_2022.csv.gz')),
)
  .toString('utf8')
  .split('\n');
/** Header and the first 300 rows of the New York file. */
const SMALL = NY_LINES.slice(0, 301).join('\n') + '\n';

describe.each(TEST_DB_KINDS)('compressed price files on %s', (kind) => {
  let db: TestDatabase;
  let tmp: string;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await loadCatalog(db.dataSource);
    tmp = mkdtempSync(path.join(tmpdir(), 'fp-compressed-'));
  }, 120_000);
  afterAll(async () => {
    await db?.drop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('an empty database plans the whole snapshot; a missing snapshot file fails the load clearly', async () => {
    expect((await planSnapshotLoad(db.dataSource)).files.map((f) => f.file)).toEqual([
      'ipps_drg100_fy2011.csv.gz',
      'medicare_inpatient_ny_2022.csv.gz',
    ]);
    const tracker = new DataLoadTracker();
    await expect(loadSnapshot(db.dataSource, { dir: tmp, tracker })).rejects.toThrow(
      `The shipped price file ${path.join(tmp, 'ipps_drg100_fy2011.csv.gz')} is missing (see data/README.md).`,
    );
    expect(tracker.get()).toMatchObject({ state: 'failed', percent: 0 });
  });

  it('imports a .csv.gz, then knows the same rows in a CMS zip as the same file', async () => {
    const gz = path.join(tmp, 'ny_2022.csv.gz');
    writeFileSync(gz, gzipSync(SMALL));
    const progress: number[] = [];
    const first = await importPriceFile(db.dataSource, gz, { onProgress: (b, t) => progress.push(b / t) });
    expect(first).toMatchObject({ year: 2022, rowsRead: 300, inserted: 300, skipped: 0 });
    expect(progress.at(-1)).toBe(1);

    // A zip named without a year: the year comes from the CSV inside, as CMS names it.
    const zip = path.join(tmp, 'download.zip');
    writeFileSync(
      zip,
      makeZip([
        { name: 'Medicare_Inpatient_Data_Dictionary.csv', data: 'column,meaning\nDRG_Cd,code\n' },
        { name: 'MUP_INP_RY24_P03_V10_DY22_PrvSvc.csv', data: SMALL },
      ]),
    );
    const again = await importPriceFile(db.dataSource, zip);
    expect(again).toMatchObject({
      year: 2022,
      rowsRead: 300,
      inserted: 0,
      updated: 0,
      unchanged: 300,
      reusedDataset: true,
      checksum: first.checksum,
    });
    const stored: { n: number }[] = await db.dataSource.query(
      `SELECT count(*)::integer AS n FROM price WHERE year = 2022`,
    );
    expect(stored[0].n).toBe(300);
    // Prices from another file: the start-up leaves the operator's data alone.
    expect(await planSnapshotLoad(db.dataSource)).toEqual({
      files: [],
      reason: 'the database holds imported price data',
    });
  });

  it('refuses a damaged gzip file and leaves the database as it was', async () => {
    const bad = path.join(tmp, 'cut_2019.csv.gz');
    const whole = gzipSync(NY_LINES.slice(0, 2001).join('\n'));
    writeFileSync(bad, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await expect(importPriceFile(db.dataSource, bad)).rejects.toThrow(ImportError);
    await expect(importPriceFile(db.dataSource, bad)).rejects.toThrow(/is damaged/);
    const rows: { n: number }[] = await db.dataSource.query(
      `SELECT count(*)::integer AS n FROM price WHERE year = 2019`,
    );
    expect(rows[0].n).toBe(0);
  });
});
