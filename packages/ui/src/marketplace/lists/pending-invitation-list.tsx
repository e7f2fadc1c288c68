import type { GroupInvitation } from '@hireloop/sdk';
import { useId, type ComponentProps } from 'react';
import { GROUP_INVITATION_LABELS } from '../../labels';
import { cn } from '../../lib/cn';
import { GeneratedAvatar } from '../../primitives/avatar';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';
import { formatDate } from './format-date';

export type PendingInvitationListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** A group's pending invitations, as its owner sees them. Renders nothing when there are none. */
  invitations: readonly GroupInvitation[];
  /** Called by an invitation's "Revoke"; without it the list is read only. */
  onRevoke?: (invitation: GroupInvitation) => void;
  /** The invitation being revoked: its button is disabled and shows a spinner. */
  revokingId?: number | null;
  /** The heading. @default 'Invited, not yet joined' */
  title?: string;
};

/**
 * The people a group's owner invited who have not answered yet (issue 14): each with when they
 * were invited and "Revoke". They are not members until they accept.
 */
export function PendingInvitationList({
  invitations,
  onRevoke,
  revokingId = null,
  title = GROUP_INVITATION_LABELS.pending,
  className,
  ...props
}: PendingInvitationListProps) {
  const headingId = useId();
  if (invitations.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="pending-invitation-list"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <h3 id={headingId} className="text-sm font-semibold">
        {title} <span className="text-muted-foreground">({invitations.length})</span>
      </h3>
      <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            data-slot="pending-invitation"
            className="flex items-center gap-3 p-2"
          >
            <GeneratedAvatar
              name={invitation.user.name}
              src={invitation.user.image}
              alt=""
              size="sm"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-medium">{invitation.user.name}</span>
              <span className="text-xs text-muted-foreground">
                {GROUP_INVITATION_LABELS.invitedOn(formatDate(invitation.createdAt))}
              </span>
            </span>
            {onRevoke ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={revokingId === invitation.id}
                aria-label={GROUP_INVITATION_LABELS.revokeLabel(invitation.user.name)}
                onClick={() => onRevoke(invitation)}
              >
                {revokingId === invitation.id ? <Spinner size="sm" aria-hidden="true" /> : null}
                {GROUP_INVITATION_LABELS.revoke}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
