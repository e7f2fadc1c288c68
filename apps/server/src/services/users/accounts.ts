/**
 * Accounts: registration, sign-in with scrypt hashes (../passwords) and password changes. Every
 * hash and verification goes through the bounded pool (../passwordPool): sign-in checks first.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Register, User } from '@hireloop/sdk/schemas';
import { users } from '../../db/schema';
import { fieldError } from '../../errors';
import { createOwnCompany } from '../companies/access';
import type { ServiceDeps } from '../deps';
import type { PasswordHasher } from '../passwordPool';
import { needsRehash } from '../passwords';
import { isDbId, toUser, type UserRow } from './rows';

export function createAccounts(deps: ServiceDeps, hasher: PasswordHasher) {
  const { db, config, now, log } = deps;

  /**
   * A hash of a random password with the current parameters: an unknown email is checked against
   * it, so a sign-in takes as long whether or not the account exists. Made once, on first need.
   */
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () =>
    (dummyHash ??= hasher.hash(randomUUID(), 'verify').catch((error: unknown) => {
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
    const passwordHash = await hasher.hash(password);
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }

  return {
    findByEmail,
    findById,
    setPassword,

    /**
     * Creates an account with a scrypt hash of the password; null when the email is taken (also
     * when two registrations race: the unique index decides, never a 500).
     */
    async create(input: Register): Promise<User | null> {
      const passwordHash = await hasher.hash(input.password);
      const at = now();
      return db.transaction(async (tx) => {
        const [row] = await tx
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
        if (!row) return null;
        // Issue 16: an employer acts for a company; theirs starts as a one-person company.
        if (row.role === 'employer') await createOwnCompany(tx, row.id, at);
        return toUser(row);
      });
    },

    /**
     * The user whose email and password these are, or null. An unknown email still costs one
     * scrypt verification (against a dummy hash), so the answer time does not reveal accounts.
     * A hash made with weaker parameters than the configured ones is replaced on success.
     */
    async authenticate(email: string, password: string): Promise<User | null> {
      const row = await findByEmail(email);
      if (!row) {
        await hasher.verify(password, await getDummyHash());
        return null;
      }
      if (!(await hasher.verify(password, row.passwordHash))) return null;
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
      if (!row || !(await hasher.verify(currentPassword, row.passwordHash))) {
        throw fieldError('currentPassword', 'Current password is incorrect', { currentPassword });
      }
      await setPassword(userId, newPassword);
    },
  };
}
