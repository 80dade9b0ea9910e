/**
 * Every visitor page on a 360 px wide phone: nothing scrolls sideways, axe-core finds no serious or
 * critical violation, and the category grid fits the narrow screen.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { overlaps } from './support/map-labels';
import { expectAccessible } from './support/page-checks';
import { gql, publishedPosts } from './support/site-api';

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
    // Nothing of the section above shows between the header and this one: a sliver of its button (4 px
    // once) is a target a thumb hits by mistake.
    const aboveBottom = await page
      .locator(`#category-${slug}`)
      .evaluate(
        (section) => section.previousElementSibling?.querySelector('button')?.getBoundingClientRect().bottom,
      );
    expect(aboveBottom).toBeDefined();
    expect(aboveBottom!).toBeLessThanOrEqual(header.y + header.height + 0.5);
  });

  test('the header: every link and button a whole tap target, none over another, in both languages', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Spanish names take the navigation to a second line on a phone; English's at 320 px.
    for (const lang of ['en', 'es'] as const) {
      for (const width of [320, 360, 412]) {
        await page.setViewportSize({ width, height: 780 });
        await page.goto(`/?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const boxes = await page.locator('.site-header').evaluate((header) =>
          [...header.querySelectorAll('a, button')]
            .map((e) => ({ name: (e.textContent ?? '').trim(), r: e.getBoundingClientRect() }))
            .filter(({ r }) => r.width > 0 && r.height > 0)
            .map(({ name, r }) => ({ name, left: r.left, top: r.top, right: r.right, bottom: r.bottom })),
        );
        expect(boxes.length).toBeGreaterThanOrEqual(6);
        for (const b of boxes)
          expect(b.bottom - b.top, `${lang} ${width}px: "${b.name}"'s height`).toBeGreaterThanOrEqual(24);
        const over = boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter((b) => overlaps(a, b))
            .map((b) => `"${a.name}" and "${b.name}"`),
        );
        expect(over, `${lang} at ${width}px`).toEqual([]);
      }
      // axe's target-size rule (page-checks.ts) on the same header, at Lighthouse's phone width.
      await expectAccessible(page);
    }
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
