/**
 * The dashboard's to-do list, help and refer screens in the browser: to-do add, toggle and remove with
 * the keyboard only (blank text refused, the input clears, open tasks first after a toggle, the empty
 * message only when the list is empty); the dashboard navigation at 360 px (a menu button, keyboard
 * usable); the help search; the referral link and its count. axe-core finds no serious or critical
 * problem. With TODO_SHOTS=<folder>, screenshots at desktop and 360 px wide are written there.
 */
import { test, expect, type Page } from '@playwright/test';
import { signUpAndLogIn } from './support/accounts';
import { tabTo } from './support/keyboard';
import { expectAccessible, screenshots } from './support/page-checks';

const shoot = screenshots('TODO_SHOTS');

const taskTexts = (page: Page) => page.getByRole('list', { name: 'Tasks' }).locator('.todo-text');

test('to-do list: add, toggle and remove with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page);
  await page.goto('/dashboard/todo');
  await expect(page.getByRole('heading', { name: 'To-do', level: 1 })).toBeVisible();
  await expect(page.getByText('There are no items to do.')).toBeVisible();
  await expectAccessible(page);

  const input = page.getByLabel('New task');
  await input.focus();
  // Blank text is refused.
  await page.keyboard.type('   ');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please write what there is to do.')).toBeVisible();
  await expect(page.getByText('There are no items to do.')).toBeVisible();
  await input.fill('');

  for (const text of ['Call the billing office', 'Ask for an itemized bill', 'Appeal the denied claim']) {
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await expect(taskTexts(page).filter({ hasText: text })).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
  }
  await expect(page.getByText('There are no items to do.')).toHaveCount(0);
  await expect(taskTexts(page)).toHaveText([
    'Call the billing office',
    'Ask for an itemized bill',
    'Appeal the denied claim',
  ]);

  // Tab to the first task's checkbox; Space marks it done and it moves after the open ones.
  const first = page.getByRole('checkbox', { name: 'Call the billing office' });
  await tabTo(page, first, { max: 8 }); // past the due date's fields and Add
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await expect(taskTexts(page)).toHaveText([
    'Ask for an itemized bill',
    'Appeal the denied claim',
    'Call the billing office',
  ]);
  await expect(first).toBeFocused();
  await shoot(page, 'todo');
  await expectAccessible(page);

  // Edit with the keyboard: its text and due day (a past day: the task is overdue); Escape cancels.
  await page.getByRole('button', { name: 'Edit Appeal the denied claim' }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByLabel('Task text');
  await expect(edit).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Appeal the denied claim' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Appeal the claim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('01022020');
  await page.keyboard.press('Enter');
  await expect(taskTexts(page)).toHaveText([
    'Appeal the claim',
    'Ask for an itemized bill',
    'Call the billing office',
  ]);
  await expect(page.locator('.todo-item.is-overdue')).toHaveText(
    /Appeal the claim.*Overdue.*Due January 2, 2020/,
  );
  await expectAccessible(page);
  await shoot(page, 'todo-overdue');

  // Remove with the keyboard: Tab from the checkbox past Edit to its Remove button, Enter.
  await first.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove Call the billing office' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(taskTexts(page)).toHaveText(['Appeal the claim', 'Ask for an itemized bill']);

  // Kept after a reload (the server's order).
  await page.reload();
  await expect(taskTexts(page)).toHaveText(['Appeal the claim', 'Ask for an itemized bill']);
  for (const text of ['Appeal the claim', 'Ask for an itemized bill']) {
    await page.getByRole('button', { name: `Remove ${text}` }).focus();
    await page.keyboard.press('Enter');
    await expect(taskTexts(page).filter({ hasText: text })).toHaveCount(0);
  }
  await expect(page.getByText('There are no items to do.')).toBeVisible();
  await expect(input).toBeFocused();
});

test('dashboard navigation on a phone, help and refer', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const menu = nav.getByRole('button', { name: /Dashboard menu/ });
  await expect(menu).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Help' })).toBeHidden();
  // The server's first view of the dashboard is inert (no focus, no clicks) until the app has adopted it.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Events', 'Bills', 'To-do', 'Help', 'Refer', 'Settings'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'nav-open');
  // Escape closes it and focus returns to the button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  // Open again and follow Help with the keyboard.
  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'Help' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/help$/);
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // Help: the articles flagged as help, filtered as the user types.
  const articles = page.locator('.help-list > li');
  await expect(articles).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'How to dispute a medical bill, step by step' })).toBeVisible();
  await page.getByLabel('Search help').fill('dispute');
  await expect(articles).toHaveCount(1);
  await page.getByLabel('Search help').fill('no such words here');
  await expect(page.getByText('No help article matches your search.')).toBeVisible();
  await page.getByLabel('Search help').fill('');
  await expect(articles).toHaveCount(3);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'help');

  // Refer: the link with the user's reference, a copy button, the e-mail and the count.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Refer' }).click();
  await expect(page.getByRole('heading', { name: 'Refer a friend', level: 1 })).toBeVisible();
  const link = page.getByTestId('refer-link');
  await expect(link).toHaveValue(/\/\?reference=[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('refer-count')).toHaveText('Nobody has signed up through your link yet.');
  await expect(page.getByLabel('Message')).toHaveValue(/You can try it here: http/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText(/Link copied|Press Ctrl\+C/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'refer');

  // A friend signs up through the link: the count follows.
  const reference = new URL(await link.inputValue()).searchParams.get('reference')!;
  const friend = await page.context().browser()!.newContext({ baseURL: page.url() });
  const friendPage = await friend.newPage();
  // The header saves the code in the session, where sign-up credits it.
  const remembered = friendPage.waitForResponse(
    (r) => r.request().method() === 'POST' && !!r.request().postData()?.includes('rememberReference'),
  );
  await friendPage.goto(`/?reference=${reference}`);
  await remembered;
  await signUpAndLogIn(friendPage);
  await friend.close();
  await page.reload();
  await expect(page.getByTestId('refer-count')).toHaveText('1 person has signed up through your link.');
});
