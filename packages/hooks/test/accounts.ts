import type { HireloopTestServer } from '@hireloop/server/testing';
import { createTestBrowser, type TestBrowser } from './browser';
import type { AccountType } from '@hireloop/sdk';

let counter = 0;

/** Fresh account details (unique email). */
export const newAccount = (role: AccountType = 'employer') => ({
  email: `user${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'correct horse battery',
  name: `Test User ${counter}`,
  role,
});

/** Registers through the API; the returned browser is signed in as the new user. */
export async function signUp(
  server: HireloopTestServer,
  role: AccountType = 'employer',
): Promise<{
  browser: TestBrowser;
  user: { id: number; email: string; name: string; role: string };
  account: ReturnType<typeof newAccount>;
}> {
  const browser = createTestBrowser(server);
  const account = newAccount(role);
  const user = await browser.client.auth.register(account);
  return { browser, user, account };
}

/** Accepts the browser's user's pending invitation to group `groupId` (issue 14: consent). */
export async function acceptInvitation(browser: TestBrowser, groupId: number): Promise<void> {
  const invitations = await browser.client.groups.invitations();
  const invitation = invitations?.find((i) => i.groupId === groupId);
  if (!invitation) throw new Error(`no invitation to group ${groupId}`);
  await browser.client.groups.acceptInvitation(invitation.id);
}
