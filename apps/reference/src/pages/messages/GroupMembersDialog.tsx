import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  fieldErrorsOf,
  serverMessage,
  useAddGroupMembers,
  useAuth,
  useGroup,
  useRemoveGroupMember,
  useRevokeGroupInvitation,
  useUpdateGroup,
} from '@hireloop/hooks';
import type { GroupDetails } from '@hireloop/sdk';
import { GROUP_NAME_MAX, updateGroupSchema, type UpdateGroup } from '@hireloop/sdk/schemas';
import {
  Badge,
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ErrorState,
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  GeneratedAvatar,
  Input,
  ListSkeleton,
  PendingInvitationList,
  Spinner,
  schemaResolver,
  setServerFieldErrors,
} from '@hireloop/ui';
import { PeopleSearch, type Person } from './PeopleSearch';
import { SelectedPeople } from './SelectedPeople';

const ROLE_WORDS = { employer: 'Employer', talent: 'Talent' } as const;

export interface GroupMembersDialogProps {
  groupId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the user has left the group. */
  onLeft: () => void;
}

/**
 * A group's members. Its owner renames it, invites people (they join when they accept, issue 14),
 * revokes pending invitations and removes members; any other member can leave (the server refuses
 * the owner's leaving while others remain, and says why).
 */
export function GroupMembersDialog({
  groupId,
  open,
  onOpenChange,
  onLeft,
}: GroupMembersDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Group members</DialogTitle>
          <DialogDescription>Who is in this group, and who manages it.</DialogDescription>
        </DialogHeader>
        {open ? <GroupMembers groupId={groupId} onLeft={onLeft} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function GroupMembers({ groupId, onLeft }: { groupId: number; onLeft: () => void }) {
  const { user } = useAuth();
  const group = useGroup(groupId);
  const remove = useRemoveGroupMember();

  if (group.isPending) return <ListSkeleton label="Loading members" rows={3} />;
  if (group.isError) {
    return (
      <ErrorState
        title="The members could not be loaded"
        message={serverMessage(group.error)}
        onRetry={() => void group.refetch()}
        titleAs="h3"
      />
    );
  }
  const details = group.data;
  if (!details) return null;
  const isOwner = user?.id === details.ownerId;
  const removing = remove.isPending ? remove.variables?.userId : undefined;

  return (
    <div className="flex flex-col gap-6">
      {isOwner ? <RenameGroup group={details} /> : null}

      <section aria-labelledby="group-members-heading" className="flex flex-col gap-2">
        <h3 id="group-members-heading" className="text-sm font-semibold">
          {details.members.length} {details.members.length === 1 ? 'member' : 'members'}
        </h3>
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {details.members.map((member) => {
            const self = member.id === user?.id;
            return (
              <li key={member.id} className="flex items-center gap-3 p-2">
                <GeneratedAvatar name={member.name} src={member.image} alt="" size="sm" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium">
                    {member.name}
                    {self ? ' (you)' : ''}
                  </span>
                  <span className="text-xs text-muted-foreground">{ROLE_WORDS[member.role]}</span>
                </span>
                {member.id === details.ownerId ? <Badge variant="secondary">Owner</Badge> : null}
                {isOwner && !self ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${member.name}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ id: groupId, userId: member.id })}
                  >
                    {removing === member.id ? <Spinner size="sm" aria-hidden="true" /> : null}
                    Remove
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      {isOwner ? <PendingInvitations group={details} /> : null}

      {isOwner ? <InvitePeople group={details} /> : null}

      {remove.error ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(remove.error) ?? 'That change could not be made.'}
        </p>
      ) : null}

      {user ? (
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <p className="text-sm text-muted-foreground">
            {isOwner
              ? 'As the owner you can leave once everyone else has left or been removed.'
              : 'Leaving removes the group from your messages.'}
          </p>
          <Button
            type="button"
            variant="destructive"
            className="self-start"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate({ id: groupId, userId: user.id }, { onSuccess: () => onLeft() })
            }
          >
            {removing === user.id ? <Spinner size="sm" aria-hidden="true" /> : null}
            Leave group
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const renameResolver = schemaResolver<UpdateGroup, UpdateGroup>(updateGroupSchema);

function RenameGroup({ group }: { group: GroupDetails }) {
  const update = useUpdateGroup();
  const form = useForm<UpdateGroup, unknown, UpdateGroup>({
    resolver: renameResolver,
    defaultValues: { name: group.name },
  });
  const submit = (values: UpdateGroup) =>
    update.mutate(
      { id: group.id, ...values },
      {
        onSuccess: (saved) => form.reset({ name: saved.name }),
        onError: (error) => setServerFieldErrors(form.setError, fieldErrorsOf(error), ['name']),
      },
    );
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-2" noValidate>
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Group name</FormLabel>
              <div className="flex gap-2">
                <FormControl>
                  <Input {...field} maxLength={GROUP_NAME_MAX} autoComplete="off" />
                </FormControl>
                <Button
                  type="submit"
                  variant="outline"
                  disabled={update.isPending || !form.formState.isDirty}
                >
                  {update.isPending ? <Spinner size="sm" aria-hidden="true" /> : null}
                  Rename
                </Button>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
        {update.error && !fieldErrorsOf(update.error).name ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(update.error) ?? 'The group could not be renamed.'}
          </p>
        ) : null}
      </form>
    </Form>
  );
}

function PendingInvitations({ group }: { group: GroupDetails }) {
  const revoke = useRevokeGroupInvitation();
  return (
    <div className="flex flex-col gap-2">
      <PendingInvitationList
        invitations={group.invitations}
        revokingId={revoke.isPending ? revoke.variables?.invitationId : null}
        onRevoke={(invitation) => revoke.mutate({ id: group.id, invitationId: invitation.id })}
      />
      {revoke.error ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(revoke.error) ?? 'The invitation could not be revoked.'}
        </p>
      ) : null}
    </div>
  );
}

function InvitePeople({ group }: { group: GroupDetails }) {
  const add = useAddGroupMembers();
  const [chosen, setChosen] = useState<Person[]>([]);
  const toggle = (person: Person, checked: boolean) =>
    setChosen((list) =>
      checked
        ? [...list.filter((item) => item.id !== person.id), person]
        : list.filter((item) => item.id !== person.id),
    );
  const submit = () =>
    add.mutate(
      { id: group.id, userIds: chosen.map((person) => person.id) },
      { onSuccess: () => setChosen([]) },
    );
  return (
    <section aria-labelledby="invite-people-heading" className="flex flex-col gap-3">
      <h3 id="invite-people-heading" className="text-sm font-semibold">
        Invite people
      </h3>
      <p className="text-sm text-muted-foreground">
        Each person gets an invitation and joins when they accept it.
      </p>
      <SelectedPeople people={chosen} onRemove={(person) => toggle(person, false)} />
      <PeopleSearch
        label="Find people to invite"
        excludeIds={[
          ...group.members.map((member) => member.id),
          ...group.invitations.map((invitation) => invitation.user.id),
        ]}
        renderAction={(person) => (
          <Checkbox
            aria-label={person.name}
            checked={chosen.some((item) => item.id === person.id)}
            onCheckedChange={(checked) => toggle(person, checked === true)}
          />
        )}
      />
      {add.error ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(add.error) ?? 'The invitations could not be sent.'}
        </p>
      ) : null}
      <Button
        type="button"
        className="self-start"
        disabled={chosen.length === 0 || add.isPending}
        onClick={submit}
      >
        {add.isPending ? <Spinner size="sm" aria-hidden="true" /> : null}
        {chosen.length > 1 ? `Invite ${chosen.length} people` : 'Send invitation'}
      </Button>
    </section>
  );
}
