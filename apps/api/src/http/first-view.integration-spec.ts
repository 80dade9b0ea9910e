/**
 * The map's (and the procedures page's, the home page's and the articles') first view rendered on the server (http/first-view.ts with the
 * web app's SSR build): the page carries the first search's list and its answers; the search is counted
 * as the browser's own would be, never twice for the same search, and a visitor without a session cookie
 * costs no database write.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import request from 'supertest';
import { pricingTestData } from '@fp/pricing';
import { createTestApp, signedInAgent, testDbKind, type TestApp } from '../testing/test-app';
import { testBrowser } from '../rest/test-browser';

const { AUSTIN, FIXTURE_DIAGNOSES, EXPECTED_PNEUMONIA_AUSTIN, insertFixtures } = pricingTestData;
const PNEUMONIA = FIXTURE_DIAGNOSES.pneumonia;

const root = path.resolve(__dirname, '../../../..');
const ssrBuild = path.join(root, 'dist/apps/web-ssr');

/** What a browser sends with a top-level navigation from a page of this site. */
const SAME_SITE_NAVIGATION = {
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-user': '?1',
};

const SEARCH = `query Search($input: ProviderSearchInput!) {
  searchProviders(input: $input) { searchCount count }
}`;

/** The page's data block, parsed. */
function firstAnswer(html: string): {
  screen: string;
  search: { input: Record<string, unknown>; data: { searchProviders: { hits: { id: string }[] } } };
} | null {
  const m = /<script type="application\/json" id="fp-first-answer">(.*?)<\/script>/s.exec(html);
  return m ? JSON.parse(m[1]) : null;
}

describe(`the map's first view in the page (${testDbKind()})`, () => {
  let t: TestApp;
  let web: string;

  beforeAll(async () => {
    // The real server rendering (apps/web/src/ssr.tsx), built when it is not yet.
    if (!fs.existsSync(path.join(ssrBuild, 'ssr.mjs'))) {
      // tools/run-integration.mjs builds it first; this is for the spec run on its own.
      const r = spawnSync(process.execPath, [path.join(root, 'tools/build-web.mjs'), '--ssr'], {
        cwd: root,
        stdio: 'inherit',
        timeout: 300_000,
      });
      if (r.status !== 0) throw new Error('the web app could not be built for the server');
    }
    // A built page beside it: the SSR build is found next to the web build (dist/apps/web-ssr).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-first-view-'));
    web = path.join(dir, 'web');
    fs.mkdirSync(web);
    fs.writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html><head><!--FP_CONFIG--></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
    );
    fs.symlinkSync(ssrBuild, path.join(dir, 'web-ssr'));
    t = await createTestApp({ WEB_DIST: web });
    await insertFixtures(t.db.dataSource);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    if (web) fs.rmSync(path.dirname(web), { recursive: true, force: true });
  });

  const rows = async (table: 'session' | 'usage_counter') =>
    Number((await t.db.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

  it('a visitor without a cookie gets the list in the page, and nothing is written', async () => {
    const before = { sessions: await rows('session'), counters: await rows('usage_counter') };
    const res = await request(t.app).get(`/map?diagnosis=${PNEUMONIA.id}`).expect(200);

    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['set-cookie']).toBeUndefined();
    const answer = firstAnswer(res.text);
    expect(answer?.screen).toBe('map');
    // The place is the page's default, not the visitor's: the search says so (issue 41).
    expect(answer?.search.input).toEqual({
      diagnosisId: PNEUMONIA.id,
      lat: AUSTIN.lat,
      lng: AUSTIN.lng,
      chosen: false,
    });
    const ids = answer!.search.data.searchProviders.hits.map((h) => h.id);
    expect(ids).toEqual(EXPECTED_PNEUMONIA_AUSTIN.map((p) => p.id));
    // The list itself is in the markup, one item per hospital, before any script runs.
    expect(res.text.match(/data-testid="provider-item"/g)).toHaveLength(ids.length);
    expect(res.text).toMatch(/class="map-frame"><div class="static-map"/);
    expect(res.text).toMatch(/data-testid="map-(marker|cluster)"/);

    expect({ sessions: await rows('session'), counters: await rows('usage_counter') }).toEqual(before);
  });

  it("counts the page's search once, and only at a place the visitor chose: the browser's own identical search is not counted again", async () => {
    const b = await testBrowser(t.app);
    await b.refresh(); // the session exists (its token), as in a browser that has visited before
    const counters = await rows('usage_counter');
    const page = await b.raw.get(`/map?diagnosis=${PNEUMONIA.id}`).set(SAME_SITE_NAVIGATION).expect(200);
    expect(firstAnswer(page.text)).not.toBeNull();
    // The condition is the visitor's (the link names it), the place the page's default: not counted
    // (issue 41), as the browser's own search of it (chosen: false) is not.
    expect(await rows('usage_counter')).toBe(counters);
    const same = { diagnosisId: PNEUMONIA.id, lat: AUSTIN.lat, lng: AUSTIN.lng };
    const look = await b.gql<{ searchProviders: { searchCount: number } }>(SEARCH, {
      input: { ...same, chosen: false },
    });
    expect(look.data?.searchProviders.searchCount).toBe(0);

    // Once the visitor has chosen the place (saved in the session), the page's search counts, once.
    await b.gql(`mutation($i: GeoSessionInput!) { setGeoSession(input: $i) { searchCount } }`, {
      i: { city: 'Austin', state: 'TX', address: 'Austin, TX, USA', lat: AUSTIN.lat, lng: AUSTIN.lng },
    });
    await b.raw.get(`/map?diagnosis=${PNEUMONIA.id}`).set(SAME_SITE_NAVIGATION).expect(200);
    const again = await b.gql<{ searchProviders: { searchCount: number } }>(SEARCH, { input: same });
    expect(again.data?.searchProviders.searchCount).toBe(1);
    // Reloading the page does not count it again; another place does.
    await b.raw.get(`/map?diagnosis=${PNEUMONIA.id}`).set(SAME_SITE_NAVIGATION).expect(200);
    const elsewhere = await b.gql<{ searchProviders: { searchCount: number } }>(SEARCH, {
      input: { ...same, lat: AUSTIN.lat + 0.05 },
    });
    expect(elsewhere.data?.searchProviders.searchCount).toBe(2);
  });

  it("a cross-site GET (a link, a form, an image on another site) does not spend the signed-in user's searches", async () => {
    const { agent: b, userId } = await signedInAgent(t);
    const spent = async () =>
      Number(
        (
          await t.db.dataSource.query(
            `SELECT count FROM usage_counter WHERE subject = $1 AND kind = 'search'`,
            [`user:${userId}`],
          )
        )[0]?.count ?? 0,
      );
    // The conditions alternate: each page's search is a new one, which would count.
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      {}, // an old browser or a script: no Sec-Fetch headers
    ];
    for (const [i, headers] of attempts.entries()) {
      const page = await b.raw
        .get(`/map?diagnosis=${i % 2 ? FIXTURE_DIAGNOSES.uri.id : PNEUMONIA.id}`)
        .set(headers)
        .expect(200);
      // The page still shows the list (a look), without spending anything.
      expect(firstAnswer(page.text)?.search.data.searchProviders.hits.length).toBeGreaterThan(0);
    }
    expect(await spent()).toBe(0);
    // The user's own navigation on the site counts, once, at a place the user chose (saved in the session).
    await b.gql(`mutation($i: GeoSessionInput!) { setGeoSession(input: $i) { searchCount } }`, {
      i: { city: 'Austin', state: 'TX', address: 'Austin, TX, USA', lat: AUSTIN.lat, lng: AUSTIN.lng },
    });
    await b.raw.get(`/map?diagnosis=${PNEUMONIA.id}`).set(SAME_SITE_NAVIGATION).expect(200);
    expect(await spent()).toBe(1);
  });

  it('a condition it cannot find gets the plain page, which then asks and explains in the browser', async () => {
    const res = await request(t.app).get('/map/no-such-condition').expect(200);
    expect(firstAnswer(res.text)).toBeNull();
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('a prefetch gets the plain page: only a visit counts a search', async () => {
    const b = await testBrowser(t.app);
    await b.refresh();
    const res = await b.raw.get(`/map?diagnosis=${PNEUMONIA.id}`).set('sec-purpose', 'prefetch').expect(200);
    expect(firstAnswer(res.text)).toBeNull();
    const first = await b.gql<{ searchProviders: { searchCount: number } }>(SEARCH, {
      input: { diagnosisId: PNEUMONIA.id, lat: AUSTIN.lat, lng: AUSTIN.lng },
    });
    expect(first.data?.searchProviders.searchCount).toBe(1);
  });

  it('/procedures before a search carries its form, starting place and the price files held; with ?q= the plain page', async () => {
    const before = { sessions: await rows('session'), counters: await rows('usage_counter') };
    const res = await request(t.app).get('/procedures').expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const answer = firstAnswer(res.text) as unknown as {
      screen: string;
      url: string;
      geoSession: { lat: number | null } | null;
      coverage: { priceFileCoverage: { hospitals: number } };
    } | null;
    expect(answer?.screen).toBe('procedures');
    expect(answer?.url).toBe('/procedures');
    expect(answer?.coverage.priceFileCoverage.hospitals).toBe(0);
    // The form and what the coverage says are in the markup before any script runs; the location box
    // holds the starting place (no saved place: the default city).
    expect(res.text).toMatch(/<div id="root" inert>/);
    expect(res.text).toContain('id="procedure-query"');
    expect(res.text).toMatch(/value="Austin, TX, USA"/);
    expect(res.text).toContain('No hospital price file is loaded yet');
    expect({ sessions: await rows('session'), counters: await rows('usage_counter') }).toEqual(before);

    // A search in the address depends on the viewer's plan: asked in the browser.
    const searched = await request(t.app).get('/procedures?q=70551').expect(200);
    expect(firstAnswer(searched.text)).toBeNull();
    expect(searched.text).toContain('<div id="root"></div>');
  });

  it('/, /blog and an article carry their content and the Apollo cache it was drawn from; /blog/edit the plain page', async () => {
    await t.db.dataSource.query(
      `INSERT INTO blog (slug, title, description, body, published_at, is_published)
       VALUES ('first-view-post', 'A post drawn by the server', 'Its description', 'Its **body** text.', now(), true)`,
    );
    const cached = (html: string) =>
      firstAnswer(html) as unknown as { screen: string; url: string; cache: Record<string, unknown> } | null;

    const home = await request(t.app).get('/').expect(200);
    expect(cached(home.text)?.screen).toBe('index');
    expect(cached(home.text)?.cache.ROOT_QUERY).toBeDefined();
    // The content is in the markup before any script runs: no spinner in place of the lists.
    expect(home.text).toMatch(/<div id="root" inert>/);
    expect(home.text).toContain('Know what care costs before you go');
    expect(home.text).toContain('A post drawn by the server');
    expect(home.text).not.toContain('Loading articles');
    expect(home.text).not.toContain('Loading body systems');
    // /?diagnosis= goes on to the map in the browser: nothing drawn here.
    expect(firstAnswer((await request(t.app).get('/?diagnosis=1').expect(200)).text)).toBeNull();

    const blog = await request(t.app).get('/blog').expect(200);
    expect(cached(blog.text)?.screen).toBe('blog');
    expect(blog.text).toContain('data-testid="post-list"');
    expect(blog.text).toContain('A post drawn by the server');
    expect(blog.text).not.toContain('Loading articles');

    const post = await request(t.app).get('/blog/post/first-view-post').expect(200);
    expect(cached(post.text)?.screen).toBe('blog_post');
    expect(post.text).toMatch(/<h1 id="post-title">A post drawn by the server<\/h1>/);
    expect(post.text).toContain('<strong>body</strong>');

    // The editor is not rendered on the server.
    const edit = await request(t.app).get('/blog/edit').expect(200);
    expect(firstAnswer(edit.text)).toBeNull();
    expect(edit.text).toContain('<div id="root"></div>');
  });

  it("a signed-in user's /dashboard carries their summary and first events, for them alone; anyone else the plain page", async () => {
    const cached = (html: string) =>
      firstAnswer(html) as unknown as { screen: string; url: string; cache: Record<string, unknown> } | null;
    const SAVE = 'mutation($input: EventInput!) { saveEvent(input: $input) { __typename } }';
    const owner = await signedInAgent(t);
    const other = await signedInAgent(t);
    for (const [who, name] of [
      [owner.agent, 'Knee MRI at Brattleboro'],
      [other.agent, 'Someone else entirely'],
    ] as const) {
      const saved = await who.gql(SAVE, { input: { name, admitted: '2026-03-12' } });
      expect(saved.errors).toBeUndefined();
    }

    const page = await owner.agent.get('/dashboard').expect(200);
    expect(cached(page.text)?.screen).toBe('dashboard');
    expect(page.text).toMatch(/<div id="root" inert>/);
    // The summary and the list are in the markup: no spinner, and nothing comes later to push the list down.
    expect(page.text).toContain('data-testid="owed"');
    expect(page.text).toContain('Knee MRI at Brattleboro');
    expect(page.text).toContain('March 12, 2026');
    expect(page.text).not.toContain('Loading events');
    expect(page.text).not.toContain('Checking your sign-in');
    expect(page.text).not.toContain('Someone else entirely');
    // A signed-in user's page is never stored.
    expect(page.headers['cache-control']).toBe('no-store');
    // Another order of the list: the same screen, asked with the address's order.
    const byName = await owner.agent.get('/dashboard/1/asc/name').expect(200);
    expect(cached(byName.text)?.screen).toBe('dashboard');
    expect(byName.text).toContain('Knee MRI at Brattleboro');

    // Not signed in: the plain page (whose screen sends the visitor to sign in), and no query but the token's.
    const anonymous = await request(t.app).get('/dashboard').expect(200);
    expect(firstAnswer(anonymous.text)).toBeNull();
    expect(anonymous.text).toContain('<div id="root"></div>');
    // The dashboard's other screens are drawn in the browser.
    const todo = await owner.agent.get('/dashboard/todo').expect(200);
    expect(firstAnswer(todo.text)).toBeNull();
  });
});
