/**
 * Issue 16, insights: an employer posts a job request and opens /insights — nothing has happened
 * yet; a talent reads the request and bids; the employer's /insights now counts the view and the
 * bid (the funnel moved), drills into the request, exports the funnel as CSV, and the page fits a
 * 375 px phone.
 */
import { expect, test } from '@playwright/test';
import {
  baseURL,
  createJobRequestViaApi,
  newUser,
  registerViaApi,
  secondBrowser,
  subscribeViaApi,
  uniqueTitle,
} from './helpers';

test('the funnel moves on /insights once a talent views and bids', async ({
  page,
  context,
  browser,
}) => {
  const employer = newUser('employer');
  await registerViaApi(context, employer);
  await subscribeViaApi(context, 'employer', 'month');
  const title = uniqueTitle('Illustrated onboarding');
  const jobRequestId = await createJobRequestViaApi(context, { title, type: 'project' });

  await test.step('before any bid: no activity in the period', async () => {
    await page.goto('/insights');
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No activity in this period' })).toBeVisible();
  });

  await test.step('a talent reads the request and sends a proposal', async () => {
    const talent = await secondBrowser(browser);
    try {
      await registerViaApi(talent.context, newUser('talent'));
      await subscribeViaApi(talent.context, 'talent', 'month');
      const read = await talent.context.request.get(`/api/job-requests/${jobRequestId}`);
      expect(read.status()).toBe(200);
      const bid = await talent.context.request.post('/api/bids', {
        headers: { origin: baseURL(), 'content-type': 'application/json' },
        data: {
          kind: 'proposal',
          jobRequestId,
          rate: 55,
          message: 'I illustrate onboarding flows.',
        },
      });
      expect(bid.status(), await bid.text()).toBe(201);
    } finally {
      await talent.context.close();
    }
  });

  await test.step('the employer sees one view and one bid, in the figures and the table', async () => {
    await page.reload();
    const funnel = page.getByRole('list', { name: 'Funnel' });
    await expect(funnel.getByTestId('stage-views')).toHaveText('1');
    await expect(funnel.getByTestId('stage-bids')).toHaveText('1');
    await expect(funnel.getByTestId('stage-accepted')).toHaveText('0');
    const table = page.getByRole('table', { name: 'Funnel' });
    await expect(table.getByRole('row', { name: /^Bids 1 0 new 100%/ })).toBeVisible();
    await expect(page.getByText('1 proposals, 0 outreach')).toBeVisible();
  });

  await test.step('the funnel exports as CSV', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV: Funnel' }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^funnel-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/,
    );
  });

  await test.step('drilling into the request narrows the insights to it', async () => {
    await page.getByRole('button', { name: `Insights for ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]request=${jobRequestId}`));
    await expect(page.getByText(`Job request: ${title}`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Funnel' }).getByTestId('stage-bids')).toHaveText(
      '1',
    );
    await page.getByRole('button', { name: 'All job requests' }).click();
    await expect(page).not.toHaveURL(/request=/);
  });

  await test.step('a 375 px phone: nothing wider than the screen', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('list', { name: 'Funnel' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
