/**
 * Issue 17's uploads (SPEC: "not shown"): why a file is refused, the same words on the server's
 * 400 and in the ui's upload fields. Kept apart from `TEXTS` (every page loads that object) so they
 * load only with the pages that upload.
 */
export const UPLOAD_REQUIRED = 'Choose a file to upload';
export const UPLOAD_EMPTY = 'The file is empty';
export const UPLOAD_ONE_FILE = 'Upload one file at a time';
/** `limit` as `formatBytes` writes it, e.g. "2 MB". */
export const uploadTooLarge = (limit: string) => `The file is too large (at most ${limit})`;
/** `types` as a person reads them, e.g. "JPEG, PNG or WebP". */
export const uploadWrongType = (types: string) =>
  `This type of file is not accepted (use ${types})`;

/** The refusals of an upload, as one object (`UPLOAD_TEXTS.tooLarge('2 MB')`). */
export const UPLOAD_TEXTS = {
  required: UPLOAD_REQUIRED,
  empty: UPLOAD_EMPTY,
  oneFile: UPLOAD_ONE_FILE,
  tooLarge: uploadTooLarge,
  wrongType: uploadWrongType,
} as const;
