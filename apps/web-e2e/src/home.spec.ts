/**
 * Visitor pages on a fresh `npm start`: home, body systems, FAQ and the error page. Each page's content,
 * empty states and links are checked, and axe-core finds no serious or critical violation.
 */
import { signUpAndLogIn } from './support/accounts';
import { test, expect } from '@playwright/test';
import { expectAccessible, expectMeta } from './support/page-checks';
import { gql, publishedPosts } from './support/site-api';
import { expectAdopted, holdScreenCode, hydrationWarnings } from './support/adoption';

test.describe('home page', () => {
  test('lists systems, the 3 latest posts, FAQ toggles, the promises and the about tabs', async ({
    page,
    request,
  }) => {
    const graphql = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && r.request().method() === 'POST',
    );
    await page.goto('/');
    const res = await graphql;
    expect((await res.json()).errors).toBeUndefined();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Know what care costs before you go' }),
    ).toBeVisible();
    await expectMeta(page, /Know what care costs/);

    // The three promises.
    await expect(page.getByTestId('statement-no-sale').getByRole('heading')).toHaveText(
      'We do not sell your data',
    );
    await expect(page.getByTestId('statement-public-data').getByRole('heading')).toHaveText(
      'We use public government data',
    );
    await expect(page.getByTestId('statement-anonymised-bills').getByRole('heading')).toHaveText(
      'We accept anonymised bills',
    );

    // Up to 20 active body systems, each to /systems/{id}.
    const systems = await gql<{ systems: { id: number; name: string }[] }>(
      request,
      '{ systems(limit: 20) { id name } }',
    );
    expect(systems.systems.length).toBeGreaterThan(0);
    const tiles = page.locator('.system-tiles a');
    await expect(tiles).toHaveCount(Math.min(20, systems.systems.length));
    for (const [i, s] of systems.systems.entries()) {
      await expect(tiles.nth(i)).toHaveAttribute('href', `/systems/${s.id}`);
      await expect(tiles.nth(i)).toContainText(s.name);
    }

    // The 3 latest posts, newest first, to /blog/post/{slug}.
    const latest = (await publishedPosts(request)).slice(0, 3);
    const cards = page.locator('section[aria-labelledby="latest-title"] article');
    await expect(cards).toHaveCount(3);
    for (const [i, post] of latest.entries()) {
      await expect(cards.nth(i).getByRole('heading')).toHaveText(post.title);
      await expect(cards.nth(i).getByRole('link', { name: /Read more/ })).toHaveAttribute('href', post.url);
    }

    // FAQ toggles open and close.
    const faq = page.locator('section[aria-labelledby="faq-title"] details').first();
    await expect(faq).not.toHaveAttribute('open', '');
    await faq.locator('summary').click();
    await expect(faq).toHaveAttribute('open', '');
    await expect(faq.locator('.faq-answer')).toBeVisible();
    await expect(page.getByRole('link', { name: 'More questions and answers' })).toHaveAttribute(
      'href',
      '/faq',
    );

    // About tabs: who / why / how / what; "how" names the datasets actually loaded.
    const tablist = page.getByRole('tablist', { name: 'About us' });
    await expect(tablist.getByRole('tab')).toHaveText([
      'Who we are',
      'Why',
      'How we gather data',
      'Your data',
    ]);
    await tablist.getByRole('tab', { name: 'Why' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Why we do this');
    await tablist.getByRole('tab', { name: 'How we gather data' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('How data is gathered');
    const { datasets } = await gql<{ datasets: { name: string; year: number; isDemo: boolean }[] }>(
      request,
      '{ datasets { name year isDemo } }',
    );
    if (datasets.length === 0) {
      await expect(panel.getByTestId('datasets')).toHaveText('No price data is loaded yet.');
    } else {
      for (const d of datasets)
        await expect(panel.getByTestId('datasets')).toContainText(`${d.name}, data year ${d.year}`);
    }
    // Keyboard: arrow keys move between tabs.
    await tablist.getByRole('tab', { name: 'How we gather data' }).press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: 'Your data' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('We do not sell your data.');

    await expectAccessible(page);
  });

  test('the bill link asks visitors to sign up and opens the bill wizard for signed-in users', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start on a bill' })).toHaveAttribute(
      'href',
      '/account/welcome',
    );

    // Signed in (a real account): the landing wizard opens (spec part 2 §2); its thank-you step links
    // to the bill-help partner (see upload.spec.ts for the whole wizard).
    await signUpAndLogIn(page);
    await page.reload();
    await page.getByRole('button', { name: 'Start on a bill' }).click();
    await expect(page.getByRole('dialog', { name: 'Start on a bill' })).toBeVisible();
  });

  test("the app adopts the server's first view as it is, without asking for the page's data again", async ({
    page,
  }) => {
    // The screen's code held back: what shows until then is the server's markup alone.
    const watch = await holdScreenCode(page, 'HomeScreen');
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1, name: 'Know what care costs before you go' });
    await expect(title).toBeVisible();
    // The body systems and the latest articles are there, not their spinners.
    await expect(page.getByRole('heading', { name: 'Browse by body system' })).toBeVisible();
    await expect(page.locator('.post-grid article')).toHaveCount(3);
    await expect(page.getByText('Loading body systems')).toHaveCount(0);
    await expectAdopted(page, title, watch);
    // The app answers (the about tabs switch) and never asked for the page's data itself.
    await page.getByRole('tab', { name: 'Your data' }).click();
    await expect(page.getByRole('tab', { name: 'Your data' })).toHaveAttribute('aria-selected', 'true');
    expect(watch.asked).not.toContain('Home');
    expect(hydrationWarnings(watch)).toEqual([]);
  });

  test('/?diagnosis={id} goes on to the map for that condition', async ({ page }) => {
    await page.goto('/?diagnosis=401');
    await expect(page).toHaveURL(/\/map\?diagnosis=401$/);
  });
});

test.describe('body systems', () => {
  test('/systems/{id} lists the diagnoses of the system, each linking to /?diagnosis={id}', async ({
    page,
    request,
  }) => {
    const { systems } = await gql<{
      systems: { id: number; name: string; diagnoses: { id: number; name: string }[] }[];
    }>(request, '{ systems(limit: 20) { id name diagnoses { id name } } }');
    const system = systems.find((s) => s.diagnoses.length > 0)!;
    await page.goto('/');
    await page.locator('.system-tiles').getByRole('link', { name: system.name }).click();
    await expect(page).toHaveURL(new RegExp(`/systems/${system.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(system.name);
    await expectMeta(page, new RegExp(system.name));

    const links = page.getByTestId('system-diagnoses').getByRole('link');
    await expect(links).toHaveCount(system.diagnoses.length);
    for (const [i, d] of system.diagnoses.entries()) {
      await expect(links.nth(i)).toHaveText(d.name);
      await expect(links.nth(i)).toHaveAttribute('href', `/?diagnosis=${d.id}`);
    }
    await expectAccessible(page);

    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/map\\?diagnosis=${system.diagnoses[0].id}$`));
  });

  test('an unknown system says so, and /systems lists them all', async ({ page }) => {
    await page.goto('/systems/999');
    await expect(page.getByRole('heading', { name: 'We could not find that body system' })).toBeVisible();
    await page.getByRole('link', { name: 'See all body systems' }).click();
    await expect(page).toHaveURL(/\/systems$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Body systems' })).toBeVisible();
    await expect(page.locator('.system-tiles a').first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('FAQ and error pages', () => {
  test('/faq has tab buttons and expandable questions', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expectMeta(page, /Frequently asked questions/);
    const tabs = page.getByRole('tablist', { name: 'Question topics' }).getByRole('tab');
    await expect(tabs).toHaveText(['Prices and data', 'Account and plans', 'Privacy', 'Your bills']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Where do your prices come from?');

    await tabs.nth(3).click();
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/faq\?tab=bills$/);
    const question = page.getByRole('tabpanel').locator('details').first();
    await expect(question.locator('summary')).toHaveText('Why would I upload my bills?');
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await expect(question.locator('.faq-answer')).toContainText('keep track');
    await expectAccessible(page);

    await page.goto('/faq?tab=privacy');
    await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
  });

  test('/error and unknown paths show the error page', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByRole('heading', { name: /could not find that page/i })).toBeVisible();
    await expectMeta(page, /Page not found/);
    await expectAccessible(page);
    await page.goto('/blogs/typo');
    await expect(page.getByRole('heading', { name: /could not find that page/i })).toBeVisible();
  });
});
