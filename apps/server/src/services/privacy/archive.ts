/**
 * "Download my data" (issue 14): the archive of one person's own data, `accountExportSchema`.
 *
 * Built synchronously, in one read-only REPEATABLE READ transaction (a consistent snapshot: a
 * message sent meanwhile is in every list or in none). A person's data is small — hundreds of
 * rows for an active account; the largest imaginable one (10,000 messages of 5,000 characters)
 * is about 50 MB of JSON — so one request answering the file beats a job queue, a stored file and
 * a mail with a link, none of which exists here. The route limits how often it is asked for.
 *
 * Only the person's own rows are read, and other people appear only as ids (a bid's other party,
 * a conversation): no other person's email, name or profile is ever selected.
 */
import { asc, eq, or } from 'drizzle-orm';
import { ACCOUNT_EXPORT_FORMAT } from '@hireloop/sdk/constants';
import type { AccountExport } from '@hireloop/sdk/schemas';
import {
  bids,
  checkoutSessions,
  conversations,
  jobRequests,
  messages,
  notifications,
  plans,
  savedJobs,
  subscriptions,
  users,
} from '../../db/schema';
import { problem } from '../../errors';
import { toBid } from '../bids/rows';
import type { ServiceDeps } from '../deps';
import { requestColumns, toJobRequest } from '../jobRequests/rows';
import { toNotification } from '../notifications';
import { toSavedJob } from '../savedJobs';

type BidRow = typeof bids.$inferSelect;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Whether the signed-in person sent the bid: talent send proposals, employers outreach. */
const sentBy = (row: BidRow, userId: number) =>
  row.kind === 'proposal' ? row.talentId === userId : row.employerId === userId;

export function createAccountArchive(deps: ServiceDeps) {
  const { db, now } = deps;

  return {
    /** GET /api/account/export: the signed-in person's archive (404 for a deleted account). */
    async exportData(userId: number): Promise<AccountExport> {
      return db.transaction(
        async (tx) => {
          const [user] = await tx.select().from(users).where(eq(users.id, userId));
          if (!user || user.deletedAt) throw problem(404, 'Account not found');

          const ownRequests = await tx
            .select(requestColumns)
            .from(jobRequests)
            .where(eq(jobRequests.employerId, userId))
            .orderBy(asc(jobRequests.createdAt), asc(jobRequests.id));
          const bidRows = await tx
            .select()
            .from(bids)
            .where(or(eq(bids.employerId, userId), eq(bids.talentId, userId)))
            .orderBy(asc(bids.createdAt), asc(bids.id));
          const sent = await tx
            .select({
              id: messages.id,
              conversationId: messages.conversationId,
              conversationKind: conversations.kind,
              body: messages.body,
              createdAt: messages.createdAt,
            })
            .from(messages)
            .innerJoin(conversations, eq(conversations.id, messages.conversationId))
            .where(eq(messages.senderId, userId))
            .orderBy(asc(messages.id));
          const saved = await tx
            .select()
            .from(savedJobs)
            .where(eq(savedJobs.userId, userId))
            .orderBy(asc(savedJobs.savedAt), asc(savedJobs.id));
          const subscriptionRows = await tx
            .select({ subscription: subscriptions, planName: plans.name })
            .from(subscriptions)
            .innerJoin(plans, eq(plans.id, subscriptions.planId))
            .where(eq(subscriptions.userId, userId))
            .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
          const checkoutRows = await tx
            .select({
              checkout: checkoutSessions,
              planName: plans.name,
              priceCents: plans.priceCents,
            })
            .from(checkoutSessions)
            .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
            .where(eq(checkoutSessions.userId, userId))
            .orderBy(asc(checkoutSessions.createdAt), asc(checkoutSessions.id));
          const notificationRows = await tx
            .select()
            .from(notifications)
            .where(eq(notifications.userId, userId))
            .orderBy(asc(notifications.id));

          return {
            format: ACCOUNT_EXPORT_FORMAT,
            version: 1 as const,
            exportedAt: iso(now()),
            profile: {
              userId: user.id,
              email: user.email,
              name: user.name,
              role: user.role,
              title: user.title,
              bio: user.bio,
              location: user.location,
              hourlyRate: user.hourlyRate,
              skills: user.skills,
              profileImage: user.profileImage,
              companyName: user.companyName,
              companyLogo: user.companyLogo,
              isAdmin: user.isAdmin,
              createdAt: iso(user.createdAt),
              updatedAt: iso(user.updatedAt),
            },
            jobRequests: ownRequests.map(toJobRequest),
            bids: {
              sent: bidRows.filter((row) => sentBy(row, userId)).map(toBid),
              received: bidRows.filter((row) => !sentBy(row, userId)).map(toBid),
            },
            messages: sent.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
            savedJobs: saved.map(toSavedJob),
            subscriptions: subscriptionRows.map(({ subscription: row, planName }) => ({
              accountType: row.accountType,
              planId: row.planId,
              planName,
              status: row.status,
              provider: row.provider,
              currentPeriodStart: iso(row.currentPeriodStart),
              currentPeriodEnd: isoOrNull(row.currentPeriodEnd),
              createdAt: iso(row.createdAt),
              updatedAt: iso(row.updatedAt),
            })),
            checkouts: checkoutRows.map(({ checkout: row, planName, priceCents }) => ({
              id: row.id,
              planId: row.planId,
              planName,
              priceCents,
              accountType: row.accountType,
              provider: row.provider,
              status: row.status,
              createdAt: iso(row.createdAt),
              completedAt: isoOrNull(row.completedAt),
            })),
            notifications: notificationRows.map(toNotification),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
