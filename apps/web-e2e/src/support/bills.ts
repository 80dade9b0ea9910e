/** The bill form on an event page, filled the way a user does. */
import { expect, type Page } from '@playwright/test';

export interface BillEntry {
  /** The "Bill type" option, also the bill's link text on the event page. */
  type: string;
  status?: string;
  /** One billing code typed into the codes picker and taken with Enter. */
  code?: string;
  dueDate?: string;
  /** Amounts as typed, in dollars ("1,200.50"). */
  total: string;
  self: string;
  insurance?: string;
}

/** Cents as typed into an amount field: 45000 → "450.00". */
export const typedDollars = (cents: number) => (cents / 100).toFixed(2);

/** Fills the open bill form and saves it. */
export async function addBill(page: Page, bill: BillEntry) {
  await page.getByLabel('Bill type').selectOption(bill.type);
  if (bill.status) await page.getByLabel('Status').selectOption({ label: bill.status });
  if (bill.code) {
    await page.getByRole('combobox', { name: 'Billing codes' }).fill(bill.code);
    await page.keyboard.press('Enter');
  }
  if (bill.dueDate) await page.getByLabel('Due date').fill(bill.dueDate);
  await page.getByLabel('Bill total ($)').fill(bill.total);
  await page.getByLabel('You pay ($)').fill(bill.self);
  if (bill.insurance !== undefined) await page.getByLabel('Insurance paid ($)').fill(bill.insurance);
  await page.getByRole('button', { name: 'Save bill' }).click();
}

/** After a save, back on the event page: opens the bill by its type and returns its id. */
export async function openSavedBill(page: Page, eventId: string, type: string): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/dashboard/event/${eventId}$`));
  await page.getByRole('link', { name: type, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/bill\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/** The upload page with one small PDF chosen: its visit form ("About the visit"), once shown. */
export async function openUploadForm(page: Page) {
  await page.goto('/upload');
  await page
    .getByLabel('Choose bill files')
    .setInputFiles([
      { name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
  const form = page.getByRole('form', { name: 'About the visit' });
  await expect(form).toBeVisible();
  return form;
}
