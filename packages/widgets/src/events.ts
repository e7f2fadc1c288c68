/**
 * The DOM events every widget element dispatches (bubbling, composed `CustomEvent`s), with their
 * `detail`. Listen with `element.addEventListener('hireloop:submitted', …)`; in TypeScript the
 * element types below give each listener its detail.
 */
import type { EmbedErrorCode } from '@hireloop/sdk/constants';

export interface HireloopReadyDetail {
  widget: 'job-request' | 'subscription';
}
export interface HireloopResizeDetail {
  /** The frame's new height in CSS pixels (after `min-height` / `max-height`). */
  height: number;
}
export interface HireloopErrorDetail {
  code: EmbedErrorCode;
  /** A sentence for the partner's developer (also logged to the console). */
  message: string;
}
export interface HireloopSubmittedDetail {
  /** The new job request's id on Hireloop. */
  jobRequestId: number;
}
export interface HireloopSubscribedDetail {
  checkoutId: string;
  accountType: string;
  billingPeriod: string;
  planName: string;
}
export interface HireloopCheckoutCanceledDetail {
  checkoutId: string;
}

/** Every element's events. */
export interface HireloopWidgetEventMap {
  'hireloop:ready': CustomEvent<HireloopReadyDetail>;
  'hireloop:resize': CustomEvent<HireloopResizeDetail>;
  'hireloop:error': CustomEvent<HireloopErrorDetail>;
}
/** `<hireloop-job-request>`'s events. */
export interface HireloopJobRequestEventMap extends HireloopWidgetEventMap {
  'hireloop:submitted': CustomEvent<HireloopSubmittedDetail>;
}
/** `<hireloop-subscription>`'s events. */
export interface HireloopSubscriptionEventMap extends HireloopWidgetEventMap {
  'hireloop:subscribed': CustomEvent<HireloopSubscribedDetail>;
  'hireloop:checkout-canceled': CustomEvent<HireloopCheckoutCanceledDetail>;
}

/** The sentence of each error code (the `message` of `hireloop:error` and the console line). */
export const ERROR_MESSAGES: Record<EmbedErrorCode, string> = {
  'unknown-key': 'The publishable key names no Hireloop partner (or the partner was revoked).',
  'origin-not-allowed':
    "This page's origin is not one of the partner's allowed origins; add it in Hireloop's admin pages.",
  'frame-blocked':
    "The widget's frame did not start: check that the page's Content-Security-Policy allows the Hireloop origin in frame-src, and the network.",
  'invalid-attribute': 'An attribute holds a value the widget does not take.',
  'popup-blocked': 'The browser blocked the Hireloop sign-in window.',
  'signed-out': "The visitor's Hireloop sign-in for this widget ended.",
  'checkout-failed': 'The checkout could not be started.',
};
