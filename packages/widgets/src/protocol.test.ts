import { describe, expect, it } from 'vitest';
import {
  acceptHello,
  message,
  parseFrameMessage,
  parseHostMessage,
  PROTOCOL_VERSION,
} from './protocol';

const HIRELOOP = 'https://hireloop.example';

/** A window message as the browser would deliver it. */
function windowMessage(init: {
  data: unknown;
  origin: string;
  source: unknown;
  ports?: unknown[];
}) {
  return {
    data: init.data,
    origin: init.origin,
    source: init.source as MessageEventSource,
    ports: (init.ports ?? []) as MessagePort[],
  };
}

describe('the handshake', () => {
  const frame = {} as MessageEventSource;
  const { port1 } = new MessageChannel();
  const hello = message('hello', { widget: 'job-request', error: null });

  it('is accepted from its own frame, from the Hireloop origin exactly, with a port', () => {
    const accepted = acceptHello(
      windowMessage({ data: hello, origin: HIRELOOP, source: frame, ports: [port1] }),
      { frame, origin: HIRELOOP },
    );
    expect(accepted?.hello.payload).toEqual({ widget: 'job-request', error: null });
    expect(accepted?.port).toBe(port1);
    port1.close();
  });

  it('is refused from another frame, even with the right origin and data', () => {
    const other = {} as MessageEventSource;
    expect(
      acceptHello(windowMessage({ data: hello, origin: HIRELOOP, source: other, ports: [port1] }), {
        frame,
        origin: HIRELOOP,
      }),
    ).toBeNull();
  });

  it('is refused from any origin that is not exactly the Hireloop origin', () => {
    for (const origin of [
      'https://hireloop.example.evil.test',
      'https://evil-hireloop.example',
      'http://hireloop.example',
      'https://hireloop.example:8443',
      'https://sub.hireloop.example',
      'null',
      '',
    ]) {
      expect(
        acceptHello(windowMessage({ data: hello, origin, source: frame, ports: [port1] }), {
          frame,
          origin: HIRELOOP,
        }),
        origin,
      ).toBeNull();
    }
  });

  it('is refused without a port, from a frame not yet attached, or as another type', () => {
    const expected = { frame, origin: HIRELOOP };
    expect(
      acceptHello(windowMessage({ data: hello, origin: HIRELOOP, source: frame }), expected),
    ).toBeNull();
    expect(
      acceptHello(windowMessage({ data: hello, origin: HIRELOOP, source: null, ports: [port1] }), {
        frame: null,
        origin: HIRELOOP,
      }),
    ).toBeNull();
    expect(
      acceptHello(
        windowMessage({
          data: message('ready', {}),
          origin: HIRELOOP,
          source: frame,
          ports: [port1],
        }),
        expected,
      ),
    ).toBeNull();
  });
});

describe('messages', () => {
  it('carry the version, a type, an id and a payload', () => {
    const sent = message('resize', { height: 420 });
    expect(sent).toMatchObject({ v: PROTOCOL_VERSION, type: 'resize', payload: { height: 420 } });
    expect(sent.id).toMatch(/\S/);
    expect(message('ready', {}).id).not.toBe(sent.id);
    expect(parseFrameMessage(sent)).toEqual(sent);
  });

  it('with an unknown version or type, or a bad payload, are ignored', () => {
    const good = message('submitted', { jobRequestId: 12 });
    for (const bad of [
      { ...good, v: 2 },
      { ...good, v: '1' },
      { ...good, type: 'submit' },
      { ...good, type: 'toString' },
      { ...good, type: '__proto__' },
      { ...good, id: undefined },
      { ...good, payload: null },
      { ...good, payload: { jobRequestId: -1 } },
      { ...good, payload: { jobRequestId: '12' } },
      message('resize', { height: Number.NaN }),
      message('resize', { height: -5 }),
      message('navigate', { url: 42 }),
      message('error', { code: 'x'.repeat(100) }),
      null,
      'hello',
      [good],
    ]) {
      expect(parseFrameMessage(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('from the host are checked the same way', () => {
    const theme = message('theme', { theme: 'dark', variables: { '--hireloop-primary': '#000' } });
    expect(parseHostMessage(theme)).toEqual(theme);
    expect(parseHostMessage(message('theme', { theme: 'dark', variables: [] }))).toBeNull();
    expect(parseHostMessage(message('navigating', { requestId: 'a' }))).not.toBeNull();
    // A frame message is not a host message.
    expect(parseHostMessage(message('ready', {}))).toBeNull();
  });
});
