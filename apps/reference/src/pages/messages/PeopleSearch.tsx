import { useId, useState, type ReactNode } from 'react';
import { useMessagePeople } from '@hireloop/hooks';
import type { MessagePerson } from '@hireloop/sdk';
import { Input, Label, MessagePeopleList, Spinner } from '@hireloop/ui';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/** Someone who can be messaged or added to a group (members are identified by their user id). */
export type Person = MessagePerson;

export interface PeopleSearchProps {
  /** People not to offer (e.g. the group's members). */
  excludeIds?: readonly number[];
  /** The control of each person the user can write to: a checkbox, or a button. */
  renderAction: (person: Person) => ReactNode;
  /** @default 'Search people' */
  label?: string;
}

/**
 * Finds people to write to (issue 20, GET /api/messages/people): without words the user's
 * contacts, with words anyone by name, title or company. People the user cannot write to yet (a
 * talent and an employer nothing ties them to) are listed apart with the sdk's reason, so a
 * search never ends in an unexplained "nobody".
 */
export function PeopleSearch({
  excludeIds = [],
  renderAction,
  label = 'Search people',
}: PeopleSearchProps) {
  const inputId = useId();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim());
  const people = useMessagePeople(q);
  const searching = people.isFetching || query.trim() !== q;

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Name, job title or company"
        autoComplete="off"
        aria-describedby={hintId}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        Your contacts, or anyone by name, job title or company.
      </p>
      <div aria-live="polite" className="flex flex-col gap-2">
        {people.isPending ? (
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size="sm" aria-label="Searching" />
            Searching…
          </span>
        ) : people.isError ? (
          <p className="text-sm text-destructive">
            The search failed. Change the words to try again.
          </p>
        ) : (
          <MessagePeopleList
            people={people.data?.items ?? []}
            query={q}
            excludeIds={excludeIds}
            renderAction={renderAction}
            aria-busy={searching}
          />
        )}
      </div>
    </div>
  );
}
