import type { User } from '@hireloop/sdk';
import { EMBEDDED_USER_ELEMENT_ID } from '@hireloop/sdk/constants';

/**
 * What the server said about the session when it served this page, read once at start:
 * - the signed-in user (apps/server's web plugin puts the body GET /api/user would answer into
 *   the signed-in page): the session query begins with it, so the signed-in frame renders without
 *   waiting for that request, and still refetches it on mount (SPEC §9);
 * - `null`: the signed-out page (the build writes `null` into index.html, which the server sends
 *   only to a request without a live session), so the app does not ask GET /api/user at all;
 * - `undefined`: the page says nothing (the Vite dev server): the session is fetched as usual.
 */
export function embeddedUser(): User | null | undefined {
  const text = document.getElementById(EMBEDDED_USER_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const user: unknown = JSON.parse(text);
    if (user === null) return null;
    return typeof user === 'object' ? (user as User) : undefined;
  } catch {
    return undefined;
  }
}
