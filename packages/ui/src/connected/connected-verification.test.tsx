import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationApi } from '@hireloop/sdk';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { ConnectedAdminVerification, ConnectedVerification } from '../index';
import { renderApp } from '../../test/renderApp';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const account = (role: 'employer' | 'talent', name: string) => ({
  email: `verification-${role}-${Math.random().toString(36).slice(2, 10)}@example.com`,
  password: 'correct horse battery',
  name,
  role,
});

describe('ConnectedVerification and ConnectedAdminVerification', () => {
  it('a talent confirms a mailed link and sends a portfolio; an admin must give a reason to reject it, and the talent reads it — against the real server', async () => {
    const user = userEvent.setup();
    const talent = createTestBrowser(server);
    const details = account('talent', 'Rae Reviewed');
    const talentUser = await talent.client.auth.register(details);

    // The email link: sent from the page, confirmed when the page opens with its token.
    const page = renderApp(<ConnectedVerification />, talent);
    const email = await screen.findByRole('region', { name: 'Email' });
    await user.click(within(email).getByRole('button', { name: 'Send link' }));
    await within(email).findByText(/We sent a link to/);
    const [mail] = await server.outbox(details.email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    page.unmount();
    let used = 0;
    renderApp(<ConnectedVerification token={token} onTokenUsed={() => (used += 1)} />, talent);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Email' }).textContent).toContain('Verified'),
    );
    expect(used).toBe(1);

    // A bad link is a field error under the links; then the portfolio goes to review.
    const portfolio = screen.getByRole('region', { name: 'Portfolio' });
    const links = within(portfolio).getByLabelText('Links to your work (one per line)');
    await user.type(links, 'not a link');
    await user.click(within(portfolio).getByRole('button', { name: 'Submit for review' }));
    await within(portfolio).findByText('Enter a web address starting with http:// or https://');
    await user.clear(links);
    await user.type(links, 'https://rae.example/work');
    await user.click(within(portfolio).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Portfolio' }).textContent).toContain('Pending'),
    );

    // The admin: a rejection without a reason is refused under the reason; with one it applies.
    const admin = createTestBrowser(server);
    const adminUser = await admin.client.auth.register(account('employer', 'Ari Admin'));
    await server.makeAdmin(adminUser.id);
    renderApp(<ConnectedAdminVerification />, admin);
    const review = await screen.findByRole('listitem', { name: 'Portfolio — Rae Reviewed' });
    expect(
      within(review).getByRole('link', { name: 'https://rae.example/work' }).getAttribute('rel'),
    ).toBe('noopener noreferrer nofollow');
    await user.click(within(review).getByRole('button', { name: 'Reject' }));
    await within(review).findByText('Give the reason for the rejection (at least 5 characters)');
    await user.type(within(review).getByLabelText('Reason for the rejection'), 'Links are private');
    await user.click(within(review).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Portfolio — Rae Reviewed' })).toBeNull(),
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Audit log' }).textContent).toContain(
        'Ari Admin rejected Rae Reviewed’s portfolio',
      ),
    );

    const mine = await verificationApi(talent.client).mine();
    expect(mine?.items.find((i) => i.kind === 'portfolio')).toMatchObject({
      status: 'rejected',
      reason: 'Links are private',
    });
    expect(talentUser.id).toBeGreaterThan(0);
  });
});
