/**
 * Journey (issue 14: group members consent): an employer starts a group and invites a talent; the
 * talent is not a member until they accept — Messages shows the invitation instead — and, once
 * they accept, they read the history and the owner's members list updates live. A second
 * invitation the talent declines never makes them a member. The seeded demo talent finds the
 * pending invitation the demo data leaves for them.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginViaApi, newUser, registerViaApi, secondBrowser, uniqueTitle } from './helpers';

/** Starts a group named `name` from Messages → Groups, inviting the talent found by `invitee`. */
async function startGroup(page: Page, name: string, invitee: string): Promise<void> {
  await page.goto('/messages?tab=groups');
  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Group name').fill(name);
  await dialog.getByLabel('Find people to invite').fill(invitee);
  await dialog.getByRole('checkbox', { name: invitee }).check();
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/messages\?group=\d+/);
}

test('an invited talent joins a group only by accepting; a declined invitation leaves them out', async ({
  page,
  context,
  browser,
}) => {
  const owner = newUser('employer');
  await registerViaApi(context, owner);
  const talent = newUser('talent', `Invitee ${Date.now().toString(36)}`);
  const talentSide = await secondBrowser(browser);
  await registerViaApi(talentSide.context, talent);
  const groupName = uniqueTitle('Launch crew');
  const hello = 'Welcome! Here is the plan for the launch.';

  await test.step('the owner starts a group inviting the talent, and writes to it', async () => {
    await startGroup(page, groupName, talent.name);
    await page.getByRole('textbox', { name: 'Message' }).fill(hello);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('log').getByText(hello)).toBeVisible();
    await page.getByRole('button', { name: 'Members' }).click();
    const members = page.getByRole('dialog', { name: 'Group members' });
    await expect(members.getByRole('heading', { name: '1 member' })).toBeVisible();
    await expect(
      members.getByRole('region', { name: /Invited, not yet joined/ }).getByText(talent.name),
    ).toBeVisible();
  });

  const invitee = talentSide.page;
  await test.step('the talent sees the invitation, and no group, until they accept', async () => {
    await invitee.goto('/messages?tab=groups');
    const invitations = invitee.getByRole('region', { name: /Group invitations/ });
    await expect(invitations).toContainText(`${owner.name} invited you to ${groupName}`);
    await expect(invitee.getByRole('heading', { name: 'No groups yet' })).toBeVisible();
    // The group itself is not theirs yet: its messages answer 404.
    const groupId = Number(new URL(page.url()).searchParams.get('group'));
    const history = await talentSide.context.request.get(`/api/messages/${groupId}`);
    expect(history.status()).toBe(404);
  });

  await test.step('accepting opens the group with its history; the owner sees them join', async () => {
    await invitee.getByRole('button', { name: `Accept the invitation to ${groupName}` }).click();
    await expect(invitee).toHaveURL(/\/messages\?group=\d+/);
    await expect(invitee.getByRole('log').getByText(hello)).toBeVisible();
    await expect(invitee.getByRole('region', { name: /Group invitations/ })).toHaveCount(0);

    const members = page.getByRole('dialog', { name: 'Group members' });
    await expect(members.getByRole('heading', { name: '2 members' })).toBeVisible();
    await expect(members.getByRole('region', { name: /Invited, not yet joined/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  await test.step('a second invitation, declined, never makes the talent a member', async () => {
    const other = uniqueTitle('Side project');
    await startGroup(page, other, talent.name);
    const invitations = invitee.getByRole('region', { name: /Group invitations/ });
    await expect(invitations).toContainText(`${owner.name} invited you to ${other}`);
    await invitee.getByRole('button', { name: `Decline the invitation to ${other}` }).click();
    await expect(invitations).toHaveCount(0);
    await invitee.getByRole('tab', { name: /Groups/ }).click();
    const groups = invitee.getByRole('navigation', { name: 'Groups' });
    await expect(groups.getByRole('button', { name: new RegExp(groupName) })).toBeVisible();
    await expect(groups.getByRole('button', { name: new RegExp(other) })).toHaveCount(0);
  });

  await talentSide.context.close();
});

test('the demo talent finds the invitation the demo data leaves pending', async ({
  page,
  context,
}) => {
  await loginViaApi(context, DEMO.talent.email, DEMO.talent.password);
  await page.goto('/messages');
  const invitations = page.getByRole('region', { name: /Group invitations/ });
  await expect(invitations).toContainText('invited you to Brightpath design guild');
  await expect(invitations).toContainText('4 members');
});
