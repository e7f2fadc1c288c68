/**
 * The frame's end of the protocol (../protocol.ts): the handshake to the partner page, then
 * messages over the MessageChannel only. The handshake goes to the exact partner origin the
 * server verified, never `"*"`; a frame opened on its own (no parent, or no verified origin) has
 * no host, and sends nothing.
 */
import {
  message,
  parseHostMessage,
  type FrameMessages,
  type FrameMessageType,
  type HostMessage,
} from '../protocol';
import type { EmbedConfig } from './config';

export interface Bridge {
  /** Whether a partner page hosts this frame. */
  readonly hosted: boolean;
  /** Sends a message to the host; its id. */
  send<T extends FrameMessageType>(type: T, payload: FrameMessages[T]): string;
  /** Listens to the host's messages; returns the unsubscribe. */
  listen(listener: (received: HostMessage) => void): () => void;
  /**
   * Asks the host to send the top window to `url` (checkout cannot run in a frame). Resolves
   * true once the host says it is doing so, false when there is no host or it did not answer
   * within `timeoutMs` (then the frame offers a link in a new tab instead: never both).
   */
  navigateTop(url: string, timeoutMs?: number): Promise<boolean>;
}

/** How long the frame waits for the host to confirm a navigation. */
export const NAVIGATE_TIMEOUT_MS = 2000;

export function connectBridge(
  config: Pick<EmbedConfig, 'widget' | 'parentOrigin' | 'error'>,
): Bridge {
  const listeners = new Set<(received: HostMessage) => void>();
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => {
    const received = parseHostMessage(event.data);
    if (received) for (const listener of listeners) listener(received);
  };
  const hosted = window.parent !== window && config.parentOrigin !== null;
  if (hosted) {
    window.parent.postMessage(
      message('hello', { widget: config.widget, error: config.error }),
      config.parentOrigin!,
      [channel.port2],
    );
  }
  const bridge: Bridge = {
    hosted,
    send(type, payload) {
      const sent = message(type, payload);
      if (hosted) channel.port1.postMessage(sent);
      return sent.id;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigateTop(url, timeoutMs = NAVIGATE_TIMEOUT_MS) {
      if (!hosted) return Promise.resolve(false);
      return new Promise((resolve) => {
        const requestId = bridge.send('navigate', { url });
        const timer = setTimeout(() => {
          stop();
          resolve(false);
        }, timeoutMs);
        const stop = bridge.listen((received) => {
          if (received.type !== 'navigating' || received.payload.requestId !== requestId) return;
          clearTimeout(timer);
          stop();
          resolve(true);
        });
      });
    },
  };
  return bridge;
}
