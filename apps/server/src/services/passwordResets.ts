/**
 * Password reset by email (issue 3): a random 256-bit token, mailed as a link to
 * `${APP_ORIGIN}/reset-password?token=…`, stored only as its SHA-256, usable once, for 1 hour.
 * Using it sets the new password, spends every other link of the account and ends all its sessions.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import { passwordResets, users } from '../db/schema';
import type { ServiceDeps } from './deps';
import type { MailService } from './mail';
import type { PasswordHasher } from './passwordPool';
import { hashToken, type SessionService } from './sessions';
import type { UserService } from './users';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The one answer to a token that cannot be used, whatever the reason (unknown, used, expired). */
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired';

export function resetMail(link: string) {
  return {
    subject: 'Reset your Hireloop password',
    text: [
      'Someone (hopefully you) asked to reset the password of your Hireloop account.',
      '',
      'Choose a new password here. The link works once, within 1 hour:',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

export function createPasswordResetService(
  deps: ServiceDeps,
  others: {
    users: UserService;
    mail: MailService;
    sessions: SessionService;
    hasher: PasswordHasher;
  },
) {
  const { db, config, now } = deps;
  const { users: userService, mail, sessions, hasher } = others;

  return {
    /**
     * Mails a reset link when the email belongs to an account; does nothing otherwise. The route
     * runs it after its answer has been sent (./background.ts), so neither the token
     * writes nor the mail make the answer for a real account slower than for an unknown one.
     */
    async request(email: string): Promise<void> {
      const user = await userService.findByEmail(email);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      const at = now();
      // Spent and expired links of this account are of no further use.
      await db
        .delete(passwordResets)
        .where(
          and(
            eq(passwordResets.userId, user.id),
            or(isNotNull(passwordResets.usedAt), lt(passwordResets.expiresAt, at)),
          ),
        );
      await db.insert(passwordResets).values({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
        createdAt: at,
      });
      const link = `${config.appOrigin}/reset-password?token=${token}`;
      await mail.send({ to: user.email, ...resetMail(link) });
    },

    /**
     * Sets `password` for the account of a valid (known, unused, unexpired) token and returns
     * true; false for any other token. The token is spent in the same statement that checks it,
     * so two uses racing each other cannot both succeed.
     */
    async reset(token: string, password: string): Promise<boolean> {
      const tokenHash = hashToken(token);
      const valid = and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now()),
      );
      // Check first, so a made-up token costs no scrypt work.
      const [found] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(valid);
      if (!found) return false;
      const passwordHash = await hasher.hash(password);
      const at = now();
      const userId = await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(passwordResets)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, at),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!spent) return null;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
        // Any other link mailed before this reset is spent too.
        await tx
          .update(passwordResets)
          .set({ usedAt: at })
          .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
        return spent.userId;
      });
      if (userId === null) return false;
      // Whoever knew the old password is signed out everywhere.
      await sessions.destroyAllForUser(userId);
      return true;
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
