/**
 * The job check-ins journey (issue 16): the demo talent, hired by the demo employer (seeded: a
 * weekly check-in fell due an hour before the server started, and its reminder was sent), opens
 * the reminder from /notifications, answers the due check-in on /job-checkins (a required answer
 * left out is refused first) and sees it submitted; the demo employer finds it waiting for review
 * among the engagements, acknowledges it, and the talent's open page shows it acknowledged
 * without a reload. /job-checkins fits a 375 px screen.
 */
import { expect, test } from '@playwright/test';
import { DEMO, loginViaApi, secondBrowser, toasts } from './helpers';

test('a talent submits a due check-in from its reminder; the employer acknowledges it', async ({
  page,
  context,
  browser,
}) => {
  await loginViaApi(context, DEMO.talent.email, DEMO.talent.password);

  await test.step('the reminder leads the talent to /job-checkins', async () => {
    await page.goto('/notifications');
    const reminder = page.getByRole('button', { name: 'Check-in due' }).first();
    await expect(reminder).toBeVisible();
    await reminder.click();
    await expect(page).toHaveURL(/\/job-checkins$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Job check-ins' })).toBeVisible();
  });

  const due = page.getByRole('region', { name: 'Due now' });
  await test.step('a required answer left out is refused, then the check-in is submitted', async () => {
    await expect(due.getByRole('article')).toHaveCount(1);
    await expect(due.getByText('Due', { exact: true })).toBeVisible();
    await due.getByLabel('What did you make progress on?').fill('Finished the cart page.');
    await due.getByLabel('How many hours did you spend?').fill('12');
    await due.getByRole('button', { name: 'Submit check-in' }).click();
    await expect(due.getByLabel('What are your next steps?')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await due.getByLabel('What are your next steps?').fill('The payment step.');
    await due.getByLabel(/Is anything blocking you\?/).fill('Waiting for sandbox keys.');
    await due.getByRole('button', { name: 'Submit check-in' }).click();
    await expect(toasts(page).filter({ hasText: 'Check-in submitted' })).toBeVisible();
    await expect(due.getByText('Nothing due')).toBeVisible();
  });

  const history = page.getByRole('region', { name: 'History' });
  const latest = history.getByRole('article').first();
  await expect(latest).toHaveAttribute('data-state', 'submitted');
  await expect(latest.getByText('Blocked')).toBeVisible();
  await expect(latest.getByText('Finished the cart page.')).toBeVisible();

  await test.step('the employer acknowledges it from the engagements waiting for review', async () => {
    const employer = await secondBrowser(browser);
    await loginViaApi(employer.context, DEMO.employer.email, DEMO.employer.password);
    const employerPage = employer.page;
    await employerPage.goto('/job-checkins');
    await employerPage.getByLabel('Latest check-in').selectOption('submitted');
    const engagement = employerPage.getByRole('listitem').filter({ hasText: 'Blocked' });
    await expect(engagement).toHaveCount(1);
    await engagement.getByRole('button', { name: /^Open/ }).click();
    const panel = employerPage.getByRole('region', { name: /^Check-ins for / });
    await panel.getByRole('button', { name: 'Review' }).click();
    const dialog = employerPage.getByRole('dialog', { name: 'Review check-in' });
    await expect(dialog.getByText('Waiting for sandbox keys.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(toasts(employerPage).filter({ hasText: 'Review sent' })).toBeVisible();
    await expect(panel.getByText('Acknowledged').first()).toBeVisible();
    await employer.context.close();
  });

  await test.step('the talent sees it acknowledged, live, and the page fits 375 px', async () => {
    await expect(latest.getByText('Acknowledged')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
