import { useMemo } from 'react';
import { useAccount, useSavedItems, useSavedJobs, useSkills } from '@hireloop/hooks';
import { SAVED_ITEM_TYPES, type SavedItem, type SavedItemType } from '@hireloop/sdk';
import { Button, EmptyState, toSkillNames } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { SavedItemCard } from './SavedItemCards';

/** The group headings, in SAVED_ITEM_TYPES order (designed). */
const GROUP_TITLES: Record<SavedItemType, string> = {
  job: 'Jobs',
  project: 'Projects',
  task: 'Tasks',
  talent: 'Talent',
  resource: 'Library',
};

const keyOf = (item: Pick<SavedItem, 'id' | 'type'>) => `${item.type}:${item.id}`;

/**
 * /saved (SPEC §2, §4): the saved items of this browser (per user) merged with the saved jobs the
 * server keeps (saved on another device), grouped by type, each shown as its card with Save to
 * remove it.
 */
export default function SavedPage() {
  const { accountType } = useAccount();
  const { items, save, remove } = useSavedItems();
  const server = useSavedJobs();
  const skills = useSkills();
  const skillNames = useMemo(() => toSkillNames(skills.data ?? []), [skills.data]);

  // Local items first (they are this browser's truth), then the server's that are not here.
  const all = useMemo(() => {
    const local = new Set(items.map(keyOf));
    const elsewhere = (server.data ?? []).filter((job) => !local.has(keyOf(job)));
    return [...items, ...elsewhere].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }, [items, server.data]);
  const localKeys = useMemo(() => new Set(items.map(keyOf)), [items]);

  const onRemove = (item: SavedItem) => {
    // An item saved on another device is only on the server: adopt it silently, then remove it,
    // so the hook sends the DELETE (its changes reach the server in order).
    if (!localKeys.has(keyOf(item))) save(item.originalId, item.type, { silent: true });
    remove(item.originalId, item.type);
  };

  const groups = SAVED_ITEM_TYPES.map((type) => ({
    type,
    items: all.filter((item) => item.type === type),
  })).filter((group) => group.items.length > 0);
  const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

  return (
    <Page>
      <PageHeader
        title="Saved"
        description="Job requests and talent you saved. Press Save again on a card to remove it."
      />
      {server.isError ? (
        <div
          role="alert"
          className="mb-6 flex flex-col gap-2 rounded-lg border border-destructive p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p>Items you saved on other devices could not be loaded.</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void server.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {groups.length === 0 ? (
        server.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your saved items…
          </p>
        ) : (
          <EmptyState
            title="No saved items yet"
            description="Press Save on a job request or a talent to keep it here."
            action={
              <div className="flex flex-wrap justify-center gap-4 text-sm">
                {accountType === 'talent' ? (
                  <AppLink href="/opportunities" className={linkClass}>
                    Browse opportunities
                  </AppLink>
                ) : null}
                <AppLink href="/explorer" className={linkClass}>
                  Explore talent
                </AppLink>
              </div>
            }
          />
        )
      ) : (
        <div className="grid gap-8">
          {groups.map((group) => (
            <section
              key={group.type}
              aria-labelledby={`saved-${group.type}`}
              className="grid gap-3"
            >
              <h2 id={`saved-${group.type}`} className="text-lg font-semibold">
                {GROUP_TITLES[group.type]}{' '}
                <span className="text-sm font-normal text-muted-foreground">
                  ({group.items.length})
                </span>
              </h2>
              <ul className="grid items-start gap-4 lg:grid-cols-2">
                {group.items.map((item) => (
                  <li key={keyOf(item)} className="grid">
                    <SavedItemCard item={item} skillNames={skillNames} onRemove={onRemove} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Page>
  );
}
