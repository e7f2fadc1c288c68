export { CACHING, CAROUSEL, TIMINGS, TOASTS } from './timings';
export { TEXTS } from './texts';
