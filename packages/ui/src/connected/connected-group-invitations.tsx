import {
  serverMessage,
  useAcceptGroupInvitation,
  useDeclineGroupInvitation,
  useGroupInvitations,
} from '@hireloop/hooks';
import type { GroupDetails } from '@hireloop/sdk';
import {
  GroupInvitationList,
  type GroupInvitationListProps,
} from '../marketplace/lists/group-invitation-list';

export type ConnectedGroupInvitationsProps = Omit<
  GroupInvitationListProps,
  'invitations' | 'onAccept' | 'onDecline' | 'answering'
> & {
  /** Called with the group once an invitation is accepted (say, to open it). */
  onAccepted?: (group: GroupDetails) => void;
};

/**
 * The signed-in person's pending group invitations, fed from the hooks (kept current by the live
 * stream): "Accept" joins the group, "Decline" turns it down. A refused answer (the invitation was
 * revoked meanwhile) is said below the list. Nothing shows while there are none.
 */
export function ConnectedGroupInvitations({
  onAccepted,
  ...props
}: ConnectedGroupInvitationsProps) {
  const invitations = useGroupInvitations();
  const accept = useAcceptGroupInvitation();
  const decline = useDeclineGroupInvitation();
  const answering =
    accept.isPending && accept.variables !== undefined
      ? { id: accept.variables, action: 'accept' as const }
      : decline.isPending && decline.variables !== undefined
        ? { id: decline.variables, action: 'decline' as const }
        : null;
  const failed = accept.error ?? decline.error;
  return (
    <>
      <GroupInvitationList
        {...props}
        invitations={invitations.data ?? []}
        answering={answering}
        onAccept={(invitation) => {
          decline.reset();
          accept.mutate(invitation.id, { onSuccess: (group) => onAccepted?.(group) });
        }}
        onDecline={(invitation) => {
          accept.reset();
          decline.mutate(invitation.id);
        }}
      />
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(failed) ?? 'That invitation could not be answered.'}
        </p>
      ) : null}
    </>
  );
}
