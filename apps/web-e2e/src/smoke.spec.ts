import { test, expect } from '@playwright/test';

test.describe('site shell', () => {
  test('the home page renders and its GraphQL query succeeds', async ({ page }) => {
    const graphql = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && r.request().method() === 'POST',
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const res = await graphql;
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('an unknown route shows the error screen, also after a refresh', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: /could not find that page/i })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: /could not find that page/i })).toBeVisible();
  });

  test('link navigation pushes history and back returns', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
  });

  test('the offline GraphQL IDE is served', async ({ page }) => {
    const res = await page.goto('/graphiql');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/GraphiQL/);
  });
});
