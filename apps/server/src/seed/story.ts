/**
 * The demo story (issue 20): what makes each demo account's first visit show the product at work.
 *
 * - The Lite talent (lite@hireloop.dev) is on the yearly Lite plan; has proposals to the demo
 *   employer pending, declined and accepted (the accepted one is an engagement with weekly
 *   check-ins: two acknowledged, the latest waiting for the employer's review) and one to another
 *   company; an outreach bid of the demo employer waiting for an answer; saved requests.
 * - The demo employer sends outreach in every state (pending to the Lite talent, accepted by one
 *   talent — an engagement — declined by another), within the sdk's outreach limit per request.
 * - Conversations that the employer side started (accepting a bid opens the pair's direct
 *   conversation; the employer owns the group), so they hold under a "talent may message an
 *   employer only with a relationship" rule: a direct one with the Lite talent whose newest
 *   message the employer has not read, one from the recruiter that the Lite talent has not read,
 *   and a group of the engagement's people with unread messages for every member but the last
 *   sender.
 * - Notifications as the services would have written them: one per bid received and per decision
 *   on a bid sent (to both parties of the demo accounts' bids of the last weeks; read when older than a few
 *   days), one unread `new_message` per conversation a member has unread messages in (the flood
 *   rule keeps it to one), the check-in submitted to the employer.
 * - Saved requests for both talent and the employer (the server keeps saved job requests; saved
 *   talent live in the browser, SPEC §3).
 *
 * Everything is an offset from `origin`; choices come from fixed rules, not the clock.
 */
import {
  DEFAULT_CHECKIN_QUESTIONS,
  OUTREACH_BID_LIMIT,
  savedItemId,
  WEEKDAYS,
} from '@hireloop/sdk';
import type { BidKind, BidStatus, JobRequestType } from '@hireloop/sdk/schemas';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import {
  bids,
  conversationMembers,
  conversations,
  externalJobs,
  jobRequests,
  messages,
  notifications,
  savedJobs,
  subscriptions,
  users,
} from '../db/schema';
import { checkinSchedules, checkins, engagements } from '../db/schemaCheckins';
import { bidReceivedNotification, bidStatusNotification } from '../services/bids/rules';
import { CHECKINS_LINK } from '../services/checkins/checkins';
import { conversationLink, directKey, messagePreview } from '../services/conversations/rules';
import { rateWithin, type RequestRate } from './rates';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
/** The Lite plan the second demo talent is on. */
export const LITE_PLAN_ID = 'talent-year';
/** Bid notifications older than this are read (the visitor's own recent ones are not). */
const READ_AFTER_DAYS = 3;
/** Bid notifications are written for the demo accounts' bids of this many recent days. */
const NOTIFY_DAYS = 60;

export interface StoryOptions {
  origin: Date;
  userIdOfKey: (key: string) => number;
  nameOf: (userId: number) => string;
}

interface RequestRow extends RequestRate {
  id: number;
  title: string;
  employerId: number;
  type: JobRequestType;
}

export async function insertDemoStory(tx: Tx, opts: StoryOptions): Promise<void> {
  const { origin, userIdOfKey, nameOf } = opts;
  const ago = (days: number) => new Date(origin.getTime() - days * DAY_MS);
  const employerId = userIdOfKey('demo-employer');
  const recruiterId = userIdOfKey('demo-recruiter');
  const talentId = userIdOfKey('demo-talent');
  const liteId = userIdOfKey('lite-talent');

  // The Lite plan, bought three months ago, renewed yearly.
  const periodStart = ago(90);
  const periodEnd = new Date(periodStart);
  periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
  await tx.insert(subscriptions).values({
    userId: liteId,
    accountType: 'talent',
    planId: LITE_PLAN_ID,
    status: 'active',
    provider: 'local',
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    createdAt: periodStart,
    updatedAt: periodStart,
  });

  // The requests bids can go on: active, public, not already the scene of an accepted bid.
  const open = await tx
    .select({
      id: jobRequests.id,
      title: jobRequests.title,
      employerId: jobRequests.employerId,
      type: jobRequests.type,
      minRate: jobRequests.minRate,
      maxRate: jobRequests.maxRate,
      rateType: jobRequests.rateType,
      createdAt: jobRequests.createdAt,
    })
    .from(jobRequests)
    .where(and(eq(jobRequests.status, 'active'), eq(jobRequests.requestTarget, 'public')))
    .orderBy(jobRequests.createdAt, jobRequests.id);
  const existing = await tx
    .select({
      jobRequestId: bids.jobRequestId,
      talentId: bids.talentId,
      kind: bids.kind,
      status: bids.status,
    })
    .from(bids);
  const accepted = new Set(
    existing.filter((b) => b.status === 'accepted').map((b) => b.jobRequestId),
  );
  const outreachCount = new Map<number, number>();
  const bidBy = new Set<string>();
  const note = (requestId: number, person: number, kind: BidKind) => {
    bidBy.add(`${requestId}:${person}`);
    if (kind === 'outreach') outreachCount.set(requestId, (outreachCount.get(requestId) ?? 0) + 1);
  };
  for (const b of existing) note(b.jobRequestId, b.talentId, b.kind);
  const free = (request: RequestRow, person: number, kind: BidKind) =>
    !accepted.has(request.id) &&
    !bidBy.has(`${request.id}:${person}`) &&
    (kind === 'proposal' || (outreachCount.get(request.id) ?? 0) < OUTREACH_BID_LIMIT);
  const used = new Set<number>();
  /** The newest request of `owner` (or of another employer) free for this bid. */
  const pick = (person: number, kind: BidKind, mine: boolean, prefer?: RegExp): RequestRow => {
    const candidates = open
      .filter((r) => (mine ? r.employerId === employerId : r.employerId !== employerId))
      .filter((r) => !used.has(r.id) && free(r, person, kind))
      .reverse();
    const found = (prefer && candidates.find((r) => prefer.test(r.title))) ?? candidates[0];
    if (!found) throw new Error(`seed: no request left for a demo ${kind}`);
    return found;
  };

  interface Plan {
    request: RequestRow;
    talentId: number;
    kind: BidKind;
    status: BidStatus;
    /** Where the quote sits in the request's range: 0 its bottom, 1 its top (`rateWithin`). */
    rate: number;
    message: string;
    at: Date;
    decidedAt: Date;
  }
  const plans: Plan[] = [];
  const plan = (p: Omit<Plan, 'request'> & { request: RequestRow }) => {
    used.add(p.request.id);
    note(p.request.id, p.talentId, p.kind);
    if (p.status === 'accepted') accepted.add(p.request.id);
    plans.push(p);
  };
  // The Lite talent's proposals: accepted (the engagement), declined, pending; one elsewhere.
  const engagementStart = ago(22);
  plan({
    request: pick(liteId, 'proposal', true, /tracking|Next\.js/i),
    talentId: liteId,
    kind: 'proposal',
    status: 'accepted',
    rate: 0.55,
    message:
      'I built the tracking pages for two parcel start-ups; accessible, fast on slow phones. I can start Monday.',
    at: ago(24),
    decidedAt: engagementStart,
  });
  plan({
    request: pick(liteId, 'proposal', true),
    talentId: liteId,
    kind: 'proposal',
    status: 'declined',
    rate: 0.6,
    message: 'Happy to take this on alongside the tracking page.',
    at: ago(12),
    decidedAt: ago(10),
  });
  plan({
    request: pick(liteId, 'proposal', true),
    talentId: liteId,
    kind: 'proposal',
    status: 'pending',
    rate: 0.5,
    message: 'I would love to help here too: see the tracking page for how I work.',
    at: new Date(origin.getTime() - 5 * HOUR_MS),
    decidedAt: new Date(origin.getTime() - 5 * HOUR_MS),
  });
  plan({
    request: pick(liteId, 'proposal', false, /React|Next|front/i),
    talentId: liteId,
    kind: 'proposal',
    status: 'pending',
    rate: 0.45,
    message: 'Frontend engineer with six years of React; I can share a similar project.',
    at: ago(2),
    decidedAt: ago(2),
  });
  // The demo employer's outreach in every state: pending (the Lite talent), accepted, declined.
  plan({
    request: pick(liteId, 'outreach', true),
    talentId: liteId,
    kind: 'outreach',
    status: 'pending',
    rate: 0.6,
    message: 'Your work on the tracking page is great. Would you look at this one as well?',
    at: new Date(origin.getTime() - 20 * HOUR_MS),
    decidedAt: new Date(origin.getTime() - 20 * HOUR_MS),
  });
  const amara = userIdOfKey('amara');
  plan({
    request: pick(amara, 'outreach', true),
    talentId: amara,
    kind: 'outreach',
    status: 'accepted',
    rate: 0.8,
    message: 'We think your API work fits this well. Interested?',
    at: ago(9),
    decidedAt: ago(8),
  });
  const lukas = userIdOfKey('lukas');
  plan({
    request: pick(lukas, 'outreach', true),
    talentId: lukas,
    kind: 'outreach',
    status: 'declined',
    rate: 0.7,
    message: 'Would you have time for this in the coming weeks?',
    at: ago(6),
    decidedAt: ago(5),
  });
  // Another company's outreach to the demo talent, waiting for an answer.
  const other = pick(talentId, 'outreach', false);
  plan({
    request: other,
    talentId,
    kind: 'outreach',
    status: 'pending',
    rate: 0.35,
    message: 'Your profile matches what we need. Could we talk this week?',
    at: ago(1),
    decidedAt: ago(1),
  });

  const insertedBids = await tx
    .insert(bids)
    .values(
      plans.map((p) => ({
        kind: p.kind,
        status: p.status,
        jobRequestId: p.request.id,
        employerId: p.request.employerId,
        talentId: p.talentId,
        rate: rateWithin(p.request, p.rate),
        message: p.message,
        createdAt: p.at,
        updatedAt: p.status === 'pending' ? p.at : p.decidedAt,
      })),
    )
    .returning({ id: bids.id });
  const acceptedPlans = plans
    .map((p, i) => ({ ...p, bidId: insertedBids[i]!.id }))
    .filter((p) => p.status === 'accepted');
  const startedEngagements = await tx
    .insert(engagements)
    .values(
      acceptedPlans.map((p) => ({
        bidId: p.bidId,
        jobRequestId: p.request.id,
        employerId: p.request.employerId,
        talentId: p.talentId,
        startedAt: p.decidedAt,
        createdAt: p.decidedAt,
        updatedAt: p.decidedAt,
      })),
    )
    .returning({ id: engagements.id, talentId: engagements.talentId });
  const liteEngagement = startedEngagements.find((e) => e.talentId === liteId)!;
  const liteBid = acceptedPlans.find((p) => p.talentId === liteId)!;

  // Weekly check-ins since the start: two acknowledged, the newest waiting for the review.
  const questions = DEFAULT_CHECKIN_QUESTIONS.map((q) => ({ ...q, options: [...q.options] }));
  const firstDue = new Date(engagementStart.getTime() + WEEK_MS + 17 * HOUR_MS);
  const dues = [0, 1, 2].map((w) => new Date(firstDue.getTime() + w * WEEK_MS));
  await tx.insert(checkinSchedules).values({
    engagementId: liteEngagement.id,
    cadence: 'weekly',
    weekdays: [WEEKDAYS[(firstDue.getUTCDay() + 6) % 7]!],
    everyDays: 7,
    time: firstDue.toISOString().slice(11, 16),
    timezone: 'UTC',
    startsOn: engagementStart.toISOString().slice(0, 10),
    questions,
    nextDueAt: new Date(dues[2]!.getTime() + WEEK_MS),
    updatedBy: employerId,
    updatedAt: engagementStart,
  });
  const answers = [
    ['Status page skeleton, the webhook consumer and the map component.', 'Live updates.', 30],
    [
      'Live updates over SSE, SMS opt-in form, first accessibility pass.',
      'Theming per retailer.',
      34,
    ],
    ['Theming per retailer and the Lighthouse fixes (mobile 96).', 'Hand-over notes.', 28],
  ] as const;
  await tx.insert(checkins).values(
    dues.map((dueAt, w) => {
      const submittedAt = new Date(dueAt.getTime() + 2 * HOUR_MS);
      const reviewed = w < 2;
      const reviewedAt = new Date(dueAt.getTime() + 18 * HOUR_MS);
      return {
        engagementId: liteEngagement.id,
        dueAt,
        questions,
        answers: { progress: answers[w]![0], next_steps: answers[w]![1], hours: answers[w]![2] },
        hasBlockers: false,
        submittedAt,
        reviewState: reviewed ? ('acknowledged' as const) : null,
        reviewComment: reviewed ? 'Looks good, thank you.' : null,
        reviewedAt: reviewed ? reviewedAt : null,
        reviewedBy: reviewed ? employerId : null,
        dueNotifiedAt: dueAt,
        createdAt: dueAt,
        updatedAt: reviewed ? reviewedAt : submittedAt,
      };
    }),
  );
  const lastSubmitted = new Date(dues[2]!.getTime() + 2 * HOUR_MS);

  // Conversations the employer side opened.
  const [direct] = await tx
    .insert(conversations)
    .values({
      kind: 'direct',
      directKey: directKey(employerId, liteId),
      createdAt: engagementStart,
      updatedAt: engagementStart,
    })
    .returning({ id: conversations.id });
  await tx.update(bids).set({ conversationId: direct!.id }).where(eq(bids.id, liteBid.bidId));
  // The recruiter writes to the Lite talent about the usability test: her unread message.
  const recruiterNote = [
    [
      recruiterId,
      'Hi Noor, the retailers asked for a 20-minute walkthrough before Friday. Does Thursday at 4pm suit you?',
      new Date(origin.getTime() - 45 * 60_000),
    ],
  ] as const;
  const [recruiterDirect] = await tx
    .insert(conversations)
    .values({
      kind: 'direct',
      directKey: directKey(recruiterId, liteId),
      createdAt: recruiterNote[0][2],
      updatedAt: recruiterNote[0][2],
    })
    .returning({ id: conversations.id });
  const recruiterNoteIds = (
    await tx
      .insert(messages)
      .values(
        recruiterNote.map(([senderId, body, createdAt]) => ({
          conversationId: recruiterDirect!.id,
          senderId,
          body,
          createdAt,
        })),
      )
      .returning({ id: messages.id })
  ).map((m) => m.id);
  const [group] = await tx
    .insert(conversations)
    .values({
      kind: 'group',
      name: 'Tracking page launch',
      ownerId: employerId,
      createdAt: ago(14),
      updatedAt: ago(14),
    })
    .returning({ id: conversations.id });
  const minutesBefore = (minutes: number) => new Date(origin.getTime() - minutes * 60_000);
  const directMessages = [
    [
      employerId,
      'Welcome aboard, Noor! The Figma file and the webhook docs are in the shared drive.',
      ago(22),
    ],
    [liteId, 'Thanks Morgan, got them. I will send a first check-in next week.', ago(21.9)],
    [
      employerId,
      'The theming looks great on the retailer preview. Can we ship it Thursday?',
      ago(1),
    ],
    [
      liteId,
      'Yes, Thursday works. I pushed the last accessibility fixes tonight.',
      minutesBefore(150),
    ],
  ] as const;
  const groupMessages = [
    [
      employerId,
      'Group for the tracking page launch: Noor builds it, Jordan helps with the API.',
      ago(14),
    ],
    [liteId, 'Hi all! The staging link is in the channel topic.', ago(13.9)],
    [recruiterId, 'I will line up two retailers for the usability test.', ago(3)],
    [
      talentId,
      'The webhook events now carry the carrier name, if the page wants it.',
      minutesBefore(400),
    ],
    [recruiterId, 'Both retailers confirmed for Friday.', minutesBefore(240)],
    [liteId, 'Perfect, I will have the carrier name on the page before then.', minutesBefore(180)],
  ] as const;
  const sent = await tx
    .insert(messages)
    .values([
      ...directMessages.map(([senderId, body, createdAt]) => ({
        conversationId: direct!.id,
        senderId,
        body,
        createdAt,
      })),
      ...groupMessages.map(([senderId, body, createdAt]) => ({
        conversationId: group!.id,
        senderId,
        body,
        createdAt,
      })),
    ])
    .returning({ id: messages.id });
  const directIds = sent.slice(0, directMessages.length).map((m) => m.id);
  const groupIds = sent.slice(directMessages.length).map((m) => m.id);
  await tx
    .update(conversations)
    .set({ updatedAt: directMessages.at(-1)![2] })
    .where(eq(conversations.id, direct!.id));
  await tx
    .update(conversations)
    .set({ updatedAt: groupMessages.at(-1)![2] })
    .where(eq(conversations.id, group!.id));

  // Who read what: each member has read up to their own newest message (sending reads) or, when
  // later, what was there when they last opened the conversation; the rest is unread.
  type Sent = readonly (readonly [number, string, Date])[];
  const readUpTo = (history: Sent, ids: number[], userId: number, openedAt: Date | null) => {
    let last = -1;
    history.forEach(([senderId, , createdAt], i) => {
      if (senderId === userId || (openedAt !== null && createdAt <= openedAt)) last = i;
    });
    if (last < 0) return { id: 0, at: null, index: last };
    const own = history[last]![2];
    const at = openedAt !== null && openedAt > own ? openedAt : own;
    return { id: ids[last]!, at, index: last };
  };
  const memberRows: (typeof conversationMembers.$inferInsert)[] = [];
  const notices: (typeof notifications.$inferInsert)[] = [];
  const members = (
    conversationId: number,
    history: Sent,
    ids: number[],
    people: number[],
    joinedAt: Date,
    title: (senderName: string) => string,
    openedAt: Date | null = null,
  ) => {
    for (const userId of people) {
      const read = readUpTo(history, ids, userId, openedAt);
      memberRows.push({
        conversationId,
        userId,
        joinedAt,
        lastReadMessageId: read.id,
        lastReadAt: read.at,
      });
      const firstUnread = history.findIndex(([s], i) => i > read.index && s !== userId);
      if (firstUnread >= 0) {
        const [senderId, body, createdAt] = history[firstUnread]!;
        notices.push({
          userId,
          type: 'new_message',
          title: title(nameOf(senderId)),
          body: messagePreview(body),
          link: conversationLink(conversationId),
          createdAt,
        });
      }
    }
  };
  members(
    direct!.id,
    directMessages,
    directIds,
    [employerId, liteId],
    engagementStart,
    (n) => `New message from ${n}`,
  );
  members(
    recruiterDirect!.id,
    recruiterNote,
    recruiterNoteIds,
    [recruiterId, liteId],
    recruiterNote[0][2],
    (n) => `New message from ${n}`,
  );
  members(
    group!.id,
    groupMessages,
    groupIds,
    [employerId, liteId, talentId, recruiterId],
    ago(14),
    (n) => `${n} in Tracking page launch`,
    // Everyone looked in two days ago; what came since is unread.
    ago(2),
  );
  await tx.insert(conversationMembers).values(memberRows);

  // The check-in waiting for the employer's review.
  const liteRequest = liteBid.request;
  notices.push({
    userId: employerId,
    type: 'checkin_submitted',
    title: 'Check-in submitted',
    body: `${nameOf(liteId)} checked in on “${liteRequest.title}”.`,
    link: CHECKINS_LINK,
    createdAt: lastSubmitted,
  });

  // Bid notifications of the demo accounts' recent bids (these and the activity's).
  const demoIds = [employerId, talentId, liteId];
  const recent = await tx
    .select({
      kind: bids.kind,
      status: bids.status,
      employerId: bids.employerId,
      talentId: bids.talentId,
      createdAt: bids.createdAt,
      updatedAt: bids.updatedAt,
      title: jobRequests.title,
    })
    .from(bids)
    .innerJoin(jobRequests, eq(jobRequests.id, bids.jobRequestId))
    .where(
      and(
        or(inArray(bids.employerId, demoIds), inArray(bids.talentId, demoIds)),
        sql`${bids.createdAt} >= ${ago(NOTIFY_DAYS).toISOString()}`,
      ),
    )
    .orderBy(bids.createdAt, bids.id);
  const isRead = (at: Date) => origin.getTime() - at.getTime() > READ_AFTER_DAYS * DAY_MS;
  for (const bid of recent) {
    const sender = bid.kind === 'proposal' ? bid.talentId : bid.employerId;
    const receiver = bid.kind === 'proposal' ? bid.employerId : bid.talentId;
    notices.push({
      userId: receiver,
      ...bidReceivedNotification(bid.kind, nameOf(sender), bid.title),
      read: isRead(bid.createdAt),
      createdAt: bid.createdAt,
    });
    if (bid.status === 'accepted' || bid.status === 'declined')
      notices.push({
        userId: sender,
        ...bidStatusNotification(bid.kind, bid.status, nameOf(receiver), bid.title),
        read: isRead(bid.updatedAt),
        createdAt: bid.updatedAt,
      });
  }
  await tx.insert(notifications).values(notices);

  // Saved requests: open ones for the two talent (and an external job for the demo talent); the
  // employer keeps two other companies' postings to compare its own with.
  const [external] = await tx
    .select({ id: externalJobs.id, type: externalJobs.type })
    .from(externalJobs)
    .orderBy(sql`${externalJobs.postedAt} desc`, externalJobs.id)
    .limit(1);
  const others = open.filter((r) => r.employerId !== employerId).reverse();
  const saves: { userId: number; originalId: string | number; type: JobRequestType; at: Date }[] = [
    ...others
      .slice(0, 3)
      .map((r, i) => ({ userId: liteId, originalId: r.id, type: r.type, at: ago(1 + i) })),
    ...others
      .slice(3, 5)
      .map((r, i) => ({ userId: talentId, originalId: r.id, type: r.type, at: ago(2 + i) })),
    ...others
      .slice(5, 7)
      .map((r, i) => ({ userId: employerId, originalId: r.id, type: r.type, at: ago(4 + i) })),
    ...(external
      ? [{ userId: talentId, originalId: external.id, type: external.type, at: ago(1) }]
      : []),
  ];
  await tx.insert(savedJobs).values(
    saves.map((s) => ({
      userId: s.userId,
      id: savedItemId(s.originalId),
      type: s.type,
      originalId: String(s.originalId),
      savedAt: s.at,
    })),
  );
}

/** The names of users by id, for notification texts. */
export async function namesOf(tx: Tx): Promise<Map<number, string>> {
  const rows = await tx.select({ id: users.id, name: users.name }).from(users);
  return new Map(rows.map((r) => [r.id, r.name]));
}
