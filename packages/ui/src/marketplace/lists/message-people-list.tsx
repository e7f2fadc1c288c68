import { MESSAGING_BLOCK_TEXTS, type MessagePerson, type MessagingBlock } from '@hireloop/sdk';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { GeneratedAvatar } from '../../primitives/avatar';

/** The words of the "New message" people list (issue 20). */
export const MESSAGE_PEOPLE_LABELS = {
  people: 'People',
  notYet: 'Not reachable yet',
  noMatch: (q: string) => `No people match “${q}”.`,
  noContacts: 'Nobody to suggest yet. Type a name, a title or a company.',
  roles: { employer: 'Employer', talent: 'Talent' },
} as const;

export type MessagePeopleListProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The search's answer: people the user can write to first, each with its `block`. */
  people: readonly MessagePerson[];
  /** The search words, for the empty text; blank means the contacts were listed. */
  query?: string;
  /** The control of each person the user can write to (a "Message" button, a checkbox). */
  renderAction: (person: MessagePerson) => ReactNode;
  /** People not to offer (the user's group's members, say). */
  excludeIds?: readonly number[];
};

/** A person's second line: title, company (unless it is their name) or account type. */
const detailOf = (person: MessagePerson): string =>
  [
    person.title,
    person.role === 'employer' && person.companyName !== person.name ? person.companyName : null,
  ]
    .filter((part): part is string => !!part)
    .join(' · ') || MESSAGE_PEOPLE_LABELS.roles[person.role];

function PersonRow({ person, action }: { person: MessagePerson; action?: ReactNode }) {
  return (
    <li data-slot="message-person" className="flex items-center gap-3 p-2">
      <GeneratedAvatar name={person.name} src={person.image ?? undefined} alt="" size="sm" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium">{person.name}</span>
        <span className="truncate text-xs text-muted-foreground">{detailOf(person)}</span>
      </span>
      {action}
    </li>
  );
}

/**
 * Who "New message" found (issue 20): the people the user can write to, each with its action;
 * then, for each reason, the people the user cannot write to yet under the sdk's words saying why
 * and what opens the way ("You can message employers after they invite you or …"), so a search
 * never finds "nobody" without saying why.
 */
export function MessagePeopleList({
  people,
  query = '',
  renderAction,
  excludeIds = [],
  className,
  ...props
}: MessagePeopleListProps) {
  const notYetId = useId();
  const skip = new Set(excludeIds);
  const shown = people.filter((person) => !skip.has(person.id));
  const open = shown.filter((person) => person.block === null);
  const blocked = new Map<MessagingBlock, MessagePerson[]>();
  for (const person of shown) {
    if (person.block) blocked.set(person.block, [...(blocked.get(person.block) ?? []), person]);
  }
  const q = query.trim();

  return (
    <div
      data-slot="message-people-list"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      {open.length > 0 ? (
        <ul
          aria-label={MESSAGE_PEOPLE_LABELS.people}
          className="flex max-h-64 flex-col divide-y divide-border overflow-y-auto rounded-md border border-border"
        >
          {open.map((person) => (
            <PersonRow key={person.id} person={person} action={renderAction(person)} />
          ))}
        </ul>
      ) : blocked.size === 0 ? (
        <p className="text-sm text-muted-foreground">
          {q ? MESSAGE_PEOPLE_LABELS.noMatch(q) : MESSAGE_PEOPLE_LABELS.noContacts}
        </p>
      ) : null}
      {blocked.size > 0 ? (
        <section aria-labelledby={notYetId} className="flex flex-col gap-2">
          <h3 id={notYetId} className="text-sm font-semibold">
            {MESSAGE_PEOPLE_LABELS.notYet}
          </h3>
          {[...blocked].map(([block, list]) => (
            <div key={block} className="flex flex-col gap-2 rounded-md border border-border p-2">
              <p className="text-sm text-muted-foreground">{MESSAGING_BLOCK_TEXTS[block]}</p>
              <ul aria-label={MESSAGING_BLOCK_TEXTS[block]} className="flex flex-col">
                {list.map((person) => (
                  <PersonRow key={person.id} person={person} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}
