import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { TAKEOVER_REQUIRED_MESSAGE } from '@hireloop/sdk/schemas';
import {
  ConnectedCompanySwitcher,
  ConnectedTeamActivity,
  ConnectedTeamManager,
  TEAM_TEXTS as TEXTS,
} from '../index';
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
    email: `team-${unique()}@example.com`,
    password: 'correct horse battery',
    name,
    role: 'employer',
  });
  return { browser, user };
}

async function join(
  inviter: Awaited<ReturnType<typeof account>>,
  person: Awaited<ReturnType<typeof account>>,
  role: 'admin' | 'recruiter' | 'viewer',
) {
  await inviter.browser.client.team.invite({ email: person.user.email, role });
  const [mail] = await server.outbox(person.user.email);
  const token = /\/team\/invites\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  await person.browser.client.team.acceptInvite(token);
}

describe('ConnectedTeamManager', () => {
  it('an owner invites, revokes, changes a role and removes a member with a takeover, against the real server', async () => {
    const owner = await account('Olive Owner');
    await server.activateSubscription(owner.user.id, 'employer-lifetime');
    const rob = await account('Rob Recruiter');
    await join(owner, rob, 'recruiter');
    const talent = createTestBrowser(server);
    const talentUser = await talent.client.auth.register({
      email: `talent-${unique()}@example.com`,
      password: 'correct horse battery',
      name: 'Tess Talent',
      role: 'talent',
    });
    const request = await rob.browser.client.jobRequests.create({
      title: 'Data engineer',
      description: 'Pipelines',
      type: 'job',
    });
    await rob.browser.client.bids.create({
      kind: 'outreach',
      jobRequestId: request.id,
      talentId: talentUser.id,
      message: 'Would you bid?',
    });
    const user = userEvent.setup();
    renderApp(
      <>
        <ConnectedTeamManager />
        <ConnectedTeamActivity />
      </>,
      owner.browser,
    );

    const robRow = await screen.findByRole('row', { name: 'Rob Recruiter' });
    expect((within(robRow).getByRole('combobox') as HTMLSelectElement).value).toBe('recruiter');
    // The activity log names who created what.
    expect(await screen.findByText('Rob Recruiter created Data engineer')).toBeTruthy();

    // Invite, then revoke.
    const email = `new-${unique()}@example.com`;
    await user.type(screen.getByRole('textbox', { name: TEXTS.inviteEmail }), email);
    await user.click(screen.getByRole('button', { name: TEXTS.sendInvite }));
    const invited = await screen.findByRole('listitem', { name: email });
    await user.click(within(invited).getByRole('button', { name: TEXTS.revokeInvite(email) }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: email })).toBeNull());
    // A bad address is a field error, before anything is sent.
    await user.type(screen.getByRole('textbox', { name: TEXTS.inviteEmail }), 'nope');
    await user.click(screen.getByRole('button', { name: TEXTS.sendInvite }));
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: TEXTS.inviteEmail }).getAttribute('aria-invalid'),
      ).toBe('true'),
    );

    // A role change.
    await user.selectOptions(within(robRow).getByRole('combobox'), 'viewer');
    await waitFor(async () =>
      expect(
        (await owner.browser.client.team.get())?.members.find((m) => m.userId === rob.user.id)
          ?.role,
      ).toBe('viewer'),
    );

    // Removal without a takeover: the server's field error shows in the dialog.
    await user.click(
      within(robRow).getByRole('button', { name: TEXTS.removeMember('Rob Recruiter') }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: TEXTS.removeTitle('Rob Recruiter'),
    });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.confirmRemove }));
    expect(await within(dialog).findByText(TAKEOVER_REQUIRED_MESSAGE)).toBeTruthy();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: TEXTS.takeoverLabel }),
      String(owner.user.id),
    );
    await user.click(within(dialog).getByRole('button', { name: TEXTS.confirmRemove }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Rob Recruiter' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('an owner renames the company: a bad website is a field error, then the page shows the new name', async () => {
    const owner = await account('Olive Owner');
    const before = (await owner.browser.client.team.get())!.company.name;
    const user = userEvent.setup();
    renderApp(<ConnectedTeamManager />, owner.browser);

    const name = await screen.findByRole('textbox', { name: TEXTS.companyName });
    expect((name as HTMLInputElement).value).toBe(before);
    const website = screen.getByRole('textbox', { name: TEXTS.companyWebsite });
    await user.type(website, 'not a link');
    await user.click(screen.getByRole('button', { name: TEXTS.saveCompany }));
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));

    const renamed = `Northwind ${unique()}`;
    await user.clear(website);
    await user.type(website, 'https://northwind.example');
    await user.clear(name);
    await user.type(name, renamed);
    await user.click(screen.getByRole('button', { name: TEXTS.saveCompany }));
    expect(await screen.findByText(renamed)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'https://northwind.example' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect((await owner.browser.client.team.get())!.company).toMatchObject({
      name: renamed,
      website: 'https://northwind.example',
      logoUrl: null,
    });
  });

  it('a viewer sees the members without controls, and no invite form', async () => {
    const owner = await account('Olive Owner');
    const vic = await account('Vic Viewer');
    await join(owner, vic, 'viewer');
    renderApp(<ConnectedTeamManager />, vic.browser);
    const row = await screen.findByRole('row', { name: 'Olive Owner' });
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('heading', { name: TEXTS.inviteTitle })).toBeNull();
    // The company's details, read-only.
    const company = (await vic.browser.client.team.get())!.company;
    expect(document.querySelector('[data-slot="company-summary"]')?.textContent).toContain(
      company.name,
    );
    expect(screen.queryByRole('textbox', { name: TEXTS.companyName })).toBeNull();
    expect(screen.queryByRole('button', { name: TEXTS.saveCompany })).toBeNull();
  });
});

describe('ConnectedCompanySwitcher', () => {
  it('switches the company the person acts for', async () => {
    const acme = await account('Acme Owner');
    const sam = await account('Sam');
    await join(acme, sam, 'recruiter');
    const user = userEvent.setup();
    renderApp(<ConnectedCompanySwitcher />, sam.browser);
    const select = await screen.findByRole('combobox', { name: TEXTS.companyLabel });
    const own = (await sam.browser.client.team.companies())!.find((c) => !c.active)!;
    await user.selectOptions(select, String(own.company.id));
    await waitFor(async () =>
      expect((await sam.browser.client.team.get())?.company.id).toBe(own.company.id),
    );
  });
});
