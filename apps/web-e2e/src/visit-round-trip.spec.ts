/**
 * Issue 25: editing a saved visit never changes what the screen did not show. A visit with rich bills
 * (types, due dates, codes, notes, statuses, insurance shares) is saved through the API; then "Add files"
 * (/upload/{visitId}) adds a file through the real screen, and the event edit form changes one field.
 * Every field of the visit and of each bill is read back through the API and compared with before.
 */
import { test, expect, type Page } from '@playwright/test';
import { signUpAndLogIn } from './support/accounts';
import { csrfToken } from './support/site-api';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function post(page: Page, path: string, data: object) {
  const csrf = await csrfToken(page.request);
  const res = await page.request.post(path, { data, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** A visit named apart from its clinic, with two bills that carry everything a bill can hold. */
async function richVisit(page: Page) {
  const event = await post(page, '/api/crud/save/event', {
    name: 'Knee surgery, spring',
    provider_name: 'Hilltop Orthopedics',
    diagnoses: [{ id: 'Torn meniscus', text: 'Torn meniscus' }],
    procedures: [{ id: 'Arthroscopy', text: 'Arthroscopy' }],
    conditions: [{ id: 'Asthma', text: 'Asthma' }],
    admitted: '2026-03-02',
    departed: '2026-03-04',
    stars: 3,
    body: 'Long wait, good surgeon.',
    insurance: 'Aetna',
  });
  const id = event.id as string;
  const doctor = await post(page, '/api/crud/save/bill', {
    event_id: id,
    status: 'negotiating',
    due: '2026-07-15',
    bill_type: 'Doctor',
    code: ['291'],
    total: '1234.56',
    self: '234.56',
    pay_ins: '1000',
    note: 'Asked for the itemized bill.',
  });
  const radiology = await post(page, '/api/crud/save/bill', {
    event_id: id,
    status: 'complete',
    due: '2026-05-01',
    bill_type: 'Radiology',
    code: ['194', 'A12'],
    total: '450.50',
    self: '450.50',
    note: 'Paid by card.',
  });
  return { id, billIds: [doctor.id as string, radiology.id as string] };
}

/** Everything the API answers about the visit and its bills, without the update stamps. */
async function snapshot(page: Page, id: string, billIds: string[]) {
  const strip = ({ updated: _u, files: _f, ...rest }: Record<string, unknown>) => rest;
  const event = strip((await (await page.request.get(`/api/crud/get/event/${id}`)).json()) as never);
  const bills = [];
  for (const b of billIds)
    bills.push(strip((await (await page.request.get(`/api/crud/get/bill/${b}`)).json()) as never));
  return { event, bills };
}

test('adding files to a saved visit changes nothing else of the visit or its bills', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page);
  const { id, billIds } = await richVisit(page);
  const before = await snapshot(page, id, billIds);

  await page.goto(`/upload/${id}`);
  await expect(page.getByRole('heading', { name: 'Add to your visit' })).toBeVisible();
  // The visit's bills are shown as they are, oldest first; no second "visit total" is asked for.
  const doctor = page.getByRole('group', { name: 'Line item 1' });
  await expect(doctor.getByLabel('Bill type')).toHaveValue('Doctor');
  await expect(doctor.getByLabel('Total')).toHaveValue('1,234.56');
  await expect(page.getByRole('group', { name: 'Line item 2' }).getByLabel('Bill type')).toHaveValue(
    'Radiology',
  );
  await expect(page.getByRole('button', { name: /^Remove line/ })).toHaveCount(0);
  await page
    .getByLabel('Add more files')
    .setInputFiles([{ name: 'eob.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await expect(
    page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'eob.pdf' }),
  ).toContainText('Uploaded');
  // What Submit will do is said before it is pressed.
  await expect(page.getByTestId('changes-summary')).toHaveText(
    'Saving adds 1 file to the visit and changes nothing else of the visit or its bills.',
  );
  for (const [width, height] of [
    [1366, 900],
    [360, 800],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/visit-add-files-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thankyou\/bill$/);
  // The thank-you page says what happened (no review exists).
  await expect(page.locator('.lead')).toHaveText(/^Your bill and its visit are saved on your dashboard\./);
  await expect(page.getByText(/review/i)).toHaveCount(0);

  expect(await snapshot(page, id, billIds)).toEqual(before);
  // The file is on the visit.
  const visit = (await (await page.request.get(`/api/json/crud/get/visit/${id}`)).json()) as {
    files: { text: string }[];
    bills: unknown[];
  };
  expect(visit.files.map((f) => f.text)).toEqual(['eob.pdf']);
  expect(visit.bills).toHaveLength(2);
});

test('a change made while adding files is said before saving, and only it is saved', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page);
  const { id, billIds } = await richVisit(page);
  const before = await snapshot(page, id, billIds);

  await page.goto(`/upload/${id}`);
  const radiology = page.getByRole('group', { name: 'Line item 2' });
  await radiology.getByLabel('Total').fill('460.50');
  await page.getByLabel('Insurance company').fill('Cigna');
  await expect(page.getByTestId('changes-summary')).toHaveText(
    'Saving changes: Insurance company; Radiology: total.',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thankyou\/bill$/);

  const after = await snapshot(page, id, billIds);
  expect(after).toEqual({
    event: { ...before.event, insurance: 'Cigna', total: (before.event.total as number) + 1000 },
    bills: [before.bills[0], { ...before.bills[1], total: 46050 }],
  });
});

test('an upload left before Submit is not shown as a visit on the dashboard', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndLogIn(page);
  // Uploads a file the way a tab that then crashed would have: its draft visit is left behind (a page
  // left normally deletes its draft, issue 41: journey.spec.ts).
  const crashedTabUpload = async (name: string) => {
    const res = await page.request.post('/api/json/s3/upload', {
      headers: { 'x-csrf-token': await csrfToken(page.request) },
      multipart: { file: { name, mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(res.status()).toBe(201);
  };
  await crashedTabUpload('left.pdf');
  // The dashboard has no "New visit".
  await page.goto('/dashboard');
  await expect(page.getByText('You have not recorded a visit yet.')).toBeVisible();
  await expect(page.getByText('New visit')).toHaveCount(0);
  const list = (await (await page.request.get('/api/crud/search/event')).json()) as {
    count: number;
  };
  expect(list.count).toBe(0);

  // The upload page offers to finish it; finishing makes it a visit named after its clinic.
  await page.goto('/upload');
  const unfinished = page.getByRole('region', { name: 'Uploads you did not finish' });
  await expect(unfinished).toContainText('1 file, uploaded');
  for (const [width, height] of [
    [1366, 900],
    [360, 800],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/unfinished-uploads-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  // A second one, discarded by keyboard after the question: its visit and file are gone.
  await crashedTabUpload('spare.pdf');
  await page.goto('/upload');
  await expect(unfinished.getByRole('listitem')).toHaveCount(2);
  await unfinished.getByRole('button', { name: 'Discard it' }).first().focus();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard it' }).click();
  await expect(unfinished.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(unfinished.getByRole('listitem')).toHaveCount(1);
  await unfinished.getByRole('link', { name: 'Finish this upload' }).click();
  await expect(page).toHaveURL(/\/upload\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Already on this visit: left.pdf')).toBeVisible();
  const diagnoses = page.getByRole('combobox', { name: /^Diagnoses/ });
  await diagnoses.fill('Back pain');
  await diagnoses.press('Enter');
  await page.getByRole('combobox', { name: /^Clinic or hospital/ }).fill('Hilltop Imaging');
  await page.getByLabel(/^Admitted/).pressSequentially('05012026');
  await page.getByLabel(/^Total/).pressSequentially('80');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thankyou\/bill$/);
  await page.goto('/dashboard');
  await expect(page.locator('.event-card', { hasText: 'Hilltop Imaging' })).toBeVisible();
  await expect(page.getByText('New visit')).toHaveCount(0);
});

test('the event edit form changes only the field the user edited', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndLogIn(page);
  const { id, billIds } = await richVisit(page);
  const before = await snapshot(page, id, billIds);

  await page.goto(`/dashboard/add-event/${id}`);
  const insurance = page.getByLabel('Insurance company');
  await expect(insurance).toHaveValue('Aetna');
  await insurance.fill('Cigna');
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  expect(await snapshot(page, id, billIds)).toEqual({
    ...before,
    event: { ...before.event, insurance: 'Cigna' },
  });
});

test('the bill edit form changes only the field the user edited', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndLogIn(page);
  const { id, billIds } = await richVisit(page);
  const before = await snapshot(page, id, billIds);

  await page.goto(`/dashboard/add-bill/${billIds[1]}/${id}`);
  const note = page.getByLabel('Note');
  await expect(note).toHaveValue('Paid by card.');
  await note.fill('Paid by card on May 2.');
  await page.getByRole('button', { name: 'Save bill' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/event/${id}$`));

  expect(await snapshot(page, id, billIds)).toEqual({
    ...before,
    bills: [before.bills[0], { ...before.bills[1], note: 'Paid by card on May 2.' }],
  });
});
