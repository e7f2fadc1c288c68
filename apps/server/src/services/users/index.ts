/**
 * Users: accounts (register, sign-in, password changes) and the profile fields of SPEC §3 kept on
 * the same row (title, bio, location, hourlyRate, skills, profileImage, companyName, companyLogo).
 * Passwords are scrypt hashes (./passwords); the routes own the session cookie.
 */
import type { ServiceDeps } from '../deps';
import type { PasswordHasher } from '../passwordPool';
import { createAccounts } from './accounts';
import { createProfiles } from './profiles';
import { createTalentSearch } from './talentSearch';

export { MAX_DB_ID, toUser } from './rows';

export function createUserService(deps: ServiceDeps, others: { hasher: PasswordHasher }) {
  return {
    ...createAccounts(deps, others.hasher),
    ...createProfiles(deps),
    ...createTalentSearch(deps),
  };
}
export type UserService = ReturnType<typeof createUserService>;
