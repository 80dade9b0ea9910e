/**
 * Every screen, opened fresh after the suite's build (tools/start.mjs builds when the sources changed):
 * every script and stylesheet the page asks for answers 200, and nothing is written to the console as an
 * error. Issue 25: the page per path listed, as modulepreload links, chunks the build had deleted
 * (blog-<hash>.js, account-<hash>.js), which answered 404 on the home, blog and account pages.
 *
 * The list of screens is apps/web/src/routes/index.ts's SCREENS, each opened at its own path, so a new screen is visited without
 * anyone remembering to add it here.
 */
import { test, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { signUpAndLogIn } from './support/accounts';

// The SCREENS table's names, read from its source (importing it would bring every screen's TSX along).
const templates = [
  ...fs
    .readFileSync(path.resolve(__dirname, '../../web/src/routes/index.ts'), 'utf8')
    .matchAll(/^\s+'?([\w-]+)'?: \(\) => import\(/gm),
].map((m) => m[1]);

/** A screen's own address, by the router's rule (apps/web/src/router/match.ts, templateToRoute). */
const pathOf = (name: string) => (name === 'index' ? '/' : `/${name.split('_').join('/')}`);

/** Watches one page: the scripts and styles it requests and what it writes to the console as an error. */
function watch(page: Page) {
  const bad: string[] = [];
  const errors: string[] = [];
  page.on('response', (r) => {
    const type = r.request().resourceType();
    const { pathname } = new URL(r.url());
    if (type === 'script' || type === 'stylesheet' || /\.(m?js|css)$/.test(pathname))
      if (r.status() !== 200) bad.push(`${r.status()} ${pathname}`);
  });
  page.on('requestfailed', (r) => {
    // net::ERR_ABORTED is the browser cancelling a request because the page went on to the next screen
    // (a chunk still loading when the wait below gave up, as on a loaded machine): not a missing file,
    // which answers 404 above, nor a server that failed to answer (ERR_CONNECTION_*, ERR_EMPTY_RESPONSE).
    const reason = r.failure()?.errorText ?? '';
    if (/\.(m?js|css)$/.test(new URL(r.url()).pathname) && reason !== 'net::ERR_ABORTED')
      bad.push(`failed ${new URL(r.url()).pathname}: ${reason}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { bad, errors };
}

/** Opens every screen in turn; answers each screen's problems (all of them, not only the first screen's). */
async function visitAll(page: Page) {
  const seen = watch(page);
  const problems: string[] = [];
  for (const template of templates) {
    const url = pathOf(template);
    const before = { bad: seen.bad.length, errors: seen.errors.length };
    // The development page of the form kit shows a list whose source fails on purpose (its 404 is the point).
    const errorsExpected = template === 'dev_form-kit';
    const res = await page.goto(url);
    // Every screen's own address is a page (200); only an address no screen answers is a 404.
    if (res?.status() !== 200) problems.push(`${url}: answered ${res?.status()}`);
    await expect(page.locator('.route-view').first()).toBeVisible();
    // The form kit's failing list keeps one request open in Chromium (its 404 is read by the list), so
    // the network may never be idle there: wait for it, but only so long.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    for (const b of seen.bad.slice(before.bad)) problems.push(`${url}: ${b}`);
    if (!errorsExpected)
      for (const e of seen.errors.slice(before.errors)) problems.push(`${url}: console error: ${e}`);
  }
  return problems;
}

test.describe('every screen after a build', () => {
  test('every script and style a screen requests answers 200, with no console error (visitor)', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    expect(templates.length).toBeGreaterThan(20);
    expect(await visitAll(page)).toEqual([]);
  });

  test('every script and style a screen requests answers 200, with no console error (signed in)', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signUpAndLogIn(page);
    expect(await visitAll(page)).toEqual([]);
  });
});

test('a screen whose code is gone (a newer build replaced it) loads the address again, once', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // As in a tab opened before a new build: the blog screen's file of the old build answers 404, once.
  let refused = 0;
  await page.route(/\/assets\/BlogScreen-[\w-]+\.js$/, (route) => {
    if (refused++ === 0) return route.fulfill({ status: 404, body: 'Not found' });
    return route.continue();
  });
  const reloaded = page.waitForEvent('load');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: /articles|blog/i })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(refused).toBe(2);

  // Offline for good: the page says so instead of reloading for ever.
  await page.goto('/');
  await page.route(/\/assets\/FaqScreen-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('alert')).toHaveText(/could not be loaded.*reload/i);
});

test('a browser gets the scripts and styles as the build compressed them (brotli 11), byte for byte', async ({
  page,
}) => {
  // apps/web/vite.config.mts writes x.js.br beside x.js; apps/api/src/http/static-files.ts sends it as it is.
  const assets = path.resolve(__dirname, '../../../dist/apps/web/assets');
  const sent: { file: string; encoding: string | undefined; size: number }[] = [];
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (!/^\/assets\/[^/]+\.(m?js|css)$/.test(pathname) || r.status() !== 200) return;
    const headers = r.headers();
    sent.push({
      file: path.basename(pathname),
      encoding: headers['content-encoding'],
      size: Number(headers['content-length']),
    });
  });
  for (const url of ['/', '/map/hip-or-knee-replacement']) {
    await page.goto(url);
    await expect(page.locator('.route-view').first()).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  }
  const precompressed = sent.filter((s) => fs.existsSync(path.join(assets, `${s.file}.br`)));
  expect(precompressed.length).toBeGreaterThan(3);
  for (const s of precompressed)
    expect({ file: s.file, encoding: s.encoding, size: s.size }).toEqual({
      file: s.file,
      encoding: 'br',
      size: fs.statSync(path.join(assets, `${s.file}.br`)).size,
    });
});
