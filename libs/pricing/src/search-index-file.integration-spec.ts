/**
 * The read model kept in a file between starts (search-index-file.ts): a start on the same data loads it
 * and answers exactly as one that read the database; a changed import, or a rebuild of the precomputed
 * ranges by another process, makes the file out of date, so the next start reads the database and
 * rewrites it; a short, altered or foreign file is ignored, never an error.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { importPriceFile, loadCatalog } from '@fp/cms-import';
import { PricingService } from './pricing.service';
import { refreshPriceSummary } from './price-summary';
import { memorySession } from './testing';
import type { Viewer } from './types';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const DATA = path.resolve(__dirname, '../../..', '../shared/data');
const NY_FILE = path.join(DATA, 'medicare_inpatient_ny_sample_recent.csv');
if (!fs.existsSync(NY_FILE))
  throw new Error(`Test data missing: ${NY_FILE} (the CMS files live in ../shared/data).`);

/** Searches around New York State: cities, conditions and radii. */
const SEARCHES = [
  { diagnosisSlug: 'heart-failure', lat: 40.7831, lng: -73.9712, radiusKm: 25 },
  { diagnosisSlug: 'heart-failure', lat: 42.8864, lng: -78.8784, radiusKm: 40 },
  { diagnosisSlug: 'sepsis', lat: 43.0481, lng: -76.1474, radiusKm: 75 },
  { diagnosisSlug: 'pneumonia', lat: 42.6526, lng: -73.7562, radiusKm: 150 },
  { diagnosisSlug: 'sepsis', lat: 44.7, lng: -73.45, radiusKm: 5 },
];

describe(`the read model kept in a file between starts (${kind})`, () => {
  let db: TestDatabase;
  let dir: string;
  let file: string;
  let viewer: Viewer;

  /** A new start of a process: its own service, warmed as the server warms it. */
  async function start(): Promise<{ service: PricingService; fromFile: boolean }> {
    const service = new PricingService(db.dataSource, { readModelFile: file });
    const { fromFile } = await service.warm();
    return { service, fromFile };
  }

  const answers = (service: PricingService) => Promise.all(SEARCHES.map((s) => service.search(viewer, s)));

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await loadCatalog(db.dataSource);
    await importPriceFile(db.dataSource, NY_FILE, { year: 2021 });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-read-model-'));
    file = path.join(dir, 'cache', 'read-model.bin');
    const [u] = await db.dataSource.query(
      `INSERT INTO app_user (email, reference, pass_active) VALUES ('file@example.com', 'fileref', true) RETURNING id`,
    );
    viewer = { session: memorySession(u.id) };
  }, 300_000);
  afterAll(async () => {
    await db?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a start on the same data loads the file and answers as the database did', async () => {
    const first = await start();
    expect(first.fromFile).toBe(false);
    expect(fs.existsSync(file)).toBe(true);
    const fromDatabase = await answers(first.service);
    expect(fromDatabase.every((a) => a.hits.length > 0 || a.unavailable)).toBe(true);
    expect(fromDatabase.some((a) => a.hits.length > 0)).toBe(true);

    const second = await start();
    expect(second.fromFile).toBe(true);
    expect(await answers(second.service)).toEqual(fromDatabase);
  }, 300_000);

  it('an import makes the file out of date: the next start reads the database and rewrites it', async () => {
    const saved = fs.readFileSync(file);
    await importPriceFile(db.dataSource, NY_FILE, { year: 2022 });

    const after = await start();
    expect(after.fromFile).toBe(false);
    const fresh = await answers(after.service);
    const years = fresh.flatMap((a) => a.hits.map((h) => h.priceRange?.year));
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((y) => y === 2022)).toBe(true);
    expect(fs.readFileSync(file).equals(saved)).toBe(false);

    const next = await start();
    expect(next.fromFile).toBe(true);
    expect(await answers(next.service)).toEqual(fresh);
  }, 300_000);

  it('a rebuild of the ranges by another process makes the file out of date', async () => {
    const { service } = await start();
    const before = await answers(service);
    // Same data, ranges rewritten elsewhere (e.g. another host after new code): a new rebuild time.
    await refreshPriceSummary(db.dataSource, true);
    const after = await start();
    expect(after.fromFile).toBe(false);
    expect(await answers(after.service)).toEqual(before);
    expect((await start()).fromFile).toBe(true);
  }, 300_000);

  it.each([
    ['cut short', (b: Buffer) => b.subarray(0, Math.floor(b.length / 2))],
    [
      'one byte of its arrays changed',
      (b: Buffer) => {
        const c = Buffer.from(b);
        c[c.length - 100] ^= 0xff;
        return c;
      },
    ],
    ['its header cut', (b: Buffer) => b.subarray(0, 20)],
    ['not ours', () => Buffer.from('not a read model')],
    ['empty', () => Buffer.alloc(0)],
  ])(
    'a file %s is ignored and rewritten',
    async (_, spoil) => {
      const { service } = await start();
      const good = await answers(service);
      fs.writeFileSync(file, spoil(fs.readFileSync(file)));
      const after = await start();
      expect(after.fromFile).toBe(false);
      expect(await answers(after.service)).toEqual(good);
      expect((await start()).fromFile).toBe(true);
    },
    300_000,
  );
});
