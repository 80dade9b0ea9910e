/**
 * A search made while the shipped price data is still loading is answered from the partial data; once the
 * load ends (dataStatus READY), asking again gets the loaded data, not the answer kept from the load
 * (issue 25: the map said "Our price data covers 0 conditions" for good after the first start).
 * Since issue 28 the load rebuilds the price ranges and the search index (its `prepare` step, the
 * `refreshPricing` that server.ts passes) before it says READY; a load that fails drops the caches.
 */
import { pricingTestData } from '@fp/pricing';
import pino from 'pino';
import { refreshPricing } from './startup';
import { createTestApp, testDbKind, type TestApp } from './testing/test-app';

const { AUSTIN, FIXTURE_DIAGNOSES, insertFixtures } = pricingTestData;

const SEARCH = `query Search($input: ProviderSearchInput!) {
  dataStatus { state }
  searchProviders(input: $input) { count unavailable { coveredConditions message } }
}`;

type Answer = {
  dataStatus: { state: string };
  searchProviders: { count: number; unavailable: { coveredConditions: number; message: string } | null };
};

describe(`searches after the first start's data load (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t?.close());

  it('answers from the loaded data as soon as the load says it is done', async () => {
    const b = await t.agent();
    const input = { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, lat: AUSTIN.lat, lng: AUSTIN.lng };
    // The catalogue is there from the start; the prices are not yet.
    const { id, slug, name } = FIXTURE_DIAGNOSES.pneumonia;
    await t.db.dataSource.query(
      'INSERT INTO diagnosis (id, slug, name, active, common) VALUES ($1, $2, $3, true, true)',
      [id, slug, name],
    );
    t.services.dataStatus.loading(10, 'Loading ipps_drg100_fy2011.csv.gz');

    const during = await b.gql<Answer>(SEARCH, { input });
    expect(during.errors).toBeUndefined();
    expect(during.data?.dataStatus.state).toBe('LOADING');
    expect(during.data?.searchProviders.count).toBe(0);
    expect(during.data?.searchProviders.unavailable?.coveredConditions).toBe(0);

    await insertFixtures(t.db.dataSource); // what the load writes
    await refreshPricing(t.services.pricing, pino({ level: 'silent' }))(); // its prepare step
    t.services.dataStatus.ready();

    const after = await b.gql<Answer>(SEARCH, { input });
    expect(after.data?.dataStatus.state).toBe('READY');
    expect(after.data?.searchProviders.unavailable).toBeNull();
    expect(after.data?.searchProviders.count).toBeGreaterThan(0);
  });
});
