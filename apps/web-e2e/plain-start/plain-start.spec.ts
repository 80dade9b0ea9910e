/**
 * Issue 28 on a plain start (project.ts): a fresh database, no SEED, no HPT_FILES, nothing from ../shared.
 * The real hospitals and prices come from what the repository ships: the CMS files (data/cms, loaded in
 * the background), the hospital directory (data/hospitals) and Brattleboro Memorial's price file
 * (data/price-files). Each test waits until the site says the data is loaded before it looks.
 */
import { test, expect, type Page } from '@playwright/test';
import { waitForData } from './wait-for-data';

/** The background load of a fresh start: a minute or more on a busy machine. */
test.describe.configure({ timeout: 360_000 });

async function chooseBrattleboro(page: Page) {
  const box = page.getByRole('combobox', { name: 'Location' });
  await box.fill('Brattlebor');
  await page.getByRole('option', { name: 'Brattleboro, VT, USA' }).click();
  await expect(box).toHaveValue('Brattleboro, VT, USA');
}

/** Screenshots at 1366 and 360 px; the whole page, or only the screen (a dialog over it). */
async function screenshots(page: Page, name: string, fullPage = true) {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 780 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage });
  }
}

test('map: Brattleboro Memorial’s detail shows its phone and CMS star rating from the shipped directory', async ({
  page,
}) => {
  await waitForData(page);
  await page.goto('/map/pneumonia');
  await chooseBrattleboro(page);
  await expect(page.getByTestId('result-count')).toContainText('Brattleboro, VT, USA');
  // The hospital's own item (its button names it; the list holds other Brattleboro-area hospitals too).
  await page.getByRole('button', { name: 'Prices and details for Brattleboro Memorial Hospital' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Brattleboro Memorial Hospital' })).toBeVisible();
  const facts = dialog.getByTestId('hospital-facts');
  await expect(facts.getByRole('link', { name: '(802) 257-0341' })).toHaveAttribute('href', 'tel:8022570341');
  await expect(facts.getByTestId('hospital-rating')).toHaveText(
    '3 of 5 stars, CMS Care Compare overall star rating (date not given by the source)',
  );
  // Its Medicare figures for the condition, from the shipped FY2011 file.
  await expect(dialog).toContainText('Source: CMS Medicare inpatient, FY2011');
  await screenshots(page, 'map-detail', false);
});

test('/procedures near Brattleboro finds procedures in the shipped Brattleboro price file', async ({
  page,
}) => {
  await waitForData(page);
  await page.goto('/procedures');
  const coverage = page.getByTestId('price-file-coverage');
  await expect(coverage).toContainText('Price files loaded for 1 hospital in VT');
  await chooseBrattleboro(page);
  await page.getByLabel('Procedure name or code').fill('70551');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('procedure-result-count')).toContainText(
    '1 hospital near Brattleboro, VT, USA publishes code 70551',
  );
  const hit = page.getByTestId('procedure-hit');
  await expect(hit).toHaveCount(1);
  await expect(hit.getByRole('heading')).toHaveText('Brattleboro Memorial Hospital');
  await expect(hit.getByText('70551').first()).toBeVisible();
  await screenshots(page, 'procedures');
});
