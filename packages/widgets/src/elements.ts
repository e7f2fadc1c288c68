/**
 * The custom elements `<hireloop-job-request>` and `<hireloop-subscription>`. Each puts, in its
 * shadow root, an iframe of the widget's page on Hireloop's origin: the partner's CSS cannot
 * reach the form, and Hireloop's cannot leak onto the page. The element talks to its frame
 * through the protocol of ./protocol.ts, sizes it to its content, passes the theme on, sends the
 * top window to checkout when the frame asks, and turns what the frame says into DOM events.
 *
 * The classes are made inside {@link defineHireloopElements}, never at import: `HTMLElement` does
 * not exist on a server, and importing this package there (SSR) must not fail.
 */
import {
  EMBED_CHECKOUT_ID_PARAM,
  EMBED_CHECKOUT_RESULT_PARAM,
  JOB_REQUEST_TYPES,
  ACCOUNT_TYPES,
  type EmbedErrorCode,
  type EmbedWidget,
} from '@hireloop/sdk/constants';
import { ERROR_MESSAGES } from './events';
import { acceptHello, message, parseFrameMessage, type FrameMessage } from './protocol';
import { clampHeight, INITIAL_HEIGHT, pixelsOf } from './sizing';
import { readThemeVariables, themeOf } from './theming';

/** The tag of each widget. */
export const WIDGET_TAGS = {
  'job-request': 'hireloop-job-request',
  subscription: 'hireloop-subscription',
} as const satisfies Record<EmbedWidget, string>;

/** The address path of each widget's page, under the Hireloop origin. */
export const EMBED_PATH = '/embed/v1/';

/**
 * How long after the frame's `load` the element waits for its handshake before it reports
 * `frame-blocked` (a frame refused by frame-ancestors or by the page's CSP still fires `load`).
 */
export const HANDSHAKE_GRACE_MS = 3000;

/** The partner page's record of which widget sent the visitor to checkout (sessionStorage). */
export const CHECKOUT_OWNER_KEY = 'hireloop:checkout';

/** Where checkout may run: Hireloop's own pages (the local checkout) and Stripe Checkout. */
const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/** The attributes every element reads; each kind adds its own. */
const COMMON_ATTRIBUTES = [
  'publishable-key',
  'theme',
  'min-height',
  'max-height',
  'return-url',
  'hireloop-origin',
] as const;

/** What one kind of widget adds: its attributes and how they become page parameters. */
interface WidgetKind {
  widget: EmbedWidget;
  title: string;
  attributes: readonly string[];
  /** The page parameters of the kind's attributes, or the error of an invalid one. */
  params(element: HTMLElement): { params: Record<string, string>; invalid?: string };
  /** The frame messages this kind turns into events, and the event each becomes. */
  events: Partial<Record<FrameMessage['type'], string>>;
}

const oneOf = (
  element: HTMLElement,
  name: string,
  values: readonly string[],
  fallback: string,
): { value: string; invalid?: string } => {
  const value = element.getAttribute(name);
  if (value === null || value === '') return { value: fallback };
  return values.includes(value)
    ? { value }
    : { value: fallback, invalid: `${name}="${value}" is not one of ${values.join(', ')}` };
};

const KINDS: Record<EmbedWidget, WidgetKind> = {
  'job-request': {
    widget: 'job-request',
    title: 'Hireloop: post a job request',
    attributes: ['type'],
    params(element) {
      const type = oneOf(element, 'type', JOB_REQUEST_TYPES, 'job');
      return { params: { type: type.value }, invalid: type.invalid };
    },
    events: { submitted: 'hireloop:submitted' },
  },
  subscription: {
    widget: 'subscription',
    title: 'Hireloop: subscription plans',
    attributes: ['account-type'],
    params(element) {
      const accountType = oneOf(element, 'account-type', ACCOUNT_TYPES, 'employer');
      return { params: { 'account-type': accountType.value }, invalid: accountType.invalid };
    },
    events: {
      subscribed: 'hireloop:subscribed',
      'checkout-canceled': 'hireloop:checkout-canceled',
    },
  },
};

/** Options of {@link defineHireloopElements}. */
export interface DefineOptions {
  /**
   * The Hireloop origin the widgets load from (`https://hireloop.example`); an element's
   * `hireloop-origin` attribute overrides it. The loader script passes its own origin.
   */
  origin?: string;
}

/** A checkout result in the page's address, and the widget it belongs to. */
interface CheckoutResult {
  widget: EmbedWidget;
  params: Record<string, string>;
}

/**
 * The checkout result in the page's address (`?hireloop_checkout=success&hireloop_checkout_id=…`)
 * and which widget sent the visitor to checkout (recorded in sessionStorage when it did; the
 * subscription widget when nothing was recorded). Read once per page, so a widget that mounts
 * again (single-page navigation, React's strict mode) gets the same answer.
 */
function readCheckoutResult(): CheckoutResult | null {
  const query = new URLSearchParams(window.location.search);
  const result = query.get(EMBED_CHECKOUT_RESULT_PARAM);
  const id = query.get(EMBED_CHECKOUT_ID_PARAM);
  if (!result || !id) return null;
  let owner: string | null = null;
  try {
    owner = window.sessionStorage.getItem(CHECKOUT_OWNER_KEY);
    window.sessionStorage.removeItem(CHECKOUT_OWNER_KEY);
  } catch {
    // Storage refused (a privacy setting): the subscription widget takes the result.
  }
  return {
    widget: owner === 'job-request' ? 'job-request' : 'subscription',
    params: { checkout: result, checkout_id: id },
  };
}

/** The page's address without a checkout result: where a checkout from it comes back to. */
function currentPageAddress(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(EMBED_CHECKOUT_RESULT_PARAM);
  url.searchParams.delete(EMBED_CHECKOUT_ID_PARAM);
  return url.toString();
}

function createElementClass(
  kind: WidgetKind,
  defaultOrigin: string | undefined,
  checkoutResult: CheckoutResult | null,
) {
  return class HireloopWidgetElement extends HTMLElement {
    static observedAttributes = [...COMMON_ATTRIBUTES, ...kind.attributes];

    #frame: HTMLIFrameElement | null = null;
    #port: MessagePort | null = null;
    #origin = '';
    #contentHeight = 0;
    #graceTimer: ReturnType<typeof setTimeout> | undefined;
    #onMessage = (event: MessageEvent) => this.#handshake(event);

    connectedCallback() {
      this.#start();
    }

    disconnectedCallback() {
      this.#stop();
    }

    attributeChangedCallback(name: string, previous: string | null, value: string | null) {
      if (!this.isConnected || previous === value || !this.#frame) return;
      if (name === 'theme') this.refreshTheme();
      else if (name === 'min-height' || name === 'max-height') this.#applyHeight();
      else this.#start();
    }

    /**
     * Sends the theme and the `--hireloop-*` variables again (they are read when the widget
     * starts and when `theme` changes; call this after changing the variables).
     */
    refreshTheme() {
      this.#port?.postMessage(
        message('theme', {
          theme: themeOf(this.getAttribute('theme')),
          variables: readThemeVariables(getComputedStyle(this)),
        }),
      );
    }

    #emit(type: string, detail: unknown) {
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    }

    #fail(code: EmbedErrorCode, detail?: string) {
      const text = detail ? `${ERROR_MESSAGES[code]} (${detail})` : ERROR_MESSAGES[code];
      console.error(`[hireloop] <${this.localName}>: ${text}`);
      this.#emit('hireloop:error', { code, message: text });
    }

    #stop() {
      window.removeEventListener('message', this.#onMessage);
      clearTimeout(this.#graceTimer);
      this.#port?.close();
      this.#port = null;
      this.#frame?.remove();
      this.#frame = null;
      this.#contentHeight = 0;
    }

    #start() {
      this.#stop();
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const key = this.getAttribute('publishable-key');
      const origin = this.getAttribute('hireloop-origin') ?? defaultOrigin;
      if (!key || !origin) {
        this.#fail(
          'invalid-attribute',
          !key ? 'publishable-key is required' : 'hireloop-origin is required',
        );
        return;
      }
      let base: URL;
      try {
        base = new URL(origin);
      } catch {
        this.#fail('invalid-attribute', `hireloop-origin="${origin}" is not an address`);
        return;
      }
      this.#origin = base.origin;
      const { params, invalid } = kind.params(this);
      if (invalid) this.#fail('invalid-attribute', invalid);
      let returnUrl = currentPageAddress();
      const returnAttribute = this.getAttribute('return-url');
      if (returnAttribute) {
        try {
          returnUrl = new URL(returnAttribute, window.location.href).toString();
        } catch {
          this.#fail('invalid-attribute', `return-url="${returnAttribute}" is not an address`);
        }
      }

      const src = new URL(`${EMBED_PATH}${kind.widget}`, this.#origin);
      const query = {
        key,
        origin: window.location.origin,
        theme: themeOf(this.getAttribute('theme')),
        return: returnUrl,
        ...params,
        ...(checkoutResult?.widget === kind.widget ? checkoutResult.params : {}),
      };
      for (const [name, value] of Object.entries(query)) src.searchParams.set(name, value);

      const frame = document.createElement('iframe');
      frame.title = kind.title;
      frame.src = src.toString();
      frame.setAttribute('scrolling', 'no');
      // Scripts, forms and the sign-in window; no top navigation (the element does it, on request).
      frame.setAttribute(
        'sandbox',
        'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
      );
      // CSSOM only (no style attribute in markup): works under a strict style-src.
      Object.assign(frame.style, { border: '0', width: '100%', display: 'block' });
      frame.addEventListener('load', () => {
        if (this.#port || this.#frame !== frame) return;
        this.#graceTimer = setTimeout(() => {
          if (!this.#port && this.#frame === frame) this.#fail('frame-blocked');
        }, HANDSHAKE_GRACE_MS);
      });
      this.#frame = frame;
      this.#applyHeight();
      window.addEventListener('message', this.#onMessage);
      root.replaceChildren(frame);
    }

    #applyHeight() {
      if (!this.#frame) return;
      const min = pixelsOf(this.getAttribute('min-height'), 0);
      const max = pixelsOf(this.getAttribute('max-height'), Number.POSITIVE_INFINITY);
      // Until the content reports its height: min-height, or a placeholder height.
      const height = clampHeight(this.#contentHeight || min || INITIAL_HEIGHT, min, max);
      this.#frame.style.height = `${height}px`;
      // Past max-height the content scrolls inside the frame.
      this.#frame.setAttribute('scrolling', this.#contentHeight > height ? 'auto' : 'no');
      return height;
    }

    #handshake(event: MessageEvent) {
      if (this.#port || !this.#frame) return;
      const accepted = acceptHello(event, {
        frame: this.#frame.contentWindow,
        origin: this.#origin,
      });
      if (!accepted) return;
      window.removeEventListener('message', this.#onMessage);
      clearTimeout(this.#graceTimer);
      this.#port = accepted.port;
      this.#port.onmessage = (portEvent) => this.#receive(portEvent.data);
      const { error } = accepted.hello.payload;
      if (error) {
        // Nothing to show: the frame collapses, the partner learns why.
        this.#frame.style.display = 'none';
        this.#fail(error);
        return;
      }
      this.refreshTheme();
    }

    #receive(data: unknown) {
      const received = parseFrameMessage(data);
      if (!received || !this.#frame) return;
      switch (received.type) {
        case 'ready':
          this.#emit('hireloop:ready', { widget: kind.widget });
          return;
        case 'resize': {
          this.#contentHeight = received.payload.height;
          const height = this.#applyHeight();
          this.#emit('hireloop:resize', { height });
          return;
        }
        case 'error':
          this.#fail(received.payload.code, received.payload.message);
          return;
        case 'navigate':
          this.#navigate(received.id, received.payload.url);
          return;
        default: {
          const event = kind.events[received.type];
          if (event) this.#emit(event, received.payload);
        }
      }
    }

    /** Checkout leaves the frame: the top window goes, once, to Hireloop or Stripe Checkout. */
    #navigate(requestId: string, address: string) {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        return;
      }
      if (url.origin !== this.#origin && url.origin !== STRIPE_CHECKOUT_ORIGIN) return;
      try {
        window.sessionStorage.setItem(CHECKOUT_OWNER_KEY, kind.widget);
      } catch {
        // Storage refused: the subscription widget takes the result on return.
      }
      // Told first, so the frame never opens its fallback tab beside this navigation.
      this.#port?.postMessage(message('navigating', { requestId }));
      window.location.assign(url.toString());
    }
  };
}

/** The element class of each widget, once defined. */
export type HireloopWidgetElement = InstanceType<ReturnType<typeof createElementClass>>;

/**
 * Defines `<hireloop-job-request>` and `<hireloop-subscription>` (once; later calls do nothing).
 * Does nothing where there is no DOM (a server rendering React).
 */
export function defineHireloopElements(options: DefineOptions = {}): void {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return;
  const kinds = Object.values(KINDS).filter(
    (kind) => !customElements.get(WIDGET_TAGS[kind.widget]),
  );
  if (kinds.length === 0) return;
  const checkoutResult = readCheckoutResult();
  for (const kind of kinds) {
    customElements.define(
      WIDGET_TAGS[kind.widget],
      createElementClass(kind, options.origin, checkoutResult),
    );
  }
}
