// Exports of this folder, by name: events (issue 17).
export { EventBadges, EventCard, placesText } from './event-card';
export { EventDetails } from './event-details';
export { EMPTY_EVENT_FILTERS, EventFilters } from './event-filters';
export { EventForm } from './event-form';
export { formatEventTime } from './format';
export { CheckInForm, MessageForm, RegistrationList } from './host-tools';
export { EVENT_TEXTS } from './texts';
export type { EventCardProps } from './event-card';
export type { EventDetailsProps } from './event-details';
export type { EventFilterValues, EventFiltersProps } from './event-filters';
export type { EventFormProps } from './event-form';
export type { CheckInFormProps, MessageFormProps, RegistrationListProps } from './host-tools';
