/**
 * `@hireloop/sdk/constants`: what a UI shows without validating anything — SPEC §9's timings,
 * SPEC's texts, and the vocabulary (every value list and limit) — free of zod.
 */
export { CACHING, CAROUSEL, TIMINGS, TOASTS } from './timings';
export {
  JOB_REQUEST_MODAL_TITLES,
  NAV_LABELS,
  SHELL_LABELS,
  TALENT_LITE_ANNUAL_LABEL,
  TEXTS,
} from './texts';
export { UPLOAD_TEXTS } from './uploadTexts';
export {
  EMBED_DATA_ELEMENT_ID,
  EMBED_LOADER_PATH,
  EMBEDDED_USER_ELEMENT_ID,
  USER_NAME_SLOT,
} from './page';
export {
  ACCOUNT_EXPORT_FORMAT,
  accountExportFileName,
  CONVERSATION_CLOSED_MESSAGE,
  DELETED_USER_NAME,
} from './account';
// Numbers as the texts print them ("12,980"), without Intl: the ui's counts read it from here.
export { formatCount } from '../rules/numbers';
// The whole vocabulary, every value list and limit with its type: `../vocabulary/index.ts` is its
// explicit list of names.
export * from '../vocabulary';
