import type { Profile } from '@hireloop/sdk';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { GeneratedAvatar } from '../../primitives/avatar';
import { Button } from '../../primitives/button';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { COLLECTIVE_TEXTS as TEXTS } from './texts';

export type CollectiveInviteFormProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The name typed so far. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The talent matching it (the talent search), members and invitees left out by the caller. */
  candidates: readonly Pick<Profile, 'userId' | 'name' | 'title' | 'profileImage'>[];
  onInvite: (userId: number) => void;
  /** The person whose invitation is being sent. */
  busyUserId?: number | null;
  /** The server's refusal (already a member, not a talent account). */
  error?: string | null;
};

/** Invite a talent by person (issue 17), presentational: a name search and an Invite per match. */
export function CollectiveInviteForm({
  query,
  onQueryChange,
  candidates,
  onInvite,
  busyUserId = null,
  error,
  className,
  ...props
}: CollectiveInviteFormProps) {
  const id = useId();
  return (
    <div
      data-slot="collective-invite-form"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>{TEXTS.invitePerson}</Label>
        <Input
          id={`${id}-q`}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {query.trim() !== '' ? (
        candidates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TEXTS.noCandidates}</p>
        ) : (
          <ul aria-label={TEXTS.invitePerson} className="flex flex-col">
            {candidates.map((person) => (
              <li
                key={person.userId}
                className="flex items-center gap-3 border-b border-border py-2 last:border-b-0"
              >
                <GeneratedAvatar name={person.name} src={person.profileImage} alt="" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{person.name}</p>
                  {person.title ? (
                    <p className="truncate text-sm text-muted-foreground">{person.title}</p>
                  ) : null}
                </div>
                <Button
                  size="sm"
                  disabled={busyUserId === person.userId}
                  aria-label={TEXTS.inviteOf(person.name)}
                  onClick={() => onInvite(person.userId)}
                >
                  {TEXTS.invite}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
