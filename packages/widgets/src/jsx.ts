/**
 * JSX types for the two elements, for React users who write the tags themselves
 * (`import type {} from '@hireloop/widgets/jsx'` once, or use `@hireloop/widgets/react`, which
 * includes them). Attributes are the elements' own, in their HTML spelling.
 */
import type { AccountType, EmbedTheme, JobRequestType } from '@hireloop/sdk/constants';
import type { HTMLAttributes, Ref } from 'react';
import type { HireloopJobRequestElement, HireloopSubscriptionElement } from './types';

/** The attributes both elements take. */
export interface HireloopWidgetAttributes<E extends HTMLElement> extends HTMLAttributes<E> {
  ref?: Ref<E>;
  /** The partner's publishable key (`pk_…`). Required. */
  'publishable-key': string;
  /** `light`, `dark` or `auto` (the visitor's system setting). @default 'auto' */
  theme?: EmbedTheme;
  /** The frame's least height in CSS pixels. @default none (the content's height; 320 until it reports one) */
  'min-height'?: number | string;
  /** The frame's greatest height in CSS pixels; the content scrolls past it. @default none */
  'max-height'?: number | string;
  /** Where a checkout started from the widget comes back to. @default the current page */
  'return-url'?: string;
  /** The Hireloop origin (only without the loader, which knows its own). */
  'hireloop-origin'?: string;
}

/** `<hireloop-job-request>`'s attributes. */
export interface HireloopJobRequestAttributes extends HireloopWidgetAttributes<HireloopJobRequestElement> {
  /** The job request type the form starts with. @default 'job' */
  type?: JobRequestType;
}

/** `<hireloop-subscription>`'s attributes. */
export interface HireloopSubscriptionAttributes extends HireloopWidgetAttributes<HireloopSubscriptionElement> {
  /** Whose plans: employer (month, year, lifetime) or talent (Lite). @default 'employer' */
  'account-type'?: AccountType;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace
  namespace JSX {
    interface IntrinsicElements {
      'hireloop-job-request': HireloopJobRequestAttributes;
      'hireloop-subscription': HireloopSubscriptionAttributes;
    }
  }
}
