/**
 * The message protocol between a widget element on the partner's page (the host) and its frame on
 * Hireloop's origin. Every message is `{ v, type, id, payload }`; `v` is {@link PROTOCOL_VERSION}.
 *
 * The handshake: the frame posts `hello` to its parent with the exact origin the server verified
 * (never `"*"`) and transfers one end of a MessageChannel. The host accepts it only when
 * `event.source` is its own iframe's window and `event.origin` equals the Hireloop origin exactly
 * ({@link acceptHello}); from then on both sides talk over the channel alone, which no other frame
 * holds, and window messages are ignored.
 *
 * This module is shared by the loader (kept under 4 KB) and the frame pages: no dependencies, no
 * schema library, a hand-written check per message type.
 */
import type { EmbedErrorCode } from '@hireloop/sdk/constants';

/** The protocol version every message carries; a message with another is ignored. */
export const PROTOCOL_VERSION = 1;

/** What the frame tells the host. */
export interface FrameMessages {
  /** The handshake (window message with the channel's port); `error` when the frame cannot work. */
  hello: { widget: string; error: EmbedErrorCode | null };
  /** The widget is shown and usable. */
  ready: Record<string, never>;
  /** The content's height in CSS pixels. */
  resize: { height: number };
  /** A job request was posted. */
  submitted: { jobRequestId: number };
  /** A checkout started from this widget was paid. */
  subscribed: { checkoutId: string; accountType: string; billingPeriod: string; planName: string };
  /** A checkout started from this widget was canceled. */
  'checkout-canceled': { checkoutId: string };
  /** Something the partner should know about. */
  error: { code: EmbedErrorCode; message?: string };
  /** Please send the top window to this address (checkout cannot run in a frame). */
  navigate: { url: string };
}

/** What the host tells the frame. */
export interface HostMessages {
  /** The theme and `--hireloop-*` variables to apply (at the handshake and on every change). */
  theme: { theme: string; variables: Record<string, string> };
  /** The host is sending the top window to the address of `navigate` (`requestId` is its id). */
  navigating: { requestId: string };
}

export type FrameMessageType = keyof FrameMessages;
export type HostMessageType = keyof HostMessages;

/** One message of either direction. */
export interface Message<T extends string = string, P = unknown> {
  v: typeof PROTOCOL_VERSION;
  type: T;
  id: string;
  payload: P;
}

export type FrameMessage = {
  [K in FrameMessageType]: Message<K, FrameMessages[K]>;
}[FrameMessageType];
export type HostMessage = {
  [K in HostMessageType]: Message<K, HostMessages[K]>;
}[HostMessageType];

let counter = 0;
/** A message id, unique within this page. */
export const messageId = (): string =>
  `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Builds a message. */
export function message<T extends string, P>(type: T, payload: P): Message<T, P> {
  return { v: PROTOCOL_VERSION, type, id: messageId(), payload };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 2048): value is string =>
  typeof value === 'string' && value.length <= max;

/** The payload checks of each frame message: anything else about a message makes it ignored. */
const FRAME_PAYLOADS: { [K in FrameMessageType]: (p: Record<string, unknown>) => boolean } = {
  hello: (p) => isText(p.widget, 40) && (p.error === null || isText(p.error, 40)),
  ready: () => true,
  resize: (p) => typeof p.height === 'number' && Number.isFinite(p.height) && p.height >= 0,
  submitted: (p) => Number.isSafeInteger(p.jobRequestId) && (p.jobRequestId as number) > 0,
  subscribed: (p) =>
    isText(p.checkoutId, 200) &&
    isText(p.accountType, 40) &&
    isText(p.billingPeriod, 40) &&
    isText(p.planName, 200),
  'checkout-canceled': (p) => isText(p.checkoutId, 200),
  error: (p) => isText(p.code, 40) && (p.message === undefined || isText(p.message)),
  navigate: (p) => isText(p.url, 4096),
};

const HOST_PAYLOADS: { [K in HostMessageType]: (p: Record<string, unknown>) => boolean } = {
  theme: (p) =>
    isText(p.theme, 10) &&
    isRecord(p.variables) &&
    Object.entries(p.variables).every(([k, v]) => isText(k, 64) && isText(v, 256)),
  navigating: (p) => isText(p.requestId, 100),
};

function parse<M>(
  data: unknown,
  payloads: Record<string, (p: Record<string, unknown>) => boolean>,
): M | null {
  if (!isRecord(data) || data.v !== PROTOCOL_VERSION || !isText(data.id, 100)) return null;
  const check = typeof data.type === 'string' ? payloads[data.type] : undefined;
  if (!check || !Object.hasOwn(payloads, data.type as string) || !isRecord(data.payload)) {
    return null;
  }
  return check(data.payload) ? (data as M) : null;
}

/** A frame message, or null when `data` is not one (wrong version, unknown type, bad payload). */
export const parseFrameMessage = (data: unknown): FrameMessage | null =>
  parse<FrameMessage>(data, FRAME_PAYLOADS);

/** A host message, or null when `data` is not one. */
export const parseHostMessage = (data: unknown): HostMessage | null =>
  parse<HostMessage>(data, HOST_PAYLOADS);

/** What {@link acceptHello} compares a window message with. */
export interface HelloExpectation {
  /** The window of the element's own iframe. */
  frame: MessageEventSource | null;
  /** The Hireloop origin the iframe was loaded from, exactly. */
  origin: string;
}

/**
 * The handshake of a window message, or null unless it comes from the element's own iframe
 * (`event.source`), from the Hireloop origin exactly (`event.origin`, no prefix or substring
 * match), is a valid `hello` of this protocol version, and transfers a port.
 */
export function acceptHello(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data' | 'ports'>,
  expected: HelloExpectation,
): { hello: Message<'hello', FrameMessages['hello']>; port: MessagePort } | null {
  if (expected.frame === null || event.source !== expected.frame) return null;
  if (event.origin !== expected.origin) return null;
  const parsed = parseFrameMessage(event.data);
  const port = event.ports[0];
  if (!parsed || parsed.type !== 'hello' || !port) return null;
  return { hello: parsed, port };
}
