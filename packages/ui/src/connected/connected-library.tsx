import {
  fieldErrorsOf,
  serverMessage,
  toast,
  useAccount,
  useAdminLibraryCollections,
  useAdminLibraryResources,
  useCreateLibraryResource,
  useDeleteLibraryAttachment,
  useHireloop,
  useLibraryAttachmentHref,
  useLibraryCollections,
  useLibraryResource,
  useLibraryResources,
  usePublishLibraryCollection,
  usePublishLibraryResource,
  useSaveLibraryCollection,
  useSavedItems,
  useSetLibraryProgress,
  useSkills,
  useUpdateLibraryResource,
  useUploadLibraryAttachment,
} from '@hireloop/hooks';
import { formatBytes } from '@hireloop/sdk';
import { UPLOAD_TYPES } from '@hireloop/sdk/constants';
import type { LibraryCollection, LibraryResourceSummary } from '@hireloop/sdk/schemas';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LibraryCollectionCard } from '../marketplace/library/collection-card';
import { LibraryCollectionForm } from '../marketplace/library/collection-form';
import {
  EMPTY_LIBRARY_FILTERS,
  LibraryFilters,
  type LibraryFilterValues,
} from '../marketplace/library/library-filters';
import { LibraryResourceBadges, LibraryResourceCard } from '../marketplace/library/resource-card';
import { LibraryResourceForm } from '../marketplace/library/resource-form';
import { LibraryResourceView } from '../marketplace/library/resource-view';
import { LIBRARY_TEXTS as TEXTS } from '../marketplace/library/texts';
import { EmptyState } from '../marketplace/lists/empty-state';
import { ErrorState } from '../marketplace/lists/error-state';
import { SaveToggle } from '../marketplace/lists/save-toggle';
import { toSkillNames } from '../marketplace/lists/skill-names';
import { Button } from '../primitives/button';
import { Skeleton } from '../primitives/skeleton';

/** The Save toggle of a library resource (saved items of type `resource`). */
export function LibrarySaveToggle({ resourceId }: { resourceId: number }) {
  const saved = useSavedItems();
  return (
    <SaveToggle
      saved={saved.isSaved(resourceId, 'resource')}
      onSavedChange={() => saved.toggle(resourceId, 'resource')}
    />
  );
}

export interface ConnectedLibraryProps {
  className?: string;
}

/**
 * /library (issue 18): the collections with the reader's progress, then the resources with a
 * search and filters (kind, audience, plan, skill), each with Save; gated ones show their lock.
 */
export function ConnectedLibrary({ className }: ConnectedLibraryProps) {
  const { navigate } = useHireloop();
  const [filters, setFilters] = useState<LibraryFilterValues>(EMPTY_LIBRARY_FILTERS);
  const q = useDeferredValue(filters.q.trim());
  const skills = useSkills();
  const collections = useLibraryCollections();
  const resources = useLibraryResources({
    q: q || undefined,
    kind: filters.kind || undefined,
    audience: filters.audience || undefined,
    plan: filters.plan || undefined,
    skill: filters.skill === '' ? undefined : filters.skill,
  });
  const items = resources.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  const skillList = (skills.data ?? []).map((s) => ({ id: s.id, name: s.name }));
  const skillNames = useMemo(() => toSkillNames(skills.data ?? []), [skills.data]);

  return (
    <div className={className}>
      <section aria-labelledby="library-collections" className="mb-8">
        <h2 id="library-collections" className="mb-3 text-lg font-semibold">
          {TEXTS.collections}
        </h2>
        {collections.isPending ? (
          <Skeleton role="status" aria-label={TEXTS.collections} className="h-32 w-full" />
        ) : collections.isError ? (
          <ErrorState
            title={TEXTS.listFailed}
            message={serverMessage(collections.error)}
            onRetry={() => void collections.refetch()}
          />
        ) : !collections.data?.length ? (
          <p className="text-sm text-muted-foreground">{TEXTS.noCollections}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {collections.data.map((collection) => (
              <li key={collection.id}>
                <LibraryCollectionCard
                  collection={collection}
                  onNavigate={(href) => navigate(href)}
                  className="h-full"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="library-resources">
        <h2 id="library-resources" className="mb-3 text-lg font-semibold">
          {TEXTS.resources}
        </h2>
        <LibraryFilters value={filters} onChange={setFilters} skills={skillList} className="mb-4" />
        {resources.isPending ? (
          <Skeleton role="status" aria-label={TEXTS.resources} className="h-40 w-full" />
        ) : resources.isError ? (
          <ErrorState
            title={TEXTS.listFailed}
            message={serverMessage(resources.error)}
            onRetry={() => void resources.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState title={TEXTS.noResources} description={TEXTS.noResourcesDescription} />
        ) : (
          <>
            <ul className="grid gap-3 md:grid-cols-2">
              {items.map((resource) => (
                <li key={resource.id}>
                  <LibraryResourceCard
                    resource={resource}
                    onNavigate={(href) => navigate(href)}
                    actions={<LibrarySaveToggle resourceId={resource.id} />}
                    skillNames={skillNames}
                    className="h-full"
                  />
                </li>
              ))}
            </ul>
            {resources.hasNextPage ? (
              <Button
                variant="outline"
                className="mt-4"
                disabled={resources.isFetchingNextPage}
                onClick={() => void resources.fetchNextPage()}
              >
                {TEXTS.loadMore}
              </Button>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

export interface ConnectedLibraryResourceProps {
  id: number;
  className?: string;
}

/**
 * /library/:id (issue 18): one resource. Readable: the body (opening it marks it started), files,
 * "Mark completed". Locked: the upgrade path — the waitlist/upgrade modal for Lite, the employer
 * subscription modal for employer plans (the app's own modals).
 */
export function ConnectedLibraryResource({ id, className }: ConnectedLibraryResourceProps) {
  const resource = useLibraryResource(id);
  const progress = useSetLibraryProgress();
  const { openWaitlistModal, openSubscriptionModal } = useAccount();
  const attachmentHref = useLibraryAttachmentHref();
  const started = useRef(false);
  const data = resource.data;

  // Opening a readable resource starts it (once per visit; a completion is never undone).
  useEffect(() => {
    if (!data || data.locked || data.progress !== 'not_started' || started.current) return;
    started.current = true;
    progress.mutate({ id: data.id, state: 'started' });
  }, [data, progress]);

  if (resource.isPending)
    return <Skeleton role="status" aria-label={TEXTS.loadingBody} className="h-64 w-full" />;
  if (resource.isError || !resource.data)
    return (
      <ErrorState
        title={TEXTS.resourceFailed}
        message={serverMessage(resource.error)}
        onRetry={() => void resource.refetch()}
      />
    );
  return (
    <LibraryResourceView
      className={className}
      resource={resource.data}
      actions={<LibrarySaveToggle resourceId={id} />}
      attachmentHref={(attachmentId) => attachmentHref(id, attachmentId)}
      onUpgrade={(path) =>
        path === 'waitlist' ? openWaitlistModal() : openSubscriptionModal('no-subscription')
      }
      completing={progress.isPending}
      onMarkCompleted={() =>
        progress.mutate(
          { id, state: 'completed' },
          {
            onError: (error) =>
              toast({
                title: TEXTS.actionFailed,
                description: serverMessage(error),
                variant: 'destructive',
              }),
          },
        )
      }
    />
  );
}

/** An admin's editor of one resource: the form, its files, publish / unpublish. */
function ResourceEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const resource = useLibraryResource(id);
  const create = useCreateLibraryResource();
  const update = useUpdateLibraryResource();
  const upload = useUploadLibraryAttachment();
  const removeFile = useDeleteLibraryAttachment();
  const fileId = useId();
  const skills = useSkills();
  const skillList = (skills.data ?? []).map((s) => ({ id: s.id, name: s.name }));
  const saving = id === null ? create : update;
  const errors = fieldErrorsOf(saving.error);
  if (id !== null && !resource.data) {
    return <Skeleton role="status" aria-label={TEXTS.edit} className="h-64 w-full" />;
  }
  const uploadErrors = fieldErrorsOf(upload.error).file;
  return (
    <div className="flex flex-col gap-6">
      <LibraryResourceForm
        key={resource.data?.id ?? 'new'}
        resource={resource.data ?? undefined}
        skills={skillList}
        submitting={saving.isPending}
        serverErrors={saving.isError ? errors : undefined}
        error={
          saving.isError && Object.keys(errors).length === 0
            ? (serverMessage(saving.error) ?? TEXTS.actionFailed)
            : null
        }
        onCancel={onDone}
        onSubmit={(values) => {
          const done = () => {
            toast({ title: TEXTS.saved, description: values.title });
            onDone();
          };
          if (id === null) create.mutate(values, { onSuccess: done });
          else update.mutate({ id, resource: values }, { onSuccess: done });
        }}
      />
      {resource.data ? (
        <section aria-labelledby={`${fileId}-files`} className="flex flex-col gap-2">
          <h3 id={`${fileId}-files`} className="font-semibold">
            {TEXTS.files}
          </h3>
          <ul className="flex flex-col gap-1.5 text-sm">
            {resource.data.attachments.map((file) => (
              <li key={file.id} className="flex flex-wrap items-center gap-2">
                <span className="break-all">{file.fileName}</span>
                <span className="text-muted-foreground">({formatBytes(file.size)})</span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={removeFile.isPending}
                  onClick={() =>
                    removeFile.mutate({ id: resource.data!.id, attachmentId: file.id })
                  }
                >
                  {TEXTS.removeFile(file.fileName)}
                </Button>
              </li>
            ))}
          </ul>
          <label htmlFor={`${fileId}-input`} className="text-sm font-medium">
            {TEXTS.attachFile}
          </label>
          <input
            id={`${fileId}-input`}
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            aria-describedby={`${fileId}-hint`}
            disabled={upload.isPending}
            className="text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file)
                upload.mutate(
                  { id: resource.data!.id, file },
                  { onSuccess: () => toast({ title: TEXTS.uploaded, description: file.name }) },
                );
            }}
          />
          <p
            id={`${fileId}-hint`}
            className={uploadErrors ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
          >
            {uploadErrors?.[0] ??
              (upload.isError ? serverMessage(upload.error) : TEXTS.attachHint())}
          </p>
        </section>
      ) : null}
    </div>
  );
}

function AdminResourceRow({
  resource,
  onEdit,
}: {
  resource: LibraryResourceSummary;
  onEdit: () => void;
}) {
  const publish = usePublishLibraryResource();
  const isPublished = resource.status === 'published';
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-medium break-words">{resource.title}</span>
        <LibraryResourceBadges resource={resource} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={onEdit}
          aria-label={`${TEXTS.edit} ${resource.title}`}
        >
          {TEXTS.edit}
        </Button>
        <Button
          type="button"
          size="sm"
          variant={isPublished ? 'outline' : 'default'}
          disabled={publish.isPending}
          aria-label={`${isPublished ? TEXTS.unpublish : TEXTS.publish} ${resource.title}`}
          onClick={() =>
            publish.mutate(
              { id: resource.id, publish: !isPublished },
              {
                onSuccess: () =>
                  toast({
                    title: isPublished ? TEXTS.unpublished : TEXTS.published,
                    description: resource.title,
                  }),
              },
            )
          }
        >
          {isPublished ? TEXTS.unpublish : TEXTS.publish}
        </Button>
      </div>
    </li>
  );
}

function AdminCollectionRow({
  collection,
  onEdit,
}: {
  collection: LibraryCollection;
  onEdit: () => void;
}) {
  const publish = usePublishLibraryCollection();
  const isPublished = collection.status === 'published';
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-medium break-words">{collection.title}</span>
        <span className="text-sm text-muted-foreground">
          {TEXTS.statuses[collection.status]} · {TEXTS.items(collection.items.length)}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={onEdit}
          aria-label={`${TEXTS.edit} ${collection.title}`}
        >
          {TEXTS.edit}
        </Button>
        <Button
          type="button"
          size="sm"
          variant={isPublished ? 'outline' : 'default'}
          disabled={publish.isPending}
          aria-label={`${isPublished ? TEXTS.unpublish : TEXTS.publish} ${collection.title}`}
          onClick={() => publish.mutate({ id: collection.id, publish: !isPublished })}
        >
          {isPublished ? TEXTS.unpublish : TEXTS.publish}
        </Button>
      </div>
    </li>
  );
}

export interface ConnectedAdminLibraryProps {
  className?: string;
}

/**
 * /admin/library (issue 18): every resource (drafts included) to write, attach files to, publish
 * or unpublish; every collection to write, order and publish.
 */
export function ConnectedAdminLibrary({ className }: ConnectedAdminLibraryProps) {
  const resources = useAdminLibraryResources();
  const collections = useAdminLibraryCollections();
  const saveCollection = useSaveLibraryCollection();
  // `null`: a new one; a number: that one; undefined: no editor open.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [editingCollection, setEditingCollection] = useState<number | null | undefined>(undefined);
  const collectionErrors = fieldErrorsOf(saveCollection.error);

  return (
    <div className={className}>
      <section aria-labelledby="admin-library-resources" className="mb-10 flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="admin-library-resources" className="text-lg font-semibold">
            {TEXTS.resources}
          </h2>
          <Button type="button" onClick={() => setEditing(null)} aria-expanded={editing === null}>
            {TEXTS.newResource}
          </Button>
        </div>
        {editing !== undefined ? (
          <div className="rounded-lg border p-4">
            <ResourceEditor
              key={editing ?? 'new'}
              id={editing}
              onDone={() => setEditing(undefined)}
            />
          </div>
        ) : null}
        {resources.isPending ? (
          <Skeleton role="status" aria-label={TEXTS.resources} className="h-40 w-full" />
        ) : resources.isError ? (
          <ErrorState
            title={TEXTS.listFailed}
            message={serverMessage(resources.error)}
            onRetry={() => void resources.refetch()}
          />
        ) : !resources.data?.length ? (
          <EmptyState title={TEXTS.noAdminResources} />
        ) : (
          <ul className="flex flex-col gap-2">
            {resources.data.map((resource) => (
              <AdminResourceRow
                key={resource.id}
                resource={resource}
                onEdit={() => setEditing(resource.id)}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="admin-library-collections" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="admin-library-collections" className="text-lg font-semibold">
            {TEXTS.collections}
          </h2>
          <Button
            type="button"
            onClick={() => setEditingCollection(null)}
            aria-expanded={editingCollection === null}
          >
            {TEXTS.newCollection}
          </Button>
        </div>
        {editingCollection !== undefined ? (
          <div className="rounded-lg border p-4">
            <LibraryCollectionForm
              key={editingCollection ?? 'new'}
              collection={collections.data?.find((c) => c.id === editingCollection)}
              resources={resources.data ?? []}
              submitting={saveCollection.isPending}
              serverErrors={saveCollection.isError ? collectionErrors : undefined}
              error={
                saveCollection.isError && Object.keys(collectionErrors).length === 0
                  ? (serverMessage(saveCollection.error) ?? TEXTS.actionFailed)
                  : null
              }
              onCancel={() => setEditingCollection(undefined)}
              onSubmit={(values) =>
                saveCollection.mutate(
                  { id: editingCollection ?? undefined, collection: values },
                  {
                    onSuccess: () => {
                      toast({ title: TEXTS.saved, description: values.title });
                      setEditingCollection(undefined);
                    },
                  },
                )
              }
            />
          </div>
        ) : null}
        {collections.isPending ? (
          <Skeleton role="status" aria-label={TEXTS.collections} className="h-32 w-full" />
        ) : collections.isError ? (
          <ErrorState
            title={TEXTS.listFailed}
            message={serverMessage(collections.error)}
            onRetry={() => void collections.refetch()}
          />
        ) : !collections.data?.length ? (
          <EmptyState title={TEXTS.noAdminCollections} />
        ) : (
          <ul className="flex flex-col gap-2">
            {collections.data.map((collection) => (
              <AdminCollectionRow
                key={collection.id}
                collection={collection}
                onEdit={() => setEditingCollection(collection.id)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
