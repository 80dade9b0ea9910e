/**
 * The first start on an empty database (SEED=snapshot): the server answers while the shipped CMS files
 * load in the background, says so through dataStatus, and afterwards the map near Austin and near New
 * York shows the prices of the source rows. Everything comes from data/cms of the repository: the test
 * records every file the load opens and checks that nothing outside data/cms is read (no ../shared).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import request from 'supertest';
import { CONDITIONS } from '@fp/catalog';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { distanceKm } from '@fp/geo';
import { DEFAULT_SNAPSHOT_DIR, SNAPSHOT_FILES } from '@fp/cms-import';
import type { SessionStore } from '@fp/pricing';
import { expectedRange, fy2011SourceRows, recentSourceRows, type SourceRow } from '@fp/pricing/testing';
import { buildApp, type BuiltApp } from './app';
import { loadConfig } from './config';
import { prepareData, startSnapshotLoad } from './startup';
import { testDbKind } from './testing/test-app';

const AUSTIN = { lat: 30.28, lng: -97.73 };
const NEW_YORK = { lat: 40.75, lng: -73.99 };

/** The shipped files' rows for some DRGs, read plainly from data/cms (no importer code). */
function sourceRows(drgs: Set<string>): SourceRow[] {
  const read = (file: string) => gunzipSync(fs.readFileSync(path.join(DEFAULT_SNAPSHOT_DIR, file)));
  return [
    ...fy2011SourceRows(read('ipps_drg100_fy2011.csv.gz'), drgs),
    ...recentSourceRows(read('medicare_inpatient_ny_2022.csv.gz'), drgs, 2022),
  ];
}

describe(`first start on an empty database loads the shipped CMS data (${testDbKind()})`, () => {
  let db: TestDatabase;
  let built: BuiltApp;
  const opened: string[] = [];
  const messages: string[] = [];
  let viewer: { session: SessionStore };
  let firstStatus: { state: string; percent: number } | undefined;
  let loadMs = 0;

  beforeAll(async () => {
    const origStream = fs.createReadStream;
    const origOpen = fsp.open;
    jest.spyOn(fs, 'createReadStream').mockImplementation(((p: fs.PathLike, o?: unknown) => {
      opened.push(String(p));
      return origStream(p, o as never);
    }) as typeof fs.createReadStream);
    jest.spyOn(fsp, 'open').mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
      opened.push(String(p));
      return (origOpen as (...a: unknown[]) => Promise<fsp.FileHandle>)(p, ...rest);
    }) as typeof fsp.open);

    db = await openTestDatabase(testDbKind());
    const config = loadConfig({ NODE_ENV: 'test', SEED: 'snapshot', WEB_DIST: '/nonexistent' });
    const log = pino(
      { level: 'info' },
      { write: (line: string) => void messages.push(JSON.parse(line).msg) },
    );
    await prepareData(db.dataSource, config, log);
    built = await buildApp({ config, db: db.dataSource, log });
    const started = performance.now();
    const load = await startSnapshotLoad(db.dataSource, config, log, built.services.dataStatus);
    expect(load).not.toBeNull();
    // The site answers while the load runs, and says it is loading.
    const res = await request(built.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: '{ dataStatus { state percent message } }' });
    firstStatus = res.body.data?.dataStatus;
    await load?.done;
    loadMs = performance.now() - started;

    const [u] = await db.dataSource.query(
      `INSERT INTO app_user (email, reference, pass_active) VALUES ('snapshot@example.com', 'snapshotref', true) RETURNING id`,
    );
    const data: Record<string, unknown> = {};
    viewer = {
      session: { userId: u.id, get: <T>(k: string) => data[k] as T, set: (k, v) => void (data[k] = v) },
    };
  }, 300_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await built?.apollo.stop();
    await db?.drop();
  });

  it('says it is loading while it loads, logs its progress, and is ready afterwards', async () => {
    expect(firstStatus?.state).toBe('LOADING');
    expect(firstStatus?.percent).toBeLessThan(100);
    expect(messages).toContain(
      'loading the shipped CMS price data in the background; the site answers meanwhile',
    );
    expect(messages.filter((m) => /^loading price data: \d+ %$/.test(m)).length).toBeGreaterThanOrEqual(5);
    expect(messages).toContain('price data loaded');
    expect(built.services.dataStatus.get()).toEqual({ state: 'ready', percent: 100, message: null });
    expect(messages.some((m) => /demo data/i.test(m))).toBe(false);
    console.log(`snapshot load on ${testDbKind()}: ${(loadMs / 1000).toFixed(1)} s`);
  });

  it('holds both files with their years, read from data/cms only', async () => {
    const datasets: {
      name: string;
      year: number;
      file_name: string;
      rows_imported: number;
      checksum: string;
    }[] = await db.dataSource.query(
      'SELECT name, year, file_name, rows_imported, checksum FROM dataset WHERE NOT is_demo ORDER BY year',
    );
    expect(datasets).toEqual(
      SNAPSHOT_FILES.map((f) => ({
        name: f.year === 2011 ? 'CMS Medicare inpatient FY2011' : `CMS Medicare inpatient ${f.year}`,
        year: f.year,
        file_name: f.file,
        rows_imported: f.rows,
        checksum: f.sha256Csv,
      })),
    );
    const demo: { n: number }[] = await db.dataSource.query(
      'SELECT count(*)::integer AS n FROM provider WHERE is_demo',
    );
    expect(demo[0].n).toBe(0);
    const dataFiles = [
      ...new Set(
        opened.filter((p) => /\.(csv|gz|zip)$/i.test(p) && !p.includes(`${path.sep}node_modules${path.sep}`)),
      ),
    ];
    expect(dataFiles.map((p) => path.basename(p)).sort()).toEqual(SNAPSHOT_FILES.map((f) => f.file).sort());
    for (const p of dataFiles) expect(path.dirname(path.resolve(p))).toBe(DEFAULT_SNAPSHOT_DIR);
    expect(opened.some((p) => p.includes(`${path.sep}shared${path.sep}`))).toBe(false);
  });

  it.each([
    ['Austin', AUSTIN],
    ['New York', NEW_YORK],
  ])(
    'heart failure near %s: the ranges of the source rows, the newer year where both exist',
    async (_city, at) => {
      const condition = CONDITIONS.find((c) => c.slug === 'heart-failure');
      if (!condition) throw new Error('no heart-failure condition in the catalogue');
      const byProvider = new Map<string, SourceRow[]>();
      for (const r of sourceRows(new Set(condition.drgs)))
        byProvider.set(r.ccn, [...(byProvider.get(r.ccn) ?? []), r]);

      const r = await built.services.pricing.search(viewer, { diagnosisSlug: 'heart-failure', ...at });
      expect(r.widened).toBe(false);
      expect(r.count).toBeGreaterThanOrEqual(5);
      let newer = 0;
      for (const h of r.hits) {
        expect(h.location && distanceKm(at, h.location)).toBeLessThan(75);
        const expected = expectedRange(byProvider.get(h.id) ?? []);
        expect(h.priceRange).toMatchObject(expected.range);
        expect(h.priceRange?.source).toMatchObject({ year: expected.year, isDemo: false });
        if (expected.year === 2022) newer++;
      }
      if (at === NEW_YORK) {
        // New York hospitals are in both files: the 2022 figures are the ones shown.
        expect(newer).toBeGreaterThanOrEqual(10);
        const both = r.hits.filter(
          (h) => new Set((byProvider.get(h.id) ?? []).map((x) => x.year)).size === 2,
        );
        expect(both.length).toBeGreaterThanOrEqual(5);
        for (const h of both) expect(h.priceRange?.source.year).toBe(2022);
      } else {
        expect(newer).toBe(0);
      }
    },
  );

  it('a second start loads nothing again', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SEED: 'snapshot', WEB_DIST: '/nonexistent' });
    expect(
      await startSnapshotLoad(db.dataSource, config, pino({ level: 'silent' }), built.services.dataStatus),
    ).toBeNull();
  });
});
