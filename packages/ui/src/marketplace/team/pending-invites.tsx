import type { CompanyInvite } from '@hireloop/sdk/schemas';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { formatDate } from '../lists/format-date';
import { TEAM_TEXTS as TEXTS } from './texts';

export type PendingInvitesProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The pending invites, newest first. */
  invites: readonly CompanyInvite[];
  /** Revokes an invite (its link stops working). */
  onRevoke: (invite: CompanyInvite) => void;
  /** The invite being revoked: its button waits. */
  revokingId?: number | null;
};

/** The team's pending invites (issue 16): address, role, expiry and Revoke; or "No pending invites". */
export function PendingInvites({
  invites,
  onRevoke,
  revokingId = null,
  className,
  ...props
}: PendingInvitesProps) {
  return (
    <div data-slot="pending-invites" className={cn('flex flex-col gap-2', className)} {...props}>
      {invites.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEXTS.noInvites}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border">
          {invites.map((invite) => (
            <li
              key={invite.id}
              aria-label={invite.email}
              className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
            >
              <div className="min-w-0">
                <div className="font-medium break-all">{invite.email}</div>
                <div className="text-muted-foreground">
                  {TEXTS.invitedAs(TEXTS.roles[invite.role], formatDate(invite.expiresAt))}
                </div>
              </div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={revokingId === invite.id}
                aria-label={TEXTS.revokeInvite(invite.email)}
                onClick={() => onRevoke(invite)}
              >
                {TEXTS.revoke}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
