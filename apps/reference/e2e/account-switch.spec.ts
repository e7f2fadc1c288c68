/**
 * Journey 5 (SPEC §2, §4): "Switch to Talent" / "Switch to Employer" in the account menu — the
 * navigation, the upgrade button and the subscription state follow the account acted as, and
 * the choice is remembered across reloads.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  headerJobRequestButton,
  newUser,
  openAccountMenu,
  registerViaApi,
  sidebar,
  subscribeViaApi,
  switchAccount,
  upgradeButton,
} from './helpers';

const topNav = (page: Page) => page.getByRole('banner').getByRole('navigation');

async function expectEmployerShell(page: Page) {
  await expect(topNav(page).getByRole('link', { name: 'Requests' })).toBeVisible();
  await expect(topNav(page).getByRole('link', { name: 'Bid Manager' })).toBeVisible();
  await expect(topNav(page).getByRole('link', { name: 'Opportunities' })).toHaveCount(0);
  // SPEC §2: Insights in the employers' top nav, Team in their primary nav (issue 16).
  await expect(topNav(page).getByRole('link', { name: 'Insights' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Team' })).toBeVisible();
  // Issue 17: Events in the employers' top nav.
  await expect(topNav(page).getByRole('link', { name: 'Events' })).toBeVisible();
  // Issue 18: Marketplace in the employers' primary nav.
  await expect(sidebar(page).getByRole('link', { name: 'Marketplace' })).toBeVisible();
  await expect(headerJobRequestButton(page)).toBeVisible();
}

async function expectTalentShell(page: Page) {
  await expect(topNav(page).getByRole('link', { name: 'Opportunities' })).toBeVisible();
  await expect(topNav(page).getByRole('link', { name: 'Talent Explorer' })).toBeVisible();
  await expect(topNav(page).getByRole('link', { name: 'Requests' })).toHaveCount(0);
  // Issue 17: Collectives in the talent's top nav.
  await expect(topNav(page).getByRole('link', { name: 'Collectives' })).toBeVisible();
  // Issue 17: Events in the talent's primary nav.
  await expect(sidebar(page).getByRole('link', { name: 'Events' })).toBeVisible();
  // Issue 18: Marketplace in the talent's primary nav too.
  await expect(sidebar(page).getByRole('link', { name: 'Marketplace' })).toBeVisible();
  await expect(topNav(page).getByRole('link', { name: 'Insights' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(headerJobRequestButton(page)).toHaveCount(0);
  await expect(sidebar(page).getByText('Talent Account')).toBeVisible();
}

test('switching accounts changes the nav, the upgrade button and the subscription state', async ({
  page,
  context,
}) => {
  await registerViaApi(context, newUser('employer'));
  // An employer plan only: it is active for the employer account, not for the talent one.
  await subscribeViaApi(context, 'employer', 'month');

  await test.step('as an employer with a plan: employer nav, no upgrade button', async () => {
    await page.goto('/');
    await expectEmployerShell(page);
    await expect(upgradeButton(page, 'employer')).toHaveCount(0);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Switch to Talent' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('Switch to Talent: talent nav and "Upgrade to Lite"', async () => {
    await page.goto('/requests');
    await switchAccount(page, 'talent');
    await expectTalentShell(page);
    await expect(upgradeButton(page, 'talent')).toBeVisible();
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Switch to Employer' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('the choice is remembered after a reload', async () => {
    await page.reload();
    await expectTalentShell(page);
  });

  await test.step('"Upgrade to Lite" opens the waitlist/upgrade modal', async () => {
    await upgradeButton(page, 'talent').click();
    const waitlist = page.getByRole('dialog', { name: "You're on the waitlist" });
    await expect(waitlist).toBeVisible();
    await expect(waitlist.getByRole('button', { name: 'Close' })).toBeVisible();
    await waitlist.getByRole('button', { name: 'Close' }).click();
    await expect(waitlist).toBeHidden();
  });

  await test.step('Switch to Employer: the plan is active again', async () => {
    await switchAccount(page, 'employer');
    await expectEmployerShell(page);
    await expect(upgradeButton(page, 'employer')).toHaveCount(0);
    await expect(upgradeButton(page, 'talent')).toHaveCount(0);
  });

  await test.step('an employer without a plan sees "Start Subscription"', async () => {
    await context.clearCookies();
    await registerViaApi(context, newUser('talent'));
    await page.goto('/');
    await expectTalentShell(page);
    await switchAccount(page, 'employer');
    await expectEmployerShell(page);
    await expect(upgradeButton(page, 'employer')).toBeVisible();
    await upgradeButton(page, 'employer').click();
    await expect(
      page.getByRole('dialog', { name: 'Start your employer subscription' }),
    ).toBeVisible();
  });
});
