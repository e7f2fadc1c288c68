import { useMutation } from '@tanstack/react-query';
import type {
  AssignableCompanyRole,
  CompanyUpdateInput,
  CreateInviteInput,
} from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { invalidateCompanyScope, invalidateTeam } from './invalidateTeam';

/** Invites someone by email (owner, admins): `mutate({ email, role })`; the team refreshes. */
export function useInviteMember() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (input: CreateInviteInput) => client.team.invite(input),
    onSuccess: () => invalidateTeam(queryClient),
  });
}

/** Revokes a pending invite (owner, admins): `mutate(inviteId)`. */
export function useRevokeInvite() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (id: number) => client.team.revokeInvite(id),
    onSuccess: () => invalidateTeam(queryClient),
  });
}

export interface ChangeRoleInput {
  userId: number;
  role: AssignableCompanyRole;
}

/** Changes a member's role (owner, admins; never the owner's): `mutate({ userId, role })`. */
export function useChangeMemberRole() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ userId, role }: ChangeRoleInput) => client.team.changeRole(userId, { role }),
    onSuccess: () => invalidateTeam(queryClient),
  });
}

export interface RemoveMemberInput {
  userId: number;
  /** Who takes over the member's open bids and conversations; required when they have any. */
  takeoverUserId?: number;
}

/**
 * Removes a member (owner, admins; never the owner): `mutate({ userId, takeoverUserId? })`. A
 * member with open work needs `takeoverUserId`: without it the error holds a field error on it.
 */
export function useRemoveMember() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ userId, takeoverUserId }: RemoveMemberInput) =>
      client.team.removeMember(userId, takeoverUserId === undefined ? {} : { takeoverUserId }),
    onSuccess: () => invalidateTeam(queryClient),
  });
}

/** Hands ownership to a member (the owner, who becomes an admin): `mutate(userId)`. */
export function useTransferOwnership() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (userId: number) => client.team.transferOwnership(userId),
    onSuccess: () => invalidateTeam(queryClient),
  });
}

/** Changes the company's name, website or logo (owner, admins). */
export function useUpdateCompany() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (input: CompanyUpdateInput) => client.team.updateCompany(input),
    onSuccess: () => invalidateTeam(queryClient),
  });
}

/** Acts for another of the person's companies: `mutate(companyId)`; every read refreshes. */
export function useSwitchCompany() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (companyId: number) => client.team.switchCompany(companyId),
    onSuccess: () => invalidateCompanyScope(queryClient),
  });
}

/**
 * Accepts an invite link (signed in with the invited address): `mutate(token)`. The company
 * becomes the active one, so every read refreshes.
 */
export function useAcceptInvite() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (token: string) => client.team.acceptInvite(token),
    onSuccess: () => invalidateCompanyScope(queryClient),
  });
}
