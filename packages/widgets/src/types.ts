/**
 * The element types: each widget element with its own events on `addEventListener`, and the
 * tags in `HTMLElementTagNameMap` (so `document.querySelector('hireloop-job-request')` is typed).
 */
import type { HireloopJobRequestEventMap, HireloopSubscriptionEventMap } from './events';

/** What both elements have besides HTMLElement's members. */
interface HireloopElement<EventMap> extends HTMLElement {
  /** Sends the theme and the `--hireloop-*` variables to the frame again. */
  refreshTheme(): void;
  addEventListener<K extends keyof EventMap>(
    type: K,
    listener: (this: this, event: EventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof EventMap>(
    type: K,
    listener: (this: this, event: EventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<hireloop-job-request>`. */
export type HireloopJobRequestElement = HireloopElement<HireloopJobRequestEventMap>;
/** `<hireloop-subscription>`. */
export type HireloopSubscriptionElement = HireloopElement<HireloopSubscriptionEventMap>;

declare global {
  interface HTMLElementTagNameMap {
    'hireloop-job-request': HireloopJobRequestElement;
    'hireloop-subscription': HireloopSubscriptionElement;
  }
}
