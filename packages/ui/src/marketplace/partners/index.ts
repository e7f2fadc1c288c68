// Exports of this folder, by name: the admin's partner registry (issue 15).
export { CopyButton } from './copy-button';
export { PartnerEmbedCode, partnerEmbedSnippet } from './partner-embed-code';
export { PartnerForm } from './partner-form';
export { PartnerList } from './partner-list';
export type { CopyButtonProps } from './copy-button';
export type { PartnerEmbedCodeProps } from './partner-embed-code';
export type { PartnerFormProps, PartnerRegistered } from './partner-form';
export type { PartnerListProps } from './partner-list';
