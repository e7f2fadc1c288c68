/**
 * /waitlist-demo (SPEC §1's public routes, §9's figures): a visitor sees the waitlist modal over
 * the demo's card, closes it, ticks the sample tasks and watches the queue move, opens it again
 * and is sent to sign in by "Skip the waitlist". The page has an HTML page of its own: it preloads
 * its own chunks, not /auth's, and the modal loads after the card has painted.
 */
import { expect, test } from '@playwright/test';
import { WAITLIST, waitlistPeopleAhead } from '@hireloop/sdk';
import { formatCount } from '@hireloop/sdk/constants';

test('the waitlist demo: the modal over the card, the sample tasks move the queue, Skip leads to sign-in', async ({
  page,
}) => {
  const modal = page.getByRole('dialog', { name: "You're on the waitlist" });
  const summary = (done: number) => {
    const ahead = waitlistPeopleAhead(WAITLIST.peopleAhead, done);
    return `position #${formatCount(ahead + 1)}, ${formatCount(ahead)} people ahead`;
  };

  await test.step('signed out, the page opens on the waitlist modal', async () => {
    await page.goto('/waitlist-demo');
    await expect(modal).toBeVisible();
    // Its own page: this page's chunks preloaded, not the sign-in page's.
    await expect(page.locator('link[rel="modulepreload"][href*="/WaitlistDemoPage-"]')).toHaveCount(
      1,
    );
    await expect(page.locator('link[rel="modulepreload"][href*="/AuthPage-"]')).toHaveCount(0);
  });

  await test.step('closed, the card shows the sample tasks and the queue they give', async () => {
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: 'The Hireloop waitlist' }),
    ).toBeVisible();
    const tasks = page.getByRole('group', { name: 'Sample profile tasks' });
    // The demo starts with the skills task done.
    await expect(page.getByText('With 1 of')).toContainText(summary(1));
    await tasks.getByRole('checkbox').first().check();
    await expect(page.getByText('With 2 of')).toContainText(summary(2));
    await tasks.getByRole('checkbox').nth(1).uncheck();
    await tasks.getByRole('checkbox').first().uncheck();
    await expect(page.getByText('With 0 of')).toContainText(summary(0));
  });

  await test.step('opened again, "Skip the waitlist" sends the visitor to sign in', async () => {
    await page.getByRole('button', { name: 'Open the waitlist' }).click();
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(formatCount(WAITLIST.helped));
    await modal.getByRole('button', { name: 'Skip the waitlist' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
