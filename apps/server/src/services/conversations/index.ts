/**
 * Messaging (issue 4): direct conversations (one per pair of users) and groups, messages, read
 * state and unread counts.
 *
 * - A group is a conversation of kind `group`, so `/api/messages/{id}` serves both kinds. Only
 *   members read or write a conversation; to anyone else it does not exist (404).
 * - Unread: the messages of others newer than the member's `last_read_message_id`. Counts are of
 *   MESSAGES (what a badge shows), summed over direct conversations and over groups separately.
 * - Sending bumps the conversation's `updated_at` (lists are newest activity first) and moves the
 *   sender's own read mark to the new message.
 * - Live and notifications go out in the sending transaction: a `message` event to the other
 *   members, an `unread-counts` event with each member's own counts, and a `new_message`
 *   notification to each recipient who is not watching (see {@link isWatching}), at most one
 *   unread such notification per conversation and recipient.
 * - Bodies are plain text, stored and returned byte for byte (never trimmed or escaped); the
 *   sdk's text rule refuses control characters but tab, LF and CR (400).
 */
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import { createDirectConversations } from './direct';
import { createGroups } from './groups';
import { createGroupInvitations } from './invitations';
import { createMessages } from './messages';
import { createUnreadCounts } from './unread';

export {
  conversationLink,
  groupInvitationNotice,
  invitationLink,
  directKey,
  isWatching,
  messagePreview,
  PREVIEW_MAX,
  WATCHING_WINDOW_MS,
} from './rules';

/** The conversation service: its parts share the unread counts; each owns one concern. */
export function createConversationService(
  deps: ServiceDeps,
  { live, notifications }: { live: LiveService; notifications: NotificationService },
) {
  const unread = createUnreadCounts(deps, { live });
  const { invite, invitees, announce, ...invitationRoutes } = createGroupInvitations(deps, {
    live,
    notifications,
  });
  return {
    unreadCounts: unread.unreadCounts,
    ...createDirectConversations(deps),
    ...createMessages(deps, { live, notifications, unread }),
    ...createGroups(deps, { unread, live, invitations: { invite, invitees, announce } }),
    ...invitationRoutes,
  };
}
export type ConversationService = ReturnType<typeof createConversationService>;
