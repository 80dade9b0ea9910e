/**
 * Visitor pages on a fresh `npm start`: home, body systems, categories, blog, a post, FAQ and the error
 * page. Each page's content, empty states and links are checked, axe-core finds no serious or critical
 * violation, and nothing scrolls sideways on a 360 px wide phone. The REST shim's reads and the image
 * search are checked here too, against the same server.
 */
import { signUpAndLogIn } from './support/accounts';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/page-checks';

interface BlogHit {
  id: number;
  title: string;
  slug: string | null;
  image: string | null;
  desc: string;
  published: string;
  url: string;
}

/** The CSRF token for POSTs made with the test's request context (it shares the page's cookies). */
async function csrf(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/csrf');
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const res = await request.post('/graphql', {
    headers: { 'x-csrf-token': await csrf(request) },
    data: { query, variables },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function publishedPosts(request: APIRequestContext): Promise<BlogHit[]> {
  const res = await request.get('/api/crud/search/blog/');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { hits: BlogHit[] }).hits;
}

/** axe-core: no serious or critical violation on what the page shows now. */

/** Title and meta description set for the screen (not the bare site name). */
async function expectMeta(page: Page, title: RegExp) {
  await expect(page).toHaveTitle(title);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(30);
}

const MMDDYYYY = /^\d{2}\/\d{2}\/\d{4}$/;

test.describe('home page', () => {
  test('lists systems, the 3 latest posts, FAQ toggles, the promises and the about tabs', async ({
    page,
    request,
  }) => {
    const graphql = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && r.request().method() === 'POST',
    );
    await page.goto('/');
    const res = await graphql;
    expect((await res.json()).errors).toBeUndefined();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Know what care costs before you go' }),
    ).toBeVisible();
    await expectMeta(page, /Know what care costs/);

    // The three promises.
    await expect(page.getByTestId('statement-no-sale').getByRole('heading')).toHaveText(
      'We do not sell your data',
    );
    await expect(page.getByTestId('statement-public-data').getByRole('heading')).toHaveText(
      'We use public government data',
    );
    await expect(page.getByTestId('statement-anonymised-bills').getByRole('heading')).toHaveText(
      'We accept anonymised bills',
    );

    // Up to 20 active body systems, each to /systems/{id}.
    const systems = await gql<{ systems: { id: number; name: string }[] }>(
      request,
      '{ systems(limit: 20) { id name } }',
    );
    expect(systems.systems.length).toBeGreaterThan(0);
    const tiles = page.locator('.system-tiles a');
    await expect(tiles).toHaveCount(Math.min(20, systems.systems.length));
    for (const [i, s] of systems.systems.entries()) {
      await expect(tiles.nth(i)).toHaveAttribute('href', `/systems/${s.id}`);
      await expect(tiles.nth(i)).toContainText(s.name);
    }

    // The 3 latest posts, newest first, to /blog/post/{slug}.
    const latest = (await publishedPosts(request)).slice(0, 3);
    const cards = page.locator('section[aria-labelledby="latest-title"] article');
    await expect(cards).toHaveCount(3);
    for (const [i, post] of latest.entries()) {
      await expect(cards.nth(i).getByRole('heading')).toHaveText(post.title);
      await expect(cards.nth(i).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', post.url);
    }

    // FAQ toggles open and close.
    const faq = page.locator('section[aria-labelledby="faq-title"] details').first();
    await expect(faq).not.toHaveAttribute('open', '');
    await faq.locator('summary').click();
    await expect(faq).toHaveAttribute('open', '');
    await expect(faq.locator('.faq-answer')).toBeVisible();
    await expect(page.getByRole('link', { name: 'More questions and answers' })).toHaveAttribute(
      'href',
      '/faq',
    );

    // About tabs: who / why / how / what; "how" names the datasets actually loaded.
    const tablist = page.getByRole('tablist', { name: 'About us' });
    await expect(tablist.getByRole('tab')).toHaveText([
      'Who we are',
      'Why',
      'How we gather data',
      'Your data',
    ]);
    await tablist.getByRole('tab', { name: 'Why' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Why we do this');
    await tablist.getByRole('tab', { name: 'How we gather data' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('How data is gathered');
    const { datasets } = await gql<{ datasets: { name: string; year: number; isDemo: boolean }[] }>(
      request,
      '{ datasets { name year isDemo } }',
    );
    if (datasets.length === 0) {
      await expect(panel.getByTestId('datasets')).toHaveText('No price data is loaded yet.');
    } else {
      for (const d of datasets)
        await expect(panel.getByTestId('datasets')).toContainText(`${d.name}, data year ${d.year}`);
    }
    // Keyboard: arrow keys move between tabs.
    await tablist.getByRole('tab', { name: 'How we gather data' }).press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: 'Your data' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('We do not sell your data.');

    await expectAccessible(page);
  });

  test('the bill link asks visitors to sign up and opens the bill wizard for signed-in users', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start on a bill' })).toHaveAttribute(
      'href',
      '/account/welcome',
    );

    // Signed in (a real account): the landing wizard opens (spec part 2 §2); its thank-you step links
    // to the bill-help partner (see upload.spec.ts for the whole wizard).
    await signUpAndLogIn(page);
    await page.reload();
    await page.getByRole('button', { name: 'Start on a bill' }).click();
    await expect(page.getByRole('dialog', { name: 'Start on a bill' })).toBeVisible();
  });

  test('/?diagnosis={id} goes on to the map for that condition', async ({ page }) => {
    await page.goto('/?diagnosis=401');
    await expect(page).toHaveURL(/\/map\?diagnosis=401$/);
  });
});

test.describe('body systems', () => {
  test('/systems/{id} lists the diagnoses of the system, each linking to /?diagnosis={id}', async ({
    page,
    request,
  }) => {
    const { systems } = await gql<{
      systems: { id: number; name: string; diagnoses: { id: number; name: string }[] }[];
    }>(request, '{ systems(limit: 20) { id name diagnoses { id name } } }');
    const system = systems.find((s) => s.diagnoses.length > 0)!;
    await page.goto('/');
    await page.locator('.system-tiles').getByRole('link', { name: system.name }).click();
    await expect(page).toHaveURL(new RegExp(`/systems/${system.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(system.name);
    await expectMeta(page, new RegExp(system.name));

    const links = page.getByTestId('system-diagnoses').getByRole('link');
    await expect(links).toHaveCount(system.diagnoses.length);
    for (const [i, d] of system.diagnoses.entries()) {
      await expect(links.nth(i)).toHaveText(d.name);
      await expect(links.nth(i)).toHaveAttribute('href', `/?diagnosis=${d.id}`);
    }
    await expectAccessible(page);

    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/map\\?diagnosis=${system.diagnoses[0].id}$`));
  });

  test('an unknown system says so, and /systems lists them all', async ({ page }) => {
    await page.goto('/systems/999');
    await expect(page.getByRole('heading', { name: 'We could not find that body system' })).toBeVisible();
    await page.getByRole('link', { name: 'See all body systems' }).click();
    await expect(page).toHaveURL(/\/systems$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Body systems' })).toBeVisible();
    await expect(page.locator('.system-tiles a').first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('categories', () => {
  test('a grid of icons, 4 per row, that scrolls to the category after 200 ms', async ({ page }) => {
    test.setTimeout(120_000); // axe on the long categories page takes a while
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions by category' })).toBeVisible();
    await expectMeta(page, /Conditions by category/);
    const icons = page.getByTestId('category-grid').getByRole('link');
    await expect(icons.first()).toBeVisible();
    expect(await icons.count()).toBeGreaterThan(8);
    // 4 per row: the first four share a row, the fifth starts the next.
    const tops = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await icons.nth(i).boundingBox())!.y));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]);

    // The sections start collapsed (a short page); opening one lists its conditions with specialties,
    // work notes and the hospitalization likelihood.
    const first = page.locator('.category-section').first();
    const toggle = first.getByRole('button', { expanded: false });
    await expect(first.locator('.category-conditions')).toHaveCount(0);
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeLessThan(40_000); // 200,000 px with every section open
    await toggle.click();
    await expect(first.getByRole('button', { expanded: true })).toBeVisible();
    await expect(first.locator('dt', { hasText: 'Hospital stay' }).first()).toBeVisible();
    await expect(
      first
        .locator('dd')
        .filter({ hasText: /A hospital stay is/ })
        .first(),
    ).toBeVisible();
    await expect(page.locator('.category-section dt', { hasText: 'Specialties' }).first()).toBeVisible();
    await expect(page.locator('.category-section dt', { hasText: 'Work' }).first()).toBeVisible();
    await expect(page.locator('.category-section dd', { hasText: /Usually needed: / }).first()).toBeVisible();
    await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/\?diagnosis=\d+$/);

    // Clicking an icon far down the grid scrolls to its section (after the 200 ms delay).
    const target = icons.nth(12);
    const slug = (await target.getAttribute('href'))!.split('/').pop()!;
    const section = page.locator(`#category-${slug}`);
    await expect(section).not.toBeInViewport();
    await target.click();
    await expect(page).toHaveURL(new RegExp(`/categories/${slug}$`));
    await expect(section).toBeInViewport();
    await expect(section.locator('.category-conditions')).toBeVisible();
    // Back returns to the grid (the icon added a history entry).
    await page.goBack();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(target).toBeInViewport();

    // The search box filters at once: matching conditions open in their sections.
    await page.getByLabel('Find a category or condition').fill('pneumonia');
    await expect(page.locator('.category-conditions h3', { hasText: /pneumonia/i }).first()).toBeVisible();
    await page.getByLabel('Find a category or condition').fill('');
    await expectAccessible(page);
  });

  test("the app adopts the server's first view as it is, and the page is inert until then", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    // The screen's code held back until the server's markup has been marked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/CategoriesScreen-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/categories');
    const title = page.getByRole('heading', { level: 1, name: 'Conditions by category' });
    await expect(title).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    // A mark on the server's element itself (a property, not an attribute: the markup stays as served).
    await title.evaluate((el) => ((el as HTMLElement & { served?: boolean }).served = true));
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // The same element is still there: nothing was drawn again.
    expect(await title.evaluate((el) => (el as HTMLElement & { served?: boolean }).served === true)).toBe(
      true,
    );
    // And the app answers: the search filters.
    await page.getByLabel('Find a category or condition').fill('pneumonia');
    await expect(page.locator('.category-conditions h3', { hasText: /pneumonia/i }).first()).toBeVisible();
    expect(warnings.filter((w) => /drawn again|hydrat/i.test(w))).toEqual([]);
  });

  test('the category icons are drawn from one sprite in the page, with no image file fetched', async ({
    page,
  }) => {
    const iconFiles: string[] = [];
    page.on('request', (r) => {
      if (/\/images\/icons\//.test(r.url())) iconFiles.push(r.url());
    });
    await page.goto('/categories');
    const grid = page.getByTestId('category-grid');
    // The whole grid (the first pass draws 32 icons, the rest follow at once).
    await expect.poll(() => grid.getByRole('link').count()).toBeGreaterThan(100);
    // Read in one go, so that the icons and the sprite are seen at the same moment.
    const { icons, symbols, used } = await page.evaluate(() => {
      const links = [...document.querySelectorAll('[data-testid=category-grid] a')];
      return {
        icons: links.map((a) => {
          const use = a.querySelector('svg > use');
          const id = use?.getAttribute('href')?.slice(1) ?? '';
          const symbol = id ? document.getElementById(id) : null;
          return {
            id,
            symbol: symbol?.tagName.toLowerCase() ?? null,
            shapes:
              symbol?.querySelectorAll('path, circle, rect, polygon, polyline, ellipse, line').length ?? 0,
            hidden: use?.closest('svg')?.getAttribute('aria-hidden'),
            width: use?.closest('svg')?.getBoundingClientRect().width ?? 0,
          };
        }),
        symbols: [...document.querySelectorAll('.icon-sprite symbol')].map((s) => s.id),
        used: [
          ...new Set([...document.querySelectorAll('use')].map((u) => u.getAttribute('href')?.slice(1))),
        ],
      };
    });
    // Every category shows an icon, and every icon's drawing is a symbol in the page that has a shape.
    for (const icon of icons) {
      expect(icon.id).toMatch(/^fp-icon-[a-z0-9-]+$/);
      expect(icon.symbol).toBe('symbol');
      expect(icon.shapes).toBeGreaterThan(0);
      // Decorative: the category's name is the link's text.
      expect(icon.hidden).toBe('true');
      expect(icon.width).toBe(48);
    }
    // One symbol per icon drawn, not one per category (the heart icon is shared by many), and no other.
    expect(new Set(symbols).size).toBe(symbols.length);
    expect([...symbols].sort()).toEqual([...used].sort());
    expect(symbols.length).toBeLessThan(icons.length);
    // The section headings draw the same symbols at 32 px.
    const heading = page.locator('.category-toggle svg').first();
    await expect(heading).toHaveAttribute('width', '32');
    await expect(heading.locator('use')).toHaveAttribute('href', /^#fp-icon-/);
    expect(iconFiles).toEqual([]);
  });

  test("a signed-in visitor's account menu is the server's until the page is drawn, then follows the session", async ({
    page,
  }) => {
    await signUpAndLogIn(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/CategoriesScreen-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const tokenAsked = page.waitForRequest(
      (r) => r.url().endsWith('/graphql') && /query Token\b/.test(r.postData() ?? ''),
    );
    await page.goto('/categories');
    const menu = page.getByRole('navigation', { name: 'Account' });
    // The server drew the signed-in menu (before any script ran).
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await menu.evaluate((el) => ((el as HTMLElement & { served?: boolean }).served = true));
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // Once drawn, the menu asks the server again, and keeps its element (nothing focused in it is lost).
    await tokenAsked;
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(await menu.evaluate((el) => (el as HTMLElement & { served?: boolean }).served === true)).toBe(
      true,
    );
    // It follows the session: logging out shows "Log in".
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log in' }),
    ).toBeVisible();
  });

  test('/categories/{categoryId} scrolls to that category on load', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByTestId('category-grid').getByRole('link').first()).toBeVisible();
    const slugs = await page
      .getByTestId('category-grid')
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('/').pop()!));
    const slug = slugs[Math.floor(slugs.length / 2)];
    await page.goto(`/categories/${slug}`);
    await expect(page.locator(`#category-${slug}`)).toBeInViewport();
    await expect(page.locator(`#category-${slug} .category-conditions`)).toBeVisible();
    await expect(page).toHaveTitle(/conditions and care/);
  });

  test('an unknown category shows every category with a note', async ({ page }) => {
    await page.goto('/categories/no-such-category');
    await expect(
      page.getByRole('status').filter({ hasText: 'We could not find the category' }),
    ).toBeVisible();
    await expect(page.getByTestId('category-grid').getByRole('link').first()).toBeVisible();
  });
});

test.describe('blog', () => {
  test('/blog lists image, title, date, description and Read More for every published post', async ({
    page,
    request,
  }) => {
    const posts = await publishedPosts(request);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    await page.goto('/blog');
    await expectMeta(page, /Articles/);
    const cards = page.getByTestId('post-list').locator('article');
    await expect(cards).toHaveCount(posts.length);
    for (const [i, post] of posts.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
      await expect(card.locator('img')).toHaveAttribute('src', post.image!);
      await expect(card.locator('time')).toHaveText(MMDDYYYY);
      await expect(card.locator('.post-card-desc')).toHaveText(post.desc);
      await expect(card.getByRole('link', { name: /Read More/ })).toHaveAttribute(
        'href',
        post.slug ? `/blog/post/${post.slug}` : `/blog/post/${post.id}/id`,
      );
    }
    // The date shown is the publication date as MM/DD/YYYY.
    const d = new Date(posts[0].published);
    const expected = `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
    await expect(cards.first().locator('time')).toHaveText(expected);
    await expectAccessible(page);

    await cards
      .nth(1)
      .getByRole('link', { name: /Read More/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/post/${posts[1].slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[1].title);
  });

  test("an empty blog says 'No content available at this time.'", async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'BlogList') return route.continue();
      return route.fulfill({ json: { data: { blogs: [], me: null } } });
    });
    await page.goto('/blog');
    await expect(page.getByText('No content available at this time.')).toBeVisible();
    await expect(page.getByTestId('post-list')).toHaveCount(0);
  });

  test('/blog/post/{slug} shows the post, three share links and the comments block', async ({
    page,
    request,
  }) => {
    const [post] = await publishedPosts(request);
    const full = (await (await request.get(`/api/crud/get/blog/${post.slug}/slug`)).json()) as {
      bodyHtml: string;
    };
    await page.goto(`/blog/post/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expectMeta(page, new RegExp(post.title.slice(0, 20)));
    await expect(page.locator('.post-meta time')).toHaveText(MMDDYYYY);
    const firstHeading = /<h2>([^<]+)<\/h2>/.exec(full.bodyHtml)?.[1];
    if (firstHeading) await expect(page.locator('.post-body h2').first()).toHaveText(firstHeading);
    await expect(page.locator('.post-body script')).toHaveCount(0);

    const share = page.getByRole('navigation', { name: 'Share this article' }).getByRole('link');
    await expect(share).toHaveCount(3);
    const url = encodeURIComponent(new URL(`/blog/post/${post.slug}`, page.url()).toString());
    await expect(share.nth(0)).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    await expect(share.nth(1)).toHaveAttribute(
      'href',
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(share.nth(2)).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    for (let i = 0; i < 3; i++) await expect(share.nth(i)).toHaveAttribute('target', '_blank');

    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByRole('heading', { name: 'Comments' })).toBeVisible();
    await expect(comments.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
    await expect(comments.getByRole('textbox')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('signed-in readers get a comment form; the server still checks who is signed in', async ({
    page,
    request,
  }) => {
    const [post] = await publishedPosts(request);
    // Pretend to be signed in on the page only: the mutation must still be refused by the server.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'BlogPost') return route.continue();
      const real = await route.fetch();
      const json = (await real.json()) as { data: Record<string, unknown> };
      json.data.me = { __typename: 'User', id: 'x', isAdmin: false };
      return route.fulfill({ response: real, json });
    });
    await page.goto(`/blog/post/${post.slug}`);
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments.getByRole('alert')).toHaveText('Please write a comment first.');
    await comments.getByLabel('Your comment').fill('<script>alert(1)</script> Helpful, thanks');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments.getByRole('alert')).toHaveText('Please sign in to comment.');
    await expectAccessible(page);
  });

  test('a signed-in reader posts a comment; it shows as plain text', async ({ page, request }) => {
    const [post] = await publishedPosts(request);
    await signUpAndLogIn(page);
    await page.goto(`/blog/post/${post.slug}`);
    const comments = page.getByRole('region', { name: 'Comments' });
    const text = `Helpful, thanks <b>${Date.now()}</b>`;
    await comments.getByLabel('Your comment').fill(text);
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments.getByText(text)).toBeVisible();
    await expect(comments.locator('b')).toHaveCount(0);
  });

  test('/blog/post/{id}/id shows the same post; an unknown post says so', async ({ page, request }) => {
    const [post] = await publishedPosts(request);
    await page.goto(`/blog/post/${post.id}/id`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await page.goto('/blog/post/no-such-article');
    await expect(page.getByRole('heading', { name: 'We could not find that article' })).toBeVisible();
    await expect(page).toHaveTitle(/Article not found/);
    await page.getByRole('link', { name: 'See all articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the editor is for admins only and picks images from the image library popup', async ({ page }) => {
    await page.goto('/blog/edit');
    await expect(page.getByRole('heading', { name: 'Editors only' })).toBeVisible();

    // Show the editor as an admin would see it (the server still checks on save).
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'BlogEditor') return route.continue();
      return route.fulfill({ json: { data: { me: { __typename: 'User', id: 'x', isAdmin: true } } } });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Write a post' })).toBeVisible();
    await page.getByRole('button', { name: 'Choose from the image library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Image library' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await dialog.getByLabel('Search images').fill('doctor');
    await dialog.getByLabel('Orientation').selectOption('PORTRAIT');
    await dialog.getByRole('button', { name: 'Search' }).click();
    const choice = dialog.getByRole('button', { name: /Doctor with a stethoscope/ });
    await expect(choice).toBeVisible();
    await expectAccessible(page);
    await choice.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Image', { exact: true })).toHaveValue('/images/library/doctor.svg?w=1200');

    await page.getByLabel(/^Title/).fill('A post');
    await page.getByRole('button', { name: 'Save post' }).click();
    await expect(page.getByRole('alert')).toContainText('Please sign in as an editor');
  });
});

test.describe('FAQ and error pages', () => {
  test('/faq has tab buttons and expandable questions', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expectMeta(page, /Frequently asked questions/);
    const tabs = page.getByRole('tablist', { name: 'Question topics' }).getByRole('tab');
    await expect(tabs).toHaveText(['Prices and data', 'Account and plans', 'Privacy', 'Your bills']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Where do your prices come from?');

    await tabs.nth(3).click();
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/faq\?tab=bills$/);
    const question = page.getByRole('tabpanel').locator('details').first();
    await expect(question.locator('summary')).toHaveText('Why would I upload my bills?');
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await expect(question.locator('.faq-answer')).toContainText('keep track');
    await expectAccessible(page);

    await page.goto('/faq?tab=privacy');
    await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
  });

  test('/error and unknown paths show the error page', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByRole('heading', { name: /could not find that page/i })).toBeVisible();
    await expectMeta(page, /Page not found/);
    await expectAccessible(page);
    await page.goto('/blogs/typo');
    await expect(page.getByRole('heading', { name: /could not find that page/i })).toBeVisible();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  // Paths that need data are resolved from the API when the test runs.
  const ROUTES: [string, (request: APIRequestContext) => Promise<string>][] = [
    ['home', async () => '/'],
    [
      'a body system',
      async (r) =>
        `/systems/${(await gql<{ systems: { id: number }[] }>(r, '{ systems(limit: 1) { id } }')).systems[0]?.id ?? 1}`,
    ],
    ['all body systems', async () => '/systems'],
    ['categories', async () => '/categories'],
    ['a category', async () => '/categories/heart-failure'],
    ['blog', async () => '/blog'],
    ['a post by slug', async (r) => `/blog/post/${(await publishedPosts(r))[0].slug}`],
    ['a post by id', async (r) => `/blog/post/${(await publishedPosts(r))[0].id}/id`],
    ['faq', async () => '/faq'],
    ['error', async () => '/error'],
  ];

  for (const [name, path] of ROUTES) {
    test(`${name}: no sideways scrolling and no serious accessibility problem`, async ({ page, request }) => {
      test.setTimeout(120_000); // axe on the long categories page takes a while
      const url = await path(request);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });
  }

  test('a category opened from the grid is not hidden under the header, nor is its focused heading', async ({
    page,
  }) => {
    await page.goto('/categories');
    const grid = page.getByTestId('category-grid');
    await expect(grid.getByRole('link').first()).toBeVisible();
    // The sticky header takes two rows on a phone.
    const header = (await page.locator('.site-header').boundingBox())!;
    expect(header.height).toBeGreaterThan(60);
    const link = grid.getByRole('link').nth(10);
    const slug = (await link.getAttribute('href'))!.split('/').pop()!;
    await link.press('Enter');
    const heading = page.locator(`#category-${slug} h2`);
    await expect(heading).toBeFocused();
    // Once the (smooth) scroll has brought it up, the heading sits just below the header, not under it.
    const belowHeader = async () => (await heading.boundingBox())!.y - header.height;
    await expect.poll(belowHeader, { timeout: 5000 }).toBeLessThan(40);
    await page.waitForTimeout(500);
    const top = await belowHeader();
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(40);
  });

  test('the category grid uses fewer columns on a phone', async ({ page }) => {
    await page.goto('/categories');
    const icons = page.getByTestId('category-grid').getByRole('link');
    await expect(icons.first()).toBeVisible();
    const tops = await Promise.all([0, 1, 2].map(async (i) => (await icons.nth(i).boundingBox())!.y));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[0]);
  });
});

test.describe('REST shim and image search', () => {
  test('blog, systems, option lists and the condition type-ahead answer as the older site expects', async ({
    request,
  }) => {
    const token = await csrf(request);
    const all = await publishedPosts(request);
    const dates = all.map((p) => p.published);
    expect([...dates].sort().reverse()).toEqual(dates);

    const three = await request.post('/api/crud/search/blog/3', { headers: { 'x-csrf-token': token } });
    expect(((await three.json()) as { hits: BlogHit[] }).hits.map((h) => h.id)).toEqual(
      all.slice(0, 3).map((h) => h.id),
    );

    const bySlug = await request.get(`/api/crud/get/blog/${all[0].slug}/slug`);
    expect(((await bySlug.json()) as { title: string }).title).toBe(all[0].title);
    const byId = await request.get(`/api/crud/get/blog/${all[0].id}`);
    expect(((await byId.json()) as { slug: string }).slug).toBe(all[0].slug);
    expect((await request.get('/api/crud/get/blog/no-such-post/slug')).status()).toBe(404);

    const systems = await request.post('/api/crud/search/system/20', {
      headers: { 'x-csrf-token': token },
      data: { filters: { active: 1 } },
    });
    const sys = (await systems.json()) as { hits: { id: number; name: string; image: string }[] };
    expect(sys.hits.length).toBeGreaterThan(0);
    expect(sys.hits.length).toBeLessThanOrEqual(20);

    for (const kind of ['diagnosis', 'procedure', 'condition', 'billType']) {
      const res = await request.get(`/api/crud/select/${kind}`);
      expect(res.status()).toBe(200);
      const list = (await res.json()) as { id: string; text: string }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list[0]).toEqual({ id: expect.any(String), text: expect.any(String) });
    }

    const q = await request.post('/api/json/crud/query/diagnosis', {
      headers: { 'x-csrf-token': token },
      data: { query: 'pneumonia' },
    });
    const hits = ((await q.json()) as { hits: { text: string }[] }).hits;
    expect(hits[0].text).toMatch(/pneumonia/i);
  });

  test('GET /api/{site}/search/{query}/{orientation} returns images with url and thumb', async ({
    request,
  }) => {
    const res = await request.get('/api/local/search/hospital/landscape');
    expect(res.status()).toBe(200);
    const { items } = (await res.json()) as { items: { url: string; thumb: string; orientation: string }[] };
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.url).toMatch(/\?w=1200$/);
      expect(item.thumb).toMatch(/^\/images\/library\//);
      expect(item.orientation).toBe('landscape');
      // The file itself is served.
      expect((await request.get(item.url)).status()).toBe(200);
    }
    const other = await request.get('/api/unsplash/search/hospital/landscape');
    expect(other.status()).toBe(400);
    expect(((await other.json()) as { message: string }).message).toMatch(/not set up/);
  });
});
