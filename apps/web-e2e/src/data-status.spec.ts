/**
 * While the server loads the shipped CMS price data on its first start, every page (the map too) says
 * so with the percentage, and the notice goes once the load is done. The suite's server runs on the
 * demo data (already complete), so the API's dataStatus answers are played here: LOADING twice, then
 * READY, as the first start reports them; and FAILED (with the next attempt), LOADING, READY, as a failed
 * load that is tried again reports them. DATA_STATUS_SHOTS=<folder> writes screenshots.
 */
import { test, expect } from '@playwright/test';
import { screenshots } from './support/page-checks';

const shoot = screenshots('DATA_STATUS_SHOTS', { waitForFadeIn: false });

test('the map says "Loading price data… (N %)" while the price data loads, then the notice goes', async ({
  page,
}) => {
  const answers = [
    { state: 'LOADING', percent: 42, message: 'Loading ipps_drg100_fy2011.csv.gz' },
    { state: 'LOADING', percent: 97, message: 'Loading medicare_inpatient_ny_2022.csv.gz' },
  ];
  let asked = 0;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'DataStatus') return route.continue();
    const status = answers[asked++] ?? { state: 'READY', percent: 100, message: null };
    await route.fulfill({ json: { data: { dataStatus: { __typename: 'DataStatus', ...status } } } });
  });

  await page.goto('/map');
  const notice = page.getByRole('status').filter({ hasText: 'Loading price data' });
  await expect(notice).toHaveText(/^Loading price data… \(42 %\)/);
  await expect(notice).toHaveText(/^Loading price data… \(97 %\)/);
  await expect(notice).toHaveCount(0);
  expect(asked).toBeGreaterThanOrEqual(3);
});

test('a failed load says so on the page with when the server tries again, and goes once it is loaded', async ({
  page,
}) => {
  // The server's answers: failed (the next attempt named), then loading again, then ready.
  const answers = [
    {
      state: 'FAILED',
      percent: 0,
      message: 'The price data could not be loaded yet. The server tries again at 12:34 UTC.',
    },
    { state: 'LOADING', percent: 10, message: 'Loading ipps_drg100_fy2011.csv.gz' },
  ];
  let asked = 0;
  await page.clock.install();
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'DataStatus') return route.continue();
    const status = answers[asked++] ?? { state: 'READY', percent: 100, message: null };
    await route.fulfill({ json: { data: { dataStatus: { __typename: 'DataStatus', ...status } } } });
  });

  await page.goto('/account');
  const failed = page.getByRole('status').filter({ hasText: 'could not be loaded' });
  await expect(failed).toHaveText(
    'Prices may be missing. The price data could not be loaded yet. The server tries again at 12:34 UTC.',
  );
  await shoot(page, 'data-status-failed');
  // The page keeps asking, less often, and follows the retry.
  await page.clock.runFor(60_000);
  await expect(page.getByRole('status').filter({ hasText: 'Loading price data' })).toHaveText(
    /^Loading price data… \(10 %\)/,
  );
  await page.clock.runFor(5_000);
  await expect(page.locator('.data-loading-notice')).toHaveCount(0);
});
