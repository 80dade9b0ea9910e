/**
 * The price map on the national CMS FY2011 file (163,065 rows, 3,337 hospitals), imported into the real
 * PostgreSQL through the importer. Checks the search near Austin against the source rows themselves.
 * Runs on both databases (the acceptance criterion names PostgreSQL; the import into PGlite takes ~5 s).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { CONDITIONS, DEFAULT_CONDITION_SLUG } from '@fp/catalog-lists';
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

  /**
   * Reads a whole table (163k prices, 175k ranges): the test databases' 5 s statement limit is for the
   * site's own statements, and such a read on a busy machine (CI's two lanes) can take longer.
   */
  const readWhole = <T>(sql: string): Promise<T[]> =>
    db.dataSource.transaction(async (m) => {
      await m.query(`SET LOCAL statement_timeout = '120s'`);
      return m.query(sql);
    });
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

  it('near New York compares every hospital in 2024 dollars and shows each original year (bowel surgery)', async () => {
    const ny = findCity('New York, NY')!;
    const r = await service.search(viewer, { diagnosisSlug: 'bowel-surgery', lat: ny.lat, lng: ny.lng });
    expect(r.count).toBeGreaterThan(20);
    // New York hospitals (2022) and New Jersey ones (FY2011) in one list: all compared in 2024 dollars.
    const years = new Set(r.hits.flatMap((h) => h.priceRange!.byYear.map((y) => y.year)));
    expect([...years].sort()).toEqual([2011, 2022]);
    for (const h of r.hits) {
      const range = h.priceRange!;
      expect(range.currentDollars).toMatchObject({ cpiYear: 2024 });
      expect(range.currentDollars!.fromYears).toEqual(range.byYear.map((y) => y.year).sort((a, b) => a - b));
      for (const y of range.byYear) expect(y.source.year).toBe(y.year);
    }
  });

  it("the issue's example range, 330078 colon cancer in Buffalo: each year's own figure, and one year's dollars", async () => {
    const buffalo = findCity('Buffalo, NY')!;
    const r = await service.search(viewer, {
      diagnosisSlug: 'colon-cancer',
      lat: buffalo.lat,
      lng: buffalo.lng,
    });
    // Published it read "$22,635–$40,517, 2022": $22,635.09 is DRG 330 of 2022, $40,517.10 DRG 329 of FY2011.
    const mixed = r.hits.find((h) => h.id === '330078')!.priceRange!;
    expect(mixed.byYear).toMatchObject([
      { year: 2022, lowestCents: 2_263_509, highestCents: 2_263_509, amount: 1, source: { year: 2022 } },
      { year: 2011, lowestCents: 4_051_710, highestCents: 4_051_710, amount: 1, source: { year: 2011 } },
    ]);
    expect(mixed.currentDollars).toMatchObject({
      // 2,263,509 x 563.841 / 546.553 = 2,335,105.98 -> 2,335,106; 4,051,710 x 563.841 / 400.258 = 5,707,619.13.
      lowestCents: 2_335_106,
      highestCents: 5_707_619,
      cpiYear: 2024,
      fromYears: [2011, 2022],
      label: '2011 and 2022 prices in 2024 dollars (CPI-U medical care, estimate)',
    });
  });

  it('opens on a condition priced at the default place; the picker counts near and national, and marks the unpriced', async () => {
    const r = await service.search(viewer, { diagnosisSlug: DEFAULT_CONDITION_SLUG, ...AUSTIN });
    expect(r.widened).toBe(false);
    expect(r.count).toBeGreaterThan(5);
    const uri = CONDITIONS.find((c) => c.slug === 'upper-respiratory-infection')!;
    const near = await service.pricedHospitalsNear([r.diagnosis!.id, uri.id], AUSTIN.lat, AUSTIN.lng);
    expect(near.get(r.diagnosis!.id)).toBe(r.count);
    // Upper Respiratory Infection (the old default) has figures only in New York.
    expect(near.has(uri.id)).toBe(false);
    const coverage = await service.conditionCoverage();
    expect(coverage.find((c) => c.diagnosis.id === uri.id)?.pricedHospitals).toBeGreaterThan(0);
    const unpriced = coverage.filter((c) => c.pricedHospitals === 0).map((c) => c.diagnosis.slug);
    expect(unpriced).toEqual(
      expect.arrayContaining(['vaginal-delivery', 'c-section', 'cataract', 'mastectomy', 'healthy-newborn']),
    );
    expect(unpriced.length).toBeGreaterThan(55);
  });

  it('every precomputed range: each year named is the year of every figure behind it', async () => {
    const links: { diagnosis_id: number; drg: string }[] = await db.dataSource.query(
      'SELECT diagnosis_id, drg FROM diagnosis_code',
    );
    const drgsOf = new Map<number, Set<string>>();
    for (const l of links) drgsOf.set(l.diagnosis_id, (drgsOf.get(l.diagnosis_id) ?? new Set()).add(l.drg));
    const prices: { provider_id: string; drg: string; year: number; total: string }[] = await readWhole(
      'SELECT provider_id, drg, year, avg_total_payment_cents AS total FROM price',
    );
    // provider -> DRG -> its newest figure (the range rule keeps the newest year per DRG).
    const newest = new Map<string, Map<string, { year: number; cents: number }>>();
    for (const p of prices) {
      const drgs = newest.get(p.provider_id) ?? new Map();
      newest.set(p.provider_id, drgs);
      const seen = drgs.get(p.drg);
      if (!seen || p.year > seen.year) drgs.set(p.drg, { year: Number(p.year), cents: Number(p.total) });
    }
    const rows: { diagnosis_id: number; provider_id: string; by_year: unknown }[] = await readWhole(
      'SELECT diagnosis_id, provider_id, by_year FROM provider_condition_range',
    );
    expect(rows.length).toBeGreaterThan(100_000);
    let mixedRanges = 0;
    const wrong: string[] = [];
    for (const row of rows) {
      const stored = (typeof row.by_year === 'string' ? JSON.parse(row.by_year) : row.by_year) as {
        year: number;
        lowest_cents: number;
        highest_cents: number;
        amount: number;
      }[];
      const figures = [...(newest.get(row.provider_id) ?? new Map()).entries()]
        .filter(([drg]) => drgsOf.get(row.diagnosis_id)?.has(drg))
        .map(([, f]) => f);
      const years = [...new Set(figures.map((f) => f.year))].sort((a, b) => b - a);
      if (years.length > 1) mixedRanges++;
      const ok =
        JSON.stringify(stored.map((y) => y.year)) === JSON.stringify(years) &&
        stored.every((y) => {
          const own = figures.filter((f) => f.year === y.year).map((f) => f.cents);
          return (
            own.length === y.amount &&
            Math.min(...own) === Number(y.lowest_cents) &&
            Math.max(...own) === Number(y.highest_cents)
          );
        });
      if (!ok) wrong.push(`${row.provider_id}/${row.diagnosis_id}`);
    }
    expect(wrong).toEqual([]);
    // The ranges that mix FY2011 and 2022 figures (the issue counted 2,214 at 130 NY hospitals).
    expect(mixedRanges).toBeGreaterThan(1000);
  }, 120_000);

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
