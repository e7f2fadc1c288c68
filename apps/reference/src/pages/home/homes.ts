import {
  createBrowserStorage,
  resolveInitialAccountType,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
} from '@hireloop/sdk';
import type { AccountType, User } from '@hireloop/sdk';
import { preloadable } from '../../lib/preloadable';

/**
 * The home of each account type (SPEC §2 `/`), each a chunk of its own: an employer's visit does
 * not download the talent's opportunities and waitlist, nor a talent's the employer's plan card.
 * The page the server sends for `/` preloads the chunk of the user's role (vite.config.ts
 * SIGNED_IN_LANDINGS, `signedInHomeByRole` in the build's pages.json, apps/server's web plugin).
 * HOME_CHUNKS names their modules in the build's chunk list (src/lib/chunkManifest.ts).
 */
export const HOME_CHUNKS = {
  employer: 'pages/home/EmployerHome',
  talent: 'pages/home/TalentHome',
} as const satisfies Record<AccountType, string>;

export const homes = {
  employer: preloadable(() => import('./EmployerHome'), HOME_CHUNKS.employer),
  talent: preloadable(() => import('./TalentHome'), HOME_CHUNKS.talent),
};

/**
 * Starts loading the home of the account type `user` has now (SPEC §4: the one stored for the
 * user, else the session's initial one, else the role; the sdk's rule over the storage the
 * account context reads), so it renders with the page instead of fetching its chunk then.
 */
export function loadHomeOf(user: User): void {
  const storage = createBrowserStorage();
  const accountType = resolveInitialAccountType({
    stored: storage.local.get(STORAGE_KEYS.currentAccountType(user.id)),
    sessionInitial: storage.session.get(SESSION_STORAGE_KEYS.initialAccountType),
    role: user.role,
  });
  homes[accountType].load().catch(() => undefined);
}
