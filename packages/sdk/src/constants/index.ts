export { CACHING, CAROUSEL, TIMINGS, TOASTS } from './timings';
export { TEXTS } from './texts';
export { JOB_REQUEST_TYPES, MESSAGE_BODY_MAX } from './domain';
export { EMBEDDED_USER_ELEMENT_ID } from './page';
