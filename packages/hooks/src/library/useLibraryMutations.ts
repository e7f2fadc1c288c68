import { useMutation, type QueryClient } from '@tanstack/react-query';
import type {
  LibraryCollectionInputValues,
  LibraryProgressInputValues,
  LibraryResource,
  LibraryResourceInputValues,
} from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { libraryKeys } from './keys';
import { libraryClient } from './libraryClient';

/** Marks every library read stale (readers' and admins'); active ones refetch. */
export async function invalidateLibrary(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: libraryKeys.all() }),
    queryClient.invalidateQueries({ queryKey: libraryKeys.admin() }),
  ]);
}

async function settleResource(queryClient: QueryClient, resource: LibraryResource) {
  queryClient.setQueryData(libraryKeys.resource(resource.id), resource);
  await invalidateLibrary(queryClient);
}

export interface LibraryProgressInput extends LibraryProgressInputValues {
  id: number;
}

/**
 * Records the reader's progress: `started` when the body is opened (never undoes a completion),
 * `completed` from "Mark completed". A locked resource is refused (403).
 */
export function useSetLibraryProgress() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, ...body }: LibraryProgressInput) =>
      libraryClient(client).setProgress(id, body),
    onSuccess: (resource) => settleResource(queryClient, resource),
  });
}

export interface UpdateLibraryResourceInput {
  id: number;
  resource: LibraryResourceInputValues;
}

/** Admins: a new draft resource. */
export function useCreateLibraryResource() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (body: LibraryResourceInputValues) => libraryClient(client).createResource(body),
    onSuccess: (resource) => settleResource(queryClient, resource),
  });
}

/** Admins: the whole resource. */
export function useUpdateLibraryResource() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, resource }: UpdateLibraryResourceInput) =>
      libraryClient(client).updateResource(id, resource),
    onSuccess: (resource) => settleResource(queryClient, resource),
  });
}

/** Admins: publish (`publish: true`) or take back to a draft. */
export function usePublishLibraryResource() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, publish }: { id: number; publish: boolean }) =>
      publish
        ? libraryClient(client).publishResource(id)
        : libraryClient(client).unpublishResource(id),
    onSuccess: (resource) => settleResource(queryClient, resource),
  });
}

/** Admins: attach a file (a template); the server checks its type by content and its size. */
export function useUploadLibraryAttachment() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: Blob }) =>
      libraryClient(client).uploadAttachment(id, file),
    onSuccess: (resource) => settleResource(queryClient, resource),
  });
}

/** Admins: remove a file. */
export function useDeleteLibraryAttachment() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, attachmentId }: { id: number; attachmentId: number }) =>
      libraryClient(client).deleteAttachment(id, attachmentId),
    onSuccess: (resource) => settleResource(queryClient, resource),
  });
}

export interface SaveLibraryCollectionInput {
  /** Absent: a new draft collection. */
  id?: number;
  collection: LibraryCollectionInputValues;
}

/** Admins: create (without `id`) or update a collection (title, description, resources in order). */
export function useSaveLibraryCollection() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, collection }: SaveLibraryCollectionInput) =>
      id === undefined
        ? libraryClient(client).createCollection(collection)
        : libraryClient(client).updateCollection(id, collection),
    onSuccess: () => invalidateLibrary(queryClient),
  });
}

/** Admins: publish or unpublish a collection. */
export function usePublishLibraryCollection() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, publish }: { id: number; publish: boolean }) =>
      publish
        ? libraryClient(client).publishCollection(id)
        : libraryClient(client).unpublishCollection(id),
    onSuccess: () => invalidateLibrary(queryClient),
  });
}
