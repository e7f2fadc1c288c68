/**
 * The address rules of embedded widgets (issue 15): what a partner's origin is, whether a page's
 * origin is one of them, and where a checkout started from a widget may send the visitor back.
 * Exact comparisons only: an origin is the scheme, host and port as the browser serialises them,
 * never a prefix or a substring (cal.com's first origin check matched substrings).
 */
import {
  EMBED_CHECKOUT_ID_PARAM,
  EMBED_CHECKOUT_RESULT_PARAM,
  type EmbedCheckoutResult,
} from '../vocabulary';

/** `URL` that never throws: `null` for text that is no absolute address. */
function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const isWeb = (url: URL) =>
  (url.protocol === 'https:' || url.protocol === 'http:') &&
  url.username === '' &&
  url.password === '';

/**
 * A host an origin may have: DNS labels of letters, digits and hyphens (IDNs arrive as punycode
 * from `URL`), an IPv4 address, or a bracketed IPv6 one. `URL` takes more (`*`, `;`, `!`…), which
 * in a Content-Security-Policy's frame-ancestors would be a wildcard or the start of another
 * directive: such a host is no origin here.
 */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

/**
 * The origin a text names (`https://partner.example`, `http://127.0.0.1:3001`), as the browser
 * serialises it (lower-case host, default port dropped), or `null` when it is not exactly an http
 * or https origin: a path other than `/`, a query, a fragment, credentials or a host with other
 * characters than a DNS name or an IP address has make it `null`.
 */
export function webOriginOf(value: string): string | null {
  const url = parse(value.trim());
  if (!url || !isWeb(url) || url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    return null;
  }
  if (!HOST.test(url.hostname)) return null;
  // `new URL('https://a.example/?')` keeps no trace of the `?`; the text itself must not have one.
  return /[?#]/.test(value) ? null : url.origin;
}

/** Whether `origin` is exactly one of `allowed` (both as {@link webOriginOf} gives them). */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  const canonical = webOriginOf(origin);
  return canonical !== null && allowed.includes(canonical);
}

/** Whether `address` is an absolute http or https address without credentials. */
export function isWebAddress(address: string): boolean {
  const url = parse(address);
  return url !== null && isWeb(url);
}

/**
 * Whether a checkout started from a widget may send the visitor back to `address`: a web address
 * ({@link isWebAddress}) whose origin is one of the partner's `allowed` origins (an open redirect
 * otherwise).
 */
export function isAllowedReturnUrl(address: string, allowed: readonly string[]): boolean {
  return isWebAddress(address) && allowed.includes(new URL(address).origin);
}

/**
 * The partner's return address with the checkout's result added (`hireloop_checkout=success`,
 * `hireloop_checkout_id=co_…`); an earlier result in it is replaced, the rest is kept.
 */
export function withCheckoutResult(
  address: string,
  result: EmbedCheckoutResult,
  checkoutId: string,
): string {
  const url = new URL(address);
  url.searchParams.set(EMBED_CHECKOUT_RESULT_PARAM, result);
  url.searchParams.set(EMBED_CHECKOUT_ID_PARAM, checkoutId);
  return url.toString();
}
