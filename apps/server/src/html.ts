/** HTML text for the pages the server writes itself (checkouts, the partner demo, the app's pages). */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attributes. */
export const escapeHtml = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
