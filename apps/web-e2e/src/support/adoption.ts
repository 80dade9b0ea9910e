/**
 * Checking that the app adopts a page the server drew as it is (React hydration): the screen's code is held
 * back so that the server's markup can be looked at alone, one of its elements is marked (a property, not
 * an attribute: the markup stays as served), and once the code has run the same element must still be
 * there, with no hydration warning and without the page's own queries asked again.
 */
import { expect, type Locator, type Page, type Request, type ConsoleMessage } from '@playwright/test';

export interface AdoptionWatch {
  /** Console warnings and errors since the watch started. */
  readonly warnings: string[];
  /** The GraphQL operations the page asked since the watch started, by name. */
  readonly asked: string[];
  /** Lets the held-back screen code load. */
  release(): void;
  /** Stops watching and holding (for a second page in the same test). */
  stop(): Promise<void>;
}

/** Starts watching the page, and holds back the code chunk of `screen` (e.g. `HomeScreen`) until release(). */
export async function holdScreenCode(page: Page, screen: string): Promise<AdoptionWatch> {
  const warnings: string[] = [];
  const asked: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  };
  const onRequest = (r: Request) => {
    const op = r.url().endsWith('/graphql')
      ? (r.postDataJSON()?.operationName as string | undefined)
      : undefined;
    if (op) asked.push(op);
  };
  page.on('console', onConsole);
  page.on('request', onRequest);
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  const chunk = new RegExp(`/assets/${screen}-[\\w-]+\\.js$`);
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return {
    warnings,
    asked,
    release: () => release(),
    async stop() {
      page.off('console', onConsole);
      page.off('request', onRequest);
      await page.unroute(chunk);
    },
  };
}

/**
 * With the page still the server's (inert, its code held back), marks `element`, lets the code run, and
 * checks that the app took the page over without drawing that element again.
 */
export async function expectAdopted(page: Page, element: Locator, watch: AdoptionWatch): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await element.evaluate((el) => ((el as HTMLElement & { served?: boolean }).served = true));
  watch.release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(await element.evaluate((el) => (el as HTMLElement & { served?: boolean }).served === true)).toBe(
    true,
  );
}

/** The console's complaints about markup drawn again or not matching (React's hydration warnings). */
export const hydrationWarnings = (watch: AdoptionWatch) =>
  watch.warnings.filter((w) => /drawn again|hydrat/i.test(w));
