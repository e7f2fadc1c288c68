import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { feedApi } from '@hireloop/sdk';
import { ConnectedFollowButton } from '../index';
import { renderApp } from '../../test/renderApp';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const unique = () => Math.random().toString(36).slice(2, 10);

async function account(name: string) {
  const browser = createTestBrowser(server);
  const user = await browser.client.auth.register({
    email: `follow-${unique()}@example.com`,
    password: 'correct horse battery',
    name,
    role: 'talent',
  });
  return { browser, user };
}

describe('ConnectedFollowButton', () => {
  it('follows a person and unfollows them again, against the real server', async () => {
    const reader = await account('Rita Reader');
    const author = await account('Arlo Author');
    const user = userEvent.setup();
    renderApp(
      <ConnectedFollowButton target="person" targetId={author.user.id} name="Arlo Author" />,
      reader.browser,
    );
    const follow = await screen.findByRole('button', { name: 'Follow Arlo Author' });
    await waitFor(() => expect((follow as HTMLButtonElement).disabled).toBe(false));
    await user.click(follow);
    const following = await screen.findByRole('button', { name: 'Following Arlo Author' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    const follows = await feedApi(reader.browser.client).follows();
    expect(follows?.map((f) => [f.target, f.id])).toEqual([['person', author.user.id]]);

    await waitFor(() => expect((following as HTMLButtonElement).disabled).toBe(false));
    await user.click(following);
    await screen.findByRole('button', { name: 'Follow Arlo Author' });
    expect(await feedApi(reader.browser.client).follows()).toEqual([]);
  });
});
