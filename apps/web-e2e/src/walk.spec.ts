/**
 * Issue 25, a new user's walk: the "Sign up free" link opens the free sign-up form and, once the account
 * is active, the visitor is told they are signed in and taken back to their search; settings refuse an
 * empty name; the dashboard says what "You owe" counts. With WALK_SHOTS=<folder>, screenshots at 1366
 * and 360 px wide are written there.
 */
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { signUpAndLogIn, E2E_PASSWORD } from './support/accounts';
import { expectAccessible, screenshots } from './support/page-checks';
import { pickDemoHospital } from './support/hospitals';
import { csrfToken } from './support/site-api';

const shoot = screenshots('WALK_SHOTS');

async function activationLink(request: APIRequestContext, email: string): Promise<URL> {
  let text = '';
  await expect
    .poll(async () => {
      const items = (await (
        await request.get(`/api/dev/outbox.json?to=${encodeURIComponent(email)}`)
      ).json()) as { kind: string; text: string }[];
      text = items.find((m) => m.kind === 'activate')?.text ?? '';
      return text !== '';
    })
    .toBe(true);
  return new URL(/https?:\/\/\S+/.exec(text)![0]);
}

/** The element is inside the window as it is, without scrolling. */
async function expectInView(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, selector).not.toBeNull();
  expect(box!.y + box!.height, `${selector} ends below the fold`).toBeLessThanOrEqual(height);
}

test.describe('a new user signs up from a search', () => {
  for (const width of [1366, 360]) {
    test(`"Sign up free" opens the free sign-up form, and the activated account returns to the search (${width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
      await page.goto('/map/pneumonia');
      await expect(page.getByTestId('provider-item').first()).toBeVisible();
      const search = new URL(page.url());
      // A visitor's 3 free searches used up elsewhere with this browser's session (three other places,
      // through the site's own search call); a hospital's details here are then a fourth search, past the
      // allowance: the sign-up prompt shows (issue 41: details within a search spend nothing).
      await page.evaluate(async () => {
        const csrf = ((await (await fetch('/api/csrf')).json()) as { csrfToken: string }).csrfToken;
        for (const lat of [30.3, 30.31, 30.32])
          await fetch('/api/crud/search/provider/10/1', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
            body: JSON.stringify({ diagnosisSlug: 'pneumonia', lat, lng: -97.73 }),
          });
      });
      const prompt = page.getByTestId('sign-up-prompt');
      await page
        .getByTestId('provider-item')
        .first()
        .getByRole('button', { name: /Prices and details/ })
        .click();
      await expect(prompt).toBeVisible();
      await prompt.getByRole('link', { name: 'Sign up free' }).click();

      await expect(page).toHaveURL(/\/account\/signup\?next=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Create a free account' })).toBeVisible();
      // The form is where the link leads: its e-mail box and button are visible without scrolling.
      await expectInView(page, 'input[type=email]');
      await expectInView(page, 'button[type=submit]');
      await expectAccessible(page);
      if (width === 1366) await shoot(page, 'sign-up-free');

      const email = `walk-${width}-${Date.now()}@example.com`;
      await page.getByLabel('E-mail address').fill(email);
      await page.getByRole('button', { name: 'Create my account' }).click();
      await expect(page).toHaveURL(/\/thankyou\/new$/);

      // The activation link, opened in the same browser: choose a password.
      await page.goto((await activationLink(request, email)).pathname);
      await page.getByLabel('New password').fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Save my password' }).click();
      await expect(page).toHaveURL(/\/thankyou\/set$/);
      await expect(page.getByRole('heading', { level: 1, name: 'You are signed in' })).toBeVisible();
      await expect(page.getByText(/you can (now )?log in/i)).toHaveCount(0);
      const back = page.getByRole('link', { name: 'Back to your search' });
      await expect(back).toHaveAttribute('href', `${search.pathname}${search.search}`);
      await expectAccessible(page);
      if (width === 1366) await shoot(page, 'signed-in');
      await back.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${search.pathname}${search.search}`);
      await expect(page.getByTestId('provider-item').first()).toBeVisible();
    });
  }

  test('a return path to another site is never offered', async ({ page, request }) => {
    const email = `walk-evil-${Date.now()}@example.com`;
    await page.goto(`/account/signup?next=${encodeURIComponent('//evil.example/x')}`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/thankyou\/new$/);
    await page.goto((await activationLink(request, email)).pathname);
    await page.getByLabel('New password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are signed in' })).toBeVisible();
    const links = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.filter((h) => h?.includes('evil'))).toEqual([]);
    await expect(page.getByRole('link', { name: 'Search prices' })).toHaveAttribute('href', '/map');
  });
});

test.describe('settings and dashboard', () => {
  test('an empty name is refused with a message; a name is saved', async ({ page }) => {
    await signUpAndLogIn(page);
    await page.goto('/dashboard/settings');
    const form = page.getByRole('form', { name: 'Your name' });
    await form.getByLabel('First name').fill('   ');
    await form.getByLabel('Last name').fill('');
    await form.getByRole('button', { name: 'Save my name' }).click();
    await expect(form.getByText('Please enter your first or last name.')).toBeVisible();
    await expect(form.getByText('Your name is saved.')).toHaveCount(0);
    await expect(form.getByLabel('First name')).toBeFocused();
    await shoot(page, 'settings-empty-name');

    await form.getByLabel('First name').fill('Ana');
    await form.getByRole('button', { name: 'Save my name' }).click();
    await expect(form.getByText('Your name is saved.')).toBeVisible();
  });

  test('"You owe" says what it counts', async ({ page }) => {
    await signUpAndLogIn(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('owed')).toHaveText('$0.00');
    await expect(page.getByTestId('owed-note')).toHaveText('No open bills.');
    const csrf = await csrfToken(page.request);
    const gql = async (query: string, variables: object) => {
      const res = await page.request.post('/graphql', {
        data: { query, variables },
        headers: { 'x-csrf-token': csrf },
      });
      const body = (await res.json()) as {
        data?: Record<string, { event: { id: string } }>;
        errors?: unknown;
      };
      expect(body.errors).toBeUndefined();
      return body.data!;
    };
    const saved = await gql(`mutation($input: EventInput!) { saveEvent(input: $input) { event { id } } }`, {
      input: { name: 'ER visit', lines: [{ totalCents: 50000, selfCents: 12000 }] },
    });
    const eventId = saved.saveEvent.event.id;
    await gql(`mutation($input: BillInput!) { saveBill(input: $input) { event { id } } }`, {
      input: { eventId, totalCents: 9000, selfCents: 3000, status: 'COMPLETE' },
    });
    await page.reload();
    // The complete bill is not counted; the note says so.
    await expect(page.getByTestId('owed')).toHaveText('$120.00');
    await expect(page.getByTestId('owed-note')).toHaveText(
      'Your share ("You pay") of 1 bill not marked complete. Paid a bill? Mark it complete.',
    );
    await shoot(page, 'dashboard-owed');
  });
});

test.describe('footer, privacy and terms', () => {
  for (const width of [1366, 360]) {
    test(`every page's footer links to contact, privacy and terms, which open (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
      for (const [name, path, heading] of [
        ['Contact', '/contact', /contact/i],
        ['Privacy', '/privacy', 'Privacy'],
        ['Terms of use', '/terms', 'Terms of use'],
      ] as const) {
        await page.goto('/blog');
        // The server's first view is inert until the app has adopted it: focus() would not take before.
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        const footer = page.getByRole('navigation', { name: 'Site' });
        const link = footer.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('href', path);
        await link.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        if (path !== '/contact') await shoot(page, `${path.slice(1)}-${width}`);
      }
    });
  }

  test('the privacy page names what the product keeps: accounts, bills, uploads, Stripe, e-mail', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const text = await page.getByRole('article').innerText();
    for (const word of [/e-mail address/, /bills/, /upload/, /Stripe/, /download/, /delete your account/])
      expect(text).toMatch(word);
  });
});

test('counts agree with their verbs: "1 hospital … publishes code 70551"', async ({ page }) => {
  await page.goto('/procedures?q=70551');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('Austin');
  await page
    .getByRole('option', { name: /Austin, TX/ })
    .first()
    .click();
  const count = page.getByTestId('procedure-result-count');
  await expect(count).toHaveText(/publish/);
  const text = await count.innerText();
  const n = Number(/^(\d+) hospitals?\b/.exec(text)?.[1]);
  expect(n).toBeGreaterThan(0);
  expect(text).toMatch(
    n === 1 ? /^1 hospital near .* publishes code 70551/ : /^\d+ hospitals near .* publish /,
  );
});

test('an unknown address shows the not-found screen there, answered with 404; /error answers 200', async ({
  page,
}) => {
  const res = await page.goto('/no/such/page?x=1');
  expect(res?.status()).toBe(404);
  await expect(page).toHaveURL(/\/no\/such\/page\?x=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  expect((await page.goto('/error'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
});

test('a bill entered in the home wizard as paid is not counted in "You owe"', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndLogIn(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Start on a bill' }).click();
  const wizard = page.getByRole('dialog', { name: 'Start on a bill' });
  await pickDemoHospital(page, /^Clinic or hospital/);
  const diagnoses = wizard.getByRole('combobox', { name: /^Diagnoses/ });
  // The picker suggests the listed "Broken arm or wrist" for these words (issue 41): picked.
  await diagnoses.fill('Broken wrist');
  await expect(page.getByRole('option', { name: 'Broken arm or wrist' })).toBeVisible();
  await diagnoses.press('ArrowDown');
  await diagnoses.press('Enter');
  await wizard.getByLabel('Paid by insurance').pressSequentially('900');
  await wizard.getByLabel('Paid by you').pressSequentially('300');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard.getByText(/Thank you! Your visit/)).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByTestId('owed')).toHaveText('$0.00');
  await expect(page.getByTestId('owed-note')).toHaveText('No open bills.');
  await expect(page.locator('.status-counts')).toContainText('Complete: 1');
});
