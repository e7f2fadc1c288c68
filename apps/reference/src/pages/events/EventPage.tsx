import { useParams } from '../../lib/router';
import { useEvent } from '@hireloop/hooks';
import { isHttpError } from '@hireloop/sdk';
import { buttonVariants, ConnectedEventDetails, EmptyState } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { AppLink } from '../../lib/AppLink';
import { usePageTitle } from '../../lib/usePageTitle';

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function EventNotFound() {
  return (
    <Page>
      <EmptyState
        title="Event not found"
        description="The link may be old, or the event is not visible to you."
        action={
          <AppLink href="/events" className={buttonVariants({ variant: 'outline' })}>
            All events
          </AppLink>
        }
      />
    </Page>
  );
}

function EventDetail({ id }: { id: number }) {
  const event = useEvent(id);
  usePageTitle(event.data?.title ?? 'Event');
  if (isHttpError(event.error) && event.error.status === 404) return <EventNotFound />;
  return (
    <Page>
      <AppLink href="/events" className="mb-4 inline-block text-sm text-primary hover:underline">
        ← All events
      </AppLink>
      <ConnectedEventDetails id={id} />
    </Page>
  );
}

/**
 * /events/:id (SPEC §2, issue 17): one event — register, cancel, claim an offered place, add to
 * calendar, the online link once confirmed — and the host tools for its hosts. A draft someone
 * does not host, or an unknown id, shows "Event not found".
 */
export default function EventPage() {
  const id = idOf(useParams().id);
  if (id === null) return <EventNotFound />;
  return <EventDetail key={id} id={id} />;
}
