/**
 * Issue 28 on the price map, in a real browser on the demo data (SEED=demo, data year 2023): every figure
 * the map compares is in one year's dollars (2024, CPI-U medical care) with the published figure and its
 * year beside it; the list sorts by price or distance; the condition picker says where a condition has
 * figures; the default map opens on priced hospitals; a condition without figures says why and links to
 * what there is.
 */
import { test, expect, type Page } from '@playwright/test';

/** 2023 dollars to 2024 dollars: the CPI-U medical care annual averages 563.841 / 549.084 (@fp/domain cpi.ts). */
const CPI_2023_TO_2024 = 563.841 / 549.084;

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

async function chooseCity(page: Page, typed: string, label: string) {
  const box = page.getByRole('combobox', { name: 'Location' });
  await box.fill(typed);
  await page.getByRole('option', { name: label }).click();
  await expect(box).toHaveValue(label);
}

test('a New York search: every compared figure is in 2024 dollars, beside its published 2023 figure; sorted by price', async ({
  page,
}) => {
  await page.goto('/map/pneumonia');
  await chooseCity(page, 'New Yor', 'New York, NY, USA');
  await expect(page.getByTestId('result-count')).toContainText('New York, NY, USA');
  // The previous place's list stays on screen, marked busy, until New York's answer arrives (CI at load
  // once counted the old list).
  await expect(page.getByTestId('map-results')).toHaveAttribute('aria-busy', 'false');
  const items = page.getByTestId('provider-item');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThan(1);

  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    // The dollars named, with the original year; the published figure with its year beside it.
    await expect(item.getByTestId('price-dollars')).toHaveText(
      '2023 prices in 2024 dollars (CPI-U medical care, estimate)',
    );
    const published = await item.getByTestId('published-figures').innerText();
    const match = /^Published 2023: (\$[\d,.]+)(?: – (\$[\d,.]+))? \(Demo data\)$/.exec(published.trim());
    expect(match, published).not.toBeNull();
    // The compared range is the published one moved by the CPI factor, end by end (one year: the
    // lowest and highest figures stay the lowest and highest once moved).
    const shown = await item.locator('.price-range .visually-hidden').allTextContents();
    const [low, high] = shown.filter((t) => t.startsWith('$')).map(cents);
    if (match![2]) {
      expect(low).toBe(Math.round(cents(match![1]) * CPI_2023_TO_2024));
      expect(high).toBe(Math.round(cents(match![2]) * CPI_2023_TO_2024));
    } else {
      // One figure: the compared range is the moved figure ± 15 %.
      const moved = Math.round(cents(match![1]) * CPI_2023_TO_2024);
      expect(low).toBe(Math.round(moved * 0.85));
      expect(high).toBe(Math.round(moved * 1.15));
    }
  }
  // The chart and its words compare the same 2024-dollar figures.
  await expect(page.getByTestId('price-spread').locator('figcaption')).toContainText('In 2024 dollars');

  // Sort by price with the keyboard: the radio group takes the arrow keys.
  const order = page.getByTestId('list-order');
  await order.getByRole('radio', { name: 'Distance' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(order.getByRole('radio', { name: 'Price (2024 dollars)' })).toBeChecked();
  await expect(
    page.getByRole('list', { name: 'Hospitals found, cheapest first in 2024 dollars' }),
  ).toBeVisible();
  const averages = (
    await page.locator('.provider-item .price-average .visually-hidden').allTextContents()
  ).map(cents);
  expect(averages).toHaveLength(count);
  expect([...averages].sort((a, b) => a - b)).toEqual(averages);
  // And back to the nearest first.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('list', { name: 'Hospitals found, nearest first' })).toBeVisible();
});

test('the default map opens on a condition with priced hospitals near the default place', async ({
  page,
}) => {
  await page.goto('/map');
  await expect(page.getByRole('combobox', { name: 'Condition' })).toHaveValue('Pneumonia');
  await expect(page.getByTestId('result-count')).toContainText('within 75 km of Austin, TX, USA');
  const first = page.getByTestId('provider-item').first();
  await expect(first.getByTestId('price-dollars')).toContainText('in 2024 dollars');
  await expect(page.getByTestId('no-results')).toHaveCount(0);
});

test('the picker marks conditions without figures; such a condition says why and links to what there is', async ({
  page,
}) => {
  await page.goto('/map');
  await expect(page.getByTestId('provider-item').first()).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const condition = page.getByRole('combobox', { name: 'Condition' });

  await condition.fill('pneumo');
  const pneumonia = page.getByRole('option', { name: 'Pneumonia', exact: true });
  await expect(pneumonia).toBeVisible();
  await expect(pneumonia.getByTestId('condition-coverage')).toHaveText(
    /^\d+ hospitals? near Austin · \d+ hospitals? in the US$/,
  );

  // Not common, so the demo data has no figures for it (the demo prices the common conditions only).
  await condition.fill('preeclam');
  const unpriced = page.getByRole('option', {
    name: 'Preeclampsia and high blood pressure in pregnancy',
    exact: true,
  });
  await expect(unpriced.getByTestId('condition-coverage')).toHaveText('No Medicare figures');
  await expect(unpriced.getByTestId('condition-coverage')).toHaveAttribute('data-priced', 'false');
  await unpriced.click();

  const none = page.getByTestId('no-results');
  await expect(none.getByTestId('no-figures-reason')).toContainText(
    'Medicare rarely pays for pregnancy and childbirth',
  );
  await expect(none.getByRole('link', { name: 'Hospital price files' })).toHaveAttribute(
    'href',
    '/procedures',
  );
  // Related conditions with figures near the place (childbirth, in the demo data) are links that change
  // the map's condition.
  const related = none.getByTestId('related-conditions').getByRole('link');
  await expect(related.first()).toBeVisible();
  const name = (await related.first().textContent())!;
  await related.first().click();
  await expect(condition).toHaveValue(name);
  await expect(page.getByTestId('provider-item').first()).toBeVisible();
});
