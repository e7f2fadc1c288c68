/**
 * The vocabulary of the widgets partner sites embed (issue 15): which widgets exist, their
 * themes, the error codes an element reports, and the shape of a publishable key. The loader, the
 * iframe pages and the server all take them from here.
 */

/** The embeddable widgets: `<hireloop-job-request>` and `<hireloop-subscription>`. */
export const EMBED_WIDGETS = ['job-request', 'subscription'] as const;
export type EmbedWidget = (typeof EMBED_WIDGETS)[number];

/** A widget's `theme` attribute: light, dark, or the visitor's system setting. */
export const EMBED_THEMES = ['light', 'dark', 'auto'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/**
 * The `code` of a `hireloop:error` event (designed):
 * - `unknown-key`: the publishable key names no partner, or a revoked one;
 * - `origin-not-allowed`: the page's origin is not one the partner registered;
 * - `frame-blocked`: the widget's frame did not start (refused by its frame-ancestors, by the
 *   page's own Content-Security-Policy `frame-src`, or by the network);
 * - `invalid-attribute`: an attribute holds a value the widget does not take;
 * - `popup-blocked`: the browser refused the sign-in window (it opens on a click);
 * - `signed-out`: the visitor's Hireloop sign-in for this widget ended (signed out or expired);
 * - `checkout-failed`: a checkout could not be started.
 */
export const EMBED_ERROR_CODES = [
  'unknown-key',
  'origin-not-allowed',
  'frame-blocked',
  'invalid-attribute',
  'popup-blocked',
  'signed-out',
  'checkout-failed',
] as const;
export type EmbedErrorCode = (typeof EMBED_ERROR_CODES)[number];

/** Every publishable key starts with this (as Stripe's `pk_`): it names a partner, it is no secret. */
export const PUBLISHABLE_KEY_PREFIX = 'pk_';

/**
 * The query parameters a checkout started from a widget adds to the partner's return address:
 * `hireloop_checkout` (`success` or `canceled`) and `hireloop_checkout_id`.
 */
export const EMBED_CHECKOUT_RESULT_PARAM = 'hireloop_checkout';
export const EMBED_CHECKOUT_ID_PARAM = 'hireloop_checkout_id';
/** The values of {@link EMBED_CHECKOUT_RESULT_PARAM}. */
export const EMBED_CHECKOUT_RESULTS = ['success', 'canceled'] as const;
export type EmbedCheckoutResult = (typeof EMBED_CHECKOUT_RESULTS)[number];
