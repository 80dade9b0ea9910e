/**
 * The in-memory read model (search-index.ts) answers what the SQL on the precomputed ranges answers:
 * 2,000 seeded searches (300 on PGlite) on the national FY2011 data (every priced condition, points near hospitals,
 * unpriced conditions, rural points, radii from 5 to 500 km) run through both SearchSources and compared
 * whole. And the read model follows an import (on New York's FY2011 rows, then the recent New York file): a
 * search after it sees the new figures.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { importPriceFile, loadCatalog } from '@fp/cms-import';
import { PricingService } from './pricing.service';
import { refreshPriceSummary } from './price-summary';
import { loadReferenceData, type ReferenceData } from './reference-data';
import { SearchIndex } from './search-index';
import { runSearch } from './search-queries';
import { SqlSearchSource } from './search-source';
import type { SessionStore } from './types';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const DATA = path.resolve(__dirname, '../../..', '../shared/data');
const FILE = path.join(DATA, 'ipps_drg100_fy2011.csv');
const NY_FILE = path.join(DATA, 'medicare_inpatient_ny_sample_recent.csv');
if (!fs.existsSync(FILE))
  throw new Error(`Test data missing: ${FILE} (the CMS files live in ../shared/data).`);

// The comparison is of the read model's logic against the SQL's: 2,000 searches on PostgreSQL; on PGlite,
// which runs the same SQL, 300 of the same seeded sequence (the first 300), which still reach every branch
// below (widened, empty, unpriced, rural). The 2,000 on PGlite cost about three minutes of CI's longest lane.
const SAMPLE = kind === 'postgres' ? 2000 : 300;
const RADII = [5, 10, 25, 40, 75, 150, 500];

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point within about `km` of (lat, lng), rounded as parseSearchInput rounds. */
function near(random: () => number, lat: number, lng: number, km: number) {
  const r = km * Math.sqrt(random());
  const a = random() * 2 * Math.PI;
  const round4 = (v: number) => Math.round(v * 1e4) / 1e4;
  return {
    lat: round4(lat + (r * Math.cos(a)) / 111.2),
    lng: round4(lng + (r * Math.sin(a)) / (111.2 * Math.cos((lat * Math.PI) / 180))),
  };
}

describe(`the search's read model answers as the SQL does (${kind})`, () => {
  let db: TestDatabase;
  let ref: ReferenceData;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await loadCatalog(db.dataSource);
    await importPriceFile(db.dataSource, FILE);
    await refreshPriceSummary(db.dataSource, true);
    ref = await loadReferenceData(db.dataSource);
  }, 300_000);
  afterAll(async () => {
    await db?.drop();
  });

  it(`${SAMPLE} seeded searches: the same hits, order, distances, widening and "no prices near"`, async () => {
    const index = await SearchIndex.load(db.dataSource);
    const sql = new SqlSearchSource(db.dataSource);
    const hospitals: { lat: number; lng: number }[] = await db.dataSource.query(
      'SELECT lat, lng FROM provider WHERE lat IS NOT NULL ORDER BY id',
    );
    const active = [...ref.diagnosesById.values()].filter((d) => d.active).sort((a, b) => a.id - b.id);
    const priced = active.filter((d) => ref.coverage.has(d.id));
    const unpriced = active.filter((d) => !ref.coverage.has(d.id));
    const random = seeded(29);
    let widened = 0;
    let empty = 0;
    for (let i = 0; i < SAMPLE; i++) {
      // Every priced condition in turn; one search in ten for a condition without prices, one in five
      // at a rural point (anywhere in the lower 48).
      const diagnosis =
        i % 10 === 9 && unpriced.length ? unpriced[i % unpriced.length] : priced[i % priced.length];
      const h = hospitals[Math.floor(random() * hospitals.length)];
      const point =
        i % 5 === 4
          ? near(random, 25 + random() * 24, -124 + random() * 57, 0)
          : near(random, Number(h.lat), Number(h.lng), 30);
      const radius = RADII[Math.floor(random() * RADII.length)];
      const fromSql = await runSearch(sql, db.dataSource, ref, diagnosis, point.lat, point.lng, radius);
      const fromMemory = await runSearch(index, db.dataSource, ref, diagnosis, point.lat, point.lng, radius);
      expect({ i, diagnosis: diagnosis.slug, point, radius, ...fromMemory }).toEqual({
        i,
        diagnosis: diagnosis.slug,
        point,
        radius,
        ...fromSql,
      });
      if (fromSql.widened) widened++;
      if (fromSql.hits.length === 0) empty++;
    }
    // The sample reaches every branch: widened searches and searches that find nothing.
    expect(widened).toBeGreaterThan(0);
    expect(empty).toBeGreaterThan(0);
  }, 600_000);
});

/**
 * The FY2011 rows of New York's hospitals (8,601 of the national file's 163,065 rows), written under the
 * national file's own name so the import reads the same year from it: a search near Manhattan finds 2011
 * ranges as on the national data, and the import after it rebuilds ranges over a twentieth of the rows (on
 * the national data this test took 80 s of CI's longest lane on PGlite).
 */
function newYorkRowsOfFy2011(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-search-index-'));
  const [header, ...rows] = fs.readFileSync(FILE, 'utf8').split('\n');
  // "…,Provider State,Provider Zip Code,Hospital Referral Region Description,…": NY, a ZIP, "NY - …".
  const newYork = rows.filter((line) => /,NY,\d{5},"?NY - /.test(line));
  const file = path.join(dir, path.basename(FILE));
  fs.writeFileSync(file, [header, ...newYork].join('\n'));
  return file;
}

describe(`the search's read model follows an import (${kind})`, () => {
  let db: TestDatabase;
  let file: string;

  beforeAll(async () => {
    file = newYorkRowsOfFy2011();
    db = await openTestDatabase(kind);
    await loadCatalog(db.dataSource);
    await importPriceFile(db.dataSource, file);
    await refreshPriceSummary(db.dataSource, true);
  }, 300_000);
  afterAll(async () => {
    await db?.drop();
    if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('is rebuilt when an import commits: the next search answers from the new figures', async () => {
    const service = new PricingService(db.dataSource);
    const elsewhere = new PricingService(db.dataSource, { freshnessMs: 0 });
    const [u] = await db.dataSource.query(
      `INSERT INTO app_user (email, reference, pass_active) VALUES ('index@example.com', 'indexref', true) RETURNING id`,
    );
    const data: Record<string, unknown> = {};
    const session: SessionStore = {
      userId: u.id,
      get: <T>(k: string) => data[k] as T,
      set: (k, v) => void (data[k] = v),
    };
    const viewer = { session };
    const manhattan = { diagnosisSlug: 'heart-failure', lat: 40.7831, lng: -73.9712, radiusKm: 25 };
    await service.warm();
    await elsewhere.warm();
    const before = await service.search(viewer, manhattan);
    expect(before.hits.length).toBeGreaterThan(0);
    expect(before.hits.every((h) => h.priceRange?.year === 2011)).toBe(true);

    await importPriceFile(db.dataSource, NY_FILE, { year: 2022 });
    service.invalidate(); // an import in this process
    for (const s of [service, elsewhere]) {
      const after = await s.search(viewer, manhattan);
      expect(after.hits.some((h) => h.priceRange?.year === 2022)).toBe(true);
    }
  }, 300_000);
});
