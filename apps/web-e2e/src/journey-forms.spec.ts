/**
 * Issue 41's leftovers, on the real screens (each test failed on the code before the fix):
 * 1. a visit is not rated until the user picks a rating, and the rating can be taken back, by keyboard;
 * 2. "Austin, TX" is one point: the map's default place and the city picked in the location box give the
 *    same distances;
 * 3. the upload form's Diagnoses says from the start that it is required unless the bill's MS-DRG is
 *    given, and follows the codes as they change;
 * 4. the dashboard writes dates one way ("January 2, 2026"): the visit, the bill check's next steps and
 *    the to-do list;
 * 5. settings asks for the first and last name once (the address form there sends the saved name), and
 *    shows the insurer after the plan is saved and after a reload.
 * With JOURNEY_SHOTS=<folder>, screenshots at 1366 and 360 px are written there.
 */
import { test, expect, type Page } from '@playwright/test';
import { signUpAndLogIn } from './support/accounts';
import { openUploadForm } from './support/bills';
import { pickDemoHospital } from './support/hospitals';
import { screenshots } from './support/page-checks';
import { csrfToken } from './support/site-api';

const shoot = screenshots('JOURNEY_SHOTS');
test.use({ viewport: { width: 1366, height: 900 } });

/** A date written MM/DD/YYYY, which no shown date on the dashboard should be. */
const SLASHED = /\b\d{2}\/\d{2}\/\d{4}\b/;

async function saveEvent(page: Page) {
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a visit is not rated until the user picks a rating; the rating can be taken back, by keyboard', async ({
  page,
}) => {
  await signUpAndLogIn(page);
  await page.goto('/dashboard/add-event');
  const rating = page.getByLabel('Your rating of the facility');
  await expect(rating).toHaveValue('');
  await expect(rating.locator('option:checked')).toHaveText('No rating');
  await page.getByLabel('Name of the visit').fill('Check-up');
  await page.getByLabel('Admitted').fill('01022026');
  await shoot(page, 'journey-rating-none');
  await saveEvent(page);
  await page.getByRole('link', { name: 'Check-up' }).click();
  await expect(page).toHaveURL(/\/dashboard\/event\/[0-9a-f-]{36}$/);
  const eventUrl = page.url();
  const facts = page.locator('.event-facts');
  await expect(facts).toContainText('January 2, 2026');
  await expect(facts).not.toContainText('Rating');
  await expect(facts).not.toContainText('stars');

  // Picked with the keyboard: 5 stars is the first after "No rating", 4 the next.
  await page.goto(eventUrl.replace('/dashboard/event/', '/dashboard/add-event/'));
  await expect(rating).toHaveValue('');
  await rating.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(rating).toHaveValue('4');
  await saveEvent(page);
  await page.goto(eventUrl);
  await expect(facts).toContainText('4 of 5 stars');

  // Taken back: "No rating" again, and the visit shows none.
  await page.goto(eventUrl.replace('/dashboard/event/', '/dashboard/add-event/'));
  await expect(rating).toHaveValue('4');
  await rating.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  await expect(rating).toHaveValue('');
  await saveEvent(page);
  await page.goto(eventUrl);
  await expect(facts).toContainText('January 2, 2026');
  await expect(facts).not.toContainText('stars');
  await expect(facts).not.toContainText(SLASHED);
});

test('"Austin, TX" is one point: the default place and the picked city give the same distances', async ({
  page,
}) => {
  const distances = page.getByTestId('provider-item').locator('.provider-distance');
  const box = page.getByRole('combobox', { name: 'Location' });
  await page.goto('/map');
  await expect(box).toHaveValue('Austin, TX, USA');
  await expect(distances.first()).toBeVisible();
  const atDefault = await distances.allTextContents();
  expect(atDefault.length).toBeGreaterThan(2);

  for (const [typed, label] of [
    ['Dalla', 'Dallas, TX, USA'],
    ['Austin', 'Austin, TX, USA'],
  ]) {
    await box.fill(typed);
    await page.getByRole('option', { name: label }).click();
    await expect(box).toHaveValue(label);
    await expect(page.getByTestId('result-count')).toContainText(label);
  }
  await expect(distances.first()).toBeVisible();
  expect(await distances.allTextContents()).toEqual(atDefault);
});

/** A new account's upload page with one PDF chosen: its visit form. */
async function uploadForm(page: Page) {
  await signUpAndLogIn(page);
  return openUploadForm(page);
}

test('the upload form says from the start when Diagnoses is required, and follows the MS-DRG live', async ({
  page,
}) => {
  const form = await uploadForm(page);
  // Before any submit, the label says the rule.
  const diagnoses = form.getByRole('combobox', { name: /^Diagnoses/ });
  await expect(diagnoses).toHaveAccessibleName('Diagnoses (required unless you give the bill’s MS-DRG)');
  await expect(diagnoses).toHaveAttribute('aria-required', 'true');
  await shoot(page, 'journey-upload-diagnoses-required');

  // The MS-DRG given: optional; taken away: required again.
  const codes = form.getByRole('combobox', { name: /^Billing codes/ });
  await codes.fill('DRG 291');
  await codes.press('Enter');
  await expect(diagnoses).toHaveAccessibleName('Diagnoses (optional: the bill’s MS-DRG is given)');
  await expect(diagnoses).not.toHaveAttribute('aria-required', 'true');
  await form.getByRole('button', { name: /^Remove DRG 291/ }).click();
  await expect(diagnoses).toHaveAccessibleName('Diagnoses (required unless you give the bill’s MS-DRG)');
  await codes.fill('DRG 291');
  await codes.press('Enter');
  await expect(diagnoses).toHaveAccessibleName('Diagnoses (optional: the bill’s MS-DRG is given)');
  await shoot(page, 'journey-upload-diagnoses-optional');
  // Its rating, too, starts with none chosen.
  await expect(form.getByLabel('Your rating of the facility')).toHaveValue('');
});

test('the dashboard writes dates one way: an uploaded visit, its bill check and the to-do list', async ({ page }) => {
  test.setTimeout(120_000);
  const form = await uploadForm(page);
  const codes = form.getByRole('combobox', { name: /^Billing codes/ });
  await codes.fill('DRG 291');
  await codes.press('Enter');
  await pickDemoHospital(page, /^Clinic or hospital/);
  await form.getByLabel(/^Admitted/).pressSequentially('01102026');
  await form.getByLabel(/^Total/).pressSequentially('45000');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thankyou\/bill$/);

  // The visit: its date and its file's date written one way, no rating.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Demo Stonebridge Health Center' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/event\/[0-9a-f-]{36}$/);
  await expect(page.locator('.event-facts')).toContainText('January 10, 2026');
  await expect(page.locator('.event-facts')).not.toContainText('stars');
  await expect(page.getByRole('main')).not.toContainText(SLASHED);

  // The bill check's next steps, then the to-do list: the same way.
  await page.getByRole('link', { name: 'Visit', exact: true }).click();
  await page.getByRole('button', { name: 'Check this bill' }).click();
  const steps = page.locator('.bill-check-steps > li');
  await expect(steps.first()).toBeVisible();
  await expect(steps.filter({ hasText: /— by [A-Z][a-z]+ \d{1,2}, \d{4}/ }).first()).toBeVisible();
  for (const text of await steps.allTextContents()) expect(text).not.toMatch(SLASHED);
  await shoot(page, 'journey-bill-check-dates');
  await page.getByRole('button', { name: 'Add to my to-do list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'tasks added' })).toBeVisible();
  await page.goto('/dashboard/todo');
  const due = page.getByRole('listitem').filter({ hasText: /Due / });
  await expect(due.first()).toBeVisible();
  await expect(due.filter({ hasText: /Due [A-Z][a-z]+ \d{1,2}, \d{4}/ }).first()).toBeVisible();
  for (const text of await due.allTextContents()) expect(text).not.toMatch(SLASHED);
  await shoot(page, 'journey-todo-dates');
});

test('settings asks for the first and last name once and sends the saved name with the address', async ({
  page,
}) => {
  await signUpAndLogIn(page);
  await page.goto('/dashboard/settings');
  const main = page.getByRole('main');
  await expect(page.getByRole('form', { name: 'Your address' })).toBeVisible();
  // One First/Last name pair on the page.
  await expect(main.getByLabel(/^First name/)).toHaveCount(1);
  await expect(main.getByLabel(/^Last name/)).toHaveCount(1);

  // The address without a saved name: asked for first, in words.
  const address = page.getByRole('form', { name: 'Your address' });
  await address.getByLabel(/^Address( \(Required\))?$/).fill('12 Elm St');
  await address.getByLabel(/^City/).fill('Austin');
  await address.getByLabel(/^State/).fill('TX');
  await address.getByLabel(/^ZIP code/).fill('78701');
  await address.getByRole('button', { name: 'Save my address' }).click();
  await expect(address.getByText('Please save your first and last name above first.')).toBeVisible();
  const name = page.getByRole('form', { name: 'Your name' });
  await name.getByLabel(/^First name/).fill('Pat');
  await name.getByLabel(/^Last name/).fill('Doe');
  await name.getByRole('button', { name: 'Save my name' }).click();
  await expect(name.getByText('Your name is saved.')).toBeVisible();
  await address.getByRole('button', { name: 'Save my address' }).click();
  await expect(address.getByText('Your address is saved.')).toBeVisible();
  const me = (await (
    await page.request.post('/graphql', {
      headers: { 'x-csrf-token': await csrfToken(page.request) },
      data: { query: '{ me { firstName lastName address city state zip } }' },
    })
  ).json()) as { data: { me: Record<string, string> } };
  expect(me.data.me).toEqual({
    firstName: 'Pat',
    lastName: 'Doe',
    address: '12 Elm St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  });
  await shoot(page, 'journey-settings');
});

test('the insurer shows by name after the plan is saved and after a reload', async ({ page }) => {
  await signUpAndLogIn(page);
  await page.goto('/dashboard/settings');
  const plan = page.getByRole('form', { name: 'Your insurance' });
  await plan.getByRole('combobox', { name: /Insurer/ }).fill('platform');
  await page.getByRole('option', { name: /platform health insurance/i }).click();
  await plan.getByLabel('Yearly deductible ($)').fill('1500');
  await plan.getByLabel('Deductible left this year ($)').fill('100');
  await plan.getByLabel('Coinsurance (%)').fill('20');
  await plan.getByLabel('Copay per visit or stay ($)').fill('30');
  await plan.getByLabel('Yearly out-of-pocket maximum ($)').fill('6000');
  await plan.getByLabel('Out-of-pocket left this year ($)').fill('5000');
  await plan.getByRole('button', { name: 'Save my plan' }).click();
  await expect(page.getByTestId('insurance-notice')).toContainText(/is saved/);
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(plan.getByRole('button', { name: /^Remove platform health insurance/i })).toBeVisible();
    await expect(plan.getByLabel('Yearly deductible ($)')).toHaveValue('1,500.00');
  }
  await shoot(page, 'journey-settings-insurer');
});
