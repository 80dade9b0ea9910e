/**
 * The settings screen in the browser: change the name, download the data archive (a zip that opens, with
 * the expected entries), delete the account (signed out, and the password no longer signs in); axe-core
 * finds no serious or critical problem. With SETTINGS_SHOTS=<folder>, screenshots at desktop and 360 px
 * wide are written there.
 */
import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { readZip } from '@fp/cms-import/testing';
import { signUpAndLogIn } from './support/accounts';
import { expectAccessible, screenshots } from './support/page-checks';
import { csrfToken } from './support/site-api';

const shoot = screenshots('SETTINGS_SHOTS');

test('settings: change the name, download the data, delete the account', async ({ page }) => {
  test.setTimeout(120_000);
  const { email, password } = await signUpAndLogIn(page);

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-email')).toHaveText(email);
  await expect(page.getByTestId('sessions').getByText('(this browser)')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'settings');

  // The name.
  const nameForm = page.getByRole('form', { name: 'Your name' });
  await nameForm.getByLabel('First name').fill('Rosa');
  await nameForm.getByLabel('Last name').fill('Parks');
  await nameForm.getByRole('button', { name: 'Save my name' }).click();
  await expect(nameForm.getByText('Your name is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Your name' }).getByLabel('First name')).toHaveValue('Rosa');

  // A new e-mail address: nothing changes until the link sent there is used.
  const newEmail = `moved-${email}`;
  const emailForm = page.getByRole('form', { name: 'Change e-mail address' });
  await emailForm.getByLabel(/New e-mail address/).fill(newEmail);
  await emailForm.getByLabel(/Current password/).fill(password);
  await emailForm.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(emailForm.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
  let link = '';
  await expect
    .poll(async () => {
      const items = (await (
        await page.request.get(`/api/dev/outbox.json?to=${encodeURIComponent(newEmail)}`)
      ).json()) as { kind: string; text: string }[];
      link =
        /https?:\/\/\S+\/account\/email\?key=[\w-]+/.exec(
          items.find((m) => m.kind === 'emailChange')?.text ?? '',
        )?.[0] ?? '';
      return Boolean(link);
    })
    .toBe(true);
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await expect(page.getByTestId('current-email')).toHaveText(newEmail);

  // A wrong current password is refused beside its field.
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel(/Current password/).fill('Wrong!pass1');
  await passwordForm.getByLabel(/New password/).fill('Newer!pass2');
  await passwordForm.getByRole('button', { name: 'Change my password' }).click();
  await expect(passwordForm.getByText('Your current password is not correct.').first()).toBeVisible();
  await expectAccessible(page);

  // The archive downloads and opens.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-link').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fairprice-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const entries = await readZip(file);
  for (const kind of ['settings', 'events', 'bills', 'tasks', 'files', 'payments', 'sessions'])
    expect([...entries.keys()]).toEqual(expect.arrayContaining([`${kind}.json`, `${kind}.csv`]));
  expect(entries.has('README.txt')).toBe(true);
  const settings = JSON.parse(entries.get('settings.json')!.toString('utf8')) as {
    email: string;
    first_name: string;
  }[];
  expect(settings).toEqual([expect.objectContaining({ email: newEmail, first_name: 'Rosa' })]);

  // Deleting: a wrong confirmation is refused, the e-mail address deletes.
  const del = page.getByRole('form', { name: 'Delete my account' });
  const ask = page.getByRole('alertdialog', { name: 'Delete your account for good?' });
  await del.getByLabel(/Type your e-mail address or your password/).fill('not me');
  await del.getByRole('button', { name: 'Delete my account' }).click();
  await ask.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(del.getByText(/nothing was deleted/).first()).toBeVisible();
  await expect(ask).toBeHidden();
  await del.getByLabel(/Type your e-mail address or your password/).fill(newEmail);
  await del.getByRole('button', { name: 'Delete my account' }).click();
  // One more, explicit question before anything is deleted; cancelling keeps everything.
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Keep my account' })).toBeFocused();
  await shoot(page, 'settings-delete-confirm');
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  expect((await page.request.get('/api/auth/getToken')).status()).toBe(200);
  await del.getByRole('button', { name: 'Delete my account' }).click();
  await ask.getByRole('button', { name: 'Yes, delete my account' }).click();
  // The deletion is confirmed on the page, and by e-mail to the address.
  await expect(page).toHaveURL(/\/account\/deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account was deleted', level: 1 })).toBeVisible();
  await expect(page.getByText(/We sent a last e-mail to your address/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'account-deleted');
  const notices = (await (
    await page.request.get(`/api/dev/outbox.json?to=${encodeURIComponent(newEmail)}`)
  ).json()) as { kind: string; subject: string }[];
  expect(notices.map((m) => m.kind)).toEqual(['accountDeleted']);

  // Signed out, and the password no longer signs in.
  expect((await page.request.get('/api/auth/getToken')).status()).toBe(401);
  const csrf = await csrfToken(page.request);
  const login = await page.request.post('/api/auth/login', {
    data: { email: newEmail, password },
    headers: { 'x-csrf-token': csrf },
  });
  expect(login.status()).toBe(401);
});
