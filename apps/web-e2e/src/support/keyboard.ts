/** Keyboard-only moves shared by the browser tests. */
import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab with `back`) until the target has the focus: keyboard only, no clicks.
 * Throws after `max` presses (a date input takes one Tab per part).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 90 } = {}) {
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    if (i < max) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach the control with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}
