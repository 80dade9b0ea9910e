/**
 * The first start on an empty database (SEED=snapshot): the server answers while the shipped CMS files
 * load in the background, says so through dataStatus, and afterwards the map near Austin and near New
 * York shows the prices of the source rows. Everything comes from data/ of the repository: the test
 * records every file the load opens and checks that nothing outside data/cms and the shipped price file
 * (data/price-files) is read (no ../shared). Issue 28: that plain start also has the Brattleboro, VT price
 * file (so /procedures answers near Brattleboro) and the hospital directory (phone, rating, building).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import request from 'supertest';
import { CONDITIONS } from '@fp/catalog-lists';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { distanceKm } from '@fp/geo';
import { DEFAULT_SNAPSHOT_DIR, SNAPSHOT_FILES } from '@fp/cms-import';
import { priceFingerprint, type SessionStore } from '@fp/pricing';
import { expectedRange, fy2011SourceRows, recentSourceRows, type SourceRow } from '@fp/pricing/testing';
import { buildApp, type BuiltApp } from './app';
import { loadConfig } from './config';
import { SHIPPED_PRICE_FILES_DIR } from './price-files-startup';
import { prepareData, refreshPricing, startSnapshotLoad } from './startup';
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
  const records: {
    msg: string;
    level?: number;
    err?: { message?: string };
    ms?: number;
    updated?: number;
    moved?: number;
    hospitals?: number;
  }[] = [];
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
      {
        write: (line: string) => {
          records.push(JSON.parse(line));
          messages.push(JSON.parse(line).msg);
        },
      },
    );
    await prepareData(db.dataSource, config, log);
    built = await buildApp({ config, db: db.dataSource, log });
    const started = performance.now();
    const load = await startSnapshotLoad(db.dataSource, config, log, built.services.dataStatus, {
      prepare: refreshPricing(built.services.pricing, log),
    });
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
    // No error on the way (printed with its cause, should the load fail).
    expect(records.filter((r) => (r.level ?? 0) >= 50).map((r) => `${r.msg}: ${r.err?.message}`)).toEqual([]);
    expect(messages).toContain('price data loaded');
    expect(built.services.dataStatus.get()).toEqual({ state: 'ready', percent: 100, message: null });
    expect(messages.some((m) => /demo data/i.test(m))).toBe(false);
    console.log(`snapshot load on ${testDbKind()}: ${(loadMs / 1000).toFixed(1)} s`);
  });

  it('says "ready" only once the map can answer from the loaded data (issue 28)', async () => {
    // Nothing asked for a price since the load ended: the precomputed ranges were rebuilt before
    // "ready" (left to the first request, that rebuild made the first visitors wait 35 s on PGlite)...
    const print = await priceFingerprint(db.dataSource);
    expect(print.stored).toBe(print.data);
    expect(messages).toContain('price ranges and search index rebuilt for the loaded data');
    expect(messages.indexOf('price ranges and search index rebuilt for the loaded data')).toBeGreaterThan(
      messages.lastIndexOf('hospital directory loaded (data/hospitals)'),
    );
    // ...after the hospital directory placed the hospitals: the ranges sit at Brattleboro Memorial's building.
    const at: { lat: number; lng: number }[] = await db.dataSource.query(
      `SELECT DISTINCT lat, lng FROM provider_condition_range WHERE provider_id = '470011'`,
    );
    expect(at).toEqual([{ lat: 42.84351, lng: -72.56562 }]);
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
    const cmsFiles = dataFiles.filter((p) => path.dirname(path.resolve(p)) === DEFAULT_SNAPSHOT_DIR);
    expect(cmsFiles.map((p) => path.basename(p)).sort()).toEqual(SNAPSHOT_FILES.map((f) => f.file).sort());
    // Besides data/cms, only the price file shipped in data/price-files (issue 28).
    expect(dataFiles.filter((p) => !cmsFiles.includes(p))).toEqual([
      path.join(SHIPPED_PRICE_FILES_DIR, 'hpt_normalized_cpt_prices_vt_470011.jsonl.gz'),
    ]);
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

  it('a plain start imports the shipped Brattleboro price file: /procedures answers near Brattleboro', async () => {
    const brattleboro = { lat: 42.85, lng: -72.56 };
    const agent = request.agent(built.app);
    const { body: coverage } = await agent.get('/api/hpt/coverage').expect(200);
    expect(coverage).toMatchObject({ hospitals: 1, states: ['VT'], undatedFiles: 1 });
    expect(coverage.list).toEqual([
      {
        providerId: '470011',
        name: 'BRATTLEBORO MEMORIAL HOSPITAL',
        city: 'BRATTLEBORO',
        state: 'VT',
        fileDate: null,
      },
    ]);
    const near = await agent
      .get(`/api/hpt/procedures?q=70551&lat=${brattleboro.lat}&lng=${brattleboro.lng}`)
      .expect(200);
    expect(near.body.filesNearby).toBe(1);
    expect(near.body.hits.map((h: { providerId: string }) => h.providerId)).toEqual(['470011']);
    expect(near.body.hits[0].items.length).toBeGreaterThan(0);
    // Far from any file: the answer says no file covers the area, not that no procedure matches.
    const far = await agent
      .get(`/api/hpt/procedures?q=70551&lat=${AUSTIN.lat}&lng=${AUSTIN.lng}`)
      .expect(200);
    expect(far.body).toEqual({ codes: [], hits: [], filesNearby: 0 });
    // The import left planner statistics for the file's rows: without them a hospital's items for a
    // condition were read with a nested loop over every code of the file, minutes on PGlite (issue 28).
    const [stats]: { reltuples: number }[] = await db.dataSource.query(
      `SELECT reltuples::float8 AS reltuples FROM pg_class WHERE relname = 'hpt_item'`,
    );
    expect(Number(stats.reltuples)).toBeGreaterThanOrEqual(13_365);
  });

  it('loads the hospital directory after the CMS hospitals: phone, rating and building in GraphQL and REST', async () => {
    const loaded = records.filter((r) => r.msg === 'hospital directory loaded (data/hospitals)');
    expect(loaded.length).toBeGreaterThanOrEqual(1);
    const total = loaded.reduce((n, r) => n + (r.updated ?? 0), 0);
    // 2,805 of the 3,468 CMS hospitals: the others closed or changed CCN since FY2011 (not in the CMS list).
    expect(total).toBeGreaterThan(2500);
    console.log(
      `hospital directory at start on ${testDbKind()}: ${loaded.map((r) => `${r.updated} hospitals (${r.moved} moved) in ${r.ms} ms`).join('; ')}`,
    );
    const agent = request.agent(built.app);
    const csrf = (await agent.get('/api/csrf').expect(200)).body.csrfToken as string;
    const gql = await agent
      .post('/graphql')
      .set('x-csrf-token', csrf)
      .send({
        query: `{ provider(id: "470011") { provider { phone website hospitalType ownership emergencyServices
          starRating { value source asOf } birthingFriendly beds locationSource location { lat lng } } } }`,
      })
      .expect(200);
    const p = gql.body.data.provider.provider;
    expect(p).toMatchObject({
      phone: '(802) 257-0341',
      hospitalType: 'Acute Care Hospitals',
      ownership: 'Voluntary non-profit - Private',
      emergencyServices: true,
      starRating: { value: 3, source: 'CMS Care Compare overall star rating', asOf: null },
      birthingFriendly: true,
      beds: 61,
      locationSource: 'BUILDING',
    });
    expect(p.location).toEqual({ lat: 42.84351, lng: -72.56562 });
    const rest = await agent.get('/api/crud/get/provider/470011').set('x-csrf-token', csrf).expect(200);
    expect(rest.body.provider).toMatchObject({
      phone: '(802) 257-0341',
      hospital_type: 'Acute Care Hospitals',
      ownership: 'Voluntary non-profit - Private',
      star_rating: { value: 3, source: 'CMS Care Compare overall star rating', as_of: null },
      beds: 61,
      location_source: 'building',
      location: { lat: 42.84351, lon: -72.56562 },
    });
  });

  it('a second start loads nothing again', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SEED: 'snapshot', WEB_DIST: '/nonexistent' });
    expect(
      await startSnapshotLoad(db.dataSource, config, pino({ level: 'silent' }), built.services.dataStatus),
    ).toBeNull();
  });
});
