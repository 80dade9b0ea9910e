/**
 * Issue 30: the bill form and the visit edit form fill in from a bill read from a file of the visit. A
 * saved visit (with a bill that carries a type, status, due date, code and note) gets the reader's itemized
 * statement (a text PDF made here by the corpus generator) through "Add files"; then the bill edit form,
 * the new-bill form and the visit edit form each offer "Fill in from itemized.pdf", mark each field read
 * with where it was read, save only when the user saves (and only what changed), and save nothing when the
 * user leaves. With READING_SHOTS=<folder>, screenshots at 1366 and 360 px wide are written there.
 */
import { test, expect, type Page } from '@playwright/test';
import { corpusFile, itemizedStatement } from '@fp/bill-reading/testing';
import { signUpAndLogIn } from './support/accounts';
import { csrfToken } from './support/site-api';
import { expectAccessible, screenshots } from './support/page-checks';

test.use({ viewport: { width: 1366, height: 900 } });
const shoot = screenshots('READING_SHOTS');

async function post(page: Page, path: string, data: object) {
  const csrf = await csrfToken(page.request);
  const res = await page.request.post(path, { data, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

const getJson = async (page: Page, path: string) =>
  (await (await page.request.get(path)).json()) as Record<string, unknown>;

/** Everything the API answers about the visit and its bills, without the update stamps and files. */
async function snapshot(page: Page, id: string) {
  const strip = ({ updated: _u, files: _f, ...rest }: Record<string, unknown>) => rest;
  const visit = (await getJson(page, `/api/json/crud/get/visit/${id}`)) as { bills: { id: string }[] };
  const bills = [];
  for (const b of visit.bills) bills.push(strip(await getJson(page, `/api/crud/get/bill/${b.id}`)));
  return { event: strip(await getJson(page, `/api/crud/get/event/${id}`)), bills };
}

/**
 * A saved visit with one bill, and the itemized statement added to the visit through "Add files" (read
 * there, unless `unread`: then the upload screen's request to read it is dropped).
 */
async function visitWithReadBill(page: Page, { unread = false } = {}) {
  const event = await post(page, '/api/crud/save/event', {
    name: 'ER visit, January',
    provider_name: 'Some clinic',
    diagnoses: [{ id: 'Chest pain', text: 'Chest pain' }],
    admitted: '2025-01-05',
    stars: 4,
    insurance: 'Aetna',
  });
  const id = event.id as string;
  const bill = await post(page, '/api/crud/save/bill', {
    event_id: id,
    status: 'negotiating',
    due: '2026-07-15',
    bill_type: 'Hospital',
    code: ['A12'],
    total: '100',
    self: '100',
    note: 'Asked for the itemized bill.',
  });
  const pdf = await corpusFile(itemizedStatement(), 'text-pdf', 0);
  if (unread)
    await page.route('**/graphql', (route) =>
      route.request().postDataJSON()?.operationName === 'ReadFile' ? route.abort() : route.fallback(),
    );
  await page.goto(`/upload/${id}`);
  await page
    .getByLabel('Add more files')
    .setInputFiles([{ name: 'itemized.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf.bytes) }]);
  if (unread) {
    await expect(page.getByRole('alert').filter({ hasText: 'itemized.pdf:' })).toBeVisible();
    await page.unroute('**/graphql');
  } else await expect(page.getByTestId('reading-result')).toBeVisible({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thankyou\/bill$/);
  return { id, billId: bill.id as string, truth: pdf.bill.truth };
}

/** The read mark under the field labelled `label`. */
const markOf = (page: Page, label: RegExp) =>
  page
    .locator('.form-field')
    .filter({ has: page.getByLabel(label) })
    .getByTestId('read-mark');

test('the bill edit form fills in from the visit’s read bill, marks each field, and saves only what the user saves', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndLogIn(page);
  const { id, billId, truth } = await visitWithReadBill(page);
  const before = await snapshot(page, id);

  await page.goto(`/dashboard/add-bill/${billId}/${id}`);
  const panel = page.getByRole('region', { name: "Read from this bill's files" });
  await expect(panel.getByTestId('reading-result')).toContainText('an itemized bill, 1 page');
  // Keyboard: the button is reached and pressed without the mouse.
  const fill = panel.getByRole('button', { name: 'Fill in from itemized.pdf' });
  await fill.focus();
  await page.keyboard.press('Enter');

  const notes = panel.getByTestId('reading-notes');
  await expect(notes).toContainText('nothing is saved until you press Save bill');
  await expect(notes).toContainText(
    /Statement date: 01\/28\/2025, read from page 1, line \d+ \(this form has no field/,
  );
  await expect(page.getByLabel(/^Bill total/)).toHaveValue('7,246.00');
  await expect(markOf(page, /^Bill total/)).toHaveText(/^Filled in: read from page 1, line \d+$/);
  await expect(page.getByLabel(/^Insurance paid/)).toHaveValue('3,100.50');
  await expect(markOf(page, /^Insurance paid/)).toContainText('read from page 1, line');
  await expect(page.getByLabel(/^You pay/)).toHaveValue('1,255.25');
  // The codes of the lines read surely are added to the bill's own code; the lines are there to check.
  const codes = page.getByRole('combobox', { name: /^Billing codes/ });
  await expect(page.locator('.form-field').filter({ has: codes }).getByTestId('read-mark')).toContainText(
    'read from the itemized lines',
  );
  // The lines read open from the keyboard too.
  await panel.getByText(/^The \d+ lines read from itemized\.pdf/).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('read-lines').locator('tbody tr')).toHaveCount(truth.lines.length);
  await expect(panel.getByTestId('read-lines')).toContainText('85025');
  await expectAccessible(page);
  await shoot(page, 'bill-form-filled');

  // Filling in saved nothing.
  expect(await snapshot(page, id)).toEqual(before);

  // The user corrects one figure: its mark goes, the others stay.
  await page.getByLabel(/^You pay/).fill('');
  await page.getByLabel(/^You pay/).pressSequentially('200');
  await expect(markOf(page, /^You pay/)).toHaveCount(0);
  await expect(markOf(page, /^Bill total/)).toHaveCount(1);
  await page.getByRole('button', { name: 'Save bill' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/event/${id}$`));

  const after = await snapshot(page, id);
  const lineCodes = [...new Set(truth.lines.map((l) => l.code).filter(Boolean))];
  expect(after.event).toEqual({
    ...before.event,
    total: after.event.total,
    self: after.event.self,
    pay_ins: after.event.pay_ins,
  });
  expect(after.bills).toEqual([
    {
      ...before.bills[0],
      total: 724600,
      self: 20000,
      pay_ins: 310050,
      code: ['A12', ...lineCodes].map((c) => ({ id: c, text: c })),
    },
  ]);
});

test('the new-bill form and the visit edit form fill in from the read bill; leaving saves nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndLogIn(page);
  const { id } = await visitWithReadBill(page);
  const before = await snapshot(page, id);

  // A new bill: filled in, then left by Cancel: no bill is added.
  await page.goto(`/dashboard/add-bill/new/${id}`);
  const panel = page.getByRole('region', { name: "Read from the visit's files" });
  await panel.getByRole('button', { name: 'Fill in from itemized.pdf' }).click();
  await expect(page.getByLabel(/^Bill total/)).toHaveValue('7,246.00');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/event/${id}$`));
  expect(await snapshot(page, id)).toEqual(before);

  // The visit edit form: the hospital (the directory's match) and the dates, marked.
  await page.goto(`/dashboard/add-event/${id}`);
  const visitPanel = page.getByRole('region', { name: "Read from the visit's files" });
  await visitPanel.getByRole('button', { name: 'Fill in from itemized.pdf' }).click();
  await expect(visitPanel.getByTestId('reading-notes')).toContainText(
    'nothing is saved until you press Save event',
  );
  await expect(page.getByLabel(/^Admitted/)).toHaveValue('01/06/2025');
  await expect(markOf(page, /^Admitted/)).toHaveText(/read from page 1, line \d+$/);
  // The demo directory has no Northwestern: the name is filled in as printed, as free text.
  await expect(page.getByTestId('hospital-input')).toHaveValue('NORTHWESTERN MEMORIAL HOSPITAL');
  await expect(page.locator('.hospital-field').getByTestId('read-mark')).toHaveText(
    /^Filled in: read from page 1, line \d+$/,
  );
  await expectAccessible(page);
  await shoot(page, 'event-form-filled');

  // Leaving the filled form by a link saves nothing.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/event/${id}$`));
  expect(await snapshot(page, id)).toEqual(before);

  // Filled in again, one field changed by the user, saved: the read fields and that one change, no other.
  await page.goto(`/dashboard/add-event/${id}`);
  await visitPanel.getByRole('button', { name: 'Fill in from itemized.pdf' }).click();
  await expect(page.getByLabel(/^Departed/)).toHaveValue('01/06/2025');
  await page.getByLabel('Insurance company').fill('Cigna');
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const after = await snapshot(page, id);
  expect(after.bills).toEqual(before.bills);
  expect(after.event).toEqual({
    ...before.event,
    insurance: 'Cigna',
    provider_name: 'NORTHWESTERN MEMORIAL HOSPITAL',
    admitted: '2025-01-06',
    departed: '2025-01-06',
  });
});

test('a file of the bill never read is read when the user asks, then fills the form in', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAndLogIn(page);
  const { id, billId } = await visitWithReadBill(page, { unread: true });

  await page.goto(`/dashboard/add-bill/${billId}/${id}`);
  const panel = page.getByRole('region', { name: "Read from this bill's files" });
  await expect(panel).toContainText('itemized.pdf has not been read yet.');
  await panel.getByRole('button', { name: 'Read itemized.pdf' }).click();
  await expect(panel.getByTestId('reading-result')).toContainText('an itemized bill, 1 page', {
    timeout: 120_000,
  });
  await panel.getByRole('button', { name: 'Fill in from itemized.pdf' }).click();
  await expect(page.getByLabel(/^Bill total/)).toHaveValue('7,246.00');
  await expect(markOf(page, /^Bill total/)).toHaveText(/^Filled in: read from page 1, line \d+$/);
});
