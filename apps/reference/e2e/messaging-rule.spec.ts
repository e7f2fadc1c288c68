/**
 * Journey (issue 20: who may message whom): a talent looking for an employer nothing ties them to
 * finds them under "Not reachable yet" with the reason instead of an empty list, and no Message
 * button; once the talent has sent a proposal on one of the employer's requests, the same search
 * offers "Message" and opens the conversation.
 */
import { MESSAGING_BLOCK_TEXTS } from '@hireloop/sdk';
import { expect, test, type Page } from '@playwright/test';
import {
  createJobRequestViaApi,
  newUser,
  registerViaApi,
  secondBrowser,
  subscribeViaApi,
  uniqueTitle,
} from './helpers';

const REASON = MESSAGING_BLOCK_TEXTS['employer-needs-introduction'];

/** Opens "New message" on /messages and searches `words`; answers the dialog. */
async function searchPeople(page: Page, words: string) {
  await page.goto('/messages');
  await page.getByRole('button', { name: 'New message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByLabel('Search people').fill(words);
  return dialog;
}

test('a talent sees why an employer cannot be messaged yet, and messages them after a proposal', async ({
  page,
  context,
  browser,
}) => {
  const employerName = uniqueTitle('Quillon Hiring');
  const employer = newUser('employer', employerName);
  const employerSide = await secondBrowser(browser);
  await registerViaApi(employerSide.context, employer);
  await subscribeViaApi(employerSide.context, 'employer', 'month');
  const jobRequestId = await createJobRequestViaApi(employerSide.context, {
    title: uniqueTitle('Checkout rewrite'),
  });

  const talent = newUser('talent');
  await registerViaApi(context, talent);
  await subscribeViaApi(context, 'talent', 'month');

  await test.step('before any tie: listed under "Not reachable yet" with the reason', async () => {
    const dialog = await searchPeople(page, employerName);
    const notYet = dialog.getByRole('region', { name: 'Not reachable yet' });
    await expect(notYet.getByText(REASON)).toBeVisible();
    await expect(notYet.getByRole('listitem').filter({ hasText: employerName })).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Message ${employerName}` })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the talent sends a proposal on the employer’s request', async () => {
    const bid = await context.request.post('/api/bids', {
      headers: { origin: new URL(page.url()).origin, 'content-type': 'application/json' },
      data: {
        kind: 'proposal',
        jobRequestId,
        rate: 60,
        message: 'I rebuilt two checkouts last year; happy to share how.',
      },
    });
    expect(bid.status(), await bid.text()).toBe(201);
  });

  await test.step('now "Message" opens the conversation', async () => {
    const dialog = await searchPeople(page, employerName);
    await expect(dialog.getByRole('region', { name: 'Not reachable yet' })).toHaveCount(0);
    await dialog.getByRole('button', { name: `Message ${employerName}` }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/messages\?conversation=\d+/);
    const hello = 'Hello! A question about the checkout rewrite.';
    await page.getByRole('textbox', { name: 'Message' }).fill(hello);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('log').getByText(hello)).toBeVisible();
  });

  await employerSide.context.close();
});
