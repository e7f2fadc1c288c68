/**
 * Password reset (SPEC §8): the mailed link opens /reset-password; a confirmation that differs is
 * refused on the page (nothing is sent), a matching one changes the password, and the new one signs
 * in. The page checks the confirmation with the sdk's schema, which it loads after its first paint.
 */
import { expect, test } from '@playwright/test';
import { accountMenuButton, newUser, registerViaApi, resetLinkFor, submitLogin } from './helpers';

test('a reset link sets a new password; a confirmation that differs is refused first', async ({
  page,
  context,
}) => {
  const user = newUser('talent');
  await registerViaApi(context, user);
  await context.clearCookies();
  const newPassword = `${user.password}-new`;

  await test.step('ask for the link', async () => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
  });

  const link = await resetLinkFor(user.email);
  await page.goto(new URL(link).pathname + new URL(link).search);

  await test.step('a confirmation that differs: the message, no request', async () => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/reset-password')) requests.push(request.url());
    });
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}-typo`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText("The passwords don't match.")).toBeVisible();
    expect(requests).toEqual([]);
  });

  await test.step('matching passwords change it', async () => {
    await page.getByLabel('Confirm new password').fill(newPassword);
    await expect(page.getByText("The passwords don't match.")).toHaveCount(0);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your password has been changed' }),
    ).toBeVisible();
  });

  await test.step('the new password signs in', async () => {
    await submitLogin(page, user.email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenuButton(page)).toBeVisible();
  });
});
