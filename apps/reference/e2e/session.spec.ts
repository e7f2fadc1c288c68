/**
 * Journey 6 (SPEC §4, §8): logging out clears the session and what the app kept, so a protected
 * route sends the visitor to /auth; a wrong password shows "Login failed" with the server's words.
 */
import { expect, test } from '@playwright/test';
import {
  accountMenuButton,
  loginForm,
  logout,
  newUser,
  registerViaApi,
  submitLogin,
  toasts,
} from './helpers';

test('logging out ends the session and protected routes then lead to /auth', async ({
  page,
  context,
}) => {
  const user = newUser('talent');
  await registerViaApi(context, user);

  await test.step('signed in, the shell shows the account', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(accountMenuButton(page)).toBeVisible();
  });

  await test.step('Log Out from the account menu lands on /auth', async () => {
    await logout(page);
    await expect(accountMenuButton(page)).toHaveCount(0);
  });

  await test.step('the session is gone on the server and the app kept no signed-in state', async () => {
    expect((await page.request.get('/api/user')).status()).toBe(401);
    const kept = await page.evaluate(() =>
      ['hasActiveSubscription', 'onboardingCompleted', 'talentRegistered', 'registrationTime']
        .map((key) => localStorage.getItem(key))
        .filter((value) => value !== null),
    );
    expect(kept).toEqual([]);
  });

  await test.step('a protected route redirects to /auth', async () => {
    for (const path of ['/', '/messages', '/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(accountMenuButton(page)).toHaveCount(0);
  });
});

test('a wrong password shows "Login failed" with the server message; the right one signs in', async ({
  page,
  context,
}) => {
  const user = newUser('employer');
  await registerViaApi(context, user);
  await context.clearCookies();

  await test.step('wrong password: toast "Login failed" / "Invalid email or password"', async () => {
    await submitLogin(page, user.email, `${user.password}-wrong`);
    const toast = toasts(page).filter({ hasText: 'Login failed' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/auth$/);
    // Nothing typed is lost on error.
    await expect(loginForm(page).getByLabel('Email')).toHaveValue(user.email);
  });

  await test.step('the right password goes home', async () => {
    await submitLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenuButton(page)).toBeVisible();
  });
});
