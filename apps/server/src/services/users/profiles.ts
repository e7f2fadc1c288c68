/** The profile fields of SPEC §3, kept on the user's row: read (own or public) and updated. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Profile, ProfileUpdate, UserProfiling } from '@hireloop/sdk/schemas';
import { skills, users } from '../../db/schema';
import { fieldError } from '../../errors';
import type { ServiceDeps } from '../deps';
import { isDbId, profileColumns } from './rows';
import { badgesOf } from '../collectives/rows';
import { NO_BADGE, verificationBadgesOf } from '../verification/rows';
import { serviceRatingsOf } from '../marketplace/rows';

export function createProfiles(deps: ServiceDeps) {
  const { db, now } = deps;

  /** The skill ids of `ids` that are not in the catalogue. */
  async function unknownSkills(ids: readonly number[]): Promise<number[]> {
    const candidates = ids.filter(isDbId);
    const found = candidates.length
      ? await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, candidates))
      : [];
    const known = new Set(found.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  }

  /** The signed-in user's own profile (the public one plus the email), or null. */
  async function profiling(userId: number): Promise<UserProfiling | null> {
    if (!isDbId(userId)) return null;
    const [row] = await db
      .select({ ...profileColumns, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  return {
    profiling,

    /** Anyone's public profile (no email), or null when there is no such user (or it was deleted). */
    async publicProfile(userId: number): Promise<Profile | null> {
      if (!isDbId(userId)) return null;
      const [row] = await db
        .select(profileColumns)
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      if (!row) return null;
      // Issue 17: the badges of the collectives they are an active member of.
      return {
        ...row,
        collectives: (await badgesOf(db, [row.userId])).get(row.userId) ?? [],
        // Issue 18: the verification badge (never documents or addresses).
        verification: (await verificationBadgesOf(db, [row.userId])).get(row.userId) ?? NO_BADGE,
        // Issue 18: the rating of the marketplace reviews about them.
        serviceRating: (await serviceRatingsOf(db, [row.userId])).get(row.userId),
      };
    },

    /**
     * Applies a PATCH /api/user/profiling: absent fields stay, null clears, skills replace the
     * list (duplicates dropped, order kept; every id must be in the catalogue). Answers the
     * profile as saved.
     */
    async updateProfile(userId: number, update: ProfileUpdate): Promise<UserProfiling | null> {
      const changes: Partial<typeof users.$inferInsert> = {};
      for (const key of [
        'name',
        'title',
        'bio',
        'location',
        'hourlyRate',
        'profileImage',
        'companyName',
        'companyLogo',
      ] as const) {
        const value = update[key];
        if (value !== undefined) Object.assign(changes, { [key]: value });
      }
      if (update.skills !== undefined) {
        const list = [...new Set(update.skills)];
        const unknown = await unknownSkills(list);
        if (unknown.length) {
          const message =
            unknown.length === 1
              ? `Unknown skill: ${unknown[0]}`
              : `Unknown skills: ${unknown.join(', ')}`;
          throw fieldError('skills', message, { skills: update.skills });
        }
        changes.skills = list;
      }
      if (Object.keys(changes).length && isDbId(userId)) {
        await db
          .update(users)
          .set({ ...changes, updatedAt: now() })
          .where(eq(users.id, userId));
      }
      return profiling(userId);
    },
  };
}
