/**
 * The price map's names are never cut by the map's edge (issue 28), on the interactive map (town names
 * drawn by MapLibre, the HTML names of major cities and of the searched point) and on the server's
 * static map that stands on a narrow screen; town names keep clear of markers and groups. The town names
 * come from the shipped gazetteer whatever the seed (GET /api/geo/towns); the places: New Haven, CT
 * (-72.9273, 41.3152) and Trenton, NJ (-74.7177, 40.2522) are named from zoom 6, the New York label
 * (major cities, MarkerButton.tsx) sits at (-74.01, 40.71).
 */
import { test, expect, type Page } from '@playwright/test';
import { cutByTheEdge, htmlNames, mapSize, moveMap, townsAcrossTheEdge, townsIn } from './support/map-labels';

async function searchFrom(page: Page, typed: string, label: string) {
  const box = page.getByRole('combobox', { name: 'Location' });
  await box.fill(typed);
  await page.getByRole('option', { name: label }).click();
  await expect(box).toHaveValue(label);
}

/** The HTML names the frame would cut, and whether `name` is among those shown. */
async function expectHtmlNamesInside(page: Page, frame: string, name?: string) {
  const { frame: box, names } = await htmlNames(page, frame);
  expect(cutByTheEdge(box, names)).toEqual([]);
  if (name) expect(names.map((n) => n.text)).toContain(name);
}

test.describe('price map names inside the frame', () => {
  test('a town name at any edge is moved inside or left out, never cut', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/map/pneumonia');
    await searchFrom(page, '10001', 'ZIP 10001 (New York, NY)');
    await expect(page.locator('.maplibregl-canvas')).toBeVisible();

    for (const [town, point, at] of [
      ['New Haven', [-72.9273, 41.3152], 'right'],
      ['Trenton', [-74.7177, 40.2522], 'left'],
      ['New Haven', [-72.9273, 41.3152], 'top'],
      ['Trenton', [-74.7177, 40.2522], 'bottom'],
    ] as const) {
      await moveMap(page, { zoom: 8, point: [point[0], point[1]], at });
      const { width, height } = await mapSize(page);
      const drawn = await townsIn(page, { left: 0, top: 0, right: width, bottom: height });
      // Town names are drawn at this zoom (the check below is not passed by an empty map)...
      expect(drawn.length).toBeGreaterThan(2);
      // ...none of them reaches beyond an edge...
      expect(await townsAcrossTheEdge(page)).toEqual([]);
      // ...and the town 20 px from the edge keeps its name, drawn beside it on the inner side.
      expect(drawn, `${town} at the ${at} edge`).toContain(town);
    }
  });

  test('town names keep clear of every group and marker; markers keep their names', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/map/pneumonia');
    await searchFrom(page, '10001', 'ZIP 10001 (New York, NY)');
    await expect(page.getByTestId('search-point-label')).toHaveText('ZIP 10001');
    for (const zoom of [8, 9, 10]) {
      await moveMap(page, { zoom, point: [-73.997, 40.75], at: 'centre' });
      const canvas = (await page.locator('.maplibregl-canvas').boundingBox())!;
      const markers = page.locator('[data-testid=map-cluster], [data-testid=map-marker]');
      const boxes = await markers.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        }),
      );
      expect(boxes.length).toBeGreaterThan(0);
      for (const b of boxes) {
        const area = {
          left: b.left - canvas.x,
          top: b.top - canvas.y,
          right: b.right - canvas.x,
          bottom: b.bottom - canvas.y,
        };
        expect(await townsIn(page, area), `zoom ${zoom}`).toEqual([]);
      }
      // The searched point's name is there, over every marker and group.
      await expect(page.getByTestId('search-point-label')).toBeVisible();
    }
    // A group is a button named in words; the edge rules changed nothing of that.
    const group = page.getByTestId('map-cluster').first();
    if ((await group.count()) > 0) {
      await expect(group).toHaveAccessibleName(/^\d+ hospitals here(, lowest price \$[\d,.]+)?\. Zoom in/);
    }
  });

  test('the HTML names (a major city, the searched point) slide inside or go above their point', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/map/pneumonia');
    await searchFrom(page, '10001', 'ZIP 10001 (New York, NY)');
    const map = '.maplibregl-map';
    const newYorkShown: string[] = [];
    for (const at of ['left', 'right', 'bottom'] as const) {
      // The New York label 20 px from the edge: slid in sideways, or put above its point at the bottom;
      // or hidden where the searched point's name and the demo hospitals take every place beside it.
      await moveMap(page, { zoom: 9, point: [-74.01, 40.71], at });
      await expectHtmlNamesInside(page, map);
      const { names } = await htmlNames(page, map);
      if (names.some((n) => n.text === 'New York')) newYorkShown.push(at);
    }
    expect(newYorkShown.length, `New York shown at the ${newYorkShown.join(', ')} edge`).toBeGreaterThan(0);
    for (const at of ['left', 'right', 'bottom'] as const) {
      await moveMap(page, { zoom: 11, point: [-73.997, 40.75], at });
      await expectHtmlNamesInside(page, map, 'ZIP 10001');
    }
    // A name whose point is off the map is not drawn at all.
    await moveMap(page, { zoom: 11, point: [-73.5, 40.75], at: 'centre' });
    await expect(page.getByTestId('search-point-label')).toBeHidden();
  });

  test("on a phone the static map's names stay inside too, and after 'Move and zoom the map'", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/map/pneumonia');
    // Bayonne, NJ: at the static map's zoom (10) the New York label is about 150 px east of the
    // searched point, across the right edge of a phone's map (about 336 px wide) unless moved in.
    await searchFrom(page, 'Bayonne', 'Bayonne, NJ, USA');
    await page.reload();
    // Once the app has adopted the server's page: the frame's size is known only in the browser.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const staticMap = page.getByTestId('static-map');
    await expect(staticMap).toBeVisible();
    await expect(staticMap.getByTestId('search-point-label')).toHaveText('Bayonne');
    await expectHtmlNamesInside(page, '[data-testid=static-map]', 'New York');

    await page.getByRole('button', { name: 'Move and zoom the map' }).click();
    await expect(page.locator('.maplibregl-canvas')).toBeVisible();
    await expect(staticMap).toBeHidden();
    await moveMap(page, { zoom: 10, point: [-74.1192, 40.6664], at: 'centre' });
    await expectHtmlNamesInside(page, '.maplibregl-map', 'Bayonne');
    expect(await townsAcrossTheEdge(page)).toEqual([]);
  });
});
