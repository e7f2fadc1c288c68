/**
 * Journey: privacy a user expects (issue 14). From /settings a talent downloads their data — the
 * saved file holds their profile and the message they sent, and nothing of the employer they
 * wrote to — then deletes the account with the password: signed out, sent to /auth, unable to
 * sign in again; the employer still reads the message, from the deleted user.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { CONVERSATION_CLOSED_MESSAGE, DELETED_USER_NAME } from '@hireloop/sdk/constants';
import {
  accountMenuButton,
  baseURL,
  newUser,
  registerViaApi,
  secondBrowser,
  submitLogin,
  toasts,
} from './helpers';

const json = () => ({ origin: baseURL(), 'content-type': 'application/json' });

test('download my data, then delete my account', async ({ page, context, browser }) => {
  const talent = newUser('talent');
  const employer = newUser('employer');
  const message = `Thanks for everything, see you (${Date.now().toString(36)})`;
  const other = await secondBrowser(browser);

  await test.step('set-up: a profile, and a message to an employer', async () => {
    await registerViaApi(context, talent);
    await registerViaApi(other.context, employer);
    const profiled = await context.request.patch('/api/user/profiling', {
      headers: json(),
      data: { bio: 'Illustrator from Porto', location: 'Porto' },
    });
    expect(profiled.status()).toBe(200);
    const talentId = (
      (await (await context.request.get('/api/user')).json()) as {
        id: number;
      }
    ).id;
    // The employer writes first (issue 20: a talent cannot start a conversation with an employer
    // nothing ties them to); the talent's message is the one the export keeps.
    const opened = await other.context.request.post('/api/messages/conversations', {
      headers: json(),
      data: { userId: talentId },
    });
    expect(opened.status()).toBe(200);
    const { id } = (await opened.json()) as { id: number };
    const sent = await context.request.post(`/api/messages/${id}`, {
      headers: json(),
      data: { body: message },
    });
    expect(sent.status()).toBe(201);
  });

  await test.step('/settings: "Download my data" saves a file of my data', async () => {
    await page.goto('/settings');
    const zone = page.getByRole('region', { name: 'Your data and account' });
    await expect(zone).toBeVisible();
    const downloading = page.waitForEvent('download');
    await zone.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^hireloop-data-\d{4}-\d{2}-\d{2}\.json$/);
    const archive = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { email: string; name: string; bio: string; location: string };
      messages: { body: string }[];
    };
    expect(archive.profile).toMatchObject({
      email: talent.email,
      name: talent.name,
      bio: 'Illustrator from Porto',
      location: 'Porto',
    });
    expect(archive.messages.map((m) => m.body)).toEqual([message]);
    expect(JSON.stringify(archive)).not.toContain(employer.email);
  });

  await test.step('"Delete account": a wrong password is refused under the field', async () => {
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Password is incorrect')).toBeVisible();
    expect((await context.request.get('/api/user')).status()).toBe(200);
  });

  await test.step('the right password deletes it: signed out, at /auth', async () => {
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(talent.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toasts(page).filter({ hasText: 'Account deleted' })).toBeVisible();
    await expect(accountMenuButton(page)).toHaveCount(0);
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth$/);
  });

  await test.step('signing in again fails', async () => {
    await submitLogin(page, talent.email, talent.password);
    await expect(toasts(page).filter({ hasText: 'Login failed' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  await test.step('the employer still reads the message, from the deleted user', async () => {
    await other.page.goto('/messages');
    const conversation = other.page.getByRole('button', {
      name: new RegExp(`^${DELETED_USER_NAME}`),
    });
    await expect(conversation).toBeVisible();
    await conversation.click();
    const thread = other.page.getByRole('region', { name: DELETED_USER_NAME });
    await expect(thread.getByText(message)).toBeVisible();
    await expect(other.page.getByText(talent.name)).toHaveCount(0);
    // Nobody is there to write to: the note says why, and writing is off.
    await expect(
      other.page.getByRole('status').filter({ hasText: CONVERSATION_CLOSED_MESSAGE }),
    ).toBeVisible();
    await expect(other.page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(other.page.getByRole('link', { name: 'View profile' })).toHaveCount(0);
  });

  await other.context.close();
});
