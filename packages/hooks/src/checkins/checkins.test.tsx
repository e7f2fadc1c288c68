import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { useLiveUpdates } from '../live/useLiveUpdates';
import { CHECKIN_MESSAGES } from '@hireloop/sdk/schemas';
import { fieldErrorsOf, serverMessage } from '../core/serverMessage';
import {
  useAdminCheckinEngagements,
  useAdminCheckinStats,
  useCheckinHistory,
  useDueCheckins,
  useEngagement,
  useEngagementStatus,
  useEngagements,
  useReviewCheckin,
  useSetCheckinSchedule,
  useSubmitCheckin,
} from './index';
import { signUp } from '../../test/accounts';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** An employer's request with a talent's proposal on it, accepted: an engagement. */
async function engagement() {
  const employer = await signUp(server, 'employer');
  await server.activateSubscription(employer.user.id, 'employer-month');
  const talent = await signUp(server, 'talent');
  await server.activateSubscription(talent.user.id, 'talent-month');
  const request = await employer.browser.client.jobRequests.create({
    title: 'Checkout rebuild',
    description: 'React and payments, two months.',
  });
  const bid = await talent.browser.client.bids.create({
    kind: 'proposal',
    jobRequestId: request.id,
    rate: 90,
    message: 'I rebuilt two checkouts last year.',
  });
  await employer.browser.client.bids.accept(bid.id);
  return { employer, talent };
}

describe('job check-ins', () => {
  it('the employer schedules, the talent submits a due check-in, the employer acknowledges it — each side refreshed live', async () => {
    const { employer, talent } = await engagement();
    const employerView = renderWithHireloop(
      () => ({
        live: useLiveUpdates(),
        list: useEngagements({ side: 'employer' }),
        schedule: useSetCheckinSchedule(),
        status: useEngagementStatus(),
        review: useReviewCheckin(),
      }),
      employer.browser,
    );
    await waitFor(() => expect(employerView.result.current.list.data).toHaveLength(1));
    const engagementId = employerView.result.current.list.data![0]!.id;
    const scheduled = await act(() =>
      employerView.result.current.schedule.mutateAsync({
        engagementId,
        schedule: { cadence: 'every_n_days', everyDays: 2, time: '09:00', timezone: 'UTC' },
      }),
    );
    expect(scheduled.schedule?.questions.map((q) => q.id)).toEqual([
      'progress',
      'next_steps',
      'blockers',
      'hours',
    ]);

    const talentView = renderWithHireloop(
      () => ({
        live: useLiveUpdates(),
        due: useDueCheckins(),
        history: useCheckinHistory(),
        submit: useSubmitCheckin(),
      }),
      talent.browser,
    );
    await waitFor(() => expect(talentView.result.current.due.data).toEqual([]));
    await waitFor(() => expect(talent.browser.eventSources[0]?.readyState).toBe(1));
    await waitFor(() => expect(employer.browser.eventSources[0]?.readyState).toBe(1));

    // The check-in falls due on the server's scheduler: the talent's list refreshes by itself.
    server.advanceClock(Date.parse(scheduled.schedule!.nextDueAt!) - Date.now() + 60_000);
    await server.runScheduledWork();
    await waitFor(() => expect(talentView.result.current.due.data).toHaveLength(1));
    const due = talentView.result.current.due.data![0]!;
    expect(due).toMatchObject({ state: 'due', editable: true });

    // Bad answers: the server's field errors, keyed by question id.
    await act(async () => {
      await talentView.result.current.submit
        .mutateAsync({ id: due.id, answers: { progress: 'Cart' } })
        .catch(() => undefined);
    });
    expect(fieldErrorsOf(talentView.result.current.submit.error)).toEqual({
      next_steps: [CHECKIN_MESSAGES.answerRequired],
      hours: [CHECKIN_MESSAGES.answerRequired],
    });

    await act(() =>
      talentView.result.current.submit.mutateAsync({
        id: due.id,
        answers: { progress: 'Cart page', next_steps: 'Payment', blockers: 'No sandbox', hours: 9 },
      }),
    );
    await waitFor(() => expect(talentView.result.current.due.data).toEqual([]));
    expect(talentView.result.current.history.data?.pages[0]?.items[0]).toMatchObject({
      id: due.id,
      state: 'submitted',
      hasBlockers: true,
    });
    // The employer's list shows the submission and the blocker without asking.
    await waitFor(() =>
      expect(employerView.result.current.list.data?.[0]).toMatchObject({
        openBlockers: true,
        latest: { id: due.id, state: 'submitted' },
      }),
    );

    await act(() =>
      employerView.result.current.review.mutateAsync({ id: due.id, decision: 'acknowledged' }),
    );
    await waitFor(() =>
      expect(talentView.result.current.history.data?.pages[0]?.items[0]).toMatchObject({
        reviewState: 'acknowledged',
        editable: false,
      }),
    );
    expect(employerView.result.current.list.data?.[0]?.openBlockers).toBe(false);

    const paused = await act(() =>
      employerView.result.current.status.mutateAsync({ engagementId, status: 'paused' }),
    );
    expect(paused.status).toBe('paused');
  });

  it('one engagement reads for both sides; another person gets a 404; admins see the figures', async () => {
    const { employer, talent } = await engagement();
    const [first] = (await employer.browser.client.checkins.engagements({ side: 'employer' }))!;
    const outsider = await signUp(server, 'employer');
    const views = [employer, talent, outsider].map((person) =>
      renderWithHireloop(() => useEngagement(first!.id), person.browser),
    );
    await waitFor(() => expect(views[0]!.result.current.data?.id).toBe(first!.id));
    await waitFor(() => expect(views[1]!.result.current.data?.talent.id).toBe(talent.user.id));
    await waitFor(() => expect(views[2]!.result.current.isError).toBe(true));
    expect(serverMessage(views[2]!.result.current.error)).toBe('Engagement not found');

    const admin = await signUp(server, 'employer');
    await server.makeAdmin(admin.user.id);
    await admin.browser.client.auth.me();
    const adminView = renderWithHireloop(
      () => ({
        stats: useAdminCheckinStats({ days: 30 }),
        drill: useAdminCheckinEngagements({ talentId: talent.user.id }),
      }),
      admin.browser,
    );
    await waitFor(() =>
      expect(adminView.result.current.stats.data?.byTalent.map((row) => row.id)).toContain(
        talent.user.id,
      ),
    );
    await waitFor(() =>
      expect(adminView.result.current.drill.data?.map((e) => e.id)).toEqual([first!.id]),
    );
  });
});
