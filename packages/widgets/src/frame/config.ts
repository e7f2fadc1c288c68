/**
 * What a frame page knows when it starts: the data block the server put in the page (the widget,
 * the partner's key and name, the partner origin it verified against the allow-list — the only
 * origin the frame ever posts to —, Hireloop's origin, or the error that stops the widget) and
 * the widget's attributes, which the element put in the page's address.
 */
import {
  ACCOUNT_TYPES,
  EMBED_CHECKOUT_RESULTS,
  EMBED_DATA_ELEMENT_ID,
  EMBED_ERROR_CODES,
  JOB_REQUEST_TYPES,
  type AccountType,
  type EmbedCheckoutResult,
  type EmbedErrorCode,
  type JobRequestType,
} from '@hireloop/sdk/constants';
import { isWebAddress } from '@hireloop/sdk';
import { themeOf } from '../theming';

export type FramePage = 'job-request' | 'subscription' | 'authorize';

export interface EmbedConfig {
  widget: FramePage;
  publishableKey: string;
  /** The partner page's origin, verified by the server (null on an error page without one). */
  parentOrigin: string | null;
  partnerName: string;
  /** Hireloop's own origin (this page's). */
  appOrigin: string;
  /** Why the widget cannot work here, or null. */
  error: EmbedErrorCode | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The page's data block; a page without a valid one is treated as an unknown key. */
export function readEmbedConfig(doc: Document = document): EmbedConfig {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(
      doc.getElementById(EMBED_DATA_ELEMENT_ID)?.textContent ?? '',
    );
    if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>;
  } catch {
    // No block, or a broken one: handled below as an unknown key.
  }
  const widget = oneOf(
    ['job-request', 'subscription', 'authorize'] as const,
    data.widget,
    'job-request',
  );
  const publishableKey = text(data.publishableKey) ?? '';
  const error =
    data.error === null || data.error === undefined
      ? publishableKey
        ? null
        : 'unknown-key'
      : oneOf(EMBED_ERROR_CODES, data.error, 'unknown-key');
  return {
    widget,
    publishableKey,
    parentOrigin: text(data.parentOrigin),
    partnerName: text(data.partnerName) ?? 'This site',
    appOrigin: text(data.appOrigin) ?? window.location.origin,
    error,
  };
}

/** The widget's attributes, as the element put them in the page's address. */
export interface WidgetParams {
  theme: ReturnType<typeof themeOf>;
  /** The job request type the form starts with. */
  type: JobRequestType;
  /** Whose plans the subscription widget shows (and which account the sign-in creates). */
  accountType: AccountType;
  /** Where a checkout comes back to (the partner's page); the server checks its origin. */
  returnUrl: string | undefined;
  /** A checkout result the partner page came back with. */
  checkout: { result: EmbedCheckoutResult; id: string } | null;
}

export function readWidgetParams(search: string = window.location.search): WidgetParams {
  const query = new URLSearchParams(search);
  const returnUrl = query.get('return') ?? '';
  const result = query.get('checkout');
  const id = query.get('checkout_id');
  return {
    theme: themeOf(query.get('theme')),
    type: oneOf(JOB_REQUEST_TYPES, query.get('type'), 'job'),
    accountType: oneOf(ACCOUNT_TYPES, query.get('account-type'), 'employer'),
    returnUrl: isWebAddress(returnUrl) ? returnUrl : undefined,
    checkout:
      result && id && (EMBED_CHECKOUT_RESULTS as readonly string[]).includes(result)
        ? { result: result as EmbedCheckoutResult, id }
        : null,
  };
}

/** What the widget frame put in the sign-in window's address (./SignInPrompt.tsx). */
export interface AuthorizeParams {
  /** What the visitor signs in to do: the widget that opened the window. */
  purpose: 'job-request' | 'subscription';
  /** The account type a new account gets. */
  role: AccountType;
  /** The nonce the widget frame waits for with the credential. */
  nonce: string;
}

export function readAuthorizeParams(search: string = window.location.search): AuthorizeParams {
  const query = new URLSearchParams(search);
  return {
    purpose: oneOf(['job-request', 'subscription'] as const, query.get('purpose'), 'job-request'),
    role: oneOf(ACCOUNT_TYPES, query.get('role'), 'employer'),
    nonce: query.get('nonce') ?? '',
  };
}
