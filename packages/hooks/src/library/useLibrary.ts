import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import type { LibraryQueryInput } from '@hireloop/sdk/schemas';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { libraryKeys } from './keys';
import { libraryClient } from './libraryClient';

/** The filters of the library's list (issue 18): everything but the cursor. */
export type LibraryFilter = Omit<LibraryQueryInput, 'cursor'>;

/** GET /api/library/resources as pages. */
export const libraryResourcesQuery = (client: Client, filter: LibraryFilter = {}) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      libraryClient(client).list({ ...filter, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/library/resources/{id}. */
export const libraryResourceQuery = (client: Client, id: number) =>
  queryOptions({
    queryKey: libraryKeys.resource(id),
    queryFn: ({ signal }) => libraryClient(client).get(id, { signal }),
  });

/**
 * Published library resources, newest first, searched (`q`) and filtered (`kind`, `audience`,
 * `plan`, `skill`), as an infinite query.
 */
export function useLibraryResources(filter: LibraryFilter = {}) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...libraryResourcesQuery(client, filter), enabled: user !== null });
}

/**
 * One resource; nothing is fetched while `id` is null. A locked resource (`locked: true`) comes
 * without its body, video link and files: show the upgrade path.
 */
export function useLibraryResource(id: number | null | undefined) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    ...libraryResourceQuery(client, id ?? 0),
    enabled: user !== null && id != null,
  });
}

/** Published collections with the reader's progress. */
export function useLibraryCollections() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    queryKey: libraryKeys.collections(),
    queryFn: ({ signal }) => libraryClient(client).collections({ signal }),
    enabled: user !== null,
  });
}

/** One published collection (drafts: admins). */
export function useLibraryCollection(id: number | null | undefined) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    queryKey: libraryKeys.collection(id ?? 0),
    queryFn: ({ signal }) => libraryClient(client).collection(id ?? 0, { signal }),
    enabled: user !== null && id != null,
  });
}

/** The download address of a resource's file (the session cookie applies). */
export function useLibraryAttachmentHref() {
  const { client } = useHireloop();
  return (resourceId: number, attachmentId: number) =>
    libraryClient(client).attachmentPath(resourceId, attachmentId);
}

/** Admins: every resource, drafts included. */
export function useAdminLibraryResources(enabled = true) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    queryKey: libraryKeys.adminResources(),
    queryFn: ({ signal }) => libraryClient(client).adminResources({ signal }),
    enabled: enabled && user !== null,
  });
}

/** Admins: every collection, drafts included. */
export function useAdminLibraryCollections(enabled = true) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    queryKey: libraryKeys.adminCollections(),
    queryFn: ({ signal }) => libraryClient(client).adminCollections({ signal }),
    enabled: enabled && user !== null,
  });
}
