/**
 * Reading an uploaded bill (issue 30) in the browser: a scanned itemized statement (a PNG made here by the
 * reader's corpus generator, with a duplicated blood count) is uploaded; its reading shows its progress,
 * then the hospital match and the duplicate line; "Fill in from itemized-scan.png" fills the visit form and says
 * where each field was read; one field is corrected, the visit saved, and the duplicate is found again in
 * the visit's bill check, with a checkbox that puts it in the letter. Nothing is saved before Submit.
 * With READING_SHOTS=<folder>, screenshots at desktop and 360 px wide are written there.
 */
import { test, expect } from '@playwright/test';
import { corpusFile, itemizedStatement } from '@fp/bill-reading/testing';
import { signUpAndLogIn } from './support/accounts';
import { screenshots } from './support/page-checks';

const shoot = screenshots('READING_SHOTS', { waitForFadeIn: false });

test('an uploaded itemized scan fills in the visit form, and its duplicate line reaches the bill check and the letter', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const scan = await corpusFile(itemizedStatement(), 'scan-png', 0);
  await signUpAndLogIn(page);

  await page.goto('/upload');
  await page
    .getByLabel('Choose bill files')
    .setInputFiles([{ name: 'itemized-scan.png', mimeType: 'image/png', buffer: Buffer.from(scan.bytes) }]);
  const panel = page.getByRole('region', { name: 'Read from your files' });
  await expect(panel).toBeVisible();
  // Its progress, then what was read (OCR of one page).
  await expect(panel.getByRole('status').or(panel.getByTestId('reading-result'))).toBeVisible();
  const result = panel.getByTestId('reading-result');
  await expect(result).toBeVisible({ timeout: 180_000 });
  await expect(result).toContainText('an itemized bill, 1 page (from the picture: check the figures)');
  await expect(panel.getByTestId('reading-hospital')).toContainText('NORTHWESTERN MEMORIAL HOSPITAL');
  const findings = panel.getByTestId('reading-findings');
  await expect(findings).toContainText(/85025 is charged 2 times on 2025-01-06/);

  // Nothing is saved yet: the visit is still a draft with no bill.
  const before = await page.request.get('/api/json/crud/drafts/visit');
  expect((await before.json()).hits).toHaveLength(1);

  await panel.getByRole('button', { name: 'Fill in from itemized-scan.png' }).click();
  const notes = panel.getByTestId('reading-notes');
  await expect(notes).toContainText('nothing is saved until you press Submit');
  await expect(notes).toContainText(/Total: 7,246\.00, read from page 1, line \d+/);
  await expect(page.getByLabel(/^Admitted/)).toHaveValue('01/06/2025');
  await expect(page.getByLabel(/^Total/)).toHaveValue('7,246.00');
  await shoot(page, 'reading-filled');

  // The user corrects one field and adds what the bill does not say.
  await page.getByLabel('Paid by you').fill('');
  await page.getByLabel('Paid by you').pressSequentially('50');
  const diagnoses = page.getByRole('combobox', { name: /^Diagnoses/ });
  // The picker suggests the listed "Broken arm or wrist" for these words (issue 41): picked.
  await diagnoses.fill('Broken wrist');
  await expect(page.getByRole('option', { name: 'Broken arm or wrist' })).toBeVisible();
  await diagnoses.press('ArrowDown');
  await diagnoses.press('Enter');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thankyou\/bill$/);

  // The visit's bill check lists the duplicate with its lines; kept, it is in the letter.
  await page.goto('/dashboard');
  const card = page.locator('.event-card').first();
  await card.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Check this bill' }).click();
  const checked = page.getByTestId('bill-check-findings');
  await expect(checked).toContainText(/85025 is charged 2 times on 2025-01-06/);
  await expect(checked).toContainText('From itemized-scan.png');
  const letter = page.locator('#bill-letter-text');
  await expect(letter).not.toContainText('85025 is charged 2 times');
  await checked.getByRole('checkbox', { name: 'Put this in the letter' }).first().check();
  await expect(letter).toHaveValue(
    /I also ask you to review this line of the itemized bill:\n- .*85025 is charged 2 times/,
  );
  await shoot(page, 'reading-bill-check');
});
