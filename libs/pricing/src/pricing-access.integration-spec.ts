/**
 * The price map's access rules through the pricing service on a real database: what anonymous visitors,
 * accounts without a pass and pass holders may see, and how searches and detail openings are counted (issue
 * 41: one search is one condition at one place the visitor chose; details are part of their search).
 */
import 'reflect-metadata';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { PricingService } from './pricing.service';
import { memorySession } from './testing';
import { AUSTIN, DENVER, FIXTURE_DIAGNOSES, FIXTURE_PROVIDERS, insertFixtures } from './testing/fixtures';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

describe(`price map access rules on ${kind}`, () => {
  let db: TestDatabase;
  let service: PricingService;
  const pneumonia = { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, ...AUSTIN };
  const uri = { diagnosisId: FIXTURE_DIAGNOSES.uri.id, ...AUSTIN };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await insertFixtures(db.dataSource);
    service = new PricingService(db.dataSource);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('anonymous: one search is one condition at one place, details are part of it; 3 free searches', async () => {
    const viewer = { session: memorySession() };
    let r = await service.search(viewer, pneumonia);
    expect(r.searchCount).toBe(1);
    expect(r.access).toMatchObject({ listPrices: true, detailPrices: true, prompt: 'none' });
    expect(r.hits[0].priceRange).not.toBeNull();
    expect(r.hits[0].prices).toEqual([]);
    r = await service.search(viewer, { ...pneumonia, page: 1, limit: 10 }); // same search: not counted
    expect(r.searchCount).toBe(1);
    r = await service.search(viewer, uri);
    expect(r.searchCount).toBe(2);
    // Back to the first pair (not the last one searched): still not counted again (issue 41).
    r = await service.search(viewer, pneumonia);
    expect(r.searchCount).toBe(2);
    // A hospital's details, opened from a counted search, spend nothing: as often as the visitor likes.
    for (let i = 0; i < 3; i++) {
      const d = await service.detail(viewer, FIXTURE_PROVIDERS.central.id, pneumonia.diagnosisId, AUSTIN);
      expect(d?.searchCount).toBe(2);
      expect(d?.provider.prices.length).toBe(2);
      expect(d?.estimate).not.toBeNull();
    }
    r = await service.search(viewer, { ...uri, lat: 30.5 });
    expect(r.searchCount).toBe(3);
    expect(r.access.detailPrices).toBe(true);

    // The fourth pair is past the advertised 3.
    r = await service.search(viewer, { ...pneumonia, lat: 30.6 });
    expect(r.searchCount).toBe(4);
    expect(r.count).toBe(2);
    expect(r.hits.every((h) => h.priceRange === null && h.prices.length === 0)).toBe(true);
    const d = await service.detail(viewer, FIXTURE_PROVIDERS.central.id, pneumonia.diagnosisId, AUSTIN);
    expect(d?.searchCount).toBe(4);
    expect(d?.access).toEqual({
      listPrices: false,
      detailPrices: false,
      prompt: 'sign_up',
      markFreeUsed: false,
    });
    expect(d?.provider.prices).toEqual([]);
    expect(d?.provider.priceRange).toBeNull();
    expect(d?.estimate).toBeNull();
    // The count lives in the shared counters, not in the session.
    expect(JSON.stringify(viewer.session.data)).not.toMatch(/search_count|free_used/);
    // The cache is shared: a new visitor still gets full prices.
    const fresh = await service.search({ session: memorySession() }, pneumonia);
    expect(fresh.hits[0].priceRange).not.toBeNull();
  });

  it('a search the visitor did not choose (the page’s defaults) is not counted until its details are opened', async () => {
    const viewer = { session: memorySession() };
    const r = await service.search(viewer, { ...pneumonia, chosen: false });
    expect(r).toMatchObject({ searchCount: 0, counted: false });
    expect(r.hits[0].priceRange).not.toBeNull();
    // Details opened on it: the visitor wants this pair after all, one search.
    const d = await service.detail(viewer, FIXTURE_PROVIDERS.central.id, pneumonia.diagnosisId, AUSTIN);
    expect(d?.searchCount).toBe(1);
    expect(d?.provider.prices.length).toBe(2);
    // Then chosen: the same pair, already counted.
    expect(await service.search(viewer, pneumonia)).toMatchObject({ searchCount: 1, counted: false });
    // A REST or older client that does not say is counted.
    expect(await service.search(viewer, uri)).toMatchObject({ searchCount: 2, counted: true });
    // "Not chosen" is believed only of a search with one of the page's defaults (the default condition, or
    // the default place): another condition elsewhere is counted whatever the caller says.
    const elsewhere = { diagnosisId: FIXTURE_DIAGNOSES.uri.id, lat: 30.5, lng: -97.7, chosen: false };
    const bypass = await service.search(viewer, elsewhere);
    expect(bypass.count).toBeGreaterThan(0);
    expect(bypass).toMatchObject({ searchCount: 3, counted: true });
  });

  it('signed in without a pass: 3 free searches on the account, then free use is written and the pay prompt follows', async () => {
    const [u] = await db.dataSource.query(
      `INSERT INTO app_user (email, reference) VALUES ('member@example.com', 'memberref') RETURNING id`,
    );
    const viewer = { session: memorySession(u.id) };
    for (const lat of [30.1, 30.2]) await service.search(viewer, { ...pneumonia, lat });
    // A detail without the search's point (an older client) counts once per hospital and condition.
    const third = await service.detail(viewer, FIXTURE_PROVIDERS.central.id, pneumonia.diagnosisId);
    expect(third).toMatchObject({ searchCount: 3, access: { detailPrices: true, prompt: 'none' } });
    expect(third?.provider.prices).toHaveLength(2);
    const same = await service.detail(viewer, FIXTURE_PROVIDERS.central.id, pneumonia.diagnosisId);
    expect(same).toMatchObject({ searchCount: 3, access: { detailPrices: true } });
    const fourth = await service.search(viewer, { ...pneumonia, lat: 30.3 });
    expect(fourth.searchCount).toBe(4);
    const d = await service.detail(viewer, FIXTURE_PROVIDERS.central.id, pneumonia.diagnosisId, {
      ...AUSTIN,
      lat: 30.3,
    });
    expect(d?.searchCount).toBe(4);
    expect(d?.access).toMatchObject({ listPrices: true, detailPrices: false, prompt: 'pay' });
    expect(d?.provider.priceRange).not.toBeNull();
    expect(d?.provider.prices).toEqual([]);
    const [row] = await db.dataSource.query('SELECT free_used FROM app_user WHERE id = $1', [u.id]);
    expect(row.free_used).toBe(true);

    // The count and the flag outlive the session: a new session of the same user gets the pay prompt.
    const again = await service.detail(
      { session: memorySession(u.id) },
      FIXTURE_PROVIDERS.central.id,
      pneumonia.diagnosisId,
    );
    expect(again).toMatchObject({ searchCount: 4, access: { prompt: 'pay' } });
  });

  it('a visitor who used the anonymous searches still gets the account’s own 3', async () => {
    const anonymous = memorySession();
    for (const lat of [30.1, 30.2, 30.3, 30.4])
      await service.search({ session: anonymous }, { ...pneumonia, lat });
    expect((await service.access({ session: anonymous })).detailPrices).toBe(false);
    const [u] = await db.dataSource.query(
      `INSERT INTO app_user (email, reference) VALUES ('newcomer@example.com', 'newcomerref') RETURNING id`,
    );
    // Signing in keeps the browser's session data but the count is now the account's.
    const signedIn = { session: { ...anonymous, userId: u.id as string } };
    const d = await service.detail(signedIn, FIXTURE_PROVIDERS.central.id, pneumonia.diagnosisId, AUSTIN);
    expect(d).toMatchObject({ searchCount: 1, access: { detailPrices: true, prompt: 'none' } });
  });

  it('40 parallel searches on one session: each new pair counted once, prices only within the allowance', async () => {
    const viewer = { session: memorySession(), address: '203.0.113.7' };
    // 20 distinct places, each asked twice at once: 20 searches counted, never 40.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        service.search(viewer, { ...pneumonia, lat: 30 + (i % 20) / 100 }),
      ),
    );
    expect(answers.filter((a) => a.counted)).toHaveLength(20);
    expect(
      answers
        .filter((a) => a.counted)
        .map((a) => a.searchCount)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(answers.filter((a) => a.counted && a.access.listPrices)).toHaveLength(3);
    const [row] = await db.dataSource.query(
      `SELECT count FROM usage_counter WHERE subject = $1 AND kind = 'search'`,
      [`session:${viewer.session.key}`],
    );
    expect(row.count).toBe(20);
    // 40 parallel openings of one search's details: the search counted once, prices in every answer.
    const other = { session: memorySession(), address: '203.0.113.8' };
    const details = await Promise.all(
      Array.from({ length: 20 }, () =>
        service.detail(other, FIXTURE_PROVIDERS.central.id, pneumonia.diagnosisId, AUSTIN),
      ),
    );
    expect(details.every((d) => d!.searchCount === 1 && d!.provider.prices.length === 2)).toBe(true);
  });

  it('sessions thrown away: one address gets at most 30 free detail openings a day', async () => {
    const address = '198.51.100.20';
    let withPrices = 0;
    // 20 clients that each drop their cookie (a fresh session per client), two openings each.
    for (let client = 0; client < 20; client++) {
      const viewer = { session: memorySession(), address };
      for (let i = 0; i < 2; i++) {
        const d = await service.detail(viewer, FIXTURE_PROVIDERS.central.id, pneumonia.diagnosisId);
        if (d!.provider.prices.length) withPrices++;
      }
    }
    expect(withPrices).toBe(30);
    // Another address is not affected.
    const other = await service.detail(
      { session: memorySession(), address: '198.51.100.21' },
      FIXTURE_PROVIDERS.central.id,
      pneumonia.diagnosisId,
    );
    expect(other!.access.detailPrices).toBe(true);
    // The address is stored only hashed.
    const rows: { subject: string }[] = await db.dataSource.query('SELECT subject FROM usage_counter');
    expect(rows.some((r) => r.subject.includes(address))).toBe(false);
  });

  it('an exhausted session gets no price range for the nearest hospital of a search that found nothing', async () => {
    const address = '192.0.2.44';
    const fresh = await service.search({ session: memorySession(), address }, { ...uri, ...DENVER });
    // Within the allowance the nearest priced hospital comes with its range, as a list hit would.
    expect(fresh.unavailable?.nearest?.priceRange).not.toBeNull();
    const viewer = { session: memorySession(), address };
    for (const lat of [30.1, 30.2, 30.3, 30.4]) await service.search(viewer, { ...pneumonia, lat });
    const r = await service.search(viewer, { ...uri, ...DENVER });
    expect(r.access.listPrices).toBe(false);
    expect(r.unavailable?.nearest).toMatchObject({
      id: FIXTURE_PROVIDERS.south.id,
      priceRange: null,
      prices: [],
    });
  });

  it('a detail opening without any condition shows no figures and counts nothing', async () => {
    // A pass holder would be shown every figure the opening carries: the answer must carry none.
    const [u] = await db.dataSource.query(
      `INSERT INTO app_user (email, reference, pass_active) VALUES ('nocondition@example.com', 'nocondref', true) RETURNING id`,
    );
    const holder = { session: memorySession(u.id) };
    const d = await service.detail(holder, FIXTURE_PROVIDERS.central.id, null);
    expect(d?.provider).toMatchObject({ id: FIXTURE_PROVIDERS.central.id, prices: [], priceRange: null });
    expect(d?.estimate).toBeNull();
    // Anonymous: no figures, and the opening is not one of the free searches.
    const anonymous = { session: memorySession(), address: '192.0.2.45' };
    const a = await service.detail(anonymous, FIXTURE_PROVIDERS.central.id, null);
    expect(a?.provider.prices).toEqual([]);
    expect(a?.searchCount).toBe(0);
    // After a search, an opening without a condition is scoped to that search's condition.
    await service.search(anonymous, uri);
    const scoped = await service.detail(anonymous, FIXTURE_PROVIDERS.south.id, null);
    expect(scoped?.diagnosis?.id).toBe(FIXTURE_DIAGNOSES.uri.id);
    expect(scoped?.provider.prices.map((p) => p.drg.drg)).toEqual(['152']);
  });

  it('signed in with an active pass: everything, at any count; an expired pass counts as none', async () => {
    const [u] = await db.dataSource.query(
      `INSERT INTO app_user (email, reference, pass_active, free_used) VALUES ('payer@example.com', 'payref', true, true) RETURNING id`,
    );
    const viewer = { session: memorySession(u.id) };
    for (let i = 0; i < 6; i++)
      await service.detail(viewer, FIXTURE_PROVIDERS.central.id, pneumonia.diagnosisId);
    const d = await service.detail(viewer, FIXTURE_PROVIDERS.central.id, pneumonia.diagnosisId);
    expect(d?.access).toMatchObject({ detailPrices: true, prompt: 'none' });
    expect(d?.provider.prices).toHaveLength(2);

    await db.dataSource.query(
      `UPDATE app_user SET pass_expires_at = now() - interval '1 day' WHERE id = $1`,
      [u.id],
    );
    const expired = await service.detail(viewer, FIXTURE_PROVIDERS.central.id, pneumonia.diagnosisId);
    expect(expired?.access.prompt).toBe('pay');
  });
});
