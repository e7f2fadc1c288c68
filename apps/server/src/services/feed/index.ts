/**
 * The career feed (issue 17): posts, reactions, comments, follows and reports (./posts.ts), the
 * feed itself (./feed.ts), the admins' moderation (./moderation.ts); who sees what is one SQL
 * predicate (./rows.ts `visibleTo`).
 */
import type { ServiceDeps } from '../deps';
import type { JobRequestService } from '../jobRequests';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import type { SubscriptionService } from '../subscriptions';
import { createFeedReads } from './feed';
import { createFeedModeration } from './moderation';
import { createFeedWrites } from './posts';

export type { Reader } from './rows';

export function createFeedService(
  deps: ServiceDeps,
  dependencies: {
    live: Pick<LiveService, 'publish'>;
    notifications: Pick<NotificationService, 'notify'>;
    jobRequests: Pick<JobRequestService, 'browse'>;
    subscriptions: Pick<SubscriptionService, 'quota'>;
  },
) {
  return {
    ...createFeedWrites(deps, dependencies),
    ...createFeedReads(deps, dependencies),
    ...createFeedModeration(deps),
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
