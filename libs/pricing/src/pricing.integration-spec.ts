/**
 * The price map search through the pricing service on a real database: results near a point, the
 * widened search, the "no prices near" answer, the caches and their freshness, the provider detail.
 * The access rules are in pricing-access.integration-spec.ts.
 */
import 'reflect-metadata';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { PricingService } from './pricing.service';
import { RADIUS_SEARCH_SQL, radiusParams } from './search-sql';
import { PRICE_FINGERPRINT_SQL } from './price-summary';
import {
  AUSTIN,
  DALLAS,
  DENVER,
  EXPECTED_PNEUMONIA_AUSTIN,
  FIXTURE_DATASETS,
  FIXTURE_DIAGNOSES,
  FIXTURE_PROVIDERS,
  insertFixtures,
} from './testing/fixtures';
import { memorySession } from './testing';
import type { SessionStore } from './types';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A viewer with a pass, so every answer carries all prices. */
async function passHolder(db: TestDatabase): Promise<{ session: SessionStore }> {
  const [u] = await db.dataSource.query(
    `INSERT INTO app_user (email, reference, pass_active) VALUES ('pass@example.com', 'passref', true) RETURNING id`,
  );
  return { session: memorySession(u.id) };
}

describe(`price map search on ${kind}`, () => {
  let db: TestDatabase;
  let service: PricingService;
  let viewer: { session: SessionStore };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await insertFixtures(db.dataSource);
    service = new PricingService(db.dataSource);
    viewer = await passHolder(db);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('finds the providers within 75 km, nearest first, with their ranges', async () => {
    const r = await service.search(viewer, { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, ...AUSTIN });
    expect(r.widened).toBe(false);
    expect(r.count).toBe(2);
    expect(r.diagnosis?.slug).toBe('pneumonia');
    expect(r.hits.map((h) => ({ id: h.id, ...pick(h.priceRange) }))).toEqual(EXPECTED_PNEUMONIA_AUSTIN);
    expect(r.hits[0].distanceKm).toBeLessThan(r.hits[1].distanceKm as number);
    expect(r.hits[0].distanceKm).toBeCloseTo(1.43, 1);
    expect(r.hits[1].distanceKm).toBeGreaterThan(20);
    const central = r.hits[0];
    expect(central).toMatchObject({
      name: 'Central Austin Hospital',
      city: 'AUSTIN',
      state: 'TX',
      zip: '78701',
      phone: '(512) 555-0101',
      location: { lat: 30.27, lng: -97.74 },
    });
    expect(central.priceRange?.source).toMatchObject({
      name: 'CMS Medicare inpatient FY2011',
      year: 2011,
      isDemo: false,
    });
    // A search never carries per-DRG figures, even for a pass holder: the detail opening does.
    expect(central.prices).toEqual([]);
    const d = await service.detail(viewer, central.id, FIXTURE_DIAGNOSES.pneumonia.id);
    expect(
      d!.provider.prices.map((p) => [
        p.drg.drg,
        p.averageTotalPaymentCents,
        p.averageCoveredChargeCents,
        p.discharges,
      ]),
    ).toEqual([
      ['193', 1_000_000, 4_000_000, 20],
      ['194', 600_000, 2_500_000, 60],
    ]);
  });

  it('uses the newest year of a DRG and names that source', async () => {
    const r = await service.search(viewer, { diagnosisSlug: 'upper-respiratory-infection', ...AUSTIN });
    expect(r.hits.map((h) => h.id)).toEqual([FIXTURE_PROVIDERS.south.id]);
    expect(r.hits[0].priceRange).toMatchObject({
      averageCents: 400_000,
      lowestCents: 340_000,
      highestCents: 460_000,
    });
    expect(r.hits[0].priceRange?.source.datasetId).toBe(FIXTURE_DATASETS.dy2022.id);
    const d = await service.detail(viewer, r.hits[0].id, FIXTURE_DIAGNOSES.uri.id);
    expect(d!.provider.prices).toHaveLength(1);
  });

  it('widens to the nearest providers within 500 km when nothing is within the radius, and flags it', async () => {
    const r = await service.search(viewer, { diagnosisId: FIXTURE_DIAGNOSES.uri.id, ...DALLAS });
    expect(r.widened).toBe(true);
    expect(r.hits.map((h) => h.id)).toEqual([FIXTURE_PROVIDERS.south.id, FIXTURE_PROVIDERS.houston.id]);
    expect(r.hits[1].priceRange).toMatchObject({ averageCents: 250_055, singleValue: true });
    expect(r.hits.every((h) => (h.distanceKm as number) > 75 && (h.distanceKm as number) < 500)).toBe(true);
  });

  it('does not widen beyond 500 km: names the nearest hospital with prices and does not count', async () => {
    const session = memorySession();
    const anonymous = { session };
    const r = await service.search(anonymous, { diagnosisId: FIXTURE_DIAGNOSES.uri.id, ...DENVER });
    expect(r).toMatchObject({ count: 0, hits: [], widened: false, counted: false, searchCount: 0 });
    expect(r.unavailable).toMatchObject({ reason: 'NONE_NEARBY', coveredConditions: 2 });
    expect(r.unavailable?.nearest).toMatchObject({ id: FIXTURE_PROVIDERS.south.id, prices: [] });
    expect(r.unavailable?.nearest?.distanceKm).toBeGreaterThan(1000);
    expect(r.unavailable?.message).toMatch(
      /^Our price data covers 2 conditions; the nearest hospital with prices for Upper Respiratory Infection is South Austin Clinic in AUSTIN, TX, about \d+ km away\.$/,
    );
    // Nothing found: not remembered as the last search either, so the same search later still counts.
    expect(session.data).toEqual({});
  });

  /** The transaction that last locked or deleted a counter row ('0': none since it was written). */
  const lockedBy = async (subject: string): Promise<string> =>
    (await db.dataSource.query('SELECT xmax::text AS x FROM usage_counter WHERE subject = $1', [subject]))[0]
      ?.x;

  it('an anonymous search writes only its counter: never the session, nothing for a repeat', async () => {
    const session = memorySession();
    const input = { diagnosisId: FIXTURE_DIAGNOSES.uri.id, ...AUSTIN };
    expect(await service.search({ session }, input)).toMatchObject({ counted: true, searchCount: 1 });
    expect(await service.search({ session }, input)).toMatchObject({ counted: false, searchCount: 1 });
    expect(session.data).toEqual({});
    const rows = await db.dataSource.query(
      `SELECT count, last_key FROM usage_counter WHERE subject = $1 AND kind = 'search'`,
      [`session:${session.key}`],
    );
    expect(rows).toEqual([{ count: 1, last_key: `${FIXTURE_DIAGNOSES.uri.id}|30.2800|-97.7300` }]);
    // The repeat did not even lock the row (a lock would leave its transaction in xmax).
    expect(await lockedBy(`session:${session.key}`)).toBe('0');
    // The detail popup without a condition opens the last searched one.
    const d = await service.detail({ session }, FIXTURE_PROVIDERS.south.id);
    expect(d?.diagnosis?.id).toBe(FIXTURE_DIAGNOSES.uri.id);
  });

  it('a signed-in search counts once on the account, in the same statement as the account read', async () => {
    const [u] = await db.dataSource.query(
      `INSERT INTO app_user (email, reference) VALUES ('repeat@example.com', 'repeatref') RETURNING id`,
    );
    const session = memorySession(u.id);
    const input = { diagnosisId: FIXTURE_DIAGNOSES.uri.id, ...AUSTIN };
    expect(await service.search({ session }, input)).toMatchObject({ counted: true, searchCount: 1 });
    expect(await service.search({ session }, input)).toMatchObject({ counted: false, searchCount: 1 });
    expect(await lockedBy(`user:${u.id}`)).toBe('0');
    const other = { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, ...AUSTIN };
    const r = await service.search({ session }, other);
    expect(r).toMatchObject({
      counted: true,
      searchCount: 2,
      access: { listPrices: true, detailPrices: true },
    });
    expect(session.data).toEqual({});
  });

  it('answers why when no provider anywhere has a figure, without counting', async () => {
    const r = await service.search(viewer, { diagnosisId: FIXTURE_DIAGNOSES.unpriced.id, ...AUSTIN });
    expect(r).toMatchObject({ count: 0, hits: [], widened: false, counted: false });
    expect(r.diagnosis?.id).toBe(FIXTURE_DIAGNOSES.unpriced.id);
    expect(r.unavailable).toMatchObject({ reason: 'NO_PRICES', nearest: null, coveredConditions: 2 });
    expect(r.unavailable?.message).toContain(
      'none of the loaded hospitals publishes a price for Unpriced condition',
    );
  });

  it('tells how many hospitals have prices per condition', async () => {
    const list = await service.conditionCoverage();
    const of = (id: number) => list.find((c) => c.diagnosis.id === id)?.pricedHospitals;
    expect(of(FIXTURE_DIAGNOSES.uri.id)).toBe(2);
    expect(of(FIXTURE_DIAGNOSES.unpriced.id)).toBe(0);
    expect(list.some((c) => c.diagnosis.id === FIXTURE_DIAGNOSES.inactive.id)).toBe(false);
  });

  it('refuses a point outside the United States', async () => {
    await expect(
      service.search(viewer, { diagnosisId: FIXTURE_DIAGNOSES.uri.id, lat: 48.85, lng: 2.35 }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringContaining('US hospitals') });
  });

  it('answers no condition for an unknown or inactive one', async () => {
    for (const input of [{ diagnosisId: 999_999 }, { diagnosisId: FIXTURE_DIAGNOSES.inactive.id }]) {
      const r = await service.search(viewer, { ...input, ...AUSTIN });
      expect(r).toMatchObject({ count: 0, hits: [], diagnosis: null });
    }
  });

  it('pages through the results', async () => {
    const input = { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, ...AUSTIN, radiusKm: 200, limit: 1 };
    const first = await service.search(viewer, { ...input, page: 1 });
    const second = await service.search(viewer, { ...input, page: 2 });
    const third = await service.search(viewer, { ...input, page: 4 });
    expect(first.count).toBe(3);
    expect(first.hits.map((h) => h.id)).toEqual([FIXTURE_PROVIDERS.central.id]);
    expect(second.hits.map((h) => h.id)).toEqual([FIXTURE_PROVIDERS.roundRock.id]);
    expect(third.hits).toEqual([]);
  });

  it('serves repeated searches from memory until the data changes', async () => {
    const input = { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, ...AUSTIN };
    const a = await service.search(viewer, input);
    await db.dataSource.query(
      `UPDATE price SET avg_total_payment_cents = 700000 WHERE provider_id = '450002'`,
    );
    const b = await service.search(viewer, input);
    expect(b.hits[1].priceRange?.averageCents).toBe(a.hits[1].priceRange?.averageCents);
    service.invalidate();
    const c = await service.search(viewer, input);
    expect(c.hits[1].priceRange?.averageCents).toBe(700_000);
    await db.dataSource.query(
      `UPDATE price SET avg_total_payment_cents = 500000 WHERE provider_id = '450002'`,
    );
    service.invalidate();
  });

  /** A hospital in Austin with a pneumonia price, written as another process's import would. */
  const importElsewhere = async (id: string) => {
    await db.dataSource.query(
      `INSERT INTO provider (id, name, address, city, state, zip, lat, lng) VALUES ($1, $2, '2 Main St', 'AUSTIN', 'TX', '78703', 30.29, -97.76)`,
      [id, `New Hospital ${id}`],
    );
    await db.dataSource.query(
      `INSERT INTO price (dataset_id, source, year, provider_id, drg, discharges, avg_covered_charge_cents, avg_total_payment_cents, avg_medicare_payment_cents)
       VALUES ($1, 'cms-medicare-inpatient', 2011, $2, '193', 11, 100, 100, 100)`,
      [FIXTURE_DATASETS.fy2011.id, id],
    );
  };

  it('notices an import made elsewhere through the data fingerprint', async () => {
    const quick = new PricingService(db.dataSource, { freshnessMs: 0 });
    const input = { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, ...AUSTIN };
    expect((await quick.search(viewer, input)).count).toBe(2);
    await importElsewhere('459999');
    expect((await quick.search(viewer, input)).count).toBe(3);
    await db.dataSource.query(`DELETE FROM provider WHERE id = '459999'`);
  });

  it('answers while a due freshness check is still running, and sees its outcome one answer later', async () => {
    // The fingerprint query is held until released: searches must not wait for it once data was seen.
    let release: () => void = () => undefined;
    let held = 0;
    const gate = new Promise<void>((r) => (release = r));
    const slow = Object.create(db.dataSource) as typeof db.dataSource;
    slow.query = (async (sql: string, params?: unknown[]) => {
      if (sql === PRICE_FINGERPRINT_SQL && held++ > 0) await gate;
      return db.dataSource.query(sql, params);
    }) as typeof db.dataSource.query;
    const background = new PricingService(slow, { freshnessMs: 1 });
    const input = { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, ...AUSTIN };
    expect((await background.search(viewer, input)).count).toBe(2);
    await new Promise((r) => setTimeout(r, 5));
    await importElsewhere('459998');
    try {
      // The check is due and held: the answer comes from what was seen before, without waiting.
      expect((await background.search(viewer, input)).count).toBe(2);
      expect(held).toBe(2);
      release();
      // Once the check is through, the new hospital is there.
      let count = 0;
      for (let i = 0; i < 100 && count !== 3; i++) {
        await new Promise((r) => setTimeout(r, 20));
        count = (await background.search(viewer, input)).count;
      }
      expect(count).toBe(3);
    } finally {
      release();
      await db.dataSource.query(`DELETE FROM provider WHERE id = '459998'`);
    }
  });

  it('gives the provider detail with its figures and the estimate', async () => {
    const d = await service.detail(viewer, FIXTURE_PROVIDERS.central.id, FIXTURE_DIAGNOSES.pneumonia.id);
    expect(d?.provider.priceRange).toMatchObject({
      lowestCents: 600_000,
      averageCents: 700_000,
      highestCents: 1_000_000,
    });
    expect(d?.estimate).toEqual({
      patientShareCents: 140_000,
      insuranceShareCents: 560_000,
      insuranceDisplay: { minCents: 570_000, averageCents: 672_000, maxCents: 970_000 },
    });
    expect(await service.detail(viewer, 'NOPE99', null)).toBeNull();
    expect(await service.detail(viewer, "x'; DROP", null)).toBeNull();
  });

  it('runs the radius search through the GiST index', async () => {
    const runner = db.dataSource.createQueryRunner();
    try {
      // The fixture tables are tiny, so the planner would rightly scan them; forbidding scans shows the
      // statement's radius test matches idx_provider_earth (on real data the planner picks it itself).
      await runner.query('SET enable_seqscan = off');
      const plan: { 'QUERY PLAN': string }[] = await runner.query(
        `EXPLAIN ${RADIUS_SEARCH_SQL}`,
        radiusParams(AUSTIN.lat, AUSTIN.lng, 75, ['193', '194', '195'], 1000),
      );
      const text = plan.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toContain('idx_provider_earth');
      expect(text).not.toMatch(/Seq Scan on (provider|price)/);
    } finally {
      await runner.query('RESET enable_seqscan');
      await runner.release();
    }
  });
});

function pick(
  r: {
    lowestCents: number;
    highestCents: number;
    averageCents: number;
    amount: number;
    singleValue: boolean;
  } | null,
) {
  return (
    r && {
      lowestCents: r.lowestCents,
      highestCents: r.highestCents,
      averageCents: r.averageCents,
      amount: r.amount,
      singleValue: r.singleValue,
    }
  );
}
