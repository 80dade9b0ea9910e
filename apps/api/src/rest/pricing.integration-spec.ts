/**
 * The price map through HTTP: GraphQL and the REST shim share one service and one set of access rules,
 * so a client that ignores the page still gets no price it may not see.
 */
import { createTestApp, testDbKind, type TestAgent, type TestApp } from '../testing/test-app';
import { pricingTestData } from '@fp/pricing';

const { AUSTIN, DALLAS, FIXTURE_DIAGNOSES, FIXTURE_PROVIDERS, insertFixtures } = pricingTestData;

const SEARCH = `query Search($input: ProviderSearchInput!) {
  searchProviders(input: $input) {
    count widened searchCount
    diagnosis { id slug name }
    access { listPrices detailPrices prompt }
    hits {
      id name city state zip phone distanceKm location { lat lng }
      priceRange { lowestCents highestCents averageCents amount singleValue source { name year isDemo } }
      prices { drg { drg title } discharges averageTotalPaymentCents averageCoveredChargeCents averageMedicarePaymentCents source { year } }
    }
  }
}`;

const DETAIL = `query Detail($id: ID!, $diagnosisId: Int, $lat: Float, $lng: Float) {
  provider(id: $id, diagnosisId: $diagnosisId, lat: $lat, lng: $lng) {
    searchCount
    access { listPrices detailPrices prompt }
    estimate { patientShareCents insuranceShareCents insuranceDisplay { minCents averageCents maxCents } }
    provider { id name priceRange { averageCents } prices { drg { drg } averageTotalPaymentCents } }
  }
}`;

interface SearchData {
  searchProviders: {
    count: number;
    widened: boolean;
    searchCount: number;
    access: { listPrices: boolean; detailPrices: boolean; prompt: string };
    hits: { id: string; priceRange: { averageCents: number } | null; prices: unknown[] }[];
  };
}
interface DetailData {
  provider: {
    searchCount: number;
    access: { listPrices: boolean; detailPrices: boolean; prompt: string };
    estimate: { patientShareCents: number } | null;
    provider: { id: string; priceRange: { averageCents: number } | null; prices: unknown[] };
  } | null;
}

const pneumonia = { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, ...AUSTIN };

describe(`price map API (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertFixtures(t.db.dataSource);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Signs the agent's session in as a new user (the accounts feature does this at log-in). */
  async function signIn(agent: TestAgent, user: { passActive?: boolean; freeUsed?: boolean } = {}) {
    const email = `u${Math.random().toString(36).slice(2)}@example.com`;
    const [u] = await t.db.dataSource.query(
      `INSERT INTO app_user (email, reference, pass_active, free_used) VALUES ($1, $2, $3, $4) RETURNING id`,
      [email, email.slice(0, 12), user.passActive ?? false, user.freeUsed ?? false],
    );
    await t.db.dataSource.query(
      `UPDATE session SET data = data || jsonb_build_object('userId', $1::text), user_id = $1::uuid WHERE data->>'csrf' = $2`,
      [u.id, agent.csrf],
    );
    return u.id as string;
  }

  it('GraphQL: searches near Austin with ranges, figures and sources', async () => {
    const agent = await t.agent();
    const res = await agent.gql<SearchData>(SEARCH, { input: pneumonia });
    expect(res.errors).toBeUndefined();
    const r = res.data!.searchProviders;
    expect(r).toMatchObject({
      count: 2,
      widened: false,
      searchCount: 1,
      access: { listPrices: true, detailPrices: true, prompt: 'NONE' },
    });
    expect(r.hits.map((h) => h.id)).toEqual([FIXTURE_PROVIDERS.central.id, FIXTURE_PROVIDERS.roundRock.id]);
    expect(r.hits[0]).toMatchObject({
      phone: '(512) 555-0101',
      location: { lat: 30.27, lng: -97.74 },
      priceRange: {
        lowestCents: 600_000,
        highestCents: 1_000_000,
        averageCents: 700_000,
        amount: 2,
        singleValue: false,
        source: { name: 'CMS Medicare inpatient FY2011', year: 2011, isDemo: false },
      },
    });
    // Search answers never carry per-DRG figures; only a counted detail opening does.
    expect(r.hits.every((h) => h.prices.length === 0)).toBe(true);
    const other = await agent.gql<{ searchProviders: { hits: { prices: unknown[] }[] } }>(
      `query($input: ProviderSearchInput!) { searchProviders(input: $input) { hits { prices(diagnosisId: 402) { discharges } all: prices { discharges } } } }`,
      { input: pneumonia },
    );
    expect(other.errors).toBeUndefined();
    expect(JSON.stringify(other.data)).not.toMatch(/discharges/);
  });

  it('GraphQL: flags a widened search and refuses bad input with field messages', async () => {
    const agent = await t.agent();
    const wide = await agent.gql<SearchData>(SEARCH, {
      input: { diagnosisId: FIXTURE_DIAGNOSES.uri.id, ...DALLAS },
    });
    expect(wide.data!.searchProviders).toMatchObject({ widened: true, count: 2 });
    const bad = await agent.gql(SEARCH, { input: { diagnosisId: 401, lat: 123, lng: 0 } });
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { lat: expect.any(String) },
    });
  });

  it('GraphQL: counts searches (details are part of theirs); after the free allowance prices are absent', async () => {
    const agent = await t.agent();
    await agent.gql(SEARCH, { input: pneumonia }); // 1
    await agent.gql(SEARCH, { input: pneumonia }); // same search: still 1
    await agent.gql(SEARCH, { input: { ...pneumonia, diagnosisId: FIXTURE_DIAGNOSES.uri.id } }); // 2
    // Details opened from the first search: part of it, not counted (issue 41).
    const open = await agent.gql<DetailData>(DETAIL, {
      id: FIXTURE_PROVIDERS.central.id,
      diagnosisId: pneumonia.diagnosisId,
      lat: pneumonia.lat,
      lng: pneumonia.lng,
    });
    expect(open.data!.provider).toMatchObject({
      searchCount: 2,
      access: { detailPrices: true, prompt: 'NONE' },
      estimate: { patientShareCents: 140_000 },
      provider: { priceRange: { averageCents: 700_000 } },
    });
    expect(open.data!.provider!.provider.prices).toHaveLength(2);

    await agent.gql(SEARCH, { input: { ...pneumonia, lat: 30.3 } }); // 3: the last free one
    await agent.gql(SEARCH, { input: { ...pneumonia, lat: 30.31 } }); // 4: past the allowance
    const closed = await agent.gql<DetailData>(DETAIL, {
      id: FIXTURE_PROVIDERS.central.id,
      diagnosisId: pneumonia.diagnosisId,
      lat: 30.31,
      lng: pneumonia.lng,
    });
    expect(closed.data!.provider).toMatchObject({
      searchCount: 4,
      access: { listPrices: false, detailPrices: false, prompt: 'SIGN_UP' },
      estimate: null,
      provider: { priceRange: null, prices: [] },
    });

    // A direct call without the page gets no prices either, through either transport.
    const list = await agent.gql<SearchData>(SEARCH, { input: { ...pneumonia, lat: 30.32 } }); // 5
    expect(list.data!.searchProviders.hits.every((h) => h.priceRange === null && h.prices.length === 0)).toBe(
      true,
    );
    const rest = await agent
      .get(`/api/crud/get/provider/${FIXTURE_PROVIDERS.central.id}?diagnosis=${pneumonia.diagnosisId}`)
      .set('x-csrf-token', agent.csrf)
      .expect(200);
    expect(rest.body).toMatchObject({ estimate: null, access: { detail_prices: false, prompt: 'sign_up' } });
    expect(rest.body.provider).toMatchObject({ lowest: null, highest: null, avg: null, prices: [] });
    expect(JSON.stringify(rest.body)).not.toMatch(/700000|600000|1000000/);

    const geo = await agent.get('/api/crud/getSession/geo').expect(200);
    // The REST detail without a point counted as its hospital's own search: 6.
    expect(geo.body.search_count).toBe(6);
  });

  it('REST: the search shim answers count and hits, reading the older geo filter', async () => {
    const agent = await t.agent();
    const res = await agent
      .post('/api/crud/search/provider/1/1', {
        diagnosis: { id: FIXTURE_DIAGNOSES.pneumonia.id, text: 'Pneumonia' },
        geo: { field: 'location', distance: '75km', value: `${AUSTIN.lat},${AUSTIN.lng}` },
      })
      .expect(200);
    expect(res.body).toMatchObject({
      count: 2,
      widened: false,
      search_count: 1,
      access: { list_prices: true, detail_prices: true, prompt: 'none' },
    });
    expect(res.body.hits).toHaveLength(1);
    expect(res.body.hits[0]).toMatchObject({
      id: FIXTURE_PROVIDERS.central.id,
      location: { lat: 30.27, lon: -97.74 },
      lowest: 600_000,
      highest: 1_000_000,
      avg: 700_000,
      amount: 2,
      source: { year: 2011, is_demo: false },
      prices: [],
    });
    const page2 = await agent
      .post('/api/crud/search/provider/1/2', { diagnosisId: 401, lat: AUSTIN.lat, lng: AUSTIN.lng })
      .expect(200);
    expect(page2.body.hits[0].id).toBe(FIXTURE_PROVIDERS.roundRock.id);
    expect(page2.body.search_count).toBe(1);
    await agent.post('/api/crud/search/provider/abc/1', pneumonia).expect(400);
    await agent.post('/api/crud/search/provider/10/1', { lat: 1 }).expect(400);
    const paris = await agent
      .post('/api/crud/search/provider/10/1', { diagnosisId: 401, lat: 48.85, lng: 2.35 })
      .expect(400);
    expect(JSON.stringify(paris.body)).toContain('US hospitals');
    const empty = await agent
      .post('/api/crud/search/provider/10/1', { diagnosisId: 402, lat: AUSTIN.lat, lng: AUSTIN.lng })
      .expect(200);
    expect(empty.body).toMatchObject({ count: 0, counted: false, search_count: 1 });
    expect(empty.body.unavailable).toMatchObject({ reason: 'NO_PRICES', nearest: null });
    const coverage = await agent.get('/api/crud/conditions/coverage').expect(200);
    expect(coverage.body.hits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 401, priced_hospitals: expect.any(Number), has_prices: true }),
        expect.objectContaining({ id: 402, priced_hospitals: 0, has_prices: false }),
      ]),
    );
    await agent.get('/api/crud/get/provider/NOPE01').set('x-csrf-token', agent.csrf).expect(404);
  });

  it('GraphQL and REST: the same comparable (2024-dollar) range and the published figures per year', async () => {
    const gql = await (
      await t.agent()
    ).gql<{
      searchProviders: { hits: { id: string; priceRange: Record<string, unknown> }[] };
    }>(
      `query($input: ProviderSearchInput!) { searchProviders(input: $input) { hits { id priceRange {
        currentDollars { lowestCents highestCents averageCents cpiYear fromYears label }
        byYear { year lowestCents highestCents averageCents amount sourceLabel } } } } }`,
      { input: pneumonia },
    );
    expect(gql.errors).toBeUndefined();
    const central = gql.data!.searchProviders.hits.find((h) => h.id === FIXTURE_PROVIDERS.central.id)!;
    // FY2011 figures 10,000 (20 stays) and 6,000 (60) moved by 563.841 / 400.258: 1,408,694 and 845,216
    // cents; average (1,408,694 x 20 + 845,216 x 60) / 80 = 986,085.5 -> 986,086.
    expect(central.priceRange).toEqual({
      currentDollars: {
        lowestCents: 845_216,
        highestCents: 1_408_694,
        averageCents: 986_086,
        cpiYear: 2024,
        fromYears: [2011],
        label: '2011 prices in 2024 dollars (CPI-U medical care, estimate)',
      },
      byYear: [
        {
          year: 2011,
          lowestCents: 600_000,
          highestCents: 1_000_000,
          averageCents: 700_000,
          amount: 2,
          sourceLabel: 'CMS Medicare inpatient, FY2011',
        },
      ],
    });
    const rest = await (
      await t.agent()
    )
      .post('/api/crud/search/provider/1/1', { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, ...AUSTIN })
      .expect(200);
    expect(rest.body.hits[0]).toMatchObject({
      id: FIXTURE_PROVIDERS.central.id,
      current_dollars: { lowest: 845_216, highest: 1_408_694, avg: 986_086, from_years: [2011] },
      by_year: [{ year: 2011, lowest: 600_000, highest: 1_000_000, avg: 700_000, amount: 2 }],
    });
    // The picker's data says why a condition has no figures, as GraphQL's noFiguresReason does.
    const coverage = await (await t.agent()).get('/api/crud/conditions/coverage').expect(200);
    const byId = new Map(coverage.body.hits.map((h: { id: number }) => [h.id, h]));
    expect(byId.get(401)).toMatchObject({ no_figures_reason: null });
    expect(byId.get(402)).toMatchObject({ no_figures_reason: expect.stringMatching(/Medicare/) });
  });

  it('REST and GraphQL: the geo session saves US cities only and keeps the count server-side', async () => {
    const agent = await t.agent();
    const saved = await agent
      .post('/api/crud/setSession/geo', {
        address: 'Austin, TX, USA',
        diagnosis: { id: 401, text: 'Pneumonia' },
        search_count: 99,
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      city: 'Austin',
      state: 'TX',
      address: 'Austin, TX, USA',
      diagnosis: { id: '401' },
      search_count: 0,
    });
    const refused = await agent.post('/api/crud/setSession/geo', { address: 'Paris, France' }).expect(400);
    expect(refused.body.message).toBe('Please choose a US city from the list.');
    const g = await agent.gql<{ setGeoSession: { city: string; searchCount: number } }>(
      `mutation { setGeoSession(input: { lat: 41.88, lng: -87.63 }) { city state searchCount } }`,
    );
    expect(g.data?.setGeoSession).toMatchObject({ city: 'Chicago', searchCount: 0 });
    const read = await agent.gql<{ geoSession: { city: string; diagnosis: { id: string } } }>(
      `{ geoSession { city diagnosis { id text } } }`,
    );
    expect(read.data?.geoSession).toMatchObject({ city: 'Chicago', diagnosis: { id: '401' } });
  });

  it('GraphQL: city autocomplete and nearest city come from the offline gazetteer', async () => {
    const agent = await t.agent();
    const res = await agent.gql<{ cities: { label: string }[]; nearestCity: { label: string } | null }>(
      `{ cities(prefix: "Austin", limit: 3) { name state lat lng label } nearestCity(lat: 30.27, lng: -97.74) { label } }`,
    );
    expect(res.data?.cities[0].label).toBe('Austin, TX, USA');
    expect(res.data?.cities.length).toBeLessThanOrEqual(3);
    expect(res.data?.nearestCity?.label).toBe('Austin, TX, USA');
  });

  it('signed in without a pass: the pay prompt after the allowance, free use written to the account', async () => {
    const agent = await t.agent();
    const userId = await signIn(agent);
    for (let i = 0; i < 5; i++) await agent.gql(SEARCH, { input: { ...pneumonia, lat: 30.2 + i / 100 } });
    const d = await agent.gql<DetailData>(DETAIL, {
      id: FIXTURE_PROVIDERS.central.id,
      diagnosisId: pneumonia.diagnosisId,
    });
    expect(d.data!.provider).toMatchObject({
      searchCount: 6,
      access: { listPrices: true, detailPrices: false, prompt: 'PAY' },
      estimate: null,
    });
    expect(d.data!.provider!.provider.priceRange).not.toBeNull();
    const [row] = await t.db.dataSource.query('SELECT free_used FROM app_user WHERE id = $1', [userId]);
    expect(row.free_used).toBe(true);
  });

  it('signed in with a pass: all prices at any count, and nothing counted against the free allowance', async () => {
    const agent = await t.agent();
    const userId = await signIn(agent, { passActive: true, freeUsed: true });
    for (let i = 0; i < 6; i++) await agent.gql(SEARCH, { input: { ...pneumonia, lat: 30.2 + i / 100 } });
    const d = await agent.gql<DetailData>(DETAIL, {
      id: FIXTURE_PROVIDERS.central.id,
      diagnosisId: pneumonia.diagnosisId,
    });
    const counters = await t.db.dataSource.query(`SELECT 1 FROM usage_counter WHERE subject = $1`, [
      `user:${userId}`,
    ]);
    expect(counters).toHaveLength(0);
    expect(d.data!.provider).toMatchObject({
      searchCount: 0,
      access: { detailPrices: true, prompt: 'NONE' },
    });
    expect(d.data!.provider!.provider.prices).toHaveLength(2);
  });
});
