import { ConnectedEvents, EVENT_TEXTS } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

/**
 * /events (SPEC §2, issue 17): upcoming and past events with filters (online or in person, skill,
 * host) and a search; hosts create events and see the ones they host (drafts included).
 */
export default function EventsPage() {
  return (
    <Page>
      <PageHeader title={EVENT_TEXTS.pageTitle} description={EVENT_TEXTS.pageDescription} />
      <ConnectedEvents />
    </Page>
  );
}
