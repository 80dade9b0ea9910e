/**
 * The hospital picker (the event form's, the upload page's and the wizard's) driven by keyboard, on the
 * seeded demo directory: two hospitals share the name "Demo Stonebridge Health Center"; the list tells
 * them apart by city and CCN, and the Austin one (CCN DEMO02) is picked.
 */
import { expect, type Page } from '@playwright/test';

export const DEMO_HOSPITAL = 'Demo Stonebridge Health Center';
export const DEMO_HOSPITAL_CCN = 'DEMO02';

export async function pickDemoHospital(page: Page, label: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.focus();
  const matches = page.getByRole('listbox', { name: label }).getByRole('option');
  await page.keyboard.type('stonebridge health');
  await expect(matches.filter({ hasText: 'Atlanta, GA' })).toBeVisible();
  await page.keyboard.type(' austin');
  await expect(matches).toHaveCount(1);
  await expect(matches).toHaveText(new RegExp(`${DEMO_HOSPITAL} .*CCN ${DEMO_HOSPITAL_CCN}`));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(DEMO_HOSPITAL);
  await expect(page.getByTestId('hospital-picked')).toContainText(
    new RegExp(`${DEMO_HOSPITAL}, [A-Za-z ]+, TX \\(CCN ${DEMO_HOSPITAL_CCN}\\)`),
  );
}
