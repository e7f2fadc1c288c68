// The JS files a frame page loads, from the Vite manifest of the frame build (dist/frame/.vite/
// manifest.json), for .size-limit.js: a page's first load is its entry and what that imports
// statically, transitively; a scenario adds lazily loaded modules (and what they import).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FRAME_DIR = fileURLToPath(new URL('../dist/frame/', import.meta.url));

/**
 * @param {string} page the page's HTML file name without `.html` (`job-request`, …)
 * @param {string[]} lazy source files under src/frame whose chunks the scenario loads too
 * @returns {string[]} paths relative to the package
 */
export function frameFiles(page, lazy = []) {
  const manifest = JSON.parse(readFileSync(`${FRAME_DIR}.vite/manifest.json`, 'utf8'));
  const key = (name) => {
    const found = Object.keys(manifest).find((k) => k === name || k.endsWith(`/${name}`));
    if (!found) throw new Error(`${name} is not in the frame build's manifest`);
    return found;
  };
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const next of manifest[k].imports ?? []) visit(next);
  };
  for (const k of [key(`${page}.html`), ...lazy.map(key)]) visit(k);
  return [...seen]
    .map((k) => `dist/frame/${manifest[k].file}`)
    .filter((file) => file.endsWith('.js'));
}
