import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineHireloopElements, HANDSHAKE_GRACE_MS } from './elements';
import { message, parseHostMessage, type FrameMessages, type HostMessage } from './protocol';
import type { HireloopJobRequestElement } from './types';

const HIRELOOP = 'https://hireloop.example';

beforeAll(() => {
  // jsdom gives an iframe inside a shadow tree no window (`contentWindow` is null; browsers give
  // it one): each iframe gets a stand-in window of its own, which is all the element compares.
  const windows = new WeakMap<HTMLIFrameElement, object>();
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    configurable: true,
    get(this: HTMLIFrameElement) {
      if (!windows.has(this)) windows.set(this, {});
      return windows.get(this);
    },
  });
  defineHireloopElements({ origin: HIRELOOP });
});
afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** A widget element attached to the page, its frame and the events it dispatched. */
function mount(
  tag: 'hireloop-job-request' | 'hireloop-subscription',
  attributes: Record<string, string>,
) {
  const element = document.createElement(tag) as HireloopJobRequestElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: Array<{ type: string; detail: unknown }> = [];
  for (const type of [
    'hireloop:ready',
    'hireloop:resize',
    'hireloop:error',
    'hireloop:submitted',
    'hireloop:subscribed',
    'hireloop:checkout-canceled',
  ]) {
    element.addEventListener(type, (event) =>
      events.push({ type, detail: (event as CustomEvent).detail }),
    );
  }
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.append(element);
  const frame = () => element.shadowRoot?.querySelector('iframe') ?? null;
  return { element, events, frame };
}

/** Delivers a window message to the page as the browser would (source, origin, ports). */
function post(data: unknown, init: { origin: string; source: unknown; ports?: MessagePort[] }) {
  const event = new Event('message');
  Object.defineProperties(event, {
    data: { value: data },
    origin: { value: init.origin },
    source: { value: init.source },
    ports: { value: init.ports ?? [] },
  });
  window.dispatchEvent(event);
}

/** Completes the handshake as the frame does; resolves the frame's end of the channel. */
function handshake(
  frame: HTMLIFrameElement,
  hello: FrameMessages['hello'] = { widget: 'job-request', error: null },
) {
  const channel = new MessageChannel();
  const received: HostMessage[] = [];
  channel.port1.onmessage = (event) => {
    const parsed = parseHostMessage(event.data);
    if (parsed) received.push(parsed);
  };
  post(message('hello', hello), {
    origin: HIRELOOP,
    source: frame.contentWindow,
    ports: [channel.port2],
  });
  const send = (type: keyof FrameMessages, payload: unknown) =>
    channel.port1.postMessage(message(type, payload as never));
  return { port: channel.port1, received, send };
}

/**
 * Port messages arrive on a later turn of the event loop, later still on a loaded machine:
 * wait for what a message does rather than for a fixed time.
 */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 5 });
/** For "nothing happens": only a pause can show it, and a slow machine can only make it pass. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('<hireloop-job-request>', () => {
  it('loads its page from the Hireloop origin with the key, this origin, the attributes and the return address', () => {
    const { frame } = mount('hireloop-job-request', {
      'publishable-key': 'pk_1',
      type: 'project',
      theme: 'dark',
    });
    const src = new URL(frame()!.src);
    expect(src.origin + src.pathname).toBe(`${HIRELOOP}/embed/v1/job-request`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      key: 'pk_1',
      origin: 'https://partner.example',
      theme: 'dark',
      type: 'project',
      return: 'https://partner.example/jobs?ref=1',
    });
    expect(frame()!.title).toBe('Hireloop: post a job request');
    expect(frame()!.getAttribute('scrolling')).toBe('no');
    expect(frame()!.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
    expect(frame()!.style.height).toBe('320px');
  });

  it('takes the handshake from its own frame only, then sends the theme', async () => {
    const { element, frame } = mount('hireloop-job-request', {
      'publishable-key': 'pk_1',
      theme: 'light',
    });
    element.style.setProperty('--hireloop-primary', '#0a7');
    // Another frame on the page forges the handshake: nothing happens.
    const other = document.createElement('iframe');
    document.body.append(other);
    const forged = new MessageChannel();
    let forgedHeard = false;
    forged.port1.onmessage = () => (forgedHeard = true);
    post(message('hello', { widget: 'job-request', error: null }), {
      origin: HIRELOOP,
      source: other.contentWindow,
      ports: [forged.port2],
    });
    // So does a message from the right frame window but a look-alike origin.
    post(message('hello', { widget: 'job-request', error: null }), {
      origin: 'https://hireloop.example.evil.test',
      source: frame()!.contentWindow,
      ports: [forged.port2],
    });
    const { received, port } = handshake(frame()!);
    await eventually(() =>
      expect(received).toEqual([
        expect.objectContaining({
          type: 'theme',
          payload: { theme: 'light', variables: { '--hireloop-primary': '#0a7' } },
        }),
      ]),
    );
    expect(forgedHeard).toBe(false);
    element.setAttribute('theme', 'dark');
    await eventually(() =>
      expect(received.at(-1)).toMatchObject({ type: 'theme', payload: { theme: 'dark' } }),
    );
    port.close();
    forged.port1.close();
  });

  it('turns the frame messages into events, and sizes the frame within min and max height', async () => {
    const { frame, events } = mount('hireloop-job-request', {
      'publishable-key': 'pk_1',
      'min-height': '200',
      'max-height': '600px',
    });
    const { send, port } = handshake(frame()!);
    send('ready', {});
    send('resize', { height: 450 });
    send('submitted', { jobRequestId: 42 });
    // Not this widget's: a job request element never says "subscribed".
    send('subscribed', {
      checkoutId: 'co_1',
      accountType: 'employer',
      billingPeriod: 'month',
      planName: 'Monthly',
    });
    // Not of this protocol: ignored.
    port.postMessage({ v: 2, type: 'submitted', id: 'x', payload: { jobRequestId: 7 } });
    send('resize', { height: 2000 });
    // One port delivers in order: once the last resize is seen, every message before it was.
    await eventually(() =>
      expect(events).toEqual([
        { type: 'hireloop:ready', detail: { widget: 'job-request' } },
        { type: 'hireloop:resize', detail: { height: 450 } },
        { type: 'hireloop:submitted', detail: { jobRequestId: 42 } },
        { type: 'hireloop:resize', detail: { height: 600 } },
      ]),
    );
    expect(frame()!.style.height).toBe('600px');
    expect(frame()!.getAttribute('scrolling')).toBe('auto');
    port.close();
  });

  it('without min-height takes the content height, after a placeholder height', async () => {
    const { frame, events } = mount('hireloop-job-request', { 'publishable-key': 'pk_1' });
    expect(frame()!.style.height).toBe('320px');
    const { send, port } = handshake(frame()!);
    send('resize', { height: 142 });
    await eventually(() => expect(frame()!.style.height).toBe('142px'));
    expect(events).toEqual([{ type: 'hireloop:resize', detail: { height: 142 } }]);
    port.close();
  });

  it('reports the frame error of an unknown key or origin, and hides the frame', async () => {
    const { frame, events } = mount('hireloop-job-request', { 'publishable-key': 'pk_nope' });
    const { port } = handshake(frame()!, { widget: 'job-request', error: 'unknown-key' });
    await eventually(() => expect(events).toHaveLength(1));
    expect(events).toEqual([
      {
        type: 'hireloop:error',
        detail: { code: 'unknown-key', message: expect.stringMatching(/publishable key/) },
      },
    ]);
    expect(frame()!.style.display).toBe('none');
    port.close();
  });

  it('reports frame-blocked when the frame loads but never greets', () => {
    vi.useFakeTimers();
    const { frame, events } = mount('hireloop-job-request', { 'publishable-key': 'pk_1' });
    frame()!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(HANDSHAKE_GRACE_MS - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([
      { type: 'hireloop:error', detail: expect.objectContaining({ code: 'frame-blocked' }) },
    ]);
  });

  it('needs a publishable key, and says which attribute is wrong', () => {
    const { frame, events } = mount('hireloop-job-request', {});
    expect(frame()).toBeNull();
    expect(events).toEqual([
      {
        type: 'hireloop:error',
        detail: {
          code: 'invalid-attribute',
          message: expect.stringMatching(/publishable-key is required/),
        },
      },
    ]);
    const typed = mount('hireloop-job-request', { 'publishable-key': 'pk_1', type: 'gig' });
    expect(typed.events[0]).toMatchObject({
      detail: { code: 'invalid-attribute', message: expect.stringMatching(/type="gig"/) },
    });
    expect(new URL(typed.frame()!.src).searchParams.get('type')).toBe('job');
  });

  it('sends the top window to checkout on Hireloop or Stripe only, telling the frame first', async () => {
    const { frame } = mount('hireloop-job-request', { 'publishable-key': 'pk_1' });
    const { send, received, port } = handshake(frame()!);
    send('navigate', { url: 'https://evil.test/phish' });
    const navigate = message('navigate', { url: `${HIRELOOP}/checkout/local/co_1` });
    port.postMessage(navigate);
    // One port delivers in order: the evil address was handled before the good one, and
    // only the good one is answered.
    await eventually(() =>
      expect(received.filter((m) => m.type === 'navigating')).toEqual([
        expect.objectContaining({ payload: { requestId: navigate.id } }),
      ]),
    );
    expect(sessionStorage.getItem('hireloop:checkout')).toBe('job-request');
    port.close();
  });

  it('stops when removed and starts afresh when attached again', async () => {
    const { element, frame, events } = mount('hireloop-job-request', { 'publishable-key': 'pk_1' });
    const first = frame()!;
    element.remove();
    expect(element.shadowRoot!.querySelector('iframe')).toBeNull();
    // A late handshake from the removed frame changes nothing.
    const { send, port } = handshake(first);
    send('ready', {});
    await pause();
    expect(events).toEqual([]);
    document.body.append(element);
    expect(frame()).not.toBe(first);
    expect(element.shadowRoot!.querySelectorAll('iframe')).toHaveLength(1);
    port.close();
  });
});

describe('<hireloop-subscription>', () => {
  it('loads the subscription page with the account type and the return address', () => {
    const { frame } = mount('hireloop-subscription', {
      'publishable-key': 'pk_1',
      'account-type': 'talent',
      'return-url': '/thanks',
    });
    const src = new URL(frame()!.src);
    expect(src.pathname).toBe('/embed/v1/subscription');
    expect(src.searchParams.get('account-type')).toBe('talent');
    expect(src.searchParams.get('return')).toBe('https://partner.example/thanks');
    expect(frame()!.title).toBe('Hireloop: subscription plans');
  });

  it('dispatches subscribed and checkout-canceled', async () => {
    const { frame, events } = mount('hireloop-subscription', { 'publishable-key': 'pk_1' });
    const { send, port } = handshake(frame()!, { widget: 'subscription', error: null });
    const paid = {
      checkoutId: 'co_1',
      accountType: 'employer',
      billingPeriod: 'month',
      planName: 'Monthly',
    };
    send('subscribed', paid);
    send('checkout-canceled', { checkoutId: 'co_2' });
    send('submitted', { jobRequestId: 1 });
    send('resize', { height: 300 });
    // The resize after the ignored "submitted" shows it was handled.
    await eventually(() => expect(events.at(-1)?.type).toBe('hireloop:resize'));
    expect(events.slice(0, -1)).toEqual([
      { type: 'hireloop:subscribed', detail: paid },
      { type: 'hireloop:checkout-canceled', detail: { checkoutId: 'co_2' } },
    ]);
    port.close();
  });
});
