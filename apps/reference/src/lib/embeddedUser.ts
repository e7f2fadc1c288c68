import type { User } from '@hireloop/sdk';
import { EMBEDDED_USER_ELEMENT_ID } from '@hireloop/sdk/constants';

/**
 * The signed-in user the server put into the page (apps/server's web plugin: the body GET
 * /api/user would answer), or `undefined` when there is none (signed out, or the Vite dev
 * server). Read once at start: the session query begins with it, so the signed-in frame renders
 * without waiting for that request, and still refetches it on mount (SPEC §9).
 */
export function embeddedUser(): User | undefined {
  const text = document.getElementById(EMBEDDED_USER_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const user: unknown = JSON.parse(text);
    return user && typeof user === 'object' ? (user as User) : undefined;
  } catch {
    return undefined;
  }
}
