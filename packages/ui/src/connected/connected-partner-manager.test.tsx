import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@hireloop/hooks';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { ConnectedPartnerManager, PARTNER_TEXTS as TEXTS, partnerEmbedSnippet } from '../index';
import { renderApp } from '../../test/renderApp';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const APP_ORIGIN = 'https://app.hireloop.example';

describe('ConnectedPartnerManager', () => {
  it('an admin registers a partner, copies its key and embed code, edits its origins and revokes it, against the real server', async () => {
    const browser = createTestBrowser(server);
    const admin = await browser.client.auth.register({
      email: `partners-${Math.random().toString(36).slice(2, 10)}@example.com`,
      password: 'correct horse battery',
      name: 'Ada Admin',
      role: 'employer',
    });
    await server.makeAdmin(admin.id);
    const copy = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderApp(<ConnectedPartnerManager appOrigin={APP_ORIGIN} copy={copy} />, browser);

    // Register: the form, then the same dialog shows the key the server made.
    const name = `Brightpath ${Math.random().toString(36).slice(2, 8)}`;
    await user.click(await screen.findByRole('button', { name: TEXTS.register }));
    let dialog = await screen.findByRole('dialog', { name: TEXTS.createTitle });
    await user.type(within(dialog).getByRole('textbox', { name: TEXTS.name }), name);
    await user.type(
      within(dialog).getByRole('textbox', { name: TEXTS.originLabel(1) }),
      'https://brightpath.example',
    );
    await user.click(within(dialog).getByRole('button', { name: TEXTS.addOrigin }));
    await user.type(
      within(dialog).getByRole('textbox', { name: TEXTS.originLabel(2) }),
      'http://127.0.0.1:3001',
    );
    await user.click(within(dialog).getByRole('button', { name: TEXTS.register }));

    dialog = await screen.findByRole('dialog', { name: TEXTS.createdTitle(name) });
    const [stored] = (await browser.client.partners.list())!.filter((p) => p.name === name);
    expect(stored).toMatchObject({
      allowedOrigins: ['https://brightpath.example', 'http://127.0.0.1:3001'],
      revokedAt: null,
    });
    expect(within(dialog).getByText(stored!.publishableKey)).toBeTruthy();
    const snippet = partnerEmbedSnippet(stored!.publishableKey, APP_ORIGIN);
    expect(dialog.querySelector('pre')?.textContent).toBe(snippet);
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: TEXTS.registeredToast,
      description: name,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Copy the key' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy the embed code' }));
    expect(copy.mock.calls).toEqual([[stored!.publishableKey], [snippet]]);
    await user.click(within(dialog).getByRole('button', { name: TEXTS.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Listed, with its key and origins.
    const item = await screen.findByRole('listitem', { name });
    expect(item.textContent).toContain(stored!.publishableKey);

    // Edit: drop the first origin.
    await user.click(within(item).getByRole('button', { name: `Edit ${name}` }));
    dialog = await screen.findByRole('dialog', { name: TEXTS.editTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.removeOrigin(1) }));
    await user.click(within(dialog).getByRole('button', { name: TEXTS.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      (await browser.client.partners.list())!.find((p) => p.id === stored!.id)?.allowedOrigins,
    ).toEqual(['http://127.0.0.1:3001']);
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name }))
          .getAllByRole('listitem')
          .map((origin) => origin.textContent),
      ).toEqual(['http://127.0.0.1:3001']),
    );

    // Revoke, confirmed.
    await user.click(screen.getByRole('button', { name: `Revoke ${name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: TEXTS.revokeTitle(name) });
    await user.click(within(confirm).getByRole('button', { name: TEXTS.revoke }));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name }).getAttribute('data-state')).toBe('revoked'),
    );
    expect(
      (await browser.client.partners.list())!.find((p) => p.id === stored!.id)?.revokedAt,
    ).not.toBeNull();
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: TEXTS.revokedToast });
  });
});
