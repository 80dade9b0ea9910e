/**
 * Dates and amounts on the real forms (issue 25): what cannot be true is refused with a reason and a way
 * to fix it (a future visit, 02/30, a departure before the admission, a negative amount, "you pay" above
 * the bill, an amount above the cap); what is only unusual (a past due date on a new bill, a visit more
 * than 10 years ago) is said and saved. The API answers the same messages (GraphQL and REST). The bill
 * type is one list (select/billType) on the bill form, and a saved older value stays readable.
 */
import { test, expect, type Page } from '@playwright/test';
import { signUpAndLogIn } from './support/accounts';
import { openUploadForm } from './support/bills';
import { expectAccessible, screenshots } from './support/page-checks';
import { csrfToken } from './support/site-api';

// With RULES_SHOTS=<folder>, screenshots at 1366 px and 360 px wide are written there.
const shoot = screenshots('RULES_SHOTS');
test.use({ viewport: { width: 1366, height: 900 } });

const FUTURE = 'The admission date cannot be in the future. Check the day and the year.';
const NEGATIVE = 'An amount cannot be negative. Enter it without the minus sign (0 if nothing).';
const SELF_ABOVE = 'What you pay cannot be more than the bill total. Check both amounts.';

/** Clears a masked field and types into it, key by key, then leaves it. */
async function retype(page: Page, label: RegExp | string, text: string) {
  const field = page.getByLabel(label);
  await field.fill('');
  await field.pressSequentially(text);
  await field.blur();
}

test('the add-event form refuses impossible and future dates and warns about old ones', async ({ page }) => {
  await signUpAndLogIn(page);
  await page.goto('/dashboard/add-event');
  await page.getByLabel(/^Name of the visit/).fill('Old fall');
  const form = page.getByRole('form', { name: 'Add an event' });

  await retype(page, /^Admitted/, '01022031');
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(form.getByText(FUTURE)).toBeVisible();
  await expect(page.getByLabel(/^Admitted/)).toHaveAttribute('aria-invalid', 'true');

  await retype(page, /^Admitted/, '02302026');
  await expect(
    form.getByText('There is no 02/30/2026: February 2026 has 28 days. Check the day.'),
  ).toBeVisible();

  await retype(page, /^Admitted/, '03102026');
  await retype(page, /^Departed/, '03012026');
  await expect(form.getByText('The departure date cannot be before the admission date.')).toBeVisible();

  // Long ago: a warning beside the field, and the event saves.
  await retype(page, /^Admitted/, '03102012');
  await retype(page, /^Departed/, '03122012');
  const warning = 'This date is more than 10 years ago. Keep it if that is right, or check the year.';
  await expect(form.getByText(warning)).toHaveCount(2);
  await expect(page.getByLabel(/^Admitted/)).toHaveAccessibleDescription(warning);
  await expectAccessible(page);
  await shoot(page, 'event-warnings');
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('.event-card', { hasText: 'Old fall' })).toBeVisible();
});

test('the bill form refuses negative, oversized and impossible amounts, warns on a past due date', async ({
  page,
}) => {
  await signUpAndLogIn(page);
  const token = await csrfToken(page.request);
  const made = await page.request.post('/graphql', {
    data: {
      query: `mutation($input: EventInput!) { saveEvent(input: $input) { event { id } } }`,
      variables: { input: { name: 'Clinic visit' } },
    },
    headers: { 'x-csrf-token': token },
  });
  const eventId = ((await made.json()) as { data: { saveEvent: { event: { id: string } } } }).data.saveEvent
    .event.id;
  await page.goto(`/dashboard/add-bill/new/${eventId}`);
  const form = page.getByRole('form', { name: 'Add a bill' });

  // The bill type is the spec's list.
  const type = page.getByLabel('Bill type');
  await expect(type.locator('option')).toHaveCount(14);
  await type.selectOption('Lab tests');

  // "-5" stays negative and is refused with the reason.
  await retype(page, 'Bill total ($)', '-5');
  await expect(page.getByLabel('Bill total ($)')).toHaveValue('-5.00');
  await retype(page, 'You pay ($)', '0');
  await page.getByRole('button', { name: 'Save bill' }).click();
  await expect(form.getByText(NEGATIVE)).toBeVisible();

  await retype(page, 'Bill total ($)', '20000000');
  await expect(
    form.getByText(
      'This amount is above $10,000,000.00, the most one bill can hold. Check the number of digits.',
    ),
  ).toBeVisible();

  await retype(page, 'Bill total ($)', '100');
  await retype(page, 'You pay ($)', '5000');
  await expect(form.getByText(SELF_ABOVE)).toBeVisible();
  await expect(page.getByLabel('You pay ($)')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await shoot(page, 'bill-errors');

  await retype(page, 'Due date', '02302027');
  await expect(
    form.getByText('There is no 02/30/2027: February 2027 has 28 days. Check the day.'),
  ).toBeVisible();

  // A due date in the past on a new bill: said, not refused.
  await retype(page, 'You pay ($)', '40');
  await retype(page, 'Due date', '01152020');
  const past = 'This due date has already passed. Keep it if that is right, or check the date.';
  await expect(form.getByText(past)).toBeVisible();
  await shoot(page, 'bill-warning');
  await page.getByRole('button', { name: 'Save bill' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/event/${eventId}$`));
  await expect(page.getByRole('link', { name: 'Lab tests', exact: true })).toBeVisible();
});

test('an older free-text bill type stays readable on the bill form', async ({ page }) => {
  await signUpAndLogIn(page);
  const made = await page.request.post('/graphql', {
    data: {
      query: `mutation($input: EventInput!) { saveEvent(input: $input) { event { id } } }`,
      variables: {
        input: { name: 'Older visit', lines: [{ billType: 'Dentist', totalCents: 5000, selfCents: 5000 }] },
      },
    },
    headers: { 'x-csrf-token': await csrfToken(page.request) },
  });
  const eventId = ((await made.json()) as { data: { saveEvent: { event: { id: string } } } }).data.saveEvent
    .event.id;
  await page.goto(`/dashboard/event/${eventId}`);
  await page.getByRole('link', { name: 'Edit Dentist of $50.00' }).click();
  const type = page.getByLabel('Bill type');
  await expect(type).toHaveValue('Dentist');
  await expect(type.locator('option:checked')).toHaveText('Dentist (as saved)');
});

test('the upload form and the start-on-a-bill pop-up apply the same rules', async ({ page }) => {
  await signUpAndLogIn(page);
  const form = await openUploadForm(page);
  await retype(page, /^Admitted/, '01022031');
  await retype(page, /^Total/, '100');
  await retype(page, /^Paid by you/, '5000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(FUTURE)).toBeVisible();
  await expect(form.getByText(SELF_ABOVE)).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Start on a bill' }).click();
  const wizard = page.getByRole('dialog', { name: 'Start on a bill' });
  await wizard.getByLabel(/^Admitted/).pressSequentially('02302026');
  await wizard.getByLabel(/^Paid by insurance/).pressSequentially('-5');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(
    wizard.getByText('There is no 02/30/2026: February 2026 has 28 days. Check the day.'),
  ).toBeVisible();
  await expect(wizard.getByText(NEGATIVE)).toBeVisible();
  await expect(wizard.getByLabel('Bill type').locator('option')).toHaveCount(14);
});

test('the API refuses the same things with the same messages, GraphQL and REST', async ({ page }) => {
  await signUpAndLogIn(page);
  const token = await csrfToken(page.request);
  const gql = await page.request.post('/graphql', {
    data: {
      query: `mutation($input: EventInput!) { saveEvent(input: $input) { event { id } } }`,
      variables: {
        input: { name: 'Bad', admitted: '2099-01-02', lines: [{ totalCents: 10000, selfCents: 500000 }] },
      },
    },
    headers: { 'x-csrf-token': token },
  });
  const body = JSON.stringify(await gql.json());
  expect(body).toContain(FUTURE);
  expect(body).toContain(SELF_ABOVE);

  const rest = await page.request.post('/api/crud/save/event', {
    data: { name: 'Bad', admitted: '02/30/2026' },
    headers: { 'x-csrf-token': token },
  });
  expect(rest.status()).toBe(400);
  expect(await rest.text()).toContain('There is no 02/30/2026: February 2026 has 28 days. Check the day.');

  // The upload page's visit call: its bills pass the same rules.
  const visit = await page.request.post('/api/json/crud/save/visit', {
    data: { clinic: 'Somewhere', bills: [{ billType: 'Visit', total: '100', pay: '5000' }] },
    headers: { 'x-csrf-token': token },
  });
  expect(visit.status()).toBe(400);
  expect(await visit.text()).toContain(SELF_ABOVE);
});
