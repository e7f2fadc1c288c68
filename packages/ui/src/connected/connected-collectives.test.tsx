import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { collectivesApi } from '@hireloop/sdk';
import { COLLECTIVE_SLUG_TAKEN_MESSAGE } from '@hireloop/sdk/schemas';
import {
  COLLECTIVE_TEXTS as TEXTS,
  ConnectedCollectiveDirectory,
  ConnectedCollectivePage,
} from '../index';
import { renderApp } from '../../test/renderApp';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const unique = () => Math.random().toString(36).slice(2, 10);

async function account(name: string, role: 'talent' | 'employer' = 'talent') {
  const browser = createTestBrowser(server);
  const user = await browser.client.auth.register({
    email: `collective-${unique()}@example.com`,
    password: 'correct horse battery',
    name,
    role,
  });
  return { browser, user };
}

describe('ConnectedCollectiveDirectory', () => {
  it('a talent starts a collective (a taken address is a field error) and accepts an invitation', async () => {
    const other = await account('Priya Owner');
    const taken = `taken-${unique()}`;
    const theirs = await collectivesApi(other.browser.client).create({
      name: 'Theirs',
      slug: taken,
    });
    const me = await account('Jordan Talent');
    await collectivesApi(other.browser.client).invite(theirs.id, me.user.id);
    const created: string[] = [];
    const user = userEvent.setup();
    renderApp(<ConnectedCollectiveDirectory onCreated={(c) => created.push(c.slug)} />, me.browser);

    const invitation = await screen.findByRole('listitem', { name: 'Theirs' });
    await user.click(within(invitation).getByRole('button', { name: TEXTS.accept }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Theirs' })).toBeNull());

    await user.click(await screen.findByRole('button', { name: TEXTS.create }));
    await user.type(screen.getByRole('textbox', { name: TEXTS.name }), 'Mine Too');
    await user.type(screen.getByRole('textbox', { name: TEXTS.slug }), taken);
    await user.click(screen.getByRole('button', { name: TEXTS.save }));
    expect(await screen.findByText(COLLECTIVE_SLUG_TAKEN_MESSAGE)).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: TEXTS.slug }));
    await user.click(screen.getByRole('button', { name: TEXTS.save }));
    await waitFor(() => expect(created).toEqual(['mine-too']));
  });
});

describe('ConnectedCollectivePage', () => {
  it('the owner sees the request, approves it and edits; an employer contacts; a visitor joins an open one', async () => {
    const owner = await account('Olu Owner');
    const c = await collectivesApi(owner.browser.client).create({
      name: `Page ${unique()}`,
      joinPolicy: 'request',
    });
    const asker = await account('Ada Asker');
    await collectivesApi(asker.browser.client).join(c.id);
    const user = userEvent.setup();
    const opened: number[] = [];
    const view = renderApp(
      <ConnectedCollectivePage idOrSlug={c.slug} onOpenConversation={(id) => opened.push(id)} />,
      owner.browser,
    );
    const pending = await screen.findByRole('list', { name: TEXTS.pendingTitle });
    await user.click(
      within(pending).getByRole('button', { name: TEXTS.approveRequest('Ada Asker') }),
    );
    const members = screen.getByRole('list', { name: TEXTS.membersTitle });
    await within(members).findByRole('listitem', { name: 'Ada Asker' });
    expect(screen.getByText(TEXTS.members(2))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: TEXTS.edit }));
    const tagline = screen.getByRole('textbox', { name: TEXTS.tagline });
    await user.type(tagline, 'Edited from the page');
    await user.click(screen.getByRole('button', { name: TEXTS.save }));
    expect(await screen.findByText('Edited from the page')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: TEXTS.openChat }));
    expect(opened).toEqual([c.conversationId]);
    view.unmount();

    const employer = await account('Eve Employer', 'employer');
    const contactView = renderApp(
      <ConnectedCollectivePage
        idOrSlug={String(c.id)}
        onOpenConversation={(id) => opened.push(id)}
      />,
      employer.browser,
    );
    await user.click(await screen.findByRole('button', { name: TEXTS.contact }));
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(screen.queryByRole('button', { name: TEXTS.edit })).toBeNull();
    contactView.unmount();

    const open = await collectivesApi(owner.browser.client).create({
      name: `Open ${unique()}`,
      joinPolicy: 'open',
    });
    const visitor = await account('Vic Visitor');
    renderApp(
      <ConnectedCollectivePage idOrSlug={open.slug} onOpenConversation={() => undefined} />,
      visitor.browser,
    );
    await user.click(await screen.findByRole('button', { name: TEXTS.join }));
    expect(await screen.findByRole('button', { name: TEXTS.openChat })).toBeTruthy();
  });
});
