/**
 * The library journey (issue 18): an admin writes a Lite-only template in /admin/library and
 * publishes it; a talent without a plan finds it in /library, opens it and sees the upgrade path
 * instead of its body; "Upgrade to Lite" opens the waitlist/upgrade modal, the local checkout
 * takes the payment; back on the resource the Markdown body shows (its HTML inert), opening it
 * started it, and "Mark completed" completes it — the collection-less list shows the progress.
 * /library and the resource page fit a 375 px screen.
 */
import { expect, test } from '@playwright/test';
import {
  DEMO,
  loginViaApi,
  newUser,
  payLocalCheckout,
  registerViaApi,
  secondBrowser,
} from './helpers';

test('open a gated resource without a plan, upgrade to Lite, read it and mark it completed', async ({
  page,
  context,
  browser,
}) => {
  const title = `Proposal playbook ${Date.now().toString(36)}`;

  const admin = await secondBrowser(browser);
  await loginViaApi(admin.context, DEMO.admin.email, DEMO.admin.password);
  await test.step('an admin writes a Lite template and publishes it', async () => {
    await admin.page.goto('/admin');
    await admin.page.getByRole('link', { name: 'Manage the library' }).click();
    await expect(admin.page).toHaveURL(/\/admin\/library$/);
    await admin.page.getByRole('button', { name: 'New resource' }).click();
    await admin.page.getByLabel('Title').fill(title);
    await admin.page.getByLabel('Kind').selectOption('template');
    await admin.page.getByLabel('Audience').selectOption('talent');
    await admin.page.getByLabel('Required plan').selectOption('lite');
    await admin.page.getByLabel('Summary').fill('Five parts every winning proposal has.');
    await admin.page
      .getByLabel('Body (Markdown)')
      .fill(
        '# The five parts\n\n1. **Their problem**\n2. Your plan\n\n<script>window.__pwned = 1</script>\n\n| Part | Length |\n| --- | --- |\n| Plan | 3 steps |',
      );
    await admin.page.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.page.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(admin.page.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();
  });
  await admin.context.close();

  await registerViaApi(context, newUser('talent'));
  await page.setViewportSize({ width: 375, height: 812 });
  let resourceUrl = '';
  await test.step('without a plan the resource shows the upgrade path, not its body', async () => {
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the library' }).fill(title);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Lite · Locked')).toBeVisible();
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/library\/\d+$/);
    resourceUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'This resource is for Lite members' }),
    ).toBeVisible();
    await expect(page.getByText('Their problem')).toHaveCount(0);
    const scrolls = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(scrolls).toBe(false);
  });

  await test.step('"Upgrade to Lite" → the waitlist/upgrade modal → the local checkout', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Upgrade to Lite' }).click();
    const waitlist = page.getByRole('dialog', { name: "You're on the waitlist" });
    await expect(waitlist).toBeVisible();
    await waitlist.getByRole('radio', { name: 'Annual (Save 71%)' }).check();
    await waitlist.getByRole('button', { name: 'Skip the waitlist' }).click();
    await payLocalCheckout(page, 'Lite Annual');
    await expect(page.getByRole('status').filter({ hasText: /plan is active/ })).toBeVisible();
  });

  await test.step('back on the resource: the body shows, HTML inert; mark it completed', async () => {
    await page.goto(resourceUrl);
    await expect(page.getByRole('heading', { name: 'The five parts' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('[data-slot="markdown"] script')).toHaveCount(0);
    // Opening it started it.
    await expect(page.getByText('Started', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Mark completed' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Completed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  });

  await test.step('the library lists it as completed and unlocked', async () => {
    await page.getByRole('link', { name: '← The library' }).click();
    await page.getByRole('searchbox', { name: 'Search the library' }).fill(title);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Completed')).toBeVisible();
    await expect(card.getByText('Lite · Locked')).toHaveCount(0);
    const scrolls = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(scrolls).toBe(false);
  });
});
