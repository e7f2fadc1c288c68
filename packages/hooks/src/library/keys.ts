/**
 * The library's query keys (issue 18). Two prefixes: readers' (`/api/library`, refreshed when a
 * subscription changes, since a plan opens gated resources) and admins' (`/api/admin/library`).
 */
export const libraryKeys = {
  all: () => ['/api/library'] as const,
  list: (filter: object = {}) => ['/api/library', 'resources', filter] as const,
  resource: (id: number) => ['/api/library', 'resource', id] as const,
  collections: () => ['/api/library', 'collections'] as const,
  collection: (id: number) => ['/api/library', 'collections', id] as const,
  admin: () => ['/api/admin/library'] as const,
  adminResources: () => ['/api/admin/library', 'resources'] as const,
  adminCollections: () => ['/api/admin/library', 'collections'] as const,
};
