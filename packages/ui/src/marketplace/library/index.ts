// Exports of this folder, by name: the library (issue 18). The Markdown renderer itself is not
// exported: MarkdownBody loads it lazily.
export { LibraryCollectionCard } from './collection-card';
export { LibraryCollectionForm } from './collection-form';
export { EMPTY_LIBRARY_FILTERS, LibraryFilters } from './library-filters';
export { MarkdownBody } from './markdown-body';
export { LibraryResourceBadges, LibraryResourceCard } from './resource-card';
export { LibraryResourceForm } from './resource-form';
export { LibraryResourceView } from './resource-view';
export { LIBRARY_TEXTS } from './texts';
export type { LibraryCollectionCardProps } from './collection-card';
export type { LibraryCollectionFormProps } from './collection-form';
export type { LibraryFilterValues, LibraryFiltersProps } from './library-filters';
export type { MarkdownBodyProps } from './markdown-body';
export type { LibraryResourceCardProps } from './resource-card';
export type { LibraryResourceFormProps } from './resource-form';
export type { LibraryResourceViewProps } from './resource-view';
