/**
 * The pure rules of messaging: a pair's direct-conversation key, a message notification's link
 * and preview, and when a recipient counts as watching a conversation.
 */

/**
 * How recently a recipient must have read a conversation (and still be connected to live updates
 * on this instance) to count as watching it: no notification is then created for a new message.
 */
export const WATCHING_WINDOW_MS = 2 * 60 * 1000;
/** Longest notification preview of a message body, in characters (code points). */
export const PREVIEW_MAX = 100;

/** `"<smaller id>:<larger id>"`: the unique key of a pair's direct conversation. */
export const directKey = (a: number, b: number): string => `${Math.min(a, b)}:${Math.max(a, b)}`;

/** The app route a message notification opens. */
export const conversationLink = (conversationId: number): string =>
  `/messages?conversation=${conversationId}`;

/** A one-line preview of a message body for a notification: whitespace collapsed, shortened. */
export function messagePreview(body: string, max = PREVIEW_MAX): string {
  const flat = body.replace(/\s+/gu, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * Whether a recipient is watching a conversation: they have a live stream open on this instance
 * AND read this conversation within {@link WATCHING_WINDOW_MS}. (A stream on another instance is
 * not known here, so such a user may get one notification, which the flood rule keeps to one.)
 */
export function isWatching(connected: boolean, lastReadAt: Date | null, now: Date): boolean {
  return (
    connected && lastReadAt !== null && now.getTime() - lastReadAt.getTime() <= WATCHING_WINDOW_MS
  );
}

/** The app route a group invitation's notification opens: the messages page lists invitations. */
export const invitationLink = (invitationId: number): string =>
  `/messages?invitation=${invitationId}`;

/** The notification of an invitation to a group (issue 14). */
export const groupInvitationNotice = (
  ownerName: string,
  groupName: string,
  invitationId: number,
) => ({
  type: 'group_invitation' as const,
  title: `${ownerName} invited you to ${groupName}`,
  body: 'Accept to join the conversation, or decline.',
  link: invitationLink(invitationId),
});
