/**
 * Users: accounts (register, sign-in, password changes) and the profile fields of SPEC §3 kept on
 * the same row (title, bio, location, hourlyRate, skills, profileImage, companyName, companyLogo).
 * Passwords are scrypt hashes (./passwords); the routes own the session cookie.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  Profile,
  ProfilePage,
  ProfileUpdate,
  Register,
  TalentSearchQuery,
  User,
  UserProfiling,
} from '@hireloop/sdk/schemas';
import { skills, users } from '../db/schema';
import { fieldError } from '../errors';
import type { ServiceDeps } from './deps';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

/** The largest value of a PostgreSQL `integer`: a larger id cannot name a row (and must not reach SQL). */
export const MAX_DB_ID = 2_147_483_647;

const isDbId = (id: number): boolean => Number.isSafeInteger(id) && id > 0 && id <= MAX_DB_ID;

type UserRow = typeof users.$inferSelect;

/** The columns of a public profile, selected by name so the hash never leaves this module. */
const profileColumns = {
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

/**
 * The talent-search cursor: the last item's `updated_at` (microseconds, UTC, as PostgreSQL prints
 * it — a JS Date would lose the microseconds and repeat or skip rows) and its id, base64url-encoded.
 */
const CURSOR_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})$/;

function encodeCursor(updatedAt: string, id: number): string {
  return Buffer.from(`${updatedAt}|${id}`).toString('base64url');
}

/** The position a cursor names, or null for anything this server did not hand out. */
function decodeCursor(cursor: string): { updatedAt: string; id: number } | null {
  const [time = '', idText = '', ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const id = Number(idText);
  const parts = CURSOR_TIME.exec(time);
  if (rest.length || !parts || !/^\d+$/.test(idText) || !isDbId(id)) return null;
  // Refuse dates PostgreSQL would reject (month 13, 30 February), instead of failing in SQL.
  const date = new Date(`${time.slice(0, 23)}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== time.slice(0, 19))
    return null;
  return { updatedAt: time, id };
}

/** `%`, `_` and `\` typed by a person are literal characters in an ILIKE pattern. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createUserService(deps: ServiceDeps) {
  const { db, config, now, log } = deps;

  /**
   * A hash of a random password with the current parameters: an unknown email is checked against
   * it, so a sign-in takes as long whether or not the account exists. Made once, on first need.
   */
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () =>
    (dummyHash ??= hashPassword(randomUUID(), config.scrypt).catch((error: unknown) => {
      dummyHash = undefined;
      throw error;
    }));

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  }

  async function findById(id: number): Promise<UserRow | undefined> {
    if (!isDbId(id)) return undefined;
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /**
   * Sets a new password hash (current parameters). `updated_at` is left alone: it orders the
   * talent explorer, which a password change should not reorder.
   */
  async function setPassword(userId: number, password: string): Promise<void> {
    const passwordHash = await hashPassword(password, config.scrypt);
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }

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
    findByEmail,
    findById,
    setPassword,
    profiling,

    /**
     * Creates an account with a scrypt hash of the password; null when the email is taken (also
     * when two registrations race: the unique index decides, never a 500).
     */
    async create(input: Register): Promise<User | null> {
      const passwordHash = await hashPassword(input.password, config.scrypt);
      const at = now();
      const [row] = await db
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          name: input.name,
          role: input.role,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row ? toUser(row) : null;
    },

    /**
     * The user whose email and password these are, or null. An unknown email still costs one
     * scrypt verification (against a dummy hash), so the answer time does not reveal accounts.
     * A hash made with weaker parameters than the configured ones is replaced on success.
     */
    async authenticate(email: string, password: string): Promise<User | null> {
      const row = await findByEmail(email);
      if (!row) {
        await verifyPassword(password, await getDummyHash());
        return null;
      }
      if (!(await verifyPassword(password, row.passwordHash))) return null;
      if (needsRehash(row.passwordHash, config.scrypt)) {
        try {
          await setPassword(row.id, password);
        } catch (error) {
          // The sign-in is valid either way; the next one tries again.
          log.warn({ err: error, userId: row.id }, 'password re-hash failed');
        }
      }
      return toUser(row);
    },

    /**
     * Replaces the password after checking the current one; a wrong current password is a 400
     * with a field error on `currentPassword`. Ending other sessions is the caller's (the route's).
     */
    async changePassword(userId: number, currentPassword: string, newPassword: string) {
      const row = await findById(userId);
      if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
        throw fieldError('currentPassword', 'Current password is incorrect', { currentPassword });
      }
      await setPassword(userId, newPassword);
    },

    /** Anyone's public profile (no email), or null when there is no such user. */
    async publicProfile(userId: number): Promise<Profile | null> {
      if (!isDbId(userId)) return null;
      const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
      return row ?? null;
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

    /**
     * Talent profiles for the explorer (sdk: most recently updated first), filtered by free text
     * over name, title and bio (ILIKE), a skill id, and a rate ceiling. Keyset pagination on
     * (updated_at, id), so pages stay fast and stable however deep the scroll; a profile updated
     * while someone scrolls moves to the top rather than appearing twice.
     */
    async searchTalent(query: TalentSearchQuery): Promise<ProfilePage> {
      const conditions: SQL[] = [eq(users.role, 'talent')];
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        const matches = or(
          sql`${users.name} ILIKE ${pattern}`,
          sql`${users.title} ILIKE ${pattern}`,
          sql`${users.bio} ILIKE ${pattern}`,
        );
        if (matches) conditions.push(matches);
      }
      if (query.skill !== undefined) {
        // No row can hold an id outside the integer range, and SQL would refuse the cast.
        if (!isDbId(query.skill)) return { items: [], nextCursor: null };
        conditions.push(sql`${users.skills} @> ARRAY[${query.skill}]::integer[]`);
      }
      if (query.maxRate !== undefined) {
        conditions.push(sql`${users.hourlyRate} <= ${String(query.maxRate)}::numeric`);
      }
      if (query.cursor !== undefined) {
        const position = decodeCursor(query.cursor);
        if (!position) throw fieldError('cursor', 'Invalid cursor', { cursor: query.cursor });
        const after = sql`(${position.updatedAt}::timestamp AT TIME ZONE 'UTC')`;
        const older = or(
          lt(users.updatedAt, after),
          and(eq(users.updatedAt, after), lt(users.id, position.id)),
        );
        if (older) conditions.push(older);
      }
      const rows = await db
        .select({
          ...profileColumns,
          position: sql<string>`to_char(${users.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
        })
        .from(users)
        .where(and(...conditions))
        .orderBy(desc(users.updatedAt), desc(users.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      const items = page.map(({ position: _position, ...profile }) => profile);
      return {
        items,
        nextCursor:
          rows.length > query.limit && last ? encodeCursor(last.position, last.userId) : null,
      };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
