/**
 * Finding one's way on the price map (issue 28): a ZIP code in the location box, the searched point's
 * name on the map, town names from the offline gazetteer. On the demo data a fresh `npm start` seeds:
 * its New York hospitals sit at ZIPs 10016, 10032, 11215 and 10467 (libs/cms-import demo-seed.ts), all
 * within 20 km of ZIP 10001's centroid (Chelsea, Manhattan).
 */
import { test, expect } from '@playwright/test';

test.describe('price map orientation', () => {
  test('a ZIP code is a place: typed, suggested with its city, searched from its centroid', async ({
    page,
  }) => {
    await page.goto('/map/pneumonia');
    await expect(page.getByTestId('provider-item').first()).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Location' });
    await box.fill('10001');
    const option = page.getByRole('option', { name: 'ZIP 10001 (New York, NY)' });
    await expect(option).toBeVisible();
    // Enter takes the one suggestion, as it does for a city.
    await box.press('Enter');
    await expect(box).toHaveValue('ZIP 10001 (New York, NY)');
    await expect(page.getByTestId('result-count')).toContainText('ZIP 10001 (New York, NY)');
    const items = page.getByTestId('provider-item');
    await expect(items.first()).toContainText(/New York|Brooklyn|Bronx/);
    // Distances are from the ZIP's centroid: the nearest demo hospital (ZIP 10016) is a few km away.
    const nearest = await items.first().locator('.provider-distance').textContent();
    expect(Number(/([\d.]+) km/.exec(nearest ?? '')?.[1])).toBeLessThan(5);
    // The searched point is named on the map.
    await expect(page.getByTestId('search-point-label')).toHaveText('ZIP 10001');

    // The place is kept for the next visit, with its ZIP label.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('ZIP 10001 (New York, NY)');
  });

  test('the searched city is named at its point, and the gazetteer names towns around it', async ({
    page,
  }) => {
    await page.goto('/map/pneumonia');
    const box = page.getByRole('combobox', { name: 'Location' });
    await box.fill('Billings, MT');
    await page.getByRole('option', { name: 'Billings, MT, USA' }).click();
    await expect(page.getByTestId('search-point-label')).toHaveText('Billings');
    // The town names come from the API's gazetteer, around the searched point.
    const towns = await page.request.get('/api/geo/towns?lat=45.8&lng=-108.5');
    expect(towns.ok()).toBe(true);
    expect(towns.headers()['cache-control']).toContain('max-age');
    const names = ((await towns.json()) as { towns: [string, number, number, number][] }).towns.map(
      (t) => t[0],
    );
    expect(names).toEqual(expect.arrayContaining(['Billings', 'Laurel', 'Bozeman']));
    // The label sits over every marker and group: none of them can cover it.
    const labelZ = await page
      .getByTestId('search-point-label')
      .evaluate((el) => Number(getComputedStyle(el.closest('.maplibregl-marker')!).zIndex) || 0);
    const markersZ = await page
      .locator('.maplibregl-marker')
      .filter({ has: page.locator('[data-testid=map-marker], [data-testid=map-cluster]') })
      .evaluateAll((els) => els.map((el) => Number(getComputedStyle(el).zIndex) || 0));
    for (const other of markersZ) expect(labelZ).toBeGreaterThan(other);
  });

  test('ZIP suggestions and refusals through the API', async ({ page }) => {
    const suggest = await page.request.post('/graphql', {
      data: { query: '{ cities(prefix: "1000", limit: 3) { label lat lng } }' },
      headers: { 'content-type': 'application/json' },
    });
    const body = (await suggest.json()) as { data: { cities: { label: string }[] } };
    expect(body.data.cities.map((c) => c.label)).toEqual([
      'ZIP 10001 (New York, NY)',
      'ZIP 10002 (New York, NY)',
      'ZIP 10003 (New York, NY)',
    ]);
    const bad = await page.request.get('/api/geo/towns?lat=abc&lng=1');
    expect(bad.status()).toBe(400);
  });
});
