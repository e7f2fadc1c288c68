/**
 * The one database schema (Drizzle, PostgreSQL dialect) used on PGlite and on PostgreSQL alike.
 * Migrations are generated from it with `npm run db:generate -w @hireloop/server` and applied at
 * start. Enumerated columns take their values from the sdk's vocabulary (`@hireloop/sdk/constants`),
 * never retyped here (test/schemaVocabulary.test.ts pins them); the sdk schemas validate every
 * write.
 */
import { sql } from 'drizzle-orm';
import * as vocabulary from '@hireloop/sdk/constants';
import {
  bigint,
  bigserial,
  jsonb,
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Companies (issue 16): an employer account acts for one. Its members (company_members, in
 * ./schemaTeam.ts) share its job requests, bids, conversations and subscription with its quotas.
 */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  website: text('website'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased (the sdk's email schema lower-cases), unique. */
    email: text('email').notNull().unique(),
    /** `scrypt$N$r$p$salt$hash`, parameters kept with the hash so they can be raised later. */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: vocabulary.ROLES }).notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    title: text('title'),
    bio: text('bio'),
    location: text('location'),
    hourlyRate: money('hourly_rate'),
    skills: integer('skills')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    profileImage: text('profile_image'),
    companyName: text('company_name'),
    companyLogo: text('company_logo'),
    /** The company the person acts for as an employer (issue 16); switched by PUT /api/companies/active. */
    activeCompanyId: integer('active_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    /**
     * Set when the person deleted the account (issue 14): the row stays, erased, so what others
     * keep (messages, bids, paid orders) still names someone — `DELETED_USER_NAME`.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Talent search's text (issue 19, migration 0025): name, title and bio lower-cased, one per
     * line, so that `q` is one LIKE over one column instead of three ILIKEs (6× less CPU per
     * profile walked). Never selected for an answer.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || chr(10) || coalesce(title, '') || chr(10) || coalesce(bio, ''))`,
    ),
  },
  (t) => [
    // Talent search pages by (updated_at desc, id desc) within a role: a backward scan of this index.
    index('users_role_updated_idx').on(t.role, t.updatedAt, t.id),
    // Trigram indexes (pg_trgm, 0021): people search's ILIKE over name and title; talent search's
    // `q` (LIKE '%…%' over search_text, 0025, which replaced the bio's).
    index('users_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('users_title_trgm_idx')
      .using('gin', t.title.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('users_search_text_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('users_skills_idx').using('gin', t.skills).with({ fastupdate: false }),
  ],
);

/** Sessions: the cookie holds a random 256-bit id; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute expiry (30 days after creation). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Password-reset tokens: random, stored hashed, single use, 1 h expiry. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * The sign-in, forgot-password and registration rate limits (services/authRateLimiter.ts), shared
 * by every server instance on the database: one row per action, scope (address or account) and
 * subject (SHA-256, so the table holds no address or email), with the times (ms) of the attempts
 * still counted. `expires_at` is when the newest of them leaves its window: rows past it are
 * deleted.
 */
export const authLimits = pgTable(
  'auth_limits',
  {
    key: text('key').primaryKey(),
    hits: bigint('hits', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_limits_expires_idx').on(t.expiresAt)],
);

/** Mail that was sent without SMTP (development): the reset flow works with no mail server. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

export const skills = pgTable('skills', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  category: text('category'),
});

/**
 * Partner sites that embed the widgets (issue 15), registered by admins: the publishable key
 * (`pk_…`, made by the server, no secret) names the partner, and its widgets run only on the
 * allowed origins (canonical, as the sdk's `webOriginOf` gives them). Revoked: the key stops working.
 */
export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  publishableKey: text('publishable_key').notNull().unique(),
  allowedOrigins: text('allowed_origins')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Embed credentials (issue 15): a widget's frame signs in with `Authorization: Bearer hlemb_…`,
 * minted from a session by the sign-in window; only the token's SHA-256 is stored. It belongs to
 * that session: ending the session (logout, password change or reset, account deletion, expiry)
 * deletes it through the cascade.
 */
export const embedTokens = pgTable(
  'embed_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionIdHash: text('session_id_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The partner page's origin the credential was made for. */
    origin: text('origin').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('embed_tokens_session_idx').on(t.sessionIdHash),
    index('embed_tokens_user_idx').on(t.userId),
    index('embed_tokens_partner_idx').on(t.partnerId),
    index('embed_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Plans offered for each role; prices in cents (SPEC §3). `null` limits are unlimited. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  role: text('role', { enum: vocabulary.ROLES }).notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  priceCents: integer('price_cents').notNull(),
  interval: text('interval', { enum: vocabulary.PLAN_INTERVALS }).notNull(),
  billingPeriod: text('billing_period', { enum: vocabulary.BILLING_PERIODS }).notNull(),
  stripePriceId: text('stripe_price_id').notNull().unique(),
  jobLimit: integer('job_limit'),
  projectLimit: integer('project_limit'),
  taskLimit: integer('task_limit'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** One subscription per user and account type (an employer plan never unlocks talent features). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type', { enum: vocabulary.ACCOUNT_TYPES }).notNull(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: vocabulary.STORED_SUBSCRIPTION_STATUSES }).notNull(),
    provider: text('provider', { enum: vocabulary.PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    providerCustomerId: text('provider_customer_id'),
    /** The current billing period: what quotas count, and when the plan renews (issue 14). */
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    /** End of the current period; `null` for lifetime (never renews). */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /**
     * The billing anchor: periods are counted from it in calendar months (Jan 31 → Feb 28 → Mar 31),
     * never chained; `null` on rows from before issue 14 until the data migration fills it.
     */
    billingAnchor: timestamp('billing_anchor', { withTimezone: true }),
    /** The plan ends at `current_period_end` instead of renewing. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Failed renewal attempts of the current period (past_due), 0 when paid up. */
    renewalFailures: integer('renewal_failures').notNull().default(0),
    /** past_due: when the local provider tries the failed renewal again. */
    nextPaymentAttemptAt: timestamp('next_payment_attempt_at', { withTimezone: true }),
    /** When the subscription ended (canceled). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Local provider: the test card paid with (`LOCAL_TEST_CARDS`), which decides renewals. */
    localCard: text('local_card', { enum: vocabulary.LOCAL_TEST_CARDS }),
    /**
     * Stripe: the time (`event.created`) of the newest event applied to this row; an older event
     * never overwrites a newer state.
     */
    providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
    /** Stripe: the payment (PaymentIntent id) that pays for the current access (refunds, disputes). */
    providerPaymentId: text('provider_payment_id'),
    /** Stripe: the open dispute on that payment; access is suspended (past_due) while it is open. */
    providerDisputeId: text('provider_dispute_id'),
    /**
     * The company an employer subscription belongs to (issue 16): its quotas are the company's,
     * shared by its members. Filled from the buyer's company when not given (migration 0011).
     */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_account_idx').on(t.userId, t.accountType),
    // The scheduler's due renewals and retries (local provider).
    index('subscriptions_due_idx').on(t.currentPeriodEnd),
    index('subscriptions_retry_idx').on(t.nextPaymentAttemptAt),
    index('subscriptions_payment_idx').on(t.providerPaymentId),
    index('subscriptions_company_idx').on(t.companyId),
  ],
);

/** A checkout started by a user; completed once, by the local page or a Stripe webhook. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    accountType: text('account_type', { enum: vocabulary.ACCOUNT_TYPES }).notNull(),
    provider: text('provider', { enum: vocabulary.PAYMENT_PROVIDERS }).notNull(),
    providerSessionId: text('provider_session_id').unique(),
    status: text('status', { enum: vocabulary.CHECKOUT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The partner whose widget started it (issue 15); null for the app's own checkouts. */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    /** A widget's checkout: the partner page Pay and Cancel return to (with the result added). */
    returnUrl: text('return_url'),
  },
  (t) => [
    index('checkout_sessions_user_idx').on(t.userId),
    index('checkout_sessions_partner_idx').on(t.partnerId),
  ],
);

/** Webhook events already applied: a replayed event id is acknowledged and ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jobRequests = pgTable(
  'job_requests',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: vocabulary.JOB_REQUEST_TYPES }).notNull(),
    minRate: money('min_rate'),
    maxRate: money('max_rate'),
    rateType: text('rate_type', { enum: vocabulary.RATE_TYPES }).notNull(),
    location: text('location'),
    locationType: text('location_type', { enum: vocabulary.LOCATION_TYPES }),
    department: text('department'),
    experience: text('experience', { enum: vocabulary.EXPERIENCE_LEVELS }),
    duration: text('duration', { enum: vocabulary.DURATIONS }),
    skills: integer('skills')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    deadline: date('deadline', { mode: 'string' }),
    status: text('status', { enum: vocabulary.JOB_REQUEST_STATUSES }).notNull().default('active'),
    requestTarget: text('request_target', { enum: vocabulary.REQUEST_TARGETS })
      .notNull()
      .default('public'),
    talentId: integer('talent_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The company the request belongs to (issue 16); `employer_id` is the member who created it.
     * Filled from the creator's active company when not given (migration 0011).
     */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Full-text search over title (weight A) and description (weight B). */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_requests_employer_idx').on(t.employerId, t.createdAt.desc(), t.id.desc()),
    index('job_requests_quota_idx').on(t.employerId, t.type, t.createdAt),
    index('job_requests_browse_idx').on(t.status, t.requestTarget, t.createdAt.desc(), t.id.desc()),
    index('job_requests_talent_idx').on(t.talentId),
    index('job_requests_company_idx').on(t.companyId, t.type, t.createdAt),
    // Browse's `q` and skills filter in one GIN index (0023), so one scan skips through a common
    // skill's entries to the rare word's instead of ANDing two whole bitmaps; fastupdate off
    // (0021): no pending list for searches to scan.
    index('job_requests_search_skills_idx')
      .using('gin', t.search, t.skills)
      .with({ fastupdate: false }),
    // Skill trends' partial days (issue 19, migration 0022): one day's requests.
    index('job_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * Browse's recent search table (issue 19, migration 0024): the columns browse filters on, of every
 * active public job request created since `job_requests_recent_since.since` (BROWSE_RECENT_DAYS
 * ago as of the last prune), with a GIN index of its own. A search reads here first: the index holds a few
 * weeks of requests, not all of them, so a query's posting lists are that much shorter
 * (services/jobRequests/browse.ts). Kept exact by triggers on job_requests in the same transaction
 * as every write (drizzle/0024_browse_recent.sql), so no service writes it; the scheduler's
 * `job-requests.recent-prune` moves `since` on and drops what fell behind it.
 */
export const jobRequestsRecent = pgTable(
  'job_requests_recent',
  {
    id: integer('id')
      .primaryKey()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    search: tsvector('search'),
    skills: integer('skills').array().notNull(),
    type: text('type', { enum: vocabulary.JOB_REQUEST_TYPES }).notNull(),
    minRate: money('min_rate'),
    maxRate: money('max_rate'),
    locationType: text('location_type', { enum: vocabulary.LOCATION_TYPES }),
    experience: text('experience', { enum: vocabulary.EXPERIENCE_LEVELS }),
  },
  (t) => [
    index('job_requests_recent_search_skills_idx')
      .using('gin', t.search, t.skills)
      .with({ fastupdate: false }),
  ],
);

/** One row: the oldest `created_at` job_requests_recent holds (see above). */
export const jobRequestsRecentSince = pgTable('job_requests_recent_since', {
  one: boolean('one').primaryKey().default(true),
  since: timestamp('since', { withTimezone: true }).notNull(),
});

/** Bids: proposals from talent and outreach from employers (routes arrive with issue 4). */
export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: vocabulary.BID_KINDS }).notNull(),
    status: text('status', { enum: vocabulary.BID_STATUSES }).notNull().default('pending'),
    jobRequestId: integer('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    employerId: integer('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rate: money('rate'),
    message: text('message').notNull().default(''),
    /** The direct conversation opened when the bid was accepted. */
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open bid of a kind per job request and talent: no duplicate proposals or outreach.
    uniqueIndex('bids_one_open_per_pair_idx')
      .on(t.jobRequestId, t.talentId, t.kind)
      .where(
        sql.raw(`status in (${vocabulary.OPEN_BID_STATUSES.map((s) => `'${s}'`).join(', ')})`),
      ),
    index('bids_job_request_idx').on(t.jobRequestId),
    index('bids_employer_idx').on(t.employerId, t.createdAt.desc()),
    index('bids_talent_idx').on(t.talentId, t.createdAt.desc()),
  ],
);

/** The external job feed (SPEC: ids beginning "rec"), seeded locally or read from Airtable. */
export const externalJobs = pgTable(
  'external_jobs',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    company: text('company'),
    description: text('description'),
    type: text('type', { enum: vocabulary.JOB_REQUEST_TYPES }).notNull(),
    location: text('location'),
    locationType: text('location_type', { enum: vocabulary.LOCATION_TYPES }),
    minRate: money('min_rate'),
    maxRate: money('max_rate'),
    rateType: text('rate_type', { enum: vocabulary.RATE_TYPES }),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    url: text('url'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '') || ' ' || coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    index('external_jobs_posted_idx').on(t.postedAt.desc(), t.id),
    index('external_jobs_search_idx').using('gin', t.search),
  ],
);

/** Saved jobs, projects and tasks per user; `id` is the sdk's `savedItemId` (may be negative). */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).notNull(),
    type: text('type', { enum: vocabulary.JOB_REQUEST_TYPES }).notNull(),
    originalId: text('original_id').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.id] })],
);

/** Conversations: direct (exactly two members, one per pair) or group (named, with an owner). */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: vocabulary.CONVERSATION_KINDS }).notNull(),
    /** Group name; null for direct conversations. */
    name: text('name'),
    /** Group creator, who manages members; null for direct conversations. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** `"<smaller user id>:<larger user id>"` for direct conversations: one per pair. */
    directKey: text('direct_key').unique(),
    createdAt: createdAt(),
    /** Last activity (a message, a rename); lists are ordered by it. */
    updatedAt: updatedAt(),
  },
  (t) => [index('conversations_updated_idx').on(t.updatedAt)],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message id this member has read (0 = none). */
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

/**
 * Pending group invitations (issue 14: members consent): the owner invites, the invitee accepts
 * (becomes a member, the row goes) or declines, the owner revokes (the row goes). One per group
 * and person; an invitee is not a member until they accept.
 */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('group_invitations_group_user_idx').on(t.conversationId, t.userId),
    index('group_invitations_user_idx').on(t.userId, t.id),
  ],
);

/** Messages: plain text, never interpreted as HTML. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: vocabulary.NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);

/** Admin notices shown as a sticky banner until read, retired or past `ends_at`. */
export const stickyMessages = pgTable('sticky_messages', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  level: text('level', { enum: vocabulary.STICKY_MESSAGE_LEVELS }).notNull().default('info'),
  audience: text('audience', { enum: vocabulary.STICKY_MESSAGE_AUDIENCES })
    .notNull()
    .default('all'),
  authorId: integer('author_id')
    .notNull()
    .references(() => users.id),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  /** When the scheduler announced that `endsAt` passed (`sticky-messages.ended`); reset by an edit. */
  endAnnouncedAt: timestamp('end_announced_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const stickyMessageReads = pgTable(
  'sticky_message_reads',
  {
    stickyMessageId: integer('sticky_message_id')
      .notNull()
      .references(() => stickyMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stickyMessageId, t.userId] })],
);

/**
 * One row per user who ever had a live event: publishing locks the recipient's row (upsert) before
 * the event's id is drawn and holds it until commit, so a recipient's event ids commit in id order
 * (issue 14: a resume after `Last-Event-ID` never skips an event that committed late).
 */
export const liveRecipients = pgTable('live_recipients', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * Live events per user, kept for a while so an SSE client can resume with Last-Event-ID; the id
 * is the SSE event id. New rows are announced through NOTIFY (delivered at commit).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_events_user_idx').on(t.userId, t.id),
    index('live_events_created_idx').on(t.createdAt),
  ],
);

/**
 * The scheduler's jobs (issue 14): one row per job name. An instance runs a job only after moving
 * its `next_run_at` forward in one conditional UPDATE, so with several instances each due run is
 * claimed by exactly one of them.
 */
export const schedulerJobs = pgTable('scheduler_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});
