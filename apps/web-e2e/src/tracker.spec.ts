/**
 * The bill tracker in the browser: sign up, add an event (keyboard only), add two bills, edit one,
 * delete one, and the totals on the event and on the dashboard follow each step; axe-core finds no
 * serious or critical problem on the screens; a signed-out visitor is sent to log in and comes back.
 * With TRACKER_SHOTS=<folder>, screenshots at desktop and 360 px wide are written there.
 */
import { test, expect, type Page } from '@playwright/test';
import { signUpAndLogIn } from './support/accounts';
import { addBill } from './support/bills';
import { expectAccessible, screenshots } from './support/page-checks';
import { csrfToken } from './support/site-api';

const shoot = screenshots('TRACKER_SHOTS');

async function expectEventTotals(page: Page, total: string, self: string, count: string) {
  await expect(page.getByTestId('event-total')).toHaveText(total);
  await expect(page.getByTestId('event-self')).toHaveText(self);
  await expect(page.getByTestId('event-bill-count')).toHaveText(count);
}

test('records a visit with bills whose totals follow every change', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your dashboard' })).toBeVisible();
  await expect(page.getByText('You have not recorded a visit yet.')).toBeVisible();
  await expect(page.getByTestId('owed')).toHaveText('$0.00');
  await expectAccessible(page);
  await shoot(page, 'dashboard-empty');

  // The event form, keyboard only: focus moves with Tab, Enter submits.
  await page.getByRole('link', { name: 'Add your first event' }).click();
  await expect(page.getByRole('heading', { name: 'Add an event' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Name of the visit').focus();
  await page.keyboard.press('Enter'); // empty required name: refused, focus stays on it
  await expect(page.getByText('Please give the visit a name.')).toBeVisible();
  await expect(page.getByLabel(/Name of the visit/)).toBeFocused();
  await page.keyboard.type('Knee surgery');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Austin General Hospital');
  await page.keyboard.press('Tab');
  // The tag pickers: Enter adds what was typed as a tag and never submits the form.
  await page.keyboard.type('Knee pain');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Torn meniscus');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // "Arthroscopy" is suggested from the common procedures (issue 41): the first suggestion is picked.
  await page.keyboard.type('Arthroscopy');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('03022026'); // the date mask puts the slashes in
  await page.keyboard.press('Tab');
  await page.keyboard.type('03042026');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // 5 stars (no rating until one is picked)
  await page.keyboard.press('ArrowDown'); // 4 stars
  await page.keyboard.press('Tab');
  await page.keyboard.type('Blue Cross');
  await shoot(page, 'event-form');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.locator('.event-card', { hasText: 'Knee surgery' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('event-total')).toHaveText('$0.00');
  await card.getByRole('link', { name: 'Knee surgery' }).click();

  await expect(page.getByRole('heading', { name: 'Knee surgery' })).toBeVisible();
  await expect(page.getByText('March 2, 2026')).toBeVisible();
  await expect(page.getByText('4 of 5 stars')).toBeVisible();
  await expect(page.getByText('Knee pain, Torn meniscus')).toBeVisible();
  await expect(page.getByText('Knee arthroscopy with cartilage (meniscus) trimming')).toBeVisible();
  await expect(page.getByText('There are no bills for this event yet.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add your first bill' }).click();
  await expect(page.getByRole('heading', { name: 'Add a bill' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'bill-form');
  await addBill(page, { type: 'Hospital', dueDate: '12/01/2026', total: '1,200.50', self: '200' });
  await expectEventTotals(page, '$1,200.50', '$200.00', '1');

  await page.getByRole('link', { name: 'Add a bill' }).click();
  await addBill(page, {
    type: 'Lab tests',
    status: 'Negotiating',
    dueDate: '12/01/2026',
    total: '99.50',
    self: '0.50',
  });
  await expectEventTotals(page, '$1,300.00', '$200.50', '2');
  await expectAccessible(page);
  await shoot(page, 'event');

  // Edit the hospital bill.
  await page.getByRole('link', { name: 'Edit Hospital of $1,200.50' }).click();
  await expect(page.getByLabel('Bill total ($)')).toHaveValue(/^1,?200\.50$/);
  await page.getByLabel('Bill total ($)').fill('1000');
  await page.getByLabel('Status').selectOption({ label: 'Complete' });
  await page.getByRole('button', { name: 'Save bill' }).click();
  await expectEventTotals(page, '$1,099.50', '$200.50', '2');

  // Delete the lab bill (the page asks first).
  await page.getByRole('button', { name: 'Delete Lab tests of $99.50' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete the bill' }).click();
  await expectEventTotals(page, '$1,000.00', '$200.00', '1');

  // The bill's own page, with its status history.
  await page.getByRole('link', { name: 'Hospital', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Hospital · $1,000.00' })).toBeVisible();
  await expect(page.locator('.history li')).toHaveCount(2);
  await expectAccessible(page);
  await shoot(page, 'bill');

  // The dashboard follows: the event's totals and the overview.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Events' }).click();
  const after = page.locator('.event-card', { hasText: 'Knee surgery' });
  await expect(after.getByTestId('event-total')).toHaveText('$1,000.00');
  await expect(after.getByTestId('event-bill-count')).toHaveText('1');
  await expect(page.getByTestId('owed')).toHaveText('$0.00'); // the one bill left is complete
  await expectAccessible(page);
  await shoot(page, 'dashboard');

  // The bills list across events.
  await page.goto('/bills');
  await expect(page.getByRole('cell', { name: 'Knee surgery' })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'New' });
  await expect(page.getByText('There are no results')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'bills');
});

test('sends a signed-out visitor to log in and back to the dashboard', async ({ page, browser }) => {
  const { email, password } = await signUpAndLogIn(page);
  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  await visitor.goto('/dashboard/add-event');
  await expect(visitor).toHaveURL(/\/account\/login\?next=%2Fdashboard%2Fadd-event$/);
  await visitor.getByLabel('E-mail address').fill(email);
  await visitor.getByLabel('Password').fill(password);
  await visitor.getByRole('button', { name: 'Log in' }).click();
  await expect(visitor).toHaveURL(/\/dashboard\/add-event$/);
  await expect(visitor.getByRole('heading', { name: 'Add an event' })).toBeVisible();
  // A new bill without an event goes to the dashboard.
  await visitor.goto('/dashboard/add-bill/new');
  await expect(visitor).toHaveURL(/\/dashboard$/);
  await fresh.close();
});

test('loads more events when the list end scrolls into view', async ({ page }) => {
  await signUpAndLogIn(page);
  const csrf = await csrfToken(page.request);
  for (let i = 1; i <= 12; i++) {
    const res = await page.request.post('/api/crud/save/event', {
      data: { name: `Visit ${String(i).padStart(2, '0')}`, body: `Review ${'long text '.repeat(30)}` },
      headers: { 'x-csrf-token': csrf },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto('/dashboard');
  const cards = page.locator('.event-card');
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText('Visit 12'); // newest first
  // Previews are cut at 140 characters.
  expect(((await cards.first().locator('.preview').textContent()) ?? '').length).toBeLessThanOrEqual(140);
  await page.mouse.wheel(0, 20000);
  await expect(cards).toHaveCount(12);
  await expect(cards.last()).toContainText('Visit 01');
});

test("shows an event's bills a page at a time, with totals for all of them", async ({ page }) => {
  await signUpAndLogIn(page);
  const csrf = await csrfToken(page.request);
  // 55 bills of $1.00 to $55.00 in one save: the first page shows 50, "Show more bills" the other 5.
  const res = await page.request.post('/graphql', {
    data: {
      query: `mutation($input: EventInput!) { saveEvent(input: $input) { event { id billCount } } }`,
      variables: {
        input: {
          name: 'Long stay',
          lines: Array.from({ length: 55 }, (_, i) => ({
            billType: `Item ${i + 1}`,
            totalCents: (i + 1) * 100,
            selfCents: 100,
          })),
        },
      },
    },
    headers: { 'x-csrf-token': csrf },
  });
  const saved = (await res.json()) as { data: { saveEvent: { event: { id: string; billCount: number } } } };
  expect(saved.data.saveEvent.event.billCount).toBe(55);
  await page.goto(`/dashboard/event/${saved.data.saveEvent.event.id}`);
  await expect(page.getByTestId('event-total')).toHaveText('$1,540.00');
  await expect(page.getByTestId('event-bill-count')).toHaveText('55');
  const rows = page.locator('.bills-table tbody tr');
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId('bills-shown')).toHaveText('Showing 50 of 55 bills');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Show more bills' }).click();
  await expect(rows).toHaveCount(55);
  await expect(page.getByTestId('bills-shown')).toHaveText('Showing 55 of 55 bills');
  await expect(page.getByRole('button', { name: 'Show more bills' })).toHaveCount(0);
  // Every bill once, none twice.
  const types = await rows.locator('td:first-child').allTextContents();
  expect(new Set(types).size).toBe(55);
  await shoot(page, 'event-paged');
});
