import { useMutation } from '@tanstack/react-query';
import { collectivesClient } from './collectivesClient';
import type {
  AssignableCollectiveRole,
  CollectiveCreateInput,
  CollectiveUpdateInput,
} from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { invalidateCollectives } from './invalidateCollectives';

/** Each write answers the collective's page; the collectives reads refresh after it. */
function useCollectiveWrite<V, R>(
  call: (client: ReturnType<typeof useHireloop>['client'], v: V) => Promise<R>,
) {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (variables: V) => call(client, variables),
    onSuccess: () => invalidateCollectives(queryClient),
  });
}

/** Creates a collective (talent; they own it): `mutateAsync(input)` answers its page. */
export const useCreateCollective = () =>
  useCollectiveWrite((client, input: CollectiveCreateInput) =>
    collectivesClient(client).create(input),
  );

export interface UpdateCollectiveInput {
  id: number;
  update: CollectiveUpdateInput;
}
/** Edits a collective (owner, admins): `mutate({ id, update })`; field errors on failure. */
export const useUpdateCollective = () =>
  useCollectiveWrite((client, { id, update }: UpdateCollectiveInput) =>
    collectivesClient(client).update(id, update),
  );

export interface CollectiveLogoInput {
  id: number;
  /** The image; `null` removes the logo. */
  file: Blob | null;
}
/** Uploads (a JPEG, PNG or WebP up to 2 MB) or removes the logo: `mutate({ id, file })`. */
export const useCollectiveLogo = () =>
  useCollectiveWrite((client, { id, file }: CollectiveLogoInput) =>
    file
      ? collectivesClient(client).uploadLogo(id, file)
      : collectivesClient(client).removeLogo(id),
  );

/** The caller's own membership actions: join (or ask), leave (or withdraw), accept, decline. */
export type OwnMembershipAction = 'join' | 'leave' | 'accept' | 'decline';
export interface OwnMembershipInput {
  id: number;
  action: OwnMembershipAction;
}
/** `mutate({ id, action })`: one hook for the four actions a person takes on themself. */
export const useCollectiveMembership = () =>
  useCollectiveWrite((client, { id, action }: OwnMembershipInput) =>
    collectivesClient(client)[action](id),
  );

/** The managers' actions on one person (owner, admins). */
export type MemberAction =
  | { kind: 'invite' }
  | { kind: 'approve' }
  | { kind: 'deny' }
  | { kind: 'role'; role: AssignableCollectiveRole }
  | { kind: 'remove' }
  | { kind: 'owner' };
export interface MemberActionInput {
  id: number;
  userId: number;
  action: MemberAction;
}
/**
 * `mutate({ id, userId, action })`: invite, approve or deny a request, change a role, remove
 * (or revoke an invitation), hand ownership over.
 */
export const useCollectiveMemberAction = () =>
  useCollectiveWrite((client, { id, userId, action }: MemberActionInput) => {
    const api = collectivesClient(client);
    switch (action.kind) {
      case 'invite':
        return api.invite(id, userId);
      case 'approve':
        return api.approve(id, userId);
      case 'deny':
        return api.deny(id, userId);
      case 'role':
        return api.changeRole(id, userId, action.role);
      case 'remove':
        return api.removeMember(id, userId);
      case 'owner':
        return api.transferOwnership(id, userId);
    }
  });

/** "Contact" (employers): `mutateAsync(collectiveId)` answers `{ conversationId }` to open. */
export function useContactCollective() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (id: number) => collectivesClient(client).contact(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groups() }),
  });
}
