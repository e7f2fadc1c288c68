import { ConnectedFeedModeration } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

/**
 * /admin/career-feed (issue 17; admins): reported career feed posts with their reports, hidden
 * and pinned posts; hide or restore, pin or unpin.
 */
export default function AdminCareerFeedPage() {
  return (
    <Page>
      <PageHeader
        title="Career feed moderation"
        description="Reported posts first, then hidden and pinned ones: hide or restore, pin or unpin."
      />
      <ConnectedFeedModeration />
    </Page>
  );
}
