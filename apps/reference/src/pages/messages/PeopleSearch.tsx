import { useId, useMemo, useState, type ReactNode } from 'react';
import { useAuth, useConversations, useTalentSearch } from '@hireloop/hooks';
import { GeneratedAvatar, Input, Label, Spinner } from '@hireloop/ui';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/** Someone who can be messaged or added to a group (members are identified by their user id). */
export interface Person {
  id: number;
  name: string;
  /** A title or the role, under the name. */
  detail?: string | null;
  image?: string | null;
}

const ROLE_WORDS = { employer: 'Employer', talent: 'Talent' } as const;

export interface PeopleSearchProps {
  /** People not to offer (e.g. the group's members). */
  excludeIds?: readonly number[];
  /** The control of each result: a checkbox, or a button. */
  renderAction: (person: Person) => ReactNode;
  /** @default 'Search people' */
  label?: string;
}

/**
 * Finds people to write to: the people of the user's direct conversations (any role), then
 * talent from the talent search (name, title or bio). The API has no search over all users, so
 * employers are reachable once a conversation with them exists (e.g. after an accepted bid).
 */
export function PeopleSearch({
  excludeIds = [],
  renderAction,
  label = 'Search people',
}: PeopleSearchProps) {
  const inputId = useId();
  const hintId = useId();
  const { user } = useAuth();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim());
  const conversations = useConversations();
  const talent = useTalentSearch({ q: q || undefined, limit: 8 });

  const people = useMemo(() => {
    const skip = new Set<number>([...excludeIds, ...(user ? [user.id] : [])]);
    const found: Person[] = [];
    const add = (person: Person) => {
      if (skip.has(person.id)) return;
      skip.add(person.id);
      found.push(person);
    };
    const needle = q.toLocaleLowerCase();
    for (const conversation of conversations.data ?? []) {
      const { participant } = conversation;
      if (needle && !participant.name.toLocaleLowerCase().includes(needle)) continue;
      add({
        id: participant.id,
        name: participant.name,
        detail: ROLE_WORDS[participant.role],
        image: participant.image,
      });
    }
    for (const page of talent.data?.pages ?? []) {
      for (const profile of page?.items ?? []) {
        add({
          id: profile.userId,
          name: profile.name,
          detail: profile.title ?? ROLE_WORDS.talent,
          image: profile.profileImage,
        });
      }
    }
    return found;
  }, [conversations.data, talent.data, excludeIds, user, q]);

  const searching = talent.isFetching || query.trim() !== q;

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Name or job title"
        autoComplete="off"
        aria-describedby={hintId}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        People you have messaged, and talent by name, title or bio.
      </p>
      <div aria-live="polite" className="empty:hidden">
        {searching && people.length === 0 ? (
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size="sm" aria-label="Searching" />
            Searching…
          </span>
        ) : talent.isError && people.length === 0 ? (
          <p className="text-sm text-destructive">
            The search failed. Change the words to try again.
          </p>
        ) : people.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {q ? `No people match “${q}”.` : 'Nobody to suggest yet.'}
          </p>
        ) : null}
      </div>
      {people.length > 0 ? (
        <ul
          aria-label="People"
          className="flex max-h-64 flex-col divide-y divide-border overflow-y-auto rounded-md border border-border"
        >
          {people.map((person) => (
            <li key={person.id} className="flex items-center gap-3 p-2">
              <GeneratedAvatar
                name={person.name}
                src={person.image ?? undefined}
                alt=""
                size="sm"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium">{person.name}</span>
                {person.detail ? (
                  <span className="truncate text-xs text-muted-foreground">{person.detail}</span>
                ) : null}
              </span>
              {renderAction(person)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
