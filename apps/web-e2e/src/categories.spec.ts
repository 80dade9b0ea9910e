/**
 * The categories page on a fresh `npm start`: the icon grid and its scrolling, the server's first view
 * adopted as it is, the icon sprite, the account menu before and after drawing, and unknown categories.
 */
import { signUpAndLogIn } from './support/accounts';
import { test, expect, type Page } from '@playwright/test';
import { expectAccessible, expectMeta } from './support/page-checks';
import { expectAdopted, holdScreenCode, hydrationWarnings } from './support/adoption';

/** Until the page's scroll position holds still for 300 ms (scrolling is applied after the input). */
async function scrollSettled(page: Page) {
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(300);
      return (await page.evaluate(() => window.scrollY)) === y;
    })
    .toBe(true);
}

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
    // The app has adopted the server's markup and finished its first queries.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.waitForLoadState('networkidle');
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeLessThan(40_000); // 200,000 px with every section open
    // By keyboard here (the mouse is the next test's).
    await toggle.focus();
    await page.keyboard.press('Enter');
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
    // The screen's code held back until the server's markup has been marked.
    const watch = await holdScreenCode(page, 'CategoriesScreen');
    await page.goto('/categories');
    const title = page.getByRole('heading', { level: 1, name: 'Conditions by category' });
    await expect(title).toBeVisible();
    // The same element is still there once the code has run: nothing was drawn again.
    await expectAdopted(page, title, watch);
    // And the app answers: the search filters.
    await page.getByLabel('Find a category or condition').fill('pneumonia');
    await expect(page.locator('.category-conditions h3', { hasText: /pneumonia/i }).first()).toBeVisible();
    expect(hydrationWarnings(watch)).toEqual([]);
  });

  test('the sections stay where they are while more is drawn, and a mouse click opens one', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/categories');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.waitForLoadState('networkidle');
    const icons = page.getByTestId('category-grid').getByRole('link');
    const sections = page.locator('.category-section');
    const drawnIcons = await icons.count();
    // The visitor goes down to the sections: the first one in the middle of the screen, the end of the
    // grid ("Show all N categories") in view above it.
    const first = sections.first();
    const toggle = first.getByRole('button', { expanded: false });
    await toggle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const top = () => toggle.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    // ...and scrolls on with the wheel: the sections below are drawn as they come near.
    const drawnSections = await sections.count();
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 400);
    await expect.poll(() => sections.count()).toBeGreaterThan(drawnSections);
    // The wheel's steps are scrolled after the events are sent: on a loaded machine the last one moved the
    // page by its 400 px after the scroll back below (CI, 2026-11-30), so wait for the page to hold still.
    await scrollSettled(page);
    // Nothing was added above the sections: the grid waits to be asked, and the first section has not
    // moved on the page (before, each step drew 32 icons above it, pushing it down by their rows).
    expect(await icons.count()).toBe(drawnIcons);
    expect(await top()).toBe(before);
    // Back up to it, where the visitor's view stays put (no icon is drawn above it now either), and a
    // click of the mouse opens it (it used to land on the grid that had grown under the pointer).
    await toggle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await scrollSettled(page);
    const box = (await toggle.boundingBox())!;
    await page.waitForTimeout(500);
    expect((await toggle.boundingBox())!.y).toBe(box.y);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(first.getByRole('button', { expanded: true })).toBeVisible();
    await expect(first.locator('.category-conditions')).toBeVisible();
    expect(page.url()).toMatch(/\/categories$/);
    expect(await icons.count()).toBe(drawnIcons);
    // "Show all" still draws every icon on request.
    await page.getByRole('button', { name: /^Show all \d+ categories$/ }).click();
    await expect.poll(() => icons.count()).toBeGreaterThan(drawnIcons);
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
    const links = grid.getByRole('link');
    await expect(links.first()).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // The first pass draws 32 icons; the next ones are drawn as the visitor scrolls near the end of the
    // grid, without a click, and "Show all" draws every one.
    const showAll = grid.getByRole('button', { name: /^Show all \d+ categories$/ });
    const total = Number(/\d+/.exec((await showAll.textContent()) ?? '')![0]);
    expect(total).toBeGreaterThan(100);
    const drawn = await links.count();
    expect(drawn).toBeLessThan(total);
    // Scrolled to just above the end of the grid, as a visitor scrolling down comes to it.
    await showAll.evaluate((el) =>
      window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight - 40),
    );
    await expect.poll(() => links.count()).toBeGreaterThan(drawn);
    if (await showAll.isVisible()) await showAll.click();
    await expect(links).toHaveCount(total);
    await expect(showAll).toHaveCount(0);
    await expect(page.locator('.category-section')).toHaveCount(total);
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
    const tokenQueries: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && /query Token\b|"operationName":"Token"/.test(r.postData() ?? ''))
        tokenQueries.push(r.url());
    });
    await page.goto('/categories');
    const menu = page.getByRole('navigation', { name: 'Account' });
    // The server drew the signed-in menu (before any script ran).
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await menu.evaluate((el) => ((el as HTMLElement & { served?: boolean }).served = true));
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // Once drawn, the menu keeps its element (nothing focused in it is lost), and the token the page came
    // with is not asked for again while this first screen shows (it is the server's answer of this very
    // request: lib/auth.ts useToken).
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(tokenQueries).toEqual([]);
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
