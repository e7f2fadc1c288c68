/**
 * Issue 14's journey: an employer starts the monthly plan from /subscription, pays on the local
 * checkout (whose test cards include one declined at renewal), sees when the plan renews, cancels
 * it at the period end ("Cancels on …", still there after a reload), and undoes that before the
 * end ("Renews on …" again). The date shown is the one the server answers.
 */
import { expect, test } from '@playwright/test';
import { newUser, registerViaApi, toasts } from './helpers';

/** "Mar 4, 2025", as the app formats dates (en-US, the browser's time zone). */
const formatted = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );

test('subscribe, cancel at period end, and undo it from /subscription', async ({
  page,
  context,
}) => {
  const user = newUser('employer');
  await registerViaApi(context, user);

  await test.step('choose the monthly plan on /subscription and pay on the local checkout', async () => {
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await page.getByRole('button', { name: 'Choose Monthly' }).click();
    await expect(page).toHaveURL(/\/checkout\/co_[^/?#]+$/);
    // The test cards: paying now and at every renewal is the default.
    await expect(page.getByRole('radio', { name: /Pays now and at every renewal/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /declined at renewal/ })).toBeVisible();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/payment-success/);
  });

  const response = await context.request.get('/api/stripe/subscription?accountType=employer');
  const { subscription } = (await response.json()) as {
    subscription: { currentPeriodEnd: string };
  };
  const end = formatted(subscription.currentPeriodEnd);
  const renewal = page.getByRole('region', { name: 'Renewal' });

  await test.step('/subscription shows when the plan renews', async () => {
    await page.goto('/subscription');
    await expect(renewal.getByRole('status')).toHaveText(new RegExp(`Renews on ${end}`));
  });

  await test.step('cancel at the period end: "Cancels on …", kept after a reload', async () => {
    await renewal.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(toasts(page).filter({ hasText: 'Your plan will not renew' })).toBeVisible();
    await expect(renewal.getByRole('status')).toHaveText(new RegExp(`Cancels on ${end}`));
    await page.reload();
    await expect(renewal.getByRole('status')).toHaveText(new RegExp(`Cancels on ${end}`));
    // Still active until then.
    await expect(page.getByRole('region', { name: 'Renewal' })).toBeVisible();
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  });

  await test.step('undo before the end: "Renews on …" again', async () => {
    await renewal.getByRole('button', { name: 'Keep my plan' }).click();
    await expect(toasts(page).filter({ hasText: 'Your plan will renew' })).toBeVisible();
    await expect(renewal.getByRole('status')).toHaveText(new RegExp(`Renews on ${end}`));
    await expect(renewal.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
  });
});
