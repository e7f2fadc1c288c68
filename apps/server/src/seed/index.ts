/**
 * Demo data (issue 3 "Runtime"): the demo employer, talent and admin accounts, the skills
 * catalogue, a dozen talent profiles, more employers with active subscriptions, job requests of all
 * three types and the local external job feed. `main.ts` calls `seedIfEmpty` on every start (when
 * `SEED_ON_START`), `npm run seed` through `cli.ts`; the plan catalogue is not demo data and is
 * ensured by `buildApp` before this runs (subscriptions reference it).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import {
  conversationMembers,
  conversations,
  externalJobs,
  groupInvitations,
  jobRequests,
  messages,
  notifications,
  skills,
  subscriptions,
  users,
} from '../db/schema';
import { groupInvitationNotice } from '../services/conversations/rules';
import { insertDemoActivity } from './activity';
import { insertDemoCheckins } from './checkins';
import { insertDemoCollectives } from './collectives';
import { insertDemoVerification } from './verification';
import type { Storage } from '../services/storage';
import { insertDemoEvents } from './events';
import { insertDemoLibrary } from './library';
import { insertDemoMarketplace } from './marketplace';
import { insertDemoFeed } from './feed';
import { hashPassword, type ScryptParams } from '../services/passwords';
import {
  DEMO_ADMIN,
  DEMO_EMPLOYER,
  DEMO_RECRUITER,
  EMPLOYERS,
  type EmployerSeed,
} from './data/employers';
import { EXTERNAL_JOBS } from './data/externalJobs';
import { GROUPS } from './data/groups';
import { JOB_REQUESTS } from './data/jobRequests';
import { SKILLS } from './data/skills';
import { DEMO_LITE_TALENT, DEMO_TALENT, TALENT, type TalentSeed } from './data/talent';
import { insertDemoHistory } from './history';
import { DEMO_SEED, mulberry32 } from './rng';
import { insertDemoStory, namesOf } from './story';
import { insertDemoTeam } from './team';
import { findActiveMembership } from '../services/companies/access';

/** The password of every seeded account, printed at start and written in the README. */
export const DEMO_PASSWORD = 'hireloop-demo';

/** The demo accounts a visitor signs in with (the recruiter is in the README too). */
export const DEMO_ACCOUNTS = {
  employer: DEMO_EMPLOYER.email,
  talent: DEMO_TALENT.email,
  admin: DEMO_ADMIN.email,
  /** Issue 20: a second talent, on the Lite plan. */
  lite: DEMO_LITE_TALENT.email,
} as const;

/** The plan every seeded employer subscribes to (12 jobs, 36 projects, 60 tasks a year). */
const EMPLOYER_PLAN_ID = 'employer-year';
/** Seeded subscriptions began this many days ago, before the oldest seeded job request. */
const SUBSCRIBED_DAYS_AGO = 45;
/** Passwords hashed at once: scrypt at N=2^16 takes 64 MiB and a core each. */
const HASH_CONCURRENCY = 2;
/**
 * Issue 20: the scrypt cost N of the seeded profiles nobody is told to sign in with (the other
 * employers and talent), when the configured one is higher. Their password is the published demo
 * password, so a costly hash protects nothing; it only made the seed slow (21 hashes at N=2^16
 * took ~10 s of the seed on a busy 2-core machine). Signing in with one rehashes it at the
 * configured cost (`needsRehash`). The demo accounts get the configured cost.
 */
const PROFILE_SCRYPT_N = 2 ** 14;
const DAY_MS = 24 * 3600 * 1000;

/** Anything with an `info(message)`: Fastify's logger or `console`. */
export interface SeedLogger {
  info(message: string): void;
}

export interface SeedOptions {
  log: SeedLogger;
  /** scrypt cost for the accounts' password hashes (the server's `config.scrypt`). */
  scrypt: ScryptParams;
  /**
   * Issue 20: the clock origin; every seeded time is an offset from it, so one origin gives the
   * same data. @default `now()` when given, else the start of the current UTC day
   */
  origin?: Date;
  /** Read once for the origin when none is given (test servers pass their clock). */
  now?: () => Date;
  /** Issue 18: where the demo verification document is written (the server's storage). */
  storage?: Pick<Storage, 'put'>;
}

/** What was seeded. */
export interface SeedSummary {
  /** Emails of the demo accounts: employer, talent, admin, Lite talent. */
  accounts: string[];
  /** Issue 20: how long the seed's transaction took, in milliseconds (hashing apart). */
  ms: number;
  users: number;
  employers: number;
  talent: number;
  skills: number;
  subscriptions: number;
  jobRequests: number;
  externalJobs: number;
}

type AccountSeed =
  | { kind: 'employer'; seed: EmployerSeed; passwordHash: string }
  | { kind: 'talent'; seed: TalentSeed; passwordHash: string };

/**
 * Seeds the demo data when the database has no users, in one transaction; returns what was
 * seeded, or null (and changes nothing) when there are users already. Two processes starting
 * on one empty PostgreSQL database seed it once: the second waits on an advisory lock and then
 * finds the users.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<SeedSummary | null> {
  if (await hasUsers(db)) return null;
  const accounts = await hashAccounts(opts);
  const started = performance.now();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hireloop:seed'))`);
    if (await hasUsers(tx)) return null;
    return insertDemoData(tx, accounts, originOf(opts), opts.storage);
  });
  return seeded && { ...seeded, ms: Math.round(performance.now() - started) };
}

/**
 * Seeds the demo data unconditionally, in one transaction. Skills and external jobs that exist
 * already are kept; an existing demo account makes it fail (and roll back) on the unique email.
 */
export async function seedDemoData(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const accounts = await hashAccounts(opts);
  const started = performance.now();
  const seeded = await db.transaction((tx) =>
    insertDemoData(tx, accounts, originOf(opts), opts.storage),
  );
  return { ...seeded, ms: Math.round(performance.now() - started) };
}

/** The start of `at`'s UTC day. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

function originOf(opts: SeedOptions): Date {
  return opts.origin ?? (opts.now ? opts.now() : startOfUtcDay(new Date()));
}

async function hasUsers(q: Db | Tx): Promise<boolean> {
  const rows = await q.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Hashes each account's password (own salt each) before the transaction, so it stays short. */
async function hashAccounts(opts: SeedOptions): Promise<AccountSeed[]> {
  const seeds: Omit<AccountSeed, 'passwordHash'>[] = [
    { kind: 'employer', seed: DEMO_EMPLOYER },
    { kind: 'talent', seed: DEMO_TALENT },
    { kind: 'employer', seed: DEMO_ADMIN },
    { kind: 'talent', seed: DEMO_LITE_TALENT },
    { kind: 'employer', seed: DEMO_RECRUITER },
    ...EMPLOYERS.map((seed) => ({ kind: 'employer' as const, seed })),
    ...TALENT.map((seed) => ({ kind: 'talent' as const, seed })),
  ];
  opts.log.info(`seeding demo data: hashing ${seeds.length} account passwords`);
  const demoEmails = new Set<string>([...Object.values(DEMO_ACCOUNTS), DEMO_RECRUITER.email]);
  const profileScrypt = { ...opts.scrypt, N: Math.min(opts.scrypt.N, PROFILE_SCRYPT_N) };
  const hashes = await mapWithLimit(seeds, HASH_CONCURRENCY, (account) =>
    hashPassword(DEMO_PASSWORD, demoEmails.has(account.seed.email) ? opts.scrypt : profileScrypt),
  );
  return seeds.map((account, i) => ({ ...account, passwordHash: hashes[i]! }) as AccountSeed);
}

async function insertDemoData(
  tx: Tx,
  accounts: AccountSeed[],
  now: Date,
  storage?: Pick<Storage, 'put'>,
): Promise<Omit<SeedSummary, 'ms'>> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const rng = mulberry32(DEMO_SEED);

  // Skills first: profiles and requests refer to them by name.
  await tx
    .insert(skills)
    .values([...SKILLS])
    .onConflictDoNothing({ target: skills.name });
  const skillRows = await tx.select({ id: skills.id, name: skills.name }).from(skills);
  const skillIds = new Map(skillRows.map((row) => [row.name, row.id]));
  const idsOf = (names: readonly string[]) =>
    names.map((name) => {
      const id = skillIds.get(name);
      if (id === undefined) throw new Error(`seed data names an unknown skill: ${name}`);
      return id;
    });

  const inserted = await tx
    .insert(users)
    .values(
      accounts.map((account) =>
        account.kind === 'employer'
          ? {
              email: account.seed.email,
              passwordHash: account.passwordHash,
              name: account.seed.name,
              role: 'employer' as const,
              isAdmin: account.seed.isAdmin,
              title: account.seed.title,
              bio: account.seed.bio,
              location: account.seed.location,
              companyName: account.seed.companyName,
              companyLogo: account.seed.companyLogo,
              createdAt: ago(SUBSCRIBED_DAYS_AGO + 5),
              updatedAt: ago(SUBSCRIBED_DAYS_AGO + 5),
            }
          : {
              email: account.seed.email,
              passwordHash: account.passwordHash,
              name: account.seed.name,
              role: 'talent' as const,
              title: account.seed.title,
              bio: account.seed.bio,
              location: account.seed.location,
              hourlyRate: account.seed.hourlyRate,
              skills: idsOf(account.seed.skills),
              profileImage: account.seed.profileImage,
              createdAt: ago(SUBSCRIBED_DAYS_AGO),
              updatedAt: ago(SUBSCRIBED_DAYS_AGO),
            },
      ),
    )
    .returning({ id: users.id, email: users.email });
  const userIdByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  const userIdOf = (email: string) => userIdByEmail.get(email)!;
  const userIdByKey = new Map(
    accounts.map((account) => [account.seed.key, userIdOf(account.seed.email)]),
  );
  const userIdOfKey = (key: string) => {
    const id = userIdByKey.get(key);
    if (id === undefined) throw new Error(`seed data names an unknown account: ${key}`);
    return id;
  };

  // Teams (issue 16): a company per employer before their subscriptions and job requests.
  await insertDemoTeam(tx, {
    now,
    employerIds: accounts.filter((a) => a.kind === 'employer').map((a) => userIdOf(a.seed.email)),
    demoEmployerId: userIdOfKey(DEMO_EMPLOYER.key),
    demoRecruiterId: userIdOfKey(DEMO_RECRUITER.key),
  });

  const periodStart = ago(SUBSCRIBED_DAYS_AGO);
  const periodEnd = new Date(periodStart);
  periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
  const subscribed = accounts.filter((a) => a.kind === 'employer' && a.seed.subscribed);
  if (subscribed.length > 0) {
    await tx.insert(subscriptions).values(
      subscribed.map((account) => ({
        userId: userIdOf(account.seed.email),
        accountType: 'employer' as const,
        planId: EMPLOYER_PLAN_ID,
        status: 'active' as const,
        provider: 'local' as const,
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
        // Subscribed over a year ago (the history's requests), renewed at the period's start.
        createdAt: ago(SUBSCRIBED_DAYS_AGO + 365),
        updatedAt: periodStart,
      })),
    );
  }

  await tx.insert(jobRequests).values(
    JOB_REQUESTS.map((request) => {
      const createdAt = ago(request.postedDaysAgo);
      return {
        employerId: userIdOfKey(request.employer),
        title: request.title,
        description: request.description,
        type: request.type,
        minRate: request.minRate,
        maxRate: request.maxRate,
        rateType: request.rateType,
        location: request.location,
        locationType: request.locationType,
        department: request.department,
        experience: request.experience,
        duration: request.duration,
        skills: idsOf(request.skills),
        deadline:
          request.deadlineInDays === null
            ? null
            : new Date(now.getTime() + request.deadlineInDays * DAY_MS).toISOString().slice(0, 10),
        status: 'active' as const,
        requestTarget: request.directTo ? ('direct' as const) : ('public' as const),
        talentId: request.directTo ? userIdOfKey(request.directTo) : null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  await tx
    .insert(externalJobs)
    .values(
      EXTERNAL_JOBS.map(({ postedDaysAgo, ...job }) => ({ ...job, postedAt: ago(postedDaysAgo) })),
    )
    .onConflictDoNothing({ target: externalJobs.id });

  // Groups (issue 14): members have read the history; invitees have a pending invitation and its
  // notification, as if the owner had just invited them.
  for (const group of GROUPS) {
    const ownerId = userIdOfKey(group.owner);
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    const last = group.messages.at(-1);
    const [created] = await tx
      .insert(conversations)
      .values({
        kind: 'group',
        name: group.name,
        ownerId,
        createdAt: at(group.messages[0]?.minutesAgo ?? 0),
        updatedAt: at(last?.minutesAgo ?? 0),
      })
      .returning({ id: conversations.id });
    const groupId = created!.id;
    const sent = group.messages.length
      ? await tx
          .insert(messages)
          .values(
            group.messages.map((m) => ({
              conversationId: groupId,
              senderId: userIdOfKey(m.from),
              body: m.body,
              createdAt: at(m.minutesAgo),
            })),
          )
          .returning({ id: messages.id })
      : [];
    const newest = Math.max(0, ...sent.map((m) => m.id));
    await tx.insert(conversationMembers).values(
      [group.owner, ...group.members].map((key) => ({
        conversationId: groupId,
        userId: userIdOfKey(key),
        joinedAt: at(group.messages[0]?.minutesAgo ?? 0),
        lastReadMessageId: newest,
      })),
    );
    const owner = accounts.find((a) => a.seed.key === group.owner)!;
    for (const key of group.invited) {
      const userId = userIdOfKey(key);
      const [invitation] = await tx
        .insert(groupInvitations)
        .values({ conversationId: groupId, userId, invitedBy: ownerId, createdAt: now })
        .returning({ id: groupInvitations.id });
      await tx.insert(notifications).values({
        userId,
        ...groupInvitationNotice(owner.seed.name, group.name, invitation!.id),
        createdAt: now,
      });
    }
  }

  // Insights (issue 16): months of the demo company's hiring in the activity log, and a market.
  await insertDemoActivity(tx, { now, demoEmployerId: userIdOfKey('demo-employer') });

  // Issue 20: twelve months of the other companies' requests, for the trends and benchmarks.
  const historyPosters = EMPLOYERS.filter((e) => e.subscribed).map((e) => userIdOfKey(e.key));
  const companyIds = new Map<number, number | null>();
  for (const id of historyPosters)
    companyIds.set(id, (await findActiveMembership(tx, id))?.companyId ?? null);
  const historyRequests = await insertDemoHistory(tx, {
    origin: now,
    rng,
    employerIds: historyPosters,
    companyOf: (id) => companyIds.get(id) ?? null,
    periodStart,
    idsOf,
  });

  // Check-ins (issue 16): engagements of the accepted bids; the demo pair's schedule and check-ins.
  await insertDemoCheckins(tx, {
    now,
    demoEmployerId: userIdOfKey(DEMO_EMPLOYER.key),
    demoTalentId: userIdOfKey(DEMO_TALENT.key),
  });

  // Collectives (issue 17): three collectives with their groups, a request and an invitation.
  await insertDemoCollectives(tx, { now, userIdOfKey });

  // Events (issue 17): company, platform (and, after the collectives' data, collective) events.
  await insertDemoEvents(tx, {
    now,
    demoEmployerId: userIdOfKey(DEMO_EMPLOYER.key),
    demoTalentId: userIdOfKey(DEMO_TALENT.key),
    adminId: userIdOfKey(DEMO_ADMIN.key),
    talentIds: TALENT.slice(0, 5).map((t) => userIdOfKey(t.key)),
  });

  // Career feed (issue 17): follows, a week of posts with reactions and comments, a pin, a report.
  await insertDemoFeed(tx, {
    now,
    demoTalentId: userIdOfKey(DEMO_TALENT.key),
    demoEmployerId: userIdOfKey(DEMO_EMPLOYER.key),
    adminId: userIdOfKey(DEMO_ADMIN.key),
    talentIds: TALENT.slice(0, 4).map((t) => userIdOfKey(t.key)),
  });

  // Library (issue 18): resources of every kind (some need a plan), two collections, progress.
  await insertDemoLibrary(tx, {
    now,
    adminId: userIdOfKey(DEMO_ADMIN.key),
    demoTalentId: userIdOfKey(DEMO_TALENT.key),
  });

  // Verification (issue 18): verified demo accounts, two reviews waiting, a rejection, the audit.
  await insertDemoVerification(tx, {
    now,
    userIdOfKey,
    adminId: userIdOfKey(DEMO_ADMIN.key),
    ...(storage ? { storage } : {}),
  });

  // Services marketplace (issue 18): services (a draft, a paused one, a collective's) and orders in
  // several states with reviews, conversations and engagements.
  await insertDemoMarketplace(tx, { now, userIdOfKey });

  // Issue 20: the Lite talent, bids in every state, conversations, notifications, saved items.
  const names = await namesOf(tx);
  await insertDemoStory(tx, { origin: now, userIdOfKey, nameOf: (id) => names.get(id) ?? '' });

  return {
    accounts: Object.values(DEMO_ACCOUNTS),
    users: inserted.length,
    employers: accounts.filter((a) => a.kind === 'employer').length,
    talent: accounts.filter((a) => a.kind === 'talent').length,
    skills: skillRows.length,
    subscriptions: subscribed.length,
    jobRequests: JOB_REQUESTS.length + historyRequests,
    externalJobs: EXTERNAL_JOBS.length,
  };
}

/** `items.map(fn)` with at most `limit` calls in flight, results in order. */
async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
