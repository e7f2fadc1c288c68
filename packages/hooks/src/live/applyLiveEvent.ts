import type { QueryClient } from '@tanstack/react-query';
import { unreadCountsSchema } from '@hireloop/sdk/schemas';
import type { LiveEventType } from '@hireloop/sdk/constants';
import { invalidateBids } from '../bids/invalidateBids';
import { invalidateCheckins } from '../checkins/invalidateCheckins';
import { invalidateCollectives } from '../collectives/invalidateCollectives';
import { addNewFeedPost } from '../feed/invalidateFeed';
import { queryKeys } from '../core/queryKeys';
import { communityKeys } from '../queries/communityKeys';
import { libraryKeys } from '../library/keys';
import { invalidateVerification } from '../verification/invalidateVerification';
import { marketplaceKeys } from '../queries/marketplaceKeys';
import { invalidateStickyMessages } from '../messaging/invalidateStickyMessages';
import { invalidateCompanyScope, invalidateTeam } from '../team/invalidateTeam';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) > 0;

/**
 * Applies one live event (`data:` is `{ type, data }` as JSON) to the cache; resolves `false` for
 * anything malformed, which is left alone. Only what each event needs is checked, so a newer
 * server adding fields (or notification types) does not silence the stream.
 *
 * - `message`: that conversation's history, the conversation and group lists. Not the unread
 *   counts: the server sends an `unread-counts` event in the same transaction.
 * - `unread-counts`: the new counts replace the cached ones, no refetch.
 * - `notification`: the notifications. `bid-status`: the bids, that bid, the job request lists
 *   (bid counts) and, once accepted, the conversations. `subscription`: subscriptions and usage.
 * - `group` (issue 14): the group list and every cached group (one key prefix), the user's
 *   invitations; after a removal or a leave, that group's messages too (for the one who went,
 *   both now answer 404, which the pages show as gone).
 * - `sticky-message` (issue 14): the notices, their unread count and the admin list.
 * - `checkin` (issue 16): every engagement and check-in read (a bid accepted starts one too).
 * - `event` (issue 17): every events read (lists, the event, its registrations).
 * - `feed-post` (issue 17): a followed author posted; counted for "N new posts", the feed is left
 *   as it is until the reader asks for them (`useNewFeedPosts().show()`).
 * - `marketplace-order` (issue 18): every marketplace read (services' figures, orders, reviews).
 * - `team` (issue 16): the team and companies; after a role change or a removal, every read
 *   (what the person may see and do for the company changed).
 */
export async function applyLiveEvent(
  queryClient: QueryClient,
  type: LiveEventType,
  raw: unknown,
): Promise<boolean> {
  let event: unknown;
  try {
    event = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    return false;
  }
  if (!isRecord(event) || event.type !== type || !isRecord(event.data)) return false;
  const { data } = event;
  const invalidate = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });

  switch (type) {
    case 'message':
      if (!isId(data.conversationId)) return false;
      await Promise.all([
        invalidate(queryKeys.messages(data.conversationId)),
        invalidate(queryKeys.conversations()),
        invalidate(queryKeys.groups()),
      ]);
      return true;
    case 'unread-counts': {
      const counts = unreadCountsSchema.safeParse(data);
      if (!counts.success) return false;
      queryClient.setQueryData(queryKeys.unreadCounts(), counts.data);
      return true;
    }
    case 'notification':
      // A notification may be a bid or a reply: the insights' counts move with it (issue 16).
      // Issue 18: a review written about one changes no order's state (no `marketplace-order`
      // event), so its notification refreshes the marketplace reads (the order, the ratings).
      await Promise.all([
        invalidate(queryKeys.notifications()),
        invalidate(queryKeys.insights()),
        data.type === 'order_reviewed' ? invalidate(marketplaceKeys.all()) : undefined,
      ]);
      return true;
    case 'bid-status':
      if (!isId(data.bidId)) return false;
      await Promise.all([
        invalidateBids(queryClient),
        invalidate(queryKeys.insights()),
        data.status === 'accepted' ? invalidate(queryKeys.conversations()) : undefined,
        data.status === 'accepted' ? invalidateCheckins(queryClient) : undefined,
      ]);
      return true;
    case 'subscription':
      // A plan opens (or closes) gated library resources (issue 18): their reads refresh too.
      await Promise.all([
        invalidate(queryKeys.subscriptions()),
        invalidate(queryKeys.usage()),
        invalidate(libraryKeys.all()),
      ]);
      return true;
    case 'group':
      if (!isId(data.groupId)) return false;
      await Promise.all([
        invalidate(queryKeys.groups()),
        invalidate(queryKeys.groupInvitations()),
        data.change === 'removed' || data.change === 'left'
          ? invalidate(queryKeys.messages(data.groupId))
          : undefined,
      ]);
      return true;
    case 'sticky-message':
      if (!isId(data.stickyMessageId)) return false;
      await invalidateStickyMessages(queryClient);
      return true;
    case 'checkin':
      if (!isId(data.engagementId)) return false;
      await invalidateCheckins(queryClient);
      return true;
    case 'event':
      if (!isId(data.eventId)) return false;
      await invalidate(communityKeys.events());
      return true;
    case 'feed-post':
      if (!isId(data.postId)) return false;
      addNewFeedPost(queryClient, data.postId);
      return true;
    case 'team':
      if (!isId(data.companyId)) return false;
      // A role change or a removal changes what the person may see and do for the company.
      if (data.change === 'role-changed' || data.change === 'removed')
        await invalidateCompanyScope(queryClient);
      else await invalidateTeam(queryClient);
      return true;
    case 'collective':
      // Issue 17: a membership or the collective changed: its reads, the groups, the badges.
      if (!isId(data.collectiveId)) return false;
      await invalidateCollectives(queryClient);
      return true;
    case 'verification':
      // Issue 18: one of the person's verifications changed (a decision, a link used, an expiry).
      if (typeof data.kind !== 'string') return false;
      await invalidateVerification(queryClient);
      return true;
    case 'marketplace-order':
      // Issue 18: an order changed (either side, the scheduler, an admin): every marketplace read.
      if (!isId(data.orderId)) return false;
      await invalidate(marketplaceKeys.all());
      return true;
  }
}
