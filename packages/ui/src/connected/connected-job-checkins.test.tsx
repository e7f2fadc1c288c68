import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { CHECKIN_TEXTS as TEXTS, ConnectedAdminCheckins, ConnectedJobCheckins } from '../index';
import { renderApp } from '../../test/renderApp';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const account = (role: 'employer' | 'talent', name: string) => ({
  email: `checkins-${role}-${Math.random().toString(36).slice(2, 10)}@example.com`,
  password: 'correct horse battery',
  name,
  role,
});

/** An engagement with a schedule whose first check-in has fallen due. */
async function dueEngagement() {
  const employer = createTestBrowser(server);
  const boss = await employer.client.auth.register(account('employer', 'Erin Employer'));
  await server.activateSubscription(boss.id, 'employer-lifetime');
  const talent = createTestBrowser(server);
  const worker = await talent.client.auth.register(account('talent', 'Tess Talent'));
  await server.activateSubscription(worker.id, 'talent-month');
  const request = await employer.client.jobRequests.create({
    title: 'Checkout rebuild',
    description: 'Two months of React.',
  });
  const bid = await talent.client.bids.create({
    kind: 'proposal',
    jobRequestId: request.id,
    rate: 80,
    message: 'I can help.',
  });
  await employer.client.bids.accept(bid.id);
  const [engagement] = (await employer.client.checkins.engagements({ side: 'employer' }))!;
  const scheduled = await employer.client.checkins.setSchedule(engagement!.id, {
    cadence: 'every_n_days',
    everyDays: 2,
    time: '09:00',
    timezone: 'UTC',
  });
  server.advanceClock(Date.parse(scheduled.schedule!.nextDueAt!) - Date.now() + 60_000);
  await server.runScheduledWork();
  return { employer, talent, boss, worker };
}

describe('ConnectedJobCheckins and ConnectedAdminCheckins', () => {
  it('the talent answers a due check-in; the employer acknowledges it; an admin sees the figures, against the real server', async () => {
    const { employer, talent, worker } = await dueEngagement();
    const user = userEvent.setup();

    const talentView = renderApp(<ConnectedJobCheckins side="talent" />, talent);
    const due = await screen.findByRole('region', { name: TEXTS.dueTitle });
    const progress = await within(due).findByLabelText('What did you make progress on?');
    await user.type(progress, 'Cart page');
    await user.type(within(due).getByLabelText('What are your next steps?'), 'Payments');
    await user.type(within(due).getByLabelText('How many hours did you spend?'), '6');
    await user.click(within(due).getByRole('button', { name: TEXTS.submit }));
    await within(due).findByText(TEXTS.nothingDue);
    const history = screen.getByRole('region', { name: TEXTS.historyTitle });
    await waitFor(() =>
      expect(within(history).getByRole('article').getAttribute('data-state')).toBe('submitted'),
    );
    talentView.unmount();

    const employerView = renderApp(<ConnectedJobCheckins side="employer" />, employer);
    await user.click(await screen.findByRole('button', { name: /^Open: Checkout rebuild/ }));
    await user.click(await screen.findByRole('button', { name: TEXTS.review }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.reviewTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.acknowledge }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => {
      const page = await talent.client.checkins.history();
      expect(page?.items[0]?.reviewState).toBe('acknowledged');
    });
    employerView.unmount();

    const admin = createTestBrowser(server);
    const adminUser = await admin.client.auth.register(account('employer', 'Ada Admin'));
    await server.makeAdmin(adminUser.id);
    renderApp(<ConnectedAdminCheckins />, admin);
    const byTalent = await screen.findByRole('table', { name: TEXTS.byTalent });
    await user.click(
      within(byTalent).getByRole('button', { name: TEXTS.showEngagements(worker.name) }),
    );
    const drill = await screen.findByRole('region', { name: TEXTS.drillDownTitle(worker.name) });
    await within(drill).findByText('Checkout rebuild');
  });
});
