/**
 * The price map's first view, as the server drew it, in a real browser: React adopts it as it is, on a
 * phone and on a wide screen, and a phone draws the interactive map once the visitor searches another place (demo data
 * a fresh `npm start` seeds, as in map.spec.ts).
 */
import { test, expect, type Page } from '@playwright/test';

async function chooseCity(page: Page, typed: string, label: string) {
  const box = page.getByRole('combobox', { name: 'Location' });
  await box.fill(typed);
  await page.getByRole('option', { name: label }).click();
  await expect(box).toHaveValue(label);
}

test.describe("the map's first view", () => {
  test('on a phone, searching another place draws the interactive map at once (no empty frame)', async ({
    page,
  }) => {
    // The static map's outline is the server's, for the page's first place: for another place the
    // visitor chose, the interactive map is drawn without another tap.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/map/pneumonia');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByTestId('static-map')).toBeVisible();
    await expect(page.locator('canvas.maplibregl-canvas')).toHaveCount(0);
    await chooseCity(page, 'Dalla', 'Dallas, TX, USA');
    await expect(page.getByTestId('result-count')).toContainText('Dallas');
    await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move and zoom the map' })).toHaveCount(0);
  });

  for (const [screen, viewport] of [
    ['a phone', { width: 360, height: 740 }],
    ['a wide screen', { width: 1280, height: 720 }],
  ] as const) {
    test(`on ${screen}, the app adopts the server's map page as it is (nothing drawn again)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
      });
      // The screen's code held back until the server's markup has been marked.
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\/assets\/MapScreen-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/map/pneumonia');
      const item = page.getByTestId('provider-item').first();
      await expect(item).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      // A mark on the server's element itself (a property: the markup stays as served).
      await item.evaluate((el) => ((el as HTMLElement & { served?: boolean }).served = true));
      release();
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      expect(await item.evaluate((el) => (el as HTMLElement & { served?: boolean }).served === true)).toBe(
        true,
      );
      // And the app answers: a hospital opens its details.
      await item.getByRole('button', { name: /Prices and details/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(warnings.filter((w) => /drawn again|hydrat/i.test(w))).toEqual([]);
    });
  }

  test('on a phone, a hospital below the screen is laid out only as it nears it, and the keyboard still reaches it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/map/pneumonia');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const items = page.getByTestId('provider-item');
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    // The list starts below the map: its last item's contents are skipped by the browser (map-list.css,
    // content-visibility), still in the page for assistive technology and find-in-page.
    const name = items.last().locator('.provider-name');
    const drawn = () =>
      name.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
    expect(await drawn()).toBe(false);
    await expect(name).toHaveText(/\S/);
    // Reached with the keyboard: focused, it is drawn and scrolled to, and opens its details.
    const open = items.last().getByRole('button', { name: /Prices and details/ });
    await open.focus();
    await expect.poll(drawn).toBe(true);
    const box = (await open.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  for (const [screen, viewport] of [
    ['a phone', { width: 360, height: 740 }],
    ['a wide screen', { width: 1280, height: 720 }],
  ] as const) {
    test(`on ${screen}, the list stands where it stays while the page is still arriving (no layout shift)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // Where the list is within the map's layout (the banners above it may change with the allowance).
      const listAt = () =>
        page.getByTestId('map-results').evaluate((el) => {
          const list = el.getBoundingClientRect();
          const layout = el.parentElement!.getBoundingClientRect();
          return { top: list.top - layout.top, left: list.left - layout.left, width: list.width };
        });
      await page.goto('/map/pneumonia');
      await expect(page.getByTestId('static-map')).toBeVisible();
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      const settled = await listAt();
      // The page as a slow network delivers it: the server's markup up to the list, the map's frame (after
      // it in the page) not here yet, and no script run.
      await page.route(/\/map\/pneumonia$/, async (route) => {
        const res = await route.fetch();
        const html = await res.text();
        const at = html.indexOf('<div class="map-area"');
        expect(at).toBeGreaterThan(html.indexOf('data-testid="map-results"'));
        await route.fulfill({ response: res, body: html.slice(0, at) });
      });
      await page.route(/\.js$/, (route) => route.abort());
      await page.goto('/map/pneumonia');
      await expect(page.getByTestId('provider-item').first()).toBeVisible();
      await expect(page.getByTestId('static-map')).toHaveCount(0);
      expect(await listAt()).toEqual(settled);
    });
  }
});
