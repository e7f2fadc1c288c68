import { describe, expect, it } from 'vitest';
import { GROUP_MEMBERS_MAX } from '../vocabulary';
import {
  addGroupMembersSchema,
  groupInvitationParamsSchema,
  receivedGroupInvitationSchema,
  createGroupSchema,
  groupDetailsSchema,
  groupMemberParamsSchema,
  groupSchema,
  updateGroupSchema,
} from './group';

const bo = { id: 4, name: 'Bo', role: 'talent', image: null };
const group = {
  id: 6,
  kind: 'group',
  name: 'Design crew',
  ownerId: 3,
  memberCount: 3,
  lastMessage: null,
  unreadCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('groups', () => {
  it('parses a group and a group with members', () => {
    expect(groupSchema.parse(group)).toEqual(group);
    const invitation = { id: 9, user: bo, createdAt: '2025-01-02T00:00:00.000Z' };
    const details = groupDetailsSchema.parse({
      ...group,
      members: [bo],
      invitations: [invitation],
    });
    expect(details.members).toEqual([bo]);
    expect(details.invitations).toEqual([invitation]);
    expect(groupDetailsSchema.safeParse({ ...group, members: [bo] }).success).toBe(false);
  });

  it('creates a group with a trimmed name and members defaulting to none', () => {
    expect(createGroupSchema.parse({ name: ' Crew ' })).toEqual({ name: 'Crew', memberIds: [] });
    expect(createGroupSchema.parse({ name: 'Crew', memberIds: ['4', 5] }).memberIds).toEqual([
      4, 5,
    ]);
  });

  it('refuses a blank name and more members than the limit', () => {
    expect(GROUP_MEMBERS_MAX).toBe(100);
    expect(createGroupSchema.safeParse({ name: ' ' }).success).toBe(false);
    const tooMany = Array.from({ length: GROUP_MEMBERS_MAX }, (_, i) => i + 1);
    expect(createGroupSchema.safeParse({ name: 'Crew', memberIds: tooMany }).success).toBe(false);
  });

  it('renames, adds members and names a member to remove', () => {
    expect(updateGroupSchema.parse({ name: 'New' })).toEqual({ name: 'New' });
    expect(addGroupMembersSchema.safeParse({ userIds: [] }).success).toBe(false);
    expect(addGroupMembersSchema.parse({ userIds: [7] })).toEqual({ userIds: [7] });
    expect(groupMemberParamsSchema.parse({ id: '6', userId: '4' })).toEqual({ id: 6, userId: 4 });
  });

  it('parses an invitation as the invitee sees it, and the params of a revoke (issue 14)', () => {
    const received = {
      id: 9,
      groupId: 6,
      groupName: 'Design crew',
      memberCount: 3,
      invitedBy: bo,
      createdAt: '2025-01-02T00:00:00.000Z',
    };
    expect(receivedGroupInvitationSchema.parse(received)).toEqual(received);
    expect(receivedGroupInvitationSchema.parse({ ...received, invitedBy: null }).invitedBy).toBe(
      null,
    );
    expect(groupInvitationParamsSchema.parse({ id: '6', invitationId: '9' })).toEqual({
      id: 6,
      invitationId: 9,
    });
    expect(groupInvitationParamsSchema.safeParse({ id: '6', invitationId: 'x' }).success).toBe(
      false,
    );
  });
});
