/**
 * The team journey (issue 16): an employer on the monthly plan (1 job a month) invites a recruiter
 * from /team; the recruiter opens the mailed link signed out, registers with the invited address,
 * comes back to the invite and accepts it, then posts a job request within the company's shared
 * quota; the owner sees it on /requests and has no job left. /team fits a 375 px screen.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  headerJobRequestButton,
  newUser,
  registerViaApi,
  secondBrowser,
  subscribeViaApi,
  toasts,
  uniqueTitle,
} from './helpers';

/** The newest invite link mailed to `email`, polled from the server's log (local mail). */
async function inviteLinkFor(email: string): Promise<string> {
  const logPath = process.env.E2E_SERVER_LOG;
  if (!logPath) throw new Error('E2E_SERVER_LOG is not set (a server started by the caller?)');
  let link: string | undefined;
  await expect
    .poll(() => {
      for (const line of readFileSync(logPath, 'utf8').split('\n').reverse()) {
        if (!line.includes(email) || !line.includes('/team/invites/')) continue;
        try {
          const entry = JSON.parse(line) as { mail?: { to?: string; text?: string } };
          if (entry.mail?.to !== email) continue;
          link = entry.mail.text?.match(/https?:\/\/\S*\/team\/invites\/\S+/)?.[0];
          if (link) break;
        } catch {
          // not a JSON log line
        }
      }
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('an owner invites a recruiter, who registers, accepts and posts within the shared quota', async ({
  page,
  context,
  browser,
}) => {
  const owner = newUser('employer', 'Olive Owner');
  const recruiter = newUser('employer', 'Rae Recruiter');
  const title = uniqueTitle('Data engineer');
  await registerViaApi(context, owner);
  await subscribeViaApi(context, 'employer', 'month');

  await test.step('the owner invites the recruiter from /team', async () => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByRole('row', { name: owner.name })).toContainText('Owner');
    await page.getByRole('textbox', { name: 'Email address' }).fill(recruiter.email);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('recruiter');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(toasts(page).filter({ hasText: 'Invite sent' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: recruiter.email })).toContainText('Recruiter');
  });

  const link = await inviteLinkFor(recruiter.email);
  const other = await secondBrowser(browser);
  try {
    const rae = other.page;
    await test.step('signed out, the link asks to sign in or register with that address', async () => {
      await rae.goto(new URL(link).pathname);
      await expect(
        rae.getByRole('heading', { name: `Join ${owner.name} on Hireloop` }),
      ).toBeVisible();
      await expect(rae.getByText(recruiter.email)).toBeVisible();
      // The invite's own page: its chunks preloaded, not the sign-in page's.
      await expect(
        rae.locator('link[rel="modulepreload"][href*="/InviteAcceptPage-"]'),
      ).toHaveCount(1);
      await expect(rae.locator('link[rel="modulepreload"][href*="/AuthPage-"]')).toHaveCount(0);
      await rae.getByRole('link', { name: 'Register' }).click();
      await expect(rae).toHaveURL(/\/auth\?tab=register$/);
    });

    await test.step('after registering, the recruiter is back at the invite and accepts it', async () => {
      const form = rae.getByRole('tabpanel', { name: 'Register' });
      await form.getByLabel('Name').fill(recruiter.name);
      await form.getByLabel('Email').fill(recruiter.email);
      await form.getByLabel('Password').fill(recruiter.password);
      await form.getByRole('radio', { name: 'I want to hire' }).check();
      await form.getByRole('button', { name: 'Create account' }).click();
      await expect(rae).toHaveURL(/\/team\/invites\/[^/]+$/);
      await rae.getByRole('button', { name: 'Accept invite' }).click();
      await expect(rae).toHaveURL(/\/team$/);
      await expect(toasts(rae).filter({ hasText: `You joined ${owner.name}` })).toBeVisible();
      await expect(rae.getByRole('row', { name: owner.name })).toContainText('Owner');
      await expect(rae.getByRole('row', { name: recruiter.name })).toContainText('Recruiter');
    });

    await test.step("the recruiter posts a job request on the company's plan", async () => {
      await headerJobRequestButton(rae).click();
      const modal = rae.getByRole('dialog', { name: 'Create New Job Request' });
      await modal.getByLabel('Title').fill(title);
      await modal.getByLabel('Description').fill('Own our data pipelines end to end.');
      await modal.getByRole('button', { name: 'Post job request' }).click();
      await expect(modal).toBeHidden();
      await expect(toasts(rae).filter({ hasText: 'Job request created' })).toBeVisible();
      await rae.goto('/requests');
      await expect(rae.getByRole('article', { name: title })).toBeVisible();
      await expect(rae.getByRole('region', { name: 'Your plan' })).toContainText('1 of 1 job used');
    });

    await test.step('the used link says so, signed in, and a broken link that it does not work', async () => {
      // The invite's own page (no signed-in frame around it), with the user in it.
      await rae.goto(new URL(link).pathname);
      await expect(
        rae.getByRole('alert').filter({ hasText: 'This invite has been used' }),
      ).toContainText('Ask the person who invited you for a new one.');
      await expect(rae.getByRole('navigation')).toHaveCount(0);
      await rae.goto('/team/invites/no-such-invite');
      await expect(
        rae.getByRole('alert').filter({ hasText: 'This invite link does not work' }),
      ).toBeVisible();
    });
  } finally {
    await other.context.close();
  }

  await test.step("the owner sees the recruiter's request, the quota used, and the activity", async () => {
    await page.goto('/requests');
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('1 of 1 job used');
    await page.goto('/team');
    await expect(page.getByText(`${recruiter.name} created ${title}`)).toBeVisible();
  });

  await test.step('/team fits a 375 px screen', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(page.getByRole('row', { name: recruiter.name })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
