/**
 * The price map on the national CMS FY2011 file (163,065 rows, 3,337 hospitals), imported into the real
 * PostgreSQL through the importer. Checks the search near Austin against the source rows themselves.
 * Runs on both databases (the acceptance criterion names PostgreSQL; the import into PGlite takes ~5 s).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { CONDITIONS } from '@fp/catalog';
import { distanceKm, findCity } from '@fp/geo';
import { importPriceFile, loadCatalog } from '@fp/cms-import';
import { PricingService } from './pricing.service';
import { RADIUS_SEARCH_SQL, radiusParams, SUMMARY_SEARCH_SQL, summaryParams } from './search-sql';
import { expectedRange, fy2011SourceRows, type SourceRow } from './testing';
import type { SessionStore } from './types';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const FILE = path.resolve(__dirname, '../../..', '../shared/data/ipps_drg100_fy2011.csv');
/** The New York file of the current layout (2022 figures), imported after FY2011. */
const NY_FILE = path.resolve(__dirname, '../../..', '../shared/data/medicare_inpatient_ny_sample_recent.csv');
if (!fs.existsSync(FILE))
  throw new Error(`Test data missing: ${FILE} (the CMS files live in ../shared/data).`);
const run = describe;
const AUSTIN = { lat: 30.28, lng: -97.73 };

run(`price map on the national FY2011 data (${kind})`, () => {
  let db: TestDatabase;
  let service: PricingService;
  let viewer: { session: SessionStore };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await loadCatalog(db.dataSource);
    await importPriceFile(db.dataSource, FILE);
    await importPriceFile(db.dataSource, NY_FILE, { year: 2022 });
    service = new PricingService(db.dataSource);
    const [u] = await db.dataSource.query(
      `INSERT INTO app_user (email, reference, pass_active) VALUES ('national@example.com', 'nationalref', true) RETURNING id`,
    );
    const data: Record<string, unknown> = {};
    viewer = {
      session: { userId: u.id, get: <T>(k: string) => data[k] as T, set: (k, v) => void (data[k] = v) },
    };
  }, 300_000);
  afterAll(async () => {
    await db?.drop();
  });

  it.each(['pneumonia', 'heart-failure'])(
    '%s near Austin: the hospitals within 75 km with the ranges their rows give',
    async (slug) => {
      const condition = CONDITIONS.find((c) => c.slug === slug);
      if (!condition) throw new Error(`no condition ${slug} in the catalogue`);
      const rows = fy2011SourceRows(fs.readFileSync(FILE), new Set(condition.drgs));
      const byProvider = new Map<string, SourceRow[]>();
      for (const r of rows) byProvider.set(r.ccn, [...(byProvider.get(r.ccn) ?? []), r]);

      const located: { id: string; lat: number; lng: number }[] = await db.dataSource.query(
        'SELECT id, lat, lng FROM provider WHERE lat IS NOT NULL AND id = ANY($1)',
        [[...byProvider.keys()]],
      );
      const distance = new Map(located.map((p) => [p.id, distanceKm(AUSTIN, p)]));
      // One Earth radius (earthdistance's earth(), @fp/geo earth.ts): the TS distance decides as the SQL does.
      const surelyIn = located.filter((p) => (distance.get(p.id) as number) < 75).map((p) => p.id);

      const r = await service.search(viewer, { diagnosisSlug: slug, ...AUSTIN });
      expect(r.widened).toBe(false);
      expect(r.count).toBeGreaterThanOrEqual(5);
      const ids = r.hits.map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining(surelyIn));
      for (const h of r.hits) {
        expect(distance.get(h.id)).toBeLessThan(75);
        expect(h.priceRange).toMatchObject(expectedRange(byProvider.get(h.id) ?? []).range);
        expect(h.priceRange?.source).toMatchObject({ year: 2011, isDemo: false });
        // Search answers never carry per-DRG figures (only a counted detail opening does).
        expect(h.prices).toEqual([]);
      }
      const distances = r.hits.map((h) => h.distanceKm as number);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    },
  );

  it('answers every active condition: prices within 500 km of one of 20 large cities, or flagged as having none', async () => {
    const cities = [
      'New York, NY',
      'Los Angeles, CA',
      'Chicago, IL',
      'Houston, TX',
      'Phoenix, AZ',
      'Philadelphia, PA',
      'San Antonio, TX',
      'San Diego, CA',
      'Dallas, TX',
      'Austin, TX',
      'Jacksonville, FL',
      'Columbus, OH',
      'Charlotte, NC',
      'Indianapolis, IN',
      'Seattle, WA',
      'Denver, CO',
      'Boston, MA',
      'Nashville, TN',
      'Detroit, MI',
      'Atlanta, GA',
    ].map((c) => {
      const found = findCity(c);
      if (!found) throw new Error(`gazetteer has no ${c}`);
      return { lat: found.lat, lng: found.lng };
    });
    const coverage = await service.conditionCoverage();
    const active = CONDITIONS.filter((c) => c.active);
    expect(coverage).toHaveLength(active.length);
    const unanswered: string[] = [];
    let withPrices = 0;
    for (const { diagnosis, pricedHospitals } of coverage) {
      if (pricedHospitals === 0) {
        // Flagged: the picker shows it has no prices, and a search says why (and is not counted).
        const r = await service.search(viewer, { diagnosisId: diagnosis.id, ...cities[0] });
        if (r.count !== 0 || r.unavailable?.reason !== 'NO_PRICES' || r.counted)
          unanswered.push(diagnosis.slug);
        continue;
      }
      withPrices++;
      let found = false;
      for (const city of cities) {
        const r = await service.search(viewer, { diagnosisId: diagnosis.id, ...city, limit: 1 });
        // Near: within 75 km, or the widened search's nearest hospitals up to 500 km.
        if (r.count > 0) {
          found = true;
          break;
        }
      }
      if (!found) unanswered.push(diagnosis.slug);
    }
    expect(unanswered).toEqual([]);
    expect(withPrices).toBeGreaterThan(50);
  }, 120_000);

  it('shows the DRG titles of the price files in the detail (MS-DRG 152 and 179)', async () => {
    for (const [drg, title] of [
      ['152', 'OTITIS MEDIA AND URI WITH MCC'],
      ['179', 'RESPIRATORY INFECTIONS AND INFLAMMATIONS WITHOUT CC/MCC'],
    ]) {
      const [row] = await db.dataSource.query(
        `SELECT p.provider_id, min(dc.diagnosis_id) AS diagnosis_id FROM price p
         JOIN diagnosis_code dc ON dc.drg = p.drg JOIN diagnosis d ON d.id = dc.diagnosis_id AND d.active
         WHERE p.drg = $1 GROUP BY p.provider_id LIMIT 1`,
        [drg],
      );
      const d = await service.detail(viewer, row.provider_id, Number(row.diagnosis_id));
      const figure = d?.provider.prices.find((f) => f.drg.drg === drg);
      expect(figure?.drg.title).toBe(title);
    }
  });

  it('near New York uses the 2022 figures where a hospital has both years, in current dollars too', async () => {
    const ny = findCity('New York, NY');
    const r = await service.search(viewer, { diagnosisSlug: 'heart-failure', lat: ny!.lat, lng: ny!.lng });
    expect(r.count).toBeGreaterThan(5);
    const both: { provider_id: string }[] = await db.dataSource.query(
      `SELECT provider_id FROM price WHERE drg = ANY($1) GROUP BY provider_id HAVING count(DISTINCT year) > 1`,
      [CONDITIONS.find((c) => c.slug === 'heart-failure')!.drgs],
    );
    const twoYears = new Set(both.map((b) => b.provider_id));
    const hits = r.hits.filter((h) => twoYears.has(h.id));
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) {
      expect(h.priceRange).toMatchObject({ year: 2022, source: { year: 2022 } });
      expect(h.priceRange?.currentDollars).toMatchObject({ cpiYear: 2024 });
    }
    const austin = await service.search(viewer, { diagnosisSlug: 'heart-failure', ...AUSTIN });
    for (const h of austin.hits) {
      expect(h.priceRange).toMatchObject({ year: 2011, oldestYear: 2011 });
      expect(h.priceRange?.currentDollars).toMatchObject({
        cpiYear: 2024,
        fromYear: 2011,
        label: '2011 prices in 2024 dollars (CPI-U medical care, estimate)',
      });
      expect(h.priceRange!.currentDollars!.averageCents).toBeGreaterThan(h.priceRange!.averageCents);
    }
  });

  it('plans the radius search on the GiST index without scanning the price table', async () => {
    const pneumonia = CONDITIONS.find((c) => c.slug === 'pneumonia');
    const plan: { 'QUERY PLAN': string }[] = await db.dataSource.query(
      `EXPLAIN ${RADIUS_SEARCH_SQL}`,
      radiusParams(AUSTIN.lat, AUSTIN.lng, 75, pneumonia?.drgs ?? [], 1000),
    );
    const text = plan.map((p) => p['QUERY PLAN']).join('\n');
    expect(text).toContain('idx_provider_earth');
    expect(text).not.toMatch(/Seq Scan on (price|provider)/);
  });

  it('plans the service search on the precomputed ranges by index, never reading the price table', async () => {
    const pneumonia = CONDITIONS.find((c) => c.slug === 'pneumonia');
    const plan: { 'QUERY PLAN': string }[] = await db.dataSource.query(
      `EXPLAIN ${SUMMARY_SEARCH_SQL}`,
      summaryParams(AUSTIN.lat, AUSTIN.lng, 75, pneumonia?.id ?? 0, 1000),
    );
    const text = plan.map((p) => p['QUERY PLAN']).join('\n');
    expect(text).toMatch(/idx_provider_condition_range_lat|pk_provider_condition_range/);
    expect(text).not.toMatch(/\bprice\b/);
  });
});
