import type { HttpMethod, Transport } from '../client/types';
import type {
  LibraryCollection,
  LibraryCollectionInputValues,
  LibraryProgressInputValues,
  LibraryQueryInput,
  LibraryResource,
  LibraryResourceInputValues,
  LibraryResourcePage,
  LibraryResourceSummary,
} from '../schemas/library';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';
import { uploadFile } from './uploads';

const resourcePath = (id: number) => `/api/library/resources/${encodeURIComponent(id)}`;
const adminResourcePath = (id: number) => `/api/admin/library/resources/${encodeURIComponent(id)}`;
const adminCollectionPath = (id: number) =>
  `/api/admin/library/collections/${encodeURIComponent(id)}`;

/**
 * The library (issue 18): reading (resources, collections, progress, files) for everyone signed
 * in, and writing (resources, files, collections, publishing) for admins.
 */
export function libraryApi(t: Transport) {
  const send = <T>(method: HttpMethod, path: string, options?: CallOptions, body?: unknown) =>
    t.request<T>(path, { ...options, method, body });
  return {
    /** GET /api/library/resources: published resources, searched and filtered, newest first. */
    list: (query?: LibraryQueryInput, options?: CallOptions) =>
      t.read<LibraryResourcePage>('/api/library/resources', { ...options, query: toQuery(query) }),
    /** GET /api/library/resources/{id}: one resource (body and files only with the plan). */
    get: (id: number, options?: CallOptions) =>
      t.read<LibraryResource>(resourcePath(id), { ...options }),
    /** PUT /api/library/resources/{id}/progress: opened (started) or completed (needs the plan). */
    setProgress: (id: number, body: LibraryProgressInputValues, options?: CallOptions) =>
      send<LibraryResource>('PUT', `${resourcePath(id)}/progress`, options, body),
    /** The path of GET …/attachments/{attachmentId}: a download (the session cookie applies). */
    attachmentPath: (id: number, attachmentId: number) =>
      `${resourcePath(id)}/attachments/${encodeURIComponent(attachmentId)}`,
    /** GET /api/library/collections: published collections with the reader's progress. */
    collections: (options?: CallOptions) =>
      t.read<LibraryCollection[]>('/api/library/collections', { ...options }),
    /** GET /api/library/collections/{id}: one published collection. */
    collection: (id: number, options?: CallOptions) =>
      t.read<LibraryCollection>(`/api/library/collections/${encodeURIComponent(id)}`, {
        ...options,
      }),

    // Admins
    /** GET /api/admin/library/resources: every resource, drafts included, newest first. */
    adminResources: (options?: CallOptions) =>
      t.read<LibraryResourceSummary[]>('/api/admin/library/resources', { ...options }),
    /** POST /api/admin/library/resources: a new draft. */
    createResource: (body: LibraryResourceInputValues, options?: CallOptions) =>
      send<LibraryResource>('POST', '/api/admin/library/resources', options, body),
    /** PUT /api/admin/library/resources/{id}: the whole resource. */
    updateResource: (id: number, body: LibraryResourceInputValues, options?: CallOptions) =>
      send<LibraryResource>('PUT', adminResourcePath(id), options, body),
    /** POST /api/admin/library/resources/{id}/publish. */
    publishResource: (id: number, options?: CallOptions) =>
      send<LibraryResource>('POST', `${adminResourcePath(id)}/publish`, options),
    /** POST /api/admin/library/resources/{id}/unpublish: back to a draft. */
    unpublishResource: (id: number, options?: CallOptions) =>
      send<LibraryResource>('POST', `${adminResourcePath(id)}/unpublish`, options),
    /** POST /api/admin/library/resources/{id}/attachments: one file (multipart field `file`). */
    uploadAttachment: (id: number, file: Blob, options?: CallOptions & { filename?: string }) =>
      uploadFile<LibraryResource>(t, `${adminResourcePath(id)}/attachments`, {
        ...options,
        field: 'file',
        file,
      }),
    /** DELETE /api/admin/library/resources/{id}/attachments/{attachmentId}. */
    deleteAttachment: (id: number, attachmentId: number, options?: CallOptions) =>
      send<LibraryResource>(
        'DELETE',
        `${adminResourcePath(id)}/attachments/${encodeURIComponent(attachmentId)}`,
        options,
      ),
    /** GET /api/admin/library/collections: every collection, drafts included. */
    adminCollections: (options?: CallOptions) =>
      t.read<LibraryCollection[]>('/api/admin/library/collections', { ...options }),
    /** POST /api/admin/library/collections: a new draft collection. */
    createCollection: (body: LibraryCollectionInputValues, options?: CallOptions) =>
      send<LibraryCollection>('POST', '/api/admin/library/collections', options, body),
    /** PUT /api/admin/library/collections/{id}: title, description and the resources in order. */
    updateCollection: (id: number, body: LibraryCollectionInputValues, options?: CallOptions) =>
      send<LibraryCollection>('PUT', adminCollectionPath(id), options, body),
    /** POST /api/admin/library/collections/{id}/publish. */
    publishCollection: (id: number, options?: CallOptions) =>
      send<LibraryCollection>('POST', `${adminCollectionPath(id)}/publish`, options),
    /** POST /api/admin/library/collections/{id}/unpublish. */
    unpublishCollection: (id: number, options?: CallOptions) =>
      send<LibraryCollection>('POST', `${adminCollectionPath(id)}/unpublish`, options),
  };
}
export type LibraryApi = ReturnType<typeof libraryApi>;
