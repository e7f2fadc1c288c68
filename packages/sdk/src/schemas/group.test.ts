import { describe, expect, it } from 'vitest';
import { GROUP_MEMBERS_MAX } from '../vocabulary';
import {
  addGroupMembersSchema,
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
    expect(groupDetailsSchema.parse({ ...group, members: [bo] }).members).toEqual([bo]);
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
});
