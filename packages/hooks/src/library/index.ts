export {
  libraryResourceQuery,
  libraryResourcesQuery,
  useAdminLibraryCollections,
  useAdminLibraryResources,
  useLibraryAttachmentHref,
  useLibraryCollection,
  useLibraryCollections,
  useLibraryResource,
  useLibraryResources,
} from './useLibrary';
export type { LibraryFilter } from './useLibrary';
export {
  invalidateLibrary,
  useCreateLibraryResource,
  useDeleteLibraryAttachment,
  usePublishLibraryCollection,
  usePublishLibraryResource,
  useSaveLibraryCollection,
  useSetLibraryProgress,
  useUpdateLibraryResource,
  useUploadLibraryAttachment,
} from './useLibraryMutations';
export type {
  LibraryProgressInput,
  SaveLibraryCollectionInput,
  UpdateLibraryResourceInput,
} from './useLibraryMutations';
export { libraryClient } from './libraryClient';
export { libraryKeys } from './keys';
