/**
 * The visit pickers (diagnoses, procedures, other conditions) on the real screens, issue 25: typing part
 * of a word suggests list items, the match highlighted, at most 10, picked by keyboard or mouse; a word
 * nothing matches is kept only on purpose, as the person's own words (spec part 2 §4), never a half-typed
 * "pneu" while "Pneumonia" is suggested. Screens: the dashboard's add-event form, /upload, and the "Start
 * on a bill" pop-up.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { signUpAndLogIn } from './support/accounts';
import { openUploadForm } from './support/bills';
import { expectAccessible, screenshots } from './support/page-checks';

// With PICKER_SHOTS=<folder>, screenshots at 1366 px and 360 px wide are written there.
const shoot = screenshots('PICKER_SHOTS');
test.use({ viewport: { width: 1366, height: 900 } });

/** Types `typed` into the named picker and checks the suggestions: all match, highlighted, at most 10. */
async function suggestions(scope: Page | Locator, page: Page, name: RegExp, typed: string) {
  const box = scope.getByRole('combobox', { name });
  await box.click();
  await box.pressSequentially(typed);
  const listbox = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  const options = listbox.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveValue(typed);
  // The list follows the text as it is typed: on a loaded machine it may still show the suggestions for
  // the first letters ("as") for a moment, or only the own-words choice while the matches are on their
  // way, so wait until it lists matches of the whole text and nothing else (it fails if it never does).
  const listedNow = async () =>
    (await options.allTextContents()).filter((t) => !t.endsWith('as your own words'));
  const matches = (t: string) => t.toLowerCase().includes(typed.toLowerCase());
  await expect
    .poll(async () => {
      const listed = await listedNow();
      return listed.length > 0 && listed.every(matches);
    })
    .toBe(true);
  const listed = await listedNow();
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.length).toBeLessThanOrEqual(10);
  for (const t of listed) expect(t.toLowerCase()).toContain(typed.toLowerCase());
  await expect(options.first().locator('mark')).toHaveText(new RegExp(`^${typed}$`, 'i'));
  return { box, options, first: listed[0] };
}

test('the add-event form suggests diagnoses, procedures and conditions; own words only on purpose', async ({
  page,
}) => {
  await signUpAndLogIn(page);
  await page.goto('/dashboard/add-event');
  await page.getByLabel(/^Name of the visit/).fill('Chest cold');

  // Diagnoses by keyboard: "pneu" suggests Pneumonia first; Enter alone does not keep "pneu".
  const dx = await suggestions(page, page, /^Diagnoses/, 'pneu');
  expect(dx.first).toBe('Pneumonia');
  await expect(page.getByRole('status').filter({ hasText: /suggestions?\./ })).toContainText(
    'Use the up and down arrows to choose, or the last item to keep “pneu” as your own words.',
  );
  await expectAccessible(page);
  await shoot(page, 'picker-open');
  await dx.box.press('Enter');
  await expect(page.getByRole('button', { name: /^Remove pneu/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Choose one of the' })).toBeVisible();
  await dx.box.press('ArrowDown');
  await dx.box.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Pneumonia' })).toBeVisible();
  await expect(dx.box).toHaveValue('');

  // Procedures by mouse.
  const px = await suggestions(page, page, /^Procedures/, 'ray');
  await px.options.filter({ hasText: 'Xray' }).click();
  await expect(page.getByRole('button', { name: 'Remove Xray' })).toBeVisible();

  // Conditions: the list's match, then words the list does not have, said to be the person's own.
  const cx = await suggestions(page, page, /^Other conditions/, 'asth');
  await cx.box.press('ArrowDown');
  await cx.box.press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${cx.first}` })).toBeVisible();
  await cx.box.pressSequentially('zzqx rash');
  await expect(page.getByRole('status').filter({ hasText: 'zzqx' })).toHaveText(
    'Nothing in the list matches “zzqx rash”. Press Enter to add it as your own words.',
  );
  await cx.box.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove zzqx rash (your words)' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'picker-tags');

  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .locator('.event-card', { hasText: 'Chest cold' })
    .getByRole('link', { name: 'Chest cold' })
    .click();
  const eventId = page.url().split('/').pop()!;
  const saved = (await (await page.request.get(`/api/json/crud/get/visit/${eventId}`)).json()) as {
    diagnoses: { id: string; text: string }[];
    procedures: { id: string; text: string }[];
    conditions: { id: string; text: string }[];
  };
  expect(saved.diagnoses).toHaveLength(1);
  expect(saved.diagnoses[0].text).toBe('Pneumonia');
  expect(saved.diagnoses[0].id).not.toBe('Pneumonia');
  expect(saved.procedures).toEqual([{ id: 'Xray', text: 'Xray' }]);
  expect(saved.conditions.map((c) => c.text)).toEqual([cx.first, 'zzqx rash']);

  // Editing shows the tags again, the own words still marked as such.
  await page.goto(`/dashboard/add-event/${eventId}`);
  await expect(page.getByRole('button', { name: 'Remove Pneumonia' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove zzqx rash (your words)' })).toBeVisible();
});

test('the upload form and the start-on-a-bill pop-up suggest diagnoses as you type', async ({ page }) => {
  await signUpAndLogIn(page);
  const form = await openUploadForm(page);
  const up = await suggestions(form, page, /^Diagnoses/, 'fract');
  await up.options.filter({ hasText: up.first }).click();
  await expect(form.getByRole('button', { name: `Remove ${up.first}` })).toBeVisible();
  const upc = await suggestions(form, page, /^Other conditions/, 'heart');
  await upc.box.press('ArrowDown');
  await upc.box.press('Enter');
  await expect(form.getByRole('button', { name: `Remove ${upc.first}` })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Start on a bill' }).click();
  const wizard = page.getByRole('dialog', { name: 'Start on a bill' });
  const wz = await suggestions(wizard, page, /^Diagnoses/, 'pneu');
  await wz.box.press('ArrowDown');
  await wz.box.press('Enter');
  await expect(wizard.getByRole('button', { name: 'Remove Pneumonia' })).toBeVisible();
  const wp = await suggestions(wizard, page, /^Procedure/, 'lab');
  await wp.options.filter({ hasText: 'Labs' }).click();
  await expect(wizard.getByRole('button', { name: 'Remove Labs' })).toBeVisible();
});
