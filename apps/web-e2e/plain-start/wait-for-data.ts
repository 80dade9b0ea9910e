/** What the plain-start tests wait for: the site saying its background data load is done. */
import { expect, type Page } from '@playwright/test';

/** Polls `dataStatus` until READY (a fresh start's background load: a minute or more on a busy machine). */
export async function waitForData(page: Page) {
  await expect
    .poll(
      async () => {
        // While the load holds the embedded database, an answer can be cut off: ask again.
        try {
          const res = await page.request.post('/graphql', { data: { query: '{ dataStatus { state } }' } });
          return res.ok() ? ((await res.json()).data?.dataStatus?.state as string) : `HTTP ${res.status()}`;
        } catch (err) {
          return String(err);
        }
      },
      { timeout: 300_000, intervals: [2_000] },
    )
    .toBe('READY');
}
