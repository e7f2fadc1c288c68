import * as z from 'zod/mini';
import { GROUP_MEMBERS_MAX, GROUP_NAME_MAX } from '../vocabulary';
import { coercedIdSchema, idSchema, timestampSchema } from './fields';
import { storableText } from './text';
import { messageSchema } from './message';
import { userSummarySchema } from './user';

/**
 * A group as GET /api/groups lists it (not shown): a group is a conversation of kind `group`, so
 * its `id` is the conversation id that /api/messages/{id} reads and writes; `ownerId` is the
 * creator, who manages members; with the last message and this user's unread count.
 */
export const groupSchema = z.object({
  id: idSchema,
  kind: z.literal('group'),
  name: z.string(),
  ownerId: idSchema,
  memberCount: z.int().check(z.positive()),
  lastMessage: z.nullable(messageSchema),
  unreadCount: z.int().check(z.nonnegative()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Group = z.output<typeof groupSchema>;

/** The answer of GET /api/groups: the user's groups, most recent activity first (not paged). */
export const groupListSchema = z.array(groupSchema);

/**
 * A pending invitation to a group as its owner sees it (issue 14: members consent): who is
 * invited and since when. The id is what the owner revokes.
 */
export const groupInvitationSchema = z.object({
  id: idSchema,
  user: userSummarySchema,
  createdAt: timestampSchema,
});
export type GroupInvitation = z.output<typeof groupInvitationSchema>;

/**
 * A group with its members, GET /api/groups/{id} (not shown), and (issue 14) its pending
 * invitations: listed for the owner, who manages them; always empty for other members.
 */
export const groupDetailsSchema = z.extend(groupSchema, {
  members: z.array(userSummarySchema),
  invitations: z.array(groupInvitationSchema),
});
export type GroupDetails = z.output<typeof groupDetailsSchema>;

/**
 * An invitation as the invited person sees it, GET /api/groups/invitations (issue 14): the group's
 * name and member count, who invited them (null when that account is gone) and when. Until they
 * accept they are not a member: the group itself answers them 404.
 */
export const receivedGroupInvitationSchema = z.object({
  id: idSchema,
  groupId: idSchema,
  groupName: z.string(),
  memberCount: z.int().check(z.positive()),
  invitedBy: z.nullable(userSummarySchema),
  createdAt: timestampSchema,
});
export type ReceivedGroupInvitation = z.output<typeof receivedGroupInvitationSchema>;

/** The answer of GET /api/groups/invitations: the caller's pending invitations, newest first. */
export const receivedGroupInvitationListSchema = z.array(receivedGroupInvitationSchema);

/** The params of DELETE /api/groups/{id}/invitations/{invitationId} (the owner revokes). */
export const groupInvitationParamsSchema = z.object({
  id: coercedIdSchema,
  invitationId: coercedIdSchema,
});
export type GroupInvitationParams = z.output<typeof groupInvitationParamsSchema>;

const groupNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(GROUP_NAME_MAX),
    storableText('Name contains an invalid character'),
  );

/**
 * The body of POST /api/groups (not shown): a name and the people to invite (issue 14: they
 * become members when they accept); the creator joins.
 */
export const createGroupSchema = z.object({
  name: groupNameSchema,
  memberIds: z._default(z.array(coercedIdSchema).check(z.maxLength(GROUP_MEMBERS_MAX - 1)), []),
});
export type CreateGroupInput = z.input<typeof createGroupSchema>;
export type CreateGroup = z.output<typeof createGroupSchema>;

/** The body of PATCH /api/groups/{id} (creator only; not shown): a new name. */
export const updateGroupSchema = z.object({ name: groupNameSchema });
export type UpdateGroup = z.output<typeof updateGroupSchema>;

/**
 * The body of POST /api/groups/{id}/members (creator only; not shown): users to invite (issue 14:
 * each gets an invitation to accept or decline; none becomes a member without consent).
 */
export const addGroupMembersSchema = z.object({
  userIds: z.array(coercedIdSchema).check(z.minLength(1), z.maxLength(GROUP_MEMBERS_MAX - 1)),
});
export type AddGroupMembers = z.output<typeof addGroupMembersSchema>;

/**
 * The params of DELETE /api/groups/{id}/members/{userId} (not shown): the creator removes anyone,
 * a member removes only themself (leaving).
 */
export const groupMemberParamsSchema = z.object({ id: coercedIdSchema, userId: coercedIdSchema });
export type GroupMemberParams = z.output<typeof groupMemberParamsSchema>;
