import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { isHttpError, OUTREACH_BID_LIMIT } from '@hireloop/sdk';
import { serverMessage } from '../core/serverMessage';
import { useConversations } from '../messaging/useConversations';
import { useLiveUpdates } from '../live/useLiveUpdates';
import {
  useBid,
  useBidDecision,
  useCreateBid,
  useReceivedBids,
  useRemainingOutreachBids,
  useSentBids,
} from './index';
import { signUp } from '../../test/accounts';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function employerWithJobRequest() {
  const employer = await signUp(server, 'employer');
  await server.activateSubscription(employer.user.id, 'employer-month');
  const request = await employer.browser.client.jobRequests.create({
    title: 'Data engineer',
    description: 'Pipelines in Python, three months.',
  });
  return { ...employer, request };
}

describe('bids', () => {
  it('given three outreach bids for a job request, the fourth is refused with the server message', async () => {
    const employer = await employerWithJobRequest();
    const talents = await Promise.all([1, 2, 3, 4].map(() => signUp(server, 'talent')));
    const view = renderWithHireloop(
      () => ({
        create: useCreateBid(),
        left: useRemainingOutreachBids(employer.request.id),
        sent: useSentBids({ kind: 'outreach' }),
      }),
      employer.browser,
    );
    await waitFor(() =>
      expect(view.result.current.left.data).toEqual({ sent: 0, remaining: 3, canSend: true }),
    );

    for (const talent of talents.slice(0, OUTREACH_BID_LIMIT)) {
      await act(() =>
        view.result.current.create.mutateAsync({
          kind: 'outreach',
          jobRequestId: employer.request.id,
          talentId: talent.user.id,
          message: 'We would love to work with you.',
        }),
      );
    }
    await waitFor(() =>
      expect(view.result.current.left.data).toEqual({ sent: 3, remaining: 0, canSend: false }),
    );
    expect(view.result.current.sent.data?.pages[0]?.items.map((bid) => bid.talentId)).toEqual(
      talents
        .slice(0, 3)
        .map((talent) => talent.user.id)
        .reverse(),
    );

    await act(async () => {
      await view.result.current.create
        .mutateAsync({
          kind: 'outreach',
          jobRequestId: employer.request.id,
          talentId: talents[3]!.user.id,
          message: 'One more?',
        })
        .catch(() => undefined);
    });
    const { error } = view.result.current.create;
    expect(isHttpError(error) && error.status).toBe(409);
    expect(serverMessage(error)).toBe(
      `You can send up to ${OUTREACH_BID_LIMIT} talent outreach bids per job request.`,
    );
  });

  it("a talent's proposal accepted by the employer shows as accepted in both users' lists", async () => {
    const employer = await employerWithJobRequest();
    const talent = await signUp(server, 'talent');
    await server.activateSubscription(talent.user.id, 'talent-month');

    const talentView = renderWithHireloop(() => {
      useLiveUpdates();
      return { create: useCreateBid(), sent: useSentBids() };
    }, talent.browser);
    await waitFor(() => expect(talentView.result.current.sent.data?.pages[0]?.items).toEqual([]));
    const bid = await act(() =>
      talentView.result.current.create.mutateAsync({
        kind: 'proposal',
        jobRequestId: employer.request.id,
        rate: 85,
        message: 'I have built pipelines like this before.',
      }),
    );
    await waitFor(() =>
      expect(talentView.result.current.sent.data?.pages[0]?.items).toMatchObject([
        { id: bid.id, status: 'pending', kind: 'proposal' },
      ]),
    );
    await waitFor(() => expect(talent.browser.eventSources[0]?.readyState).toBe(1));

    const employerView = renderWithHireloop(
      () => ({
        received: useReceivedBids(),
        decide: useBidDecision(),
        bid: useBid(bid.id),
        conversations: useConversations(),
      }),
      employer.browser,
    );
    await waitFor(() =>
      expect(employerView.result.current.received.data?.pages[0]?.items).toMatchObject([
        { id: bid.id, status: 'pending', talent: { id: talent.user.id } },
      ]),
    );
    await waitFor(() => expect(employerView.result.current.conversations.data).toEqual([]));

    const accepted = await act(() =>
      employerView.result.current.decide.mutateAsync({ id: bid.id, status: 'accepted' }),
    );
    expect(accepted.conversationId).not.toBeNull();
    expect(employerView.result.current.received.data?.pages[0]?.items[0]?.status).toBe('accepted');
    expect(employerView.result.current.bid.data?.status).toBe('accepted');
    expect(employerView.result.current.conversations.data).toMatchObject([
      { id: accepted.conversationId, participant: { id: talent.user.id } },
    ]);

    // The talent's tree refetches on the live `bid-status` event: nothing here asks it to.
    await waitFor(() =>
      expect(talentView.result.current.sent.data?.pages[0]?.items[0]).toMatchObject({
        id: bid.id,
        status: 'accepted',
        conversationId: accepted.conversationId,
      }),
    );
  });

  it('the receiver cannot withdraw a bid: the 409 message is on the mutation error', async () => {
    const employer = await employerWithJobRequest();
    const talent = await signUp(server, 'talent');
    const bid = await employer.browser.client.bids.create({
      kind: 'outreach',
      jobRequestId: employer.request.id,
      talentId: talent.user.id,
      message: 'Interested?',
    });
    const view = renderWithHireloop(() => useBidDecision(), talent.browser);
    await act(async () => {
      await view.result.current
        .mutateAsync({ id: bid.id, status: 'withdrawn' })
        .catch(() => undefined);
    });
    expect(serverMessage(view.result.current.error)).toBe(
      'Only the sender of a bid can withdraw it.',
    );
  });
});
