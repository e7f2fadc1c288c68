import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { isHttpError } from '@hireloop/sdk';
import { EVENT_MESSAGES } from '@hireloop/sdk/schemas';
import { fieldErrorsOf } from '../core/serverMessage';
import { useLiveUpdates } from '../live/useLiveUpdates';
import {
  useApproveRegistration,
  useCancelEvent,
  useCheckInAttendee,
  useClaimEventOffer,
  useCreateEvent,
  useEvent,
  useEventHosts,
  useEventRegistrations,
  useEvents,
  useMessageAttendees,
  usePublishEvent,
  useRegisterForEvent,
  useUnregisterFromEvent,
} from './index';
import { signUp } from '../../test/accounts';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;
const eventForm = (overrides: Record<string, unknown> = {}) => {
  const start = Date.now() + 3 * DAY;
  return {
    title: 'Hooks meetup',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 2 * 60 * 60 * 1000).toISOString(),
    timezone: 'UTC',
    onlineUrl: 'https://meet.example/hooks',
    hostKind: 'company' as const,
    ...overrides,
  };
};

const useHostPage = (id: number | null) => ({
  hosts: useEventHosts(),
  create: useCreateEvent(),
  publish: usePublishEvent(),
  cancel: useCancelEvent(),
  event: useEvent(id),
  registrations: useEventRegistrations(id),
  approve: useApproveRegistration(),
  checkIn: useCheckInAttendee(),
  message: useMessageAttendees(),
  hosting: useEvents({ scope: 'hosting' }),
});

const useAttendeePage = (id: number) => ({
  live: useLiveUpdates(),
  event: useEvent(id),
  register: useRegisterForEvent(),
  unregister: useUnregisterFromEvent(),
  claim: useClaimEventOffer(),
  list: useEvents(),
});

describe('events hooks (issue 17)', () => {
  it('a host creates and publishes; a full event waitlists; the offer arrives live and is claimed', async () => {
    const host = await signUp(server, 'employer');
    const hostView = renderWithHireloop(() => useHostPage(null), host.browser);
    await waitFor(() => expect(hostView.result.current.hosts.data?.[0]?.kind).toBe('company'));

    const bad = await act(() =>
      hostView.result.current.create.mutateAsync(eventForm({ title: 'x' })).catch((e) => e),
    );
    expect(fieldErrorsOf(bad)).toEqual({ title: [EVENT_MESSAGES.titleLength] });

    const draft = await act(() =>
      hostView.result.current.create.mutateAsync(eventForm({ capacity: 1 })),
    );
    expect(draft.status).toBe('draft');
    const published = await act(() => hostView.result.current.publish.mutateAsync(draft.id));
    expect(published.status).toBe('published');
    await waitFor(() =>
      expect(hostView.result.current.hosting.data?.pages[0]?.items.map((e) => e.id)).toContain(
        draft.id,
      ),
    );

    const holder = await signUp(server, 'talent');
    const waiting = await signUp(server, 'talent');
    const holderView = renderWithHireloop(() => useAttendeePage(draft.id), holder.browser);
    const waitingView = renderWithHireloop(() => useAttendeePage(draft.id), waiting.browser);
    await waitFor(() => expect(holderView.result.current.event.data?.id).toBe(draft.id));
    await waitFor(() => expect(waitingView.result.current.event.data?.id).toBe(draft.id));
    expect(holderView.result.current.list.data?.pages[0]?.items.map((e) => e.id)).toContain(
      draft.id,
    );

    const confirmed = await act(() => holderView.result.current.register.mutateAsync(draft.id));
    expect(confirmed.onlineUrl).toBe('https://meet.example/hooks');
    const waitlisted = await act(() => waitingView.result.current.register.mutateAsync(draft.id));
    expect(waitlisted.myRegistration?.state).toBe('waitlisted');
    expect(waitingView.result.current.event.data?.onlineUrl).toBeNull();
    await waitFor(() => expect(waiting.browser.eventSources[0]?.readyState).toBe(1));

    // The holder cancels: the waiting person's event refreshes by itself with the offer.
    await act(() => holderView.result.current.unregister.mutateAsync(draft.id));
    await waitFor(() =>
      expect(waitingView.result.current.event.data?.myRegistration?.state).toBe('offered'),
    );
    const claimed = await act(() => waitingView.result.current.claim.mutateAsync(draft.id));
    expect(claimed.myRegistration?.state).toBe('confirmed');
    expect(waitingView.result.current.event.data?.onlineUrl).toBe('https://meet.example/hooks');

    // The host sees names, checks the attendee in, messages, cancels.
    const hostEvent = renderWithHireloop(() => useHostPage(draft.id), host.browser);
    await waitFor(() => expect(hostEvent.result.current.registrations.data).toHaveLength(2));
    const code = claimed.myRegistration!.checkInCode!;
    const checked = await act(() =>
      hostEvent.result.current.checkIn.mutateAsync({ eventId: draft.id, code }),
    );
    expect(checked).toMatchObject({ state: 'attended', user: { id: waiting.user.id } });
    const sent = await act(() =>
      hostEvent.result.current.message.mutateAsync({ eventId: draft.id, body: 'See you' }),
    );
    expect(sent.sent).toBe(1);
    const cancelled = await act(() => hostEvent.result.current.cancel.mutateAsync(draft.id));
    expect(cancelled.status).toBe('cancelled');
  });

  it('approval: the host approves, the attendee sees it live; another person cannot approve', async () => {
    const host = await signUp(server, 'employer');
    const hostView = renderWithHireloop(() => useHostPage(null), host.browser);
    const created = await act(() =>
      hostView.result.current.create.mutateAsync(eventForm({ joinMode: 'approval' })),
    );
    await act(() => hostView.result.current.publish.mutateAsync(created.id));
    const person = await signUp(server, 'talent');
    const view = renderWithHireloop(() => useAttendeePage(created.id), person.browser);
    await waitFor(() => expect(view.result.current.event.data?.id).toBe(created.id));
    const pending = await act(() => view.result.current.register.mutateAsync(created.id));
    expect(pending.myRegistration?.state).toBe('pending');
    await waitFor(() => expect(person.browser.eventSources[0]?.readyState).toBe(1));

    const otherView = renderWithHireloop(() => useHostPage(null), person.browser);
    const refused = await act(() =>
      otherView.result.current.approve
        .mutateAsync({ eventId: created.id, registrationId: pending.myRegistration!.id })
        .catch((e) => e),
    );
    expect(isHttpError(refused) && refused.status).toBe(403);

    await act(() =>
      hostView.result.current.approve.mutateAsync({
        eventId: created.id,
        registrationId: pending.myRegistration!.id,
      }),
    );
    await waitFor(() =>
      expect(view.result.current.event.data?.myRegistration?.state).toBe('confirmed'),
    );
  });
});
