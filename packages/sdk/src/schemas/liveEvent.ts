import * as z from 'zod/mini';
import {
  BID_STATUSES,
  CHECKIN_CHANGES,
  COLLECTIVE_CHANGES,
  EVENT_CHANGES,
  GROUP_CHANGES,
  ORDER_CHANGES,
  STICKY_MESSAGE_CHANGES,
  TEAM_CHANGES,
  VERIFICATION_KINDS,
  VERIFICATION_STATES,
} from '../vocabulary';
import { idSchema } from './fields';
import { messageSchema } from './message';
import { notificationSchema } from './notification';
import { unreadCountsSchema } from './unreadCounts';
import { roleSchema } from './user';

/**
 * One live event: the SSE `event:` field is `type`, its `data:` is this object as JSON (not shown).
 * Each carries just enough to update or invalidate the matching query.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), data: messageSchema }),
  z.object({ type: z.literal('unread-counts'), data: unreadCountsSchema }),
  z.object({ type: z.literal('notification'), data: notificationSchema }),
  z.object({
    type: z.literal('bid-status'),
    data: z.object({ bidId: idSchema, jobRequestId: idSchema, status: z.enum(BID_STATUSES) }),
  }),
  z.object({ type: z.literal('subscription'), data: z.object({ accountType: roleSchema }) }),
  // Issue 14: a group this user belongs to, owns or is invited to changed (GROUP_CHANGES).
  z.object({
    type: z.literal('group'),
    data: z.object({ groupId: idSchema, change: z.enum(GROUP_CHANGES) }),
  }),
  // Issue 14: a sticky message for this user's audience was created, edited, retired or ended.
  z.object({
    type: z.literal('sticky-message'),
    data: z.object({ stickyMessageId: idSchema, change: z.enum(STICKY_MESSAGE_CHANGES) }),
  }),
  // Issue 16: this person's place in a company changed (TEAM_CHANGES); pages refetch the team.
  z.object({
    type: z.literal('team'),
    data: z.object({ companyId: idSchema, change: z.enum(TEAM_CHANGES) }),
  }),
  // Issue 16: an engagement's schedule or status, or one of its check-ins (checkinId), changed.
  z.object({
    type: z.literal('checkin'),
    data: z.object({
      engagementId: idSchema,
      checkinId: z.nullable(idSchema),
      change: z.enum(CHECKIN_CHANGES),
    }),
  }),
  // Issue 17: an event, or this person's registration for it, changed; pages refetch it.
  z.object({
    type: z.literal('event'),
    data: z.object({ eventId: idSchema, change: z.enum(EVENT_CHANGES) }),
  }),
  // Issue 17: someone the recipient follows posted; the feed counts "N new posts".
  z.object({
    type: z.literal('feed-post'),
    data: z.object({ postId: idSchema, authorId: idSchema }),
  }),
  // Issue 17: a collective this person belongs to, manages or is invited to changed.
  z.object({
    type: z.literal('collective'),
    data: z.object({ collectiveId: idSchema, change: z.enum(COLLECTIVE_CHANGES) }),
  }),
  // Issue 18: one of this person's verifications changed state (an admin decided, a link was used).
  z.object({
    type: z.literal('verification'),
    data: z.object({ kind: z.enum(VERIFICATION_KINDS), state: z.enum(VERIFICATION_STATES) }),
  }),
  // Issue 18: one of this person's marketplace orders changed (either side); pages refetch it.
  z.object({
    type: z.literal('marketplace-order'),
    data: z.object({ orderId: idSchema, change: z.enum(ORDER_CHANGES) }),
  }),
]);
export type LiveEvent = z.output<typeof liveEventSchema>;
