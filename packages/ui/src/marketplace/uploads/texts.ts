import { formatBytes, uploadTypeList, type UploadType } from '@hireloop/sdk';

/** The upload fields' texts (issue 17; designed, none in SPEC). The refusals are the sdk's `UPLOAD_TEXTS`. */
export const UPLOAD_FIELD_TEXTS = {
  choose: 'Choose image',
  replace: 'Replace image',
  remove: 'Remove image',
  undo: 'Keep the current image',
  checking: 'Checking the file…',
  noImage: 'No image yet',
  /** The preview's text alternative. */
  preview: (label: string) => `${label} preview`,
  /** What the field accepts, e.g. "JPEG, PNG or WebP, up to 2 MB". */
  hint: (accept: readonly UploadType[], maxBytes: number) =>
    `${uploadTypeList(accept)}, up to ${formatBytes(maxBytes)}`,
  /** Announced when a file is chosen. */
  chosen: (name: string) => `Chosen: ${name}`,
};
