/**
 * Issue 28 in the browser: the hospital directory in the map's detail popup, and /procedures saying
 * which hospitals' price files are loaded. The suite's server runs on the generated demo hospitals
 * (SEED=demo), which the shipped directory does not describe; the real hospitals it adds from HPT_FILES
 * (Brattleboro Memorial, VT, 470011) get their directory facts at start. So the detail test asks the real
 * server for Brattleboro's facts and shows them in the detail of a demo hospital opened on the real map
 * screen (the rendering under test); the facts themselves are checked in startup.integration-spec.ts.
 */
import { test, expect } from '@playwright/test';

const FACTS = `{ provider(id: "470011") { provider { phone website hospitalType ownership emergencyServices
  birthingFriendly beds starRating { value source asOf } locationSource } } }`;

test('map detail: the hospital’s phone, type, ownership, CMS star rating with its source, location and directions', async ({
  page,
}) => {
  const csrf = (await (await page.request.get('/api/csrf')).json()).csrfToken as string;
  const real = await page.request.post('/graphql', {
    data: { query: FACTS },
    headers: { 'x-csrf-token': csrf },
  });
  const facts = (await real.json()).data.provider.provider as Record<string, unknown>;
  expect(facts).toMatchObject({
    phone: '(802) 257-0341',
    starRating: { value: 3, source: 'CMS Care Compare overall star rating', asOf: null },
    locationSource: 'BUILDING',
  });
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'MapProviderDetail') return route.fallback();
    const response = await route.fetch();
    const json = await response.json();
    Object.assign(json.data.provider.provider, facts);
    await route.fulfill({ response, json });
  });

  await page.goto('/map');
  await page
    .getByTestId('provider-item')
    .first()
    .getByRole('button', { name: /Prices and details/ })
    .click();
  const card = page.getByRole('dialog').getByTestId('hospital-facts');
  await expect(card.getByRole('link', { name: '(802) 257-0341' })).toHaveAttribute('href', 'tel:8022570341');
  await expect(card.getByTestId('hospital-rating')).toHaveText(
    '3 of 5 stars, CMS Care Compare overall star rating (date not given by the source)',
  );
  await expect(card).toContainText('Voluntary non-profit - Private');
  // The ownership's kind in words (issue 31): 501(r) binds a nonprofit.
  await expect(card.getByTestId('hospital-ownership')).toContainText(
    'Nonprofit hospital: federal tax law (26 U.S.C. 501(r)) requires it to have a financial assistance policy',
  );
  await expect(card).toContainText(
    'Acute Care Hospitals; emergency department, birthing-friendly (CMS), 61 beds',
  );
  await expect(card).toContainText('Location on the mapthe building (HIFLD hospitals layer)');
  await expect(card.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
});

test('procedures: says which hospitals’ files are loaded, and an area without one is not “no match”', async ({
  page,
}) => {
  await page.goto('/procedures');
  const coverage = page.getByTestId('price-file-coverage');
  // HPT_FILES of the suite: Brattleboro (VT), Keene (NH) and the first demo hospital (Austin, TX).
  await expect(coverage).toContainText('Price files loaded for 3 hospitals in NH, TX, VT');
  // Nothing for the site's operator is said to patients (issue 41).
  await expect(coverage).not.toContainText('npm run');
  await coverage.getByText(/Price files loaded/).click();
  await expect(coverage.getByRole('listitem')).toContainText([
    /Brattleboro Memorial Hospital, Brattleboro, VT/,
  ]);

  const location = page.getByRole('combobox', { name: 'Location' });
  await expect(location).toHaveValue('Austin, TX, USA');
  await location.fill('Billings');
  await page.getByRole('option', { name: /Billings, MT/ }).click();
  await page.getByLabel('Procedure name or code').fill('70551');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('procedure-result-count')).toContainText(
    'No hospital price file we hold covers the area within 75 km of Billings',
  );

  await location.fill('Brattleboro');
  await page.getByRole('option', { name: /Brattleboro, VT/ }).click();
  await expect(page.getByTestId('procedure-hit').first().getByRole('heading')).toHaveText(
    'Brattleboro Memorial Hospital',
  );
});
