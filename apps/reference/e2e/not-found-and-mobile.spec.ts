/**
 * Journey 7 (SPEC §2): any unknown path shows the 404 page — alone for visitors, inside the app
 * shell for signed-in people (issue 20); signed out, /auth asks nothing about a session it knows
 * is none (issue 20); at 375 px the shell's sidebar gives way to a slide-out menu that opens and
 * navigates.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  accountMenuButton,
  authTab,
  baseURL,
  loginViaUi,
  newUser,
  registerViaApi,
  sidebar,
} from './helpers';

/** The SPEC's 404 texts. */
async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(
    page.getByText("The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
}

test('an unknown path shows "404 Page Not Found"', async ({ page }) => {
  await page.goto('/no/such/page');
  await expectNotFound(page);
  // Signed out: the page alone, no shell.
  await expect(sidebar(page)).toHaveCount(0);
  // The way home; a visitor who is not signed in then lands on /auth.
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('signed in, an unknown path shows the 404 texts inside the app shell', async ({
  page,
  context,
}) => {
  await registerViaApi(context, newUser('employer'));
  await page.goto('/no/such/page');
  await expectNotFound(page);
  // The header and the navigation stay: the person is not stranded.
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  await sidebar(page)
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  await test.step('an unknown path reached inside the app keeps the shell too', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState(null, '', '/still/not/here');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectNotFound(page);
    await expect(sidebar(page)).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });
});

test('signed out, /auth asks nothing about the session and logs no error', async ({
  page,
  context,
  request,
}) => {
  const sessionRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user') sessionRequests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await test.step('a visit to /auth, and a protected page that leads there', async () => {
    await page.goto('/auth');
    await expect(authTab(page, 'login')).toBeVisible();
    await page.goto('/requests');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(authTab(page, 'login')).toBeVisible();
    // Coming back to the tab (the session query's refetch on focus) asks nothing either.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForLoadState('networkidle');
    expect(sessionRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  await test.step('a person with a session who opens /auth is sent home', async () => {
    const user = newUser('talent');
    await registerViaApi(context, user);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenuButton(page)).toBeVisible();
  });

  await test.step('signed out again, the page still signs in', async () => {
    await context.clearCookies();
    const user = newUser('employer');
    // Registered elsewhere (its own API client, not this browser).
    const res = await request.post('/api/register', {
      headers: { origin: baseURL(), 'content-type': 'application/json' },
      data: { name: user.name, email: user.email, password: user.password, role: user.role },
    });
    expect(res.status(), await res.text()).toBe(200);
    await page.goto('/auth');
    await expect(authTab(page, 'login')).toBeVisible();
    await loginViaUi(page, user.email, user.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });
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
