/**
 * Journey 2 (SPEC §2, §4, §9): an employer without a plan clicks "Job Request", gets the
 * subscription modal, pays the monthly plan on the local checkout, comes back to
 * /payment-success, posts a job request that /requests lists with the quota used, and a second
 * job is refused with the subscription modal carrying the server's words about the limit.
 */
import { expect, test } from '@playwright/test';
import {
  headerJobRequestButton,
  newUser,
  payLocalCheckout,
  registerViaApi,
  toasts,
  uniqueTitle,
  upgradeButton,
} from './helpers';

test('subscribe monthly, post a job, and the second job is refused at the limit', async ({
  page,
  context,
}) => {
  const user = newUser('employer');
  await registerViaApi(context, user);
  const first = uniqueTitle('Senior React developer');
  const second = uniqueTitle('Platform engineer');

  await test.step('"Job Request" without a plan opens the subscription modal', async () => {
    await page.goto('/');
    await expect(upgradeButton(page, 'employer')).toBeVisible();
    await headerJobRequestButton(page).click();
    const modal = page.getByRole('dialog', { name: 'Start your employer subscription' });
    await expect(modal).toBeVisible();
    // SPEC §4: month is the default billing period; SPEC §9: $99 per month.
    await expect(modal.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(modal).toContainText('$99');
    await modal.getByRole('button', { name: 'Subscribe' }).click();
  });

  await test.step('the local checkout: Pay, then back on /payment-success', async () => {
    await payLocalCheckout(page, /Monthly/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /plan is active/ })).toBeVisible();
    // The frame cleared the query string, and the upsell is gone with the active plan.
    await expect(page).toHaveURL(/\/payment-success$/);
    await expect(upgradeButton(page, 'employer')).toHaveCount(0);
  });

  await test.step('"Job Request" now opens "Create New Job Request"; posting lists it', async () => {
    await headerJobRequestButton(page).click();
    const modal = page.getByRole('dialog', { name: 'Create New Job Request' });
    await expect(modal).toBeVisible();
    await modal.getByLabel('Title').fill(first);
    await expect(modal.getByRole('radio', { name: 'Job', exact: true })).toBeChecked();
    await modal.getByLabel('Description').fill('Build and ship the hiring dashboard with us.');
    await modal.getByRole('button', { name: 'Post job request' }).click();
    await expect(modal).toBeHidden();
    await expect(toasts(page).filter({ hasText: 'Job request created' })).toBeVisible();
  });

  await test.step('/requests lists it and the quota meter moved', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Requests' }).click();
    await expect(page).toHaveURL(/\/requests$/);
    await expect(page.getByRole('article', { name: first })).toBeVisible();
    const plan = page.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText('1 of 1 job used');
    await expect(plan).toContainText('Limit reached');
  });

  await test.step('a second job is refused with the subscription modal naming the limit', async () => {
    await headerJobRequestButton(page).click();
    const form = page.getByRole('dialog', { name: 'Create New Job Request' });
    await form.getByLabel('Title').fill(second);
    await form.getByLabel('Description').fill('Keep our platform fast and boring.');
    await form.getByRole('button', { name: 'Post job request' }).click();
    const upsell = page.getByRole('dialog', { name: /subscription|plan/i });
    await expect(upsell).toBeVisible();
    await expect(upsell).toContainText(/plan allows 1 job per billing period; you have used 1\./);
    await upsell.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('article', { name: second })).toHaveCount(0);
  });
});
