/**
 * The career feed journey (issue 17): a talent finds the career feed from the home page's header
 * and posts; a follower sees the post in their feed, reacts (Celebrate) and comments; the author
 * sees the reaction, the comment and the notifications; the author posts again while the follower
 * has the feed open, and the follower sees "Show 1 new post" arrive live and shows it.
 * /career-feed fits a 375 px screen.
 */
import { expect, test } from '@playwright/test';
import { baseURL, newUser, registerViaApi, secondBrowser, uniqueTitle } from './helpers';

test('post, get a reaction and a comment from a follower, and a followed user’s new post arrives live', async ({
  page,
  context,
  browser,
}) => {
  const author = newUser('talent', `Ada Feed ${Date.now().toString(36)}`);
  await registerViaApi(context, author);
  const me = await (await context.request.get('/api/user')).json();

  const follower = await secondBrowser(browser);
  const fan = newUser('talent');
  await registerViaApi(follower.context, fan);
  const follow = await follower.context.request.post('/api/feed/follows', {
    headers: { origin: baseURL(), 'content-type': 'application/json' },
    data: { target: 'person', id: me.id },
  });
  expect(follow.status()).toBe(201);

  const first = uniqueTitle('Shipped my first open-source release');
  await test.step('the author finds the feed from the home page and posts', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Career feed' }).click();
    await expect(page).toHaveURL(/\/career-feed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Career feed' })).toBeVisible();
    const composer = page.getByRole('form', { name: 'Share an update, a win or a question' });
    await composer
      .getByLabel('Share an update, a win or a question')
      .fill(`${first} — notes at https://hireloop.dev/notes`);
    await composer.getByLabel('Kind').selectOption('win');
    await composer.getByRole('button', { name: 'Post' }).click();
    const mine = page.getByRole('article').filter({ hasText: first });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('link', { name: 'https://hireloop.dev/notes' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
  });

  const fanPage = follower.page;
  await test.step('the follower reacts and comments', async () => {
    await fanPage.goto('/career-feed');
    const post = fanPage.getByRole('article').filter({ hasText: first });
    await expect(post).toBeVisible();
    await post.getByRole('button', { name: /Celebrate/ }).click();
    await expect(post.getByRole('button', { name: /Celebrate/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await post.getByRole('button', { name: '0 comments' }).click();
    await post.getByLabel('Write a comment').fill('Congratulations, well deserved!');
    await post.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(post.getByText('Congratulations, well deserved!')).toBeVisible();
  });

  await test.step('the author sees the reaction and the comment', async () => {
    await page.reload();
    const mine = page.getByRole('article').filter({ hasText: first });
    await expect(mine.getByRole('button', { name: /Celebrate\s*1/ })).toBeVisible();
    await mine.getByRole('button', { name: '1 comment' }).click();
    await expect(mine.getByText('Congratulations, well deserved!')).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByText('Reaction to your post').first()).toBeVisible();
    await expect(page.getByText('Comment on your post').first()).toBeVisible();
  });

  await test.step('a new post by the followed author arrives live as "1 new post"', async () => {
    const second = uniqueTitle('Looking for a code review buddy');
    const res = await context.request.post('/api/feed/posts', {
      headers: { origin: baseURL(), 'content-type': 'application/json' },
      data: { kind: 'question', body: second },
    });
    expect(res.status()).toBe(201);
    const show = fanPage.getByRole('button', { name: 'Show 1 new post' });
    await expect(show).toBeVisible();
    await expect(fanPage.getByRole('article').filter({ hasText: second })).toHaveCount(0);
    await show.click();
    await expect(fanPage.getByRole('article').filter({ hasText: second })).toBeVisible();
    await expect(show).toBeHidden();
  });

  await test.step('the page fits 375 px', async () => {
    await fanPage.setViewportSize({ width: 375, height: 800 });
    const width = await fanPage.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
  await follower.context.close();
});
