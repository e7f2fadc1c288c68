import {
  fieldErrorsOf,
  serverMessage,
  toast,
  useAccount,
  useAuth,
  useCollective,
  useCollectiveEvents,
  useCollectiveLogo,
  useCollectiveMemberAction,
  useCollectiveMembership,
  useCollectives,
  useContactCollective,
  useCreateCollective,
  useMyCollectives,
  useSkills,
  useTalentSearch,
  useUpdateCollective,
} from '@hireloop/hooks';
import { isCollectiveManager } from '@hireloop/sdk';
import {
  collectiveQuerySchema,
  type CollectiveDetails,
  type CollectiveQueryInput,
} from '@hireloop/sdk/schemas';
import type { OwnMembershipAction } from '@hireloop/hooks';
import { useDeferredValue, useState, type ComponentProps, type ReactNode } from 'react';
import { CollectiveCard } from '../marketplace/collectives/collective-card';
import {
  CollectiveFilters,
  type CollectiveFilterValues,
} from '../marketplace/collectives/collective-filters';
import { CollectiveForm } from '../marketplace/collectives/collective-form';
import { CollectiveInviteForm } from '../marketplace/collectives/collective-invite-form';
import { CollectiveLogo } from '../marketplace/collectives/collective-logo';
import { CollectiveMembers } from '../marketplace/collectives/collective-members';
import { COLLECTIVE_TEXTS as TEXTS } from '../marketplace/collectives/texts';
import { EmptyState } from '../marketplace/lists/empty-state';
import { ErrorState } from '../marketplace/lists/error-state';
import { ListSkeleton } from '../marketplace/lists/list-skeleton';
import { SkillList } from '../marketplace/lists/skill-list';
import { toSkillNames, namesOf } from '../marketplace/lists/skill-names';
import { ImageUploadField } from '../marketplace/uploads/image-upload-field';
import type { RenderLinkProps } from '../marketplace/shell/render-link';
import { Badge } from '../primitives/badge';
import { Button } from '../primitives/button';
import { Card, CardContent, CardHeader } from '../primitives/card';
import { ConnectedFollowButton } from './connected-follow-button';

/** Renders a link with your router; a plain `<a>` when absent. */
export type CollectiveLinkRenderer = (props: RenderLinkProps) => ReactNode;

const failed = (error: unknown) =>
  toast({ title: TEXTS.failed, description: serverMessage(error), variant: 'destructive' });

const EMPTY_FILTERS: CollectiveFilterValues = { q: '', skill: '', size: '', maxRate: '' };

/** The filters as a query: what does not parse (a rate of "abc") is left out, never sent. */
function toQuery(values: CollectiveFilterValues): Omit<CollectiveQueryInput, 'cursor'> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value.trim() === '') continue;
    const one = collectiveQuerySchema.safeParse({ [key]: value });
    if (one.success) query[key] = value.trim();
  }
  return query;
}

export type ConnectedCollectiveDirectoryProps = Omit<ComponentProps<'div'>, 'children'> & {
  renderLink?: CollectiveLinkRenderer;
  /** Called with a collective just created (say, to open its page). */
  onCreated?: (collective: CollectiveDetails) => void;
};

/**
 * /collective (issue 17), fed from the hooks: the person's invitations (accept, decline) and
 * collectives, "Start a collective" (talent), the filters (text, skill, size, rate) and the
 * collectives as cards, with "Load more".
 */
export function ConnectedCollectiveDirectory({
  renderLink,
  onCreated,
  ...props
}: ConnectedCollectiveDirectoryProps) {
  const { accountType } = useAccount();
  const skills = useSkills();
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const query = toQuery(useDeferredValue(filters));
  const list = useCollectives(query);
  const mine = useMyCollectives();
  const membership = useCollectiveMembership();
  const create = useCreateCollective();
  const [creating, setCreating] = useState(false);
  const names = skills.data ? toSkillNames(skills.data) : undefined;
  const items = list.data?.pages.flatMap((p) => p?.items ?? []) ?? [];
  const invitations = mine.data?.filter((m) => m.state === 'invited') ?? [];

  const answer = (id: number, action: OwnMembershipAction) =>
    membership
      .mutateAsync({ id, action })
      .then((page) => toast({ title: TEXTS.done, description: page.name }), failed);

  return (
    <div data-slot="collective-directory" className="flex flex-col gap-6" {...props}>
      {invitations.length > 0 ? (
        <section aria-labelledby="collective-invitations" className="flex flex-col gap-2">
          <h2 id="collective-invitations" className="text-lg font-semibold">
            {TEXTS.invitedTo}
          </h2>
          <ul className="flex flex-col gap-2">
            {invitations.map(({ collective }) => (
              <li
                key={collective.id}
                aria-label={collective.name}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3"
              >
                <CollectiveLogo collective={collective} />
                <span className="min-w-0 flex-1 font-medium break-words">{collective.name}</span>
                <Button
                  size="sm"
                  disabled={membership.isPending}
                  onClick={() => void answer(collective.id, 'accept')}
                >
                  {TEXTS.accept}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={membership.isPending}
                  onClick={() => void answer(collective.id, 'decline')}
                >
                  {TEXTS.decline}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {accountType === 'talent' ? (
        creating ? (
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold">{TEXTS.formTitleCreate}</h2>
            </CardHeader>
            <CardContent>
              <CollectiveForm
                skills={skills.data ?? []}
                saving={create.isPending}
                serverErrors={create.isError ? fieldErrorsOf(create.error) : undefined}
                onCancel={() => setCreating(false)}
                onSave={(values) =>
                  create.mutateAsync(values).then(
                    (created) => {
                      toast({ title: TEXTS.created, description: created.name });
                      setCreating(false);
                      onCreated?.(created);
                    },
                    (error: unknown) => {
                      if (Object.keys(fieldErrorsOf(error)).length === 0) failed(error);
                      throw error;
                    },
                  )
                }
              />
            </CardContent>
          </Card>
        ) : (
          <div>
            <Button onClick={() => setCreating(true)}>{TEXTS.create}</Button>
          </div>
        )
      ) : null}

      <CollectiveFilters value={filters} onChange={setFilters} skills={skills.data ?? []} />

      {list.isPending ? (
        <ListSkeleton label={TEXTS.search} />
      ) : list.isError ? (
        <ErrorState
          title={TEXTS.loadFailed}
          message={serverMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={TEXTS.noneTitle} description={TEXTS.noneDescription} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((collective) => (
            <CollectiveCard
              key={collective.id}
              collective={collective}
              skillNames={names}
              renderLink={renderLink}
              titleAs="h2"
            />
          ))}
        </div>
      )}
      {list.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {TEXTS.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export type ConnectedCollectivePageProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The collective's id or slug, from the route. */
  idOrSlug: string;
  renderLink?: CollectiveLinkRenderer;
  /** Opens a conversation (the group chat, or the employer's contact conversation). */
  onOpenConversation: (conversationId: number) => void;
  /** Where an event's page is. @default (id) => `/events/${id}` */
  eventHref?: (eventId: number) => string;
  /** Rendered while loading, when missing, or on an error: the page decides how (404 etc.). */
  renderState?: (state: 'loading' | 'not-found' | 'error', error: unknown) => ReactNode;
};

/**
 * /collective/{id} (issue 17), fed from the hooks: the profile (logo, name, tagline, about, skills,
 * rates, size), the person's actions (join or ask, accept or decline, leave, group chat; Contact
 * for employers), the members with the managers' actions, the invite by person, the edit form and
 * logo for managers, and the upcoming events it hosts.
 */
export function ConnectedCollectivePage({
  idOrSlug,
  renderLink,
  onOpenConversation,
  eventHref = (id) => `/events/${id}`,
  renderState,
  ...props
}: ConnectedCollectivePageProps) {
  const { user } = useAuth();
  const { accountType } = useAccount();
  const page = useCollective(idOrSlug);
  const c = page.data;
  const events = useCollectiveEvents(c?.id);
  const skills = useSkills();
  const membership = useCollectiveMembership();
  const memberAction = useCollectiveMemberAction();
  const update = useUpdateCollective();
  const logo = useCollectiveLogo();
  const contact = useContactCollective();
  const [editing, setEditing] = useState(false);
  const [inviteQuery, setInviteQuery] = useState('');
  const deferredInvite = useDeferredValue(inviteQuery.trim());
  const search = useTalentSearch({ q: deferredInvite, limit: 8 });

  if (!c) {
    if (page.isError)
      return (
        renderState?.(
          (page.error as { status?: number }).status === 404 ? 'not-found' : 'error',
          page.error,
        ) ?? <ErrorState title={TEXTS.notFound} message={serverMessage(page.error)} />
      );
    return renderState?.('loading', null) ?? <ListSkeleton label={TEXTS.membersTitle} />;
  }

  const role = c.membership?.state === 'active' ? c.membership.role : null;
  const manages = isCollectiveManager(role);
  const names = skills.data ? toSkillNames(skills.data) : undefined;
  const rates = TEXTS.rateRange(c.rateMin, c.rateMax);
  const own = (action: OwnMembershipAction) =>
    membership
      .mutateAsync({ id: c.id, action })
      .then(() => toast({ title: TEXTS.done, description: c.name }), failed);
  const known = new Set(c.members.map((m) => m.userId));
  const candidates =
    deferredInvite === ''
      ? []
      : (search.data?.pages.flatMap((p) => p?.items ?? []) ?? []).filter(
          (p) => p.role === 'talent' && !known.has(p.userId),
        );

  const actions: ReactNode[] = [];
  const state = c.membership?.state;
  if (accountType === 'talent' && !state && c.joinPolicy !== 'invite')
    actions.push(
      <Button key="join" disabled={membership.isPending} onClick={() => void own('join')}>
        {c.joinPolicy === 'open' ? TEXTS.join : TEXTS.askToJoin}
      </Button>,
    );
  if (state === 'invited')
    actions.push(
      <Button key="accept" disabled={membership.isPending} onClick={() => void own('accept')}>
        {TEXTS.accept}
      </Button>,
      <Button
        key="decline"
        variant="outline"
        disabled={membership.isPending}
        onClick={() => void own('decline')}
      >
        {TEXTS.decline}
      </Button>,
    );
  if (state === 'requested')
    actions.push(
      <Badge key="requested" variant="secondary">
        {TEXTS.requested}
      </Badge>,
      <Button
        key="withdraw"
        variant="outline"
        disabled={membership.isPending}
        onClick={() => void own('leave')}
      >
        {TEXTS.withdraw}
      </Button>,
    );
  actions.push(
    <ConnectedFollowButton key="follow" target="collective" targetId={c.id} name={c.name} />,
  );
  if (state === 'active' && c.conversationId !== null)
    actions.push(
      <Button key="chat" variant="outline" onClick={() => onOpenConversation(c.conversationId!)}>
        {TEXTS.openChat}
      </Button>,
    );
  if (manages && !editing)
    actions.push(
      <Button key="edit" variant="outline" onClick={() => setEditing(true)}>
        {TEXTS.edit}
      </Button>,
    );
  if (state === 'active' && role !== 'owner')
    actions.push(
      <Button
        key="leave"
        variant="ghost"
        disabled={membership.isPending}
        onClick={() => void own('leave')}
      >
        {TEXTS.leave}
      </Button>,
    );
  if (accountType === 'employer')
    actions.push(
      <Button
        key="contact"
        disabled={contact.isPending}
        onClick={() =>
          void contact.mutateAsync(c.id).then((r) => onOpenConversation(r.conversationId), failed)
        }
      >
        {TEXTS.contact}
      </Button>,
    );

  return (
    <div data-slot="collective-page" className="flex flex-col gap-6" {...props}>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-start">
          <CollectiveLogo collective={c} size="lg" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <p className="text-muted-foreground break-words">{c.tagline}</p>
            <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <li>{TEXTS.members(c.memberCount)}</li>
              {rates ? <li className="font-medium text-foreground">{rates}</li> : null}
              <li>
                <Badge variant="secondary">{TEXTS.policies[c.joinPolicy]}</Badge>
              </li>
              {role ? (
                <li>
                  <Badge>{TEXTS.roles[role]}</Badge>
                </li>
              ) : null}
            </ul>
            {actions.length ? (
              <div className="flex flex-wrap items-center gap-2">{actions}</div>
            ) : null}
          </div>
        </CardContent>
      </Card>

      {editing ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">{TEXTS.formTitleEdit}</h2>
          </CardHeader>
          <CardContent>
            <CollectiveForm
              collective={c}
              skills={skills.data ?? []}
              saving={update.isPending}
              serverErrors={update.isError ? fieldErrorsOf(update.error) : undefined}
              onCancel={() => setEditing(false)}
              onSave={(values) =>
                update.mutateAsync({ id: c.id, update: values }).then(
                  (saved) => {
                    toast({ title: TEXTS.saved, description: saved.name });
                    setEditing(false);
                  },
                  (error: unknown) => {
                    if (Object.keys(fieldErrorsOf(error)).length === 0) failed(error);
                    throw error;
                  },
                )
              }
            >
              <ImageUploadField
                label={TEXTS.logo}
                currentUrl={c.logoUrl}
                disabled={logo.isPending}
                error={
                  logo.isError
                    ? (fieldErrorsOf(logo.error).logo?.[0] ?? serverMessage(logo.error))
                    : null
                }
                onFileChange={(file) => {
                  if (file)
                    void logo.mutateAsync({ id: c.id, file }).then(
                      () => toast({ title: TEXTS.logoSaved }),
                      () => undefined,
                    );
                }}
                onRemove={
                  c.logoUrl
                    ? () => void logo.mutateAsync({ id: c.id, file: null }).catch(failed)
                    : undefined
                }
              />
            </CollectiveForm>
          </CardContent>
        </Card>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {c.about ? (
            <section aria-labelledby="collective-about" className="flex flex-col gap-2">
              <h2 id="collective-about" className="text-lg font-semibold">
                {TEXTS.aboutTitle}
              </h2>
              <p className="text-sm whitespace-pre-line break-words">{c.about}</p>
            </section>
          ) : null}
          <section aria-labelledby="collective-members" className="flex flex-col gap-2">
            <h2 id="collective-members" className="text-lg font-semibold">
              {TEXTS.membersTitle}
            </h2>
            <CollectiveMembers
              members={c.members}
              currentUserId={user?.id ?? null}
              currentRole={role}
              busyUserId={memberAction.isPending ? memberAction.variables.userId : null}
              onCommand={
                manages
                  ? (member, command) =>
                      void memberAction
                        .mutateAsync({ id: c.id, userId: member.userId, action: command })
                        .then(() => toast({ title: TEXTS.done, description: member.name }), failed)
                  : undefined
              }
            />
          </section>
          {manages ? (
            <section aria-labelledby="collective-invite" className="flex flex-col gap-2">
              <h2 id="collective-invite" className="text-lg font-semibold">
                {TEXTS.inviteTitle}
              </h2>
              <CollectiveInviteForm
                query={inviteQuery}
                onQueryChange={setInviteQuery}
                candidates={candidates}
                busyUserId={memberAction.isPending ? memberAction.variables.userId : null}
                error={
                  memberAction.isError && memberAction.variables?.action.kind === 'invite'
                    ? (fieldErrorsOf(memberAction.error).userId?.[0] ?? null)
                    : null
                }
                onInvite={(userId) =>
                  void memberAction
                    .mutateAsync({ id: c.id, userId, action: { kind: 'invite' } })
                    .then(
                      () => {
                        toast({ title: TEXTS.invited });
                        setInviteQuery('');
                      },
                      () => undefined,
                    )
                }
              />
            </section>
          ) : null}
        </div>
        <aside className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="collective-skills" className="flex flex-col gap-2">
            <h2 id="collective-skills" className="text-lg font-semibold">
              {TEXTS.skillsTitle}
            </h2>
            <SkillList names={namesOf(c.skills, names)} />
          </section>
          <section aria-labelledby="collective-events" className="flex flex-col gap-2">
            <h2 id="collective-events" className="text-lg font-semibold">
              {TEXTS.eventsTitle}
            </h2>
            {events.data && events.data.items.length > 0 ? (
              <ul className="flex flex-col gap-2">
                {events.data.items.map((event) => {
                  const when = new Date(event.startsAt).toLocaleString(undefined, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  });
                  const className = 'font-medium hover:underline';
                  return (
                    <li key={event.id} className="flex flex-col text-sm">
                      {renderLink ? (
                        renderLink({ href: eventHref(event.id), className, children: event.title })
                      ) : (
                        <a href={eventHref(event.id)} className={className}>
                          {event.title}
                        </a>
                      )}
                      <span className="text-muted-foreground">{when}</span>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{TEXTS.noEvents}</p>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
