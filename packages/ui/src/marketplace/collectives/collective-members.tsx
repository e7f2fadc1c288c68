import { canManageCollectiveMember, isCollectiveManager } from '@hireloop/sdk';
import {
  ASSIGNABLE_COLLECTIVE_ROLES,
  type AssignableCollectiveRole,
  type CollectiveMember,
  type CollectiveRole,
} from '@hireloop/sdk/schemas';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { GeneratedAvatar } from '../../primitives/avatar';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { NativeSelect } from '../team/native-select';
import { COLLECTIVE_TEXTS as TEXTS } from './texts';
import { VerifiedBadge } from '../verification/verified-badge';

/** A manager's action on one member, as the page hands it to the hooks. */
export type CollectiveMemberCommand =
  | { kind: 'role'; role: AssignableCollectiveRole }
  | { kind: 'remove' }
  | { kind: 'approve' }
  | { kind: 'deny' }
  | { kind: 'owner' };

export type CollectiveMembersProps = Omit<ComponentProps<'div'>, 'children'> & {
  members: readonly CollectiveMember[];
  /** The signed-in person's id and active role (null: not an active member). */
  currentUserId: number | null;
  currentRole: CollectiveRole | null;
  /** Called with a manager's action; the buttons show only by the sdk's rules. */
  onCommand?: (member: CollectiveMember, command: CollectiveMemberCommand) => void;
  /** The member whose change is under way: their controls wait. */
  busyUserId?: number | null;
};

/**
 * A collective's members (issue 17), presentational: active members (owner, admins, members) with
 * their role, and for managers the invitations and requests below. Managers change roles and
 * remove as the sdk's `canManageCollectiveMember` allows; the owner hands ownership over; requests
 * are approved or denied, invitations revoked.
 */
export function CollectiveMembers({
  members,
  currentUserId,
  currentRole,
  onCommand,
  busyUserId = null,
  className,
  ...props
}: CollectiveMembersProps) {
  const active = members.filter((m) => m.state === 'active');
  const pending = members.filter((m) => m.state === 'invited' || m.state === 'requested');
  const manages = isCollectiveManager(currentRole);

  const row = (member: CollectiveMember) => {
    const self = member.userId === currentUserId;
    const busy = busyUserId === member.userId;
    const canManage =
      onCommand !== undefined &&
      currentRole !== null &&
      member.state === 'active' &&
      canManageCollectiveMember(currentRole, member.role, self);
    return (
      <li
        key={member.userId}
        aria-label={member.name}
        className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-center"
      >
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <GeneratedAvatar name={member.name} src={member.profileImage} alt="" />
          <div className="min-w-0">
            <p className="truncate font-medium">
              {member.name}{' '}
              {self ? <span className="text-muted-foreground">{TEXTS.you}</span> : null}
              {/* Issue 18: the member's verification badge. */}
              {member.verified ? (
                <VerifiedBadge
                  badge={{ verified: true, kinds: ['identity'], companyDomain: null }}
                  className="ml-1 align-middle"
                />
              ) : null}
            </p>
            {member.title ? (
              <p className="truncate text-sm text-muted-foreground">{member.title}</p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {member.state !== 'active' ? (
            <Badge variant="outline">{TEXTS.states[member.state]}</Badge>
          ) : canManage && member.role !== 'owner' ? (
            <NativeSelect
              aria-label={TEXTS.roleOf(member.name)}
              className="w-32"
              value={member.role}
              disabled={busy}
              onChange={(e) =>
                onCommand!(member, {
                  kind: 'role',
                  role: e.target.value as AssignableCollectiveRole,
                })
              }
            >
              {ASSIGNABLE_COLLECTIVE_ROLES.filter(
                (r) => currentRole === 'owner' || r === 'member',
              ).map((role) => (
                <option key={role} value={role}>
                  {TEXTS.roles[role]}
                </option>
              ))}
            </NativeSelect>
          ) : (
            <Badge variant={member.role === 'member' ? 'secondary' : 'default'}>
              {TEXTS.roles[member.role]}
            </Badge>
          )}
          {onCommand && manages && member.state === 'requested' ? (
            <>
              <Button
                size="sm"
                disabled={busy}
                aria-label={TEXTS.approveRequest(member.name)}
                onClick={() => onCommand(member, { kind: 'approve' })}
              >
                {TEXTS.approve}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={TEXTS.denyRequest(member.name)}
                onClick={() => onCommand(member, { kind: 'deny' })}
              >
                {TEXTS.deny}
              </Button>
            </>
          ) : null}
          {onCommand && manages && member.state === 'invited' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={TEXTS.revokeInvite(member.name)}
              onClick={() => onCommand(member, { kind: 'remove' })}
            >
              {TEXTS.revoke}
            </Button>
          ) : null}
          {onCommand && currentRole === 'owner' && member.state === 'active' && !self ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={TEXTS.makeOwnerOf(member.name)}
              onClick={() => onCommand(member, { kind: 'owner' })}
            >
              {TEXTS.makeOwner}
            </Button>
          ) : null}
          {canManage ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              aria-label={TEXTS.removeMember(member.name)}
              onClick={() => onCommand!(member, { kind: 'remove' })}
            >
              {TEXTS.remove}
            </Button>
          ) : null}
        </div>
      </li>
    );
  };

  return (
    <div data-slot="collective-members" className={cn('flex flex-col gap-4', className)} {...props}>
      <ul aria-label={TEXTS.membersTitle}>{active.map(row)}</ul>
      {manages && pending.length > 0 ? (
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-muted-foreground">{TEXTS.pendingTitle}</h3>
          <ul aria-label={TEXTS.pendingTitle}>{pending.map(row)}</ul>
        </section>
      ) : null}
    </div>
  );
}
