/**
 * `@hireloop/widgets/react`: the two widgets as React components. Each renders its custom element
 * and defines the elements in an effect, so importing this module and rendering on a server
 * (SSR) touches no `window`; the element starts when it is attached in the browser and stops when
 * React removes it, as often as a single-page app navigates.
 */
import { useEffect, useRef, type CSSProperties, type RefObject } from 'react';
import type { AccountType, EmbedTheme, JobRequestType } from '@hireloop/sdk/constants';
import { defineHireloopElements } from './elements';
import type {
  HireloopCheckoutCanceledDetail,
  HireloopErrorDetail,
  HireloopReadyDetail,
  HireloopResizeDetail,
  HireloopSubmittedDetail,
  HireloopSubscribedDetail,
} from './events';
import type { HireloopJobRequestElement, HireloopSubscriptionElement } from './types';
export type {
  HireloopJobRequestAttributes,
  HireloopSubscriptionAttributes,
  HireloopWidgetAttributes,
} from './jsx';

/** The props both components take. */
export interface WidgetProps {
  /** The Hireloop origin the widget loads from, e.g. `https://hireloop.example`. */
  hireloopOrigin: string;
  /** The partner's publishable key (`pk_…`). */
  publishableKey: string;
  /** @default 'auto' */
  theme?: EmbedTheme;
  /** The frame's least height in CSS pixels. @default none (the content's height; 320 until it reports one) */
  minHeight?: number;
  /** The frame's greatest height in CSS pixels. @default none */
  maxHeight?: number;
  /** Where a checkout started from the widget comes back to. @default the current page */
  returnUrl?: string;
  className?: string;
  style?: CSSProperties;
  onReady?: (detail: HireloopReadyDetail) => void;
  onResize?: (detail: HireloopResizeDetail) => void;
  onError?: (detail: HireloopErrorDetail) => void;
}

export interface JobRequestWidgetProps extends WidgetProps {
  /** The job request type the form starts with. @default 'job' */
  type?: JobRequestType;
  /** A job request was posted. */
  onSubmitted?: (detail: HireloopSubmittedDetail) => void;
}

export interface SubscriptionWidgetProps extends WidgetProps {
  /** Whose plans. @default 'employer' */
  accountType?: AccountType;
  /** A checkout started from the widget was paid (on the return page). */
  onSubscribed?: (detail: HireloopSubscribedDetail) => void;
  /** A checkout started from the widget was canceled (on the return page). */
  onCheckoutCanceled?: (detail: HireloopCheckoutCanceledDetail) => void;
}

type Handlers = Record<string, ((detail: never) => void) | undefined>;

/**
 * Defines the elements once mounted, and listens to `events` on the element, always calling the
 * latest handlers (no listener churn when a parent passes new functions on every render).
 */
function useWidget(ref: RefObject<HTMLElement | null>, events: Handlers) {
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });
  useEffect(() => {
    defineHireloopElements();
    const element = ref.current;
    if (!element) return;
    const listeners = Object.keys(latest.current).map((type) => {
      const listener = (event: Event) =>
        latest.current[type]?.((event as CustomEvent).detail as never);
      element.addEventListener(type, listener);
      return () => element.removeEventListener(type, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [ref]);
}

/** The attributes both elements share, from the props. */
const commonAttributes = (props: WidgetProps) => ({
  'hireloop-origin': props.hireloopOrigin,
  'publishable-key': props.publishableKey,
  theme: props.theme,
  'min-height': props.minHeight,
  'max-height': props.maxHeight,
  'return-url': props.returnUrl,
  className: props.className,
  style: props.style,
});

/** `<hireloop-job-request>`: the visitor signs in and posts a job request to Hireloop. */
export function JobRequestWidget(props: JobRequestWidgetProps) {
  const ref = useRef<HireloopJobRequestElement>(null);
  useWidget(ref, {
    'hireloop:ready': props.onReady,
    'hireloop:resize': props.onResize,
    'hireloop:error': props.onError,
    'hireloop:submitted': props.onSubmitted,
  });
  return <hireloop-job-request ref={ref} {...commonAttributes(props)} type={props.type} />;
}

/** `<hireloop-subscription>`: the plans, sign-in and checkout, back to the return address. */
export function SubscriptionWidget(props: SubscriptionWidgetProps) {
  const ref = useRef<HireloopSubscriptionElement>(null);
  useWidget(ref, {
    'hireloop:ready': props.onReady,
    'hireloop:resize': props.onResize,
    'hireloop:error': props.onError,
    'hireloop:subscribed': props.onSubscribed,
    'hireloop:checkout-canceled': props.onCheckoutCanceled,
  });
  return (
    <hireloop-subscription
      ref={ref}
      {...commonAttributes(props)}
      account-type={props.accountType}
    />
  );
}
