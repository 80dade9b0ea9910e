/**
 * Accounts, e-mail and the paid pass in the browser: sign up → read the activation e-mail (development
 * outbox) → set a password → log in → buy a plan through the local test checkout → purchase page → pass
 * active → map details visible; then a password reset by e-mail. Runs against `npm start` in
 * development mode (no SMTP, no Stripe key: the outbox and the test checkout stand in).
 */
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { elementShots, expectAccessible, screenshots } from './support/page-checks';

const PASSWORD = 'Str0ng!pass';
const NEW_PASSWORD = 'N3w#password';

interface OutboxItem {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

/** The newest e-mail of a kind to an address, from the development-only outbox. */
async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox.json?to=${encodeURIComponent(to)}`);
      const items = (await res.json()) as OutboxItem[];
      found = items.find((m) => m.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/account');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/**
 * Log out from the header and wait until the session has ended: the next page opened before the
 * log-out answer arrived would still be a signed-in page (the welcome page then has no sign-up form).
 */
async function logOut(page: Page) {
  const account = page.getByRole('navigation', { name: 'Account' });
  await account.getByRole('button', { name: 'Log out' }).click();
  await expect(account.getByRole('link', { name: 'Log in' })).toBeVisible();
}

async function expectSignedIn(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }),
  ).toBeVisible();
}

/** GraphQL from inside the page, with its session cookie and forgery-protection token. */
function gqlInPage(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ query, variables }) => {
      const csrf = ((await (await fetch('/api/csrf')).json()) as { csrfToken: string }).csrfToken;
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    },
    { query, variables },
  );
}

test.describe('accounts and the paid pass', () => {
  test('sign up, activate by e-mail, log in, buy a pass, see map details; then reset the password', async ({
    page,
    request,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;

    // Sign up with an e-mail address.
    await page.goto('/account/signup');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText('Please enter a valid email.')).toBeVisible();
    await expect(page.getByText('(Required)')).toBeVisible();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/thankyou\/new$/);
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    // Read the activation e-mail and follow its link to the set-password form.
    const activation = await latestMail(request, email, 'activate');
    const link = linkIn(activation.text);
    expect(link.pathname).toMatch(/^\/account\/set\/[\w-]{43}\/.+/);
    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
    await page.getByLabel('New password').fill('weakpass');
    await page.getByRole('button', { name: 'Save my password' }).click();
    await expect(
      page.getByText(
        'Password requires an uppercase and lowercase letter, number, special character, and must be 8 characters in length.',
      ),
    ).toBeVisible();
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await expect(page).toHaveURL(/\/thankyou\/set$/);
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();

    // Setting the password with the one-time key signed this browser in.
    await expectSignedIn(page);
    await logOut(page);

    // Log in.
    await logIn(page, email, PASSWORD);
    await expect(page.getByTestId('pass-status')).toContainText('You have no active pass');

    // The welcome page: three plans, tabs, FAQ; no free-tier block when signed in.
    await page.goto('/account/welcome');
    await expect(page.getByRole('heading', { name: 'Choose your pass' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(3);
    await page.getByRole('tab', { name: 'Keep track of your bills' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Record each visit');
    await expect(page.getByTestId('free-tier')).toHaveCount(0);

    // Buy through the local test checkout.
    await page.getByRole('button', { name: 'Choose Family' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/cs_local_[\w-]+$/);
    await expect(page.getByText('$29.99')).toBeVisible();
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await expect(page).toHaveURL(/\/account\/purchase\/cs_local_[\w-]+$/);
    await expect(page.getByTestId('purchase-done')).toContainText('Family pass is active');
    await expect(page.getByTestId('purchase-done')).not.toContainText('pass pass');
    await expect(page.getByRole('link', { name: 'Search prices on the map' })).toBeVisible();

    // The pass is active on the account page and in the token.
    await page.goto('/account');
    await expect(page.getByTestId('pass-status')).toContainText('Your pass is active');
    await expect(page.getByTestId('pass-end')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    const token = await gqlInPage(page, '{ token { email passActive } }');
    expect(token.data?.token).toEqual({ email, passActive: true });

    // Use up the free allowance: from here on only the pass can open detail prices.
    const free = await gqlInPage(page, 'mutation { updateFree { freeUsed } }');
    expect(free.data?.updateFree).toEqual({ freeUsed: true });

    // Map details are visible on the map screen, as a person would look: the demo hospitals near Austin.
    await page.goto('/map');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Austin, TX, USA');
    const items = page.getByTestId('provider-item');
    await expect(items.first()).toBeVisible();
    const found = await items.count();
    // Six openings, more than the free searches: the pass keeps the prices showing (and none is counted).
    for (let opening = 0; opening < 6; opening++) {
      await items
        .nth(opening % found)
        .getByRole('button', { name: /Prices and details/ })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('detail-prices')).toBeVisible();
      const figures = dialog.getByRole('table', { name: 'Published figures per kind of stay' });
      const firstStay = figures.getByRole('row').nth(1);
      await expect(firstStay).toContainText(/MS-DRG \d{3}/);
      await expect(firstStay).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/);
      await expect(firstStay).toContainText('(Demo data)');
      await expect(dialog.locator('.price-source').first()).toHaveText('Source: Demo data');
      await expect(dialog).toContainText('Who pays what');
      await expect(dialog.getByTestId('pay-prompt')).toHaveCount(0);
      await expect(dialog.getByTestId('sign-up-prompt')).toHaveCount(0);
      await expect(dialog.getByRole('link', { name: 'Choose a plan' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close details' }).click();
      await expect(dialog).toBeHidden();
    }

    // The server agrees: with the allowance used, the pass alone grants the figures, and a pass holder's
    // searches and openings are not counted against the free allowance (the count is still the one from
    // before the pass: none).
    const search = await gqlInPage(
      page,
      'query($i: ProviderSearchInput!) { searchProviders(input: $i) { hits { id } diagnosis { id } } }',
      { i: { diagnosisSlug: 'upper-respiratory-infection', lat: 30.28, lng: -97.73 } },
    );
    expect(search.errors).toBeUndefined();
    const { hits, diagnosis } = search.data?.searchProviders as {
      hits: { id: string }[];
      diagnosis: { id: string };
    };
    expect(hits.length).toBeGreaterThan(0);
    // The condition is named: a pass holder's searches are not counted, so none is remembered as the last.
    const detail = await gqlInPage(
      page,
      `query($id: ID!, $d: Int) { provider(id: $id, diagnosisId: $d) { searchCount access { detailPrices prompt }
         provider { prices { averageTotalPaymentCents } } } }`,
      { id: hits[0]!.id, d: Number(diagnosis.id) },
    );
    expect(detail.errors).toBeUndefined();
    const p = detail.data?.provider as {
      searchCount: number;
      access: { detailPrices: boolean; prompt: string };
      provider: { prices: unknown[] };
    };
    expect(p.searchCount).toBe(0);
    expect(p.access).toEqual({ detailPrices: true, prompt: 'NONE' });
    expect(p.provider.prices.length).toBeGreaterThan(0);

    // The affiliate page shows the referral link.
    await page.goto('/affiliate');
    await expect(page.getByTestId('referral-link')).toHaveValue(/\/\?reference=[a-z0-9]{10}$/);
    await expect(page.getByRole('link', { name: 'E-mail a friend' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=/,
    );
    // The referral payout address: line 2 is optional and may stay empty.
    const address = page.getByRole('form', { name: 'Your address' });
    await address.getByRole('button', { name: 'Save my address' }).click();
    await expect(address.getByText('please fill out all fields').first()).toBeVisible();
    await address.getByLabel(/^First name/).fill('Jo');
    await address.getByLabel(/^Last name/).fill('Doe');
    await address.getByLabel(/^Address( \(Required\))?$/).fill('1 Main St');
    await address.getByLabel(/^City/).fill('Austin');
    await address.getByLabel(/^State/).fill('TX');
    await address.getByLabel(/^ZIP code/).fill('78701');
    await address.getByRole('button', { name: 'Save my address' }).click();
    await expect(address.getByText('Your address is saved.')).toBeVisible();

    // /account/error shows the error box to a signed-in visitor too.
    await page.goto('/account/error');
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText("There's a problem");

    // Log out, then reset the password by e-mail.
    await logOut(page);
    await page.goto('/account/reset');
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText('Please enter a valid email.')).toBeVisible();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page).toHaveURL(/\/thankyou\/reset$/);
    await expect(page.getByText('If you have an account with us')).toBeVisible();

    const reset = await latestMail(request, email, 'reset');
    await page.goto(linkIn(reset.text).pathname);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await expect(page).toHaveURL(/\/thankyou\/set$/);
    await expectSignedIn(page);
    await expect(page.getByTestId('pass-status')).toContainText('Your pass is active');
  });

  test('forms show the specification messages', async ({ page }) => {
    // /account/error: an error box above the log-in form.
    await page.goto('/account/error');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      "There's a problem We are sorry. There has been an error with your request. Please try again later.",
    );

    await page.goto('/account/set');
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There was an error' })).toBeVisible();
    // No '@' in the last segment: the e-mail box is hidden.
    await page.goto('/account/set/somekey/nothing-here');
    await expect(page.getByLabel('E-mail address')).toHaveCount(0);

    await page.goto('/account/access');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText('Please provide valid email.')).toBeVisible();

    await page.goto('/contact');
    const contact = page.getByRole('form', { name: 'Contact us' });
    // Each form keeps its own focus and errors: a blocked "Ask for help" focuses its own e-mail field.
    const help = page.getByRole('form', { name: 'Get help with a bill' });
    await help.getByRole('button', { name: 'Ask for help' }).click();
    await expect(help.getByLabel(/^E-mail address/)).toBeFocused();
    await expect(contact.locator('.field-error')).toHaveCount(0);
    await page.reload();
    await contact.getByLabel('First name').fill('Jo');
    await contact.getByRole('button', { name: 'Send' }).click();
    await expect(contact.getByText('Please provide your full name and email.').first()).toBeVisible();
    await contact.getByLabel('Last name').fill('Doe');
    await contact.getByLabel('E-mail address').fill('jo@example.com');
    await contact.getByLabel('Message').fill('How are the prices estimated?');
    await contact.getByRole('button', { name: 'Send' }).dblclick();
    await expect(page).toHaveURL(/\/thankyou\/contact$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();

    // /affiliate needs a signed-in user; /account/purchase needs a checkout id.
    await page.goto('/affiliate');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account/purchase');
    await expect(page).toHaveURL(/\/$/);
    // Signed out, the welcome page offers the free tier.
    await page.goto('/account/welcome');
    await expect(page.getByTestId('free-tier')).toBeVisible();
  });

  test('buying without signing in: check your e-mail, the link turns the pass on; then cancel it in settings', async ({
    page,
    request,
  }) => {
    const shoot = screenshots('PURCHASE_SHOTS');
    const shootElement = elementShots('PURCHASE_SHOTS');
    const email = `e2e-anon-${Date.now()}@example.com`;
    await page.goto('/account/welcome');
    await expect(page.getByText('After paying, we e-mail a link to this address.')).toBeVisible();
    await page.getByLabel('Your e-mail address').fill(email);
    await page.getByRole('button', { name: 'Choose Family' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/cs_local_[\w-]+$/);
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await expect(page).toHaveURL(/\/account\/purchase\/cs_local_[\w-]+$/);

    // Paid, but nobody is signed in and nothing is on an account until the mailbox's owner confirms.
    await expect(page.getByRole('heading', { name: 'Thank you: please check your e-mail' })).toBeVisible();
    await expect(page.getByTestId('purchase-check-email')).toContainText(`We have sent a link to ${email}`);
    await expect(page.getByTestId('purchase-done')).toHaveCount(0);
    const token = await gqlInPage(page, '{ token { email } }');
    expect(token.data?.token).toBeNull();
    await expectAccessible(page);
    await shoot(page, 'purchase-check-email');

    // The e-mailed link lets the owner choose a password; the pass is then on the account.
    const mail = await latestMail(request, email, 'confirmPurchase');
    expect(mail.subject).toContain('Confirm your FairPrice Health purchase');
    const link = linkIn(mail.text);
    expect(link.pathname).toMatch(/^\/account\/set\/[\w-]{43}\/.+/);
    await page.goto(link.pathname);
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await expect(page).toHaveURL(/\/thankyou\/set$/);
    await expectSignedIn(page);
    await expect(page.getByTestId('pass-status')).toContainText('Your pass is active');

    // Settings shows the pass and its end date, and cancels it after asking, by keyboard.
    await page.goto('/dashboard/settings');
    const section = page.getByTestId('pass-section');
    await expect(section.getByRole('heading', { name: 'Your pass' })).toBeVisible();
    await expect(section.getByTestId('settings-pass-state')).toContainText('Your pass is active.');
    await expect(section.getByTestId('settings-pass-end')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    const end = await section.getByTestId('settings-pass-end').textContent();
    await shootElement(page, section, 'settings-pass');
    const cancel = section.getByRole('button', { name: 'Cancel my pass' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const question = section.getByText(`Cancel your pass? It stays active until ${end}`);
    await expect(question).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: 'Yes, cancel my pass' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: 'Keep my pass' })).toBeFocused();
    await shootElement(page, section, 'settings-pass-asking');
    await page.keyboard.press('Enter');
    await expect(cancel).toBeFocused();
    await cancel.click();
    await section.getByRole('button', { name: 'Yes, cancel my pass' }).click();
    await expect(section.getByRole('status')).toHaveText(
      `Your pass is cancelled. It stays active until ${end} and is not charged again.`,
    );
    await expect(section.getByRole('status')).toBeFocused();
    await expect(section.getByTestId('settings-pass-state')).toContainText(
      'Your pass is active and cancelled.',
    );
    await expect(section.getByRole('button', { name: 'Cancel my pass' })).toHaveCount(0);
    await expectAccessible(page);
    await shootElement(page, section, 'settings-pass-cancelled');
  });

  test('sign-up with a password: the activation link signs in the same browser; in another browser it asks for a password', async ({
    page,
    browser,
    request,
  }) => {
    const signUp = async (email: string) => {
      await page.goto('/account/welcome');
      const form = page.getByTestId('free-tier');
      await form.getByLabel(/^E-mail address/).fill(email);
      await form.getByLabel(/^Password/).fill(PASSWORD);
      await form.getByRole('button').click();
      await expect(page).toHaveURL(/\/thankyou\/new$/);
      const link = linkIn((await latestMail(request, email, 'activate')).text);
      expect(link.pathname).toBe('/account/verify');
      return link;
    };

    // Same browser: the password typed at sign-up is set when the link is opened.
    const here = `e2e-here-${Date.now()}@example.com`;
    const link = await signUp(here);
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL(/\/thankyou\/verify$/);
    await logOut(page);
    await logIn(page, here, PASSWORD);
    await logOut(page);

    // Another browser (say, the phone that reads the mail): whoever holds the mailbox chooses the password.
    const there = `e2e-there-${Date.now()}@example.com`;
    const link2 = await signUp(there);
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto(link2.pathname + link2.search);
    await expect(phonePage.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await expect(phonePage.getByLabel('E-mail address')).toHaveValue(there);
    await phonePage.getByLabel('New password').fill(NEW_PASSWORD);
    await phonePage.getByRole('button', { name: 'Save my password' }).click();
    await expect(phonePage).toHaveURL(/\/thankyou\/set$/);
    await phone.close();
    // The password typed at sign-up in the first browser was never set.
    await page.goto('/account');
    await page.getByLabel('E-mail address').fill(there);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('The e-mail address or password is not correct.')).toBeVisible();
    await logIn(page, there, NEW_PASSWORD);
  });

  test('a ?reference= link on any page is saved to the session', async ({ page }) => {
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('RememberReference'),
    );
    await page.goto('/faq?reference=k7q2mzx9hd');
    const res = await saved;
    expect(await res.json()).toEqual({ data: { rememberReference: true } });
  });
});
