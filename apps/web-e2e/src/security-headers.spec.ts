/**
 * The Content-Security-Policy the server sends lets the site work: the home page, the map (MapLibre and its
 * worker, drawn with WebGL) and the offline GraphQL IDE load with no CSP violation, and the headers and
 * compression are what the README promises.
 */
import { test, expect, type Page } from '@playwright/test';

/** Collects CSP violations: the browser's console messages and the DOM's securitypolicyviolation events. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? [])),
  ];
}

test.describe('security headers', () => {
  test('the home page loads under the CSP with the headers set', async ({ page }) => {
    const violations = await watchCsp(page);
    const res = await page.goto('/');
    const headers = res!.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['strict-transport-security']).toBeUndefined(); // development: no HSTS
    await expect(page.getByRole('link', { name: /map/i }).first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the map draws, with its worker, under the CSP', async ({ page }) => {
    const violations = await watchCsp(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto('/map');
    // The page names the map screen's code, so it downloads with the main script; each is a same-site
    // asset the CSP allows. Its styles are inline (style-src allows that; no script is inline but the
    // hashed configuration), each sheet's link kept disabled, and the page, which holds the visitor's
    // first answers, is never kept by a shared cache.
    const html = (await res!.text()) ?? '';
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/MapScreen-[\w-]+\.js">/,
    );
    expect(html).toMatch(
      /<style>[^<]+<\/style><link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css" disabled>/,
    );
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(res!.headers()['cache-control']).toBe('private, no-cache');
    await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
    await expect(page.getByTestId('map-marker').first()).toBeVisible();
    await expect(page.getByTestId('map-unavailable')).toHaveCount(0);
    expect(errors.filter((m) => /worker/i.test(m))).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('the offline GraphQL IDE works under the CSP', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/graphiql');
    await expect(page).toHaveTitle(/GraphiQL/);
    await expect(page.locator('.graphiql-container')).toBeVisible();
    await page.waitForTimeout(1000); // editor workers start after the first paint
    expect(await violations()).toEqual([]);
  });

  test('hashed assets are compressed and cached for a year', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[type="module"][src*="/assets/"]').first().getAttribute('src');
    expect(script).toBeTruthy();
    const res = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  });
});
