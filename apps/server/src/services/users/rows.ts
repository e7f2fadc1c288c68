/** A user row, the public profile's columns and the API shape of the signed-in user. */
import type { Role, User, UserSummary } from '@hireloop/sdk/schemas';
import { users } from '../../db/schema';

/** The largest value of a PostgreSQL `integer`: a larger id cannot name a row (and must not reach SQL). */
export const MAX_DB_ID = 2_147_483_647;

export const isDbId = (id: number): boolean =>
  Number.isSafeInteger(id) && id > 0 && id <= MAX_DB_ID;

export type UserRow = typeof users.$inferSelect;

/** The columns of a public profile, selected by name so the hash never leaves this service. */
export const profileColumns = {
  userId: users.id,
  name: users.name,
  role: users.role,
  title: users.title,
  bio: users.bio,
  location: users.location,
  hourlyRate: users.hourlyRate,
  skills: users.skills,
  profileImage: users.profileImage,
  companyName: users.companyName,
  companyLogo: users.companyLogo,
};

/** The answer of GET /api/user, login and register: `{ id, email, name, role, title, isAdmin }`. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    title: row.title,
    isAdmin: row.isAdmin,
  };
}

/** userSummarySchema: `image` is an employer's companyLogo or a talent's profileImage. */
export const toUserSummary = (
  id: number,
  name: string,
  role: Role,
  logo: string | null,
  image: string | null,
): UserSummary => ({ id, name, role, image: role === 'employer' ? logo : image });
