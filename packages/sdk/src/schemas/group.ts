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

/** A group with its members, GET /api/groups/{id} (not shown). */
export const groupDetailsSchema = z.extend(groupSchema, { members: z.array(userSummarySchema) });
export type GroupDetails = z.output<typeof groupDetailsSchema>;

const groupNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(GROUP_NAME_MAX),
    storableText('Name contains an invalid character'),
  );

/** The body of POST /api/groups (not shown): a name and the other members; the creator joins. */
export const createGroupSchema = z.object({
  name: groupNameSchema,
  memberIds: z._default(z.array(coercedIdSchema).check(z.maxLength(GROUP_MEMBERS_MAX - 1)), []),
});
export type CreateGroupInput = z.input<typeof createGroupSchema>;
export type CreateGroup = z.output<typeof createGroupSchema>;

/** The body of PATCH /api/groups/{id} (creator only; not shown): a new name. */
export const updateGroupSchema = z.object({ name: groupNameSchema });
export type UpdateGroup = z.output<typeof updateGroupSchema>;

/** The body of POST /api/groups/{id}/members (creator only; not shown): users to add. */
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
