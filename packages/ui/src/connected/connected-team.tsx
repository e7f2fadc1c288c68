import {
  fieldErrorsOf,
  serverMessage,
  toast,
  useAuth,
  useChangeMemberRole,
  useInviteMember,
  useRemoveMember,
  useRevokeInvite,
  useTeam,
  useTeamActivity,
  useTransferOwnership,
  useUpdateCompany,
} from '@hireloop/hooks';
import { companyRoleCan } from '@hireloop/sdk';
import type { TeamMember } from '@hireloop/sdk/schemas';
import { useState, type ComponentProps } from 'react';
import { CompanyDetailsForm } from '../marketplace/team/company-details-form';
import { InviteMemberForm } from '../marketplace/team/invite-member-form';
import { PendingInvites } from '../marketplace/team/pending-invites';
import { RemoveMemberDialog } from '../marketplace/team/remove-member-dialog';
import { TeamActivityList } from '../marketplace/team/team-activity-list';
import { TeamMembers } from '../marketplace/team/team-members';
import { TEAM_TEXTS as TEXTS } from '../marketplace/team/texts';

const failed = (error: unknown) =>
  toast({ title: TEXTS.failed, description: serverMessage(error), variant: 'destructive' });

export type ConnectedTeamManagerProps = Omit<ComponentProps<'div'>, 'children'>;

/**
 * The team of the active company (issue 16), fed from the hooks: members with their roles
 * (changeable by the owner and admins), Remove with the takeover choice, Make owner (the owner),
 * and for managers the company's details form (others see them read-only), the invite form and the
 * pending invites. Each change toasts.
 */
export function ConnectedTeamManager(props: ConnectedTeamManagerProps) {
  const { user } = useAuth();
  const team = useTeam();
  const invite = useInviteMember();
  const revoke = useRevokeInvite();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const updateCompany = useUpdateCompany();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const role = team.data?.role ?? 'viewer';
  const manages = companyRoleCan(role, 'manageTeam');
  const removeErrors = fieldErrorsOf(remove.error);
  const busyUserId = changeRole.isPending
    ? changeRole.variables.userId
    : transfer.isPending
      ? (transfer.variables ?? null)
      : null;

  return (
    <div data-slot="team-manager" className="flex flex-col gap-8" {...props}>
      {team.data ? (
        <section aria-labelledby="team-company-title" className="flex flex-col gap-3">
          <div>
            <h2 id="team-company-title" className="text-lg font-semibold">
              {TEXTS.companyTitle}
            </h2>
            {manages ? (
              <p className="text-sm text-muted-foreground">{TEXTS.companyDescription}</p>
            ) : null}
          </div>
          <CompanyDetailsForm
            company={team.data.company}
            currentRole={role}
            saving={updateCompany.isPending}
            serverErrors={updateCompany.isError ? fieldErrorsOf(updateCompany.error) : undefined}
            onSave={(update) =>
              updateCompany.mutateAsync(update).then(
                (saved) =>
                  toast({ title: TEXTS.companySavedToast, description: saved.company.name }),
                (error: unknown) => {
                  if (Object.keys(fieldErrorsOf(error)).length === 0) failed(error);
                  throw error;
                },
              )
            }
          />
        </section>
      ) : null}
      <section aria-labelledby="team-members-title" className="flex flex-col gap-3">
        <h2 id="team-members-title" className="text-lg font-semibold">
          {TEXTS.membersTitle}
        </h2>
        <TeamMembers
          members={team.data?.members ?? []}
          currentUserId={user?.id ?? 0}
          currentRole={role}
          loading={team.isPending}
          error={team.isError ? (serverMessage(team.error) ?? true) : undefined}
          onRetry={() => void team.refetch()}
          busyUserId={busyUserId}
          onChangeRole={(member, next) =>
            changeRole.mutate(
              { userId: member.userId, role: next },
              {
                onSuccess: () => toast({ title: TEXTS.roleChangedToast, description: member.name }),
                onError: failed,
              },
            )
          }
          onRemove={(member) => {
            remove.reset();
            setRemoving(member);
          }}
          onMakeOwner={(member) =>
            transfer.mutate(member.userId, {
              onSuccess: () => toast({ title: TEXTS.ownerToast, description: member.name }),
              onError: failed,
            })
          }
        />
      </section>
      {manages ? (
        <>
          <section aria-labelledby="team-invite-title" className="flex flex-col gap-3">
            <div>
              <h2 id="team-invite-title" className="text-lg font-semibold">
                {TEXTS.inviteTitle}
              </h2>
              <p className="text-sm text-muted-foreground">{TEXTS.inviteDescription}</p>
            </div>
            <InviteMemberForm
              submitting={invite.isPending}
              serverErrors={invite.isError ? fieldErrorsOf(invite.error) : undefined}
              onInvite={(values) =>
                invite.mutateAsync(values).then(
                  (sent) => toast({ title: TEXTS.invitedToast, description: sent.email }),
                  (error: unknown) => {
                    if (Object.keys(fieldErrorsOf(error)).length === 0) failed(error);
                    throw error;
                  },
                )
              }
            />
          </section>
          <section aria-labelledby="team-invites-title" className="flex flex-col gap-3">
            <h2 id="team-invites-title" className="text-lg font-semibold">
              {TEXTS.invitesTitle}
            </h2>
            <PendingInvites
              invites={team.data?.invites ?? []}
              revokingId={revoke.isPending ? revoke.variables : null}
              onRevoke={(sent) =>
                revoke.mutate(sent.id, {
                  onSuccess: () => toast({ title: TEXTS.revokedToast, description: sent.email }),
                  onError: failed,
                })
              }
            />
          </section>
        </>
      ) : null}
      <RemoveMemberDialog
        member={removing}
        members={team.data?.members ?? []}
        submitting={remove.isPending}
        error={
          remove.isError
            ? (removeErrors.takeoverUserId?.[0] ?? serverMessage(remove.error) ?? TEXTS.failed)
            : undefined
        }
        onCancel={() => setRemoving(null)}
        onConfirm={(member, takeoverUserId) =>
          remove.mutate(
            { userId: member.userId, ...(takeoverUserId === undefined ? {} : { takeoverUserId }) },
            {
              onSuccess: () => {
                setRemoving(null);
                toast({ title: TEXTS.removedToast, description: member.name });
              },
            },
          )
        }
      />
    </div>
  );
}

export type ConnectedTeamActivityProps = Omit<ComponentProps<'div'>, 'children'>;

/** The team's activity log (issue 16), fed from `useTeamActivity`, with "Load more". */
export function ConnectedTeamActivity(props: ConnectedTeamActivityProps) {
  const activity = useTeamActivity();
  return (
    <TeamActivityList
      items={activity.data?.pages.flatMap((page) => page?.items ?? []) ?? []}
      loading={activity.isPending}
      error={activity.isError ? (serverMessage(activity.error) ?? true) : undefined}
      onRetry={() => void activity.refetch()}
      hasMore={activity.hasNextPage}
      loadingMore={activity.isFetchingNextPage}
      onLoadMore={() => void activity.fetchNextPage()}
      {...props}
    />
  );
}
