/**
 * The services marketplace journey (issue 18): an employer finds a talent's service on
 * /marketplace, picks a tier and an add-on, pays on the local checkout page and comes back to the
 * order; answers the requirement question; receives the delivery without a reload; asks for a
 * revision (the tier allows one); receives the second delivery; completes the order and reviews
 * it. The seller acts in a second browser context over the API. The order page fits 375 px.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL, newUser, registerViaApi, secondBrowser, uniqueTitle } from './helpers';

const writeHeaders = () => ({ origin: baseURL(), 'content-type': 'application/json' });

async function post(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { headers: writeHeaders(), data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

test('buy a service tier, submit requirements, receive the delivery, request a revision, complete and review', async ({
  page,
  context,
  browser,
}) => {
  const title = uniqueTitle('Landing page copy');
  const seller = await secondBrowser(browser);
  await registerViaApi(seller.context, newUser('talent', 'Sam Seller'));
  const service = await post(seller.context.request, '/api/marketplace/services', {
    title,
    description: 'Words that sell: a hero, three sections and a call to action.',
    tiers: [
      { name: 'Basic', price: 120, deliveryDays: 3, revisions: 0 },
      { name: 'Standard', price: 300, deliveryDays: 5, revisions: 1 },
    ],
    addOns: [{ name: 'SEO keywords', price: 45, extraDays: 1 }],
    questions: [{ text: 'What does your product do?', required: true }],
  });
  await post(seller.context.request, `/api/marketplace/services/${service.id}/status`, {
    status: 'published',
  });

  await registerViaApi(context, newUser('employer'));
  await page.setViewportSize({ width: 375, height: 812 });
  let orderId = 0;

  await test.step('the employer finds the service and buys the Standard tier with the add-on', async () => {
    await page.goto('/marketplace');
    await expect(page.getByRole('tab', { name: 'Browse services' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('searchbox', { name: 'Search services' }).fill(title);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.getByRole('radio', { name: /Standard/ }).check();
    await page.getByRole('checkbox', { name: /SEO keywords/ }).check();
    await expect(page.getByTestId('order-total')).toHaveText('$345');
    await page.getByRole('button', { name: 'Continue ($345)' }).click();
  });

  await test.step('pays on the checkout page and comes back to the order', async () => {
    await expect(page).toHaveURL(/\/checkout\/[^/?#]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByRole('button', { name: 'Pay $345' }).click();
    await expect(page).toHaveURL(/\/marketplace\/orders\/\d+\?paid=1$/);
    orderId = Number(/\/orders\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByTestId('order-state')).toHaveText('Waiting for requirements');
    await expect(
      page.getByText('Payment received: answer the requirements to start.'),
    ).toBeVisible();
  });

  await test.step('answers the requirement question: the delivery clock starts', async () => {
    await page.getByLabel('What does your product do?').fill('A calendar for dog walkers.');
    await page.getByRole('button', { name: 'Submit requirements' }).click();
    await expect(page.getByTestId('order-state')).toHaveText('In progress');
    await expect(page.getByText('A calendar for dog walkers.')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  await test.step('the delivery arrives without a reload; a revision is requested', async () => {
    const delivered = await post(
      seller.context.request,
      `/api/marketplace/orders/${orderId}/deliver`,
      { message: 'First draft: hero and three sections.' },
    );
    expect(delivered.state).toBe('delivered');
    await expect(page.getByTestId('order-state')).toHaveText('Delivered');
    await expect(page.getByText('First draft: hero and three sections.')).toBeVisible();
    await expect(page.getByTestId('revisions-left')).toHaveText('1 of 1 revisions left');
    await page.getByRole('button', { name: 'Request a revision' }).click();
    await page.getByLabel('What should change').fill('A shorter hero, please.');
    await page.getByRole('button', { name: 'Request revision' }).click();
    await expect(page.getByTestId('order-state')).toHaveText('Revision requested');
  });

  await test.step('the second delivery: no revisions left, the order is completed', async () => {
    await post(seller.context.request, `/api/marketplace/orders/${orderId}/deliver`, {
      message: 'Shorter hero, as asked.',
    });
    await expect(page.getByTestId('order-state')).toHaveText('Delivered');
    await expect(page.getByTestId('revisions-left')).toHaveText('0 of 1 revisions left');
    await expect(page.getByRole('button', { name: 'Request a revision' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Complete order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Complete order' });
    await confirm.getByRole('button', { name: 'Complete order' }).click();
    await expect(page.getByTestId('order-state')).toHaveText('Completed');
  });

  await test.step('reviews the order: 5 stars and a text, editable afterwards', async () => {
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await reviews.getByLabel('Review', { exact: true }).fill('Fast, clear and on brief.');
    await reviews.getByRole('button', { name: 'Post review' }).click();
    await expect(reviews.getByText('Fast, clear and on brief.')).toBeVisible();
    await expect(reviews.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Edit review' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  await test.step('the seller sees the sale completed with the review', async () => {
    await seller.page.goto(`/marketplace/orders/${orderId}`);
    await expect(seller.page.getByTestId('order-state')).toHaveText('Completed');
    await expect(seller.page.getByText('Fast, clear and on brief.')).toBeVisible();
    await seller.page.goto('/marketplace?tab=sales');
    await expect(seller.page.getByRole('link', { name: title })).toBeVisible();
  });

  await seller.context.close();
});
