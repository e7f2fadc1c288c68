/**
 * Journey 7 (SPEC §2): any unknown path shows the 404 page; at 375 px the shell's sidebar gives
 * way to a slide-out menu that opens and navigates.
 */
import { expect, test } from '@playwright/test';
import { newUser, registerViaApi, sidebar } from './helpers';

test('an unknown path shows "404 Page Not Found"', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(
    page.getByText("The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  // The way home; a visitor who is not signed in then lands on /auth.
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('on a 375 px wide screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the slide-out menu opens and navigates', async ({ page, context }) => {
    await registerViaApi(context, newUser('employer'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    await test.step('no sidebar and no horizontal scroll', async () => {
      await expect(sidebar(page)).toBeHidden();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    await test.step('"Open menu" slides out the menu with the navigation', async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Employers: Requests is in the top nav, which the menu carries on mobile.
      await expect(menu.getByRole('link', { name: 'Requests' })).toBeVisible();
    });

    await test.step('a link navigates and closes the menu', async () => {
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: /^Messages/ })
        .click();
      await expect(page).toHaveURL(/\/messages$/);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    });
  });
});
