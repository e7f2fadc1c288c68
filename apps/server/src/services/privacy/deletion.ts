/**
 * "Delete my account" (issue 14). The password is checked first (outside any lock: scrypt is
 * slow), a Stripe subscription is canceled at Stripe next, then ONE transaction, holding the user
 * row's lock, does the rest — so parallel requests delete once, and a failure changes nothing:
 *
 * - the row stays, erased: email `deleted:<id>` (not an address, so nobody can sign in with it or
 *   register it, and the real address is free to register again as a fresh account), an unusable
 *   password hash, name `DELETED_USER_NAME`, every profile field cleared, `deleted_at` set;
 * - every session, reset token, saved job, notification, sticky-message read, queued live event
 *   and unsent mail of the person is deleted;
 * - their job requests close (browse shows active ones only); their open bids end — the ones they
 *   sent are withdrawn, the ones they received declined — and the other party is notified;
 * - their subscriptions are canceled (lifetime too) and open checkouts canceled; completed
 *   checkouts (paid orders) are kept;
 * - they leave every group; a group they owned passes to the member who joined it first (then the
 *   lowest id), and one with no other member is deleted; direct conversations keep them as a
 *   member, so the other person keeps the history, under `DELETED_USER_NAME`;
 * - one live event goes to them, at commit: each open stream checks its session before delivering
 *   it, finds none, and closes — on every instance, without waiting for the heartbeat.
 */
import { and, asc, eq, inArray, isNull, ne, notInArray, or } from 'drizzle-orm';
import { DELETED_USER_NAME } from '@hireloop/sdk/constants';
import { OPEN_BID_STATUSES } from '@hireloop/sdk/schemas';
import type { Tx } from '../../db';
import {
  bids,
  checkoutSessions,
  conversationMembers,
  conversations,
  groupInvitations,
  jobRequests,
  liveEvents,
  notifications,
  outbox,
  passwordResets,
  savedJobs,
  sessions,
  stickyMessageReads,
  subscriptions,
  users,
} from '../../db/schema';
import { fieldError } from '../../errors';
import { bidStatusNotification } from '../bids/rules';
import { leaveCollectivesOf } from '../collectives/deletion';
import { deleteVerificationsOf } from '../verification/rows';
import type { Storage } from '../storage';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import type { PasswordHasher } from '../passwordPool';

/** The field error of a wrong password (not shown in SPEC). */
export const WRONG_PASSWORD = 'Password is incorrect';

/** What the erased row's email becomes: not an email address, unique per account. */
export const erasedEmail = (userId: number) => `deleted:${userId}`;

/** A stored password hash no password matches (the password check refuses any non-scrypt hash). */
const UNUSABLE_PASSWORD_HASH = '!deleted';

export interface AccountDeletionDependencies {
  notifications: Pick<NotificationService, 'notify'>;
  live: Pick<LiveService, 'publish' | 'lockRecipients'>;
  /** Cancels a subscription at the payment provider (Stripe); absent for the local provider. */
  cancelProviderSubscription: (providerSubscriptionId: string) => Promise<void>;
  /** The password check, through the bounded hashing pool like every sign-in. */
  hasher: Pick<PasswordHasher, 'verify'>;
  /** Issue 18: where verification documents under review are deleted from. */
  storage?: Pick<Storage, 'delete'>;
}

export function createAccountDeletion(deps: ServiceDeps, others: AccountDeletionDependencies) {
  const { db, now } = deps;
  const { notifications: notifier, live, cancelProviderSubscription, hasher } = others;

  /**
   * Everyone this deletion publishes a live event to: the person, the other party of each open
   * bid, and the other members of each group they are in. Their live locks are taken at once, in
   * user id order, before any event id is drawn (see services/live.ts), so the deletion can never
   * wait on another transaction's recipients in the opposite order.
   */
  async function lockConcernedRecipients(tx: Tx, userId: number): Promise<void> {
    const parties = await tx
      .select({ employerId: bids.employerId, talentId: bids.talentId })
      .from(bids)
      .where(
        and(
          or(eq(bids.employerId, userId), eq(bids.talentId, userId)),
          inArray(bids.status, [...OPEN_BID_STATUSES]),
        ),
      );
    const ownGroups = tx
      .select({ id: conversationMembers.conversationId })
      .from(conversationMembers)
      .where(eq(conversationMembers.userId, userId));
    const members = await tx
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(
        and(
          eq(conversations.kind, 'group'),
          inArray(conversationMembers.conversationId, ownGroups),
        ),
      );
    await live.lockRecipients(tx, [
      userId,
      ...parties.flatMap((bid) => [bid.employerId, bid.talentId]),
      ...members.map((member) => member.userId),
    ]);
  }

  /** Ends the person's open bids: sent ones withdrawn, received ones declined; notifies the other. */
  async function endOpenBids(tx: Tx, userId: number): Promise<void> {
    const open = await tx
      .select({
        id: bids.id,
        kind: bids.kind,
        employerId: bids.employerId,
        talentId: bids.talentId,
        jobRequestId: bids.jobRequestId,
        requestTitle: jobRequests.title,
      })
      .from(bids)
      .innerJoin(jobRequests, eq(jobRequests.id, bids.jobRequestId))
      .where(
        and(
          or(eq(bids.employerId, userId), eq(bids.talentId, userId)),
          inArray(bids.status, [...OPEN_BID_STATUSES]),
        ),
      )
      .orderBy(asc(bids.id))
      .for('update', { of: bids });
    const at = now();
    for (const bid of open) {
      const sender = bid.kind === 'proposal' ? bid.talentId : bid.employerId;
      const status = sender === userId ? 'withdrawn' : 'declined';
      const other = bid.employerId === userId ? bid.talentId : bid.employerId;
      await tx.update(bids).set({ status, updatedAt: at }).where(eq(bids.id, bid.id));
      await notifier.notify(
        tx,
        other,
        bidStatusNotification(bid.kind, status, DELETED_USER_NAME, bid.requestTitle),
      );
      await live.publish(tx, other, {
        type: 'bid-status',
        data: { bidId: bid.id, jobRequestId: bid.jobRequestId, status },
      });
    }
  }

  /** Leaves every group; an owned group passes to its longest-standing member or is deleted. */
  async function leaveGroups(tx: Tx, userId: number): Promise<void> {
    const groups = await tx
      .select({ id: conversations.id, ownerId: conversations.ownerId })
      .from(conversations)
      .innerJoin(conversationMembers, eq(conversationMembers.conversationId, conversations.id))
      .where(and(eq(conversations.kind, 'group'), eq(conversationMembers.userId, userId)))
      .orderBy(asc(conversations.id))
      .for('update', { of: conversations });
    for (const group of groups) {
      await tx
        .delete(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, group.id),
            eq(conversationMembers.userId, userId),
          ),
        );
      const remaining = await tx
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, group.id));
      await live.publish(
        tx,
        remaining.map((member) => member.userId),
        { type: 'group', data: { groupId: group.id, change: 'left' } },
      );
      if (group.ownerId !== userId) continue;
      const [heir] = await tx
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, group.id))
        .orderBy(asc(conversationMembers.joinedAt), asc(conversationMembers.userId))
        .limit(1);
      if (heir) {
        await tx
          .update(conversations)
          .set({ ownerId: heir.userId })
          .where(eq(conversations.id, group.id));
      } else {
        await tx.delete(conversations).where(eq(conversations.id, group.id));
      }
    }
  }

  return {
    /**
     * POST /api/account/delete: deletes the account of `userId` when `password` is its password
     * (else a 400 with a field error on `password`). Answers when the account is deleted, also
     * when a parallel request deleted it first.
     */
    async deleteAccount(userId: number, password: string): Promise<void> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!row || row.deletedAt) return;
      if (!(await hasher.verify(password, row.passwordHash))) {
        throw fieldError('password', WRONG_PASSWORD, { password });
      }

      // Stripe first: if it cannot be reached the account stays as it was (the person retries),
      // rather than a deleted account that is still billed. A cancellation whose deletion then
      // fails is applied here too by Stripe's customer.subscription.deleted webhook.
      const billed = await db
        .select({ id: subscriptions.providerSubscriptionId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.provider, 'stripe'),
            ne(subscriptions.status, 'canceled'),
          ),
        );
      for (const { id } of billed) if (id) await cancelProviderSubscription(id);

      let verificationFiles: string[] = [];
      await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, role: users.role, email: users.email })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for('update');
        // A parallel request deleted it meanwhile: nothing is left to do.
        if (!user) return;
        const at = now();

        await tx
          .update(users)
          .set({
            email: erasedEmail(userId),
            passwordHash: UNUSABLE_PASSWORD_HASH,
            name: DELETED_USER_NAME,
            isAdmin: false,
            title: null,
            bio: null,
            location: null,
            hourlyRate: null,
            skills: [],
            profileImage: null,
            companyName: null,
            companyLogo: null,
            deletedAt: at,
            updatedAt: at,
          })
          .where(eq(users.id, userId));

        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
        await tx.delete(savedJobs).where(eq(savedJobs.userId, userId));
        await tx.delete(notifications).where(eq(notifications.userId, userId));
        await tx.delete(stickyMessageReads).where(eq(stickyMessageReads.userId, userId));
        await tx.delete(liveEvents).where(eq(liveEvents.userId, userId));
        // Invitations to groups the person never joined are gone with them.
        await tx.delete(groupInvitations).where(eq(groupInvitations.userId, userId));
        // Mail not sent through SMTP waits in the outbox with the address (and a reset link).
        await tx.delete(outbox).where(eq(outbox.to, user.email));

        await tx
          .update(jobRequests)
          .set({ status: 'closed', updatedAt: at })
          .where(
            and(
              eq(jobRequests.employerId, userId),
              notInArray(jobRequests.status, ['closed', 'filled']),
            ),
          );
        // Issue 17: out of their collectives (an owner's passes on), their rows locked before the
        // live recipients, in the order every collective write takes them.
        await leaveCollectivesOf(tx, userId, at);
        // Issue 18: their verifications (and badge) go; documents under review are deleted below.
        verificationFiles = await deleteVerificationsOf(tx, userId);
        await lockConcernedRecipients(tx, userId);
        await endOpenBids(tx, userId);

        await tx
          .update(subscriptions)
          .set({ status: 'canceled', currentPeriodEnd: at, updatedAt: at })
          .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled')));
        await tx
          .update(checkoutSessions)
          .set({ status: 'canceled' })
          .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')));

        await leaveGroups(tx, userId);

        // Closes the person's open live streams at commit (see the module comment).
        await live.publish(tx, userId, { type: 'subscription', data: { accountType: user.role } });
      });
      for (const key of verificationFiles) await others.storage?.delete(key).catch(() => undefined);
    },
  };
}
