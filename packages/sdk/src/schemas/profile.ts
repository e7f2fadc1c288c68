import * as z from 'zod/mini';
import { amountSchema, blankAsNull, blankAsUnset, coercedIdSchema, idSchema } from './fields';
import { storableMultilineText, storableText } from './text';
import { cursorPageSchema, cursorQuerySchema } from './page';
import {
  BIO_MAX,
  HOURLY_RATE_MAX,
  IMAGE_URL_MAX,
  NAME_MAX,
  PROFILE_SKILLS_MAX,
  SEARCH_TEXT_MAX,
  SHORT_TEXT_MAX,
} from '../vocabulary';
import { roleSchema } from './user';
import { collectiveBadgeSchema } from './collectiveBadge';
import { verificationBadgeSchema } from './verificationBadge';

/**
 * An image address (not shown: an http(s) URL of at most 2048 characters; uploads are out of
 * scope, so profileImage and companyLogo are links).
 */
export const imageUrlSchema = z
  .url({ protocol: /^https?$/ })
  .check(z.maxLength(IMAGE_URL_MAX), storableText());

/**
 * A user's public profile (SPEC §3 "Further profile fields": companyLogo, companyName,
 * profileImage, bio, location, hourlyRate, skills) with who it belongs to, as GET
 * /api/profile/{userId} answers. Not shown: unset fields are null, skills are skill ids, hourlyRate
 * is in US dollars, and the email stays private.
 */
export const profileSchema = z.object({
  userId: idSchema,
  name: z.string(),
  role: roleSchema,
  title: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  location: z.nullable(z.string()),
  hourlyRate: z.nullable(z.number()),
  skills: z.array(idSchema),
  profileImage: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  companyLogo: z.nullable(z.string()),
  /**
   * Issue 17: the collectives the person is an active member of (their badges), on the public
   * profile and the talent search; absent on the person's own profile.
   */
  collectives: z.optional(z.array(collectiveBadgeSchema)),
  /**
   * Issue 18: the person's verification badge (verified identity, the kinds verified, an
   * employer's company domain), on the public profile and the talent search.
   */
  verification: z.optional(verificationBadgeSchema),
  /**
   * Issue 18: the average of the marketplace reviews about the person (buyers' of their deliveries,
   * sellers' of them as a buyer; null without any) and their count, on the public profile.
   */
  serviceRating: z.optional(
    z.object({ average: z.nullable(z.number()), count: z.int().check(z.nonnegative()) }),
  ),
});
export type Profile = z.output<typeof profileSchema>;

/**
 * The signed-in user's own profile, GET /api/user/profiling (SPEC §7 refreshes it after login).
 * It holds what the waitlist tasks read (SPEC §5: bio, title, location, hourlyRate, skills) and the
 * profile card shows (SPEC §2: companyLogo, companyName, profileImage). Not shown: it is the public
 * profile plus the private email.
 */
export const userProfilingSchema = z.extend(profileSchema, { email: z.string() });
export type UserProfiling = z.output<typeof userProfilingSchema>;

/** An optional, trimmed one-line text of at most `max` characters; a blank value clears it. */
const clearableText = (max: number) =>
  blankAsNull(z.string().check(z.trim(), z.maxLength(max), storableText()));

/**
 * The body of PATCH /api/user/profiling (not shown): every field optional; an absent field is left
 * unchanged, `null` or a blank string clears it, skills replace the list (string ids become
 * numbers).
 */
export const profileUpdateSchema = z.object({
  name: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX), storableText()),
  ),
  title: clearableText(SHORT_TEXT_MAX),
  bio: blankAsNull(z.string().check(z.trim(), z.maxLength(BIO_MAX), storableMultilineText())),
  location: clearableText(SHORT_TEXT_MAX),
  hourlyRate: blankAsNull(amountSchema.check(z.lte(HOURLY_RATE_MAX))),
  skills: z.optional(z.array(coercedIdSchema).check(z.maxLength(PROFILE_SKILLS_MAX))),
  profileImage: blankAsNull(imageUrlSchema),
  companyName: clearableText(SHORT_TEXT_MAX),
  companyLogo: blankAsNull(imageUrlSchema),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * The query of GET /api/profile/talent, the talent explorer and the direct-request picker (not
 * shown): free text over name, title and bio, a skill id, a rate ceiling, and the page cursor.
 */
/** Path parameters of GET /api/profile/{userId}. */
export const profileParamsSchema = z.object({ userId: coercedIdSchema });
export type ProfileParams = z.output<typeof profileParamsSchema>;

export const talentSearchQuerySchema = z.extend(cursorQuerySchema, {
  q: blankAsUnset(z.string().check(z.trim(), z.maxLength(SEARCH_TEXT_MAX), storableText())),
  skill: blankAsUnset(coercedIdSchema),
  maxRate: blankAsUnset(amountSchema),
  /** Issue 18: "verified only" — talent whose identity an admin approved. */
  verified: z.optional(
    z.pipe(
      z.union([z.boolean(), z.enum(['true', 'false'])]),
      z.transform((value) => value === true || value === 'true'),
    ),
  ),
});
export type TalentSearchQueryInput = z.input<typeof talentSearchQuerySchema>;
export type TalentSearchQuery = z.output<typeof talentSearchQuerySchema>;

/**
 * One page of talent profiles (not shown: ordered by most recently updated; with `q`, ranked by
 * where the text is found — name, then title, then bio — ties most recently updated first).
 */
export const profilePageSchema = cursorPageSchema(profileSchema);
export type ProfilePage = z.output<typeof profilePageSchema>;
