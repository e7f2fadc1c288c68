/**
 * The events journey (issue 17): a talent registers for a full event and lands on the waitlist
 * (no online link shown); a confirmed attendee cancels, the place is offered to the talent — the
 * open page shows the offer without a reload — the talent claims it and sees the online link and
 * a check-in code. The host (the demo employer) created and published the event through /events.
 * /events/:id fits a 375 px screen.
 */
import { expect, test } from '@playwright/test';
import { DEMO, loginViaApi, newUser, registerViaApi, secondBrowser } from './helpers';

test('register for a full event, get the offer when a place frees, claim it and see the online link', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const title = `Waitlist journey ${Date.now().toString(36)}`;
  const link = 'https://meet.example/waitlist-journey';

  const host = await secondBrowser(browser);
  await loginViaApi(host.context, DEMO.employer.email, DEMO.employer.password);
  let eventId = 0;
  await test.step('the host creates a one-place event and publishes it', async () => {
    await host.page.goto('/events');
    await host.page.getByRole('button', { name: 'Create event' }).click();
    const form = host.page.getByRole('region', { name: 'Create an event' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('One place only.\nBring questions.');
    await form.getByLabel('Starts').fill('2031-05-01T18:00');
    await form.getByLabel('Ends').fill('2031-05-01T19:30');
    await form.getByLabel('Online link').fill(link);
    await form.getByLabel('Places').fill('1');
    await form.getByRole('button', { name: 'Create draft' }).click();
    await expect(host.page).toHaveURL(/\/events\/\d+$/);
    eventId = Number(/\/events\/(\d+)$/.exec(host.page.url())![1]);
    await host.page.getByRole('button', { name: 'Publish' }).click();
    await expect(host.page.getByText('Draft', { exact: true })).toHaveCount(0);
  });

  // Someone takes the only place first (over the API: not what the journey is about).
  const first = await secondBrowser(browser);
  await registerViaApi(first.context, newUser('talent'));
  const taken = await first.context.request.post(`/api/events/${eventId}/registration`, {
    headers: { origin: baseURL! },
  });
  expect(taken.status()).toBe(200);

  await registerViaApi(context, newUser('talent'));
  await page.setViewportSize({ width: 375, height: 812 });
  await test.step('the talent finds the full event and joins the waitlist', async () => {
    await page.goto('/events');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(title);
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Full', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByTestId('registration-state')).toHaveText('On the waitlist');
    await expect(page.getByText('You’re next in line.')).toBeVisible();
    await expect(page.getByText('The online link is shown to confirmed attendees.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Join online/ })).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  await test.step('a place frees: the offer arrives without a reload, and is claimed', async () => {
    const left = await first.context.request.delete(`/api/events/${eventId}/registration`, {
      headers: { origin: baseURL! },
    });
    expect(left.status()).toBe(200);
    await expect(page.getByTestId('registration-state')).toHaveText('A place is offered to you');
    await page.getByRole('button', { name: 'Claim your place' }).click();
    await expect(page.getByTestId('registration-state')).toHaveText('You’re going');
    await expect(page.getByRole('link', { name: /Join online/ })).toHaveAttribute('href', link);
    await expect(page.getByText('Your check-in code')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/events/${eventId}/calendar.ics`,
    );
  });

  await test.step('the host sees the attendee by name', async () => {
    await host.page.reload();
    const tools = host.page.getByRole('region', { name: 'Host tools' });
    await expect(tools.getByText('Confirmed')).toHaveCount(1);
  });

  await first.context.close();
  await host.context.close();
});
