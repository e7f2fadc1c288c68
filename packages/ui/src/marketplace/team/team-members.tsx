import { canManageMember, companyRoleCan } from '@hireloop/sdk';
import {
  ASSIGNABLE_COMPANY_ROLES,
  type AssignableCompanyRole,
  type CompanyRole,
  type TeamMember,
} from '@hireloop/sdk/schemas';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';
import { ErrorState } from '../lists/error-state';
import { formatDate } from '../lists/format-date';
import { NativeSelect } from './native-select';
import { TEAM_TEXTS as TEXTS } from './texts';

export type TeamMembersProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The members, owner first (GET /api/team). */
  members: readonly TeamMember[];
  /** The signed-in person's id and role: what they may change. */
  currentUserId: number;
  currentRole: CompanyRole;
  loading?: boolean;
  /** The team failed to load: an ErrorState with this message (`true` for none). */
  error?: ReactNode;
  onRetry?: () => void;
  /** A manager picked another role for a member. */
  onChangeRole: (member: TeamMember, role: AssignableCompanyRole) => void;
  /** A manager asked to remove a member (the page confirms, with the takeover choice). */
  onRemove: (member: TeamMember) => void;
  /** The owner hands ownership to a member (shown to the owner only, when given). */
  onMakeOwner?: (member: TeamMember) => void;
  /** The member whose change is being saved: their controls wait. */
  busyUserId?: number | null;
};

/**
 * The company's members (issue 16), presentational: name and email, role (a select for those the
 * signed-in person may manage, per the sdk's `canManageMember`), joined date, and Remove. A table
 * on wide screens, stacked rows on phones. Names and emails are rendered as text.
 */
export function TeamMembers({
  members,
  currentUserId,
  currentRole,
  loading = false,
  error,
  onRetry,
  onChangeRole,
  onRemove,
  onMakeOwner,
  busyUserId = null,
  className,
  ...props
}: TeamMembersProps) {
  if (loading)
    return (
      <div
        data-slot="team-members"
        role="status"
        aria-busy="true"
        aria-label={TEXTS.loadingMembers}
        className="flex flex-col gap-2"
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  if (error)
    return (
      <ErrorState
        title={TEXTS.loadFailed}
        message={error === true ? undefined : error}
        onRetry={onRetry}
        titleAs="h3"
      />
    );
  const canTransfer = companyRoleCan(currentRole, 'transferOwnership');
  return (
    <div data-slot="team-members" className={cn('overflow-x-auto', className)} {...props}>
      <table role="table" className="w-full text-sm">
        <caption className="sr-only">{TEXTS.membersTitle}</caption>
        <thead className="hidden text-left text-muted-foreground sm:table-header-group">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {TEXTS.member}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {TEXTS.role}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {TEXTS.joined}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{TEXTS.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const self = member.userId === currentUserId;
            const manageable = canManageMember(currentRole, member.role, self);
            const busy = busyUserId === member.userId;
            return (
              <tr
                key={member.userId}
                // Explicit roles: the rows stack (display flex) on phones, and keep their semantics.
                role="row"
                data-slot="team-member"
                aria-label={member.name}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t py-3 sm:table-row"
              >
                <td role="cell" className="min-w-0 basis-full py-0 sm:basis-auto sm:py-3 sm:pr-3">
                  <div className="font-medium break-words">
                    {member.name}{' '}
                    {self ? <span className="text-muted-foreground">{TEXTS.you}</span> : null}
                  </div>
                  <div className="break-all text-muted-foreground">{member.email}</div>
                </td>
                <td role="cell" className="sm:py-3 sm:pr-3">
                  {manageable ? (
                    <NativeSelect
                      aria-label={TEXTS.roleOf(member.name)}
                      value={member.role}
                      disabled={busy}
                      onChange={(event) =>
                        onChangeRole(member, event.target.value as AssignableCompanyRole)
                      }
                      className="w-36"
                    >
                      {ASSIGNABLE_COMPANY_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {TEXTS.roles[role]}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
                      {TEXTS.roles[member.role]}
                    </Badge>
                  )}
                </td>
                <td role="cell" className="text-muted-foreground sm:py-3 sm:pr-3">
                  {formatDate(member.joinedAt)}
                </td>
                <td role="cell" className="ml-auto sm:py-3 sm:text-right">
                  <div className="flex justify-end gap-2">
                    {canTransfer && onMakeOwner && !self ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={TEXTS.makeOwnerOf(member.name)}
                        onClick={() => onMakeOwner(member)}
                      >
                        {TEXTS.makeOwner}
                      </Button>
                    ) : null}
                    {manageable ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={TEXTS.removeMember(member.name)}
                        onClick={() => onRemove(member)}
                      >
                        {TEXTS.remove}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
