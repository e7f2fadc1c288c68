export { useEvent, useEventHosts, useEventRegistrations, useEvents } from './useEvents';
export {
  invalidateEvents,
  useApproveRegistration,
  useCancelEvent,
  useCheckInAttendee,
  useClaimEventOffer,
  useCreateEvent,
  useDeclineRegistration,
  useMessageAttendees,
  usePublishEvent,
  useRegisterForEvent,
  useUnregisterFromEvent,
  useUpdateEvent,
} from './useEventMutations';
export type {
  CheckInInput,
  MessageAttendeesInput,
  RegistrationActionInput,
  UpdateEventInput,
} from './useEventMutations';
export { eventsClient } from './eventsClient';
