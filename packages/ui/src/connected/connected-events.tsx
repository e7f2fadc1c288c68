import {
  fieldErrorsOf,
  serverMessage,
  toast,
  useCreateEvent,
  useEventHosts,
  useEvents,
  useHireloop,
  useSkills,
} from '@hireloop/hooks';
import { useDeferredValue, useState } from 'react';
import { EventCard } from '../marketplace/events/event-card';
import {
  EMPTY_EVENT_FILTERS,
  EventFilters,
  type EventFilterValues,
} from '../marketplace/events/event-filters';
import { EventForm } from '../marketplace/events/event-form';
import { EVENT_TEXTS as TEXTS } from '../marketplace/events/texts';
import { EmptyState } from '../marketplace/lists/empty-state';
import { ErrorState } from '../marketplace/lists/error-state';
import { Button } from '../primitives/button';
import { Skeleton } from '../primitives/skeleton';

export interface ConnectedEventsProps {
  className?: string;
}

/**
 * /events (issue 17): upcoming and past events with filters (format, host, skill) and a search;
 * "Events I host" (drafts included) for hosts; creating an event (a draft, then its page).
 */
export function ConnectedEvents({ className }: ConnectedEventsProps) {
  const { navigate } = useHireloop();
  const [filters, setFilters] = useState<EventFilterValues>(EMPTY_EVENT_FILTERS);
  const [hosting, setHosting] = useState(false);
  const [creating, setCreating] = useState(false);
  const q = useDeferredValue(filters.q.trim());
  const skills = useSkills();
  const hosts = useEventHosts();
  const create = useCreateEvent();
  const events = useEvents({
    when: filters.when,
    q: q || undefined,
    format: filters.format || undefined,
    host: filters.host || undefined,
    skill: filters.skill === '' ? undefined : filters.skill,
    scope: hosting ? 'hosting' : 'all',
  });
  const items = events.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  const canHost = (hosts.data ?? []).length > 0;
  const skillList = (skills.data ?? []).map((s) => ({ id: s.id, name: s.name }));
  const createErrors = fieldErrorsOf(create.error);

  return (
    <div className={className}>
      <div className="mb-4 flex flex-wrap gap-2">
        {canHost ? (
          <>
            <Button onClick={() => setCreating((c) => !c)} aria-expanded={creating}>
              {TEXTS.createEvent}
            </Button>
            <Button variant="outline" aria-pressed={hosting} onClick={() => setHosting((h) => !h)}>
              {TEXTS.hosting}
            </Button>
          </>
        ) : null}
      </div>
      {creating ? (
        <section aria-labelledby="event-create" className="mb-6 rounded-lg border p-4">
          <h2 id="event-create" className="mb-3 text-lg font-semibold">
            {TEXTS.formCreateTitle}
          </h2>
          <EventForm
            hosts={hosts.data ?? []}
            skills={skillList}
            submitting={create.isPending}
            serverErrors={create.isError ? createErrors : undefined}
            error={
              create.isError && Object.keys(createErrors).length === 0
                ? (serverMessage(create.error) ?? TEXTS.actionFailed)
                : null
            }
            onCancel={() => setCreating(false)}
            onSubmit={(values) =>
              create.mutate(values, {
                onSuccess: (event) => {
                  toast({ title: TEXTS.saved, description: event.title });
                  navigate(`/events/${event.id}`);
                },
              })
            }
          />
        </section>
      ) : null}
      <EventFilters value={filters} onChange={setFilters} skills={skillList} className="mb-4" />
      {events.isPending ? (
        <Skeleton role="status" aria-label={TEXTS.pageTitle} className="h-40 w-full" />
      ) : events.isError ? (
        <ErrorState
          title={TEXTS.listFailed}
          message={serverMessage(events.error)}
          onRetry={() => void events.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={TEXTS.noEvents} description={TEXTS.noEventsDescription} />
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((event) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  titleAs="h2"
                  onNavigate={(href) => navigate(href)}
                  className="h-full"
                />
              </li>
            ))}
          </ul>
          {events.hasNextPage ? (
            <Button
              variant="outline"
              className="mt-4"
              disabled={events.isFetchingNextPage}
              onClick={() => void events.fetchNextPage()}
            >
              {TEXTS.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
