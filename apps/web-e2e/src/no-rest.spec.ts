/**
 * Issue 44, "the web app sends no REST request of its own": a walk over the real screens (home, a map
 * search with a result, sign in, the dashboard, a visit, the upload screen, settings with the export
 * download, the form kit's pickers) with every request the page sends recorded. Anything under /api/
 * fails the walk, except the two file transfers: the tus upload endpoint (/api/files/tus, a resumable
 * upload protocol) and the data export's download (/api/user/export, the archive streamed as a file; as a
 * GraphQL answer it would sit whole in the server's memory, base64-encoded). What the test itself sends to set up (page.request) is not the page's and is not recorded.
 */
import { test, expect, type Page } from '@playwright/test';
import { signUpAndLogIn } from './support/accounts';
import { csrfToken } from './support/site-api';

const ALLOWED = /^\/api\/(files\/tus(\/|$)|user\/export$)/;

function recordRestCalls(page: Page): string[] {
  const rest: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && !ALLOWED.test(url.pathname))
      rest.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  return rest;
}

const drawn = (page: Page) => expect(page.locator('#root')).not.toHaveAttribute('inert');

test('the web app reads and writes through GraphQL only, its two file transfers aside', async ({ page, browser }) => {
  test.setTimeout(150_000);
  // The account is made in another browser, so that this one signs in through the form.
  const setup = await browser.newPage();
  const { email, password } = await signUpAndLogIn(setup);
  const token = await csrfToken(setup.request);
  const made = await setup.request.post('/graphql', {
    headers: { 'x-csrf-token': token },
    data: { query: 'mutation { saveEvent(input: { name: "Knee surgery" }) { event { id } } }' },
  });
  const eventId = ((await made.json()) as { data: { saveEvent: { event: { id: string } } } }).data.saveEvent
    .event.id;
  await setup.close();

  const rest = recordRestCalls(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await drawn(page);

  // A map search with a result; the town names load once the map is up.
  await page.goto('/map/pneumonia');
  await expect(page.getByTestId('provider-item').first()).toBeVisible();
  await drawn(page);

  await page.goto('/account');
  await drawn(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Knee surgery' }).first()).toBeVisible();
  await page.goto(`/dashboard/event/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Knee surgery' })).toBeVisible();

  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload a bill' })).toBeVisible();

  await page.goto('/dashboard/settings');
  await drawn(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-link').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fairprice-data-\d{4}-\d{2}-\d{2}\.zip$/);

  // The form kit's pickers: the loaded diagnosis and bill type lists, and a search.
  await page.goto('/dev/form-kit');
  await drawn(page);
  await expect(page.getByRole('button', { name: 'Remove Hospital' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Diagnoses/ }).fill('heart');
  await expect(page.getByRole('option', { name: 'Heart failure' })).toBeVisible();

  expect(rest).toEqual([]);
});
