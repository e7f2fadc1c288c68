import { ConnectedCareerFeed } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { renderAppLink } from '../../lib/AppLink';

/**
 * /career-feed (SPEC §2, issue 17): posts from the people, collectives and skills the reader
 * follows and their own, with job requests and events matching their skills; reactions,
 * comments, follows and reports; new posts from followed people arrive live as "N new posts".
 * SPEC's nav lists no entry for it: both homes link here (see the reference README).
 */
export default function CareerFeedPage() {
  return (
    <Page>
      <PageHeader
        title="Career feed"
        description="Updates, wins and questions from the people you follow, and job requests and events for your skills."
      />
      <ConnectedCareerFeed renderLink={renderAppLink} />
    </Page>
  );
}
