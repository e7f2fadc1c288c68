/**
 * A 52-bit cyrb53-style string hash (two 32-bit multiply-xor lanes, mixed), in
 * `0 … 2^52 − 1`. Stable across runs and platforms: it reads UTF-16 code units only.
 */
function hash52(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 0x100000000 * (h2 & 0xfffff) + (h1 >>> 0);
}

/**
 * The numeric id a saved item is stored under. SPEC §3: "A string id beginning with "rec" becomes
 * a numeric hash; other string ids are parsed as numbers, or hashed if not numeric."
 *
 * Choices:
 * - numbers pass through unchanged;
 * - only plain non-negative integer strings that fit a safe integer count as numeric
 *   (`"42"` → 42, `"007"` → 7); `"1.5"`, `" 42"`, `"-3"`, `"1e3"` and huge digit strings are hashed;
 * - a hashed id is negative, `−(hash + 1)` in `−1 … −2^52`, so it can never equal a real
 *   (non-negative) numeric id, and it is always a safe integer;
 * - collisions between hashed ids: with a 52-bit hash the chance that N distinct strings share
 *   an id is about N² / 2^53 — ~1e-8 for 10,000 ids, ~1e-4 for a million. A collision would make
 *   two saved items of the same type look like one (saving the second is a no-op).
 */
export function savedItemId(id: string | number): number {
  if (typeof id === 'number') return id;
  if (!id.startsWith('rec') && /^\d+$/.test(id)) {
    const parsed = Number(id);
    if (Number.isSafeInteger(parsed)) return parsed;
  }
  return -(hash52(id) + 1);
}
