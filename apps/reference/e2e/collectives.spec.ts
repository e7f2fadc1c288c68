/**
 * The collectives journey (issue 17): a talent starts a collective on /collective, invites another
 * talent by name from its page; the invitee sees the invitation on /collective, accepts it, and is
 * in the collective's group chat — the owner's group members list shows them, and their message
 * reaches the owner. /collective and the collective's page fit a 375 px screen.
 */
import { expect, test } from '@playwright/test';
import { newUser, registerViaApi, secondBrowser, toasts } from './helpers';

test('a talent creates a collective and invites a member, who accepts and appears in the group chat', async ({
  page,
  context,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const owner = newUser('talent', `Olu Owner ${stamp}`);
  const member = newUser('talent', `Mira Member ${stamp}`);
  const name = `Guild ${stamp}`;
  await registerViaApi(context, owner);
  const other = await secondBrowser(browser);
  await registerViaApi(other.context, member);

  await test.step('the owner starts a collective', async () => {
    await page.goto('/collective');
    await expect(page.getByRole('heading', { level: 1, name: 'Collectives' })).toBeVisible();
    await page.getByRole('button', { name: 'Start a collective' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Tagline' }).fill('Design and code, end to end');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).filter({ hasText: 'Collective created' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/collective/guild-${stamp}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: owner.name }),
    ).toContainText('Owner');
  });

  await test.step('the owner invites the member by name', async () => {
    await page.getByLabel('Find a talent by name').fill(member.name);
    await page.getByRole('button', { name: `Invite ${member.name}` }).click();
    await expect(toasts(page).filter({ hasText: 'Invitation sent' })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Invitations and requests' })
        .getByRole('listitem', { name: member.name }),
    ).toContainText('Invited');
  });

  const mira = other.page;
  await test.step('the member accepts the invitation on /collective', async () => {
    await mira.goto('/collective');
    const invitation = mira.getByRole('listitem', { name });
    await expect(invitation).toBeVisible();
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(invitation).toBeHidden();
  });

  // The owner's page counts the new member without a reload (a live event).
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: member.name }),
  ).toBeVisible();

  const hello = `Hello from ${member.name}`;
  await test.step('the member opens the group chat and writes', async () => {
    await mira.goto(`/collective/guild-${stamp}`);
    await mira.getByRole('button', { name: 'Group chat' }).click();
    await expect(mira).toHaveURL(/\/messages\?group=\d+/);
    await mira.getByRole('textbox', { name: 'Message' }).fill(hello);
    await mira.getByRole('button', { name: 'Send' }).click();
    await expect(mira.getByRole('log').getByText(hello)).toBeVisible();
  });

  await test.step('the owner sees the member in the group chat and their message', async () => {
    await page.getByRole('button', { name: 'Group chat' }).click();
    await expect(page).toHaveURL(/\/messages\?group=\d+/);
    await expect(page.getByRole('log').getByText(hello)).toBeVisible();
    await page.getByRole('button', { name: 'Members' }).click();
    const members = page.getByRole('dialog', { name: 'Group members' });
    await expect(members.getByRole('heading', { name: '2 members' })).toBeVisible();
    await expect(members.getByText(member.name)).toBeVisible();
  });

  await test.step('/collective and the collective page fit a 375 px screen', async () => {
    await mira.setViewportSize({ width: 375, height: 800 });
    await mira.goto('/collective');
    await expect(mira.getByRole('article', { name })).toBeVisible();
    const overflow = await mira.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0); // The owner's page, with its managing controls, too.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/collective/guild-${stamp}`);
    await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
  await other.context.close();
});
