/**
 * The site in Spanish (issue 45): how the language is chosen and kept, and the page frame in Spanish. The
 * journeys in Spanish are in spanish-*.spec.ts, one per part of the site.
 */
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from './support/accounts';
import { gotoInSpanish, SPANISH_BROWSER } from './support/spanish';

test.describe('choosing Spanish', () => {
  test.use(SPANISH_BROWSER);

  test('a browser that asks for Spanish gets the page in Spanish, with its alternates', async ({ page }) => {
    await gotoInSpanish(page, '/faq');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Mapa de precios' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al contenido' })).toBeAttached();
    for (const lang of ['en', 'es', 'x-default'])
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      /\/faq\?lang=es$/,
    );
  });

  test('the switch opens the same page in English and the choice is kept over the browser’s', async ({
    page,
  }) => {
    await gotoInSpanish(page, '/faq?x=1');
    const toEnglish = page.getByRole('link', { name: 'English' });
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/faq\?x=1&lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Price map' }),
    ).toBeVisible();
    // The browser still asks for Spanish; the cookie keeps English on the next page.
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the server renders the first view in Spanish, before any script runs', async ({ request }) => {
    const res = await request.get('/', { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } });
    expect(res.headers()['vary']).toMatch(/Accept-Language/i);
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toMatch(/<div id="root" inert>.*Mapa de precios/s);
    const english = await request.get('/', { headers: { 'Accept-Language': 'en-US' } });
    expect(await english.text()).toMatch(/<div id="root" inert>.*Price map/s);
  });
});

test.describe('an account in Spanish', () => {
  test('the switch, signed in, keeps Spanish in the account: signing in again opens the site in Spanish', async ({
    page,
    browser,
  }) => {
    const { email, password } = await signUpAndLogIn(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('navigation', { name: 'Cuenta' }).getByRole('link', { name: 'Panel' }),
    ).toBeVisible();

    // Another browser, English by default, signing in to the same account.
    const other = await browser.newContext({ locale: 'en-US' });
    const second = await other.newPage();
    await second.goto('/account');
    await expect(second.locator('html')).toHaveAttribute('lang', 'en');
    // The page's own first requests make its session; the token asked for below must be that session's
    // (asked while they were in flight, it belonged to a session their cookie then replaced: 403 in CI).
    await second.waitForLoadState('networkidle');
    const csrf = (await (await second.request.get('/api/csrf')).json()).csrfToken as string;
    const login = await second.request.post('/api/auth/login', {
      data: { email, password },
      headers: { 'x-csrf-token': csrf },
    });
    expect(login.status()).toBe(200);
    await second.goto('/faq');
    await expect(second.locator('html')).toHaveAttribute('lang', 'es');
    await other.close();
  });
});
