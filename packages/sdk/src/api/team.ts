import type { Transport } from '../client/types';
import type { OkResponse } from '../schemas/ok';
import type { CursorQueryInput } from '../schemas/page';
import type {
  CompanyInvite,
  CompanyUpdateInput,
  CreateInviteInput,
  InvitePreview,
  MemberRoleUpdate,
  MyCompany,
  RemoveMemberQueryInput,
  Team,
  TeamActivityPage,
  TeamMember,
} from '../schemas/team';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';

/**
 * The team of the active company (issue 16): members, roles, invites and the activity log; the
 * person's companies and the active one; invite links. Managing the team needs the owner or an
 * admin (else 403).
 */
export function teamApi(t: Transport) {
  const member = (userId: number) => `/api/team/members/${encodeURIComponent(userId)}`;
  return {
    /** GET /api/team: the active company, the caller's role, its members and pending invites. */
    get: (options?: CallOptions) => t.read<Team>('/api/team', { ...options }),
    /** PATCH /api/team: the company's name, website or logo (owner, admins). */
    updateCompany: (body: CompanyUpdateInput, options?: CallOptions) =>
      t.request<Team>('/api/team', { ...options, method: 'PATCH', body }),
    /** GET /api/team/activity: who created, edited and closed what, newest first, paged. */
    activity: (query?: CursorQueryInput, options?: CallOptions) =>
      t.read<TeamActivityPage>('/api/team/activity', { ...options, query: toQuery(query) }),
    /** POST /api/team/invites: emails a single-use link valid 7 days (owner, admins). */
    invite: (body: CreateInviteInput, options?: CallOptions) =>
      t.request<CompanyInvite>('/api/team/invites', { ...options, method: 'POST', body }),
    /** DELETE /api/team/invites/{id}: revokes a pending invite (owner, admins). */
    revokeInvite: (id: number, options?: CallOptions) =>
      t.request<OkResponse>(`/api/team/invites/${encodeURIComponent(id)}`, {
        ...options,
        method: 'DELETE',
      }),
    /** PATCH /api/team/members/{userId}: changes a member's role (owner, admins; not the owner's). */
    changeRole: (userId: number, body: MemberRoleUpdate, options?: CallOptions) =>
      t.request<TeamMember>(member(userId), { ...options, method: 'PATCH', body }),
    /**
     * DELETE /api/team/members/{userId}: removes a member (never the owner); with open bids or
     * company conversations, `takeoverUserId` names who takes them over (else a 400 on it).
     */
    removeMember: (userId: number, query?: RemoveMemberQueryInput, options?: CallOptions) =>
      t.request<OkResponse>(member(userId), {
        ...options,
        method: 'DELETE',
        query: toQuery(query),
      }),
    /** POST /api/team/owner: hands ownership to a member; the former owner becomes an admin. */
    transferOwnership: (userId: number, options?: CallOptions) =>
      t.request<Team>('/api/team/owner', { ...options, method: 'POST', body: { userId } }),
    /** GET /api/companies: every company the person belongs to, with their role and the active one. */
    companies: (options?: CallOptions) => t.read<MyCompany[]>('/api/companies', { ...options }),
    /** GET /api/companies/active: the company the person acts for now, with their role. */
    activeCompany: (options?: CallOptions) =>
      t.read<MyCompany>('/api/companies/active', { ...options }),
    /** PUT /api/companies/active: acts for another of the person's companies from now on. */
    switchCompany: (companyId: number, options?: CallOptions) =>
      t.request<MyCompany>('/api/companies/active', {
        ...options,
        method: 'PUT',
        body: { companyId },
      }),
    /** GET /api/invites/{token}: what an invite link offers (no sign-in needed). */
    previewInvite: (token: string, options?: CallOptions) =>
      t.read<InvitePreview>(`/api/invites/${encodeURIComponent(token)}`, { ...options }),
    /** POST /api/invites/{token}/accept: joins (signed in with the invited address); now active. */
    acceptInvite: (token: string, options?: CallOptions) =>
      t.request<MyCompany>(`/api/invites/${encodeURIComponent(token)}/accept`, {
        ...options,
        method: 'POST',
      }),
  };
}
export type TeamApi = ReturnType<typeof teamApi>;
