import { useMutation, type QueryClient } from '@tanstack/react-query';
import type {
  CheckInInputValues,
  EventCreateValues,
  EventDetails,
  EventInputValues,
} from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { communityKeys } from '../queries/communityKeys';
import { eventsClient } from './eventsClient';

/** Marks every events read stale (lists, events, registrations); active ones refetch. */
export function invalidateEvents(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: communityKeys.events() });
}

/** Puts the answered event in the cache and refreshes the rest. */
async function settle(queryClient: QueryClient, event: EventDetails) {
  queryClient.setQueryData(communityKeys.event(event.id), event);
  await invalidateEvents(queryClient);
}

function useEventAction(action: (id: number) => Promise<EventDetails>) {
  const { queryClient } = useHireloop();
  return useMutation({
    mutationFn: (id: number) => action(id),
    onSuccess: (event) => settle(queryClient, event),
  });
}

/** Creates a draft event (host: the caller's company, a collective they manage, the platform). */
export function useCreateEvent() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (body: EventCreateValues) => eventsClient(client).create(body),
    onSuccess: (event) => settle(queryClient, event),
  });
}

export interface UpdateEventInput {
  id: number;
  event: EventInputValues;
}

/** A host edits the whole event. */
export function useUpdateEvent() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, event }: UpdateEventInput) => eventsClient(client).update(id, event),
    onSuccess: (event) => settle(queryClient, event),
  });
}

/** A host publishes a draft. */
export function usePublishEvent() {
  const { client } = useHireloop();
  return useEventAction((id) => eventsClient(client).publish(id));
}

/** A host cancels the event (everyone registered is told). */
export function useCancelEvent() {
  const { client } = useHireloop();
  return useEventAction((id) => eventsClient(client).cancel(id));
}

/** Registers the caller: confirmed, waitlisted or pending (approval). */
export function useRegisterForEvent() {
  const { client } = useHireloop();
  return useEventAction((id) => eventsClient(client).register(id));
}

/** Cancels the caller's registration (a freed place goes to the waitlist's first). */
export function useUnregisterFromEvent() {
  const { client } = useHireloop();
  return useEventAction((id) => eventsClient(client).unregister(id));
}

/** Claims the place offered to the caller before the offer expires. */
export function useClaimEventOffer() {
  const { client } = useHireloop();
  return useEventAction((id) => eventsClient(client).claim(id));
}

export interface RegistrationActionInput {
  eventId: number;
  registrationId: number;
}

/** A host approves a pending registration. */
export function useApproveRegistration() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ eventId, registrationId }: RegistrationActionInput) =>
      eventsClient(client).approve(eventId, registrationId),
    onSuccess: () => invalidateEvents(queryClient),
  });
}

/** A host declines (or removes) a registration. */
export function useDeclineRegistration() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ eventId, registrationId }: RegistrationActionInput) =>
      eventsClient(client).decline(eventId, registrationId),
    onSuccess: () => invalidateEvents(queryClient),
  });
}

export interface CheckInInput extends CheckInInputValues {
  eventId: number;
}

/** A host checks an attendee in by their code. */
export function useCheckInAttendee() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ eventId, code }: CheckInInput) =>
      eventsClient(client).checkIn(eventId, { code }),
    onSuccess: () => invalidateEvents(queryClient),
  });
}

export interface MessageAttendeesInput {
  eventId: number;
  body: string;
}

/** A host messages everyone registered (a notification each). */
export function useMessageAttendees() {
  const { client } = useHireloop();
  return useMutation({
    mutationFn: ({ eventId, body }: MessageAttendeesInput) =>
      eventsClient(client).message(eventId, { body }),
  });
}
