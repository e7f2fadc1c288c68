// When a page of the app has settled, for the sweep (e2e/sweep.spec.ts) and the README screenshots
// (screenshots.mjs): the network is idle (the live stream aside), a heading shows and no loading
// placeholder (skeleton, spinner, busy region) is left on screen.

/** Loading placeholders of @hireloop/ui and the app: a page is ready once none shows. */
export const BUSY_SELECTOR = '[aria-busy="true"], [data-slot="skeleton"]';

/**
 * Waits until the page has settled.
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').Locator} [landmark] what must show (default: the first h1)
 */
export async function waitForPageReady(page, landmark) {
  await page.waitForLoadState('networkidle');
  await (landmark ?? page.getByRole('heading', { level: 1 }).first()).waitFor();
  await page
    .locator(BUSY_SELECTOR)
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'detached' });
}
