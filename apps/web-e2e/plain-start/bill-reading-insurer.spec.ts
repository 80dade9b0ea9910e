/**
 * A bill in a layout of its own, printed here as a text PDF by Chromium: St. Luke's Regional Medical
 * Center in Boise (the directory has two hospitals of that name: Boise's, CCN 130006, and Sioux City's,
 * 160146), its insurer after "Primary insurance:" and its MS-DRG. The reading tells the two hospitals apart
 * by the city line under the name; "Fill in" puts the insurer in the visit's "Insurance company"; the bill
 * check then compares with what health plans pay, not "who paid is not recorded". 360 px wide. On the
 * plain start's shipped data: both hospitals are in its CMS prices, and Boise's has DRG 690's figures.
 */
import { test, expect } from '@playwright/test';
import { signUpAndLogIn } from '../src/support/accounts';
import { expectAccessible } from '../src/support/page-checks';
import { waitForData } from './wait-for-data';

const BILL = `<!doctype html><html><head><meta charset="utf-8"><style>
body{font-family:serif;margin:40px;font-size:13px} .hdr{display:flex;justify-content:space-between}
table{width:100%;border-collapse:collapse} td{padding:3px 6px} td.r{text-align:right}</style></head><body>
<div class="hdr"><div><b>St. Luke's Regional Medical Center</b><br>190 E Bannock St<br>Boise, ID 83712</div>
<div>PATIENT ACCOUNT SUMMARY<br>Statement date: 03/14/2026</div></div>
<p>Admitted 02/02/2026 &nbsp; Discharged 02/05/2026</p>
<table><tr><td>02/02/26</td><td>0120</td><td>SEMI-PRIVATE ROOM &amp; BOARD</td><td class="r">3</td><td class="r">8,940.00</td></tr>
<tr><td>02/03/26</td><td>0352</td><td>CT ABDOMEN PELVIS W CONTRAST</td><td class="r">1</td><td class="r">3,880.00</td></tr></table>
<table style="width:50%;margin-left:50%"><tr><td>Total charges</td><td class="r">12,820.00</td></tr>
<tr><td>Insurance payments</td><td class="r">-7,100.00</td></tr><tr><td>Patient balance due</td><td class="r">5,720.00</td></tr></table>
<p>MS-DRG: 690 KIDNEY &amp; URINARY TRACT INFECTIONS W/O MCC</p>
<p>Primary insurance: Blue Cross of Idaho &nbsp;&nbsp;&nbsp; Principal diagnosis: Kidney infection</p>
</body></html>`;

test('a bill printing its insurer and a name two hospitals share: the insurer is filled in, the hospital is Boise’s, the check uses the plan’s benchmark', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const printer = await browser.newPage();
  await printer.setContent(BILL);
  const pdf = await printer.pdf({ format: 'Letter' });
  await printer.close();

  await page.setViewportSize({ width: 360, height: 800 });
  await waitForData(page);
  await signUpAndLogIn(page);
  await page.goto('/upload');
  await page
    .getByLabel('Choose bill files')
    .setInputFiles([{ name: 'st-lukes.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  const panel = page.getByRole('region', { name: 'Read from your files' });
  await expect(panel.getByTestId('reading-result')).toBeVisible({ timeout: 120_000 });
  // The match names its place: of the two hospitals of that name, Boise's.
  await expect(panel.getByTestId('reading-hospital')).toContainText(
    /In the directory as .*St\.? Luke.*, Boise, ID \(CCN 130006\)/i,
  );

  await panel.getByRole('button', { name: 'Fill in from st-lukes.pdf' }).click();
  await expect(panel.getByTestId('reading-notes')).toContainText(
    /Insurance company: Blue Cross of Idaho, read from page 1, line \d+/,
  );
  await expect(page.getByLabel('Insurance company')).toHaveValue('Blue Cross of Idaho');
  // The hospital filled in says its place too, asked of the directory by its CCN.
  await expect(page.getByTestId('hospital-picked')).toContainText(/, Boise, ID \(CCN 130006\)/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thankyou\/bill$/);

  await page.goto('/dashboard');
  await page.locator('.event-card').first().getByRole('link').first().click();
  await page.getByRole('button', { name: 'Check this bill' }).click();
  const verdict = page.getByTestId('bill-check-verdict');
  await expect(verdict).toBeVisible();
  // Who paid is known: no question about the payer, and the plans' benchmark is the one named.
  await expect(page.getByTestId('bill-check-ask')).toHaveCount(0);
  await expect(page.getByText(/What health plans pay \(estimate\)/).first()).toBeVisible();
  await expect(verdict).not.toContainText(/Not assessed\. Not assessed/);
});
