import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { feedApi } from '@hireloop/sdk';
import { ConnectedCareerFeed, ConnectedFeedModeration, FEED_TEXTS as TEXTS } from '../index';
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
    email: `feed-${unique()}@example.com`,
    password: 'correct horse battery',
    name,
    role: 'talent',
  });
  return { browser, user };
}

describe('ConnectedCareerFeed', () => {
  it('posts with clickable links (never HTML), reacts and comments, against the real server', async () => {
    const ada = await account('Ada Poster');
    const user = userEvent.setup();
    renderApp(<ConnectedCareerFeed />, ada.browser);
    await screen.findByText(TEXTS.empty);

    const composer = screen.getByRole('form', { name: TEXTS.composerLabel });
    await user.click(within(composer).getByRole('button', { name: TEXTS.post }));
    expect(
      (within(composer).getByRole('button', { name: TEXTS.post }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.type(
      within(composer).getByLabelText(TEXTS.composerLabel),
      'Shipped <b>v2</b> — notes at https://hireloop.example/notes',
    );
    await user.click(within(composer).getByRole('button', { name: TEXTS.post }));

    const card = await screen.findByRole('article', { name: 'Ada Poster' });
    expect(within(card).getByText(/Shipped <b>v2<\/b>/)).toBeTruthy();
    expect(card.querySelector('b')).toBeNull();
    const link = within(card).getByRole('link', { name: 'https://hireloop.example/notes' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(link.getAttribute('href')).toBe('https://hireloop.example/notes');

    await user.click(within(card).getByRole('button', { name: /Celebrate/ }));
    await waitFor(() =>
      expect(
        within(card)
          .getByRole('button', { name: /Celebrate/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    await user.click(within(card).getByRole('button', { name: TEXTS.comments(0) }));
    await user.type(await within(card).findByLabelText(TEXTS.commentLabel), 'First!');
    await user.click(within(card).getByRole('button', { name: TEXTS.comment }));
    expect(await within(card).findByText('First!')).toBeTruthy();
  });
});

describe('ConnectedFeedModeration', () => {
  it('lists reported posts for admins and hides one', async () => {
    const author = await account('Spammy Sam');
    const reader = await account('Reporter Rae');
    const admin = await account('Admin Ann');
    await server.makeAdmin(admin.user.id);
    const post = await feedApi(author.browser.client).create({ body: 'Buy followers now' });
    await feedApi(reader.browser.client).report(post.id, { reason: 'spam', note: 'ads' });
    const user = userEvent.setup();
    renderApp(<ConnectedFeedModeration />, admin.browser);
    await screen.findByText(TEXTS.reportsCount(1));
    await user.click(screen.getByRole('button', { name: `${TEXTS.actions.hide}: Spammy Sam` }));
    expect(
      await screen.findByRole('button', { name: `${TEXTS.actions.restore}: Spammy Sam` }),
    ).toBeTruthy();
    const seen = await feedApi(reader.browser.client)
      .post(post.id)
      .catch((e: unknown) => e);
    expect(seen).toMatchObject({ status: 404 });
  });
});
