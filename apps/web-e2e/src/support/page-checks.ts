/**
 * Checks shared by the browser tests: axe-core over the current screen, and optional screenshots at
 * desktop and phone width for a person to look at.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Waits for the screen's fade-in (and any fade-out), then requires no serious or critical axe-core finding. */
export async function expectAccessible(page: Page) {
  // Screens fade in over 0.3 s; measured mid-fade, colours look paler than they are.
  await expect(page.locator('.route-view').first()).toHaveCSS('opacity', '1');
  // Likewise a notice fading out (the map's promise banner, 0.8 s): half-transparent, its white text on a
  // paler blue measures below the contrast it has while shown. It is gone when the fade ends.
  await expect(page.locator('.fading')).toHaveCount(0);
  // A page still scrolling (a category's section is scrolled to smoothly) or still growing is measured
  // as it stands still: mid-scroll, the sticky header lies over targets it never covers at rest.
  const before = await stillPage(page);
  let bad = await seriousViolations(page);
  // A notice that began its fade while axe ran (the banner fades 5 s after the map shows; a CI run
  // caught it: "color-contrast → .map-banner") was measured paler than it is shown; likewise a page that
  // moved while axe ran. Only then, and only for findings all on elements now fading or gone or on a page
  // that moved, axe runs again once the page is still.
  if (bad.length > 0 && ((await allFadingOrGone(page, bad)) || (await stillPage(page)) !== before)) {
    await expect(page.locator('.fading')).toHaveCount(0);
    await stillPage(page);
    bad = await seriousViolations(page);
  }
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe's default rules and WCAG 2.2's target size (2.5.8, AA), which axe-core 4.14 leaves off by default:
 * Lighthouse runs it, and it found the phone header's two lines of links overlapping in Spanish.
 */
async function seriousViolations(page: Page): Promise<Violation[]> {
  // Only the violations are read: axe then keeps one node of each passing and incomplete rule, not every
  // node (a quarter less time on the long pages, e.g. the categories: 11.6 → 8.2 s).
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Waits (at most 5 s) until the page has kept its scroll position and size over six animation frames;
 * returns them, as "scrollX,scrollY,width,height".
 */
async function stillPage(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const state = () => {
          const root = document.documentElement;
          return `${window.scrollX},${window.scrollY},${root.scrollWidth},${root.scrollHeight}`;
        };
        let last = state();
        let same = 0;
        let done = false;
        const end = () => {
          done = true;
          resolve(state());
        };
        // Frames may not come at all (a page not being drawn): the time limit does not rely on them.
        const limit = window.setTimeout(end, 5000);
        const tick = () => {
          if (done) return;
          const now = state();
          same = now === last ? same + 1 : 0;
          last = now;
          if (same < 6) requestAnimationFrame(tick);
          else {
            window.clearTimeout(limit);
            end();
          }
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Whether every element the findings name is now inside a fading element, or no longer on the page. */
async function allFadingOrGone(page: Page, bad: Violation[]): Promise<boolean> {
  const selectors = bad.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  return page.evaluate(
    (list) =>
      list.every((selector) => {
        try {
          const el = document.querySelector(selector);
          return !el || Boolean(el.closest('.fading'));
        } catch {
          // A target inside a frame or a shadow root is no selector of this document: not a fade.
          return false;
        }
      }),
    selectors,
  );
}

/**
 * A screenshot helper writing `<name>-desktop.png` and `<name>-360.png` into the folder named by the
 * environment variable `envName`; does nothing when it is unset. `waitForFadeIn` waits for the screen
 * to be fully shown first (off for pop-ups drawn over a screen).
 */
export function screenshots(envName: string, { waitForFadeIn = true } = {}) {
  const folder = process.env[envName];
  return async function shoot(page: Page, name: string) {
    if (!folder) return;
    if (waitForFadeIn) await expect(page.locator('.route-view').first()).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `${folder}/${name}-desktop.png`, fullPage: true });
    const size = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: `${folder}/${name}-360.png`, fullPage: true });
    if (size) await page.setViewportSize(size);
  };
}

/** Like `screenshots`, for one part of a long page or pop-up (`section`), at desktop and 360 px wide. */
export function elementShots(envName: string) {
  const folder = process.env[envName];
  return async function shootElement(page: Page, section: Locator, name: string) {
    if (!folder) return;
    await section.screenshot({ path: `${folder}/${name}-desktop.png` });
    const size = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    await section.screenshot({ path: `${folder}/${name}-360.png` });
    if (size) await page.setViewportSize(size);
  };
}

/** Cents as the pages show dollars: "$2,364.11". */
export const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Title and meta description set for the screen (not the bare site name). */
export async function expectMeta(page: Page, title: RegExp) {
  await expect(page).toHaveTitle(title);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(30);
}
