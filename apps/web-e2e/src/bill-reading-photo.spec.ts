/**
 * A phone photo of an itemized bill, read in the browser (issue 39): a photo made by the reader's corpus
 * generator (the page slanted on a desk, unevenly lit, blurred a little, saved as JPEG, with a duplicated
 * blood count) is uploaded on the real upload screen; its reading fills in the visit form; the user adds
 * the MS-DRG printed on the hospital's claim, saves, and the visit's bill check judges the bill (a verdict,
 * not "not assessed") and finds the duplicate line. The browser tier's site has the demo seed's prices
 * only, so the user picks the demo hospital in place of the one the bill names (Northwestern, read and
 * matched in the shipped directory, has no prices there).
 */
import { test, expect } from '@playwright/test';
import { corpusFile, itemizedStatement } from '@fp/bill-reading/testing';
import { signUpAndLogIn } from './support/accounts';
import { pickDemoHospital } from './support/hospitals';

test('a phone photo of an itemized bill fills in the form, and the saved bill is judged with its duplicate line found', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const photo = await corpusFile(itemizedStatement(), 'phone-photo', 0);
  expect(photo.mime).toBe('image/jpeg');
  await signUpAndLogIn(page);

  await page.goto('/upload');
  await page
    .getByLabel('Choose bill files')
    .setInputFiles([{ name: 'bill-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo.bytes) }]);
  const panel = page.getByRole('region', { name: 'Read from your files' });
  const result = panel.getByTestId('reading-result');
  await expect(result).toBeVisible({ timeout: 240_000 });
  await expect(panel.getByTestId('reading-hospital')).toContainText(/NORTHWESTERN MEMORIAL HOSPITAL/i);
  await expect(panel.getByTestId('reading-findings')).toContainText(/85025 is charged 2 times on 2025-01-06/);

  await panel.getByRole('button', { name: 'Fill in from bill-photo.jpg' }).click();
  await expect(page.getByLabel(/^Admitted/)).toHaveValue('01/06/2025');
  await expect(page.getByLabel(/^Total/)).toHaveValue('7,246.00');

  const form = page.getByRole('form', { name: 'About the visit' });
  await form.getByRole('combobox', { name: /^Clinic or hospital/ }).fill('');
  await pickDemoHospital(page, /^Clinic or hospital/);
  const codes = form.getByRole('combobox', { name: /^Billing codes/ });
  await codes.fill('DRG 291');
  await codes.press('Enter');
  await expect(form.getByRole('button', { name: /^Remove DRG 291/ })).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thankyou\/bill$/);

  await page.goto('/dashboard');
  await page.locator('.event-card').first().getByRole('link').first().click();
  await page.getByRole('button', { name: 'Check this bill' }).click();
  const verdict = page.getByTestId('bill-check-verdict');
  await expect(verdict).toBeVisible();
  await expect(verdict).not.toHaveClass(/verdict-not_assessed/);
  await expect(page.getByRole('main')).not.toContainText('no DRG among its codes');
  await expect(page.getByTestId('bill-check-findings')).toContainText(
    /85025 is charged 2 times on 2025-01-06/,
  );
});
