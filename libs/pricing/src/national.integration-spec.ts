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
import { distanceKm } from '@fp/geo';
import { parse } from 'csv-parse/sync';
import { importPriceFile, loadCatalog } from '@fp/importer';
import { PricingService } from './pricing.service';
import { RADIUS_SEARCH_SQL, radiusParams } from './search-sql';
import type { SessionStore } from './types';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const FILE = path.resolve(__dirname, '../../..', '../shared/data/ipps_drg100_fy2011.csv');
if (!fs.existsSync(FILE))
  throw new Error(`Test data missing: ${FILE} (the CMS files live in ../shared/data).`);
const run = describe;
const AUSTIN = { lat: 30.28, lng: -97.73 };

interface SourceRow {
  drg: string;
  ccn: string;
  discharges: number;
  totalCents: number;
}

/** The file's rows for some DRGs, read plainly (no importer code). */
function sourceRows(drgs: Set<string>): SourceRow[] {
  const out: SourceRow[] = [];
  for (const r of parse(fs.readFileSync(FILE), { from_line: 2 }) as string[][]) {
    const drg = r[0].slice(0, 3);
    if (!drgs.has(drg)) continue;
    out.push({ drg, ccn: r[1], discharges: Number(r[8]), totalCents: Math.round(Number(r[10]) * 100) });
  }
  return out;
}

/** The range the rows of one hospital give, written out independently of libs/domain. */
function expectedRange(rows: SourceRow[]) {
  const values = rows.map((r) => r.totalCents);
  const lowest = Math.min(...values);
  const highest = Math.max(...values);
  if (lowest === highest)
    return {
      lowestCents: Math.round(lowest * 0.85),
      highestCents: Math.round(lowest * 1.15),
      averageCents: lowest,
    };
  const weighted =
    rows.reduce((s, r) => s + r.totalCents * r.discharges, 0) / rows.reduce((s, r) => s + r.discharges, 0);
  return { lowestCents: lowest, highestCents: highest, averageCents: Math.round(weighted) };
}

run(`price map on the national FY2011 data (${kind})`, () => {
  let db: TestDatabase;
  let service: PricingService;
  let viewer: { session: SessionStore };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await loadCatalog(db.dataSource);
    await importPriceFile(db.dataSource, FILE);
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
      const rows = sourceRows(new Set(condition.drgs));
      const byProvider = new Map<string, SourceRow[]>();
      for (const r of rows) byProvider.set(r.ccn, [...(byProvider.get(r.ccn) ?? []), r]);

      const located: { id: string; lat: number; lng: number }[] = await db.dataSource.query(
        'SELECT id, lat, lng FROM provider WHERE lat IS NOT NULL AND id = ANY($1)',
        [[...byProvider.keys()]],
      );
      const distance = new Map(located.map((p) => [p.id, distanceKm(AUSTIN, p)]));
      // earthdistance and haversine use slightly different Earth radii: leave a hair's width at the edge.
      const surelyIn = located.filter((p) => (distance.get(p.id) as number) < 74.5).map((p) => p.id);

      const r = await service.search(viewer, { diagnosisSlug: slug, ...AUSTIN });
      expect(r.widened).toBe(false);
      expect(r.count).toBeGreaterThanOrEqual(5);
      const ids = r.hits.map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining(surelyIn));
      for (const h of r.hits) {
        expect(distance.get(h.id)).toBeLessThan(75.5);
        expect(h.priceRange).toMatchObject(expectedRange(byProvider.get(h.id) ?? []));
        expect(h.priceRange?.source).toMatchObject({ year: 2011, isDemo: false });
        // Search answers never carry per-DRG figures (only a counted detail opening does).
        expect(h.prices).toEqual([]);
      }
      const distances = r.hits.map((h) => h.distanceKm as number);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    },
  );

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
});
