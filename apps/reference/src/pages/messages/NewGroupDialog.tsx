import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorsOf, serverMessage, useCreateGroup } from '@hireloop/hooks';
import { createGroupSchema, GROUP_NAME_MAX, type CreateGroup } from '@hireloop/sdk/schemas';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  Input,
  Spinner,
  schemaResolver,
  setServerFieldErrors,
} from '@hireloop/ui';
import { PeopleSearch, type Person } from './PeopleSearch';
import { SelectedPeople } from './SelectedPeople';

interface GroupFormValues {
  name: string;
  memberIds: number[];
}

const resolver = schemaResolver<GroupFormValues, CreateGroup>(createGroupSchema);

export interface NewGroupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the new group's id (its conversation id) once it exists. */
  onCreated: (groupId: number) => void;
}

/**
 * "New group": a name and the people to invite (identified by user id; the creator joins and owns
 * it; the others join when they accept, issue 14).
 */
export function NewGroupDialog({ open, onOpenChange, onCreated }: NewGroupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New group</DialogTitle>
          <DialogDescription>
            Name the group and choose whom to invite: each joins when they accept. You own it: you
            can rename it, invite more people and remove members later.
          </DialogDescription>
        </DialogHeader>
        {open ? <NewGroupForm onCancel={() => onOpenChange(false)} onCreated={onCreated} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function NewGroupForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (id: number) => void;
}) {
  const create = useCreateGroup();
  const [members, setMembers] = useState<Person[]>([]);
  const form = useForm<GroupFormValues, unknown, CreateGroup>({
    resolver,
    defaultValues: { name: '', memberIds: [] },
  });

  const setChosen = (next: Person[]) => {
    setMembers(next);
    form.setValue(
      'memberIds',
      next.map((person) => person.id),
      { shouldValidate: form.formState.isSubmitted },
    );
  };
  const toggle = (person: Person, checked: boolean) =>
    setChosen(
      checked
        ? [...members.filter((member) => member.id !== person.id), person]
        : members.filter((member) => member.id !== person.id),
    );

  const submit = (values: CreateGroup) =>
    create.mutate(values, {
      onSuccess: (group) => onCreated(group.id),
      onError: (error) =>
        setServerFieldErrors(form.setError, fieldErrorsOf(error), ['name', 'memberIds']),
    });

  const fieldErrors = fieldErrorsOf(create.error);
  // Field errors show under their fields; anything else (e.g. a 404 member) shows here.
  const failure =
    create.error && !fieldErrors.name && !fieldErrors.memberIds
      ? (serverMessage(create.error) ?? 'The group could not be created.')
      : null;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" noValidate>
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Group name</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  maxLength={GROUP_NAME_MAX}
                  placeholder="Hiring team"
                  autoComplete="off"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">Invite</legend>
          <SelectedPeople people={members} onRemove={(person) => toggle(person, false)} />
          <PeopleSearch
            label="Find people to invite"
            renderAction={(person) => (
              <Checkbox
                aria-label={person.name}
                checked={members.some((member) => member.id === person.id)}
                onCheckedChange={(checked) => toggle(person, checked === true)}
              />
            )}
          />
          {form.formState.errors.memberIds?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {form.formState.errors.memberIds.message}
            </p>
          ) : null}
        </fieldset>
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner size="sm" aria-hidden="true" /> : null}
            Create group
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
