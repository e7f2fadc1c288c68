/**
 * The sign-in window (issue 15). Third-party cookies may be blocked (Safari's default, Chrome's
 * when chosen), so the widget frame cannot use a Hireloop session. It opens a top-level window on
 * Hireloop's own origin instead, where the session is first-party; there the visitor signs in and
 * agrees, the window asks the server for an embed credential and posts it to the frame that opened
 * it — `window.opener`, with Hireloop's origin as the target, so no other page can receive it —
 * and closes. The frame takes it only from that window, from its own origin, with its nonce.
 */
import type { EmbedToken } from '@hireloop/sdk/schemas';
import { message, PROTOCOL_VERSION, type Message } from '../protocol';

/** The message the sign-in window posts to its opener. */
export type CredentialMessage = Message<'credential', EmbedToken & { nonce: string }>;

/** How the sign-in ended without a credential. */
export type SignInFailure = 'popup-blocked' | 'closed';

export class SignInError extends Error {
  override name = 'SignInError';
  constructor(readonly reason: SignInFailure) {
    super(
      reason === 'popup-blocked'
        ? 'The sign-in window was blocked'
        : 'The sign-in window was closed',
    );
  }
}

/** How often the frame checks whether the visitor closed the window. */
const CLOSED_POLL_MS = 500;

/** A random nonce for one sign-in. */
export const newNonce = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** Whether `data` is a credential message for `nonce`. */
export function isCredentialMessage(data: unknown, nonce: string): data is CredentialMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { v, type, payload } = data as Record<string, unknown>;
  if (v !== PROTOCOL_VERSION || type !== 'credential' || typeof payload !== 'object' || !payload) {
    return false;
  }
  const p = payload as Record<string, unknown>;
  return (
    p.nonce === nonce &&
    typeof p.token === 'string' &&
    typeof p.expiresAt === 'string' &&
    typeof p.user === 'object' &&
    p.user !== null
  );
}

export interface SignInWindow {
  /** Resolves the credential, or rejects with a {@link SignInError}. */
  result: Promise<EmbedToken>;
  /** Brings the window to the front again. */
  focus(): void;
}

/**
 * Opens the sign-in window at `url` (call it from a click: browsers allow pop-ups only then) and
 * waits for its credential.
 */
export function openSignInWindow(url: string, nonce: string): SignInWindow {
  const popup = window.open(url, 'hireloop-sign-in', 'popup,width=480,height=720');
  if (!popup) {
    return { result: Promise.reject(new SignInError('popup-blocked')), focus: () => undefined };
  }
  const result = new Promise<EmbedToken>((resolve, reject) => {
    const done = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup || event.origin !== window.location.origin) return;
      if (!isCredentialMessage(event.data, nonce)) return;
      done();
      const { nonce: _nonce, ...token } = event.data.payload;
      resolve(token);
    };
    const poll = setInterval(() => {
      if (!popup.closed) return;
      // A credential posted just before closing is delivered first; give it this turn.
      setTimeout(() => {
        done();
        reject(new SignInError('closed'));
      }, 0);
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
  return { result, focus: () => popup.focus() };
}

/** The sign-in window's side: hands the credential to the frame that opened it, and closes. */
export function sendCredential(opener: Window, token: EmbedToken, nonce: string): void {
  opener.postMessage(message('credential', { ...token, nonce }), window.location.origin);
}
