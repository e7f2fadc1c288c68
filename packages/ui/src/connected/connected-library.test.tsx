import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAccount } from '@hireloop/hooks';
import { libraryApi } from '@hireloop/sdk';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { LIBRARY_TEXTS as TEXTS, ConnectedLibrary, ConnectedLibraryResource } from '../index';
import { renderApp } from '../../test/renderApp';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const account = (role: 'employer' | 'talent', name: string) => ({
  email: `library-${role}-${Math.random().toString(36).slice(2, 10)}@example.com`,
  password: 'correct horse battery',
  name,
  role,
});

/** Which of the app's modals the account context has open. */
function ModalProbe() {
  const { waitlistModalOpen, subscriptionModal } = useAccount();
  return (
    <p data-testid="modals">
      {waitlistModalOpen ? 'waitlist' : ''}
      {subscriptionModal.open ? 'subscription' : ''}
    </p>
  );
}

describe('ConnectedLibrary and ConnectedLibraryResource', () => {
  it('a gated resource shows the upgrade path and opens the right modal; with Lite the Markdown body shows and it completes, against the real server', async () => {
    const admin = createTestBrowser(server);
    const adminUser = await admin.client.auth.register(account('talent', 'Ada Admin'));
    await server.makeAdmin(adminUser.id);
    const api = libraryApi(admin.client);
    const lite = await api.createResource({
      title: 'Connected proposal template',
      kind: 'template',
      requiredPlan: 'lite',
      body: '# Five parts\n\n<img src=x onerror="window.__pwned=1">\n\n- [x] Read the brief',
    });
    await api.publishResource(lite.id);
    const forEmployers = await api.createResource({
      title: 'Connected hiring scorecard',
      kind: 'template',
      audience: 'employer',
      requiredPlan: 'employer',
      body: '| Criterion | Weight |\n| --- | --- |\n| Work | 30% |',
    });
    await api.publishResource(forEmployers.id);
    const user = userEvent.setup();

    const talent = createTestBrowser(server);
    const talentUser = await talent.client.auth.register(account('talent', 'Tia Talent'));
    const list = renderApp(<ConnectedLibrary />, talent);
    await user.type(
      await screen.findByRole('searchbox', { name: TEXTS.search }),
      'Connected proposal',
    );
    await user.click(await screen.findByRole('link', { name: 'Connected proposal template' }));
    expect(list.navigations).toContain(`/library/${lite.id}`);
    list.unmount();

    const locked = renderApp(
      <>
        <ConnectedLibraryResource id={lite.id} />
        <ModalProbe />
      </>,
      talent,
    );
    await screen.findByRole('heading', { name: TEXTS.gatedTitle.lite });
    expect(screen.queryByText('Five parts')).toBeNull();
    await user.click(screen.getByRole('button', { name: TEXTS.upgrade('lite') }));
    expect(screen.getByTestId('modals').textContent).toBe('waitlist');
    locked.unmount();

    const employerPlan = renderApp(
      <>
        <ConnectedLibraryResource id={forEmployers.id} />
        <ModalProbe />
      </>,
      talent,
    );
    await user.click(await screen.findByRole('button', { name: TEXTS.upgrade('employer') }));
    expect(screen.getByTestId('modals').textContent).toBe('subscription');
    employerPlan.unmount();

    await server.activateSubscription(talentUser.id, 'talent-month');
    renderApp(<ConnectedLibraryResource id={lite.id} />, talent);
    await screen.findByRole('heading', { name: 'Five parts' });
    expect(document.querySelector('[data-slot="markdown"] img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    // Opening it started it.
    await screen.findByText(TEXTS.progress.started);
    await user.click(screen.getByRole('button', { name: TEXTS.markCompleted }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(TEXTS.completed));
    const stored = await libraryApi(talent.client).get(lite.id);
    expect(stored?.progress).toBe('completed');
  });
});
