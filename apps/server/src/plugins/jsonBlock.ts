/**
 * Data for a page's script, written into the page as a JSON data block,
 * `<script type="application/json" id="…">…</script>`, before `</head>`: data, not script, so the
 * Content-Security-Policy (`script-src 'self'`) is unchanged. The signed-in page carries its user
 * in one (./web.ts), a partner widget's page its partner and origin (issue 15).
 */

/**
 * `data` as JSON that cannot close its element nor end a JavaScript line: `<`, `>`, `&`, U+2028
 * and U+2029 written as `\u` escapes (JSON.parse reads them back unchanged).
 */
export function blockJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The page with `data` in a JSON data block of that `id` before `</head>` (else at the start). */
export function withJsonBlock(html: string, id: string, data: unknown): string {
  const at = html.indexOf('</head>');
  const block = `<script type="application/json" id="${id}">${blockJson(data)}</script>`;
  return at === -1 ? block + html : html.slice(0, at) + block + html.slice(at);
}
