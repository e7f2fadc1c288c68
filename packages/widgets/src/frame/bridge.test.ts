import { afterEach, describe, expect, it, vi } from 'vitest';
import { message, parseFrameMessage } from '../protocol';
import { connectBridge } from './bridge';

afterEach(() => vi.restoreAllMocks());

/** Pretends this window is framed by `parent` (jsdom's top window has itself as parent). */
function framedBy(parent: { postMessage: (...args: unknown[]) => void }) {
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
}

describe('the frame bridge', () => {
  it('greets its parent at the exact origin the server verified, with a port, never "*"', () => {
    const postMessage = vi.fn();
    framedBy({ postMessage });
    const bridge = connectBridge({
      widget: 'job-request',
      parentOrigin: 'https://partner.example',
      error: null,
    });
    expect(bridge.hosted).toBe(true);
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [data, targetOrigin, transfer] = postMessage.mock.calls[0]!;
    expect(parseFrameMessage(data)).toMatchObject({
      type: 'hello',
      payload: { widget: 'job-request', error: null },
    });
    expect(targetOrigin).toBe('https://partner.example');
    expect(transfer).toHaveLength(1);
    (transfer as MessagePort[])[0]!.close();
  });

  it('tells the parent the error that stops the widget', () => {
    const postMessage = vi.fn();
    framedBy({ postMessage });
    connectBridge({
      widget: 'subscription',
      parentOrigin: 'https://other.example',
      error: 'origin-not-allowed',
    });
    expect(parseFrameMessage(postMessage.mock.calls[0]![0])).toMatchObject({
      payload: { error: 'origin-not-allowed' },
    });
  });

  it('sends nothing when no partner page hosts it (opened alone, or no verified origin)', () => {
    const alone = connectBridge({
      widget: 'job-request',
      parentOrigin: 'https://partner.example',
      error: null,
    });
    expect(alone.hosted).toBe(false);
    const postMessage = vi.fn();
    framedBy({ postMessage });
    const unverified = connectBridge({
      widget: 'job-request',
      parentOrigin: null,
      error: 'unknown-key',
    });
    expect(unverified.hosted).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('asks the host to navigate and waits for its answer, or gives up after the timeout', async () => {
    const postMessage = vi.fn();
    framedBy({ postMessage });
    const bridge = connectBridge({
      widget: 'job-request',
      parentOrigin: 'https://partner.example',
      error: null,
    });
    const hostPort = (postMessage.mock.calls[0]![2] as MessagePort[])[0]!;
    hostPort.onmessage = (event) => {
      const received = parseFrameMessage(event.data);
      if (received?.type === 'navigate' && received.payload.url.endsWith('/answered')) {
        hostPort.postMessage(message('navigating', { requestId: received.id }));
      }
    };
    await expect(bridge.navigateTop('https://hireloop.example/answered')).resolves.toBe(true);
    await expect(bridge.navigateTop('https://hireloop.example/ignored', 50)).resolves.toBe(false);
    hostPort.close();
  });
});
