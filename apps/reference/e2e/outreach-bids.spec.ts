/**
 * Journey 3 (SPEC §1, §5 "Up to 3 talent outreach bids per job request"): an employer with a plan
 * and one job request invites three talent from the Talent Explorer, the bid modal counting
 * "N of 3 outreach bids left"; for a fourth talent the modal shows none left and the limit, and
 * the server refuses a fourth outreach with its message.
 */
import { expect, test } from '@playwright/test';
import {
  baseURL,
  createJobRequestViaApi,
  newUser,
  registerViaApi,
  subscribeViaApi,
  uniqueTitle,
} from './helpers';

test('three outreach bids go out; the fourth is refused with the limit', async ({
  page,
  context,
}) => {
  const user = newUser('employer');
  await registerViaApi(context, user);
  await subscribeViaApi(context, 'employer', 'month');
  const title = uniqueTitle('Design system audit');
  const jobRequestId = await createJobRequestViaApi(context, { title, type: 'project' });

  await page.goto('/explorer');
  await expect(page.getByRole('heading', { level: 1, name: 'Talent Explorer' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.nth(3)).toBeVisible();
  const invited: string[] = [];

  for (const [index, left] of [3, 2, 1].entries()) {
    await test.step(`outreach ${index + 1}: the modal shows "${left} of 3 outreach bids left"`, async () => {
      const card = cards.nth(index);
      invited.push((await card.getByRole('heading').first().textContent())!.trim());
      await card.getByRole('button', { name: 'Send outreach' }).click();
      const modal = page.getByRole('dialog', { name: 'Invite talent to a job request' });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText(title);
      await expect(modal.getByText(`${left} of 3 outreach bids left`)).toBeVisible();
      await modal.getByLabel('Message').fill(`Hello ${invited[index]}, this project suits you.`);
      await modal.getByRole('button', { name: 'Send outreach' }).click();
      await expect(modal).toBeHidden();
    });
  }

  await test.step('a fourth talent: "0 of 3 outreach bids left", sending refused', async () => {
    await cards.nth(3).getByRole('button', { name: 'Send outreach' }).click();
    const modal = page.getByRole('dialog', { name: 'Invite talent to a job request' });
    await expect(modal.getByText('0 of 3 outreach bids left')).toBeVisible();
    await expect(modal).toContainText('All 3 outreach bids for this job request have been sent');
    await expect(modal.getByRole('button', { name: 'Send outreach' })).toBeDisabled();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('the server refuses a fourth outreach with the limit message', async () => {
    const talent = await context.request.get('/api/profile/talent?limit=10');
    const items = ((await talent.json()) as { items: { userId: number; name: string }[] }).items;
    const fourth = items.find((t) => !invited.includes(t.name))!;
    const res = await context.request.post('/api/bids', {
      headers: { origin: baseURL(), 'content-type': 'application/json' },
      data: { kind: 'outreach', jobRequestId, talentId: fourth.userId, message: 'One more?' },
    });
    expect(res.status()).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      'You can send up to 3 talent outreach bids per job request.',
    );
  });

  await test.step('Bid Manager lists the three outreach bids sent', async () => {
    await page.goto('/bid-manager?tab=sent');
    for (const name of invited) {
      await expect(
        page.getByRole('tabpanel').getByText(name, { exact: false }).first(),
      ).toBeVisible();
    }
  });
});
