import type { ReceivedGroupInvitation } from '@hireloop/sdk';
import { Check, X } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { GROUP_INVITATION_LABELS } from '../../labels';
import { cn } from '../../lib/cn';
import { GeneratedAvatar } from '../../primitives/avatar';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';
import { formatListStamp } from './format-date';

export type GroupInvitationListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The pending invitations, newest first. Renders nothing when there are none. */
  invitations: readonly ReceivedGroupInvitation[];
  /** Called by an invitation's "Accept". */
  onAccept: (invitation: ReceivedGroupInvitation) => void;
  /** Called by an invitation's "Decline". */
  onDecline: (invitation: ReceivedGroupInvitation) => void;
  /** The invitation being answered: its buttons are disabled, the one pressed shows a spinner. */
  answering?: { id: number; action: 'accept' | 'decline' } | null;
  /** An invitation to set apart (say, the one a notification linked to): `data-state="highlighted"`. */
  highlightedId?: number | null;
  /** The heading. @default 'Group invitations' */
  title?: string;
};

/**
 * The signed-in person's pending group invitations (issue 14: nobody joins a group without
 * consent): for each, who invited them to which group, its member count and when, with "Accept"
 * and "Decline". Nothing is rendered when there are none, so a page can always include it.
 */
export function GroupInvitationList({
  invitations,
  onAccept,
  onDecline,
  answering = null,
  highlightedId = null,
  title = GROUP_INVITATION_LABELS.received,
  className,
  ...props
}: GroupInvitationListProps) {
  const headingId = useId();
  if (invitations.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="group-invitation-list"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <h2 id={headingId} className="text-sm font-semibold">
        {title} <span className="text-muted-foreground">({invitations.length})</span>
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card text-card-foreground">
        {invitations.map((invitation) => {
          const busy = answering?.id === invitation.id;
          const inviter = invitation.invitedBy?.name ?? null;
          return (
            <li
              key={invitation.id}
              data-slot="group-invitation"
              data-state={invitation.id === highlightedId ? 'highlighted' : undefined}
              className="flex flex-col gap-3 p-3 data-[state=highlighted]:bg-accent sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <GeneratedAvatar
                  name={inviter ?? invitation.groupName}
                  src={invitation.invitedBy?.image}
                  alt=""
                  size="sm"
                  className="mt-0.5"
                />
                <div className="flex min-w-0 flex-col">
                  <p className="text-sm">
                    {GROUP_INVITATION_LABELS.invitedBy(inviter)}{' '}
                    <span className="text-muted-foreground">to</span>{' '}
                    <span className="font-medium break-words">{invitation.groupName}</span>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {GROUP_INVITATION_LABELS.members(invitation.memberCount)} ·{' '}
                    <time dateTime={invitation.createdAt}>
                      {formatListStamp(invitation.createdAt)}
                    </time>
                  </p>
                </div>
              </div>
              <div className="flex gap-2 self-end sm:self-center">
                <Button
                  type="button"
                  size="sm"
                  disabled={busy}
                  aria-label={GROUP_INVITATION_LABELS.acceptLabel(invitation.groupName)}
                  onClick={() => onAccept(invitation)}
                >
                  {busy && answering?.action === 'accept' ? (
                    <Spinner size="sm" aria-hidden="true" />
                  ) : (
                    <Check aria-hidden="true" />
                  )}
                  {GROUP_INVITATION_LABELS.accept}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={GROUP_INVITATION_LABELS.declineLabel(invitation.groupName)}
                  onClick={() => onDecline(invitation)}
                >
                  {busy && answering?.action === 'decline' ? (
                    <Spinner size="sm" aria-hidden="true" />
                  ) : (
                    <X aria-hidden="true" />
                  )}
                  {GROUP_INVITATION_LABELS.decline}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
