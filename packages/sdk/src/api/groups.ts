import type { Transport } from '../client/types';
import type {
  AddGroupMembers,
  CreateGroupInput,
  Group,
  GroupDetails,
  ReceivedGroupInvitation,
  UpdateGroup,
} from '../schemas/group';
import type { OkResponse } from '../schemas/ok';
import type { CallOptions } from './callOptions';

/** Groups (SPEC §7 GET /api/groups; the rest designed with issue 4). Messages go through `messages`. */
export function groupsApi(t: Transport) {
  return {
    /** GET /api/groups: the user's groups with last message and unread count. */
    list: (options?: CallOptions) => t.read<Group[]>('/api/groups', { ...options }),
    /** GET /api/groups/{id}: one group with its members (members only; others 404). */
    get: (id: number, options?: CallOptions) =>
      t.read<GroupDetails>(`/api/groups/${encodeURIComponent(id)}`, { ...options }),
    /** POST /api/groups: creates a group; the creator joins and manages it, `memberIds` are invited. */
    create: (body: CreateGroupInput, options?: CallOptions) =>
      t.request<GroupDetails>('/api/groups', { ...options, method: 'POST', body }),
    /** PATCH /api/groups/{id}: renames it (creator only). */
    update: (id: number, body: UpdateGroup, options?: CallOptions) =>
      t.request<GroupDetails>(`/api/groups/${encodeURIComponent(id)}`, {
        ...options,
        method: 'PATCH',
        body,
      }),
    /**
     * POST /api/groups/{id}/members: invites people (creator only). Since issue 14 nobody becomes
     * a member without consent: each gets an invitation (listed in the answer's `invitations`).
     */
    addMembers: (id: number, body: AddGroupMembers, options?: CallOptions) =>
      t.request<GroupDetails>(`/api/groups/${encodeURIComponent(id)}/members`, {
        ...options,
        method: 'POST',
        body,
      }),
    /** DELETE /api/groups/{id}/invitations/{invitationId}: the owner revokes a pending invitation. */
    revokeInvitation: (id: number, invitationId: number, options?: CallOptions) =>
      t.request<GroupDetails>(
        `/api/groups/${encodeURIComponent(id)}/invitations/${encodeURIComponent(invitationId)}`,
        { ...options, method: 'DELETE' },
      ),
    /** GET /api/groups/invitations: the caller's pending invitations, newest first. */
    invitations: (options?: CallOptions) =>
      t.read<ReceivedGroupInvitation[]>('/api/groups/invitations', { ...options }),
    /** POST /api/groups/invitations/{invitationId}/accept: joins the group; answers it. */
    acceptInvitation: (invitationId: number, options?: CallOptions) =>
      t.request<GroupDetails>(
        `/api/groups/invitations/${encodeURIComponent(invitationId)}/accept`,
        { ...options, method: 'POST' },
      ),
    /** POST /api/groups/invitations/{invitationId}/decline: turns it down (the owner may invite again). */
    declineInvitation: (invitationId: number, options?: CallOptions) =>
      t.request<OkResponse>(`/api/groups/invitations/${encodeURIComponent(invitationId)}/decline`, {
        ...options,
        method: 'POST',
      }),
    /** DELETE /api/groups/{id}/members/{userId}: removes a member (creator), or leaves (self). */
    removeMember: (id: number, userId: number, options?: CallOptions) =>
      t.request<OkResponse>(
        `/api/groups/${encodeURIComponent(id)}/members/${encodeURIComponent(userId)}`,
        { ...options, method: 'DELETE' },
      ),
  };
}
export type GroupsApi = ReturnType<typeof groupsApi>;
