/**
 * The form kit on its development page (/dev/form-kit): every control driven by keyboard only and by
 * mouse, in Chromium, with axe-core finding no serious or critical violation (with errors shown and with
 * a suggestion list open). The masks are also fed whole values at once, as paste and autofill do.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { tabTo } from './support/keyboard';
import { expectAccessible } from './support/page-checks';

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const picker = (page: Page, name: RegExp) => page.getByRole('combobox', { name });

/** A diagnosis list asked of GraphQL: the plain list for null, else the search for this text. */
function optionsAsked(r: Request, query: string | null): boolean {
  if (!r.url().endsWith('/graphql') || r.method() !== 'POST') return false;
  const body = r.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
  return (
    body?.operationName === 'PickerOptions' &&
    body.variables?.kind === 'DIAGNOSIS' &&
    (body.variables.query ?? null) === query
  );
}

async function openKit(page: Page) {
  await page.goto('/dev/form-kit');
  await expect(page.getByRole('heading', { level: 1, name: 'Form kit' })).toBeVisible();
  // The JSON-loaded picker has its preselected option once the list arrived.
  await expect(page.getByRole('button', { name: 'Remove Hospital' })).toBeVisible();
}

test.describe('form kit page', () => {
  test('keyboard only: errors, masks, tag pickers, checkbox and submit', async ({ page }) => {
    await openKit(page);
    await expectAccessible(page);

    // Submit the empty form with the keyboard: blocked, "(Required)" flags, focus on the first error.
    const submit = page.getByRole('button', { name: 'Check and show what is sent' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const name = field(page, /^Full name/);
    await expect(page.locator('label', { hasText: 'Full name' })).toContainText('(Required)');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(page.getByText('What would be sent')).toHaveCount(0);
    await expectAccessible(page);

    // The flag goes as soon as the field is valid.
    await page.keyboard.type('Pat Doe');
    await expect(page.locator('label', { hasText: 'Full name' })).not.toContainText('(Required)');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await page.keyboard.press('Tab');
    await page.keyboard.type('pat@example.com');

    // Phone: digits only, shown (AAA) BBB-CCCC, 10 at most; deleting in the middle keeps the caret.
    const phone = field(page, /^Phone/);
    await tabTo(page, phone);
    await page.keyboard.type('555x1234567890');
    await expect(phone).toHaveValue('(555) 123-4567');
    await page.keyboard.press('Home');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Backspace'); // the "1"
    await expect(phone).toHaveValue('(555) 234-567');
    await page.keyboard.type('1');
    await expect(phone).toHaveValue('(555) 123-4567');

    const card = field(page, /^Card number/);
    await tabTo(page, card);
    await page.keyboard.type('4242424242424242');
    await expect(card).toHaveValue('4242 4242 4242 4242');

    const amount = field(page, /^Amount billed/);
    await tabTo(page, amount);
    await page.keyboard.type('1234.5.67');
    await expect(amount).toHaveValue('1,234.56');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    await expect(amount).toHaveValue('1,234.00');

    const date = field(page, /^Date of the visit/);
    await tabTo(page, date);
    await page.keyboard.type('1231202599');
    await expect(date).toHaveValue('12/31/2025');

    const slug = field(page, /^Page address/);
    await tabTo(page, slug);
    await page.keyboard.type('Heart  Failure!');
    await expect(slug).toHaveValue('heart-failure-');
    await page.keyboard.press('Tab');
    await expect(slug).toHaveValue('heart-failure');

    await page.keyboard.type('ab-12!Z');
    await expect(field(page, /^Claim code/)).toHaveValue('ab12Z');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A-b_1 c');
    await expect(field(page, /^Reference/)).toHaveValue('A-b1c');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1.2.3456');
    await expect(field(page, /^Dose/)).toHaveValue('1.23');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12a345678901234');
    await expect(field(page, /^Number of visits/)).toHaveValue('1234567890');

    // Single-mode picker: "(" matched literally and highlighted; a second pick replaces the first.
    const clinic = picker(page, /^Clinic/);
    await tabTo(page, clinic);
    await expect(clinic).toHaveAttribute('aria-expanded', 'false'); // focus without text keeps it closed
    await page.keyboard.type('(');
    await expect(clinic).toHaveAttribute('aria-expanded', 'true');
    const walkIn = page.getByRole('option', { name: 'Urgent care (walk-in)' });
    await expect(walkIn).toBeVisible();
    await expect(walkIn.locator('mark')).toHaveText('(');
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(clinic).toHaveAttribute('aria-activedescendant', (await walkIn.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Urgent care (walk-in)' })).toBeVisible();
    await expect(clinic).toHaveValue('');
    await expect(clinic).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.type('[blood');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Lab [blood work]' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Urgent care (walk-in)' })).toHaveCount(0);

    // Multi-mode picker with remote search: the typed text goes to the options query, debounced.
    const diagnoses = picker(page, /^Diagnoses/);
    await tabTo(page, diagnoses);
    const search = page.waitForRequest((r) => optionsAsked(r, 'heart'));
    await page.keyboard.type('heart');
    await search;
    await expect(page.getByRole('option', { name: 'Heart failure' })).toBeVisible();
    expect(await page.getByRole('option').count()).toBeLessThanOrEqual(10);
    await expectAccessible(page); // with the list open
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const firstPick = page.locator('.tag-picker').filter({ has: diagnoses }).locator('.tag');
    await expect(firstPick).toHaveCount(1);
    await page.keyboard.type('kidney');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(firstPick).toHaveCount(2);
    // Escape closes the list; Backspace in the empty input removes the last pick.
    await page.keyboard.type('xyz');
    await page.keyboard.press('Escape');
    await expect(diagnoses).toHaveAttribute('aria-expanded', 'false');
    const typed = await diagnoses.inputValue();
    for (let i = 0; i < typed.length; i++) await page.keyboard.press('Backspace');
    await expect(diagnoses).toHaveValue('');
    await page.keyboard.press('Backspace');
    await expect(firstPick).toHaveCount(1);
    // A tag is a button: Shift+Tab to it, Enter removes it and the focus returns to the input.
    await tabTo(page, firstPick.first(), { back: true });
    await page.keyboard.press('Enter');
    await expect(firstPick).toHaveCount(0);
    await expect(diagnoses).toBeFocused();

    // Free text: Enter adds the typed text as a tag; an empty Enter does nothing (and does not submit).
    const tags = picker(page, /^Your own tags/);
    await tabTo(page, tags);
    await page.keyboard.type('follow-up (call)');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove follow-up (call)' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('.tag-picker').filter({ has: tags }).locator('.tag')).toHaveCount(1);
    await expect(page.getByText('The form is valid')).toHaveCount(0);

    // The failing source says so and stays usable.
    await expect(page.getByText('Suggestions could not be loaded')).toBeVisible();

    const insured = page.getByRole('checkbox', { name: 'I have insurance' });
    await tabTo(page, insured);
    await page.keyboard.press('Space');
    await expect(insured).toBeChecked();

    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page.getByText('The form is valid')).toBeVisible();
    const sent = JSON.parse((await page.getByLabel('What would be sent').textContent()) ?? '{}') as {
      sent: Record<string, unknown>;
      legacy: [string, string][];
    };
    expect(sent.sent).toMatchObject({
      phone: 5551234567,
      card: '4242424242424242',
      amount: 1234,
      visitDate: '2025-12-31',
      slug: 'heart-failure',
      visits: 1234567890,
      dose: 1.23,
      clinic: ['lab'],
      tags: ['follow-up (call)'],
      billType: ['Hospital'],
      insured: true,
    });
    expect(sent.legacy).toEqual(
      expect.arrayContaining([
        ['visitDate', '2025-12-31T00:00:00'],
        ['clinic', 'lab'],
        ['diagnoses', 'null'],
        ['insured', '1'],
        ['amount', '1234'],
      ]),
    );
  });

  test('mouse: pickers, tags, blur, paste and autofill, table and infinite list', async ({ page }) => {
    await openKit(page);

    // Paste or autofill a whole value: the same as typing it.
    const phone = field(page, /^Phone/);
    await phone.click();
    await phone.fill('+1 (555) 123-4567');
    await expect(phone).toHaveValue('(555) 123-4567');
    const amount = field(page, /^Amount billed/);
    await amount.click();
    await page.keyboard.insertText('$1,234,567.5'); // as an IME or a paste inserts it
    await expect(amount).toHaveValue('1,234,567.5');
    await page.getByRole('heading', { name: 'A form with every field' }).click();
    await expect(amount).toHaveValue('1,234,567.50');
    const date = field(page, /^Date of the visit/);
    await date.fill('12-31-2025');
    await expect(date).toHaveValue('12/31/2025');
    const card = field(page, /^Card number/);
    await card.fill('4242-4242-4242-4242');
    await expect(card).toHaveValue('4242 4242 4242 4242');

    // Click a suggestion; click a tag to remove it (focus back in the input); blur clears and closes.
    const clinic = picker(page, /^Clinic/);
    await clinic.click();
    await page.keyboard.type('care');
    await page.getByRole('option', { name: 'Primary care' }).click();
    const tag = page.getByRole('button', { name: 'Remove Primary care' });
    await expect(tag).toBeVisible();
    await expect(clinic).toHaveValue('');
    await tag.click();
    await expect(tag).toHaveCount(0);
    await expect(clinic).toBeFocused();
    await page.keyboard.type('x-ray');
    await expect(page.getByRole('option', { name: 'Imaging: X-ray, CT, MRI' })).toBeVisible();
    await page.getByRole('heading', { name: 'A form with every field' }).click();
    await expect(clinic).toHaveValue('');
    await expect(page.getByRole('option')).toHaveCount(0);
    // Literal matching: ".*" matches nothing instead of everything.
    await clinic.click();
    await page.keyboard.type('.*');
    await expect(page.getByRole('option')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Multi mode by mouse: a pick toggles; the cleared input fetches the plain list again.
    const diagnoses = picker(page, /^Diagnoses/);
    await diagnoses.click();
    const searched = page.waitForRequest((r) => optionsAsked(r, 'asthma'));
    await page.keyboard.type('asthma');
    await searched;
    await expect(page.getByRole('option').first()).toBeVisible();
    // After a search, the input cleared by the pick asks the plain list again.
    const plain = page.waitForRequest((r) => optionsAsked(r, null));
    await page.getByRole('option').first().click();
    await plain;
    await expect(page.locator('.tag-picker').filter({ has: diagnoses }).locator('.tag')).toHaveCount(1);

    // Paged table: sort by a header, page with the links, empty state.
    await page.getByRole('link', { name: /^Bill/ }).click();
    await expect(page).toHaveURL(/\/dev\/form-kit\/1\/name\/asc$/);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/dev\/form-kit\/2\/name\/asc$/);
    const rows = page.locator('.paged-table tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText('Demo bill 11');
    await page.getByRole('link', { name: 'Page 4' }).click();
    await expect(rows).toHaveCount(7);
    await expect(page.getByText('31–37 of 37')).toBeVisible();
    await page.getByRole('link', { name: /^Bill/ }).click();
    await expect(page).toHaveURL(/\/dev\/form-kit\/1\/name\/desc$/);
    await expect(rows.first()).toContainText('Demo bill 37');
    await page.getByLabel('Show the table with no rows').check();
    await expect(page.getByRole('cell', { name: 'There are no results' })).toBeVisible();

    // Infinite list: scrolling to within 10 px of the bottom loads the next page.
    const list = page.getByRole('region', { name: 'Visits' });
    await expect(list.getByText('Visit 20', { exact: true })).toBeAttached();
    await list.hover();
    // Scrolled again until the third page is there: on a busy machine a page may come after a fixed
    // number of turns of the wheel, and the next one is asked for only by a scroll to the bottom.
    await expect(async () => {
      await page.mouse.wheel(0, 2000);
      await expect(list.getByText('Visit 60', { exact: true })).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await expectAccessible(page);
  });

  test('on a 360 px phone: no sideways scrolling, errors and an open list pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openKit(page);
    await page.getByRole('button', { name: 'Check and show what is sent' }).click();
    await expect(field(page, /^Full name/)).toBeFocused();
    const clinic = picker(page, /^Clinic/);
    await clinic.click();
    await page.keyboard.type('care');
    await expect(page.getByRole('option', { name: 'Primary care' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await expectAccessible(page);
  });

  test('keyboard only: table links and the infinite list', async ({ page }) => {
    await openKit(page);
    const page2 = page.getByRole('link', { name: 'Page 2' });
    await tabTo(page, page2);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dev\/form-kit\/2\/id\/asc$/);
    await expect(page.locator('.paged-table tbody tr').first()).toContainText('Demo bill 11');
    const list = page.getByRole('region', { name: 'Visits' });
    await tabTo(page, list);
    for (let i = 0; i < 10 && !(await list.getByText('Visit 40', { exact: true }).count()); i++) {
      await page.keyboard.press('End');
      await page.waitForTimeout(200);
    }
    await expect(list.getByText('Visit 40', { exact: true })).toBeAttached();
  });
});
