/**
 * While the server loads the shipped CMS price data on its first start, every page (the map too) says
 * so with the percentage, and the notice goes once the load is done. The suite's server runs on the
 * demo data (already complete), so the API's dataStatus answers are played here: LOADING twice, then
 * READY, as the first start reports them.
 */
import { test, expect } from '@playwright/test';

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
