/**
 * The build's list of each lazily loaded module's files (vite.config.ts, `chunkManifest`: a JSON
 * data block in the HTML, `hireloop-chunks`), and the preload that reads it before a page's
 * chunk is imported.
 */

let chunkFiles: Record<string, readonly string[]> | null | undefined;

/** The list, keyed by the module's path under src/ without its extension; null on the dev server. */
export function chunkManifest(): Record<string, readonly string[]> | null {
  if (chunkFiles === undefined) {
    try {
      const text = document.getElementById('hireloop-chunks')?.textContent;
      chunkFiles = text ? (JSON.parse(text) as Record<string, readonly string[]>) : null;
    } catch {
      chunkFiles = null;
    }
  }
  return chunkFiles;
}

/** Whether the page has fetched `file` already (a script, a preload, an earlier import). */
export const fetchedAlready = (file: string) =>
  performance.getEntriesByName(new URL(file, document.baseURI).href).length > 0;

let preloaded: Set<string> | undefined;

/**
 * The files the document already asks for: its module scripts and modulepreloads (the HTML's,
 * which may still be downloading when the app first imports a page; a resource shows in
 * `fetchedAlready` only once it has arrived) and those this module added.
 */
function requested(): Set<string> {
  preloaded ??= new Set(
    [...document.querySelectorAll('link[rel="modulepreload"], script[type="module"][src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
    ),
  );
  return preloaded;
}

/**
 * Starts downloading every file of the lazy module `key` at once (its chunk and the chunks it
 * imports statically, as `<link rel="modulepreload">`), so importing it next waits for one round
 * of downloads, not one per level of its imports. Vite's preload helper did this for the entry's
 * imports from a list of its own in the entry chunk (2.4 KB of every route's JS, min + gzip); the
 * HTML's list already names the same files (vite.config.ts `resolveDependencies`).
 */
export function preloadModule(key: string): void {
  const asked = requested();
  for (const file of chunkManifest()?.[key] ?? []) {
    if (asked.has(file)) continue;
    asked.add(file);
    if (fetchedAlready(file)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}
